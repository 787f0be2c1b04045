// The money screen in GraphQL: viewer.moneySummary (a period of the business's days with its figures,
// what came in per day and the period's invoices) and viewer.unpaidInvoices (oldest first).
import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder.js';
import { ValidationError } from '../../graphql/errors.js';
import { UserRef } from '../../graphql/user.js';
import { completedJobCount, type HourlyRate, hourlyRate, type SizeRate } from './hourly-rate.js';
import { collectedByDay, DRAFTS, issuedIn, type MoneyFigures, type MoneyPeriod, moneyFigures, moneyPeriod, NOT_INVOICED, UNPAID } from './money-screen.service.js';

const MoneyPeriodKind = builder.enumType('MoneyPeriod', {
  values: { week: { description: 'This week, Monday to Sunday' }, month: { description: 'This month' } } as const,
});

type Summary = MoneyPeriod & { figures: () => Promise<MoneyFigures>; rate: () => Promise<HourlyRate> };

const MoneyDayRef = builder.objectRef<{ date: string; amount: string }>('MoneyDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD, a day of the business (its time zone)' }),
    amount: t.exposeString('amount', { description: 'Collected that day (payments not refunded), 2 decimals' }),
  }),
});

const HourlyRateBySizeRef = builder.objectRef<SizeRate>('HourlyRateBySize').implement({
  description: "The completed jobs of one vehicle size: what they earned over the time they took (on site + the drive to them)",
  fields: (t) => ({
    size: t.exposeString('size', { description: 'The size key: sedan, small_suv, large_suv, truck or van' }),
    label: t.exposeString('label', { description: "The size's label, e.g. 'Large SUV'" }),
    jobs: t.exposeInt('jobs', { description: 'Completed jobs of this size' }),
    revenue: t.exposeString('revenue', { description: 'What they earned (the work billed, tax and tips aside), 2 decimals' }),
    hours: t.exposeFloat('hours', { description: 'On site + the one-way drive to each job, in hours to 2 decimals' }),
    hourlyRate: t.exposeString('hourlyRate', { description: 'revenue ÷ hours, 2 decimals' }),
    belowTarget: t.exposeBoolean('belowTarget', { description: "Whether the rate is below the business's target hourly rate" }),
    service: t.exposeString('service', { nullable: true, description: 'Below the target: the service most booked for this size' }),
    suggestedPrice: t.exposeString('suggestedPrice', {
      nullable: true,
      description: "Below the target: the target × this size's average hours for that service, rounded up to the next $5",
    }),
    suggestion: t.exposeString('suggestion', {
      nullable: true,
      description: "Below the target, the sentence: 'Large SUVs earned $38/h over 6 jobs; at your $50/h target the Full Detail would be $265'",
    }),
  }),
});

/** A figure's resolver: the figures are computed once per summary, when the first one is asked. */
const figure = (key: keyof MoneyFigures) => async (s: Summary) => (await s.figures())[key];

