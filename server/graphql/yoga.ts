// graphql-yoga over the Pothos schema; the context carries the session and collects cookies to set.
import { createYoga } from 'graphql-yoga';
import { type AppServices, type Context, createContext } from './context.js';
import { schema } from './schema.js';

export function createGraphQLServer(services: AppServices) {
  const contexts = new WeakMap<Request, Context>();
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !services.config.isProduction,
    landingPage: false,
    maskedErrors: { isDev: !services.config.isProduction },
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
      {
        onResponse({ request, response }) {
          for (const cookie of contexts.get(request)?.setCookies ?? []) response.headers.append('set-cookie', cookie);
        },
      },
    ],
  });
}
