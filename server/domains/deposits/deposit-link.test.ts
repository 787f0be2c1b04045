// The deposit asked by pay link when accepting a request (#30): the accept writes the job, the hold, its
// release job and the email in one transaction without calling Stripe; the link /pay/{token} (no script,
// the business's brand) opens Checkout on the connected account when tapped (one open session per hold);
// paid, the job holds the deposit; unpaid by the deadline, the release job drops the hold and expires the
// session, the job shows it unpaid and the owner sends the link again. Stripe failing on the tap or on
// the owner's refund leaves everything as it was, with a clear message. The owner's refund or carry
// through REST, and another owner kept out (GraphQL and REST).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEPOSIT_CHOICE_NEEDS_CHANGE,
  DEPOSIT_LINK_HOURS,
  DEPOSIT_NEEDS_EMAIL,
  DEPOSIT_NO_CARDS,
  DEPOSIT_NOT_ASKABLE,
  DEPOSIT_REFUND_FAILED,
  DEPOSIT_SERVICE_HAS_NONE,
  HOLD_MINUTES,
} from '../../../common/deposits.js';
import { escapeHtml } from '../../html.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { sendStripeEvent, startStripeStandin } from '../../test/stripe-standin.js';
import { depositDeadline } from './deposits.rules.js';
import { releaseHold } from './deposits.service.js';

const SECRET = 'whsec_deposit_link_test';
let standin: Awaited<ReturnType<typeof startStripeStandin>>;
let t: TestApp;

beforeAll(async () => {
  standin = await startStripeStandin();
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_deplink', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: standin.url, APP_URL: 'http://app.test' });
  standin.settings.webhook = { url: 'http://localhost/webhooks/stripe', secret: SECRET, fetch: async (r) => t.app.fetch(r) };
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
type Owner = Awaited<ReturnType<TestApp['owner']>> & { subdomain: string; account: string };

/** An owner taking requests, Full Detail at 180.00 with a 20 % deposit; cards on unless said. */
async function depositOwner(opts: { cards?: boolean } = {}): Promise<Owner> {
  const o = await t.owner();
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: `Link ${crypto.randomBytes(3).toString('hex')}`, city: 'Chicago', state: 'IL', zipCode: '60601', phone: '312-555-0142' });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
  const service = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
  expect((await o.rest('PUT', '/api/business/services', { services: [{ id: service.id, name: 'Full Detail', price: '180', depositType: 'percent', depositValue: '20' }] })).status).toBe(200);
  const account = `acct_${crypto.randomBytes(6).toString('hex')}`;
  if (opts.cards !== false) await t.prisma.business.update({ where: { ownerId: o.user.id }, data: { stripeAccountId: account, chargesEnabled: true } });
  return Object.assign(o, { subdomain: b.body.subdomain as string, account });
}

async function requested(o: Owner, email: string | null = 'rae@example.com') {
  const res = await t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, {
    name: 'Rae Request',
    phone: `(312) 555-${String(crypto.randomInt(1000, 9999))}`,
    ...(email ? { email } : {}),
    serviceName: 'Full Detail',
    vehicleMake: 'Honda',
    vehicleModel: 'Civic',
    preferredDate: inDays(3),
    preferredTime: 'morning',
    address: '5 Lake St, Chicago IL 60601',
  });
  expect(res.status).toBe(201);
  return (await t.prisma.bookingRequest.findFirstOrThrow({ where: { ownerId: o.user.id }, orderBy: { createdAt: 'desc' } })).id;
}

const JOB = 'appointment { id depositStatus depositAmount depositDueAt depositPayUrl depositHeld }';
type Job = { id: string; depositStatus: string; depositAmount: string | null; depositDueAt: string | null; depositPayUrl: string | null; depositHeld: string | null };
const accept = (o: Owner, id: string, input: Record<string, unknown>) =>
  o.gql<{ acceptBookingRequest: { __typename: string; message?: string; appointment?: Job } }>(
    `mutation($id: ID!, $input: AcceptBookingRequestInput!) { acceptBookingRequest(id: $id, input: $input) {
      __typename ... on Error { message } ... on AcceptBookingRequestSuccess { ${JOB} } } }`,
    { id: gid('BookingRequest', id), input },
  );

