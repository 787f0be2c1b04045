// The writers announce the owner's actions (#59): each completes the task naming it for that owner only
// (a second owner's same task stays open), completedBy 'app': an invoice sent or issued, a payment
// recorded offline or paid online (the Stripe webhook), Stripe able to take charges (account.updated,
// the connect return), a customer import, prices by size saved, a message sent by the worker or marked
// sent, and a thank-you carrying the review link (the job's reviewRequestedAt and review.requested).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramAction } from '../../../common/program-actions.js';
import { ownerWithBusiness } from '../../test/fixtures.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { startStripeStandin } from '../../test/stripe-standin.js';
import { PROGRAM_CONTENT } from './program.content.js';
import { seedProgram, seedTaskId } from './program.seed.js';

const SECRET = 'whsec_writers_test';
const HOUR = 3_600_000;
let standin: Awaited<ReturnType<typeof startStripeStandin>>;
let t: TestApp;

beforeAll(async () => {
  standin = await startStripeStandin();
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_writers', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: standin.url, APP_URL: 'http://app.test' });
  standin.settings.webhook = { url: 'http://localhost/webhooks/stripe', secret: SECRET, fetch: async (r) => t.app.fetch(r) };
  await seedProgram(t.prisma, t.config.PROGRAM_LENGTH_DAYS);
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

type Owner = Awaited<ReturnType<TestApp['owner']>>;

/** The shipped task naming `action`, else one the operator gives it (as the admin's task editor would). */
async function taskOf(action: ProgramAction) {
  for (const [d, day] of PROGRAM_CONTENT.entries()) {
    const i = day.tasks.findIndex((x) => x.action === action);
    if (i >= 0) return seedTaskId(d + 1, i);
  }
  const taskId = `w-${action}`;
  await t.prisma.dailyTask.upsert({ where: { taskId }, update: {}, create: { taskId, title: `Do ${action}`, description: 'D', week: 3, day: 2, action } });
  return taskId;
}

/** How the owner's task naming `action` stands: 'app', 'owner' or undefined (open). */
async function doneBy(o: Owner, action: ProgramAction) {
  const taskId = await taskOf(action);
  const progress = (await o.rest('GET', '/api/progress')).body.progress as { taskId: string; completedBy: string }[];
  return progress.find((p) => p.taskId === taskId)?.completedBy;
}

/** `action` done by `a` (completedBy app, recorded once) and not by `b`. */
async function expectDone(a: Owner, b: Owner, action: ProgramAction) {
  expect(await doneBy(a, action), action).toBe('app');
  expect(await t.prisma.ownerAction.count({ where: { userId: a.user.id, action } })).toBe(1);
  expect(await doneBy(b, action), action).toBeUndefined();
  expect(await t.prisma.ownerAction.count({ where: { userId: b.user.id, action } })).toBe(0);
}

async function customerOf(o: Owner, email: string | null = 'maria@example.com') {
  return t.prisma.customer.create({
    data: { ownerId: o.user.id, firstName: 'Maria', lastName: 'Lopez', email, phone: '(913) 555-0100', phoneDigits: '9135550100' },
  });
}

/** A draft invoice of a completed job, through REST. */
async function draftOf(o: Owner) {
  const customer = await customerOf(o);
  const job = await t.prisma.serviceRecord.create({
    data: { customerId: customer.id, serviceDate: new Date(Date.now() - 2 * 86_400_000), status: 'completed', totalAmount: '149.99', serviceName: 'Full detail' },
  });
  const res = await o.rest('POST', `/api/appointments/${job.id}/invoice`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; payUrl: string | null };
}

describe('invoices and payments', () => {
  it('an invoice sent completes invoice.sent for that owner only', async () => {
    const [a, b] = [await ownerWithBusiness(t), await ownerWithBusiness(t)];
    const inv = await draftOf(a);
    await draftOf(b); // b's stays a draft
    expect(await doneBy(a, 'invoice.sent')).toBeUndefined();
    expect((await a.rest('POST', `/api/invoices/${inv.id}/send`, { email: true })).status).toBe(200);
    await expectDone(a, b, 'invoice.sent');
  });

  it('an invoice issued (the pay link texted from the phone) completes invoice.sent', async () => {
    const [a, b] = [await ownerWithBusiness(t), await ownerWithBusiness(t)];
    const inv = await draftOf(a);
    await draftOf(b);
    expect((await a.rest('POST', `/api/invoices/${inv.id}/issue`)).status).toBe(200);
    await expectDone(a, b, 'invoice.sent');
  });

  it('a payment recorded offline (cash) completes payment.recorded', async () => {
    const [a, b] = [await ownerWithBusiness(t), await ownerWithBusiness(t)];
    const inv = await draftOf(a);
    expect((await a.rest('POST', `/api/invoices/${inv.id}/send`, { email: true })).status).toBe(200);
    expect(await doneBy(a, 'payment.recorded')).toBeUndefined();
    expect((await a.rest('POST', `/api/invoices/${inv.id}/payments`, { method: 'cash', amount: '50.00' })).status).toBe(200);
    await expectDone(a, b, 'payment.recorded');
  });

  it('an invoice paid online (Checkout, then the signed webhook) completes payment.recorded', async () => {
    const [a, b] = [await ownerWithBusiness(t), await ownerWithBusiness(t)];
    for (const o of [a, b]) {
      await t.prisma.business.update({ where: { ownerId: o.user.id }, data: { stripeAccountId: `acct_${crypto.randomBytes(6).toString('hex')}`, chargesEnabled: true } });
    }
    const inv = await draftOf(a);
    expect((await a.rest('POST', `/api/invoices/${inv.id}/send`, { email: true })).status).toBe(200);
    const { payToken } = await t.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } });
    const checkout = await t.caller().rest('POST', `/api/pay/${payToken}/checkout`, { tipPercent: 0 });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    expect(await doneBy(a, 'payment.recorded')).toBeUndefined();
    const session = standin.connected.get((checkout.body.url as string).split('/').pop() ?? '');
    expect((await standin.pay(session?.id as string))?.status).toBe(200);
    expect((await t.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } })).status).toBe('paid');
    await expectDone(a, b, 'payment.recorded');
  });
});

