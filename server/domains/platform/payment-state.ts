// An owner's payment state for the operator (#57): User.paymentState, paymentStateSince and
// paymentStateReason, and a PaymentStateChange row for each change, written together by one function
// in the caller's transaction. Sign-up starts at `trial` (the columns' defaults); Stripe's webhooks
// (payments) move an owner to paying, failed or cancelled, the operator's Verify (admin) to verified.
// Platform is the lowest layer, so account (a payment linked at sign-up), payments and admin all use it.
import type { PaymentState, Prisma, PrismaClient } from '../../db/generated/prisma/client.js';

export type { PaymentState };

type Db = Prisma.TransactionClient | PrismaClient;

/**
 * Sets the owner's payment state (and any other `data` of the same update). A change of state or of
 * its reason starts a new period (paymentStateSince) and adds a history row; the same state again
 * (a monthly invoice.paid of a paying owner) leaves the state's date and history as they are.
 */
export async function setPaymentState(
  db: Db,
  user: { id: string; paymentState: PaymentState; paymentStateReason?: string | null },
  change: { state: PaymentState; reason?: string | null; at?: Date },
  data: Prisma.UserUpdateInput = {},
) {
  const reason = change.reason ?? null;
  const changed = user.paymentState !== change.state || (user.paymentStateReason ?? null) !== reason;
  if (!changed) return db.user.update({ where: { id: user.id }, data });
  const at = change.at ?? new Date();
  const updated = await db.user.update({
    where: { id: user.id },
    data: { ...data, paymentState: change.state, paymentStateSince: at, paymentStateReason: reason },
  });
  await db.paymentStateChange.create({ data: { userId: user.id, state: change.state, reason, at } });
  return updated;
}