/** A request accepted with "ask for a deposit": the job (database id) and its link's token. */
async function asked(o: Owner, day = 3) {
  const res = await accept(o, await requested(o), { serviceDate: `${inDays(day)}T15:00:00.000Z`, askDeposit: true });
  expect(res.data.acceptBookingRequest.__typename).toBe('AcceptBookingRequestSuccess');
  const job = res.data.acceptBookingRequest.appointment as Job;
  const token = (job.depositPayUrl ?? '').split('/pay/')[1];
  return { job, token, id: Buffer.from(job.id, 'base64').toString().split(':')[1] };
}

const page = async (token: string, query = '') => {
  const res = await t.caller().send('GET', `/pay/${token}${query}`);
  return { status: res.status, html: await res.text() };
};
const tapPay = (token: string) =>
  t.caller().send('POST', `/pay/${token}/checkout`, new URLSearchParams({ kind: 'deposit' }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
/** The Checkout Session a tap was sent to (its 303's location). */
const sessionOf = (tap: Response) => (tap.headers.get('location') ?? '').split('/').pop() ?? '';
const expiries = (sessionId: string) => standin.requests.filter((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`).length;
const checkoutSessions = () => standin.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').length;

describe('the deadline of a deposit asked by link', () => {
  it('is DEPOSIT_LINK_HOURS after asking, never after the job starts, and at least HOLD_MINUTES away', () => {
    const now = new Date('2030-05-01T12:00:00Z');
    expect(depositDeadline(now, new Date('2030-05-05T12:00:00Z'), DEPOSIT_LINK_HOURS, HOLD_MINUTES).toISOString()).toBe('2030-05-02T12:00:00.000Z');
    expect(depositDeadline(now, new Date('2030-05-01T18:00:00Z'), DEPOSIT_LINK_HOURS, HOLD_MINUTES).toISOString()).toBe('2030-05-01T18:00:00.000Z');
    expect(depositDeadline(now, new Date('2030-05-01T12:05:00Z'), DEPOSIT_LINK_HOURS, HOLD_MINUTES).toISOString()).toBe('2030-05-01T12:15:00.000Z');
  });
});

describe('accepting a request with "ask for a deposit"', () => {
  it('saves the job, its hold and the emailed link in one go without calling Stripe; the link opens Checkout when tapped; paid, the deposit is on the job', async () => {
    const o = await depositOwner();
    const before = checkoutSessions();
    const { job, token, id } = await asked(o);
    expect(checkoutSessions()).toBe(before);
    expect(job).toMatchObject({ depositStatus: 'asked', depositAmount: '36.00', depositHeld: null, depositPayUrl: `http://app.test/pay/${token}` });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const due = Date.parse(job.depositDueAt ?? '');
    expect(due - Date.now()).toBeGreaterThan(DEPOSIT_LINK_HOURS * 3_600_000 - 60_000);
    const hold = await t.prisma.bookingHold.findFirstOrThrow({ where: { appointmentId: id } });
    expect(hold.expiresAt.toISOString()).toBe(job.depositDueAt);
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { kind: 'deposit-request', to: 'rae@example.com' }, orderBy: { createdAt: 'desc' } });
    expect(mail.text).toContain(`http://app.test/pay/${token}`);
    expect(mail.text).toContain('Please pay the $36.00 deposit by');
    expect(mail.text).toContain('Free cancellation up to 24 hours before your appointment');

    // The link: server-rendered, no script, the business and the deposit, nothing about the customer.
    const open = await page(token);
    expect(open.status).toBe(200);
    expect(open.html).not.toMatch(/<script/i);
    expect(open.html).toContain('Deposit for your booking');
    expect(open.html).toContain('$36.00');
    expect(open.html).toContain('name="kind" value="deposit"');
    for (const secret of ['Rae', 'rae@example.com', '5 Lake St', 'Civic']) expect(open.html).not.toContain(secret);

    // Tapped: 303 to Checkout on the connected account; tapped again: the same open session.
    const tap = await tapPay(token);
    expect(tap.status).toBe(303);
    const url = tap.headers.get('location') ?? '';
    const session = standin.connected.get(url.split('/').pop() ?? '');
    expect(session).toMatchObject({ account: o.account, amount_total: 3600, status: 'open', customer_email: 'rae@example.com', cancel_url: `http://app.test/pay/${token}` });
    expect(session?.metadata).toMatchObject({ holdId: hold.id, appointmentId: id, kind: 'deposit' });
    expect((await tapPay(token)).headers.get('location')).toBe(url);

    await standin.pay(session?.id ?? '');
    const paid = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } });
    expect(paid).toMatchObject({ depositCheckoutSessionId: session?.id, depositPaymentIntentId: session?.payment_intent });
    expect(await t.prisma.bookingHold.count({ where: { appointmentId: id } })).toBe(0);
    const read = await o.gql<{ node: Job }>(`query($id: ID!) { node(id: $id) { ... on ServiceRecord { depositStatus depositHeld depositPayUrl depositDueAt } } }`, { id: job.id });
    expect(read.data.node).toEqual({ depositStatus: 'paid', depositHeld: '36.00', depositPayUrl: null, depositDueAt: null });
    expect(await t.prisma.emailOutbox.count({ where: { kind: 'deposit-receipt', to: 'rae@example.com' } })).toBeGreaterThan(0);
    const back = await page(token, `?session_id=${session?.id}`);
    expect(back.html).toContain('Thank you! Your deposit was received and your booking is confirmed.');
    expect(back.html).not.toContain('name="kind"');
    // Paid: the same event again changes nothing, and tapping is a 409 with the reason.
    const replay = await sendStripeEvent(standin.settings.webhook as never, { type: 'checkout.session.completed', account: o.account, object: { ...session, url: null } });
    expect(replay.status).toBe(200);
    expect(standin.refunds.filter((r) => r.payment_intent === session?.payment_intent)).toHaveLength(0);
    const again = await tapPay(token);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This deposit is already paid. Thank you!');
    // Credited on the job's invoice.
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'completed' })).status).toBe(200);
    expect(await o.rest('POST', `/api/appointments/${id}/invoice`)).toMatchObject({ status: 201, body: { depositApplied: '36.00', balance: '144.00' } });
  });

  it('unpaid by the deadline: the release job drops the hold and expires the session, the job and the link say so; the owner sends it again', async () => {
    const o = await depositOwner();
    const { token, id } = await asked(o);
    const tap = await tapPay(token);
    const sessionId = (tap.headers.get('location') ?? '').split('/').pop() ?? '';
    const hold = await t.prisma.bookingHold.findFirstOrThrow({ where: { appointmentId: id } });
    expect(await releaseHold(t.app.services, hold.id)).toBe(false);
    const past = new Date(Date.now() - 1000);
    await t.prisma.bookingHold.update({ where: { id: hold.id }, data: { expiresAt: past } });
    await t.prisma.serviceRecord.update({ where: { id }, data: { depositDueAt: past } });
    expect(await releaseHold(t.app.services, hold.id)).toBe(true);
    expect(standin.connected.get(sessionId)?.status).toBe('expired');
    expect(await t.prisma.bookingHold.count({ where: { appointmentId: id } })).toBe(0);
    const job = await o.rest('GET', `/api/customers/${(await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).customerId}`);
    expect(job.body.appointments[0]).toMatchObject({ status: 'scheduled', depositStatus: 'unpaid', depositAmount: '36.00' });
    const expired = await page(token);
    expect(expired.html).toContain('This deposit link has expired.');
    expect(expired.html).not.toContain('name="kind"');
    const late = await tapPay(token);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('This deposit link has expired. Please ask');

    // Sent again (REST): a new deadline on the same link, a new email, payable again.
    const mails = await t.prisma.emailOutbox.count({ where: { kind: 'deposit-request', to: 'rae@example.com' } });
    const resent = await o.rest('POST', `/api/appointments/${id}/deposit-link`);
    expect(resent).toMatchObject({ status: 200, body: { id, depositStatus: 'asked', depositPayUrl: `http://app.test/pay/${token}` } });
    expect(Date.parse(resent.body.depositDueAt) - Date.now()).toBeGreaterThan(DEPOSIT_LINK_HOURS * 3_600_000 - 60_000);
    expect(await t.prisma.emailOutbox.count({ where: { kind: 'deposit-request', to: 'rae@example.com' } })).toBe(mails + 1);
    const retap = await tapPay(token);
    expect(retap.status).toBe(303);
    expect(retap.headers.get('location')).not.toContain(sessionId);
    await standin.pay((retap.headers.get('location') ?? '').split('/').pop() ?? '');
    expect((await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).depositPaidAt).not.toBeNull();
    // Paid: nothing more to send.
    expect(await o.rest('POST', `/api/appointments/${id}/deposit-link`)).toMatchObject({ status: 409, body: { error: 'This deposit is already paid. Thank you!' } });
  });

  it('a job cancelled before its deposit is paid: the link says so and takes no payment', async () => {
    const o = await depositOwner();
    const { token, id } = await asked(o);
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'cancelled' })).status).toBe(200);
    expect((await page(token)).html).toContain('This booking was cancelled, so there is no deposit to pay.');
    const tap = await tapPay(token);
    expect(tap.status).toBe(409);
    expect(await o.rest('POST', `/api/appointments/${id}/deposit-link`)).toMatchObject({ status: 409, body: { error: 'A deposit link can be sent only for a scheduled job.' } });
  });

  it('is refused without an email or while the business cannot take cards; accepting without it works as before', async () => {
    const noMail = await depositOwner();
    expect((await accept(noMail, await requested(noMail, null), { serviceDate: `${inDays(3)}T15:00:00.000Z`, askDeposit: true })).data.acceptBookingRequest).toEqual({
      __typename: 'ValidationError',
      message: DEPOSIT_NEEDS_EMAIL,
    });
    const noCards = await depositOwner({ cards: false });
    const id = await requested(noCards);
    expect((await accept(noCards, id, { serviceDate: `${inDays(3)}T15:00:00.000Z`, askDeposit: true })).data.acceptBookingRequest).toEqual({
      __typename: 'ValidationError',
      message: DEPOSIT_NOT_ASKABLE,
    });
    // Nothing was kept of the refused accept: the request is still pending, no job.
    expect(await t.prisma.serviceRecord.count({ where: { ownerId: noCards.user.id } })).toBe(0);
    const plain = await accept(noCards, id, { serviceDate: `${inDays(3)}T15:00:00.000Z` });
    expect(plain.data.acceptBookingRequest).toMatchObject({ __typename: 'AcceptBookingRequestSuccess', appointment: { depositStatus: 'none', depositPayUrl: null } });
  });
});

