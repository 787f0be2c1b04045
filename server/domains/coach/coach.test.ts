// The coach (#59) on a real database: every rule on crafted data at its threshold and either side, at
// most three tips, the most valuable first, a dismissal hiding its rule for 14 days, an unknown id 404,
// another owner's data and dismissals never shaping a tip, none for an admin or an owner not yet
// onboarded, signed out 401, and a constant number of queries. The rules run at a fixed `now`
// (coachTips' clock); the routes at the real one.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_DISMISS_DAYS, COACH_MAX_TIPS } from '../../../common/coach.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { coachTips, dismissTip, TIP_NOT_FOUND } from './coach.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Tuesday Dec 15, 2026, noon in Chicago. */
const NOW = new Date('2026-12-15T18:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

/**
 * A signed-in, onboarded owner with a business in Chicago (target $50/h, one service "Full Detail"
 * rebooked every 30 days) and a customer. `quiet`: the booking link shared and a job booked in the
 * next days, so only the rule under test speaks.
 */
async function owner(opts: { quiet?: boolean; onboarded?: boolean } = {}) {
  const o = await t.owner();
  const tag = crypto.randomBytes(4).toString('hex');
  await t.prisma.user.update({ where: { id: o.user.id }, data: { onboardingCompleted: opts.onboarded ?? true } });
  const business = await t.prisma.business.create({
    data: {
      ownerId: o.user.id,
      businessName: `Shine ${tag}`,
      subdomain: `shine${tag}`,
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
      timeZone: 'America/Chicago',
      reviewLink: 'https://g.page/r/shine',
      services: { create: [{ name: 'Full Detail', price: '180', rebookIntervalDays: 30 }] },
    },
  });
  const customer = await customerOf(o.user.id, 'Maria', 'Lopez');
  const me = Object.assign(o, { id: o.user.id, businessId: business.id, customerId: customer.id });
  if (opts.quiet ?? true) {
    await t.prisma.ownerAction.create({ data: { userId: me.id, action: 'booking-page.shared' } });
    await job(me, { status: 'scheduled', serviceDate: at(2 * DAY) });
  }
  return me;
}
type Owner = Awaited<ReturnType<typeof owner>>;

const customerOf = (ownerId: string, firstName: string, lastName: string, nextServiceDue?: Date) =>
  t.prisma.customer.create({ data: { ownerId, firstName, lastName, phone: '(312) 555-0100', phoneDigits: '3125550100', nextServiceDue } });

function job(
  o: Owner,
  f: {
    status?: 'scheduled' | 'completed' | 'cancelled' | 'no_show';
    serviceDate?: Date;
    completedAt?: Date | null;
    cancelledAt?: Date;
    reviewRequestedAt?: Date;
    totalAmount?: string;
    size?: 'large_suv';
    durationMinutes?: number;
    serviceName?: string;
    customerId?: string;
  },
) {
  return t.prisma.serviceRecord.create({
    data: {
      customerId: f.customerId ?? o.customerId,
      serviceDate: f.serviceDate ?? at(-DAY),
      status: f.status ?? 'completed',
      completedAt: f.completedAt === undefined ? (f.status ?? 'completed') === 'completed' ? (f.serviceDate ?? at(-DAY)) : null : f.completedAt,
      cancelledAt: f.cancelledAt,
      reviewRequestedAt: f.reviewRequestedAt,
      totalAmount: f.totalAmount ?? '180',
      vehicleSize: f.size,
      durationMinutes: f.durationMinutes,
      serviceName: f.serviceName,
    },
  });
}

let numbers = 0;
function invoice(o: Owner, f: { status: 'draft' | 'sent' | 'partially_paid' | 'paid'; sentAt?: Date; total: string; amountPaid?: string }) {
  return t.prisma.invoice.create({
    data: {
      ownerId: o.id,
      number: ++numbers,
      customerId: o.customerId,
      status: f.status,
      subtotal: f.total,
      total: f.total,
      amountPaid: f.amountPaid ?? '0',
      sentAt: f.sentAt,
      dueDate: new Date('2026-12-31'),
      payToken: crypto.randomBytes(24).toString('base64url'),
    },
  });
}

const user = (o: Owner) => t.prisma.user.findUniqueOrThrow({ where: { id: o.id } });
const tipsAt = async (o: Owner, now = NOW) => coachTips({ prisma: t.prisma }, await user(o), now);
const tip = async (o: Owner, rule: string, now = NOW) => (await tipsAt(o, now)).find((x) => x.rule === rule) ?? null;

describe('booking-link-not-shared', () => {
  it('speaks from onboarding until the link is first shared', async () => {
    const o = await owner({ quiet: false });
    await job(o, { status: 'scheduled', serviceDate: at(DAY) });
    const before = await tip(o, 'booking-link-not-shared');
    expect(before).toMatchObject({ id: 'booking-link-not-shared', title: 'Share your booking page', href: '/dashboard?view=more' });
    await t.prisma.ownerAction.create({ data: { userId: o.id, action: 'booking-page.shared' } });
    expect(await tip(o, 'booking-link-not-shared')).toBeNull();
  });
});

describe('reviews-not-requested', () => {
  it('from 3 completed jobs of the last 30 days with no review asked, giving the count', async () => {
    const o = await owner();
    await job(o, { serviceDate: at(-2 * DAY) });
    await job(o, { serviceDate: at(-29 * DAY) });
    // Not counted: a review asked, completed 31 days ago, a no-show.
    await job(o, { serviceDate: at(-3 * DAY), reviewRequestedAt: at(-2 * DAY) });
    await job(o, { serviceDate: at(-31 * DAY) });
    await job(o, { status: 'no_show', serviceDate: at(-4 * DAY) });
    expect(await tip(o, 'reviews-not-requested')).toBeNull();
    // An older row without completedAt counts by its date.
    await job(o, { serviceDate: at(-5 * DAY), completedAt: null });
    expect(await tip(o, 'reviews-not-requested')).toMatchObject({
      text: '3 jobs completed in the last 30 days have not been asked for a review.',
      href: '/schedule',
    });
    await job(o, { serviceDate: at(-6 * DAY) });
    expect((await tip(o, 'reviews-not-requested'))?.text).toMatch(/^4 jobs /);
  });

  it('without a review link, leads to the Messages settings to add it', async () => {
    const o = await owner();
    await t.prisma.business.update({ where: { id: o.businessId }, data: { reviewLink: null } });
    for (const d of [1, 2, 3]) await job(o, { serviceDate: at(-d * DAY) });
    expect(await tip(o, 'reviews-not-requested')).toMatchObject({ href: '/settings#messages', text: expect.stringContaining('Add your review link first.') });
  });
});

describe('size-below-target', () => {
  it('a size just below the target gets the price that reaches it; at the target, nothing', async () => {
    const o = await owner();
    // One hour on site, no drive (no ZIP): $49.99 an hour against the $50 target.
    const j = await job(o, { size: 'large_suv', durationMinutes: 60, totalAmount: '49.99', serviceName: 'Full Detail' });
    // target × average minutes ÷ 60 = 50 × 60 ÷ 60 = $50 (rounded up to the next $5: $50).
    expect(await tip(o, 'size-below-target')).toMatchObject({
      title: 'Raise your Large SUV price',
      text: 'Large SUVs earned $49/h over 1 job; at your $50/h target the Full Detail would be $50.',
      href: '/settings#vehicle-pricing',
    });
    await t.prisma.serviceRecord.update({ where: { id: j.id }, data: { totalAmount: '50.00' } });
    expect(await tip(o, 'size-below-target')).toBeNull();
    // A higher target, the same job: below again, at 80 × 90 ÷ 60 = $120.
    await t.prisma.serviceRecord.update({ where: { id: j.id }, data: { durationMinutes: 90 } });
    await t.prisma.business.update({ where: { id: o.businessId }, data: { targetHourlyRate: '80' } });
    expect((await tip(o, 'size-below-target'))?.text).toBe('Large SUVs earned $33/h over 1 job; at your $80/h target the Full Detail would be $120.');
  });
});

describe('empty-week', () => {
  it('a job on the 7th day fills the week; one on the 8th does not', async () => {
    const o = await owner({ quiet: false });
    await t.prisma.ownerAction.create({ data: { userId: o.id, action: 'booking-page.shared' } });
    const later = await job(o, { status: 'scheduled', serviceDate: at(7 * DAY + HOUR) });
    expect(await tip(o, 'empty-week')).toMatchObject({ title: 'Your next week is empty', href: '/customers' });
    await t.prisma.serviceRecord.update({ where: { id: later.id }, data: { serviceDate: at(7 * DAY - HOUR) } });
    expect(await tip(o, 'empty-week')).toBeNull();
    // A cancelled job in the week leaves it empty.
    await t.prisma.serviceRecord.update({ where: { id: later.id }, data: { status: 'cancelled' } });
    expect(await tip(o, 'empty-week')).not.toBeNull();
  });

  it('names at most 3 customers due, the most overdue first: next-service date, else last job + the rebooking interval', async () => {
    const o = await owner({ quiet: false });
    await t.prisma.ownerAction.create({ data: { userId: o.id, action: 'booking-page.shared' } });
    await t.prisma.customer.update({ where: { id: o.customerId }, data: { nextServiceDue: at(20 * DAY) } }); // not due this week
    await customerOf(o.id, 'Ann', 'Adams', at(-10 * DAY));
    const ben = await customerOf(o.id, 'Ben', 'Brown');
    await job(o, { customerId: ben.id, serviceDate: at(-35 * DAY), serviceName: 'Full Detail' }); // due at -5 days
    await customerOf(o.id, 'Cy', 'Cole', at(3 * DAY));
    const dee = await customerOf(o.id, 'Dee', 'Diaz', at(-20 * DAY));
    await job(o, { customerId: dee.id, status: 'scheduled', serviceDate: at(10 * DAY) }); // booked already
    const none = await customerOf(o.id, 'Eve', 'Ellis');
    await job(o, { customerId: none.id, serviceDate: at(-35 * DAY), serviceName: 'Quick Wash' }); // no interval
    const first = await tip(o, 'empty-week');
    expect(first?.text).toBe(
      '0 jobs booked in the next 7 days. Due for a detail: Ann Adams (overdue since Dec 5), Ben Brown (overdue since Dec 10), Cy Cole (due Dec 18).',
    );
    expect(first?.value).toBe(5000 * 8);
  });
});

describe('no-shows-without-deposit', () => {
  it('from 2 no-shows or cancellations within 24 h of the start this month (business zone), while no service asks a deposit', async () => {
    const o = await owner();
    await job(o, { status: 'no_show', serviceDate: new Date('2026-12-01T06:30:00Z'), totalAmount: '180' }); // Dec 1, 00:30 in Chicago
    // Not counted: Nov 30 in Chicago, a cancellation exactly 24 h and 25 h ahead, a completed job.
    await job(o, { status: 'no_show', serviceDate: new Date('2026-12-01T05:30:00Z') });
    await job(o, { status: 'cancelled', serviceDate: at(-3 * DAY), cancelledAt: at(-3 * DAY - 24 * HOUR) });
    await job(o, { status: 'cancelled', serviceDate: at(-4 * DAY), cancelledAt: at(-4 * DAY - 25 * HOUR) });
    expect(await tip(o, 'no-shows-without-deposit')).toBeNull();
    await job(o, { status: 'cancelled', serviceDate: at(-2 * DAY), cancelledAt: at(-2 * DAY - 23 * HOUR), totalAmount: '120' });
    expect(await tip(o, 'no-shows-without-deposit')).toMatchObject({
      title: 'Ask for a deposit',
      text: '2 no-shows or late cancellations this month ($300.00 of work), and no service asks a deposit.',
      href: '/settings#pricing',
    });
    await t.prisma.service.updateMany({ where: { businessId: o.businessId }, data: { depositType: 'fixed', depositValue: '50' } });
    expect(await tip(o, 'no-shows-without-deposit')).toBeNull();
  });
});

describe('invoices-unpaid', () => {
  it('invoices sent more than 7 days ago and unpaid: the count and what they still owe', async () => {
    const o = await owner();
    const seven = await invoice(o, { status: 'sent', sentAt: at(-7 * DAY + HOUR), total: '100' });
    await invoice(o, { status: 'paid', sentAt: at(-20 * DAY), total: '300', amountPaid: '300' });
    await invoice(o, { status: 'draft', total: '400' });
    expect(await tip(o, 'invoices-unpaid')).toBeNull();
    await invoice(o, { status: 'partially_paid', sentAt: at(-8 * DAY), total: '200', amountPaid: '50' });
    expect(await tip(o, 'invoices-unpaid')).toMatchObject({ text: '1 invoice sent more than 7 days ago is unpaid: $150.00 in total.', href: '/money' });
    await t.prisma.invoice.update({ where: { id: seven.id }, data: { sentAt: at(-8 * DAY) } });
    expect(await tip(o, 'invoices-unpaid')).toMatchObject({ text: '2 invoices sent more than 7 days ago are unpaid: $250.00 in total.', value: 25_000 });
  });
});

describe('the card', () => {
  it(`shows at most ${COACH_MAX_TIPS} tips, the most valuable first`, async () => {
    const o = await owner({ quiet: false });
    for (const d of [1, 2, 3]) await job(o, { serviceDate: at(-d * DAY) }); // reviews: 3 × $20
    await invoice(o, { status: 'sent', sentAt: at(-9 * DAY), total: '250' }); // $250
    // empty week: 8 h × $50 = $400; the booking link: $150.
    const tips = await tipsAt(o);
    expect(tips.map((x) => x.id)).toEqual(['empty-week', 'invoices-unpaid', 'booking-link-not-shared']);
    await t.prisma.invoice.updateMany({ where: { ownerId: o.id }, data: { total: '100', subtotal: '100' } });
    expect((await tipsAt(o)).map((x) => x.id)).toEqual(['empty-week', 'booking-link-not-shared', 'invoices-unpaid']);
  });

  it('a dismissed rule stays hidden 14 days whatever its figure, then shows again', async () => {
    const o = await owner({ quiet: false });
    await job(o, { status: 'scheduled', serviceDate: at(DAY) });
    await dismissTip({ prisma: t.prisma }, o.id, 'booking-link-not-shared', NOW);
    expect(await tip(o, 'booking-link-not-shared')).toBeNull();
    expect(await tip(o, 'booking-link-not-shared', at(COACH_DISMISS_DAYS * DAY - 60_000))).toBeNull();
    expect(await tip(o, 'booking-link-not-shared', at(COACH_DISMISS_DAYS * DAY + 60_000))).not.toBeNull();
    // Dismissing again moves the date on.
    await dismissTip({ prisma: t.prisma }, o.id, 'booking-link-not-shared', at(COACH_DISMISS_DAYS * DAY));
    expect(await tip(o, 'booking-link-not-shared', at(COACH_DISMISS_DAYS * DAY + 60_000))).toBeNull();
  });

  it('runs a constant number of queries, however much data', async () => {
    const o = await owner({ quiet: false });
    const u = await user(o);
    const few = await t.countStatements(() => coachTips({ prisma: t.prisma }, u, NOW));
    for (let i = 0; i < 6; i++) {
      const c = await customerOf(o.id, `C${i}`, 'Due', at(-i * DAY));
      await job(o, { customerId: c.id, serviceDate: at(-(i + 1) * DAY), size: 'large_suv', durationMinutes: 120, totalAmount: '40' });
      await invoice(o, { status: 'sent', sentAt: at(-10 * DAY), total: '10' });
    }
    const many = await t.countStatements(() => coachTips({ prisma: t.prisma }, u, NOW));
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(12);
    expect((await tipsAt(o)).length).toBe(COACH_MAX_TIPS);
  });
});

describe('whose tips', () => {
  it("another owner's data and dismissals never shape a tip", async () => {
    const a = await owner();
    const b = await owner({ quiet: false });
    for (const d of [1, 2, 3]) await job(b, { serviceDate: at(-d * DAY) });
    await job(b, { status: 'no_show', serviceDate: at(-DAY) });
    await job(b, { status: 'no_show', serviceDate: at(-2 * DAY) });
    await job(b, { size: 'large_suv', durationMinutes: 600, totalAmount: '10' });
    await invoice(b, { status: 'sent', sentAt: at(-30 * DAY), total: '500' });
    expect((await tipsAt(b)).length).toBe(COACH_MAX_TIPS);
    expect(await tipsAt(a)).toEqual([]);
    // b dismisses; a's own unshared link still shows.
    await t.prisma.ownerAction.deleteMany({ where: { userId: a.id } });
    expect((await b.send('POST', '/api/coach/booking-link-not-shared/dismiss')).status).toBe(204);
    expect((await tipsAt(a)).map((x) => x.id)).toEqual(['booking-link-not-shared']);
  });

  it('an admin and an owner not yet onboarded get none', async () => {
    const admin = await owner({ quiet: false });
    await t.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
    expect((await admin.rest('GET', '/api/coach')).body).toEqual({ tips: [] });
    const newcomer = await owner({ quiet: false, onboarded: false });
    expect((await newcomer.rest('GET', '/api/coach')).body).toEqual({ tips: [] });
    expect((await newcomer.gql('{ viewer { coachTips { id } } }')).data.viewer.coachTips).toEqual([]);
  });
});

describe('REST and GraphQL', () => {
  it('GET /api/coach lists the tips; POST /api/coach/{id}/dismiss answers 204 and hides it', async () => {
    const o = await owner({ quiet: false });
    const res = await o.rest('GET', '/api/coach');
    expect(res.status).toBe(200);
    expect(res.body.tips).toEqual([
      { id: 'empty-week', rule: 'empty-week', title: 'Your next week is empty', text: expect.stringMatching(/^0 jobs booked in the next 7 days\./), href: '/customers' },
      {
        id: 'booking-link-not-shared',
        rule: 'booking-link-not-shared',
        title: 'Share your booking page',
        text: expect.any(String),
        href: '/dashboard?view=more',
      },
    ]);
    const dismissed = await o.send('POST', '/api/coach/empty-week/dismiss');
    expect(dismissed.status).toBe(204);
    expect((await o.rest('GET', '/api/coach')).body.tips.map((x: { id: string }) => x.id)).toEqual(['booking-link-not-shared']);
    const row = await t.prisma.coachDismissal.findUniqueOrThrow({ where: { userId_rule: { userId: o.id, rule: 'empty-week' } } });
    expect(Math.abs(row.until.getTime() - Date.now() - COACH_DISMISS_DAYS * DAY)).toBeLessThan(60_000);
  });

  it('an unknown id is 404 (REST) and NotFoundError (GraphQL)', async () => {
    const o = await owner();
    for (const id of ['nope', 'rain-tomorrow', 'BOOKING-LINK-NOT-SHARED']) {
      const res = await o.rest('POST', `/api/coach/${id}/dismiss`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(TIP_NOT_FOUND);
    }
    const g = await o.gql('mutation { dismissCoachTip(id: "nope") { __typename ... on Error { message } } }');
    expect(g.data.dismissCoachTip).toEqual({ __typename: 'NotFoundError', message: TIP_NOT_FOUND });
    expect(await t.prisma.coachDismissal.count({ where: { userId: o.id } })).toBe(0);
  });

  it('signed out: 401', async () => {
    const anon = t.caller();
    expect((await anon.rest('GET', '/api/coach')).status).toBe(401);
    expect((await anon.rest('POST', '/api/coach/empty-week/dismiss')).status).toBe(401);
  });

  it('the mutation answers the owner with the tips left', async () => {
    const o = await owner({ quiet: false });
    const g = await o.gql(`mutation { dismissCoachTip(id: "booking-link-not-shared") {
      __typename ... on DismissCoachTipSuccess { dismissal { tipId user { coachTips { id } } } } } }`);
    expect(g.data.dismissCoachTip).toEqual({
      __typename: 'DismissCoachTipSuccess',
      dismissal: { tipId: 'booking-link-not-shared', user: { coachTips: [{ id: 'empty-week' }] } },
    });
  });
});
