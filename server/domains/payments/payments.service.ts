// Stripe: Checkout for the Founders Rate (a payment made before sign-up is linked in account/account.checkout.ts), signed webhooks
// (each event once) and the billing portal. Without keys the product runs and says so.
import { appBase } from '../../kernel/urls.js';
import { MAX_CENTS } from '../../../common/money.js';
import Stripe from 'stripe';
import { BILLING_NOT_CONFIGURED } from '../../../common/payment.js';
import type { User } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import type { AppServices } from '../../services.js';
import { upstreamFailed, ValidationError } from '../../graphql/errors.js';
import { applyInvoiceCheckout } from '../pay/pay.service.js';
import { applyConnectedAccountEvent } from './connect.service.js';
import { applyDepositCheckout, type DepositOutcome, settleDepositOutcome } from '../deposits/deposits.service.js';
import { idOf, sessionEmail } from '../account/account.checkout.js';
import { setPaymentState } from '../platform/payment-state.js';

/** What the owner reads in Settings → Billing, and the reason their payment state keeps. */
export const PAYMENT_FAILED_NOTE = 'Your last payment failed. Please update your payment method.';
export const SUBSCRIPTION_CANCELLED_NOTE = 'Your subscription was cancelled.';

/** Stripe's why (cancellation_details: requested, payment_failed, payment_disputed) after the note, when it says. */
export function cancellationReason(subscription: Record<string, unknown>) {
  const details = subscription.cancellation_details as { reason?: string | null; comment?: string | null } | undefined;
  const why = [details?.reason?.replace(/_/g, ' '), details?.comment].filter(Boolean).join(': ');
  return why ? `${SUBSCRIPTION_CANCELLED_NOTE} Stripe: ${why}.` : SUBSCRIPTION_CANCELLED_NOTE;
}

export const NOT_CONFIGURED =
  'Online payments are not configured yet. You can create your account now and verify your payment within 48 hours.';
export const NO_BILLING_ACCOUNT = 'There is no billing account linked to your account yet. Please contact support to manage billing.';


/** A Checkout Session for the Founders Rate subscription; success returns to /signup with its id. */
export async function startCheckout(ctx: Context, email?: string | null) {
  const { stripe, configured, priceId } = ctx.payments;
  if (!stripe || !configured || !priceId) throw new ValidationError(NOT_CONFIGURED);
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: `${appBase(ctx)}/signup?session_id={CHECKOUT_SESSION_ID}&success=true`,
    cancel_url: `${appBase(ctx)}/auth`,
    ...(email ? { customer_email: email } : {}),
  });
  if (!session.url) throw new Error('Stripe returned no checkout URL');
  return { url: session.url };
}



/** The billing portal changes the card and cancels the subscription: the person signed in, never an API token. */
export const BILLING_PORTAL_SESSION_REQUIRED = 'Billing can be managed only by signing in to the app, not with an API token.';

export const subscriptionNotCancelled = (reason: string) =>
  `Stripe could not cancel this owner's Founders Rate subscription (${reason}). Nothing was deleted: try again, or cancel it in the Stripe dashboard first.`;

/**
 * Ends an owner's Founders Rate at Stripe now, before their account is deleted, so no one is charged
 * for an account that is gone. Answers whether there was a subscription to cancel (one Stripe no
 * longer knows counts as ended). Without Stripe keys it answers false (recorded, for the dashboard);
 * any other failure is a 502 in words, and the caller deletes nothing.
 */
export async function cancelSubscriptionNow(ctx: Pick<Context, 'payments' | 'log'>, user: Pick<User, 'id' | 'stripeSubscriptionId'>) {
  if (!user.stripeSubscriptionId) return false;
  const { stripe } = ctx.payments;
  if (!stripe) {
    // Nothing here can reach Stripe; the deletion goes on and DeletedOwner records it as not cancelled.
    ctx.log.warn({ userId: user.id }, 'payments are not configured: a subscription was left for the Stripe dashboard');
    return false;
  }
  try {
    await stripe.subscriptions.cancel(user.stripeSubscriptionId, {}, { idempotencyKey: `cancel-on-delete-${user.id}` });
    return true;
  } catch (e) {
    if (e instanceof Stripe.errors.StripeError && e.code === 'resource_missing') return true;
    ctx.log.warn({ userId: user.id, err: (e as Error).message }, 'stripe did not cancel a subscription');
    throw upstreamFailed(subscriptionNotCancelled(e instanceof Stripe.errors.StripeError ? e.message : 'Stripe did not answer'));
  }
}

