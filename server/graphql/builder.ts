// The one Pothos builder: plugins, scalars, auth scopes and the error types every mutation can return.
import SchemaBuilder, { completeValue, RootFieldBuilder, type SchemaTypes } from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { encodeGlobalID } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError, Kind } from 'graphql';
import { DATE_RANGE_MESSAGE, parseDateInput } from '../../common/dates.js';
import type PrismaTypes from '../db/generated/pothos-types.js';
import { getDatamodel } from '../db/generated/pothos-types.js';
import type { Context } from './context.js';
import {
  AuthenticationError,
  ConflictError,
  forbidden,
  NotFoundError,
  PaymentRequiredError,
  RateLimitError,
  unauthenticated,
  ValidationError,
} from './errors.js';
import { decodeId } from './ids.js';

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The most ids one nodes(ids:) call takes. */
export const MAX_NODE_IDS = 100;
export const TOO_MANY_NODE_IDS = `nodes(ids:) takes at most ${MAX_NODE_IDS} ids; split the list into several requests.`;

/**
 * The relay plugin's `globalID` field resolves through an `async` function, so every node's `id` is
 * a promise even when its row is at hand, and graphql then completes each node as a promise of an
 * object (a list of 20 customers: 20 promises, 20 more object completions in later ticks; about a
 * fifth of the execution's CPU for the customers page). The same field, settled synchronously when
 * the id is: `completeValue` is Pothos's own helper for this, and the encoding is the plugin's (or
 * the builder's `relay.encodeGlobalID`, were one set). Every builder of the process gets it: this
 * module is loaded before any schema is built (server/graphql/builder.test.ts shows it).
 */
type GlobalIDResolve = (parent: unknown, args: object, ctx: object, info: unknown) => { type: unknown; id: unknown } | string | null | undefined;
(RootFieldBuilder.prototype as unknown as { globalID: unknown }).globalID = function globalID(
  this: RootFieldBuilder<SchemaTypes, unknown>,
  { resolve, ...options }: { resolve: GlobalIDResolve },
) {
  return this.field({
    ...(options as object),
    type: 'ID',
    resolve: (parent: unknown, args: object, ctx: object, info: unknown) =>
      completeValue(resolve(parent, args, ctx, info), (result) => {
        if (!result || typeof result !== 'object') return result;
        const type = this.builder.configStore.getTypeConfig(result.type as never).name;
        const encode = (this.builder.options as { relay?: { encodeGlobalID?: (type: string, id: string, ctx: object) => string } }).relay?.encodeGlobalID;
        return encode ? encode(type, String(result.id), ctx) : encodeGlobalID(type, String(result.id));
      }),
  } as never);
};

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: Context;
  AuthScopes: { signedIn: boolean; admin: boolean };
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
    authScopes: (ctx) => ({ signedIn: !!ctx.user, admin: !!ctx.user?.isAdmin }),
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
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface] });
}
builder.objectType(ConflictError, {
  name: 'ConflictError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    canBookAnyway: t.boolean({
      description: "The job overlaps another of the owner's (travel and buffers included): the same input with bookAnyway saves it",
      resolve: (e) => 'otherJobId' in e,
    }),
  }),
});