describe('what the accept form says of "Ask for a deposit"', () => {
  const ASK = `query { viewer { bookingRequests(first: 10) { edges { node { name depositAsk { amount unavailable } } } } } }`;
  const askOf = async (o: Owner) => (await o.gql<{ viewer: { bookingRequests: { edges: { node: { depositAsk: unknown } }[] } } }>(ASK)).data.viewer.bookingRequests.edges.map((e) => e.node.depositAsk);

  it('its amount when it can be asked, else why not: no email, the service asks none, cards not taken', async () => {
    const ready = await depositOwner();
    await requested(ready);
    await requested(ready, null);
    expect(await askOf(ready)).toEqual([
      { amount: null, unavailable: DEPOSIT_NEEDS_EMAIL },
      { amount: '36.00', unavailable: null },
    ]);
    const noCards = await depositOwner({ cards: false });
    await requested(noCards);
    expect(await askOf(noCards)).toEqual([{ amount: null, unavailable: DEPOSIT_NO_CARDS }]);
    const none = await depositOwner();
    const service = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: none.user.id } } });
    await t.prisma.service.update({ where: { id: service.id }, data: { depositType: 'none', depositValue: null } });
    await requested(none);
    expect(await askOf(none)).toEqual([{ amount: null, unavailable: DEPOSIT_SERVICE_HAS_NONE }]);
  });
});

