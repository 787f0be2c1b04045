// What the app's long-lived services offer the domains, as interfaces the domains implement: the
// services (server/services.ts) name these, never a domain's own types.
import type { JobQueue } from '../integrations/queue.js';

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
