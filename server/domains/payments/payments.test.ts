// Stripe (against a local stand-in, webhooks signed by the real library) and email (through a real SMTP server).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_NOT_CONFIGURED } from '../../../common/payment.js';
import { type TestApp, startTestApp, uniqueEmail } from '../../test/harness.js';
import { startSmtp } from '../../test/smtp.js';
import { startStripeStandin } from '../../test/stripe-standin.js';
import { MAX_WEBHOOK_BYTES } from './payments.routes.js';
import { NOTE_INCOMPLETE, NOTE_OTHER_EMAIL, NOTE_UNKNOWN_SESSION } from '../account/account.checkout.js';
import { NO_BILLING_ACCOUNT, NOT_CONFIGURED, WEBHOOKS_NOT_CONFIGURED } from './payments.service.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
let standin: Awaited<ReturnType<typeof startStripeStandin>>;
let t: TestApp;
let plain: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  standin = await startStripeStandin();
  smtp = await startSmtp();
  t = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PRICE_ID: 'price_founders',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standin.url,
    APP_URL: 'http://app.test',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  });
  plain = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
  await standin?.close();
  await smtp?.close();
});

const CHECKOUT = `mutation { startCheckout { __typename ... on Error { message } ... on StartCheckoutSuccess { redirect { url } } } }`;
const register = (c: ReturnType<TestApp['caller']>, email: string, stripeSessionId?: string) =>
  c.rest('POST', '/api/register', { firstName: 'Pat', lastName: 'Kim', email, password: 'password123', stripeSessionId });

describe('checkout', () => {
  it('without keys the product runs and says payments are not configured', async () => {
    const res = await plain.caller().gql(CHECKOUT);
    expect(res.data.startCheckout).toEqual({ __typename: 'ValidationError', message: NOT_CONFIGURED });
    expect((await plain.caller().gql('{ appInfo { paymentsConfigured } }')).data.appInfo.paymentsConfigured).toBe(false);
  });

  it('creates a subscription Checkout Session returning to /signup with its id, cancel to /auth', async () => {
    const res = await t.caller().gql(CHECKOUT);
    expect(res.data.startCheckout.redirect.url).toBe(`${standin.url}/checkout/cs_test_new`);
    const sent = standin.requests.findLast((r) => r.path === '/v1/checkout/sessions')?.body;
    if (!sent) throw new Error('no Checkout Session was created');
    expect(sent.get('mode')).toBe('subscription');
    expect(sent.get('line_items[0][price]')).toBe('price_founders');
    expect(sent.get('success_url')).toBe('http://app.test/signup?session_id={CHECKOUT_SESSION_ID}&success=true');
    expect(sent.get('cancel_url')).toBe('http://app.test/auth');
  });
});

describe('registration with a session id', () => {
  it('a complete session of the same email (any case) marks the account paid and keeps the Stripe ids', async () => {
    const email = uniqueEmail('paid');
    standin.sessions.set('cs_paid', { id: 'cs_paid', status: 'complete', email: email.toUpperCase(), customer: 'cus_1', subscription: 'sub_1' });
    const res = await register(t.caller(), email, 'cs_paid');
    expect(res.body.paymentVerified).toBe(true);
    expect(await t.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', paymentNote: null });
  });

  it.each([
    ['another email', { status: 'complete' as const, email: 'someone@else.com' }, NOTE_OTHER_EMAIL],
    ['an incomplete session', { status: 'open' as const, email: '' }, NOTE_INCOMPLETE],
  ])('%s leaves the 48-hour period and says why', async (_label, session, note) => {
    const email = uniqueEmail('unpaid');
    const id = `cs_${Math.random().toString(36).slice(2)}`;
    standin.sessions.set(id, { id, ...session, email: session.email || email });
    const c = t.caller();
    const res = await register(c, email, id);
    expect(res.body.paymentVerified).toBe(false);
    expect((await c.gql('{ viewer { paymentNote } }')).data.viewer.paymentNote).toBe(note);
  });

  it('an unknown session id is not trusted', async () => {
    const c = t.caller();
    expect((await register(c, uniqueEmail('ghost'), 'cs_does_not_exist')).body.paymentVerified).toBe(false);
    expect((await c.gql('{ viewer { paymentNote } }')).data.viewer.paymentNote).toBe(NOTE_UNKNOWN_SESSION);
  });
});

/** A request body of n MiB that counts how many of its 1 MiB chunks were read. */
function chunks(n: number) {
  let count = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      count += 1;
      controller.enqueue(new Uint8Array(1024 * 1024).fill(120));
      if (count >= n) controller.close();
    },
  });
  return { stream, pulled: () => count };
}

