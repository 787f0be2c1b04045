// The money screen: a period of the business's own days (its IANA zone, as the schedule and the slots
// use) and its figures: billed, collected, outstanding, deposits held, the average ticket, what came in
// per day, and the period's invoices for the CSV export. Money is summed in cents (numeric in SQL).
import { Temporal } from 'temporal-polyfill';
import type { Prisma } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ValidationError, parseInput } from '../../graphql/errors.js';
import { localDate } from '../../kernel/time.js';
import { businessZone } from '../../kernel/zips.js';
import * as rules from './invoices.rules.js';
import { cents, formatCents } from '../../../common/money.js';

/** A period of whole days in the business's zone: [start, end) as instants. */
export interface MoneyPeriod {
  ownerId: string;
  /** YYYY-MM-DD, first and last day, inclusive. */
  from: string;
  to: string;
  timeZone: string;
  start: Date;
  end: Date;
}

export type PeriodKind = 'week' | 'month';

/** The instant a local day starts in a zone (midnight, or the first moment after a gap). */
const startOfDay = (date: Temporal.PlainDate, timeZone: string) => new Date(date.toZonedDateTime({ timeZone }).epochMilliseconds);

/** The zone of the owner's business (its own, else its ZIP's); an owner without a business counts in UTC. */
async function zoneOf(ctx: Pick<Context, 'prisma'>, ownerId: string) {
  const b = await ctx.prisma.business.findUnique({ where: { ownerId }, select: { timeZone: true, zipCode: true } });
  return b ? businessZone(b) : 'UTC';
}

/**
 * The period asked for: `from`/`to` (YYYY-MM-DD, inclusive), or `period` — this week (Monday to
 * Sunday) or this month, around today in the business's zone.
 */
export async function moneyPeriod(
  ctx: Pick<Context, 'prisma'>,
  ownerId: string,
  input: { from?: string | null; to?: string | null; period?: PeriodKind | null },
  now = new Date(),
): Promise<MoneyPeriod> {
  const timeZone = await zoneOf(ctx, ownerId);
  let from: Temporal.PlainDate;
  let to: Temporal.PlainDate;
  if (input.period && input.from == null && input.to == null) {
    const today = Temporal.PlainDate.from(localDate(now, timeZone));
    from = input.period === 'week' ? today.subtract({ days: today.dayOfWeek - 1 }) : today.with({ day: 1 });
    to = input.period === 'week' ? from.add({ days: 6 }) : from.add({ months: 1 }).subtract({ days: 1 });
  } else {
    if (input.period) throw new ValidationError(rules.SUMMARY_RANGE);
    const range = parseInput(rules.summarySchema, { from: input.from ?? '', to: input.to ?? '' });
    from = Temporal.PlainDate.from(range.from.toISOString().slice(0, 10));
    to = Temporal.PlainDate.from(range.to.toISOString().slice(0, 10));
  }
  return { ownerId, from: from.toString(), to: to.toString(), timeZone, start: startOfDay(from, timeZone), end: startOfDay(to.add({ days: 1 }), timeZone) };
}

export interface MoneyFigures {
  billed: string;
  collected: string;
  outstanding: string;
  depositsHeld: string;
  averageTicket: string;
  doneNotInvoiced: string;
  drafts: string;
}

/** a / n rounded half up, in cents; 0 when n is 0. */
const average = (a: number, n: number) => (n ? Math.floor((a * 2 + n) / (n * 2)) : 0);

/**
 * The figures of a period (see the MoneySummary fields in money-screen.graphql.ts for their definitions).
 * An invoice is issued when it is sent (or, never sent, when it is paid); drafts are not billed.
 */
