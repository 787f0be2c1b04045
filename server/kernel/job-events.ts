// The job's life as events (#49). A writer that changes a job (the owner's New job, edit, Complete,
// cancel, no-show, a review asked for, and delete; an accepted request; a visitor's booking, move and
// cancellation through the manage link; a deposit that confirms a held booking) announces the change
// inside its own transaction; the domains that care (customer messages, deposits) subscribe where the
// app is wired (server/wiring.ts), and run in that transaction, in the order they were wired: what
// they write commits or rolls back with the change, and a listener that refuses (a refund Stripe
// declines, a review asked for without a review link) undoes it. The writers call none of them.
// What must run after the commit goes on the queue, as before.
import type { Logger } from 'pino';
import type { DepositChoice } from '../../common/deposits.js';
import type { Config } from '../config.js';
import type { Prisma as PrismaNS } from '../db/generated/prisma/client.js';
import type { JobQueue } from '../integrations/queue.js';
import type { Payments } from '../integrations/stripe.js';
import type { TwilioSms } from '../integrations/twilio.js';

type Tx = PrismaNS.TransactionClient;

/** A job's time before a change: a moved booking's messages name it. */
export interface JobTime {
  serviceDate: Date;
  arrivalEnd: Date | null;
}

/** The owner's choice for the job's paid deposit, given with the change (refund it, or carry it). */
export interface DepositDecision {
  ownerId: string;
  choice: DepositChoice;
}

/** How the visitor is reached about their booking: the manage link, and the address they gave now. */
interface Reach {
  /** The visitor's manage link (/b/{token}), for a job booked or moved on the booking page. */
  manageLink?: string | null;
  /** The address the confirmation goes to when not the customer's (a visitor's, a request's). */
  emailTo?: string | null;
}

export type JobEvent =
  /** A job now on the schedule: New job, an accepted request, a visitor's booking (or a held one, once paid). */
  | ({ type: 'job.scheduled'; jobId: string; now?: Date } & Reach)
  /** A scheduled job at a new time; `before` is its old time when that was still to come (the messages say "moved"). */
  | ({ type: 'job.moved'; jobId: string; before: JobTime | null; deposit?: DepositDecision; now?: Date } & Reach)
  /** A completed or cancelled job scheduled again. */
  | { type: 'job.reopened'; jobId: string; deposit?: DepositDecision; now?: Date }
  /** Done: at the car, or logged as done the same day (a job written down later is history, not an event). */
  | { type: 'job.completed'; jobId: string; completedAt: Date }
  /**
   * Cancelled by the owner (`deposit`: their choice for a paid deposit) or by the visitor through the manage
   * link (`by: 'visitor'`: the business's cancellation policy at `now` decides the paid deposit).
   */
  | { type: 'job.cancelled'; jobId: string; deposit?: DepositDecision; by?: 'visitor'; now?: Date }
  /**
   * Marked no-show by the owner (#59): a scheduled job whose start has passed, the customer did not come.
   * Its messages still to go are cancelled; a paid deposit is kept (nothing to refund or carry).
   */
  | { type: 'job.no_show'; jobId: string; now: Date }
  /**
   * The owner asked the customer of a completed job for a review (#59, "Ask for a review"): the thank-you
   * with the review link goes now (one already planned is moved to now, one already sent is not repeated).
   * A listener refuses (ConflictError) when it cannot go: no review link, the thank-you turned off, no channel.
   */
  | { type: 'job.review_requested'; jobId: string; now: Date }
  /** About to be deleted (alone, or with its customer): announced while the rows still exist. */
  | { type: 'job.deleted'; jobIds: string[] };

export type JobEventType = JobEvent['type'];

/**
 * What a listener may use of the request (or, in a webhook, of the app's services): the queue, the SMS
 * provider, the public address, the after-response hook; Stripe and the log for a deposit's refund.
 */
export interface JobEventContext {
  queue: JobQueue;
  sms: TwilioSms | null;
  config: Config;
  request: Request;
  afterResponse: (fn: () => unknown) => void;
  payments: Payments;
  log: Logger;
}

export type JobListener<T extends JobEventType = JobEventType> = (tx: Tx, event: Extract<JobEvent, { type: T }>, ctx: JobEventContext) => Promise<void>;

export interface JobEvents {
  /** Subscribes `listener` to the events of `types` (at startup). */
  on<T extends JobEventType>(types: readonly T[], listener: JobListener<T>): void;
  /** Announces `event` inside the writer's transaction: each listener runs in it, in order. */
  emit(tx: Tx, ctx: JobEventContext, event: JobEvent): Promise<void>;
}

export function createJobEvents(): JobEvents {
  // Each listener is kept with the types it asked for: it is only ever called with an event of one of them.
  const listeners: { types: readonly JobEventType[]; listener: (tx: Tx, event: JobEvent, ctx: JobEventContext) => Promise<void> }[] = [];
  return {
    on(types, listener) {
      listeners.push({ types, listener: listener as unknown as (tx: Tx, event: JobEvent, ctx: JobEventContext) => Promise<void> });
    },
    async emit(tx, ctx, event) {
      for (const { types, listener } of listeners) {
        if (types.includes(event.type)) await listener(tx, event, ctx);
      }
    },
  };
}
