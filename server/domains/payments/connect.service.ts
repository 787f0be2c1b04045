// Stripe Connect: the owner's Express account (created once, then reused), the hosted onboarding
// through account links, and the account's flags kept from account.updated events.
// Payments for invoices are direct charges on the connected account (the pay-link's Checkout is
// created with the Stripe-Account header): the detailer is the merchant of record, Stripe's fees and
// disputes are theirs, and the platform takes an application fee only when platformFeePercent is set.
import type Stripe from 'stripe';
import type { Prisma } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ValidationError } from '../../graphql/errors.js';
import type { OwnerEvents } from '../../kernel/owner-events.js';
import { appBase } from '../../kernel/urls.js';

export const CONNECT_NOT_CONFIGURED = 'Card payments are not configured on this server yet. You can still record cash, check and other payments.';
/** Whoever finishes onboarding decides where card payments are paid out: the person signed in, never an API token. */
export const CONNECT_SESSION_REQUIRED = 'Stripe can be connected only by signing in to the app, not with an API token.';
export const CONNECT_NEEDS_BUSINESS = 'Set up your business first, then connect Stripe.';

/** What the owner's Settings → Get paid shows. */
export interface PaymentAccount {
  connected: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
}

export async function paymentAccount(ctx: Pick<Context, 'prisma'>, ownerId: string): Promise<PaymentAccount> {
  const b = await ctx.prisma.business.findUnique({
    where: { ownerId },
    select: { stripeAccountId: true, chargesEnabled: true, payoutsEnabled: true },
  });
  return { connected: !!b?.stripeAccountId, chargesEnabled: !!b?.chargesEnabled, payoutsEnabled: !!b?.payoutsEnabled };
}

const flagsOf = (account: Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled'>) => ({
  chargesEnabled: !!account.charges_enabled,
  payoutsEnabled: !!account.payouts_enabled,
});

/**
 * "Connect Stripe": creates the owner's Express account the first time (an idempotency key per
 * business, so a double click makes one account), otherwise reuses it and refreshes its flags; then
 * an account link to Stripe's hosted onboarding that comes back to /settings.
 */
export async function connectStripe(ctx: Context): Promise<{ url: string }> {
  const user = ctx.user;
  if (!user) throw new Error('connectStripe needs a signed-in owner');
  const { stripe } = ctx.payments;
  if (!stripe) throw new ValidationError(CONNECT_NOT_CONFIGURED);
  const business = await ctx.prisma.business.findUnique({ where: { ownerId: user.id } });
  if (!business) throw new ValidationError(CONNECT_NEEDS_BUSINESS);
  let accountId = business.stripeAccountId;
  if (!accountId) {
    const account = await stripe.accounts.create(
      {
        type: 'express',
        email: business.email ?? user.email,
        business_profile: { name: business.businessName, ...(business.phone ? { support_phone: business.phone } : {}) },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { businessId: business.id, ownerId: user.id },
      },
      { idempotencyKey: `connect-account-${business.id}` },
    );
    // Whoever stored an account first wins; a racing request reads that one back.
    await ctx.prisma.business.updateMany({
      where: { id: business.id, stripeAccountId: null },
      data: { stripeAccountId: account.id, ...flagsOf(account) },
    });
    accountId = (await ctx.prisma.business.findUniqueOrThrow({ where: { id: business.id } })).stripeAccountId as string;
  } else {
    const account = await stripe.accounts.retrieve(accountId);
    await ctx.prisma.$transaction(async (tx) => {
      await tx.business.update({ where: { id: business.id }, data: flagsOf(account) });
      if (account.charges_enabled) await ctx.ownerEvents.emit(tx, { type: 'stripe.connected', ownerId: user.id });
    });
  }
  const base = appBase(ctx);
  const link = await stripe.accountLinks.create({
    account: accountId,
    type: 'account_onboarding',
    refresh_url: `${base}/settings?stripe=refresh`,
    return_url: `${base}/settings?stripe=return`,
  });
  return { url: link.url };
}

/**
 * Applies an event of a connected account (it carries `account`) inside the webhook's transaction.
 * Returns false for types this module does not handle, so other handlers may take them.
 */
export async function applyConnectedAccountEvent(tx: Prisma.TransactionClient, event: Stripe.Event & { account: string }, ownerEvents?: OwnerEvents) {
  switch (event.type) {
    case 'account.updated': {
      const account = event.data.object as Stripe.Account;
      const where = { stripeAccountId: account.id ?? event.account };
      await tx.business.updateMany({ where, data: flagsOf(account) });
      // Able to take charges: the owner's stripe.connected (#59), the first of which the program notices.
      const owner = account.charges_enabled && ownerEvents ? await tx.business.findFirst({ where, select: { ownerId: true } }) : null;
      if (owner && ownerEvents) await ownerEvents.emit(tx, { type: 'stripe.connected', ownerId: owner.ownerId });
      return true;
    }
    default:
      return false;
  }
}
