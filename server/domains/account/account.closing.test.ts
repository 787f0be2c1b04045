// Closing and reopening an account (#56), through REST and GraphQL against a real database and a
// stand-in Stripe: the subscription ends with its period, the booking page answers 410 with the phone,
// a closed session can only reopen, tokens stop, admins see it, and the deletion job runs after 30 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteClosedAccounts } from '../admin/admin.closed-accounts.js';
import { inDays, ownerWithBusiness } from '../../test/fixtures.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { startStripeStandin } from '../../test/stripe-standin.js';
import { ADMIN_CANNOT_CLOSE } from './account.closing.js';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeStandin>>;
beforeAll(async () => {
  stripe = await startStripeStandin();
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_closing', STRIPE_API_URL: stripe.url });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const DAY = 86_400_000;

describe('close my account', () => {
  it('needs the password; then the subscription ends with its period, the booking page answers 410 with the phone, other devices are signed out', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    await t.prisma.user.update({ where: { id: o.user.id }, data: { stripeSubscriptionId: 'sub_closing_1' } });
    const tablet = t.caller();
    await tablet.rest('POST', '/api/login', { email: o.user.email, password: 'password123' });

    expect((await o.rest('POST', '/api/account/close', { password: 'not-my-password' })).status).toBe(400);
    const res = await o.rest('POST', '/api/account/close', { password: 'password123' });
    expect(res.status).toBe(202);
    const deletesAt = new Date(res.body.deletesAt).getTime();
    expect(Math.abs(deletesAt - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const change = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_closing_1');
    expect(change?.body.get('cancel_at_period_end')).toBe('true');

    const page = await t.caller().rest('GET', `/api/booking/${o.subdomain}`);
    expect(page.status).toBe(410);
    expect(page.body).toEqual({ error: expect.stringContaining('is not taking bookings online anymore. Please call (312) 555-0199.'), phone: '(312) 555-0199' });
    const request = await t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, {
      name: 'Vera Visitor',
      phone: '(913) 555-0142',
      email: 'vera@example.com',
      serviceName: 'Full Detail',
      vehicleMake: 'Subaru',
      vehicleModel: 'Outback',
      preferredDate: inDays(3),
      preferredTime: 'morning',
      address: '12 Elm St, Olathe KS',
    });
    expect(request).toMatchObject({ status: 410, body: { phone: '(312) 555-0199' } });
    const slots = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${inDays(1)}&to=${inDays(1)}&zip=60601`);
    expect(slots).toMatchObject({ status: 410, body: { phone: '(312) 555-0199' } });
    const html = await t.caller().send('GET', `/booking/${o.subdomain}`);
    expect(html.status).toBe(410);
    expect(await html.text()).toContain('not taking bookings online anymore');

    // This device can only reopen; the tablet was signed out.
    expect((await o.rest('GET', '/api/user')).status).toBe(401);
    expect((await o.rest('GET', '/api/customers')).status).toBe(401);
    expect((await tablet.rest('GET', '/api/user')).status).toBe(401);
    expect((await t.prisma.emailOutbox.findFirst({ where: { to: o.user.email, kind: 'account-closed' } }))?.text).toContain('/auth');
  });

  it('signing in to a closed account answers {closed, deletesAt}; reopening restores everything', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    await t.prisma.user.update({ where: { id: o.user.id }, data: { stripeSubscriptionId: 'sub_closing_2' } });
    const customer = await o.rest('POST', '/api/customers', { firstName: 'Kept', lastName: 'Customer', phone: '(913) 555-0177' });
    expect(customer.status).toBe(201);
    await o.rest('POST', '/api/account/close', { password: 'password123' });

    const phone = t.caller();
    const login = await phone.rest('POST', '/api/login', { email: o.user.email, password: 'password123' });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ closed: true, deletesAt: expect.any(String) });
    expect((await phone.rest('GET', '/api/user')).status).toBe(401);
    expect((await phone.gql('{ viewer { id } }')).data.viewer).toBeNull();

    const reopened = await phone.rest('POST', '/api/account/reopen');
    expect(reopened.status).toBe(200);
    expect(reopened.body.email).toBe(o.user.email);
    expect((await phone.rest('GET', '/api/customers')).body.map((c: { firstName: string }) => c.firstName)).toContain('Kept');
    expect((await t.caller().rest('GET', `/api/booking/${o.subdomain}`)).status).toBe(200);
    const renew = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_closing_2').at(-1);
    expect(renew?.body.get('cancel_at_period_end')).toBe('false');
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: o.user.id } })).toMatchObject({ closedAt: null, deletesAt: null });
  });

  it('a signed-out caller cannot reopen; an API token stops working while closed; an admin cannot close itself (403)', async () => {
    expect((await t.caller().rest('POST', '/api/account/reopen')).status).toBe(401);
    const o = await t.owner();
    const created = await o.gql('mutation { createApiToken(input: { name: "tool" }) { ... on CreatedApiToken { token } } }');
    const token = created.data.createApiToken.token as string;
    const asTool = () => t.caller().send('GET', '/api/user', undefined, { authorization: `Bearer ${token}` });
    expect((await asTool()).status).toBe(200);
    await o.rest('POST', '/api/account/close', { password: 'password123' });
    expect((await asTool()).status).toBe(401);

    const admin = await t.admin();
    expect(await admin.rest('POST', '/api/account/close', { password: 'password123' })).toMatchObject({ status: 403, body: { error: ADMIN_CANNOT_CLOSE } });
    // The admin's user list shows the closed account and its date.
    const list = await admin.gql('{ adminUsers(first: 100) { edges { node { email closedAt deletesAt } } } }');
    const row = list.data.adminUsers.edges.map((e: { node: { email: string } }) => e.node).find((u: { email: string }) => u.email === o.user.email);
    expect(row.closedAt).toEqual(expect.any(String));
    expect(row.deletesAt).toEqual(expect.any(String));
  });

  it('the deletion job deletes a closed account after its 30 days, not before, and not a reopened one', async () => {
    const due = await t.owner();
    const early = await t.owner();
    await due.rest('POST', '/api/account/close', { password: 'password123' });
    await early.rest('POST', '/api/account/close', { password: 'password123' });
    await t.prisma.user.update({ where: { id: due.user.id }, data: { deletesAt: new Date(Date.now() - 1000) } });
    const deleted = await deleteClosedAccounts(t.app.services);
    expect(deleted).toContain(due.user.id);
    expect(deleted).not.toContain(early.user.id);
    expect(await t.prisma.user.findUnique({ where: { id: due.user.id } })).toBeNull();
    expect(await t.prisma.deletedOwner.findFirst({ where: { userId: due.user.id } })).toMatchObject({ deletedBy: 'owner' });
    expect(await t.prisma.user.findUnique({ where: { id: early.user.id } })).not.toBeNull();
  });
});