describe('webhooks', () => {
  const stripe = new Stripe('sk_test_123');
  const post = (payload: string, signature?: string) =>
    t.app.fetch(new Request('http://localhost/webhooks/stripe', { method: 'POST', headers: signature ? { 'stripe-signature': signature } : {}, body: payload }));
  const signed = (event: object) => {
    const payload = JSON.stringify(event);
    return post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
  };
  const event = (id: string, type: string, object: object) => ({ id, object: 'event', type, data: { object } });
  const state = (email: string) => t.prisma.user.findUniqueOrThrow({ where: { email } });

  it('refuses unsigned and badly signed requests and changes nothing', async () => {
    const email = uniqueEmail('hook');
    await register(t.caller(), email);
    const payload = JSON.stringify(event('evt_forged', 'checkout.session.completed', { id: 'cs_x', customer_details: { email } }));
    expect((await post(payload)).status).toBe(400);
    expect((await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }))).status).toBe(400);
    expect((await post(payload, 't=1,v1=deadbeef')).status).toBe(400);
    expect((await state(email)).paymentVerified).toBe(false);
  });

  it('a completed session marks paid the account of its email only, not one that registered with its id', async () => {
    const payer = uniqueEmail('payer');
    const other = uniqueEmail('other');
    const sessionId = `cs_taken_${Date.now()}`;
    await register(t.caller(), other, sessionId);
    await register(t.caller(), payer);
    const res = await signed(event(`evt_mismatch_${Date.now()}`, 'checkout.session.completed', { id: sessionId, customer_details: { email: payer }, customer: `cus_m${Date.now()}` }));
    expect(res.status).toBe(200);
    expect((await state(other)).paymentVerified).toBe(false);
    expect((await state(payer)).paymentVerified).toBe(true);
    // Nobody has the session's email: nobody is marked paid.
    const stranger = uniqueEmail('stranger');
    const lone = `cs_lone_${Date.now()}`;
    await register(t.caller(), stranger, lone);
    await signed(event(`evt_lone_${Date.now()}`, 'checkout.session.completed', { id: lone, customer_details: { email: uniqueEmail('nobody') } }));
    expect((await state(stranger)).paymentVerified).toBe(false);
  });

  it('refuses bodies over 1 MiB with 413, reading no more than the limit', async () => {
    const { stream, pulled } = chunks(16);
    const res = await t.app.fetch(new Request('http://localhost/webhooks/stripe', { method: 'POST', body: stream, duplex: 'half' } as RequestInit));
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(3);
    const big = await post(JSON.stringify({ pad: 'x'.repeat(MAX_WEBHOOK_BYTES) }), 't=1,v1=deadbeef');
    expect(big.status).toBe(413);
  });

  it('without a webhook secret, refuses before reading the body', async () => {
    const { stream, pulled } = chunks(16);
    const res = await plain.app.fetch(new Request('http://localhost/webhooks/stripe', { method: 'POST', body: stream, duplex: 'half' } as RequestInit));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: WEBHOOKS_NOT_CONFIGURED });
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it('applies each event type once; a replay changes nothing', async () => {
    const email = uniqueEmail('hook');
    await register(t.caller(), email);
    const completed = event(`evt_${Date.now()}`, 'checkout.session.completed', { id: 'cs_hook', customer_details: { email }, customer: `cus_${Date.now()}`, subscription: 'sub_9' });
    const res = await signed(completed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    const user = await state(email);
    expect(user).toMatchObject({ paymentVerified: true, stripeSubscriptionId: 'sub_9' });
    const customer = user.stripeCustomerId ?? '';
    expect(customer).not.toBe('');

    await t.prisma.user.update({ where: { email }, data: { paymentVerified: false } });
    const replay = await signed(completed);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await state(email)).paymentVerified).toBe(false);

    await signed(event(`evt_paid_${Date.now()}`, 'invoice.paid', { id: 'in_1', customer }));
    expect((await state(email)).paymentVerified).toBe(true);
    await signed(event(`evt_fail_${Date.now()}`, 'invoice.payment_failed', { id: 'in_2', customer }));
    expect(await state(email)).toMatchObject({ paymentVerified: false, paymentNote: 'Your last payment failed. Please update your payment method.' });
    await signed(event(`evt_paid2_${Date.now()}`, 'invoice.paid', { id: 'in_3', customer }));
    await signed(event(`evt_del_${Date.now()}`, 'customer.subscription.deleted', { id: 'sub_9', customer }));
    expect(await state(email)).toMatchObject({ paymentVerified: false, paymentNote: 'Your subscription was cancelled.', stripeSubscriptionId: null });
  });
});

