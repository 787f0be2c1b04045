// Stripe Connect against the stand-in: the Express account made once, the onboarding link back to
// /settings, and the flags from signed account.updated events (processed once).
import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { sendStripeEvent, startStripeStandin } from '../../test/stripe-standin.js';
import { CONNECT_NEEDS_BUSINESS, CONNECT_NOT_CONFIGURED } from './connect.service.js';

const WEBHOOK_SECRET = 'whsec_connect_test';
let standin: Awaited<ReturnType<typeof startStripeStandin>>;
let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  standin = await startStripeStandin();
  t = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standin.url,
    APP_URL: 'http://app.test',
  });
  standin.settings.webhook = { url: 'http://localhost/webhooks/stripe', secret: WEBHOOK_SECRET, fetch: (r) => t.app.fetch(r) };
  plain = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
  await standin?.close();
});

async function ownerWithBusiness(app: TestApp) {
  const o = await app.owner();
  const tag = crypto.randomBytes(4).toString('hex');
  await app.prisma.business.create({
    data: { ownerId: o.user.id, businessName: `Shine ${tag}`, subdomain: `shine${tag}`, city: 'Olathe', state: 'KS', zipCode: '66062' },
  });
  return o;
}

describe('Stripe Connect', () => {
  it('creates one Express account, reuses it, and links to onboarding that returns to /settings', async () => {
    const o = await ownerWithBusiness(t);
    expect((await o.rest('GET', '/api/payments/account')).body).toEqual({ connected: false, chargesEnabled: false, payoutsEnabled: false });

    const first = await o.rest('POST', '/api/payments/connect');
    expect(first.status).toBe(200);
    const business = await t.prisma.business.findUniqueOrThrow({ where: { ownerId: o.user.id } });
    expect(business.stripeAccountId).toMatch(/^acct_/);
    const accountId = business.stripeAccountId as string;
    expect(first.body.url).toBe(`${standin.url}/connect/onboarding/${accountId}?return_url=${encodeURIComponent('http://app.test/settings?stripe=return')}`);
    const created = standin.requests.filter((r) => r.path === '/v1/accounts');
    const mine = created.find((r) => r.body.get('metadata[ownerId]') === o.user.id);
    expect(mine?.body.get('type')).toBe('express');
    expect(mine?.idempotencyKey).toBe(`connect-account-${business.id}`);
    const link = standin.requests.findLast((r) => r.path === '/v1/account_links')?.body;
    expect(link?.get('refresh_url')).toBe('http://app.test/settings?stripe=refresh');
    expect(link?.get('type')).toBe('account_onboarding');

    const again = await o.rest('POST', '/api/payments/connect');
    expect(again.status).toBe(200);
    expect(standin.requests.filter((r) => r.path === '/v1/accounts' && r.body.get('metadata[ownerId]') === o.user.id)).toHaveLength(1);
    expect(standin.requests.some((r) => r.method === 'GET' && r.path === `/v1/accounts/${accountId}`)).toBe(true);
    expect((await o.rest('GET', '/api/payments/account')).body).toEqual({ connected: true, chargesEnabled: false, payoutsEnabled: false });
  });

  it('two clicks at once make one account', async () => {
    const o = await ownerWithBusiness(t);
    const [a, b] = await Promise.all([o.rest('POST', '/api/payments/connect'), o.rest('POST', '/api/payments/connect')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const accounts = [...standin.accounts.values()].filter((acc) => acc.metadata.ownerId === o.user.id);
    expect(accounts).toHaveLength(1);
  });

  it('account.updated turns charges and payouts on, once per event; the signature is checked', async () => {
    const o = await ownerWithBusiness(t);
    await o.rest('POST', '/api/payments/connect');
    const { stripeAccountId } = await t.prisma.business.findUniqueOrThrow({ where: { ownerId: o.user.id } });
    const id = stripeAccountId as string;

    const forged = await sendStripeEvent(
      { url: 'http://localhost/webhooks/stripe', secret: 'whsec_wrong', fetch: (r) => t.app.fetch(r) },
      { type: 'account.updated', account: id, object: { ...standin.accounts.get(id), charges_enabled: true, payouts_enabled: true } },
    );
    expect(forged.status).toBe(400);
    expect((await o.rest('GET', '/api/payments/account')).body.chargesEnabled).toBe(false);

    const sent = await standin.completeOnboarding(id, { payouts_enabled: false });
    expect(sent?.status).toBe(200);
    expect((await o.rest('GET', '/api/payments/account')).body).toEqual({ connected: true, chargesEnabled: true, payoutsEnabled: false });

    // A replay of an older event changes nothing; a new one applies.
    const webhook = standin.settings.webhook;
    if (!webhook) throw new Error('no webhook');
    const replay = await t.app.fetch(
      new Request('http://localhost/webhooks/stripe', {
        method: 'POST',
        headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: sent?.payload ?? '', secret: WEBHOOK_SECRET }) },
        body: sent?.payload,
      }),
    );
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    await standin.completeOnboarding(id);
    expect((await o.rest('GET', '/api/payments/account')).body).toEqual({ connected: true, chargesEnabled: true, payoutsEnabled: true });
  });

  it('an event of an unknown account changes nothing and is acknowledged', async () => {
    const webhook = standin.settings.webhook;
    if (!webhook) throw new Error('no webhook');
    const res = await sendStripeEvent(webhook, { type: 'account.updated', account: 'acct_nobody', object: { id: 'acct_nobody', charges_enabled: true } });
    expect(res.status).toBe(200);
  });

  it('explains what is missing: Stripe not configured, or no business yet', async () => {
    const o = await ownerWithBusiness(plain);
    expect(await o.rest('POST', '/api/payments/connect')).toMatchObject({ status: 400, body: { error: CONNECT_NOT_CONFIGURED } });
    const fresh = await t.owner();
    expect(await fresh.rest('POST', '/api/payments/connect')).toMatchObject({ status: 400, body: { error: CONNECT_NEEDS_BUSINESS } });
    expect((await fresh.rest('GET', '/api/payments/account')).body).toEqual({ connected: false, chargesEnabled: false, payoutsEnabled: false });
    expect((await t.caller().rest('POST', '/api/payments/connect')).status).toBe(401);
    expect((await t.caller().rest('GET', '/api/payments/account')).status).toBe(401);
  });
});
