// The operator's actions: payments and users (daily tasks and CSV imports: admin.tasks.ts). Every caller is an admin
// (the fields' auth scopes); the rules live here.
import { appBase } from '../../kernel/urls.js';
import { paymentStatus, PAYMENT_GRACE_HOURS } from '../../../common/payment.js';
import type { Prisma, User } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError } from '../../graphql/errors.js';
import { compose } from '../../integrations/mail.js';
import { BUSINESS_NOT_FOUND } from '../../../common/business.js';
import { cancelSubscriptionAtPeriodEnd, cancelSubscriptionNow, subscriptionDates } from '../payments/payments.service.js';
import { recordAdminAction, userLabel } from '../platform/audit.js';
import { setPaymentState } from '../platform/payment-state.js';

/** The Payments tab's groups of owners who do not pay (see paymentGroupOf). */
export const PAYMENT_GROUPS = ['new', 'overdue', 'lapsed'] as const;
export type PaymentGroup = (typeof PAYMENT_GROUPS)[number];

/** The largest page of an admin list (a Relay connection); the REST rows, which answer whole lists, page through them. */
export const ADMIN_LIST_MAX = 100;

/** Users whose name, email, phone, business name or city contains every word of `search` (case aside; at most five words). */
export function userSearch(search?: string | null): Prisma.UserWhereInput {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: words.map((w) => {
      const has = { contains: w, mode: 'insensitive' as const };
      return {
        OR: [
          ...(['firstName', 'lastName', 'email', 'phone'] as const).map((field) => ({ [field]: has })),
          { business: { is: { OR: [{ businessName: has }, { city: has }] } } },
        ],
      };
    }),
  };
}

export const ADMIN_UNDELETABLE = 'Admin accounts cannot be deleted.';

async function requireUser(ctx: Context, id: string) {
  const user = await ctx.prisma.user.findUnique({ where: { id } });
  if (!user) throw new NotFoundError('User not found');
  return user;
}

export const hoursSinceSignup = (createdAt: Date, now = new Date()) => Math.floor((now.getTime() - createdAt.getTime()) / 3_600_000);
export const isOverdue = (user: { paymentVerified: boolean; isAdmin: boolean; createdAt: Date }) => paymentStatus(user).overdue;

/** The operator signed in (every admin field has one). */
const actorOf = (ctx: Context) => {
  if (!ctx.user) throw new Error('an admin action without a signed-in admin');
  return { id: ctx.user.id, email: ctx.user.email };
};

/**
 * The operator verifies a payment by hand: the owner can use the program (paymentVerified) and their
 * state becomes `verified` (a paying subscriber stays `paying`), audited as user.verify, in one transaction.
 */
export async function verifyPayment(ctx: Context, id: string) {
  const user = await requireUser(ctx, id);
  const actor = actorOf(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const data = { paymentVerified: true, paymentNote: null };
    const from = user.paymentState;
    const updated =
      from === 'paying' ? await tx.user.update({ where: { id }, data }) : await setPaymentState(tx, user, { state: 'verified', reason: `Verified by ${actor.email}` }, data);
    await recordAdminAction(tx, actor, { action: 'user.verify', subject: { type: 'user', id, label: userLabel(user) }, details: { from, to: updated.paymentState } });
    return updated;
  });
}

/**
 * Support lets an owner change the booking address once more (asked for in a ticket: the owner's own
 * change is once per business). The old address of the next change redirects like the first.
 */
export async function allowSubdomainChange(ctx: Context, id: string) {
  await requireUser(ctx, id);
  const business = await ctx.prisma.business.findUnique({ where: { ownerId: id }, select: { id: true } });
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return ctx.prisma.business.update({ where: { id: business.id }, data: { subdomainChangedAt: null } });
}

/**
 * Where an owner who has not paid stands, for the Payments tab and the reminder's wording: `new` (a
 * trial within its 48 hours), `overdue` (a trial past them, never paid), `lapsed` (a failed renewal or a
 * cancelled subscription), or null (paying, verified, or an admin).
 */
export function paymentGroupOf(user: Pick<User, 'isAdmin' | 'paymentState' | 'createdAt'>, now = new Date()): PaymentGroup | null {
  if (user.isAdmin) return null;
  if (user.paymentState === 'failed' || user.paymentState === 'cancelled') return 'lapsed';
  if (user.paymentState !== 'trial') return null;
  return now.getTime() - user.createdAt.getTime() > PAYMENT_GRACE_HOURS * 3_600_000 ? 'overdue' : 'new';
}

