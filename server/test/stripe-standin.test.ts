// The stand-in speaks the Connect calls the app makes, through the real Stripe client: a Checkout
// Session on a connected account, its hosted page and Pay button (a signed connected-account event),
// and refunds on that account.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandin } from './stripe-standin.js';

const SECRET = 'whsec_standin_test';
let standin: Awaited<ReturnType<typeof startStripeStandin>>;
let stripe: Stripe;
const received: { payload: string; signature: string }[] = [];

beforeAll(async () => {
  standin = await startStripeStandin(0, {
    webhook: {
      url: 'http://app.test/webhooks/stripe',
      secret: SECRET,
      fetch: async (request) => {
        received.push({ payload: await request.text(), signature: request.headers.get('stripe-signature') ?? '' });
        return new Response('{"received":true}');
      },
    },
  });
  const api = new URL(standin.url);
  stripe = new Stripe('sk_test_standin', { host: api.hostname, port: Number(api.port), protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => standin?.close());

const create = (account: string, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 12_345, product_data: { name: 'Invoice 7' } }, quantity: 1 },
        { price_data: { currency: 'usd', unit_amount: 1_852, product_data: { name: 'Tip' } }, quantity: 1 },
      ],
      metadata: { invoiceId: 'inv_1', tip: '1852' },
      success_url: 'http://app.test/pay/tok?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/pay/tok',
      ...extra,
    },
    { stripeAccount: account },
  );

describe('Checkout on a connected account', () => {
  it('keeps the session with its account, lines, total and metadata', async () => {
    const session = await create('acct_one');
    expect(session).toMatchObject({ mode: 'payment', status: 'open', amount_total: 14_197, metadata: { invoiceId: 'inv_1', tip: '1852' } });
    expect(session.success_url).toBe(`http://app.test/pay/tok?session_id=${session.id}`);
    expect(standin.requests.at(-1)?.stripeAccount).toBe('acct_one');
    expect((await stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: 'acct_one' })).id).toBe(session.id);
    await expect(stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount: 'acct_other' })).rejects.toThrow(/No such checkout.session/);
  });

  it('the hosted page pays: the session completes, a signed event with the account is delivered, then the success URL', async () => {
    const session = await create('acct_two');
    if (!session.url) throw new Error('no url');
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('141.97 USD');
    const res = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ email: 'pat@example.com' }) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(session.success_url);
    const event = stripe.webhooks.constructEvent(received.at(-1)?.payload ?? '', received.at(-1)?.signature ?? '', SECRET);
    expect(event).toMatchObject({ type: 'checkout.session.completed', account: 'acct_two' });
    expect(event.data.object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', amount_total: 14_197, customer_details: { email: 'pat@example.com' } });
    // Paid once: the page no longer takes a payment.
    expect((await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
  });

  it('refunds a paid session on its own account only, never more than was paid', async () => {
    const session = await create('acct_three');
    await standin.pay(session.id);
    const intent = standin.connected.get(session.id)?.payment_intent ?? '';
    await expect(stripe.refunds.create({ payment_intent: intent }, { stripeAccount: 'acct_other' })).rejects.toThrow(/No such payment_intent/);
    const refund = await stripe.refunds.create({ payment_intent: intent }, { stripeAccount: 'acct_three' });
    expect(refund).toMatchObject({ amount: 14_197, status: 'succeeded', payment_intent: intent });
    await expect(stripe.refunds.create({ payment_intent: intent }, { stripeAccount: 'acct_three' })).rejects.toThrow(/greater than the unrefunded/);
  });

  it('refuses what Stripe refuses: no line items, another mode, under 50 cents', async () => {
    await expect(create('acct_four', { line_items: [] })).rejects.toThrow(/line_items/);
    await expect(create('acct_four', { line_items: [{ price_data: { currency: 'usd', unit_amount: 10, product_data: { name: 'x' } }, quantity: 1 }] })).rejects.toThrow(/at least/);
  });

  it('the platform’s own subscription Checkout answers as before', async () => {
    const session = await stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: 'price_x', quantity: 1 }], success_url: 'http://a/s', cancel_url: 'http://a/c' });
    expect(session.url).toBe(`${standin.url}/checkout/cs_test_new`);
  });
});