export async function moneyFigures(ctx: Pick<Context, 'prisma'>, p: MoneyPeriod): Promise<MoneyFigures> {
  const { ownerId, start, end } = p;
  const [[issued], [received], [paid], [held], [unbilled]] = await Promise.all([
    ctx.prisma.$queryRaw<{ billed: string; outstanding: string }[]>`
      SELECT coalesce(sum("total"), 0)::text AS "billed",
        coalesce(sum("total" - "depositApplied" - "amountPaid") FILTER (WHERE "status" IN ('sent', 'partially_paid')), 0)::text AS "outstanding"
      FROM "Invoice"
      WHERE "ownerId" = ${ownerId} AND "status" IN ('sent', 'partially_paid', 'paid')
        AND coalesce("sentAt", "paidAt") >= ${start} AND coalesce("sentAt", "paidAt") < ${end}`,
    ctx.prisma.$queryRaw<{ collected: string }[]>`
      SELECT coalesce(sum(p."amount"), 0)::text AS "collected"
      FROM "InvoicePayment" p JOIN "Invoice" i ON i."id" = p."invoiceId"
      WHERE i."ownerId" = ${ownerId} AND p."refundedAt" IS NULL AND p."removedAt" IS NULL AND p."createdAt" >= ${start} AND p."createdAt" < ${end}`,
    ctx.prisma.$queryRaw<{ sum: string; n: number }[]>`
      SELECT coalesce(sum("total"), 0)::text AS "sum", count(*)::int AS "n"
      FROM "Invoice"
      WHERE "ownerId" = ${ownerId} AND "status" = 'paid' AND "paidAt" >= ${start} AND "paidAt" < ${end}`,
    ctx.prisma.$queryRaw<{ held: string }[]>`
      SELECT (
        coalesce((SELECT sum("depositApplied") FROM "Invoice" WHERE "ownerId" = ${ownerId} AND "status" IN ('draft', 'sent', 'partially_paid')), 0)
        -- Deposits paid at booking on jobs not invoiced yet, and not refunded.
        + coalesce((SELECT sum(s."depositAmount") FROM "ServiceRecord" s JOIN "Customer" c ON c."id" = s."customerId"
            WHERE c."ownerId" = ${ownerId} AND s."depositPaidAt" IS NOT NULL AND s."depositRefundedAt" IS NULL
              AND NOT EXISTS (SELECT 1 FROM "Invoice" i WHERE i."appointmentId" = s."id")), 0)
      )::text AS "held"`,
    // Work done and not billed yet, now: completed jobs without an invoice, and the drafts' totals.
    ctx.prisma.$queryRaw<{ done: string; drafts: string }[]>`
      SELECT
        coalesce((SELECT sum(coalesce(s."totalAmount", 0)) FROM "ServiceRecord" s JOIN "Customer" c ON c."id" = s."customerId"
          WHERE c."ownerId" = ${ownerId} AND s."status" = 'completed'
            AND NOT EXISTS (SELECT 1 FROM "Invoice" i WHERE i."appointmentId" = s."id")), 0)::text AS "done",
        coalesce((SELECT sum("total") FROM "Invoice" WHERE "ownerId" = ${ownerId} AND "status" = 'draft'), 0)::text AS "drafts"`,
  ]);
  return {
    billed: formatCents(cents(issued.billed)),
    collected: formatCents(cents(received.collected)),
    outstanding: formatCents(cents(issued.outstanding)),
    depositsHeld: formatCents(cents(held.held)),
    averageTicket: formatCents(average(cents(paid.sum), paid.n)),
    doneNotInvoiced: formatCents(cents(unbilled.done)),
    drafts: formatCents(cents(unbilled.drafts)),
  };
}

/** What came in on each day of the period (payments not refunded nor removed), every day listed, in the business's days. */
export async function collectedByDay(ctx: Pick<Context, 'prisma'>, p: MoneyPeriod) {
  const payments = await ctx.prisma.invoicePayment.findMany({
    where: { invoice: { ownerId: p.ownerId }, refundedAt: null, removedAt: null, createdAt: { gte: p.start, lt: p.end } },
    select: { amount: true, createdAt: true },
  });
  const byDay = new Map<string, number>();
  for (const pay of payments) {
    const day = localDate(pay.createdAt, p.timeZone);
    byDay.set(day, (byDay.get(day) ?? 0) + cents(pay.amount));
  }
  const days: { date: string; amount: string }[] = [];
  const last = Temporal.PlainDate.from(p.to);
  for (let d = Temporal.PlainDate.from(p.from); Temporal.PlainDate.compare(d, last) <= 0; d = d.add({ days: 1 })) {
    days.push({ date: d.toString(), amount: formatCents(byDay.get(d.toString()) ?? 0) });
  }
  return days;
}

/** The invoices issued in the period (any status but draft), by number: the rows of the CSV export. */
export const issuedIn = (p: MoneyPeriod): Prisma.InvoiceWhereInput => ({
  ownerId: p.ownerId,
  status: { not: 'draft' },
  OR: [{ sentAt: { gte: p.start, lt: p.end } }, { sentAt: null, paidAt: { gte: p.start, lt: p.end } }],
});

/** The owner's completed jobs without an invoice, oldest first (the money screen's "Done, not invoiced"). */
export const NOT_INVOICED = {
  where: { status: 'completed' as const, invoice: { is: null } },
  orderBy: [{ serviceDate: 'asc' as const }, { id: 'asc' as const }],
};

/** The owner's draft invoices, oldest first. */
export const DRAFTS = {
  where: { status: 'draft' as const },
  orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }],
};

/** The owner's unpaid invoices (sent, or partly paid), oldest first. */
export const UNPAID = {
  where: { status: { in: ['sent' as const, 'partially_paid' as const] } },
  orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }],
};
