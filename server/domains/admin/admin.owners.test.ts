// Owners and money (#57): deleting a paying owner cancels their Founders Rate at Stripe (now or at the
// period's end) or deletes nothing; Verify, Notify and Delete write the operator's audit; the users
// list's payment fields, filters, search and orders; the reminder's link and count; the overview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOUNDERS_RATE_USD } from '../../../common/payment.js';
import { toGlobalId } from '../../rest/rest.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { startStripeStandin } from '../../test/stripe-standin.js';
import { subscriptionNotCancelled } from '../payments/payments.service.js';

let t: TestApp;
let standin: Awaited<ReturnType<typeof startStripeStandin>>;
beforeAll(async () => {
  standin = await startStripeStandin();
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_owners', STRIPE_API_URL: standin.url, APP_URL: 'https://app.example.com' });
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const HOUR = 3_600_000;
type Owner = Awaited<ReturnType<TestApp['owner']>>;

/** A paying owner with a business, a customer with a booked job, a customer without, and a ticket. */
async function payingOwner(subscription: string, firstName = 'Dana') {
  const o = await t.owner({ firstName });
  await t.prisma.user.update({
    where: { id: o.user.id },
    data: {
      paymentVerified: true,
      paymentState: 'paying',
      paymentStateSince: new Date('2026-03-02T10:00:00Z'),
      stripeCustomerId: `cus_${o.user.id}`,
      stripeSubscriptionId: subscription,
      paymentStateChanges: { create: { state: 'paying', at: new Date('2026-03-02T10:00:00Z') } },
    },
  });
  await t.prisma.business.create({
    data: { ownerId: o.user.id, businessName: `${firstName} Shine`, subdomain: `shine${o.user.id.slice(-10)}`, city: 'Wichita', state: 'KS', zipCode: '67202' },
  });
  const booked = await t.prisma.customer.create({ data: { ownerId: o.user.id, firstName: 'Booked', lastName: 'Customer', phone: '3165550101', phoneDigits: '3165550101' } });
  await t.prisma.customer.create({ data: { ownerId: o.user.id, firstName: 'Lead', lastName: 'Only', phone: '3165550102', phoneDigits: '3165550102' } });
  await t.prisma.serviceRecord.create({ data: { customerId: booked.id, serviceDate: new Date(Date.now() + 48 * HOUR), status: 'scheduled' } });
  await t.prisma.ticket.create({ data: { ownerId: o.user.id, subject: 'Billing question', category: 'billing' } });
  return o;
}
const audits = (subjectId: string) => t.prisma.adminAudit.findMany({ where: { subjectId }, orderBy: { at: 'asc' } });
const DELETE = `mutation($id: ID!, $ending: SubscriptionEnding) { deleteUser(userId: $id, subscriptionEnding: $ending) { __typename ... on Error { message } } }`;

describe('deleting a paying owner', () => {
  it('the dialog is told the subscription, its start and what else goes, and who it is', async () => {
    const admin = await t.admin();
    const o = await payingOwner(`sub_preview_${Date.now()}`, 'Twin');
    const res = await admin.gql(
      `query($id: ID!) { adminDeletionPreview(userId: $id) { name email businessName city paymentState hasSubscription subscriptionStartedAt periodEndsAt customers customersWithBookedJobs tickets } }`,
      { id: toGlobalId('User', o.user.id) },
    );
    expect(res.data.adminDeletionPreview).toEqual({
      name: 'Twin Test',
      email: o.user.email,
      businessName: 'Twin Shine',
      city: 'Wichita',
      paymentState: 'paying',
      hasSubscription: true,
      subscriptionStartedAt: '2026-03-02T10:00:00.000Z',
      periodEndsAt: null,
      customers: 2,
      customersWithBookedJobs: 1,
      tickets: 1,
    });
  });

  it("the dialog reads the subscription's start and period end from Stripe when it knows them", async () => {
    const admin = await t.admin();
    const sub = `sub_dates_${Date.now()}`;
    standin.subscriptions.set(sub, { start_date: Date.parse('2026-01-15T12:00:00Z') / 1000, current_period_end: Date.parse('2027-01-15T12:00:00Z') / 1000 });
    const o = await payingOwner(sub);
    const res = await admin.gql(`query($id: ID!) { adminDeletionPreview(userId: $id) { subscriptionStartedAt periodEndsAt } }`, { id: toGlobalId('User', o.user.id) });
    expect(res.data.adminDeletionPreview).toEqual({ subscriptionStartedAt: '2026-01-15T12:00:00.000Z', periodEndsAt: '2027-01-15T12:00:00.000Z' });
  });

  it('cancels the subscription at once through Stripe, then deletes, with the audit entry', async () => {
    const admin = await t.admin();
    const sub = `sub_now_${Date.now()}`;
    const o = await payingOwner(sub);
    const res = await admin.rest('DELETE', `/api/admin/users/${o.user.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const call = standin.requests.findLast((r) => r.path === `/v1/subscriptions/${sub}`);
    expect(call?.method).toBe('DELETE');
    expect(standin.cancelledSubscriptions).toContain(sub);
    expect(await t.prisma.user.count({ where: { id: o.user.id } })).toBe(0);
    const [entry] = await audits(o.user.id);
    expect(entry).toMatchObject({
      action: 'user.delete',
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      subjectType: 'user',
      subjectLabel: `Dana Test <${o.user.email}>`,
      details: { subscription: 'cancelled_now', paymentState: 'paying' },
    });
  });

  it("cancels at the period's end when the operator chooses so (REST and GraphQL)", async () => {
    const admin = await t.admin();
    const sub = `sub_end_${Date.now()}`;
    const o = await payingOwner(sub);
    expect((await admin.rest('DELETE', `/api/admin/users/${o.user.id}?subscription=period_end`)).status).toBe(200);
    const call = standin.requests.findLast((r) => r.path === `/v1/subscriptions/${sub}`);
    expect(call?.method).toBe('POST');
    expect(call?.body.get('cancel_at_period_end')).toBe('true');
    expect(standin.cancelledSubscriptions).not.toContain(sub);
    expect((await audits(o.user.id))[0].details).toMatchObject({ subscription: 'cancel_at_period_end' });
    expect(await t.prisma.deletedOwner.findFirstOrThrow({ where: { userId: o.user.id } })).toMatchObject({ stripeSubscriptionId: sub, subscriptionCancelled: true });

    const sub2 = `sub_end2_${Date.now()}`;
    const o2 = await payingOwner(sub2);
    const gql = await admin.gql(DELETE, { id: toGlobalId('User', o2.user.id), ending: 'period_end' });
    expect(gql.data.deleteUser.__typename).toBe('DeleteUserSuccess');
    expect(standin.requests.findLast((r) => r.path === `/v1/subscriptions/${sub2}`)?.body.get('cancel_at_period_end')).toBe('true');
  });

  it('an unknown ?subscription= is a 400 and deletes nothing', async () => {
    const admin = await t.admin();
    const o = await payingOwner(`sub_bad_${Date.now()}`);
    const res = await admin.rest('DELETE', `/api/admin/users/${o.user.id}?subscription=later`);
    expect(res).toMatchObject({ status: 400, body: { error: 'subscription must be one of: now, period_end' } });
    expect(await t.prisma.user.count({ where: { id: o.user.id } })).toBe(1);
  });

  it('a failed Stripe call stops the deletion: 502 in words (a GraphQL error too), nothing deleted, no audit entry', async () => {
    const admin = await t.admin();
    const sub = `sub_fail_${Date.now()}`;
    const o = await payingOwner(sub);
    const message = 'Something went wrong on our end.';
    try {
      standin.settings.failing = { method: 'DELETE', path: /^\/v1\/subscriptions\//, status: 500, error: { type: 'api_error', message } };
      const res = await admin.rest('DELETE', `/api/admin/users/${o.user.id}`);
      expect(res).toMatchObject({ status: 502, body: { error: subscriptionNotCancelled(message) } });
      const gql = await admin.gql(DELETE, { id: toGlobalId('User', o.user.id) });
      expect(gql.errors?.[0]).toMatchObject({ message: subscriptionNotCancelled(message), extensions: { code: 'BAD_GATEWAY' } });
      standin.settings.failing = { method: 'POST', path: /^\/v1\/subscriptions\//, status: 500, error: { type: 'api_error', message } };
      expect((await admin.rest('DELETE', `/api/admin/users/${o.user.id}?subscription=period_end`)).status).toBe(502);
    } finally {
      standin.settings.failing = null;
    }
    expect(await t.prisma.user.count({ where: { id: o.user.id } })).toBe(1);
    expect(await t.prisma.customer.count({ where: { ownerId: o.user.id } })).toBe(2);
    expect(await t.prisma.ticket.count({ where: { ownerId: o.user.id } })).toBe(1);
    expect(await t.prisma.deletedOwner.count({ where: { userId: o.user.id } })).toBe(0);
    expect(await audits(o.user.id)).toEqual([]);
  });
});

describe('verify and notify', () => {
  it('Verify makes a trial verified, with a history row and the user.verify entry', async () => {
    const admin = await t.admin();
    const o = await t.owner({ firstName: 'Vera' });
    const res = await admin.rest('POST', `/api/admin/users/${o.user.id}/verify`);
    expect(res.body).toMatchObject({ paymentVerified: true, paymentState: 'verified', paymentStateReason: `Verified by ${admin.user.email}` });
    const changes = await t.prisma.paymentStateChange.findMany({ where: { userId: o.user.id }, orderBy: { at: 'asc' } });
    expect(changes.map((c) => c.state)).toEqual(['trial', 'verified']);
    const [entry] = await audits(o.user.id);
    expect(entry).toMatchObject({ action: 'user.verify', actorId: admin.user.id, subjectLabel: `Vera Test <${o.user.email}>`, details: { from: 'trial', to: 'verified' } });
  });

  it('Notify links to sign-in then Settings → Billing, counts the reminders, and writes user.notify', async () => {
    const admin = await t.admin();
    const o = await t.owner({ firstName: 'Nora' });
    await t.prisma.user.update({ where: { id: o.user.id }, data: { createdAt: new Date(Date.now() - 72 * HOUR) } });
    for (let i = 0; i < 2; i++) expect((await admin.rest('POST', `/api/admin/users/${o.user.id}/notify`)).status).toBe(200);
    const mails = await t.prisma.emailOutbox.findMany({ where: { to: o.user.email, kind: 'payment-verification' } });
    expect(mails).toHaveLength(2);
    expect(mails[0].userId).toBe(o.user.id);
    expect(mails[0].text).toContain('https://app.example.com/auth?next=%2Fsettings%23billing');
    expect(mails[0].text).not.toContain('/signup');
    expect(mails[0].text).toContain('48 hours to complete it have passed');
    const users = await admin.rest('GET', `/api/admin/users?search=${encodeURIComponent(o.user.email)}`);
    expect(users.body[0]).toMatchObject({ remindedCount: 2, paymentState: 'trial' });
    expect(Date.now() - new Date(users.body[0].lastRemindedAt).getTime()).toBeLessThan(60_000);
    const entries = await audits(o.user.id);
    expect(entries.map((e) => e.action)).toEqual(['user.notify', 'user.notify']);
    expect(entries[0].details).toMatchObject({ group: 'overdue', paymentState: 'trial' });
  });

  it('a lapsed subscriber is reminded with the lapsed wording, not the never-paid one', async () => {
    const admin = await t.admin();
    const failed = await t.owner({ firstName: 'Fay' });
    const cancelled = await t.owner({ firstName: 'Cal' });
    await t.prisma.user.update({ where: { id: failed.user.id }, data: { paymentState: 'failed' } });
    await t.prisma.user.update({ where: { id: cancelled.user.id }, data: { paymentState: 'cancelled' } });
    await admin.rest('POST', `/api/admin/users/${failed.user.id}/notify`);
    await admin.rest('POST', `/api/admin/users/${cancelled.user.id}/notify`);
    const mail = (email: string) => t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email, kind: 'payment-verification' } });
    const f = await mail(failed.user.email);
    expect(f.subject).toBe('Your Founders Rate payment did not go through');
    expect(f.text).toContain('update your card in Settings → Billing');
    const c = await mail(cancelled.user.email);
    expect(c.subject).toBe('Your Founders Rate subscription has ended');
    expect(c.text).not.toContain('We have not been able to verify');
  });
});

describe('the users list', () => {
  it('carries the payment fields, filters by state, searches business and city, and sorts', async () => {
    const admin = await t.admin();
    const tag = `z${Date.now().toString(36)}`;
    const make = async (firstName: string, hoursAgo: number, state: 'trial' | 'paying' | 'cancelled', city: string) => {
      const o: Owner = await t.owner({ firstName });
      await t.prisma.user.update({
        where: { id: o.user.id },
        data: { lastName: tag, createdAt: new Date(Date.now() - hoursAgo * HOUR), paymentState: state, paymentStateReason: state === 'cancelled' ? 'Your subscription was cancelled.' : null },
      });
      await t.prisma.business.create({ data: { ownerId: o.user.id, businessName: `${firstName} Detail ${tag}`, subdomain: `${firstName.toLowerCase()}${tag}`, city, state: 'KS', zipCode: '66062' } });
      return o;
    };
    const bo = await make('Bo', 10, 'trial', 'Olathe');
    const al = await make('Al', 30, 'paying', 'Topeka');
    const cy = await make('Cy', 20, 'cancelled', 'Olathe');
    const ids = (body: { id: string }[]) => body.map((u) => u.id);

    const all = await admin.rest('GET', `/api/admin/users?search=${tag}`);
    expect(ids(all.body)).toEqual([bo.user.id, cy.user.id, al.user.id]);
    expect(Object.keys(all.body[0])).toEqual(expect.arrayContaining(['paymentState', 'paymentStateSince', 'paymentStateReason', 'lastRemindedAt', 'remindedCount']));
    expect(all.body[1]).toMatchObject({ paymentState: 'cancelled', paymentStateReason: 'Your subscription was cancelled.', lastRemindedAt: null, remindedCount: 0 });

    expect(ids((await admin.rest('GET', `/api/admin/users?search=${tag}&sort=joined`)).body)).toEqual([al.user.id, cy.user.id, bo.user.id]);
    expect(ids((await admin.rest('GET', `/api/admin/users?search=${tag}&sort=-joined`)).body)).toEqual([bo.user.id, cy.user.id, al.user.id]);
    expect(ids((await admin.rest('GET', `/api/admin/users?search=${tag}&sort=name`)).body)).toEqual([al.user.id, bo.user.id, cy.user.id]);
    expect(ids((await admin.rest('GET', `/api/admin/users?search=${tag}&paymentState=cancelled`)).body)).toEqual([cy.user.id]);
    // Search covers the business name and the city, every word.
    expect(ids((await admin.rest('GET', `/api/admin/users?search=${encodeURIComponent(`Al Detail ${tag}`)}`)).body)).toEqual([al.user.id]);
    expect(ids((await admin.rest('GET', `/api/admin/users?search=${encodeURIComponent(`olathe ${tag}`)}&sort=name`)).body)).toEqual([bo.user.id, cy.user.id]);

    expect(await admin.rest('GET', '/api/admin/users?sort=newest')).toMatchObject({ status: 400, body: { error: 'sort must be one of: joined, -joined, name' } });
    expect(await admin.rest('GET', '/api/admin/users?paymentState=overdue')).toMatchObject({
      status: 400,
      body: { error: 'paymentState must be one of: trial, paying, verified, failed, cancelled' },
    });
  });

  it("the Payments tab's groups: new within 48 hours, overdue never paid, lapsed", async () => {
    const admin = await t.admin();
    const fresh = await t.owner();
    const late = await t.owner();
    const lapsed = await t.owner();
    await t.prisma.user.update({ where: { id: late.user.id }, data: { createdAt: new Date(Date.now() - 49 * HOUR) } });
    await t.prisma.user.update({ where: { id: lapsed.user.id }, data: { createdAt: new Date(Date.now() - 900 * HOUR), paymentState: 'failed' } });
    const group = async (g: string) => {
      const res = await admin.gql(`{ adminPaymentUsers(first: 100, group: ${g}) { edges { node { id paymentGroup } } } }`);
      return res.data.adminPaymentUsers.edges.map((e: { node: { id: string } }) => e.node.id) as string[];
    };
    const [n, o, l] = [await group('new'), await group('overdue'), await group('lapsed')];
    expect(n).toContain(toGlobalId('User', fresh.user.id));
    expect(o).toContain(toGlobalId('User', late.user.id));
    expect(l).toContain(toGlobalId('User', lapsed.user.id));
    expect(n).not.toContain(toGlobalId('User', admin.user.id));
    expect([...n, ...o]).not.toContain(toGlobalId('User', lapsed.user.id));
  });
});

describe('the overview', () => {
  it('counts live: new, overdue, lapsed, unread tickets, paying owners and revenue, new and cancelled this month', async () => {
    const admin = await t.admin();
    const before = (await admin.rest('GET', '/api/admin/overview')).body;
    expect(Object.keys(before).sort()).toEqual(
      ['cancelledThisMonth', 'lapsed', 'monthlyRevenue', 'newThisMonth', 'newThisWeek', 'overdueNeverPaid', 'payingOwners', 'unreadTickets'].sort(),
    );
    expect(before.monthlyRevenue).toBe((before.payingOwners * FOUNDERS_RATE_USD).toFixed(2));

    const late = await t.owner();
    await t.prisma.user.update({ where: { id: late.user.id }, data: { createdAt: new Date(Date.now() - 50 * HOUR) } });
    const paying = await t.owner();
    await t.prisma.user.update({ where: { id: paying.user.id }, data: { paymentState: 'paying' } });
    const verified = await t.owner();
    await t.prisma.user.update({ where: { id: verified.user.id }, data: { paymentState: 'verified' } });
    const gone = await t.owner();
    await t.prisma.user.update({
      where: { id: gone.user.id },
      data: { paymentState: 'cancelled', paymentStateChanges: { create: { state: 'cancelled', reason: 'Your subscription was cancelled.' } } },
    });
    await t.prisma.ticket.create({ data: { ownerId: paying.user.id, subject: 'Help', category: 'other' } });
    // An admin is no owner: not new, not paying.
    const otherAdmin = await t.admin();
    await t.prisma.user.update({ where: { id: otherAdmin.user.id }, data: { paymentState: 'verified' } });

    const after = (await admin.rest('GET', '/api/admin/overview')).body;
    const delta = (k: string) => after[k] - before[k];
    // New this week and month: late was made 50 hours ago (still this week), the other three just now.
    expect(delta('newThisWeek')).toBe(4);
    expect(delta('overdueNeverPaid')).toBe(1);
    expect(delta('lapsed')).toBe(1);
    expect(delta('unreadTickets')).toBe(1);
    expect(delta('payingOwners')).toBe(2);
    expect(after.monthlyRevenue).toBe((after.payingOwners * 39).toFixed(2));
    expect(typeof after.monthlyRevenue).toBe('string');
    expect(delta('cancelledThisMonth')).toBe(1);
    for (const k of ['newThisWeek', 'overdueNeverPaid', 'lapsed', 'unreadTickets', 'payingOwners', 'newThisMonth', 'cancelledThisMonth']) {
      expect(Number.isInteger(after[k]), k).toBe(true);
    }
  });
});