/**
 * Ends an owner's Founders Rate at the end of the period they paid for (cancel_at_period_end), before
 * their account is deleted: no further charge, and the month paid for is not taken back. The same
 * answers as cancelSubscriptionNow.
 */
export async function cancelSubscriptionAtPeriodEnd(ctx: Pick<Context, 'payments' | 'log'>, user: Pick<User, 'id' | 'stripeSubscriptionId'>) {
  if (!user.stripeSubscriptionId) return false;
  const { stripe } = ctx.payments;
  if (!stripe) {
    ctx.log.warn({ userId: user.id }, 'payments are not configured: a subscription was left for the Stripe dashboard');
    return false;
  }
  try {
    await stripe.subscriptions.update(user.stripeSubscriptionId, { cancel_at_period_end: true }, { idempotencyKey: `cancel-at-period-end-on-delete-${user.id}` });
    return true;
  } catch (e) {
    if (e instanceof Stripe.errors.StripeError && e.code === 'resource_missing') return true;
    ctx.log.warn({ userId: user.id, err: (e as Error).message }, 'stripe did not cancel a subscription at its period end');
    throw upstreamFailed(subscriptionNotCancelled(e instanceof Stripe.errors.StripeError ? e.message : 'Stripe did not answer'));
  }
}

/**
 * When an owner's Founders Rate subscription began and when its current period ends, as Stripe says,
 * for the delete dialog; null when Stripe is not configured, does not know it or does not answer.
 */
export async function subscriptionDates(ctx: Pick<Context, 'payments' | 'log'>, subscriptionId: string) {
  const { stripe } = ctx.payments;
  if (!stripe) return null;
  try {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const periodEnd = subscription.items?.data?.[0]?.current_period_end;
    return {
      startedAt: subscription.start_date ? new Date(subscription.start_date * 1000) : null,
      periodEndsAt: periodEnd ? new Date(periodEnd * 1000) : null,
    };
  } catch (e) {
    ctx.log.warn({ subscriptionId, err: (e as Error).message }, 'stripe did not tell a subscription’s dates');
    return null;
  }
}

/** The billing portal for the owner's Stripe customer. */
export async function billingPortal(ctx: Context) {
  const { stripe } = ctx.payments;
  if (!stripe) throw new ValidationError(BILLING_NOT_CONFIGURED);
  if (!ctx.user?.stripeCustomerId) throw new ValidationError(NO_BILLING_ACCOUNT);
  const session = await stripe.billingPortal.sessions.create({ customer: ctx.user.stripeCustomerId, return_url: `${appBase(ctx)}/settings` });
  return { url: session.url };
}

/**
 * Why a connected account's paid Checkout Session cannot be one of ours, or null: the amount is a whole
 * number of cents from 1 to what a money column holds, in US dollars (all the app charges). The
 * account is checked against the invoice's or the hold's business where the session is applied.
 */
export function checkoutMismatch(session: Pick<Stripe.Checkout.Session, 'amount_total' | 'currency'>): string | null {
  const amount: unknown = session.amount_total;
  if (amount === null || amount === undefined) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1 || amount > MAX_CENTS) return `amount_total ${JSON.stringify(amount)}`;
  if (session.currency !== 'usd') return `currency ${JSON.stringify(session.currency)}`;
  return null;
}

export const WEBHOOKS_NOT_CONFIGURED = 'Webhooks are not configured';
export const webhooksConfigured = (services: Pick<AppServices, 'payments'>) => !!(services.payments.stripe && services.payments.webhookSecret);

/**
 * The webhook: verifies the signature over the raw body (Stripe's default tolerance), then applies
 * the event once. Recording the event id and applying it share one transaction.
 */
