// Wires the services, the GraphQL server, the REST table and the router for one database.
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Prisma } from './db/client.js';
import { createSessionManager, resolveSessionKeys } from './domains/account/session.js';
import { createThrottle } from './domains/account/throttle.js';
import { createMailer } from './domains/mail/mail.service.js';
import { createPayments } from './domains/payments/payments.service.js';
import { createAppPubSub } from './graphql/pubsub.js';
import { createGraphQLServer } from './graphql/yoga.js';
import { createHttpApp } from './http.js';
import { createRestHandler } from './rest/rest.js';
import { restRows } from './rest/routes.js';

export async function createApp(opts: { config: Config; prisma: Prisma; log: Logger }) {
  const { config, prisma, log } = opts;
  const sessions = createSessionManager({
    prisma,
    keys: await resolveSessionKeys(config),
    secure: config.isProduction,
    maxAgeDays: config.SESSION_MAX_AGE_DAYS,
  });
  const events = createAppPubSub(config.REDIS_URL, log);
  const mailer = createMailer({ config, prisma, log });
  const payments = createPayments(config);
  const throttle = createThrottle(config);
  const services = { prisma, config, sessions, log, pubsub: events.pubsub, mailer, payments, throttle };
  const yoga = createGraphQLServer(services);
  const rest = createRestHandler(restRows, (request) => Promise.resolve(yoga.fetch(request)));
  const http = createHttpApp({ services, graphql: (r) => yoga.fetch(r), rest, serveClient: config.SERVE_CLIENT });
  return {
    services,
    yoga,
    fetch: http.fetch,
    async close() {
      await yoga.dispose?.();
      await events.close();
      mailer.close();
      throttle.close();
    },
  };
}
