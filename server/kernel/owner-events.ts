// What an owner did in the product, as events (#59), beside the job's own (job-events.ts): the writer of
// each (a customer added, a message sent, an invoice sent, a payment recorded, a review asked for,
// Stripe connected, availability or prices saved, onboarding completed, the booking link shared)
// announces it inside its transaction; the program listens (server/wiring.ts) and no writer calls it.
// The job's own actions (scheduled, completed) come from the job's events.
import type { ProgramAction } from '../../common/program-actions.js';
import type { Prisma as PrismaNS } from '../db/generated/prisma/client.js';

type Tx = PrismaNS.TransactionClient;

/** The owner's actions not announced by the job's events. */
export type OwnerEventType = Exclude<ProgramAction, 'job.scheduled' | 'job.completed'>;

export interface OwnerEvent {
  type: OwnerEventType;
  ownerId: string;
  /** When it happened (tests and webhooks give it; now otherwise). */
  at?: Date;
  /** The job it was about, when there is one (a review asked for). */
  jobId?: string;
}

export type OwnerListener = (tx: Tx, event: OwnerEvent) => Promise<void>;

export interface OwnerEvents {
  /** Subscribes `listener` to every owner event (at startup). */
  on(listener: OwnerListener): void;
  /** Announces `event` inside the writer's transaction: each listener runs in it, in order. */
  emit(tx: Tx, event: OwnerEvent): Promise<void>;
}

export function createOwnerEvents(): OwnerEvents {
  const listeners: OwnerListener[] = [];
  return {
    on(listener) {
      listeners.push(listener);
    },
    async emit(tx, event) {
      for (const listener of listeners) await listener(tx, event);
    },
  };
}