const MoneySummaryRef = builder.objectRef<Summary>('MoneySummary').implement({
  description:
    'Money over whole days of the business (its time zone), as 2-decimal strings. An invoice is issued when it is sent (or, never sent, when it is paid).',
  fields: (t) => ({
    from: t.exposeString('from', { description: 'The first day, YYYY-MM-DD' }),
    to: t.exposeString('to', { description: 'The last day, YYYY-MM-DD (inclusive)' }),
    timeZone: t.exposeString('timeZone', { description: "The business's IANA time zone the days are counted in" }),
    billed: t.string({ resolve: figure('billed'), description: 'The totals of the invoices issued in the period that are sent, partially paid or paid (not void or refunded)' }),
    collected: t.string({ resolve: figure('collected'), description: 'Payments received in the period (card, tip included, and offline), less those refunded' }),
    outstanding: t.string({ resolve: figure('outstanding'), description: 'What the invoices issued in the period still owe (their balances)' }),
    depositsHeld: t.string({ resolve: figure('depositsHeld'), description: 'Now, whatever the period: deposits paid on jobs whose invoice is not settled yet (draft, sent or partially paid). ' +
        'A deposit stops being held once its invoice is paid (it is then part of the ticket), void or refunded.' }),
    averageTicket: t.string({ resolve: figure('averageTicket'), description: 'The average total (tip included) of the invoices paid in full in the period; 0.00 when none' }),
    doneNotInvoiced: t.string({ resolve: figure('doneNotInvoiced'), description: 'Now, whatever the period: the prices of completed jobs that have no invoice yet (viewer.notInvoicedJobs)' }),
    drafts: t.string({ resolve: figure('drafts'), description: 'Now, whatever the period: the totals of draft invoices, not sent yet (viewer.draftInvoices)' }),
    effectiveHourlyRate: t.string({
      nullable: true,
      resolve: async (s) => (await s.rate()).effectiveHourlyRate,
      description:
        'Now, whatever the period: what every completed job earned ÷ the hours they took (on site + the one-way drive from the business ZIP), 2 decimals; null without completed jobs',
    }),
    bySize: t.field({
      type: [HourlyRateBySizeRef],
      resolve: async (s) => (await s.rate()).bySize,
      description: 'Now, whatever the period: the hourly rate per vehicle size (sizes with completed jobs, in size order; jobs of no size count only in effectiveHourlyRate)',
    }),
    targetHourlyRate: t.string({ resolve: async (s) => (await s.rate()).targetHourlyRate, description: "The business's target hourly rate, 2 decimals" }),
    completedJobs: t.int({
      resolve: (s, _a, ctx) => completedJobCount(ctx, s.ownerId),
      description: 'Now, whatever the period: how many completed jobs the owner has (one count query)',
    }),
    collectedByDay: t.field({
      type: [MoneyDayRef],
      description: 'What came in on each day of the period, every day listed',
      resolve: (s, _a, ctx) => collectedByDay(ctx, s),
    }),
    invoices: t.prismaConnection({
      type: 'Invoice',
      cursor: 'id',
      description: 'The invoices issued in the period (any status but draft), by number',
      totalCount: (s, _a, ctx) => ctx.prisma.invoice.count({ where: issuedIn(s) }),
      resolve: (query, s, _a, ctx) => ctx.prisma.invoice.findMany({ ...query, where: issuedIn(s), orderBy: [{ number: 'asc' }, { id: 'asc' }] }),
    }),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  moneySummary: t.field({
    type: MoneySummaryRef,
    description:
      'Billed, collected, outstanding, deposits held and the average ticket: `from` to `to` (YYYY-MM-DD, inclusive, days of the business), or `period` (this week or month)',
    args: { from: t.arg.string(), to: t.arg.string(), period: t.arg({ type: MoneyPeriodKind }) },
    // A bad range is the caller's mistake: BAD_USER_INPUT (REST 400), as the schedule's range.
    resolve: async (user, args, ctx) => {
      try {
        const period = await moneyPeriod(ctx, user.id, args);
        let figures: Promise<MoneyFigures> | undefined;
        let rate: Promise<HourlyRate> | undefined;
        return { ...period, figures: () => (figures ??= moneyFigures(ctx, period)), rate: () => (rate ??= hourlyRate(ctx, user.id)) };
      } catch (e) {
        throw e instanceof ValidationError ? new GraphQLError(e.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 200 } } }) : e;
      }
    },
  }),
  notInvoicedJobs: t.prismaConnection({
    type: 'ServiceRecord',
    cursor: 'id',
    description: 'Completed jobs without an invoice, oldest first: work done and not billed yet',
    totalCount: (user, _a, ctx) => ctx.prisma.serviceRecord.count({ where: { ...NOT_INVOICED.where, customer: { ownerId: user.id } } }),
    resolve: (query, user, _a, ctx) =>
      ctx.prisma.serviceRecord.findMany({ ...query, where: { ...NOT_INVOICED.where, customer: { ownerId: user.id } }, orderBy: NOT_INVOICED.orderBy }),
  }),
  draftInvoices: t.relatedConnection('invoices', {
    cursor: 'id',
    description: 'Draft invoices, not sent yet, oldest first',
    totalCount: true,
    query: DRAFTS,
  }),
  unpaidInvoices: t.relatedConnection('invoices', {
    cursor: 'id',
    description: 'Sent or partially paid invoices, oldest first',
    totalCount: true,
    query: UNPAID,
  }),
}));
