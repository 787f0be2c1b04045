// The deposit of a job: what is still held (credited on its invoice), and the cancellation policy's
// rule for a customer who cancels.
import type { ServiceRecord } from '../../db/generated/prisma/client.js';
import { cents } from '../../../common/money.js';

const HOUR = 3_600_000;

type DepositOf = Pick<ServiceRecord, 'depositAmount' | 'depositPaidAt' | 'depositRefundedAt'>;

/** The deposit paid for a job and not given back, in cents (0 when none). */
export const depositHeldCents = (job: DepositOf) => (job.depositAmount && job.depositPaidAt && !job.depositRefundedAt ? cents(job.depositAmount) : 0);

/** A customer cancelling at `now` gets the deposit back only up to the free-cancellation cut-off. */
export const customerCancelRefunds = (job: Pick<ServiceRecord, 'serviceDate'>, freeCancellationHours: number, now: Date) =>
  job.serviceDate.getTime() - freeCancellationHours * HOUR >= now.getTime();

export type DepositState = 'none' | 'asked' | 'unpaid' | 'paid' | 'refunded';
type StateOf = DepositOf & Pick<ServiceRecord, 'depositPayToken' | 'depositDueAt'>;

/**
 * Where a job's deposit stands: paid (or refunded) through Checkout; asked by pay link and payable until
 * depositDueAt; "unpaid" once that passed without a payment (the link then says so, and the owner can
 * send it again); none.
 */
export function depositState(job: StateOf, now = new Date()): DepositState {
  if (job.depositPaidAt) return job.depositRefundedAt ? 'refunded' : 'paid';
  if (!job.depositPayToken || !job.depositAmount) return 'none';
  return job.depositDueAt && job.depositDueAt > now ? 'asked' : 'unpaid';
}

/** When an asked deposit is due: DEPOSIT_LINK_HOURS from now, but never after the job starts (and at least HOLD_MINUTES away). */
export function depositDeadline(now: Date, serviceDate: Date, hours: number, minMinutes: number) {
  const latest = Math.min(now.getTime() + hours * HOUR, serviceDate.getTime());
  return new Date(Math.max(latest, now.getTime() + minMinutes * 60_000));
}