/** The owners of a Payments tab group, as a filter (`now` fixes the 48 hours). */
export function paymentGroupWhere(group: PaymentGroup, now = new Date()): Prisma.UserWhereInput {
  const deadline = new Date(now.getTime() - PAYMENT_GRACE_HOURS * 3_600_000);
  if (group === 'lapsed') return { isAdmin: false, paymentState: { in: ['failed', 'cancelled'] } };
  return { isAdmin: false, paymentState: 'trial', createdAt: group === 'new' ? { gt: deadline } : { lte: deadline } };
}

/** A group's order: trials by sign-up, oldest first (nearest or longest past the 48 hours); lapsed owners, latest lapse first. */
export const paymentGroupOrder = (group: PaymentGroup): Prisma.UserOrderByWithRelationInput[] =>
  group === 'lapsed' ? [{ paymentStateSince: 'desc' }, { id: 'desc' }] : [{ createdAt: 'asc' }, { id: 'asc' }];

/** The reminder's subject and middle paragraph for an owner of each group (a paying owner reads the trial's). */
export function reminderWording(user: Pick<User, 'paymentState' | 'createdAt' | 'isAdmin'>, now = new Date()) {
  const group = paymentGroupOf(user, now);
  if (user.paymentState === 'failed')
    return {
      subject: 'Your Founders Rate payment did not go through',
      body: 'Your last Founders Rate payment did not go through, so your training program is paused. Please update your card in Settings → Billing to pick up where you left off.',
    };
  if (user.paymentState === 'cancelled')
    return {
      subject: 'Your Founders Rate subscription has ended',
      body: 'Your Founders Rate subscription was cancelled, so your training program is paused. Your account and your progress are still here: restart your subscription in Settings → Billing whenever you are ready.',
    };
  if (group === 'overdue')
    return {
      subject: 'Please verify your payment',
      body: `Thanks for joining Detailer's Launchpad! We have not received your Founders Rate payment, and the ${PAYMENT_GRACE_HOURS} hours to complete it have passed, so your training program is paused. Complete your payment in Settings → Billing to continue.`,
    };
  return {
    subject: 'Please verify your payment',
    body: `Thanks for joining Detailer's Launchpad! We have not been able to verify your Founders Rate payment yet. Accounts have ${PAYMENT_GRACE_HOURS} hours to complete payment before the training program is paused.`,
  };
}

/** Where a reminder leads: sign-in, then Settings → Billing (sign-in returns to `next`). */
export const billingSignInLink = (ctx: Pick<Context, 'config' | 'request'>) => `${appBase(ctx)}/auth?next=${encodeURIComponent('/settings#billing')}`;

/**
 * Notify: the reminder fitting the owner's group, written to the outbox with the owner's reminder count
 * and the audit entry (user.notify) in one transaction, then sent at once when SMTP is configured.
 */
export async function sendPaymentReminder(ctx: Context, id: string) {
  const user = await requireUser(ctx, id);
  const actor = actorOf(ctx);
  const { subject, body } = reminderWording(user);
  const { text, html } = compose([
    `Hi ${user.firstName},`,
    body,
    `Sign in here, then open Settings → Billing: ${billingSignInLink(ctx)}`,
    `Questions? Just reply to this email or write to ${ctx.config.SUPPORT_EMAIL}.`,
  ]);
  // The count, the date and the audit entry in one transaction; then the email is sent here and now
  // (its outcome is the answer: a refusal is kept in the outbox and retried later, as Mailer.send does).
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const updated = await tx.user.update({ where: { id }, data: { lastRemindedAt: new Date(), remindedCount: { increment: 1 } } });
    await recordAdminAction(tx, actor, {
      action: 'user.notify',
      subject: { type: 'user', id, label: userLabel(user) },
      details: { group: paymentGroupOf(user), paymentState: user.paymentState },
    });
    return updated;
  });
  const sent = await ctx.mailer.send({ kind: 'payment-verification', to: user.email, subject, text, html, userId: id });
  return { user: updated, ...sent };
}

/** When an owner's Founders Rate ends as they are deleted: at once, or at the end of the period they paid for. */
export const SUBSCRIPTION_ENDINGS = ['now', 'period_end'] as const;
export type SubscriptionEnding = (typeof SUBSCRIPTION_ENDINGS)[number];

/**
 * Deletes an owner and everything of theirs. Their Founders Rate is cancelled at Stripe first (now,
 * or at the period's end as the operator chose; a failure stops the deletion with a 502 in words), and
 * what support needs of their money afterwards (the Stripe customer and subscription, the business's
 * Connect account, whose payouts and disputes stay between Stripe and the owner) is kept in
 * DeletedOwner. The audit entry (user.delete) is written in the deletion's transaction.
 */
