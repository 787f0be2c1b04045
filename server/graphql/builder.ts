// The one Pothos builder: plugins, scalars, auth scopes and the error types every mutation can return.
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError, Kind } from 'graphql';
import { DATE_RANGE_MESSAGE, parseDateInput } from '../../common/dates.js';
import type PrismaTypes from '../db/generated/pothos-types.js';
import { getDatamodel } from '../db/generated/pothos-types.js';
import type { Context } from './context.js';
import {
  AuthenticationError,
  type BookAnywayError,
  ConflictError,
  forbidden,
  NotFoundError,
  PaymentRequiredError,
  RateLimitError,
  TooLargeError,
  GoneError,
  sessionRequired,
  unauthenticated,
  ValidationError,
} from './errors.js';
import { decodeId } from './ids.js';

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The most ids one nodes(ids:) call takes. */
export const MAX_NODE_IDS = 100;
export const TOO_MANY_NODE_IDS = `nodes(ids:) takes at most ${MAX_NODE_IDS} ids; split the list into several requests.`;

/**
 * The operator's newer admin fields (#57): an admin signed in with a cookie, never an API token (an
 * admin's included): `authScopes: ADMIN_PERSON`.
 */
export const ADMIN_PERSON = { $all: { admin: true, person: true } } as const;

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: Context;
  /** person: signed in with a cookie, not an API token (personOnly). */
  AuthScopes: { signedIn: boolean; admin: boolean; person: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSONObject: { Input: Record<string, unknown>; Output: Record<string, unknown> };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  // Scope-auth first so authorization runs before anything else a field does.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  scopeAuth: {
    // A subscription field's scopes are checked once, when the stream opens (streams.ts ends it when the credential is revoked).
    authorizeOnSubscribe: true,
    // An admin's read-only "View as" of an owner (ctx.viewAs) is not the person: it reads no credential of theirs (#57).
    authScopes: (ctx) => ({ signedIn: !!ctx.user, admin: !!ctx.user?.isAdmin, person: !!ctx.user && !!ctx.sessionId && !ctx.apiTokenId && !ctx.viewAs }),
    unauthorizedError: (_parent, ctx) => (ctx.user ? forbidden() : unauthenticated()),
  },
  // A mutation `verbNoun` returns the union `VerbNounResult` of `VerbNounSuccess` and its errors.
  errors: {
    defaultTypes: [],
    defaultUnionOptions: { name: ({ fieldName }) => `${upperFirst(fieldName)}Result` },
    defaultResultOptions: { name: ({ fieldName }) => `${upperFirst(fieldName)}Success` },
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    decodeGlobalID: (globalID) => decodeId(globalID),
    // nodes(ids:) is bounded; the ids of one type are loaded together (Prisma batches the lookups).
    nodesQueryOptions: {
      resolve: (_root, { ids }, _ctx, _info, resolveNodes) => {
        if (ids.length > MAX_NODE_IDS) {
          throw new GraphQLError(TOO_MANY_NODE_IDS, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
        }
        return resolveNodes(ids);
      },
    },
  },
});

/**
 * The options of a field only the person may use, signed in with a cookie: API tokens get a 403 with
 * `message` before anything else runs, whatever the server's configuration. For every operation that
 * creates a credential or hands out a link that acts for the owner (API tokens, the calendar feed,
 * Stripe onboarding and the billing portal); the authorization matrix lists them (SESSION_ONLY).
 */
export const personOnly = (message: string) => ({
  authScopes: { person: true },
  unauthorizedError: (_parent: unknown, _args: unknown, ctx: Context) => (ctx.user ? sessionRequired(message) : unauthenticated()),
});

builder.scalarType('DateTime', {
  serialize: (d) => (d instanceof Date ? d.toISOString() : new Date(d as string).toISOString()),
  // The app's one date parser: no impossible dates, years 1900–2200 only (what PostgreSQL stores).
  parseValue: (v) => {
    const parsed = parseDateInput(v);
    if ('date' in parsed) return parsed.date;
    throw new GraphQLError(parsed.error === 'range' ? DATE_RANGE_MESSAGE : 'Invalid DateTime');
  },
  parseLiteral: (ast) => {
    const parsed = parseDateInput(ast.kind === Kind.STRING ? ast.value : null);
    if ('date' in parsed) return parsed.date;
    throw new GraphQLError(parsed.error === 'range' ? DATE_RANGE_MESSAGE : 'Invalid DateTime');
  },
});

builder.scalarType('JSONObject', {
  description: 'A JSON object',
  serialize: (v) => v,
  parseValue: (v) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new GraphQLError('Expected a JSON object');
    return v as Record<string, unknown>;
  },
});

builder.queryType({});
builder.mutationType({});

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldErrorRef = builder.objectRef<{ field: string; message: string }>('FieldError').implement({
  fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldErrorRef], resolve: (e) => e.fieldErrors }) }),
});
for (const [cls, name] of [
  [NotFoundError, 'NotFoundError'],
  [PaymentRequiredError, 'PaymentRequiredError'],
  [AuthenticationError, 'AuthenticationError'],
  [RateLimitError, 'RateLimitError'],
  [TooLargeError, 'TooLargeError'],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface] });
}
builder.objectType(GoneError, {
  name: 'GoneError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ phone: t.exposeString('phone', { nullable: true, description: "A closed business's phone, to call instead of booking online" }) }),
});
builder.objectType(ConflictError, {
  name: 'ConflictError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    canBookAnyway: t.boolean({
      description:
        "The job overlaps another of the owner's (travel and buffers included) or starts outside the owner's hours that day: the same input with bookAnyway saves it",
      resolve: (e) => (e as Partial<BookAnywayError>).canBookAnyway === true,
    }),
  }),
});
