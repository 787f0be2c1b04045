// Closing an account (#56): with the password (and a code with two-step sign-in on), the Founders Rate
// is set to end with its period at Stripe, the booking page stops taking bookings, every other device
// is signed out, and the account is deleted CLOSE_DAYS later by the job queue (admin domain's sweep)
// unless the owner signs in and reopens it. Closed, a session is good for reopening only
// (server/auth/authenticate.ts: closedUser).
import { GraphQLError } from 'graphql';
import Stripe from 'stripe';
import { z } from 'zod';
import { signedInUser } from '../../auth/authenticate.js';
import type { User } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { parseInput, unauthenticated, upstreamFailed } from '../../graphql/errors.js';
import { compose, queueEmail } from '../../integrations/mail.js';
import { appBase } from '../../kernel/urls.js';
import { confirmPasswordAndCode } from './account.two-factor.js';


export const CLOSE_DAYS = 30;
export const ADMIN_CANNOT_CLOSE = 'An administrator account cannot be closed here.';
export const STRIPE_NOT_CHANGED = 'We could not reach the card processor to change your subscription, so your account is still open. Please try again in a minute.';

/** The Founders Rate ends with its period (closing), or goes on again (reopening); nothing to do without one or without Stripe keys. */
async function setSubscriptionEnding(ctx: Context, user: User, ending: boolean) {
  const { stripe } = ctx.payments;
  if (!user.stripeSubscriptionId || !stripe) return;
  try {
    await stripe.subscriptions.update(user.stripeSubscriptionId, { cancel_at_period_end: ending });
  } catch (e) {
    // A subscription Stripe no longer knows has ended already.
    if (e instanceof Stripe.errors.StripeError && e.code === 'resource_missing') return;
    ctx.log.warn({ userId: user.id, err: (e as Error).message }, 'stripe did not change a subscription');
    throw upstreamFailed(STRIPE_NOT_CHANGED);
  }
}

export async function closeAccount(ctx: Context, input: unknown) {
  const user = signedInUser(ctx);
  const data = parseInput(z.object({ password: z.string().min(1, 'Please enter your password').max(200), code: z.string().trim().max(40).nullish() }), input);
  if (user.isAdmin) throw new GraphQLError(ADMIN_CANNOT_CLOSE, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  await confirmPasswordAndCode(ctx, user, data.password, data.code);
  await setSubscriptionEnding(ctx, user, true);
  const closedAt = new Date();
  const deletesAt = new Date(closedAt.getTime() + CLOSE_DAYS * 86_400_000);
  const product = ctx.config.PRODUCT_NAME;
  await ctx.prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { closedAt, deletesAt } });
    // The booking page's cached copy is of an open business: touching the row changes its fingerprint.
    await tx.business.updateMany({ where: { ownerId: user.id }, data: { updatedAt: closedAt } });
    const { text, html } = compose([
      `Hi ${user.firstName},`,
      `Your ${product} account is closed. Your booking page no longer takes bookings, and your Founders Rate will not renew.`,
      `Everything in it (customers, jobs, invoices, photos and files) will be deleted on ${deletesAt.toDateString()}. Until then you can sign in and reopen it, and everything comes back:`,
      `${appBase(ctx)}/auth`,
    ]);
    await queueEmail({ ...ctx, prisma: tx }, { kind: 'account-closed', to: user.email, subject: `Your ${product} account is closed`, text, html });
  });
  // This device stays signed in to reopen; every other one is signed out now.
  await ctx.sessions.revokeAllForUser(user.id, ctx.sessionId);
  ctx.log.info({ userId: user.id, deletesAt }, 'account closed');
  ctx.user = null;
  ctx.closedUser = { ...user, closedAt, deletesAt };
  return deletesAt;
}

/** "Reopen my account", from a closed account's session: everything as it was, the Founders Rate renewing again. */
export async function reopenAccount(ctx: Context) {
  const closed = ctx.closedUser;
  // An open account's own caller: nothing to reopen.
  if (!closed && ctx.user) return ctx.user;
  if (!closed) throw unauthenticated();
  await setSubscriptionEnding(ctx, closed, false);
  const user = await ctx.prisma.$transaction(async (tx) => {
    const reopened = await tx.user.update({ where: { id: closed.id }, data: { closedAt: null, deletesAt: null } });
    await tx.business.updateMany({ where: { ownerId: closed.id }, data: { updatedAt: new Date() } });
    return reopened;
  });
  ctx.user = user;
  ctx.closedUser = null;
  ctx.log.info({ userId: user.id }, 'account reopened');
  return user;
}
