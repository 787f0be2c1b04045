// Personal API tokens: an external tool sends `Authorization: Bearer lp_…` to /graphql and acts as
// the token's user with that user's authorization. The token is shown once; only its SHA-256 is
// kept (a 256-bit random token needs no slow hash), with a short prefix to tell tokens apart.
import crypto from 'node:crypto';
import { apiTokenSchema, MAX_API_TOKENS } from '../../../common/account.js';
import { hashToken, TOKEN_PREFIX } from '../../auth/bearer.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, parseInput } from '../../graphql/errors.js';
import { signedInUser } from '../../auth/authenticate.js';

export const TOO_MANY_TOKENS = `You can have up to ${MAX_API_TOKENS} API tokens. Revoke one you no longer use first.`;

export const SESSION_REQUIRED = 'API tokens can be created and revoked only by signing in to the app, not with an API token.';


export async function createApiToken(ctx: Context, input: unknown) {
  const { name } = parseInput(apiTokenSchema, input);
  const userId = signedInUser(ctx).id;
  const token = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const apiToken = await ctx.prisma.$transaction(async (tx) => {
    if ((await tx.apiToken.count({ where: { userId } })) >= MAX_API_TOKENS) throw new ConflictError(TOO_MANY_TOKENS);
    return tx.apiToken.create({
      data: { userId, name, tokenHash: hashToken(token), prefix: token.slice(0, TOKEN_PREFIX.length + 6) },
    });
  });
  ctx.log.info({ userId, apiTokenId: apiToken.id }, 'api token created');
  return { token, apiToken };
}

/** Revokes one of the caller's own tokens; someone else's id is simply not found. */
export async function revokeApiToken(ctx: Context, id: string) {
  const { count } = await ctx.prisma.apiToken.deleteMany({ where: { id, userId: signedInUser(ctx).id } });
  if (!count) throw new NotFoundError('API token not found');
  ctx.pubsub.publish('revocation', { kind: 'apiToken', apiTokenId: id });
  ctx.log.info({ userId: signedInUser(ctx).id, apiTokenId: id }, 'api token revoked');
}