describe('Stripe connected', () => {
  it('account.updated able to take charges completes stripe.connected; not before', async () => {
    const [a, b] = [await ownerWithBusiness(t), await ownerWithBusiness(t)];
    for (const o of [a, b]) expect((await o.rest('POST', '/api/payments/connect')).status).toBe(200);
    const id = (await t.prisma.business.findUniqueOrThrow({ where: { ownerId: a.user.id } })).stripeAccountId as string;
    // Details sent but charges not yet enabled: nothing.
    expect((await standin.completeOnboarding(id, { charges_enabled: false }))?.status).toBe(200);
    expect(await doneBy(a, 'stripe.connected')).toBeUndefined();
    expect((await standin.completeOnboarding(id))?.status).toBe(200);
    await expectDone(a, b, 'stripe.connected');
  });

  it('the connect return (the account read back, charges enabled) completes stripe.connected', async () => {
    const [a, b] = [await ownerWithBusiness(t), await ownerWithBusiness(t)];
    for (const o of [a, b]) expect((await o.rest('POST', '/api/payments/connect')).status).toBe(200);
    const id = (await t.prisma.business.findUniqueOrThrow({ where: { ownerId: a.user.id } })).stripeAccountId as string;
    // Enabled at Stripe without a webhook reaching the app; the owner comes back and connects again.
    Object.assign(standin.accounts.get(id) as object, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
    expect((await b.rest('POST', '/api/payments/connect')).status).toBe(200);
    expect(await doneBy(b, 'stripe.connected')).toBeUndefined();
    expect((await a.rest('POST', '/api/payments/connect')).status).toBe(200);
    await expectDone(a, b, 'stripe.connected');
  });
});

describe('customers and prices', () => {
  it('a customer import that creates a customer completes customer.created; a dry run does not', async () => {
    const [a, b] = [await t.owner(), await t.owner()];
    const file = 'firstName,lastName,phone\nAna,Lee,9135550101\n';
    expect((await a.send('POST', '/api/customers/import?dryRun=true', file, { 'content-type': 'text/csv' })).status).toBe(200);
    expect(await doneBy(a, 'customer.created')).toBeUndefined();
    expect((await a.send('POST', '/api/customers/import', file, { 'content-type': 'text/csv' })).status).toBe(201);
    await expectDone(a, b, 'customer.created');
  });

  it('prices by vehicle size saved complete pricing.set; the target rate alone does not', async () => {
    const [a, b] = [await ownerWithBusiness(t), await ownerWithBusiness(t)];
    expect((await a.rest('PUT', '/api/pricing', { targetHourlyRate: '60' })).status).toBe(200);
    expect(await doneBy(a, 'pricing.set')).toBeUndefined();
    const res = await a.rest('PUT', '/api/pricing', { services: [{ id: a.serviceId, bySize: { truck: { price: '210', durationMinutes: 240 } } }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectDone(a, b, 'pricing.set');
  });
});

describe('messages', () => {
  /** An owner with a customer (email), and a job logged as done an hour ago: its thank-you is planned. */
  async function thanked(reviewLink: string | null) {
    const o = await ownerWithBusiness(t);
    if (reviewLink) await t.prisma.business.update({ where: { ownerId: o.user.id }, data: { reviewLink } });
    const c = await o.rest('POST', '/api/customers', { firstName: 'Lena', lastName: 'Lake', phone: '913-555-0101', email: `${crypto.randomBytes(4).toString('hex')}@customer.example.com` });
    expect(c.status).toBe(201);
    const job = await o.rest('POST', '/api/appointments', { customerId: c.body.id, serviceDate: new Date(Date.now() - HOUR).toISOString(), status: 'completed', totalAmount: '120.00' });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const thanks = await t.prisma.customerMessage.findFirstOrThrow({ where: { appointmentId: job.body.id, kind: 'thank_you' } });
    return Object.assign(o, { jobId: job.body.id as string, thanks });
  }
  const deliverNow = async (id: string) => {
    await t.prisma.customerMessage.update({ where: { id }, data: { dueAt: new Date(Date.now() - 1000) } });
    await t.app.services.messages.deliver(id);
    expect((await t.prisma.customerMessage.findUniqueOrThrow({ where: { id } })).status).toBe('sent');
  };

  it('a thank-you with the review link sent by the worker: message.sent, the job\'s reviewRequestedAt and review.requested', async () => {
    const a = await thanked('https://g.page/r/writers/review');
    const b = await thanked('https://g.page/r/other/review');
    expect(await doneBy(a, 'message.sent')).toBeUndefined();
    expect(await doneBy(a, 'review.requested')).toBeUndefined();
    const before = Date.now();
    await deliverNow(a.thanks.id);
    await expectDone(a, b, 'message.sent');
    await expectDone(a, b, 'review.requested');
    const job = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: a.jobId } });
    expect(job.reviewRequestedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: b.jobId } })).reviewRequestedAt).toBeNull();
  });

  it('a thank-you without the review link: message.sent, and no review asked for', async () => {
    const [a, b] = [await thanked(null), await thanked(null)];
    await deliverNow(a.thanks.id);
    await expectDone(a, b, 'message.sent');
    expect(await doneBy(a, 'review.requested')).toBeUndefined();
    expect(await t.prisma.ownerAction.count({ where: { userId: a.user.id, action: 'review.requested' } })).toBe(0);
    expect((await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: a.jobId } })).reviewRequestedAt).toBeNull();
  });

  it('a text marked sent from the owner\'s phone completes message.sent', async () => {
    const [a, b] = [await ownerWithBusiness(t), await ownerWithBusiness(t)];
    const c = await customerOf(a);
    const text = await t.prisma.customerMessage.create({
      data: { ownerId: a.user.id, customerId: c.id, kind: 'reminder', channel: 'manual_sms', dueAt: new Date(Date.now() - 1000), to: '+19135550100', body: 'See you tomorrow at 9' },
    });
    expect(await doneBy(a, 'message.sent')).toBeUndefined();
    // Another owner cannot mark it: nothing for either.
    expect((await b.rest('POST', `/api/messages/${text.id}/mark-sent`)).status).toBe(404);
    expect(await doneBy(b, 'message.sent')).toBeUndefined();
    expect((await a.rest('POST', `/api/messages/${text.id}/mark-sent`)).status).toBe(200);
    await expectDone(a, b, 'message.sent');
  });
});
