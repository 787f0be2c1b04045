// The coach (#59): the owner's tips, computed live from their own data by the rules of COACH_RULES
// (coach.rules.ts), the dismissed ones left out, at most COACH_MAX_TIPS, the most valuable first; and
// the dismissal of a tip, which hides its rule for COACH_DISMISS_DAYS whatever its figure.
//
// Every query is scoped by the owner's id, and their number does not grow with the data: the
// dismissals, the business and the shared action first (3), then one aggregate per rule not dismissed
// (the hourly rate's 2, and 2 for the empty week when it is empty): at most 11.
// A tip's id is its rule's name: stable, and read for the signed-in owner only, so no id reaches
// another owner's tips.
import { Temporal } from 'temporal-polyfill';
import { COACH_DISMISS_DAYS, COACH_MAX_TIPS, COACH_RULES, type CoachRule, EMPTY_WEEK_DAYS, INVOICE_UNPAID_DAYS } from '../../../common/coach.js';
import { cents } from '../../../common/money.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { localDate } from '../../kernel/time.js';
import { businessZone } from '../../kernel/zips.js';
import { hourlyRate } from '../invoices/hourly-rate.js';
import * as rules from './coach.rules.js';

type Db = Pick<Context, 'prisma'>;
const DAY_MS = 86_400_000;

export const TIP_NOT_FOUND = 'Coaching tip not found';

export interface CoachTipShape extends rules.CoachTip {
  id: string;
}

export const isRule = (id: string): id is CoachRule => (COACH_RULES as readonly string[]).includes(id);

/** The instant a day of the zone starts. */
const startOf = (date: Temporal.PlainDate, timeZone: string) => new Date(date.toZonedDateTime({ timeZone }).epochMilliseconds);

/** The owner's tips now: none for an admin or an owner not yet onboarded. */
export async function coachTips(
  ctx: Db,
  user: { id: string; isAdmin: boolean; onboardingCompleted: boolean },
  now = new Date(),
): Promise<CoachTipShape[]> {
  if (user.isAdmin || !user.onboardingCompleted) return [];
  const ownerId = user.id;
  const [dismissals, business, shared] = await Promise.all([
    ctx.prisma.coachDismissal.findMany({ where: { userId: ownerId, until: { gt: now } }, select: { rule: true } }),
    ctx.prisma.business.findUnique({
      where: { ownerId },
      select: { timeZone: true, zipCode: true, reviewLink: true, targetHourlyRate: true, services: { where: { depositType: { not: 'none' } }, select: { id: true }, take: 1 } },
    }),
    ctx.prisma.ownerAction.findUnique({ where: { userId_action: { userId: ownerId, action: 'booking-page.shared' } }, select: { firstAt: true } }),
  ]);
  const hidden = new Set(dismissals.map((d) => d.rule));
  const on = (rule: CoachRule) => !hidden.has(rule);
  const zone = business ? businessZone(business) : 'UTC';
  const today = Temporal.PlainDate.from(localDate(now, zone));
  const targetCents = business ? cents(business.targetHourlyRate) : 0;

  const tasks: Promise<rules.CoachTip | null>[] = [];
  if (on('booking-link-not-shared')) tasks.push(Promise.resolve(rules.bookingLinkNotShared({ shared: !!shared })));
  if (on('reviews-not-requested')) {
    const since = new Date(now.getTime() - 30 * DAY_MS);
    tasks.push(
      ctx.prisma.serviceRecord
        .count({
          where: {
            customer: { ownerId },
            status: 'completed',
            reviewRequestedAt: null,
            // Completed in the last 30 days: when it was marked so, else (older rows) its date.
            OR: [{ completedAt: { gte: since, lte: now } }, { completedAt: null, serviceDate: { gte: since, lte: now } }],
          },
        })
        .then((unrequested) => rules.reviewsNotRequested({ unrequested, reviewLink: !!business?.reviewLink })),
    );
  }
  if (business && on('size-below-target')) tasks.push(hourlyRate(ctx, ownerId).then(rules.sizeBelowTarget));
  if (on('empty-week')) tasks.push(emptyWeek(ctx, ownerId, now, zone, targetCents));
  if (business && on('no-shows-without-deposit') && business.services.length === 0) {
    const monthStart = startOf(today.with({ day: 1 }), zone);
    const monthEnd = startOf(today.with({ day: 1 }).add({ months: 1 }), zone);
    // A no-show, or a cancellation less than 24 hours before the start (or after it): at exactly 24
    // hours the cancellation is a free one under the default policy (freeCancellationHours).
    tasks.push(
      ctx.prisma
        .$queryRaw<{ lost: number; amount: string }[]>`
          SELECT count(*)::int AS lost, COALESCE(sum(sr."totalAmount"), 0)::text AS amount
          FROM "ServiceRecord" sr JOIN "Customer" c ON c.id = sr."customerId"
          WHERE c."ownerId" = ${ownerId} AND sr."serviceDate" >= ${monthStart} AND sr."serviceDate" < ${monthEnd}
            AND (sr.status = 'no_show' OR (sr.status = 'cancelled' AND sr."cancelledAt" > sr."serviceDate" - interval '24 hours'))`
        .then(([r]) => rules.noShowsWithoutDeposit({ lost: r?.lost ?? 0, lostCents: cents(r?.amount ?? '0'), depositAsked: false })),
    );
  }
  if (on('invoices-unpaid')) {
    tasks.push(
      ctx.prisma.invoice
        .aggregate({
          where: { ownerId, status: { in: ['sent', 'partially_paid'] }, sentAt: { lt: new Date(now.getTime() - INVOICE_UNPAID_DAYS * DAY_MS) } },
          _count: { _all: true },
          _sum: { total: true, depositApplied: true, amountPaid: true },
        })
        .then((a) =>
          rules.invoicesUnpaid({
            count: a._count._all,
            balanceCents: cents(a._sum.total ?? '0') - cents(a._sum.depositApplied ?? '0') - cents(a._sum.amountPaid ?? '0'),
          }),
        ),
    );
  }
  const order = (r: CoachRule) => COACH_RULES.indexOf(r);
  return (await Promise.all(tasks))
    .filter((t): t is rules.CoachTip => t !== null)
    .sort((a, b) => b.value - a.value || order(a.rule) - order(b.rule))
    .slice(0, COACH_MAX_TIPS)
    .map((t) => ({ ...t, id: t.rule }));
}

