// A Founders Rate checkout paid before the account existed: the session id sent at registration links
// the payment to the new account (the payments domain's webhook keeps it current afterwards).
import type Stripe from 'stripe';
import type { User } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { setPaymentState } from '../platform/payment-state.js';

export const NOTE_UNKNOWN_SESSION = 'We could not find that payment. Your account has 48 hours for payment verification.';
export const NOTE_OTHER_EMAIL =
  'That payment was made with a different email address, so we could not link it. Your account has 48 hours for payment verification.';
export const NOTE_INCOMPLETE = 'That payment is not complete yet. Your account has 48 hours for payment verification.';

/** A Stripe reference as its id, whether expanded or not. */
export const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));
/** The email a Checkout Session was paid with, as accounts store emails. */
export const sessionEmail = (s: Stripe.Checkout.Session) => (s.customer_details?.email ?? s.customer_email ?? '').trim().toLowerCase();

/**
 * A session id sent at registration is checked with Stripe: the account is paid only when the session
 * is complete and its email is the account's. Otherwise the account keeps its 48 hours, with a note why.
 */
export async function applyCheckoutToNewUser(ctx: Context, user: User, sessionId: string) {
  const { stripe } = ctx.payments;
  let note: string | null = null;
  let paid: { customer: string | null; subscription: string | null } | null = null;
  if (!stripe) note = NOTE_UNKNOWN_SESSION;
  else {
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status !== 'complete') note = NOTE_INCOMPLETE;
      else if (sessionEmail(session) !== user.email) note = NOTE_OTHER_EMAIL;
      else paid = { customer: idOf(session.customer), subscription: idOf(session.subscription) };
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message }, 'checkout session lookup failed');
      note = NOTE_UNKNOWN_SESSION;
    }
  }
  if (!paid) return ctx.prisma.user.update({ where: { id: user.id }, data: { paymentNote: note } });
  // Paid before signing up: the owner is paying from the start (#57: the operator's payment state).
  const data = { paymentVerified: true, paymentNote: null, stripeCustomerId: paid.customer, stripeSubscriptionId: paid.subscription };
  return ctx.prisma.$transaction((tx) => setPaymentState(tx, user, { state: 'paying' }, data));
}
