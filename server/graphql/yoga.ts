// graphql-yoga over the Pothos schema; the context carries the caller and collects cookies to set.
// Limits: graphql-armor (depth, cost, aliases, tokens, directives; field suggestions hidden in
// production), yoga's CSRF prevention for cookie callers, and introspection in production only for
// signed-in admins and API tokens.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
// An envelop plugin factory, not a React hook: named so the hook rules do not apply.
import { useCSRFPrevention as csrfPreventionPlugin } from '@graphql-yoga/plugin-csrf-prevention';
import { type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLError, type GraphQLSchema, NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import { createGraphQLError, createYoga, maskError, type Plugin } from 'graphql-yoga';
import { readOnlyView } from '../auth/view-as.js';
import type { AppServices } from '../services.js';
import { type Context, createContext, type RequestScope } from './context.js';
import { operationCost } from './list-cost.js';
import { sharedSubscriptionResults } from './shared-results.js';
import { singleConnectionStreams } from './single-connection.js';
import { streamSlots } from './streams.js';

/**
 * The limits every operation must stay within; the client's own operations are tested against them
 * (server/graphql/cost.test.ts prints each page query's and subscription's cost). Cost is
 * graphql-armor's static score with fragments flattened (objects 2, scalars 1, times 1.5 per level of
 * fields), scored once more with the variables (list-cost.ts).
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxCost: 50_000,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

export const INTROSPECTION_DISABLED = 'GraphQL introspection is available to admins and API tokens only';

export function armor(opts: { hideSuggestions: boolean }) {
  // The limits are documented (README), so the errors name them: an external tool can adjust its query.
  const exposeLimits = true;
  return EnvelopArmorPlugin({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true, exposeLimits },
    // A fragment spread is not a level of data: Relay's colocated fragments cost what inline fields cost.
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true, flattenFragments: true, exposeLimits },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens, exposeLimits },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits },
    blockFieldSuggestion: { enabled: opts.hideSuggestions },
  });
}

/** Cookie callers need a preflighted request (JSON) or a custom header; bearer tokens are not sent by browsers on their own. */
function csrfPrevention(): Plugin {
  const csrf = csrfPreventionPlugin({ requestHeaders: ['x-graphql-yoga-csrf'] });
  return {
    onRequestParse(payload) {
      if (payload.request.headers.has('authorization')) return;
      return csrf.onRequestParse?.(payload);
    },
  };
}

export const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * Prisma's codes for a database it cannot reach, lost, or waited too long for; and node-postgres's
 * for the same (the session read goes to the pool directly): socket errors, SQLSTATE class 08
 * (connection exception) and 57P01–57P03 (shut down, cannot connect now).
 */
const UNREACHABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03']);
/** pg-pool's and pg's own words for a connection it could not get or lost. */
const POOL_UNREACHABLE = /^(timeout exceeded when trying to connect|Connection terminated)/;
const databaseUnreachable = (error: unknown): boolean => {
  const e = error as { code?: string; name?: string; message?: string; originalError?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if ((e.code && (UNREACHABLE.has(e.code) || /^08/.test(e.code))) || e.name === 'PrismaClientInitializationError') return true;
  if (typeof e.message === 'string' && POOL_UNREACHABLE.test(e.message)) return true;
  return databaseUnreachable(e.originalError) || databaseUnreachable(e.cause);
};

export const NUL_REFUSED = 'Text cannot contain the NUL character';
/** No input of the app nests deeper than a few levels; JSON deeper than this is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP = `Input is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;

/**
 * What is wrong with a JSON value, if anything: a NUL character (in a string or a key), or nesting
 * deeper than MAX_INPUT_DEPTH. Walked with a stack of its own, so no depth overflows the call stack.
 */
export function inputProblem(value: unknown): typeof NUL_REFUSED | typeof TOO_DEEP | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const v = item.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return NUL_REFUSED;
    } else if (v !== null && typeof v === 'object') {
      if (item.depth >= MAX_INPUT_DEPTH) return TOO_DEEP;
      for (const [key, child] of Object.entries(v)) {
        if (key.includes('\u0000')) return NUL_REFUSED;
        stack.push({ value: child, depth: item.depth + 1 });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000, and deeply nested variables only cost work: a request carrying
 * either is a user mistake (400), not a database error or a stack overflow.
 */
function refuseMalformedInput(): Plugin {
  return {
    onParams({ params }) {
      const problem = inputProblem(params.query) ?? inputProblem(params.variables) ?? inputProblem(params.extensions);
      if (problem) throw createGraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
    },
  };
}

/** A suggestion of graphql-js: a field's ('Did you mean "viewer"?') or an enum value's ('Did you mean the enum value "verbal"?'). */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;
const withoutSuggestions = <E extends { message: string }>(errors: readonly E[]) => {
  for (const e of errors) e.message = e.message.replace(SUGGESTION, '').trim();
  return errors;
};

/**
 * In production no error suggests a name of the schema. graphql-armor's blockFieldSuggestion covers
 * field names at validation only; enum values are suggested there and when variables are coerced at
 * execution (and subscription), so both phases are cleaned here.
 */
function hideSuggestions(): Plugin {
  const done = ({ result, setResult }: { result: ExecutionResult | AsyncIterable<ExecutionResult>; setResult: (r: ExecutionResult) => void }) => {
    if (!(Symbol.asyncIterator in result) && result.errors?.length) setResult({ ...result, errors: withoutSuggestions(result.errors) });
  };
  return {
    onValidate: () => ({ valid, result, setResult }) => {
      if (!valid) setResult([...withoutSuggestions(result)]);
    },
    onExecute: () => ({ onExecuteDone: done }),
    onSubscribe: () => ({ onSubscribeResult: done }),
  };
}

/** The refusal of an operation over the cost limit, once its variables are known. */
const costExceeded = (cost: number) =>
  createGraphQLError(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded, found ${Math.ceil(cost)}.`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });

/**
 * The cost limit once more at execution and at subscribe, now that variables are known: `first` or
 * a list argument sized by the caller (`nodes(ids: $ids)`) multiplies the cost of its selection (see
 * list-cost.ts). A subscription is checked before it takes a stream slot.
 */
function costWithVariables(): Plugin<Context> {
  const check = (args: ExecutionArgs) => {
    const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues as Record<string, unknown> | undefined);
    if (cost > GRAPHQL_LIMITS.maxCost) throw costExceeded(cost);
  };
  return {
    onExecute: ({ args }) => check(args),
    onSubscribe: ({ args }) => check(args),
  };
}

/** In production, introspection (`__schema`, `__type`) is refused unless the caller is an admin or an API token. */
function introspectionForAdminsAndTokens(): Plugin<Context> {
  // yoga's parser cache hands out the same document object for the same text, so the answer is kept per document.
  const introspects = new WeakMap<DocumentNode, boolean>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue;
      if (ctx.user?.isAdmin || ctx.apiTokenId) return;
      let found = introspects.get(args.document);
      if (found === undefined) {
        found = validate(args.schema, args.document, [NoSchemaIntrospectionCustomRule]).length > 0;
        introspects.set(args.document, found);
      }
      if (found) {
        setResultAndStopExecution({
          errors: [createGraphQLError(INTROSPECTION_DISABLED, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } })],
        });
      }
    },
  };
}

/**
 * Counts the operations executing until their execution settles (REST's in-process ones too). yoga
 * does not cancel an execution whose client went away, so a shutdown that waits for this count
 * closes the database pool only after the resolvers of abandoned requests have finished.
 */
function countExecutions(executing: { count: number }): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        executing.count += 1;
        try {
          return await executeFn(args);
        } finally {
          executing.count -= 1;
        }
      });
    },
  };
}

/** yoga over `schema` (assembled from the domains in server/schema.ts). */
export function createGraphQLServer(services: AppServices, schema: GraphQLSchema) {
  const production = services.config.isProduction;
  return createYoga<RequestScope, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    maskedErrors: {
      isDev: !production,
      // A database outage is a 503 the caller can retry, not an unexplained 500.
      maskError: (error, message, isDev) =>
        databaseUnreachable(error)
          ? createGraphQLError(UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } })
          : maskError(error, message, isDev),
    },
    // Same-origin only: the app's pages and server-side tools need no CORS.
    cors: false,
    // One operation per request, so the limits above bound a request.
    batching: false,
    // The body's size is limited before yoga (server/http.ts bodyLimitedBy), where the body is not
    // yet a web stream; yoga's own limit would make it one on every request.
    maxRequestBodySize: false,
    logging: {
      debug: (...a) => services.log.debug(a.map(String).join(' ')),
      info: (...a) => services.log.info(a.map(String).join(' ')),
      warn: (...a) => services.log.warn(a.map(String).join(' ')),
      error: (...a) => services.log.error({ err: a.find((x) => x instanceof Error) }, a.map(String).join(' ')),
    },
    // The router's per-request values (client IP, the after-response queue) come as the server context.
    context: ({ request, clientIp, afterResponse }) => createContext(services, request, { clientIp, afterResponse }),
    plugins: [
      // First: its own endpoint (/graphql/stream) answers before /graphql's request parsing.
      singleConnectionStreams({
        services,
        paramsProblem: (params) => inputProblem(params.query) ?? inputProblem(params.variables) ?? inputProblem(params.extensions),
      }),
      countExecutions(services.executing),
      csrfPrevention(),
      refuseMalformedInput(),
      armor({ hideSuggestions: production }),
      ...(production ? [hideSuggestions()] : []),
      costWithVariables(),
      ...(production ? [introspectionForAdminsAndTokens()] : []),
      // An admin's "View as" of an owner writes nothing (server/auth/view-as.ts).
      readOnlyView(),
      streamSlots(),
      sharedSubscriptionResults(),
      {
        // yoga builds the context on its server context object, so the cookies an operation set are there.
        onResponse({ response, serverContext }) {
          for (const cookie of (serverContext as Partial<Context>).setCookies ?? []) response.headers.append('set-cookie', cookie);
        },
      },
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;

/** What runOperation answers: the result, the cookies the operation set, or an error thrown before execution. */
export interface OperationOutcome {
  result: ExecutionResult;
  setCookies: string[];
}

/**
 * Runs one operation in process through yoga's envelop (the documented `getEnveloped` shape: parse,
 * validate, contextFactory, execute), so the plugins of the schema apply (limits, masking, cost with
 * variables) as for any request, without a body to write and read back. Used by the REST rows.
 * A failure before execution (the database unreachable while the caller is authenticated) is an
 * error result as yoga would answer it.
 */
export async function runOperation(
  yoga: GraphQLServer,
  request: Request,
  scope: RequestScope,
  params: { query: string; variables: Record<string, unknown> },
): Promise<OperationOutcome> {
  const initial = { ...scope, request, params };
  const { parse, validate: validateDocument, contextFactory, execute, schema: executable } = yoga.getEnveloped(initial);
  try {
    const document = parse(params.query);
    const errors = validateDocument(executable, document);
    if (errors.length) return { result: { errors }, setCookies: [] };
    const contextValue = (await contextFactory()) as Context;
    const result = (await execute({ schema: executable, document, contextValue, variableValues: params.variables })) as ExecutionResult;
    return { result, setCookies: contextValue.setCookies ?? [] };
  } catch (error) {
    const reported = databaseUnreachable(error)
      ? createGraphQLError(UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } })
      : (error as GraphQLError).extensions?.http
        ? (error as GraphQLError)
        : null;
    if (!reported) throw error;
    return { result: { errors: [reported] }, setCookies: [] };
  }
}