export async function handleStripeWebhook(services: AppServices, rawBody: string, signature: string | undefined, request?: Request) {
  const { stripe, webhookSecret } = services.payments;
  if (!stripe || !webhookSecret) return { status: 400, body: { error: WEBHOOKS_NOT_CONFIGURED } };
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
  } catch {
    return { status: 400, body: { error: 'Invalid signature' } };
  }
  const prisma = services.prisma;
  // Assigned inside the transaction's callback (a plain `= null` would narrow them to null after it).
  let paidInvoice = null as { invoiceId: string; ownerId: string } | null;
  let deposit = null as DepositOutcome;
  const afterCommit: (() => unknown)[] = [];
  const applied = await prisma.$transaction(async (tx) => {
    const fresh = await tx.stripeEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
    if (fresh.count === 0) return false;
    // Events of an owner's connected account (Stripe Connect) carry the account's id: its account's
    // state, or a customer who paid an invoice.
    if (event.account) {
      await applyConnectedAccountEvent(tx, event as Stripe.Event & { account: string }, services.ownerEvents);
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const session = event.data.object as Stripe.Checkout.Session;
        // Signed, but not a payment this app could have asked for: recorded as seen and left alone (a
        // 500 would have Stripe retry it for days; applied, a negative amount would lower what was paid).
        const mismatch = checkoutMismatch(session);
        if (mismatch) {
          services.log.warn({ event: event.id, account: event.account, mismatch }, 'checkout event ignored: it does not match a payment of ours');
          return true;
        }
        // A deposit at instant booking (server/domains/deposits), or an invoice's pay link.
        if (session.metadata?.holdId) {
          const notify = { ...services, request: request ?? new Request(appBase(services)), afterResponse: (fn: () => unknown) => afterCommit.push(fn) };
          deposit = await applyDepositCheckout(tx, notify, event.account, session);
        } else paidInvoice = await applyInvoiceCheckout(tx, services, event.account, session);
        if (paidInvoice) await services.ownerEvents.emit(tx, { type: 'payment.recorded', ownerId: paidInvoice.ownerId });
      }
      return true;
    }
    const object = event.data.object as unknown as Record<string, unknown>;
    const customer = idOf(object.customer as string | null);
    switch (event.type) {
      case 'checkout.session.completed': {
        // The session belongs to the account of its email; a stored session id alone proves nothing
        // (anyone can register with somebody else's id).
        const session = event.data.object as Stripe.Checkout.Session;
        const email = sessionEmail(session);
        const user = email ? await tx.user.findUnique({ where: { email } }) : null;
        if (user) {
          await setPaymentState(tx, user, { state: 'paying' }, {
            paymentVerified: true,
            paymentNote: null,
            stripeCustomerId: customer,
            stripeSubscriptionId: idOf(session.subscription),
          });
        }
        break;
      }
      case 'invoice.paid': {
        const user = customer ? await tx.user.findUnique({ where: { stripeCustomerId: customer } }) : null;
        if (user) await setPaymentState(tx, user, { state: 'paying' }, { paymentVerified: true, paymentNote: null });
        break;
      }
      case 'invoice.payment_failed': {
        const user = customer ? await tx.user.findUnique({ where: { stripeCustomerId: customer } }) : null;
        if (user) await setPaymentState(tx, user, { state: 'failed', reason: PAYMENT_FAILED_NOTE }, { paymentVerified: false, paymentNote: PAYMENT_FAILED_NOTE });
        break;
      }
      case 'customer.subscription.deleted': {
        const user = customer ? await tx.user.findUnique({ where: { stripeCustomerId: customer } }) : null;
        if (user) {
          // An ended subscription is no longer the owner's: nothing later tries to cancel it again.
          const ended = user.stripeSubscriptionId === idOf(object.id as string);
          await setPaymentState(tx, user, { state: 'cancelled', reason: cancellationReason(object) }, {
            paymentVerified: false,
            paymentNote: SUBSCRIPTION_CANCELLED_NOTE,
            ...(ended ? { stripeSubscriptionId: null } : {}),
          });
        }
        break;
      }
      default:
        break;
    }
    return true;
  });
  // After the commit: the receipt's sender, and the owner's open invoices hear of the payment.
  for (const fn of afterCommit) fn();
  await settleDepositOutcome(services, deposit);
  if (paidInvoice) {
    services.mailer.wake();
    services.messages.deps.wake();
    services.pubsub.publish('invoicePaid', paidInvoice.ownerId, { invoiceId: paidInvoice.invoiceId });
  }
  return { status: 200, body: { received: true, duplicate: !applied } };
}
