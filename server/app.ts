// Wires the services, the GraphQL server, the REST table and the router for one database.
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { type Prisma, poolOf } from './db/client.js';
import { createSessionManager, resolveSessionKeys } from './auth/session.js';
import { createThrottle } from './auth/throttle.js';
import { createMessageSender } from './domains/messages/messages.send.js';
import { createMailer } from './integrations/mail.js';
import { type QueueDatabase, startJobQueue } from './integrations/queue.js';
import { startHoldReleases } from './domains/deposits/deposits.service.js';
import { startDataExports } from './domains/takeout/takeout.service.js';
import { startClosedAccountDeletion } from './domains/admin/admin.closed-accounts.js';
import { createPayments } from './integrations/stripe.js';
import { smsProviderFrom, type TwilioSms } from './integrations/twilio.js';
import { createAppPubSub } from './graphql/pubsub.js';
import { createStreamRegistry } from './graphql/streams.js';
import { createGraphQLServer, runOperation } from './graphql/yoga.js';
import { createHttpApp } from './http.js';
import { restRows } from './rest/routes.js';
import { schema } from './schema.js';
import { holdCheckout, pages, wireEvents } from './wiring.js';

/**
 * `database`: the URL and kind of the database `prisma` runs on, for the job queue's own connections
 * (unset: the queue shares Prisma's pool; see server/integrations/queue.ts).
 * `sms`: the SMS provider customer texts go through (null: texts wait in the owner's To-text list).
 */
export async function createApp(opts: { config: Config; prisma: Prisma; log: Logger; database?: QueueDatabase; sms?: TwilioSms | null }) {
  const { config, prisma, log } = opts;
  const pool = poolOf(prisma);
  if (!pool) throw new Error('createApp needs a Prisma client made by createPrisma (server/db/client.ts)');
  const queue = await startJobQueue({ database: opts.database, pool, log, pollingSeconds: config.QUEUE_POLLING_SECONDS });
  const events = createAppPubSub(config.REDIS_URL, log);
  const sessions = createSessionManager({
    prisma,
    keys: await resolveSessionKeys(config),
    secure: config.isProduction,
    maxAgeDays: config.SESSION_MAX_AGE_DAYS,
    revoked: (r) => events.pubsub.publish('revocation', r),
  });
  const mailer = createMailer({ config, prisma, log, queue });
  await mailer.start();
  // Unset: Twilio when TWILIO_* are configured; tests may pass their own (or null for none).
  const sms = opts.sms !== undefined ? opts.sms : smsProviderFrom(config);
  const { jobEvents, ownerEvents } = wireEvents();
  const messages = createMessageSender({ config, prisma, log, queue, mailer, sms, ownerEvents });
  await messages.start();
  const payments = createPayments(config);
  await startHoldReleases({ prisma, payments, log, queue });
  await startDataExports({ prisma, log, queue, mailer, config });
  await startClosedAccountDeletion({ prisma, log, queue, payments });
  const throttle = createThrottle(config);
  const stopping = new AbortController();
  const streams = createStreamRegistry({
    pubsub: events.pubsub,
    shutdown: stopping.signal,
    perSession: config.STREAMS_PER_SESSION,
    perIp: config.STREAMS_PER_IP,
  });
  const executing = { count: 0 };
  const services = { prisma, config, sessions, log, pubsub: events.pubsub, streams, queue, mailer, sms, messages, payments, jobEvents, ownerEvents, holdCheckout, throttle, shutdown: stopping.signal, executing };
  const inflight = { count: 0 };
  const afterwork = { count: 0 };
  const yoga = createGraphQLServer(services, schema);
  const http = createHttpApp({
    services,
    graphql: (request, scope) => yoga.fetch(request, scope),
    rest: { rows: restRows, run: (request, scope, params) => runOperation(yoga, request, scope, params) },
    pages,
    serveClient: config.SERVE_CLIENT, inflight, afterwork });
  return {
    services,
    yoga,
    fetch: http.fetch,
    /** The router's routes (method and path), as Hono lists them. */
    routes: http.routes,
    /**
     * Completes every open subscription and waits, up to timeoutMs, for the requests in progress to
     * be answered and for the operations still executing (those of abandoned requests too) and the work
     * left for after the answers (events, email) to finish.
     * Returns how many of either are left. The listener should stop accepting connections first.
     */
    async drain(timeoutMs: number) {
      stopping.abort();
      const deadline = Date.now() + timeoutMs;
      const busy = () => inflight.count + executing.count + afterwork.count;
      while (busy() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return busy();
    },
    async close() {
      await yoga.dispose?.();
      streams.close();
      await events.close();
      // Jobs in progress (an email being sent) finish first; what is left waits in the queue.
      await queue.stop();
      mailer.close();
      throttle.close();
    },
  };
}
