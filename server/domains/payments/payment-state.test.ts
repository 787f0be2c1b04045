// An owner's payment state (#57) follows Stripe: each webhook sets User.paymentState, its date and
// reason, and adds a PaymentStateChange row in the event's transaction; sign-up starts a trial, and a
// Checkout paid before sign-up makes the new owner paying.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp, uniqueEmail } from '../../test/harness.js';
import { sendStripeEvent, startStripeStandin } from '../../test/stripe-standin.js';
import { PAYMENT_FAILED_NOTE, SUBSCRIPTION_CANCELLED_NOTE } from './payments.service.js';

const WEBHOOK_SECRET = 'whsec_state_secret';
let standin: Awaited<ReturnType<typeof startStripeStandin>>;
let t: TestApp;

beforeAll(async () => {
  standin = await startStripeStandin();
  t = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_state',
    STRIPE_PRICE_ID: 'price_founders',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standin.url,
  });
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const webhook = () => ({ url: 'http://localhost/webhooks/stripe', secret: WEBHOOK_SECRET, fetch: (r: Request) => t.app.fetch(r) });
const send = async (type: string, object: object) => {
  const res = await sendStripeEvent(webhook(), { type, object });
  expect(res.status, res.body).toBe(200);
};
const register = (email: string, stripeSessionId?: string) =>
  t.caller().rest('POST', '/api/register', { firstName: 'Pat', lastName: 'Kim', email, password: 'password123', stripeSessionId });
const owner = (email: string) => t.prisma.user.findUniqueOrThrow({ where: { email }, include: { paymentStateChanges: { orderBy: [{ at: 'asc' }, { id: 'asc' }] } } });

describe('payment states from the webhooks', () => {
  it('sign-up is a trial since the sign-up; each event moves the state with its reason and a history row', async () => {
    const email = uniqueEmail('states');
    await register(email);
    let u = await owner(email);
    expect(u).toMatchObject({ paymentState: 'trial', paymentStateReason: null });
    expect(Math.abs(u.paymentStateSince.getTime() - u.createdAt.getTime())).toBeLessThan(1000);
    expect(u.paymentStateChanges.map((c) => c.state)).toEqual(['trial']);

    const customer = `cus_${Date.now()}`;
    await send('checkout.session.completed', { id: 'cs_state', object: 'checkout.session', customer_details: { email }, customer, subscription: 'sub_state' });
    u = await owner(email);
    expect(u).toMatchObject({ paymentState: 'paying', paymentStateReason: null, paymentVerified: true, stripeSubscriptionId: 'sub_state' });
    const payingSince = u.paymentStateSince;

    // A renewal of a paying owner is no change: the date and the history stay.
    await send('invoice.paid', { id: 'in_1', object: 'invoice', customer });
    u = await owner(email);
    expect(u.paymentStateSince).toEqual(payingSince);
    expect(u.paymentStateChanges.map((c) => c.state)).toEqual(['trial', 'paying']);

    await send('invoice.payment_failed', { id: 'in_2', object: 'invoice', customer });
    u = await owner(email);
    expect(u).toMatchObject({ paymentState: 'failed', paymentStateReason: PAYMENT_FAILED_NOTE, paymentVerified: false, paymentNote: PAYMENT_FAILED_NOTE });
    expect(u.paymentStateSince.getTime()).toBeGreaterThan(payingSince.getTime() - 1);

    await send('invoice.paid', { id: 'in_3', object: 'invoice', customer });
    expect((await owner(email)).paymentState).toBe('paying');

    await send('customer.subscription.deleted', {
      id: 'sub_state',
      object: 'subscription',
      customer,
      cancellation_details: { reason: 'cancellation_requested', comment: null },
    });
    u = await owner(email);
    expect(u).toMatchObject({
      paymentState: 'cancelled',
      paymentStateReason: `${SUBSCRIPTION_CANCELLED_NOTE} Stripe: cancellation requested.`,
      paymentVerified: false,
      stripeSubscriptionId: null,
    });
    expect(u.paymentStateChanges.map((c) => [c.state, c.reason])).toEqual([
      ['trial', null],
      ['paying', null],
      ['failed', PAYMENT_FAILED_NOTE],
      ['paying', null],
      ['cancelled', `${SUBSCRIPTION_CANCELLED_NOTE} Stripe: cancellation requested.`],
    ]);
    // The user's state is the history's last row, with its date.
    expect(u.paymentStateSince).toEqual(u.paymentStateChanges.at(-1)?.at);
  });

  it('an event of no known customer changes no one', async () => {
    const before = await t.prisma.paymentStateChange.count();
    await send('invoice.payment_failed', { id: 'in_x', object: 'invoice', customer: 'cus_nobody' });
    expect(await t.prisma.paymentStateChange.count()).toBe(before);
  });

  it('a Checkout paid before sign-up makes the new owner paying', async () => {
    const email = uniqueEmail('prepaid');
    standin.sessions.set('cs_prepaid', { id: 'cs_prepaid', status: 'complete', email, customer: 'cus_prepaid', subscription: 'sub_prepaid' });
    expect((await register(email, 'cs_prepaid')).body.paymentVerified).toBe(true);
    const u = await owner(email);
    expect(u.paymentState).toBe('paying');
    expect(u.paymentStateChanges.map((c) => c.state)).toEqual(['trial', 'paying']);
  });
});
