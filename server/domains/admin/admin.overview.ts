// The operator's home (#57): the figures /admin opens on, each counted live from the database (never
// cached), and each leading to its list in the admin panel.
import { FOUNDERS_RATE_USD } from '../../../common/payment.js';
import { monthlyRevenue } from '../../../common/payment-state.js';
import { ADMIN_PERSON, builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { unreadCount } from '../support/support.service.js';
import { paymentGroupWhere } from './admin.service.js';

const DAY_MS = 86_400_000;

/** The first instant of `now`'s month (UTC). */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * The overview's figures. Owners are users who are not admins. newThisWeek: sign-ups of the last 7
 * days; overdueNeverPaid and lapsed: the Payments tab's groups; payingOwners: paying through Stripe or
 * verified by hand, each at the Founders Rate in monthlyRevenue (a money string); newThisMonth and
 * cancelledThisMonth count from the first of the month (UTC): owners whose subscription was cancelled
 * (a Stripe cancellation in their history) or who were deleted with their subscription cancelled.
 */
export async function adminOverview(ctx: Pick<Context, 'prisma'>, now = new Date()) {
  const owners = { isAdmin: false };
  const since = monthStart(now);
  const [newThisWeek, overdueNeverPaid, lapsed, unreadTickets, payingOwners, newThisMonth, cancelledOnRecord, deletedCancelled] = await Promise.all([
    ctx.prisma.user.count({ where: { ...owners, createdAt: { gt: new Date(now.getTime() - 7 * DAY_MS) } } }),
    ctx.prisma.user.count({ where: paymentGroupWhere('overdue', now) }),
    ctx.prisma.user.count({ where: paymentGroupWhere('lapsed', now) }),
    unreadCount(ctx as Context),
    ctx.prisma.user.count({ where: { ...owners, paymentState: { in: ['paying', 'verified'] } } }),
    ctx.prisma.user.count({ where: { ...owners, createdAt: { gte: since } } }),
    ctx.prisma.paymentStateChange.groupBy({ by: ['userId'], where: { state: 'cancelled', at: { gte: since }, user: owners } }),
    ctx.prisma.deletedOwner.count({ where: { subscriptionCancelled: true, deletedAt: { gte: since } } }),
  ]);
  return {
    newThisWeek,
    overdueNeverPaid,
    lapsed,
    unreadTickets,
    payingOwners,
    monthlyRevenue: monthlyRevenue(payingOwners, FOUNDERS_RATE_USD),
    newThisMonth,
    cancelledThisMonth: cancelledOnRecord.length + deletedCancelled,
  };
}

const AdminOverviewRef = builder.objectRef<Awaited<ReturnType<typeof adminOverview>>>('AdminOverview').implement({
  description: "The operator's figures, counted when asked",
  fields: (t) => ({
    newThisWeek: t.exposeInt('newThisWeek', { description: 'Owners who signed up in the last 7 days' }),
    overdueNeverPaid: t.exposeInt('overdueNeverPaid', { description: 'Trials past their 48 hours, never paid' }),
    lapsed: t.exposeInt('lapsed', { description: 'Failed renewals and cancelled subscriptions' }),
    unreadTickets: t.exposeInt('unreadTickets'),
    payingOwners: t.exposeInt('payingOwners', { description: 'Paying through Stripe or verified by hand' }),
    monthlyRevenue: t.exposeString('monthlyRevenue', { description: 'payingOwners at the Founders Rate, US dollars a month ("4719.00")' }),
    newThisMonth: t.exposeInt('newThisMonth', { description: 'Owners who signed up since the first of the month (UTC)' }),
    cancelledThisMonth: t.exposeInt('cancelledThisMonth', { description: 'Subscriptions cancelled since the first of the month (UTC)' }),
  }),
});

builder.queryFields((t) => ({
  adminOverview: t.field({
    type: AdminOverviewRef,
    authScopes: ADMIN_PERSON,
    description: "The operator's home: counts of owners, tickets and money, live",
    resolve: (_r, _a, ctx) => adminOverview(ctx),
  }),
}));