describe('the owner cancels or deletes a job whose deposit is asked and not paid', () => {
  const expired = (sessionId: string) => vi.waitFor(() => expect(standin.connected.get(sessionId)?.status).toBe('expired'), { timeout: 10_000, interval: 50 });

  it('expires the Checkout Session opened from its link right after the change: REST and GraphQL cancel, deletion of the job or its customer', async () => {
    const o = await depositOwner();
    const rest = await asked(o, 3);
    const restSession = sessionOf(await tapPay(rest.token));
    expect(standin.connected.get(restSession)?.status).toBe('open');
    expect(await o.rest('PATCH', `/api/appointments/${rest.id}`, { status: 'cancelled' })).toMatchObject({ status: 200, body: { status: 'cancelled', depositStatus: 'asked' } });
    await expired(restSession);
    // The link says the booking was cancelled; a tap opens nothing.
    expect((await page(rest.token)).html).toContain('This booking was cancelled, so there is no deposit to pay.');
    expect((await tapPay(rest.token)).status).toBe(409);

    const viaGql = await asked(o, 4);
    const gqlSession = sessionOf(await tapPay(viaGql.token));
    const res = await o.gql<{ updateAppointment: { __typename: string } }>(
      `mutation($id: ID!) { updateAppointment(id: $id, input: { status: cancelled }) { __typename } }`,
      { id: viaGql.job.id },
    );
    expect(res.data.updateAppointment.__typename).toBe('UpdateAppointmentSuccess');
    await expired(gqlSession);

    const deleted = await asked(o, 5);
    const deletedSession = sessionOf(await tapPay(deleted.token));
    expect((await o.rest('DELETE', `/api/appointments/${deleted.id}`)).status).toBe(200);
    await expired(deletedSession);

    const gone = await asked(o, 6);
    const goneSession = sessionOf(await tapPay(gone.token));
    const { customerId } = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: gone.id } });
    const dropped = await o.gql<{ deleteCustomer: { __typename: string } }>(`mutation($id: ID!) { deleteCustomer(id: $id) { __typename } }`, { id: gid('Customer', customerId) });
    // The whole answer, so a failure shows its errors.
    expect(dropped).toMatchObject({ data: { deleteCustomer: { __typename: 'DeleteCustomerSuccess' } } });
    await expired(goneSession);

    // A job never tapped has no session: cancelling it asks nothing of Stripe.
    const untapped = await asked(o, 7);
    const calls = standin.requests.length;
    expect((await o.rest('PATCH', `/api/appointments/${untapped.id}`, { status: 'cancelled' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(standin.requests.slice(calls).filter((r) => r.path.startsWith('/v1/checkout'))).toEqual([]);
  });

  it('never waits on Stripe: an expiry Stripe refuses leaves the cancel saved, and a payment then made on the session is refunded whole', async () => {
    const o = await depositOwner();
    const { token, id, job } = await asked(o);
    const sessionId = sessionOf(await tapPay(token));
    standin.settings.failing = { method: 'POST', path: /^\/v1\/checkout\/sessions\/[^/]+\/expire$/, status: 500, error: { type: 'api_error', message: 'Stripe is down' } };
    try {
      const res = await o.gql<{ updateAppointment: { __typename: string; appointment?: { status: string } } }>(
        `mutation($id: ID!) { updateAppointment(id: $id, input: { status: cancelled }) { __typename ... on UpdateAppointmentSuccess { appointment { status } } } }`,
        { id: job.id },
      );
      expect(res.data.updateAppointment).toEqual({ __typename: 'UpdateAppointmentSuccess', appointment: { status: 'cancelled' } });
      await vi.waitFor(() => expect(expiries(sessionId)).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });
    } finally {
      standin.settings.failing = null;
    }
    expect(standin.connected.get(sessionId)?.status).toBe('open');
    await standin.pay(sessionId);
    const intent = standin.connected.get(sessionId)?.payment_intent;
    expect(standin.refunds.filter((r) => r.payment_intent === intent)).toMatchObject([{ amount: 3600, account: o.account }]);
    expect(await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'cancelled', depositPaidAt: null });
  });

  it("leaves the session alone when another owner tries to cancel or delete the job (GraphQL and REST find nothing)", async () => {
    const o = await depositOwner();
    const { token, id, job } = await asked(o);
    const sessionId = sessionOf(await tapPay(token));
    const other = await depositOwner();
    expect((await other.rest('PATCH', `/api/appointments/${id}`, { status: 'cancelled' })).status).toBe(404);
    expect((await other.rest('DELETE', `/api/appointments/${id}`)).status).toBe(404);
    const viaGql = await other.gql<{ updateAppointment: { __typename: string } }>(
      `mutation($id: ID!) { updateAppointment(id: $id, input: { status: cancelled }) { __typename } }`,
      { id: job.id },
    );
    expect(viaGql.data.updateAppointment.__typename).toBe('NotFoundError');
    await new Promise((r) => setTimeout(r, 300));
    expect(expiries(sessionId)).toBe(0);
    expect(standin.connected.get(sessionId)?.status).toBe('open');
    expect(await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'scheduled' });
    expect((await tapPay(token)).headers.get('location')).toContain(sessionId);
  });
});

