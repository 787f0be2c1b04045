// A card payment the invoice could not take (voided while the customer was on Checkout, or paid in full
// or down meanwhile through a second tab) is recorded by applyCardPayment with what to refund; this
// gives that back through Stripe on the connected account, inside the webhook's transaction: if Stripe
// fails, the event is not recorded, the webhook answers 500 and Stripe sends it again. The idempotency
// key (one per Checkout Session) makes a retried refund the same refund.
import type Stripe from 'stripe';

export async function refundUnapplied(
  stripe: Stripe,
  account: string,
  p: { invoiceId: string; paymentId: string; paymentIntentId: string; sessionId: string; amountCents: number },
) {
  return stripe.refunds.create(
    { payment_intent: p.paymentIntentId, amount: p.amountCents, metadata: { invoiceId: p.invoiceId, paymentId: p.paymentId, reason: 'not_applied' } },
    { stripeAccount: account, idempotencyKey: `checkout-unapplied-refund-${p.sessionId}` },
  );
}
