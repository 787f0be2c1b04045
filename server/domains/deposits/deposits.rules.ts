// The deposit of a job: where it stands, and when an asked one is due. What is still held and the
// cancellation policy's rule are common/deposits.ts.
import type { ServiceRecord } from '../../db/generated/prisma/client.js';

const HOUR = 3_600_000;

type DepositOf = Pick<ServiceRecord, 'depositAmount' | 'depositPaidAt' | 'depositRefundedAt'>;

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
