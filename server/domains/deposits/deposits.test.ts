// Deposits (#30): the setting per service (validated), instant booking of a service with a deposit
// (the window held while the visitor pays through Checkout on the connected account, the webhook that
// books it once, the lapsed hold that frees the window and expires its session, a late payment
// refunded), booking without a deposit while the business cannot take cards, and the deposit credited
// on the job's invoice.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN } from '../../../common/availability.js';
import {
  DEPOSIT_ABOVE_PRICE,
  DEPOSIT_AMOUNT_INVALID,
  DEPOSIT_CHOICE_NEEDS_CHANGE,
  DEPOSIT_PERCENT_INVALID,
  FREE_CANCELLATION_INVALID,
  DEPOSIT_WAITING,
  TOO_MANY_DEPOSIT_HOLDS,
  VISITOR_REFUND_FAILED,
} from '../../../common/deposits.js';
import { WAITING_FOR_DEPOSIT } from '../availability/manage.service.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { sendStripeEvent, startStripeStandin } from '../../test/stripe-standin.js';
import { releaseHold } from './deposits.service.js';

const SECRET = 'whsec_deposit_test';
let standin: Awaited<ReturnType<typeof startStripeStandin>>;
let t: TestApp;

beforeAll(async () => {
  standin = await startStripeStandin();
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_dep', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: standin.url, APP_URL: 'http://app.test' });
  standin.settings.webhook = { url: 'http://localhost/webhooks/stripe', secret: SECRET, fetch: async (r) => t.app.fetch(r) };
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** An instant-booking owner with Full Detail at 180.00; cards on unless said. */
async function depositOwner(opts: { cards?: boolean; deposit?: { depositType: string; depositValue?: string | null } } = {}) {
  const o = await t.owner();
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: `Deposit ${crypto.randomBytes(3).toString('hex')}`, city: 'Chicago', state: 'IL', zipCode: '60601' });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
  expect((await o.rest('PUT', '/api/availability', { bookingMode: 'instant' })).status).toBe(200);
  const account = `acct_${crypto.randomBytes(6).toString('hex')}`;
  if (opts.cards !== false) await t.prisma.business.update({ where: { ownerId: o.user.id }, data: { stripeAccountId: account, chargesEnabled: true } });
  const service = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
  const deposit = opts.deposit ?? { depositType: 'percent', depositValue: '20' };
  const set = await o.rest('PUT', '/api/business/services', { services: [{ id: service.id, name: 'Full Detail', price: '180', ...deposit }] });
  expect(set.status).toBe(200);
  return Object.assign(o, { subdomain: b.body.subdomain as string, serviceId: service.id, account });
}

