// Personal API tokens in the schema: the caller's tokens, create (the token is returned this once) and revoke.
import type { ApiToken } from '../../db/generated/prisma/client.js';
import { builder, personOnly } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import * as tokens from './api-tokens.service.js';
import { signedInUser } from '../../auth/authenticate.js';

export const ApiTokenRef = builder.prismaNode('ApiToken', {
  id: { field: 'id' },
  nullable: true,
  // Tokens are personal: a node lookup finds the caller's own only, admins included.
  findUnique: (id, ctx) => ({ id, userId: ctx.user?.id ?? '' }),
  fields: (t) => ({
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'The first characters of the token, e.g. lp_AbC123' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
  }),
});

const CreatedApiToken = builder.objectRef<{ token: string; apiToken: ApiToken }>('CreatedApiToken').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'The token itself, shown this once; only its hash is kept.' }),
    apiToken: t.field({ type: ApiTokenRef, resolve: (r) => r.apiToken }),
  }),
});

const ApiTokenInput = builder.inputType('ApiTokenInput', {
  fields: (t) => ({ name: t.string({ required: true }) }),
});

builder.queryField('apiTokens', (t) =>
  t.prismaField({
    type: [ApiTokenRef],
    authScopes: { signedIn: true },
    description: `The caller's personal API tokens, newest first (at most 20)`,
    resolve: (query, _r, _a, ctx) =>
      ctx.prisma.apiToken.findMany({ ...query, where: { userId: signedInUser(ctx).id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
);

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreatedApiToken,
    ...personOnly(tokens.SESSION_REQUIRED),
    args: { input: t.arg({ type: ApiTokenInput, required: true }) },
    errors: { types: [ValidationError, ConflictError], directResult: true },
    resolve: (_r, { input }, ctx) => tokens.createApiToken(ctx, input),
  }),
  revokeApiToken: t.field({
    type: 'ID',
    ...personOnly(tokens.SESSION_REQUIRED),
    args: { id: t.arg.id({ required: true }) },
    errors: {
      types: [NotFoundError],
      dataField: { name: 'revokedApiTokenId' },
    },
    resolve: async (_r, { id }, ctx) => {
      await tokens.revokeApiToken(ctx, databaseId(String(id), 'ApiToken'));
      return String(id);
    },
  }),
}));
