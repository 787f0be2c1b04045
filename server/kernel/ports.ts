// What the app's long-lived services offer the domains, as interfaces the domains implement: the
// services (server/services.ts) name these, never a domain's own types.
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Prisma } from '../db/client.js';
import type { Business, Service } from '../db/generated/prisma/client.js';
import type { JobQueue } from '../integrations/queue.js';
import type { Payments } from '../integrations/stripe.js';

/** What planning a customer message needs (a request's, or the app's outside one). */
export interface MessagePlanning {
  queue: JobQueue;
  /** An SMS provider is configured: texts go as `sms`, else as `manual_sms` (the owner's To-text list). */
  smsConfigured: boolean;
  /** The app's public address ({bookingLink}). */
  base: string;
  /** Wakes this process's message worker once the caller's transaction has committed. */
  wake: () => void;
}

/** The customer-message worker (server/domains/messages/messages.send.ts). */
export interface MessageWorker {
  /** Planning outside a request (webhooks). */
  deps: MessagePlanning;
  /** Creates the queues, starts this process's worker and the nudge's daily schedule. */
  start(): Promise<void>;
  /** Runs the job of message `id` here and now (what the worker runs). */
  deliver(id: string, now?: Date): Promise<void>;
  /** Plans the due rebooking nudges here and now (what the daily job runs); answers how many. */
  rebook(now?: Date): Promise<number>;
}

/**
 * What a visitor's instant booking with a deposit asks of the deposits (server/domains/deposits): the
 * held window's Checkout Session, and letting go of a hold not paid yet.
 */
export interface HoldCheckout {
  /** Starts the hold's Checkout Session on the business's account and answers its address; a failure drops the hold and throws. */
  start(
    ctx: { prisma: Prisma; payments: Payments; config: Config; request: Request },
    business: Business,
    service: Service,
    hold: { id: string; depositCents: number; token: string; email: string | null; zip: string },
  ): Promise<string>;
  /** The visitor lets go of it: its session is expired first, then the hold is deleted (409 when paid meanwhile or Stripe not reached). */
  cancel(services: { prisma: Prisma; payments: Payments; log: Logger }, hold: { id: string; ownerId: string; checkoutSessionId: string | null }): Promise<void>;
}
