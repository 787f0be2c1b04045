// A no-show (#59): only a scheduled job whose start has passed, the owner's own; written once (the edit,
// PATCH /api/appointments/{id} and markNoShow); not revenue, off the schedule, its messages still to go
// cancelled, a paid deposit kept; cancelledAt set on a cancellation (owner or visitor) and a no-show.
// "Ask for a review" on a completed job: the thank-you with the review link now, once; reviewRequestedAt.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_TEMPLATES } from '../../../common/messages.js';
import { toGlobalId } from '../../rest/rest.js';
import { openAroundTheClock } from '../../test/fixtures.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { REVIEW_LINK_MISSING, REVIEW_NO_CHANNEL, REVIEW_REPLACED, REVIEW_THANK_YOU_OFF } from '../messages/messages.review.js';
import { NO_SHOW_NOT_SCHEDULED, NO_SHOW_NOT_STARTED, REVIEW_NOT_COMPLETED } from './jobs.service.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REVIEW_LINK = 'https://g.page/r/no-show-test/review';

let t: TestApp;
let booking = 0;
beforeAll(async () => {
  t = await startTestApp({ APP_URL: 'https://app.example.com' });
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;

async function ownerWithCustomer(opts: { email?: string | null } = {}) {
  const o = await t.owner();
  const name = `NoShow ${crypto.randomBytes(3).toString('hex')}`;
  expect((await o.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' })).status).toBe(201);
  await openAroundTheClock(o);
  const email = opts.email === undefined ? `cust-${crypto.randomBytes(3).toString('hex')}@example.com` : opts.email;
  const c = await o.rest('POST', '/api/customers', { firstName: 'Nora', lastName: 'Noshow', phone: '913-555-0142', email, address: '1 Home Rd' });
  expect(c.status).toBe(201);
  return { o, customerId: c.body.id as string };
}

/** A job booked through New job (its confirmation and reminder planned), then moved to `start` behind the app's back. */
async function bookedJob(o: Owner, customerId: string, start: Date, totalAmount = '150') {
  // Each booked at its own time: its busy range stays where it was booked.
  booking += 1;
  const res = await o.rest('POST', '/api/appointments', { customerId, serviceDate: new Date(Date.now() + (3 + booking) * DAY).toISOString(), status: 'scheduled', totalAmount });
  expect(res.status).toBe(201);
  const id = res.body.id as string;
  await t.prisma.serviceRecord.update({ where: { id }, data: { serviceDate: start } });
  return id;
}

const job = (id: string) => t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } });
const messagesOf = (id: string) => t.prisma.customerMessage.findMany({ where: { appointmentId: id }, orderBy: { createdAt: 'asc' } });
const markNoShow = (o: Owner, id: string) =>
  o.gql(
    `mutation($id: ID!) { markNoShow(id: $id) { __typename ... on Error { message } ... on MarkNoShowSuccess { serviceRecord { status cancelledAt } } } }`,
    { id: toGlobalId('ServiceRecord', id) },
  );

describe('no-show', () => {
  it('a past scheduled job becomes no_show (PATCH status no_show): cancelledAt set, its messages still to go cancelled', async () => {
    const { o, customerId } = await ownerWithCustomer();
    const id = await bookedJob(o, customerId, new Date(Date.now() + 2 * HOUR));
    // A reminder still to go (planned when it was booked for later).
    const reminder = (await messagesOf(id)).find((m) => m.kind === 'reminder');
    expect(reminder).toMatchObject({ status: 'scheduled' });
    await t.prisma.serviceRecord.update({ where: { id }, data: { serviceDate: new Date(Date.now() - HOUR) } });
    // A thank-you planned by mistake is dropped too: nothing of the job goes once the customer did not come.
    const planned = await t.prisma.customerMessage.create({
      data: { ownerId: o.user.id, customerId, appointmentId: id, kind: 'thank_you', channel: 'email', to: 'x@example.com', body: 'Thanks', dueAt: new Date(Date.now() + HOUR) },
    });
    const before = Date.now();
    const res = await o.rest('PATCH', `/api/appointments/${id}`, { status: 'no_show' });
    expect(res).toMatchObject({ status: 200, body: { status: 'no_show' } });
    const after = await job(id);
    expect(after.status).toBe('no_show');
    expect(after.cancelledAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: reminder?.id } })).toMatchObject({ status: 'cancelled' });
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: planned.id } })).toMatchObject({ status: 'cancelled' });
    expect((await messagesOf(id)).filter((m) => m.status === 'scheduled')).toEqual([]);
    // Marking it again changes nothing (its time stays the first).
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'no_show' })).status).toBe(200);
    expect((await job(id)).cancelledAt).toEqual(after.cancelledAt);
  });

  it('markNoShow: a future job is refused with the message (400 in REST), a done one too; nothing changes', async () => {
    const { o, customerId } = await ownerWithCustomer();
    const future = await bookedJob(o, customerId, new Date(Date.now() + 2 * HOUR));
    expect((await markNoShow(o, future)).data.markNoShow).toEqual({ __typename: 'ValidationError', message: NO_SHOW_NOT_STARTED });
    expect(await o.rest('PATCH', `/api/appointments/${future}`, { status: 'no_show' })).toMatchObject({ status: 400, body: { error: NO_SHOW_NOT_STARTED } });
    expect(await job(future)).toMatchObject({ status: 'scheduled', cancelledAt: null });
    expect((await messagesOf(future)).filter((m) => m.status === 'scheduled').length).toBeGreaterThan(0);

    const done = await o.rest('POST', '/api/appointments', { customerId, serviceDate: new Date(Date.now() - 3 * DAY).toISOString(), status: 'completed', totalAmount: '90' });
    expect((await markNoShow(o, done.body.id)).data.markNoShow).toEqual({ __typename: 'ValidationError', message: NO_SHOW_NOT_SCHEDULED });
    expect(await o.rest('PATCH', `/api/appointments/${done.body.id}`, { status: 'no_show' })).toMatchObject({ status: 400, body: { error: NO_SHOW_NOT_SCHEDULED } });
    expect((await job(done.body.id)).status).toBe('completed');

    const past = await bookedJob(o, customerId, new Date(Date.now() - 30 * 60_000));
    const marked = (await markNoShow(o, past)).data.markNoShow;
    expect(marked).toMatchObject({ __typename: 'MarkNoShowSuccess', serviceRecord: { status: 'no_show' } });
    expect(marked.serviceRecord.cancelledAt).toEqual(expect.any(String));
  });

  it("another owner cannot mark A's job (not found), nor see it", async () => {
    const { o, customerId } = await ownerWithCustomer();
    const other = await ownerWithCustomer();
    const id = await bookedJob(o, customerId, new Date(Date.now() - HOUR));
    expect((await markNoShow(other.o, id)).data.markNoShow).toMatchObject({ __typename: 'NotFoundError' });
    expect((await other.o.rest('PATCH', `/api/appointments/${id}`, { status: 'no_show' })).status).toBe(404);
    expect((await job(id)).status).toBe('scheduled');
  });

  it('is not revenue: not in the money summary nor the customer’s visits and spend; not on the live schedule nor the calendar feed', async () => {
    const { o, customerId } = await ownerWithCustomer();
    const id = await bookedJob(o, customerId, new Date(Date.now() - 2 * HOUR), '240');
    const summary = async () => {
      const res = await o.rest('GET', `/api/money/summary?from=${new Date(Date.now() - 7 * DAY).toISOString().slice(0, 10)}&to=${new Date(Date.now() + DAY).toISOString().slice(0, 10)}`);
      expect(res.status).toBe(200);
      return res.body as Record<string, string>;
    };
    expect((await markNoShow(o, id)).data.markNoShow.__typename).toBe('MarkNoShowSuccess');
    expect(await summary()).toMatchObject({ doneNotInvoiced: '0.00', billed: '0.00' });
    const customer = await o.gql(`query($id: ID!) { node(id: $id) { ... on Customer { visitCount totalSpent } } }`, { id: toGlobalId('Customer', customerId) });
    expect(customer.data.node).toEqual({ visitCount: 0, totalSpent: '0.00' });
    // The same job completed instead is revenue: the summary sees a completed job (the check can fail).
    const done = await o.rest('POST', '/api/appointments', { customerId, serviceDate: new Date(Date.now() - 3 * HOUR).toISOString(), status: 'completed', totalAmount: '100' });
    expect(done.status).toBe(201);
    expect(await summary()).toMatchObject({ doneNotInvoiced: '100.00' });
    // The live schedule (scheduled jobs) leaves it out; asked for, it is there, marked no_show.
    const from = new Date(Date.now() - DAY).toISOString();
    const to = new Date(Date.now() + DAY).toISOString();
    const live = await o.gql(`query($from: String, $to: String) { viewer { schedule(first: 10, from: $from, to: $to) { edges { node { id } } } } }`, { from, to });
    expect(live.data.viewer.schedule.edges).toEqual([]);
    const all = await o.gql(`query($from: String, $to: String) { viewer { schedule(first: 10, from: $from, to: $to, statuses: [scheduled, no_show]) { edges { node { id status } } } } }`, { from, to });
    expect(all.data.viewer.schedule.edges).toEqual([{ node: { id: toGlobalId('ServiceRecord', id), status: 'no_show' } }]);
    // Not a job of the calendar feed.
    const feed = await o.rest('POST', '/api/calendar-feed');
    const ics = await (await t.caller().send('GET', new URL(feed.body.url).pathname)).text();
    expect(ics).not.toContain('Nora Noshow');
  });

  it('keeps a paid deposit: nothing refunded, no choice asked', async () => {
    const { o, customerId } = await ownerWithCustomer();
    const id = await bookedJob(o, customerId, new Date(Date.now() - HOUR));
    await t.prisma.serviceRecord.update({ where: { id }, data: { depositAmount: '40.00', depositPaidAt: new Date(Date.now() - DAY) } });
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'no_show' })).status).toBe(200);
    expect(await job(id)).toMatchObject({ status: 'no_show', depositRefundedAt: null });
    expect((await job(id)).depositPaidAt).not.toBeNull();
  });

  it('cancelledAt is set when the owner cancels, kept while cancelled, cleared when booked again', async () => {
    const { o, customerId } = await ownerWithCustomer();
    const id = await bookedJob(o, customerId, new Date(Date.now() + 2 * DAY));
    const before = Date.now();
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'cancelled' })).status).toBe(200);
    const cancelled = await job(id);
    expect(cancelled.cancelledAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { notes: 'Called to cancel' })).status).toBe(200);
    expect((await job(id)).cancelledAt).toEqual(cancelled.cancelledAt);
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'scheduled', serviceDate: new Date(Date.now() + 4 * DAY).toISOString() })).status).toBe(200);
    expect((await job(id)).cancelledAt).toBeNull();
  });

  it("cancelledAt is set when the visitor cancels through the booking's manage link", async () => {
    const o = await t.owner();
    const b = await o.rest('POST', '/api/onboarding/business', { businessName: `Glow ${crypto.randomBytes(3).toString('hex')}`, city: 'Chicago', state: 'IL', zipCode: '60601' });
    expect(b.status).toBe(201);
    await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
    expect((await o.rest('PUT', '/api/availability', { bookingMode: 'instant' })).status).toBe(200);
    const service = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
    const date = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const slots = await t.caller().rest('GET', `/api/booking/${b.body.subdomain}/availability?serviceId=${service.id}&from=${date}&to=${date}&zip=60601`);
    const [w] = slots.body.days[0].windows;
    const booked = await t.caller().rest('POST', `/api/booking/${b.body.subdomain}/bookings`, {
      serviceId: service.id, start: w.start, name: 'Vera Visitor', phone: '(312) 555-0177', email: 'vera@example.com',
      vehicleMake: 'Subaru', vehicleModel: 'Outback', address: '12 Elm St, Chicago IL', zip: '60601',
    });
    expect(booked.status).toBe(201);
    const token = new URL(booked.body.manageUrl).pathname.split('/').pop() as string;
    expect((await job(booked.body.id)).cancelledAt).toBeNull();
    const before = Date.now();
    expect((await t.caller().rest('POST', `/api/bookings/manage/${token}/cancel`, {})).status).toBe(200);
    const cancelled = await job(booked.body.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelledAt?.getTime()).toBeGreaterThanOrEqual(before);
  });
});