describe('Stripe failing', () => {
  it('on the tap: the customer is told what to do and the deposit stays asked; later it works', async () => {
    const o = await depositOwner();
    standin.settings.failing = { method: 'POST', path: /^\/v1\/checkout\/sessions$/, status: 400, error: { type: 'invalid_request_error', code: 'account_invalid', message: 'The account cannot currently make live charges.' } };
    try {
      // The accept needs no Stripe call at all.
      const { token, id } = await asked(o);
      const tap = await tapPay(token);
      expect(tap.status).toBe(409);
      expect(await tap.text()).toContain(escapeHtml('The card payment could not be started just now. Please try again in a few minutes, or call'));
      expect(await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'scheduled', depositPaidAt: null });
      expect(await t.prisma.bookingHold.count({ where: { appointmentId: id } })).toBe(1);
      standin.settings.failing = null;
      expect((await tapPay(token)).status).toBe(303);
    } finally {
      standin.settings.failing = null;
    }
  });

  it('on the tap: the owner is emailed once per link sent, with what Stripe said and the customer\'s phone; nobody else is', async () => {
    const o = await depositOwner();
    const other = await depositOwner();
    const toOwner = (to: string) => t.prisma.emailOutbox.findMany({ where: { kind: 'deposit-checkout-failed-owner', to }, orderBy: { createdAt: 'asc' } });
    const { token, id } = await asked(o);
    const phone = (await t.prisma.customer.findFirstOrThrow({ where: { serviceRecords: { some: { id } } } })).phone;
    standin.settings.failing = { method: 'POST', path: /^\/v1\/checkout\/sessions$/, status: 400, error: { type: 'invalid_request_error', code: 'account_invalid', message: 'The account cannot currently make live charges.' } };
    try {
      expect((await tapPay(token)).status).toBe(409);
      const [mail, ...more] = await toOwner(o.user.email);
      expect(more).toEqual([]);
      expect(mail.subject).toBe('Rae Request could not pay their deposit');
      expect(mail.text).toContain('Rae Request tapped Pay for the $36.00 deposit of their Full Detail');
      expect(mail.text).toContain('but Stripe did not start the payment. Stripe said: "The account cannot currently make live charges."');
      expect(mail.text).toContain(`Their phone: ${phone}`);
      expect(mail.text).toContain('Settings → Get paid: http://app.test/settings#get-paid');
      // Tapping again: the customer reads the same 409; the owner already knows.
      expect((await tapPay(token)).status).toBe(409);
      expect(await toOwner(o.user.email)).toHaveLength(1);
      // The owner sends the link again: a new failure is told again.
      expect((await o.rest('POST', `/api/appointments/${id}/deposit-link`)).status).toBe(200);
      expect((await tapPay(token)).status).toBe(409);
      expect(await toOwner(o.user.email)).toHaveLength(2);
      expect(await toOwner(other.user.email)).toEqual([]);
      // Nor is the customer told anything but the page: no email of this kind to them.
      expect(await toOwner('rae@example.com')).toEqual([]);
    } finally {
      standin.settings.failing = null;
    }
    expect((await tapPay(token)).status).toBe(303);
    expect(await toOwner(o.user.email)).toHaveLength(2);
  });

  it("on the owner's refund: the cancellation is not saved and the owner reads why (REST 409, GraphQL ConflictError); a retry refunds once", async () => {
    const o = await depositOwner();
    const { token, id, job } = await asked(o);
    await standin.pay(((await tapPay(token)).headers.get('location') ?? '').split('/').pop() ?? '');
    standin.settings.failing = { method: 'POST', path: /^\/v1\/refunds$/, status: 500, error: { type: 'api_error', message: 'Stripe is down' } };
    try {
      expect(await o.rest('PATCH', `/api/appointments/${id}`, { status: 'cancelled', deposit: 'refund' })).toMatchObject({ status: 409, body: { error: DEPOSIT_REFUND_FAILED } });
      const gql = await o.gql<{ updateAppointment: { __typename: string; message: string } }>(
        `mutation($id: ID!) { updateAppointment(id: $id, input: { status: cancelled, deposit: refund }) { __typename ... on Error { message } } }`,
        { id: job.id },
      );
      expect(gql.data.updateAppointment).toEqual({ __typename: 'ConflictError', message: DEPOSIT_REFUND_FAILED });
      expect(await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'scheduled', depositRefundedAt: null });
    } finally {
      standin.settings.failing = null;
    }
    const intent = (await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).depositPaymentIntentId;
    expect(await o.rest('PATCH', `/api/appointments/${id}`, { status: 'cancelled', deposit: 'refund' })).toMatchObject({ status: 200, body: { status: 'cancelled', depositStatus: 'refunded' } });
    expect(standin.refunds.filter((r) => r.payment_intent === intent)).toMatchObject([{ amount: 3600, account: o.account }]);
  });
});