const windows = async (o: { subdomain: string; serviceId: string }, day = inDays(3)) => {
  const res = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${day}&to=${day}&zip=60601`);
  expect(res.status).toBe(200);
  return (res.body.days[0]?.windows ?? []).map((w: { start: string }) => w.start) as string[];
};

const book = (o: { subdomain: string; serviceId: string }, start: string, patch: Record<string, unknown> = {}) =>
  t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, {
    serviceId: o.serviceId,
    start,
    name: 'Dana Deposit',
    phone: '(312) 555-0177',
    email: 'dana@example.com',
    vehicleMake: 'Mazda',
    vehicleModel: 'CX-5',
    address: '5 Lake St, Chicago IL',
    zip: '60601',
    ...patch,
  });

const sessionOf = (url: string) => {
  const s = standin.connected.get(url.split('/').pop() ?? '');
  if (!s) throw new Error(`no session behind ${url}`);
  return s;
};

describe('the deposit setting (Settings → Pricing)', () => {
  it('takes none, a fixed amount up to the price, or a whole percentage 1–100, and refuses the rest with the rule', async () => {
    const o = await depositOwner({ deposit: { depositType: 'none' } });
    const put = (deposit: Record<string, unknown>, price = '180') =>
      o.rest('PUT', '/api/business/services', { services: [{ id: o.serviceId, name: 'Full Detail', price, ...deposit }] });
    expect(await put({ depositType: 'percent', depositValue: '0' })).toMatchObject({ status: 400, body: { error: DEPOSIT_PERCENT_INVALID } });
    expect(await put({ depositType: 'percent', depositValue: '101' })).toMatchObject({ status: 400, body: { error: DEPOSIT_PERCENT_INVALID } });
    expect(await put({ depositType: 'percent', depositValue: '12.5' })).toMatchObject({ status: 400, body: { error: DEPOSIT_PERCENT_INVALID } });
    expect(await put({ depositType: 'fixed', depositValue: '180.01' })).toMatchObject({ status: 400, body: { error: DEPOSIT_ABOVE_PRICE } });
    expect(await put({ depositType: 'fixed', depositValue: '0' })).toMatchObject({ status: 400, body: { error: DEPOSIT_AMOUNT_INVALID } });
    expect(await put({ depositType: 'fixed', depositValue: 'ten' })).toMatchObject({ status: 400, body: { error: DEPOSIT_AMOUNT_INVALID } });
    expect((await put({ depositType: 'fixed', depositValue: '40' })).status).toBe(200);
    const read = async () => (await o.gql('{ viewer { business { services { depositType depositValue } } } }')).data.viewer.business.services[0];
    expect(await read()).toEqual({ depositType: 'fixed', depositValue: '40.00' });
    // Absent keeps it, but a new price below it is refused.
    expect(await put({}, '30')).toMatchObject({ status: 400, body: { error: DEPOSIT_ABOVE_PRICE } });
    expect((await put({}, '150')).status).toBe(200);
    expect(await read()).toEqual({ depositType: 'fixed', depositValue: '40.00' });
    expect((await put({ depositType: 'percent', depositValue: '100' })).status).toBe(200);
    expect(await read()).toEqual({ depositType: 'percent', depositValue: '100' });
    expect((await put({ depositType: 'none', depositValue: '25' })).status).toBe(200);
    expect(await read()).toEqual({ depositType: 'none', depositValue: null });
    // Through GraphQL as the settings page sends it.
    const gql = await o.gql(
      `mutation($s: [ServiceInput!]!) { updateServices(services: $s) { __typename ... on Error { message } } }`,
      { s: [{ id: Buffer.from(`Service:${o.serviceId}`).toString('base64'), name: 'Full Detail', price: '150', depositType: 'percent', depositValue: '200' }] },
    );
    expect(gql.data.updateServices).toEqual({ __typename: 'ValidationError', message: DEPOSIT_PERCENT_INVALID });
  });
});

describe('instant booking of a service with a deposit', () => {
  it('holds the window, sends the visitor to Checkout on the connected account, and books it once the webhook says paid', async () => {
    const o = await depositOwner();
    const [start] = await windows(o);
    const res = await book(o, start);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'held', deposit: '36.00' });
    const session = sessionOf(res.body.checkoutUrl);
    expect(session).toMatchObject({ account: o.account, amount_total: 3600, mode: 'payment', customer_email: 'dana@example.com' });
    expect(session.success_url).toBe(`${res.body.manageUrl}?deposit=paid`);
    // Not booked yet: no job, and the window is taken for everyone else.
    expect(await t.prisma.serviceRecord.count({ where: { ownerId: o.user.id } })).toBe(0);
    expect(await windows(o)).not.toContain(start);
    expect(await book(o, start, { phone: '(312) 555-0100', email: 'other@example.com', name: 'Other Visitor' })).toMatchObject({ status: 409, body: { error: SLOT_TAKEN } });
    // The owner's own New job over it is warned too.
    const customer = await o.rest('POST', '/api/customers', { firstName: 'Walk', lastName: 'In', phone: '(312) 555-0190' });
    const clash = await o.rest('POST', '/api/appointments', { customerId: customer.body.id, serviceDate: start, status: 'scheduled', durationMinutes: 60 });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toContain('a visitor paying a deposit');

    const paid = await standin.pay(session.id);
    expect(paid?.status).toBe(200);
    const jobs = await t.prisma.serviceRecord.findMany({ where: { ownerId: o.user.id } });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'scheduled', serviceName: 'Full Detail', depositCheckoutSessionId: session.id });
    expect(jobs[0].depositAmount?.toFixed(2)).toBe('36.00');
    expect(jobs[0].serviceDate.toISOString()).toBe(new Date(start).toISOString());
    expect(await t.prisma.bookingHold.count({ where: { ownerId: o.user.id } })).toBe(0);
    // The usual confirmation with the manage link, and the deposit receipt with the policy.
    const messages = await t.prisma.customerMessage.findMany({ where: { appointmentId: jobs[0].id, kind: 'confirmation' } });
    expect(messages.length).toBeGreaterThan(0);
    expect(JSON.stringify(messages)).toContain(res.body.manageUrl);
    // The emailed confirmation states the cancellation policy too.
    const emailed = messages.find((m) => m.channel === 'email');
    expect(emailed?.body).toContain('Cancellation policy: Free cancellation up to 24 hours before your appointment. If you cancel later, the deposit is kept.');
    const receipt = await t.prisma.emailOutbox.findFirst({ where: { kind: 'deposit-receipt', to: 'dana@example.com' }, orderBy: { createdAt: 'desc' } });
    expect(receipt?.text).toContain('$36.00 deposit');
    expect(receipt?.text).toContain('Free cancellation up to 24 hours before your appointment');
    // The manage link works.
    const token = res.body.manageUrl.split('/').pop();
    expect((await t.caller().rest('GET', `/api/bookings/manage/${token}`)).status).toBe(200);

    // The same event again, and another event of the same session: booked once.
    const object = { ...session, url: null };
    const replay = await sendStripeEvent(standin.settings.webhook as never, { type: 'checkout.session.completed', account: o.account, object, id: 'evt_dep_replay' });
    expect(replay.status).toBe(200);
    const again = await sendStripeEvent(standin.settings.webhook as never, { type: 'checkout.session.completed', account: o.account, object, id: 'evt_dep_replay' });
    expect(JSON.parse(again.body)).toMatchObject({ duplicate: true });
    expect(await t.prisma.serviceRecord.count({ where: { ownerId: o.user.id } })).toBe(1);
    expect(standin.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(0);
  });

  it('frees the window when the hold lapses unpaid; the release job expires the Checkout Session and drops the hold', async () => {
    const o = await depositOwner({ deposit: { depositType: 'fixed', depositValue: '25' } });
    const [start] = await windows(o);
    const res = await book(o, start);
    expect(res.body).toMatchObject({ status: 'held', deposit: '25.00' });
    const hold = await t.prisma.bookingHold.findFirstOrThrow({ where: { ownerId: o.user.id } });
    expect(hold.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(hold.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    // Not before it lapses.
    expect(await releaseHold(t.app.services, hold.id)).toBe(false);
    expect(await windows(o)).not.toContain(start);
    // 15 minutes later: the window is free again at once (the availability reads the expiry) …
    await t.prisma.bookingHold.update({ where: { id: hold.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await windows(o)).toContain(start);
    // … and the release job ends the session and the hold.
    expect(await releaseHold(t.app.services, hold.id)).toBe(true);
    expect(sessionOf(res.body.checkoutUrl).status).toBe('expired');
    expect(await t.prisma.bookingHold.count({ where: { id: hold.id } })).toBe(0);
    await expect(standin.pay(sessionOf(res.body.checkoutUrl).id)).rejects.toThrow(/expired/);
    // Another visitor books it.
    expect((await book(o, start, { phone: '(312) 555-0101' })).status).toBe(201);
  });

  it('books a lapsed hold paid late while the window is still free, and refunds one whose window another took', async () => {
    const o = await depositOwner({ deposit: { depositType: 'fixed', depositValue: '30' } });
    const [first] = await windows(o);
    const [second] = await windows(o, inDays(4));
    // Paid late, window free: booked.
    const late = await book(o, first);
    await t.prisma.bookingHold.updateMany({ where: { ownerId: o.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await standin.pay(sessionOf(late.body.checkoutUrl).id);
    expect(await t.prisma.serviceRecord.count({ where: { ownerId: o.user.id, serviceDate: new Date(first) } })).toBe(1);

    // Paid late after another visitor took the window: no job, the money goes back.
    const lapsed = await book(o, second);
    await t.prisma.bookingHold.updateMany({ where: { ownerId: o.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await book(o, second, { phone: '(312) 555-0102', name: 'Quick Visitor' })).status).toBe(201);
    // (The second visitor's own hold is paid at once.)
    const quick = await t.prisma.bookingHold.findFirstOrThrow({ where: { ownerId: o.user.id, expiresAt: { gt: new Date() } } });
    await standin.pay(quick.checkoutSessionId as string);
    const session = sessionOf(lapsed.body.checkoutUrl);
    await standin.pay(session.id);
    const jobs = await t.prisma.serviceRecord.findMany({ where: { ownerId: o.user.id, serviceDate: new Date(second) } });
    expect(jobs).toHaveLength(1);
    expect(jobs[0].depositCheckoutSessionId).toBe(quick.checkoutSessionId);
    expect(standin.refunds.filter((r) => r.payment_intent === session.payment_intent)).toMatchObject([{ amount: 3000, account: o.account }]);
  });

  it('books at once without a deposit while the business cannot take cards', async () => {
    const o = await depositOwner({ cards: false });
    const [start] = await windows(o);
    const res = await book(o, start);
    expect(res).toMatchObject({ status: 201, body: { status: 'scheduled' } });
    expect(res.body.checkoutUrl).toBeUndefined();
    const job = await t.prisma.serviceRecord.findFirstOrThrow({ where: { ownerId: o.user.id } });
    expect(job.depositAmount).toBeNull();
    const page = await t.caller().gql(`query($s: String!) { publicBusiness(subdomain: $s) { takesDeposits depositsPaused cancellationPolicy services { deposit } } }`, { s: o.subdomain });
    expect(page.data.publicBusiness).toMatchObject({ takesDeposits: false, depositsPaused: true, services: [{ deposit: null }] });
  });
});

describe('holds cannot empty a calendar; a held booking says what it waits for', () => {
  it('one unpaid hold per visitor: booking again (same phone, or same email) while one waits is refused, never released for the new one', async () => {
    const o = await depositOwner();
    // Far enough apart that no two clash: 9:00, the day's last, and midday.
    const all = await windows(o, inDays(4));
    const [first, second, third] = [all[0], all[all.length - 1], all[Math.floor(all.length / 2)]];
    const a = await book(o, first);
    expect(a.body.status).toBe('held');
    expect(await book(o, second)).toMatchObject({ status: 409, body: { error: DEPOSIT_WAITING } });
    // The same email from another phone is the same visitor; so is the same phone with another email.
    expect(await book(o, third, { phone: '(312) 555-0144' })).toMatchObject({ status: 409, body: { error: DEPOSIT_WAITING } });
    expect(await book(o, third, { email: 'other.dana@example.com' })).toMatchObject({ status: 409, body: { error: DEPOSIT_WAITING } });
    // The first visitor's payment is untouched (typing someone's phone cancels nothing of theirs).
    expect(await t.prisma.bookingHold.count({ where: { ownerId: o.user.id } })).toBe(1);
    expect(sessionOf(a.body.checkoutUrl).status).toBe('open');
    // Another visitor books theirs.
    expect((await book(o, second, { phone: '(312) 555-0101', email: 'sam@example.com', name: 'Sam' })).body.status).toBe('held');
    // Paid, the first visitor may book again.
    await standin.pay(sessionOf(a.body.checkoutUrl).id);
    expect((await book(o, third)).body.status).toBe('held');
  });

  it('Back from Checkout leads to the booking’s link, where the visitor pays after all or lets it go and books again', async () => {
    const o = await depositOwner();
    const all = await windows(o, inDays(4));
    const a = await book(o, all[0]);
    const session = sessionOf(a.body.checkoutUrl);
    expect(session.cancel_url).toBe(a.body.manageUrl);
    const token = a.body.manageUrl.split('/').pop() as string;
    const page = await (await t.caller().send('GET', `/b/${token}`)).text();
    expect(page).toContain('Pay the deposit');
    expect(page).toContain('Cancel and choose another time');
    // Let go: the session can no longer be paid, the window is free, and the visitor books another.
    const form = new URLSearchParams({ confirm: 'yes' }).toString();
    const res = await t.caller().send('POST', `/b/${token}/cancel`, form, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/booking/${o.subdomain}?released=1#book`);
    expect(session.status).toBe('expired');
    expect(await t.prisma.bookingHold.count({ where: { ownerId: o.user.id } })).toBe(0);
    expect(await windows(o, inDays(4))).toContain(all[0]);
    expect((await book(o, all[all.length - 1])).body.status).toBe('held');
    // A hold paid meanwhile stays: letting it go is refused in words (REST).
    const b = await book(o, all[Math.floor(all.length / 2)], { phone: '(312) 555-0102', email: 'pia@example.com', name: 'Pia' });
    await standin.pay(sessionOf(b.body.checkoutUrl).id);
    const paidToken = b.body.manageUrl.split('/').pop();
    expect((await t.caller().rest('GET', `/api/bookings/manage/${paidToken}`)).body.status).toBe('scheduled');
  });

  it('a few holds per client IP at a time, then 429 with Retry-After (DEPOSIT_HOLDS_PER_IP)', async () => {
    const small = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_dep', STRIPE_API_URL: standin.url, APP_URL: 'http://app.test', DEPOSIT_HOLDS_PER_IP: '2' });
    try {
      const o = await small.owner();
      const biz = await o.rest('POST', '/api/onboarding/business', { businessName: `Held ${crypto.randomBytes(3).toString('hex')}`, city: 'Chicago', state: 'IL', zipCode: '60601' });
      await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
      await o.rest('PUT', '/api/availability', { bookingMode: 'instant' });
      await small.prisma.business.update({ where: { ownerId: o.user.id }, data: { stripeAccountId: `acct_${crypto.randomBytes(6).toString('hex')}`, chargesEnabled: true } });
      const service = await small.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
      await o.rest('PUT', '/api/business/services', { services: [{ id: service.id, name: 'Full Detail', price: '180', depositType: 'fixed', depositValue: '25' }] });
      const day = inDays(5);
      const free = (await small.caller().rest('GET', `/api/booking/${biz.body.subdomain}/availability?serviceId=${service.id}&from=${day}&to=${day}&zip=60601`)).body.days[0].windows;
      const visit = (k: number) =>
        small.caller().rest('POST', `/api/booking/${biz.body.subdomain}/bookings`, {
          serviceId: service.id, start: free[k * 5].start, name: `Visitor ${k}`, phone: `(312) 555-01${k}0`, email: `v${k}@example.com`,
          vehicleMake: 'Mazda', vehicleModel: 'CX-5', address: '5 Lake St', zip: '60601',
        });
      expect((await visit(0)).status).toBe(201);
      expect((await visit(1)).status).toBe(201);
      const third = await visit(2);
      expect(third).toMatchObject({ status: 429, body: { error: TOO_MANY_DEPOSIT_HOLDS } });
      expect(third.headers.get('retry-after')).toBe(String(15 * 60));
      expect(await small.prisma.bookingHold.count({ where: { ownerId: o.user.id } })).toBe(2);
    } finally {
      await small.close();
    }
  });

  it("the owner's schedule shows holds as holds; the visitor's link says it waits for the deposit, with where to pay", async () => {
    const o = await depositOwner();
    const [start] = await windows(o, inDays(3));
    const res = await book(o, start);
    // Both times carry the business's offset.
    expect(res.body.start).toMatch(/-0[56]:00$/);
    expect(res.body.end).toMatch(/-0[56]:00$/);
    const plan = await o.gql(`{ viewer { scheduleDays(from: "${inDays(3)}", to: "${inDays(3)}") { holds { name serviceName deposit start expiresAt } } } }`);
    expect(plan.data.viewer.scheduleDays[0].holds).toEqual([
      { name: 'Dana Deposit', serviceName: 'Full Detail', deposit: '36.00', start: new Date(start).toISOString(), expiresAt: expect.any(String) },
    ]);
    const token = res.body.manageUrl.split('/').pop();
    const link = await t.caller().rest('GET', `/api/bookings/manage/${token}`);
    expect(link).toMatchObject({ status: 200, body: { status: 'held', depositDue: '36.00', payUrl: res.body.checkoutUrl, start } });
    const page = await t.caller().send('GET', `/b/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Waiting for your deposit');
    expect(html).toContain(`href="${res.body.checkoutUrl}"`);
    // Not moved before it is paid (it can be let go: see Back from Checkout).
    expect(await t.caller().rest('POST', `/api/bookings/manage/${token}/reschedule`, { start })).toMatchObject({ status: 409, body: { error: WAITING_FOR_DEPOSIT } });
    // Paid, the link shows the confirmed booking.
    await standin.pay(sessionOf(res.body.checkoutUrl).id);
    expect((await t.caller().rest('GET', `/api/bookings/manage/${token}`)).body.status).toBe('scheduled');
    const after = await o.gql(`{ viewer { scheduleDays(from: "${inDays(3)}", to: "${inDays(3)}") { holds { name } } } }`);
    expect(after.data.viewer.scheduleDays[0].holds).toEqual([]);
  });
});

describe("the deposit on the job's invoice", () => {
  it('is credited as depositApplied when the job is invoiced', async () => {
    const o = await depositOwner();
    const [start] = await windows(o);
    const res = await book(o, start);
    await standin.pay(sessionOf(res.body.checkoutUrl).id);
    const job = await t.prisma.serviceRecord.findFirstOrThrow({ where: { ownerId: o.user.id } });
    await t.prisma.serviceRecord.update({ where: { id: job.id }, data: { status: 'completed', busyFrom: null, busyUntil: null } });
    const inv = await o.rest('POST', `/api/appointments/${job.id}/invoice`);
    expect(inv.status).toBe(201);
    expect(inv.body).toMatchObject({ subtotal: '180.00', depositApplied: '36.00', total: '180.00', balance: '144.00' });
  });
});

describe('the cancellation policy when the customer cancels', () => {
  it('refunds the deposit through Stripe up to the cut-off, and keeps it after', async () => {
    const o = await depositOwner();
    const [start] = await windows(o);
    const res = await book(o, start);
    const session = sessionOf(res.body.checkoutUrl);
    await standin.pay(session.id);
    const token = res.body.manageUrl.split('/').pop();
    // 3 days ahead, 24 h cut-off: refunded once.
    expect((await t.caller().rest('POST', `/api/bookings/manage/${token}/cancel`)).status).toBe(200);
    expect(standin.refunds.filter((r) => r.payment_intent === session.payment_intent)).toMatchObject([{ amount: 3600, account: o.account }]);
    const job = await t.prisma.serviceRecord.findFirstOrThrow({ where: { ownerId: o.user.id } });
    expect(job.depositRefundedAt).not.toBeNull();

    // A 96-hour policy: the same cancellation is now late and the deposit is kept.
    const late = await depositOwner();
    // The owner sets the cut-off in Settings → Availability (24 h by default); out of range is refused with the rule.
    expect((await late.rest('GET', '/api/availability')).body.freeCancellationHours).toBe(24);
    for (const bad of [-1, 721]) {
      const refused = await late.rest('PUT', '/api/availability', { freeCancellationHours: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain(FREE_CANCELLATION_INVALID);
    }
    const saved = await late.rest('PUT', '/api/availability', { freeCancellationHours: 96 });
    expect(saved.status).toBe(200);
    expect(saved.body.freeCancellationHours).toBe(96);
    const [when] = await windows(late);
    const held = await book(late, when);
    const lateSession = sessionOf(held.body.checkoutUrl);
    await standin.pay(lateSession.id);
    expect((await t.caller().rest('POST', `/api/bookings/manage/${held.body.manageUrl.split('/').pop()}/cancel`)).status).toBe(200);
    expect(standin.refunds.filter((r) => r.payment_intent === lateSession.payment_intent)).toHaveLength(0);
    const kept = await t.prisma.serviceRecord.findFirstOrThrow({ where: { ownerId: late.user.id } });
    expect(kept).toMatchObject({ status: 'cancelled', depositRefundedAt: null });
  });

  it('keeps the booking when Stripe cannot refund: the visitor reads why (409) and a retry cancels and refunds once', async () => {
    const o = await depositOwner();
    const [start] = await windows(o);
    const res = await book(o, start);
    const session = sessionOf(res.body.checkoutUrl);
    await standin.pay(session.id);
    const token = res.body.manageUrl.split('/').pop();
    const cancel = () => t.caller().rest('POST', `/api/bookings/manage/${token}/cancel`);
    standin.settings.failing = { method: 'POST', path: /^\/v1\/refunds$/, status: 500, error: { type: 'api_error', message: 'Stripe is down' } };
    try {
      expect(await cancel()).toMatchObject({ status: 409, body: { error: VISITOR_REFUND_FAILED } });
      expect(await t.prisma.serviceRecord.findFirstOrThrow({ where: { ownerId: o.user.id } })).toMatchObject({ status: 'scheduled', depositRefundedAt: null });
      // Nothing was sent about a cancellation that did not happen.
      expect(await t.prisma.emailOutbox.count({ where: { to: o.user.email, kind: 'booking-cancelled-owner' } })).toBe(0);
    } finally {
      standin.settings.failing = null;
    }
    expect((await cancel()).status).toBe(200);
    expect(standin.refunds.filter((r) => r.payment_intent === session.payment_intent)).toMatchObject([{ amount: 3600, account: o.account }]);
    expect(await t.prisma.serviceRecord.findFirstOrThrow({ where: { ownerId: o.user.id } })).toMatchObject({ status: 'cancelled' });
  });
});

describe("the owner's cancellation or weather reschedule of a job with a paid deposit", () => {
  const update = (o: { gql: (q: string, v?: Record<string, unknown>) => Promise<{ data: Record<string, unknown> }> }, id: string, input: Record<string, unknown>) =>
    o.gql(
      `mutation($id: ID!, $input: UpdateAppointmentInput!) { updateAppointment(id: $id, input: $input) {
        __typename ... on Error { message } ... on UpdateAppointmentSuccess { appointment { status depositHeld } } } }`,
      { id: Buffer.from(`ServiceRecord:${id}`).toString('base64'), input },
    ) as Promise<{ data: { updateAppointment: { __typename: string; message?: string; appointment?: { status: string; depositHeld: string | null } } } }>;

  async function paidJob() {
    const o = await depositOwner();
    const [start] = await windows(o);
    const session = sessionOf((await book(o, start)).body.checkoutUrl);
    await standin.pay(session.id);
    const job = await t.prisma.serviceRecord.findFirstOrThrow({ where: { ownerId: o.user.id } });
    return { o, job, session };
  }
  const later = (job: { serviceDate: Date }, days: number) => new Date(job.serviceDate.getTime() + days * 86_400_000).toISOString();

  it('refunds it once through Stripe on the connected account when the owner cancels and chooses refund', async () => {
    const { o, job, session } = await paidJob();
    expect((await update(o, job.id, { status: 'cancelled', deposit: 'refund' })).data.updateAppointment).toEqual({
      __typename: 'UpdateAppointmentSuccess',
      appointment: { status: 'cancelled', depositHeld: null },
    });
    expect(standin.refunds.filter((r) => r.payment_intent === session.payment_intent)).toMatchObject([{ amount: 3600, account: o.account }]);
    // Moved back and cancelled again with refund: nothing more goes back.
    expect((await update(o, job.id, { status: 'scheduled', serviceDate: later(job, 1), bookAnyway: true })).data.updateAppointment.__typename).toBe('UpdateAppointmentSuccess');
    expect((await update(o, job.id, { status: 'cancelled', deposit: 'refund' })).data.updateAppointment.__typename).toBe('UpdateAppointmentSuccess');
    expect(standin.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
  });

  it('carries it to the new date on a weather reschedule: credited on the invoice of the later job; refund on a reschedule gives it back', async () => {
    const { o, job, session } = await paidJob();
    const moved = await update(o, job.id, { serviceDate: later(job, 2), deposit: 'carry', bookAnyway: true });
    expect(moved.data.updateAppointment).toMatchObject({ __typename: 'UpdateAppointmentSuccess', appointment: { status: 'scheduled', depositHeld: '36.00' } });
    expect(standin.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(0);
    expect((await update(o, job.id, { status: 'completed' })).data.updateAppointment.__typename).toBe('UpdateAppointmentSuccess');
    const invoice = await o.rest('POST', `/api/appointments/${job.id}/invoice`);
    expect(invoice).toMatchObject({ status: 201, body: { depositApplied: '36.00', balance: '144.00' } });

    const other = await paidJob();
    const refunded = await update(other.o, other.job.id, { serviceDate: later(other.job, 2), deposit: 'refund', bookAnyway: true });
    expect(refunded.data.updateAppointment).toMatchObject({ appointment: { status: 'scheduled', depositHeld: null } });
    expect(standin.refunds.filter((r) => r.payment_intent === other.session.payment_intent)).toHaveLength(1);
    expect((await update(other.o, other.job.id, { status: 'completed' })).data.updateAppointment.__typename).toBe('UpdateAppointmentSuccess');
    expect(await other.o.rest('POST', `/api/appointments/${other.job.id}/invoice`)).toMatchObject({ status: 201, body: { depositApplied: '0.00' } });
  });

  it('refuses a deposit choice without a cancellation or a new date, and leaves another owner out', async () => {
    const { o, job } = await paidJob();
    expect((await update(o, job.id, { notes: 'Bring towels', deposit: 'refund' })).data.updateAppointment).toEqual({
      __typename: 'ValidationError',
      message: DEPOSIT_CHOICE_NEEDS_CHANGE,
    });
    const stranger = await depositOwner();
    expect((await update(stranger, job.id, { status: 'cancelled', deposit: 'refund' })).data.updateAppointment.__typename).toBe('NotFoundError');
    expect(await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: 'scheduled', depositRefundedAt: null });
  });

  it("refuses a choice with a done job's new date (a date of history moves no deposit), instead of taking it and doing nothing", async () => {
    const { o, job, session } = await paidJob();
    expect((await update(o, job.id, { status: 'completed' })).data.updateAppointment.__typename).toBe('UpdateAppointmentSuccess');
    expect((await update(o, job.id, { serviceDate: later(job, 2), deposit: 'refund' })).data.updateAppointment).toEqual({
      __typename: 'ValidationError',
      message: DEPOSIT_CHOICE_NEEDS_CHANGE,
    });
    expect(standin.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(0);
    // Scheduled again at a new date, the choice counts: the deposit goes back once.
    const reopened = await update(o, job.id, { status: 'scheduled', serviceDate: later(job, 3), deposit: 'refund', bookAnyway: true });
    expect(reopened.data.updateAppointment).toMatchObject({ appointment: { status: 'scheduled', depositHeld: null } });
    expect(standin.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
  });
});