describe('Ask for a review', () => {
  const ask = (o: Owner, id: string) =>
    o.gql(
      `mutation($id: ID!) { askForReview(jobId: $id) { __typename ... on Error { message } ... on AskForReviewSuccess { serviceRecord { status reviewRequestedAt } } } }`,
      { id: toGlobalId('ServiceRecord', id) },
    );
  const withLink = (o: Owner) => t.prisma.business.update({ where: { ownerId: o.user.id }, data: { reviewLink: REVIEW_LINK } });
  const doneJob = async (o: Owner, customerId: string, daysAgo = 3) => {
    // Logged long after: history, no thank-you planned.
    const res = await o.rest('POST', '/api/appointments', { customerId, serviceDate: new Date(Date.now() - daysAgo * DAY).toISOString(), status: 'completed', totalAmount: '120' });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const live = <R extends { kind: string; status: string }>(rows: R[]) => rows.filter((m) => m.kind === 'thank_you' && m.status !== 'cancelled');

  it('REST: the thank-you with the review link due now, reviewRequestedAt set; asking again plans no second one', async () => {
    const { o, customerId } = await ownerWithCustomer();
    await withLink(o);
    const id = await doneJob(o, customerId);
    expect(await messagesOf(id)).toEqual([]);
    const before = Date.now();
    const res = await o.rest('POST', `/api/appointments/${id}/review-request`);
    expect(res).toMatchObject({ status: 200, body: { id, status: 'completed', customerId } });
    expect(Date.parse(res.body.reviewRequestedAt)).toBeGreaterThanOrEqual(before);
    const thanks = live(await messagesOf(id));
    expect(thanks).toEqual([expect.objectContaining({ channel: 'email', status: 'scheduled' })]);
    expect(thanks[0].body).toContain(REVIEW_LINK);
    expect(thanks[0].dueAt.getTime()).toBeLessThanOrEqual(Date.now());
    const first = (await job(id)).reviewRequestedAt;
    // Again while it is still to go: replaced, so still one; the first time asked is kept.
    expect((await o.rest('POST', `/api/appointments/${id}/review-request`)).status).toBe(200);
    expect(live(await messagesOf(id))).toHaveLength(1);
    expect((await job(id)).reviewRequestedAt).toEqual(first);
    // Once sent, asking again sends nothing more.
    await t.prisma.customerMessage.updateMany({ where: { appointmentId: id, status: 'scheduled' }, data: { status: 'sent', sentAt: new Date() } });
    expect((await o.rest('POST', `/api/appointments/${id}/review-request`)).status).toBe(200);
    expect(live(await messagesOf(id))).toHaveLength(1);
  });

  it('a thank-you planned for later is moved to now: one goes, the later one is cancelled', async () => {
    const { o, customerId } = await ownerWithCustomer();
    await withLink(o);
    const booked = await bookedJob(o, customerId, new Date(Date.now() + 3 * HOUR));
    // Completed now: the thank-you is planned for 2 h after the job's time.
    expect((await o.rest('PATCH', `/api/appointments/${booked}`, { status: 'completed' })).status).toBe(200);
    const planned = live(await messagesOf(booked));
    expect(planned).toHaveLength(1);
    expect(planned[0].dueAt.getTime()).toBeGreaterThan(Date.now() + HOUR);
    expect((await ask(o, booked)).data.askForReview).toMatchObject({ __typename: 'AskForReviewSuccess', serviceRecord: { status: 'completed' } });
    const now = live(await messagesOf(booked));
    expect(now).toHaveLength(1);
    expect(now[0].id).not.toBe(planned[0].id);
    expect(now[0].dueAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: planned[0].id } })).toMatchObject({ status: 'cancelled', error: REVIEW_REPLACED });
  });

  it('without a review link: the message, 409, and no change', async () => {
    const { o, customerId } = await ownerWithCustomer();
    const id = await doneJob(o, customerId);
    expect((await ask(o, id)).data.askForReview).toEqual({ __typename: 'ConflictError', message: REVIEW_LINK_MISSING });
    expect(await o.rest('POST', `/api/appointments/${id}/review-request`)).toMatchObject({ status: 409, body: { error: REVIEW_LINK_MISSING } });
    expect((await job(id)).reviewRequestedAt).toBeNull();
    expect(await messagesOf(id)).toEqual([]);
  });

  it('refuses a job not completed, the thank-you turned off, a customer with no channel (409, no change)', async () => {
    const { o, customerId } = await ownerWithCustomer();
    await withLink(o);
    const booked = await bookedJob(o, customerId, new Date(Date.now() + 2 * DAY));
    expect(await o.rest('POST', `/api/appointments/${booked}/review-request`)).toMatchObject({ status: 409, body: { error: REVIEW_NOT_COMPLETED } });
    const id = await doneJob(o, customerId);
    const { kind: _k, ...thanks } = DEFAULT_MESSAGE_TEMPLATES.thank_you;
    await t.prisma.messageTemplate.create({ data: { ownerId: o.user.id, kind: 'thank_you', ...thanks, enabled: false } });
    expect(await o.rest('POST', `/api/appointments/${id}/review-request`)).toMatchObject({ status: 409, body: { error: REVIEW_THANK_YOU_OFF } });
    expect((await job(id)).reviewRequestedAt).toBeNull();

    const silent = await ownerWithCustomer({ email: null });
    await withLink(silent.o);
    const quiet = await doneJob(silent.o, silent.customerId);
    expect(await silent.o.rest('POST', `/api/appointments/${quiet}/review-request`)).toMatchObject({ status: 409, body: { error: REVIEW_NO_CHANNEL } });
    expect((await job(quiet)).reviewRequestedAt).toBeNull();
    expect(await messagesOf(quiet)).toEqual([]);
  });

  it("another owner cannot ask for a review on A's job (404 / not found), and nothing is planned", async () => {
    const { o, customerId } = await ownerWithCustomer();
    await withLink(o);
    const other = await ownerWithCustomer();
    await withLink(other.o);
    const id = await doneJob(o, customerId);
    expect((await other.o.rest('POST', `/api/appointments/${id}/review-request`)).status).toBe(404);
    expect((await ask(other.o, id)).data.askForReview).toMatchObject({ __typename: 'NotFoundError' });
    expect((await job(id)).reviewRequestedAt).toBeNull();
    expect(await messagesOf(id)).toEqual([]);
    expect((await t.caller().rest('POST', `/api/appointments/${id}/review-request`)).status).toBe(401);
  });
});
