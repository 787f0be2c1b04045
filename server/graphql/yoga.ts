// graphql-yoga over the Pothos schema; the context carries the caller and collects cookies to set.
// Limits: graphql-armor (depth, cost, aliases, tokens, directives; field suggestions hidden in
// production), yoga's CSRF prevention for cookie callers, and introspection in production only for
// signed-in admins and API tokens.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import { createGraphQLError, createYoga, maskError, type Plugin } from 'graphql-yoga';
import { type AppServices, type Context, createContext } from './context.js';
import { schema } from './schema.js';

/**
 * The limits every operation must stay within; the client's own operations are tested against them.
 * Cost is graphql-armor's static score (objects 2, scalars 1, times 1.5 per level of depth); the
 * heaviest client operation, the admin Users tab, scores about 21,600.
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
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true, exposeLimits },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens, exposeLimits },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits },
    blockFieldSuggestion: { enabled: opts.hideSuggestions },
  });
}

/** Cookie callers need a preflighted request (JSON) or a custom header; bearer tokens are not sent by browsers on their own. */
function csrfPrevention(): Plugin {
  const csrf = useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] });
  return {
    onRequestParse(payload) {
      if (payload.request.headers.has('authorization')) return;
      return csrf.onRequestParse?.(payload);
    },
  };
}

export const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Prisma's codes for a database it cannot reach, lost, or waited too long for. */
const UNREACHABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
const databaseUnreachable = (error: unknown): boolean => {
  const e = error as { code?: string; name?: string; originalError?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if ((e.code && UNREACHABLE.has(e.code)) || e.name === 'PrismaClientInitializationError') return true;
  return databaseUnreachable(e.originalError) || databaseUnreachable(e.cause);
};

export const NUL_REFUSED = 'Text cannot contain the NUL character';

const containsNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value)
      ? value.some(containsNul)
      : value !== null && typeof value === 'object' && Object.values(value).some(containsNul);

/** PostgreSQL text cannot hold U+0000; a request carrying one is a user mistake (400), not a database error. */
function refuseNul(): Plugin {
  return {
    onParams({ params }) {
      if (containsNul(params.query) || containsNul(params.variables)) {
        throw createGraphQLError(NUL_REFUSED, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
      }
    },
  };
}

/** In production, introspection (`__schema`, `__type`) is refused unless the caller is an admin or an API token. */
function introspectionForAdminsAndTokens(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue;
      if (ctx.user?.isAdmin || ctx.apiTokenId) return;
      if (validate(args.schema, args.document, [NoSchemaIntrospectionCustomRule]).length) {
        setResultAndStopExecution({
          errors: [createGraphQLError(INTROSPECTION_DISABLED, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } })],
        });
      }
    },
  };
}

export function createGraphQLServer(services: AppServices) {
  const contexts = new WeakMap<Request, Context>();
  const production = services.config.isProduction;
  return createYoga<Record<string, unknown>, Context>({
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
    logging: {
      debug: (...a) => services.log.debug(a.map(String).join(' ')),
      info: (...a) => services.log.info(a.map(String).join(' ')),
      warn: (...a) => services.log.warn(a.map(String).join(' ')),
      error: (...a) => services.log.error({ err: a.find((x) => x instanceof Error) }, a.map(String).join(' ')),
    },
    context: async ({ request }) => {
      const ctx = await createContext(services, request);
      contexts.set(request, ctx);
      return ctx;
    },
    plugins: [
      csrfPrevention(),
      refuseNul(),
      armor({ hideSuggestions: production }),
      ...(production ? [introspectionForAdminsAndTokens()] : []),
      {
        onResponse({ request, response }) {
          for (const cookie of contexts.get(request)?.setCookies ?? []) response.headers.append('set-cookie', cookie);
        },
      },
    ],
  });
}
