// The owner's choice for a job's paid deposit when they cancel it or move it (a "weather" reschedule):
// refund it through Stripe on the connected account, or carry it (it stays on the job and is credited
// on its invoice at the new date). A refund runs inside the change's transaction, after the business
// lock: a Stripe failure undoes the change, and the idempotency key (the same one as the customer's
// cancellation) means a job's deposit goes back at most once. A deposit still asked by its link is
// closed at a cancellation or a deletion: the Checkout Session opened from the link is expired.
import { DEPOSIT_REFUND_FAILED, DEPOSIT_REFUND_UNAVAILABLE, depositHeldCents, type DepositChoice } from '../../../common/deposits.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError } from '../../graphql/errors.js';
import { SESSION_EXPIRY_QUEUE } from './deposits.service.js';

type Tx = PrismaNS.TransactionClient;

/**
 * Applies the owner's choice to a job already locked in `tx` (under the business lock). "carry" (and no
 * choice) keeps the deposit on the job; "refund" gives back a deposit still held, once. Returns whether
 * a refund was made now.
 */
export async function settleOwnerDeposit(ctx: Pick<Context, 'payments' | 'log'>, tx: Tx, ownerId: string, jobId: string, choice: DepositChoice | null | undefined) {
  if (choice !== 'refund') return false;
  const job = await tx.serviceRecord.findUniqueOrThrow({ where: { id: jobId } });
  if (!depositHeldCents(job) || !job.depositPaymentIntentId) return false;
  const b = await tx.business.findUnique({ where: { ownerId }, select: { stripeAccountId: true } });
  const stripe = ctx.payments.stripe;
  if (!b?.stripeAccountId || !stripe) throw new ConflictError(DEPOSIT_REFUND_UNAVAILABLE);
  try {
    await stripe.refunds.create(
      { payment_intent: job.depositPaymentIntentId, metadata: { appointmentId: job.id, reason: 'refunded by the business' } },
      { stripeAccount: b.stripeAccountId, idempotencyKey: `deposit-refund-${job.id}` },
    );
  } catch (err) {
    // Stripe unreachable, or the account cannot refund now: the cancellation or move is undone with the
    // transaction, and the owner is told so (the same key makes a retry refund once).
    ctx.log.warn({ err, appointmentId: job.id }, 'refunding a deposit failed');
    throw new ConflictError(DEPOSIT_REFUND_FAILED);
  }
  await tx.serviceRecord.update({ where: { id: job.id }, data: { depositRefundedAt: new Date() } });
  return true;
}

/**
 * In the transaction of an owner's change after which the deposits asked of `jobs` can no longer be
 * paid (a cancellation, a deletion): each Checkout Session opened from a deposit link is expired right
 * after the commit by the queue (SESSION_EXPIRY_QUEUE), as the deadline's release job expires it, and
 * its hold forgets it (a job scheduled again gets a new session on the next tap, until the deadline).
 * Stripe is never called inside the change, so Stripe down or slow neither holds up nor undoes the
 * owner's cancel. A session Stripe could not expire lapses at its own time (at most the link's
 * deadline); a payment made on it meanwhile finds the job cancelled or gone and the webhook refunds it.
 */
export async function closeDepositCheckouts(ctx: Pick<Context, 'queue' | 'afterResponse'>, tx: Tx, jobs: PrismaNS.ServiceRecordWhereInput) {
  const open = await tx.bookingHold.findMany({ where: { appointment: jobs, checkoutSessionId: { not: null } }, select: { id: true, ownerId: true, checkoutSessionId: true } });
  for (const hold of open) {
    await tx.bookingHold.update({ where: { id: hold.id }, data: { checkoutSessionId: null } });
    await ctx.queue.send(SESSION_EXPIRY_QUEUE, { ownerId: hold.ownerId, sessionId: hold.checkoutSessionId }, {}, tx);
  }
  if (open.length) ctx.afterResponse(() => ctx.queue.wake(SESSION_EXPIRY_QUEUE));
}