export async function deleteUser(ctx: Context, id: string, ending: SubscriptionEnding = 'now') {
  const user = await requireUser(ctx, id);
  if (user.isAdmin) throw new ConflictError(ADMIN_UNDELETABLE);
  const actor = actorOf(ctx);
  await removeOwner(ctx, user, { deletedBy: 'admin', deletedByUserId: actor.id }, {
    ending,
    inTransaction: async (tx, subscription) => {
      await recordAdminAction(tx, actor, {
        action: 'user.delete',
        subject: { type: 'user', id, label: userLabel(user) },
        details: { subscription, paymentState: user.paymentState },
      });
    },
  });
  return id;
}

/** What an admin's deletion did to the subscription, as the audit keeps it. */
export type SubscriptionOutcome = 'cancelled_now' | 'cancel_at_period_end' | null;

/**
 * The deletion itself, by an admin (deleteUser) or 30 days after the owner closed the account
 * (admin.closed-accounts.ts): the subscription cancelled (now unless told otherwise), DeletedOwner
 * written, the user deleted, and `inTransaction` (the audit) in the same transaction.
 */
export async function removeOwner(
  ctx: Pick<Context, 'prisma' | 'payments' | 'log'> & { pubsub?: Context['pubsub'] },
  user: User,
  by: { deletedBy: 'admin' | 'owner'; deletedByUserId: string | null },
  opts: { ending?: SubscriptionEnding; inTransaction?: (tx: Prisma.TransactionClient, subscription: SubscriptionOutcome) => Promise<void> } = {},
) {
  const id = user.id;
  const business = await ctx.prisma.business.findUnique({ where: { ownerId: id }, select: { stripeAccountId: true } });
  const subscriptionCancelled =
    opts.ending === 'period_end' ? await cancelSubscriptionAtPeriodEnd(ctx, user) : await cancelSubscriptionNow(ctx, user);
  const outcome: SubscriptionOutcome = subscriptionCancelled ? (opts.ending === 'period_end' ? 'cancel_at_period_end' : 'cancelled_now') : null;
  await ctx.prisma.$transaction(async (tx) => {
    await tx.session.updateMany({ where: { userId: id }, data: { revokedAt: new Date() } });
    await tx.deletedOwner.create({
      data: {
        userId: id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        stripeCustomerId: user.stripeCustomerId,
        stripeSubscriptionId: user.stripeSubscriptionId,
        subscriptionCancelled,
        stripeAccountId: business?.stripeAccountId ?? null,
        ...by,
      },
    });
    await opts.inTransaction?.(tx, outcome);
    await tx.user.delete({ where: { id } });
  });
  // Their open live-update streams end now, in every server process.
  ctx.pubsub?.publish('revocation', { kind: 'user', userId: id });
}

/**
 * What the delete dialog tells the operator: who it is (email, business, to tell two of one name
 * apart), whether a subscription is cancelled and since when it ran, and what else goes.
 */
export async function deletionPreview(ctx: Context, id: string) {
  const user = await requireUser(ctx, id);
  const [business, customers, customersWithBookedJobs, tickets, changes] = await Promise.all([
    ctx.prisma.business.findUnique({ where: { ownerId: id }, select: { businessName: true, city: true } }),
    ctx.prisma.customer.count({ where: { ownerId: id } }),
    ctx.prisma.customer.count({ where: { ownerId: id, serviceRecords: { some: { status: 'scheduled' } } } }),
    ctx.prisma.ticket.count({ where: { ownerId: id } }),
    ctx.prisma.paymentStateChange.findMany({ where: { userId: id }, orderBy: [{ at: 'asc' }, { id: 'asc' }], select: { state: true, at: true } }),
  ]);
  // The subscription began when the owner last started paying (a failed renewal is the same subscription).
  let subscriptionStartedAt: Date | null = null;
  for (const c of changes) {
    if (c.state === 'paying' && !subscriptionStartedAt) subscriptionStartedAt = c.at;
    else if (c.state !== 'paying' && c.state !== 'failed') subscriptionStartedAt = null;
  }
  const hasSubscription = !!user.stripeSubscriptionId;
  // Stripe's own dates when it answers; else when the owner's history says they started paying.
  const stripeDates = user.stripeSubscriptionId ? await subscriptionDates(ctx, user.stripeSubscriptionId) : null;
  if (stripeDates?.startedAt) subscriptionStartedAt = stripeDates.startedAt;
  return {
    userId: id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    businessName: business?.businessName ?? null,
    city: business?.city ?? null,
    paymentState: user.paymentState,
    hasSubscription,
    subscriptionStartedAt: hasSubscription ? (subscriptionStartedAt ?? (user.paymentState === 'paying' ? user.paymentStateSince : null)) : null,
    periodEndsAt: stripeDates?.periodEndsAt ?? null,
    customers,
    customersWithBookedJobs,
    tickets,
  };
}
