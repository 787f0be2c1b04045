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
  const stopping = new AbortController();
  const services = { prisma, config, sessions, log, pubsub: events.pubsub, mailer, payments, throttle, shutdown: stopping.signal };
  const inflight = { count: 0 };
  const yoga = createGraphQLServer(services);
  const rest = createRestHandler(restRows, (request) => Promise.resolve(yoga.fetch(request)));
  const http = createHttpApp({ services, graphql: (r) => yoga.fetch(r), rest, serveClient: config.SERVE_CLIENT, inflight });
  return {
    services,
    yoga,
    fetch: http.fetch,
    /**
     * Completes every open subscription and waits, up to timeoutMs, for the requests in progress to
     * be answered. The listener should stop accepting connections first.
     */
    async drain(timeoutMs: number) {
      stopping.abort();
      const deadline = Date.now() + timeoutMs;
      while (inflight.count > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return inflight.count;
    },
    async close() {
      await yoga.dispose?.();
      await events.close();
      mailer.close();
      throttle.close();
    },
  };
}