describe('deleting an owner on a server without Stripe keys', () => {
  it('goes on, and records that their subscription was not cancelled here', async () => {
    const admin = await plain.admin();
    const c = plain.caller();
    const email = uniqueEmail('nokeys');
    await register(c, email);
    const user = await plain.prisma.user.update({ where: { email }, data: { stripeCustomerId: 'cus_nokeys', stripeSubscriptionId: 'sub_nokeys' } });
    expect((await admin.rest('DELETE', `/api/admin/users/${user.id}`)).status).toBe(200);
    expect(await plain.prisma.deletedOwner.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ stripeSubscriptionId: 'sub_nokeys', subscriptionCancelled: false });
  });
});

describe('billing portal', () => {
  const PORTAL = `mutation { createBillingPortalSession { __typename ... on Error { message } ... on CreateBillingPortalSessionSuccess { redirect { url } } } }`;
  it('opens the portal for the owner’s Stripe customer, and says so when there is none', async () => {
    const without = t.caller();
    await register(without, uniqueEmail('nocus'));
    expect((await without.gql(PORTAL)).data.createBillingPortalSession.message).toBe(NO_BILLING_ACCOUNT);
    const email = uniqueEmail('cus');
    standin.sessions.set('cs_portal', { id: 'cs_portal', status: 'complete', email, customer: 'cus_portal' });
    const c = t.caller();
    await register(c, email, 'cs_portal');
    expect((await c.gql(PORTAL)).data.createBillingPortalSession.redirect.url).toBe(`${standin.url}/portal/cus_portal`);
    expect((await t.caller().gql(PORTAL)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('without Stripe it says billing is not configured (not the sign-up copy)', async () => {
    const owner = plain.caller();
    await register(owner, uniqueEmail('nostripe'));
    const res = (await owner.gql(PORTAL)).data.createBillingPortalSession;
    expect(res).toEqual({ __typename: 'ValidationError', message: BILLING_NOT_CONFIGURED });
    expect(res.message).not.toContain('create your account');
  });
});

describe('email through SMTP', () => {
  it('sends the welcome, the payment notice and the support reply, with the owner’s data escaped', async () => {
    const email = uniqueEmail('mail');
    const owner = t.caller();
    await owner.rest('POST', '/api/register', { firstName: '<b>Eve</b>', lastName: 'Lee', email, password: 'password123' });
    const admin = await t.admin();
    await admin.rest('POST', `/api/admin/users/${(await owner.rest('GET', '/api/user')).body.id}/notify`);
    const ticket = await owner.rest('POST', '/api/support/ticket', { category: 'General Question', subject: 'Hello', message: 'Hi' });
    await admin.rest('POST', `/api/admin/tickets/${ticket.body.id}/reply`, { message: 'We are on it.' });
    // The welcome and the support reply are sent after their requests are answered.
    for (let i = 0; i < 50 && smtp.received.filter((m) => m.to === email).length < 3; i++) await new Promise((r) => setTimeout(r, 100));
    const received = smtp.received.filter((m) => m.to === email);
    const subject = (m: { raw: string }) => /^Subject: (.*)$/m.exec(m.raw)?.[1];
    expect(received.map(subject).sort()).toEqual(['Please verify your payment', 'Re: Hello', "Welcome to Detailer's Launchpad"]);
    const welcome = (received.find((m) => subject(m)?.startsWith('Welcome'))?.raw ?? '').replace(/=\r?\n/g, '');
    expect(welcome).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(welcome).toMatch(/Content-Type: text\/plain/);
    expect(welcome).toMatch(/Content-Type: text\/html/);
    expect(await t.prisma.emailOutbox.count({ where: { to: email, sentAt: null } })).toBe(0);
    expect((await admin.rest('POST', `/api/admin/users/${(await owner.rest('GET', '/api/user')).body.id}/notify`)).body.sent).toBe(true);
  });
});