describe('the owner refunds or carries a paid deposit through REST (PATCH /api/appointments/{id})', () => {
  async function paid() {
    const o = await depositOwner();
    const a = await asked(o);
    await standin.pay(((await tapPay(a.token)).headers.get('location') ?? '').split('/').pop() ?? '');
    const record = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: a.id } });
    return { o, ...a, record };
  }
  const later = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000).toISOString();

  it('carries it on a weather reschedule, refunds it on a cancellation, and refuses a choice without either or an unknown one', async () => {
    const { o, id, record } = await paid();
    expect(await o.rest('PATCH', `/api/appointments/${id}`, { notes: 'Rain', deposit: 'refund' })).toMatchObject({ status: 400, body: { error: DEPOSIT_CHOICE_NEEDS_CHANGE } });
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'cancelled', deposit: 'keep' })).status).toBe(400);
    const moved = await o.rest('PATCH', `/api/appointments/${id}`, { serviceDate: later(record.serviceDate, 2), deposit: 'carry', bookAnyway: true });
    expect(moved).toMatchObject({ status: 200, body: { status: 'scheduled', depositStatus: 'paid', depositAmount: '36.00' } });
    expect(standin.refunds.filter((r) => r.payment_intent === record.depositPaymentIntentId)).toHaveLength(0);
    const cancelled = await o.rest('PATCH', `/api/appointments/${id}`, { status: 'cancelled', deposit: 'refund' });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', depositStatus: 'refunded' } });
    expect(standin.refunds.filter((r) => r.payment_intent === record.depositPaymentIntentId)).toMatchObject([{ amount: 3600, account: o.account }]);
  });

  it("keeps another owner out of the first owner's deposit: GraphQL and REST find nothing, nothing is refunded or sent", async () => {
    const { o, id, job, record } = await paid();
    const other = await depositOwner();
    expect(await other.rest('PATCH', `/api/appointments/${id}`, { status: 'cancelled', deposit: 'refund' })).toMatchObject({ status: 404 });
    const viaGql = await other.gql<{ updateAppointment: { __typename: string } }>(
      `mutation($id: ID!) { updateAppointment(id: $id, input: { status: cancelled, deposit: refund }) { __typename } }`,
      { id: job.id },
    );
    expect(viaGql.data.updateAppointment.__typename).toBe('NotFoundError');
    const viaRecord = await other.gql<{ updateServiceRecord: { __typename: string } }>(
      `mutation($id: ID!) { updateServiceRecord(id: $id, input: { status: cancelled, deposit: refund }) { __typename } }`,
      { id: job.id },
    );
    expect(viaRecord.data.updateServiceRecord.__typename).toBe('NotFoundError');
    // The unpaid deposit of another job of the first owner's: not resent by the other owner.
    const second = await asked(o, 5);
    const mails = await t.prisma.emailOutbox.count({ where: { kind: 'deposit-request' } });
    expect(await other.rest('POST', `/api/appointments/${second.id}/deposit-link`)).toMatchObject({ status: 404 });
    const resend = await other.gql<{ resendDepositLink: { __typename: string } }>(`mutation($id: ID!) { resendDepositLink(id: $id) { __typename } }`, { id: second.job.id });
    expect(resend.data.resendDepositLink.__typename).toBe('NotFoundError');
    expect(await t.prisma.emailOutbox.count({ where: { kind: 'deposit-request' } })).toBe(mails);
    expect(await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'scheduled', depositRefundedAt: null });
    expect(standin.refunds.filter((r) => r.payment_intent === record.depositPaymentIntentId)).toHaveLength(0);
    // And a Checkout Session on the other owner's account naming the first owner's hold pays nothing there.
    const hold = await t.prisma.bookingHold.findFirstOrThrow({ where: { appointmentId: second.id } });
    const forged = { id: `cs_forged_${crypto.randomBytes(4).toString('hex')}`, object: 'checkout.session', payment_status: 'paid', amount_total: 3600, payment_intent: 'pi_forged', metadata: { holdId: hold.id, kind: 'deposit' } };
    expect((await sendStripeEvent(standin.settings.webhook as never, { type: 'checkout.session.completed', account: other.account, object: forged })).status).toBe(200);
    expect(await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ depositPaidAt: null });
  });
});