/**
 * No scheduled job in the next EMPTY_WEEK_DAYS days: the tip names at most 3 customers due for a
 * detail, soonest (most overdue) first — their next-service date, else their last completed job's date
 * plus its service's rebooking interval (as the rebooking nudge reads it), due before the week ends,
 * overdue included, and none with a job booked later.
 */
async function emptyWeek(ctx: Db, ownerId: string, now: Date, zone: string, targetCents: number) {
  const end = new Date(now.getTime() + EMPTY_WEEK_DAYS * DAY_MS);
  const booked = await ctx.prisma.serviceRecord.findFirst({
    where: { customer: { ownerId }, status: 'scheduled', serviceDate: { gte: now, lt: end } },
    select: { id: true },
  });
  if (booked) return null;
  const due = await ctx.prisma.$queryRaw<{ firstName: string; lastName: string; due: Date }[]>`
    WITH due AS (
      SELECT c.id, c."firstName", c."lastName",
        COALESCE(c."nextServiceDue", l."serviceDate" + make_interval(days => (
          SELECT max(s."rebookIntervalDays") FROM "Service" s JOIN "Business" b ON b.id = s."businessId"
          WHERE b."ownerId" = c."ownerId" AND s.name = l."serviceName"))) AS due
      FROM "Customer" c
      LEFT JOIN LATERAL (
        SELECT sr."serviceDate", sr."serviceName" FROM "ServiceRecord" sr
        WHERE sr."customerId" = c.id AND sr.status = 'completed'
        ORDER BY sr."serviceDate" DESC, sr.id DESC LIMIT 1
      ) l ON true
      WHERE c."ownerId" = ${ownerId}
    )
    SELECT d."firstName", d."lastName", d.due FROM due d
    WHERE d.due IS NOT NULL AND d.due < ${end}
      AND NOT EXISTS (SELECT 1 FROM "ServiceRecord" f WHERE f."customerId" = d.id AND f.status = 'scheduled' AND f."serviceDate" >= ${now})
    ORDER BY d.due ASC, d.id ASC
    LIMIT 3`;
  return rules.emptyWeek({
    booked: false,
    due: due.map((c) => ({ firstName: c.firstName, lastName: c.lastName, due: localDate(c.due, zone) })),
    today: localDate(now, zone),
    targetCents,
  });
}

/** Hides the tip's rule for COACH_DISMISS_DAYS from now; an id that names no rule is not found. */
export async function dismissTip(ctx: Db, ownerId: string, id: string, now = new Date()) {
  if (!isRule(id)) throw new NotFoundError(TIP_NOT_FOUND);
  const until = new Date(now.getTime() + COACH_DISMISS_DAYS * DAY_MS);
  await ctx.prisma.coachDismissal.upsert({
    where: { userId_rule: { userId: ownerId, rule: id } },
    create: { userId: ownerId, rule: id, until },
    update: { until },
  });
  return { tipId: id, until };
}
