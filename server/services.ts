// The app's long-lived services, built once in app.ts and handed to every request's context.
import type { Logger } from 'pino';
import type { SessionManager } from './auth/session.js';
import type { Throttle } from './auth/throttle.js';
import type { Config } from './config.js';
import type { Prisma } from './db/client.js';
import type { AppPubSub } from './graphql/pubsub.js';
import type { StreamRegistry } from './graphql/streams.js';
import type { Mailer } from './integrations/mail.js';
import type { JobEvents } from './kernel/job-events.js';
import type { OwnerEvents } from './kernel/owner-events.js';
import type { HoldCheckout, MessageWorker } from './kernel/ports.js';
import type { JobQueue } from './integrations/queue.js';
import type { Payments } from './integrations/stripe.js';
import type { TwilioSms } from './integrations/twilio.js';

export interface AppServices {
  prisma: Prisma;
  config: Config;
  sessions: SessionManager;
  log: Logger;
  pubsub: AppPubSub;
  /** Open subscription streams: limits per session and IP, ended on revocation and shutdown. */
  streams: StreamRegistry;
  /** The job queue (pg-boss) on the app's database: jobs written with the change that causes them. */
  queue: JobQueue;
  mailer: Mailer;
  /** The customer-message worker (server/domains/messages/messages.send.ts). */
  messages: MessageWorker;
  payments: Payments;
  /** A held instant booking's deposit checkout (server/domains/deposits), wired in server/wiring.ts. */
  holdCheckout: HoldCheckout;
  /** The job's life as events (server/kernel/job-events.ts), its listeners wired in server/wiring.ts. */
  jobEvents: JobEvents;
  /** What the owner did in the product (server/kernel/owner-events.ts), its listeners wired in server/wiring.ts. */
  ownerEvents: OwnerEvents;
  /** The SMS provider (Twilio), or null when none is configured: texts then go to the owner's "To text" list. */
  sms: TwilioSms | null;
  throttle: Throttle;
  /** Aborted when the server begins to shut down: open subscriptions complete. */
  shutdown: AbortSignal;
  /** Operations still executing, whether or not their client is still waiting; a shutdown waits for them. */
  executing: { count: number };
}
