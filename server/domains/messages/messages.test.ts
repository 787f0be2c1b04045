// The customer messages' triggers and their cancellation (booked, moved, cancelled, deleted, completed,
// booked inside the lead time, the rebooking nudge once per due date), the channels (email, sms,
// manual text, skipped with the reason), and what the worker sends: through the capturing SMTP server
// with the business as sender name and the owner as Reply-To, through a recording SMS provider.
import crypto from 'node:crypto';
import { REBOOK_INTERVAL_MESSAGE } from '../../../common/customers.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_TEMPLATES } from '../../../common/messages.js';
import type { TwilioSms } from '../../integrations/twilio.js';
import { openAroundTheClock } from '../../test/fixtures.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { freePort } from '../../test/ports.js';
import { startSmtp } from '../../test/smtp.js';
import { NO_CHANNEL } from './messages.schedule.js';
import { REASONS } from './messages.send.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FAST = { QUEUE_POLLING_SECONDS: '0.5' };

const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** A provider that records what it is asked to send (the Twilio adapter is issue 29's SMS work). */
function recordingSms() {
  const sent: { to: string; body: string }[] = [];
  const provider: TwilioSms = {
    validRequest: () => false,
    from: '+15005550006',
    async send({ to, body }) {
      if (to === '+19135550666') throw new Error('The number is not a mobile number');
      sent.push({ to, body });
      return { providerId: `SM${crypto.randomBytes(16).toString('hex')}`, status: 'queued' };
    },
  };
  return { provider, sent };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const sms = recordingSms();
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({ ...FAST, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, APP_URL: 'https://app.example.com' }, { sms: sms.provider });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function ownerWithCustomer(customer: { email?: string | null; phone?: string; consent?: boolean } = {}) {
  const o = await t.owner();
  const name = `Shine ${crypto.randomBytes(3).toString('hex')}`;
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
  // Jobs are booked at times from now: within the hours whatever the day and hour (#47.13).
  await openAroundTheClock(o);
  const email = customer.email === undefined ? `${crypto.randomBytes(4).toString('hex')}@customer.example.com` : customer.email;
  const c = await o.rest('POST', '/api/customers', { firstName: 'Lena', lastName: 'Lake', phone: customer.phone ?? '913-555-0101', email, address: '1 Home Rd, Olathe KS 66062' });
  expect(c.status).toBe(201);
  if (customer.consent) await t.prisma.customer.update({ where: { id: c.body.id }, data: { smsConsentAt: new Date(), smsConsentSource: 'owner' } });
  return Object.assign(o, { customerId: c.body.id as string, email, businessName: name, subdomain: b.body.subdomain as string });
}

type Owner = Awaited<ReturnType<TestApp['owner']>>;

async function newJob(o: Owner & { customerId: string }, at: Date) {
  const service = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
  const res = await o.rest('POST', '/api/appointments', { customerId: o.customerId, serviceDate: at.toISOString(), status: 'scheduled', serviceId: service.id });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const messagesOf = (appointmentId: string) => t.prisma.customerMessage.findMany({ where: { appointmentId }, orderBy: [{ createdAt: 'asc' }, { kind: 'asc' }] });

describe('a job the owner books', () => {
  it('is confirmed at once (sent through SMTP with the business as sender and the owner as Reply-To) and reminded 24 h before', async () => {
    const o = await ownerWithCustomer();
    const at = new Date(Date.now() + 3 * DAY);
    const before = Date.now();
    const id = await newJob(o, at);
    const rows = await messagesOf(id);
    expect(rows.map((r) => [r.kind, r.channel])).toEqual([
      ['confirmation', 'email'],
      ['reminder', 'email'],
    ]);
    const [confirmation, reminder] = rows;
    expect(confirmation.dueAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(reminder).toMatchObject({ status: 'scheduled', to: o.email, dueAt: new Date(at.getTime() - DAY) });
    // {date} and {window} in the business's zone (Olathe: Central time).
    const local = at.toLocaleString('en-US', { timeZone: 'America/Chicago', weekday: 'long', month: 'long', day: 'numeric' });
    expect(reminder.subject).toBe(`Reminder: Full Detail on ${local}`);
    const clock = at.toLocaleString('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' });
    expect(reminder.body).toContain(`arriving ${clock}`);

    await until('the confirmation email', () => smtp.received.some((m) => m.to === o.email));
    const mail = smtp.received.find((m) => m.to === o.email)?.raw ?? '';
    expect(mail).toMatch(new RegExp(`^From: "?${o.businessName}"? <hello@detailerslaunchpad\\.com>`, 'm'));
    expect(mail).toMatch(new RegExp(`^Reply-To: ${o.user.email.replace(/\./g, '\\.')}`, 'm'));
    expect(mail).toContain(`Subject: Your Full Detail with ${o.businessName} is booked`);
    await until('the row marked sent', async () => (await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: confirmation.id } })).status === 'sent');
    const sent = await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: confirmation.id } });
    expect(sent.sentAt).not.toBeNull();
    expect(sent.providerId).toMatch(/^email:/);
  });

  it('booked inside the lead time gets a confirmation and no reminder (not a late one)', async () => {
    const o = await ownerWithCustomer();
    const id = await newJob(o, new Date(Date.now() + 5 * HOUR));
    expect((await messagesOf(id)).map((r) => r.kind)).toEqual(['confirmation']);
  });

  it('moving it cancels the old reminder and plans a new confirmation and reminder at the new time', async () => {
    const o = await ownerWithCustomer();
    const at = new Date(Date.now() + 3 * DAY);
    const id = await newJob(o, at);
    const moved = new Date(at.getTime() + 2 * DAY);
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { serviceDate: moved.toISOString() })).status).toBe(200);
    const reminders = (await messagesOf(id)).filter((r) => r.kind === 'reminder');
    expect(reminders.map((r) => [r.status, r.dueAt.getTime()])).toEqual([
      ['cancelled', at.getTime() - DAY],
      ['scheduled', moved.getTime() - DAY],
    ]);
    expect((await messagesOf(id)).filter((r) => r.kind === 'confirmation')).toHaveLength(2);
  });

  it('cancelling it cancels the reminder; deleting it cancels what is still to go', async () => {
    const o = await ownerWithCustomer();
    const id = await newJob(o, new Date(Date.now() + 4 * DAY));
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'cancelled' })).status).toBe(200);
    expect((await messagesOf(id)).find((r) => r.kind === 'reminder')?.status).toBe('cancelled');

    const other = await newJob(o, new Date(Date.now() + 5 * DAY));
    const reminder = (await messagesOf(other)).find((r) => r.kind === 'reminder');
    expect((await o.rest('DELETE', `/api/appointments/${other}`)).status).toBeLessThan(300);
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: reminder?.id } })).toMatchObject({ status: 'cancelled', appointmentId: null });
  });

  it('nothing is sent for a job cancelled behind the planner: the worker checks the job again', async () => {
    const o = await ownerWithCustomer();
    const id = await newJob(o, new Date(Date.now() + 4 * DAY));
    const reminder = (await messagesOf(id)).find((r) => r.kind === 'reminder');
    await t.prisma.serviceRecord.update({ where: { id }, data: { status: 'cancelled' } });
    await t.prisma.customerMessage.update({ where: { id: reminder?.id }, data: { dueAt: new Date() } });
    await t.app.services.messages.deliver(reminder?.id as string);
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: reminder?.id } })).toMatchObject({ status: 'cancelled', error: REASONS.jobCancelled, sentAt: null });
    expect(await t.prisma.emailOutbox.count({ where: { to: o.email as string, kind: "customer-reminder" } })).toBe(0);
  });

  it('marking it completed sets completedAt, drops the reminder and plans the thank-you 2 h later with the review link', async () => {
    const o = await ownerWithCustomer();
    await t.prisma.business.update({ where: { ownerId: o.user.id }, data: { reviewLink: 'https://g.page/r/shine/review' } });
    const id = await newJob(o, new Date(Date.now() + 2 * HOUR));
    const before = Date.now();
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'completed', serviceDate: new Date(Date.now() - HOUR).toISOString() })).status).toBe(200);
    const job = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } });
    expect(job.completedAt?.getTime()).toBeGreaterThanOrEqual(before);
    const thanks = (await messagesOf(id)).filter((r) => r.kind === 'thank_you');
    expect(thanks).toEqual([expect.objectContaining({ status: 'scheduled', channel: 'email', dueAt: new Date((job.completedAt as Date).getTime() + 2 * HOUR) })]);
    expect(thanks[0].body).toContain('https://g.page/r/shine/review');
    // Back to scheduled: the thank-you is cancelled.
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'scheduled', serviceDate: new Date(Date.now() + 3 * DAY).toISOString() })).status).toBe(200);
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: thanks[0].id } })).toMatchObject({ status: 'cancelled' });
  });

  it('a job logged as done today is thanked; one logged long after is history, with no thank-you', async () => {
    const o = await ownerWithCustomer();
    const log = async (at: Date) => {
      const res = await o.rest('POST', '/api/appointments', { customerId: o.customerId, serviceDate: at.toISOString(), status: 'completed', totalAmount: '120.00' });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const today = await log(new Date(Date.now() - 3 * HOUR));
    const job = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: today } });
    expect((await messagesOf(today)).map((r) => [r.kind, r.dueAt.getTime()])).toEqual([['thank_you', (job.completedAt as Date).getTime() + 2 * HOUR]]);
    expect(await messagesOf(await log(new Date(Date.now() - 10 * DAY)))).toEqual([]);
  });

  it("respects the owner's template: a disabled reminder plans nothing, and a custom offset moves it", async () => {
    const o = await ownerWithCustomer();
    const { kind: _k, ...reminder } = DEFAULT_MESSAGE_TEMPLATES.reminder;
    await t.prisma.messageTemplate.create({ data: { ownerId: o.user.id, kind: 'reminder', ...reminder, enabled: false } });
    const at = new Date(Date.now() + 3 * DAY);
    expect((await messagesOf(await newJob(o, at))).map((r) => r.kind)).toEqual(['confirmation']);
    await t.prisma.messageTemplate.update({ where: { ownerId_kind: { ownerId: o.user.id, kind: 'reminder' } }, data: { enabled: true, offsetMinutes: 120, smsBody: 'x' } });
    const later = new Date(at.getTime() + DAY);
    const rows = await messagesOf(await newJob(o, later));
    expect(rows.find((r) => r.kind === 'reminder')?.dueAt.getTime()).toBe(later.getTime() - 2 * HOUR);
  });
});

describe('channels', () => {
  it('no email and no consent: one row skipped with the reason, and no job', async () => {
    const o = await ownerWithCustomer({ email: null });
    const rows = await messagesOf(await newJob(o, new Date(Date.now() + 3 * DAY)));
    expect(rows.map((r) => [r.kind, r.status, r.to, r.error])).toEqual([
      ['confirmation', 'skipped', '', NO_CHANNEL],
      ['reminder', 'skipped', '', NO_CHANNEL],
    ]);
  });

  it('consent with a provider: an sms row in E.164, sent through the provider, which gives its id', async () => {
    const o = await ownerWithCustomer({ email: null, phone: '(913) 555-0177', consent: true });
    const id = await newJob(o, new Date(Date.now() + 3 * DAY));
    const [confirmation] = await messagesOf(id);
    expect(confirmation).toMatchObject({ channel: 'sms', to: '+19135550177' });
    await until('the text', () => sms.sent.some((s) => s.to === '+19135550177'));
    await until('sent', async () => (await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: confirmation.id } })).providerId !== null);
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: confirmation.id } })).toMatchObject({ status: 'sent', providerId: expect.stringMatching(/^SM/) });
    expect(sms.sent.filter((s) => s.to === '+19135550177')).toHaveLength(1);
  });

  it('a provider refusal is recorded as failed with its reason; a number that replied STOP is skipped when due', async () => {
    const o = await ownerWithCustomer({ email: null, phone: '913-555-0666', consent: true });
    const [refused] = await messagesOf(await newJob(o, new Date(Date.now() + 3 * DAY)));
    await until('the refusal', async () => (await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: refused.id } })).status === 'failed');
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: refused.id } })).toMatchObject({ error: 'The number is not a mobile number', sentAt: null });

    const p = await ownerWithCustomer({ email: null, phone: '913-555-0188', consent: true });
    const reminder = (await messagesOf(await newJob(p, new Date(Date.now() + 3 * DAY)))).find((r) => r.kind === 'reminder');
    await t.prisma.smsOptOut.create({ data: { phone: '+19135550188' } });
    await t.prisma.customerMessage.update({ where: { id: reminder?.id }, data: { dueAt: new Date() } });
    await t.app.services.messages.deliver(reminder?.id as string);
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: reminder?.id } })).toMatchObject({ status: 'skipped', error: REASONS.optedOut });
  });
});

describe('instant booking and requests', () => {
  it("an accepted request is confirmed to the request's address", async () => {
    const o = await ownerWithCustomer();
    const req = await t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, {
      name: 'Rita Request',
      phone: '(913) 555-0142',
      email: 'rita@example.com',
      serviceName: 'Full Detail',
      vehicleMake: 'Mazda',
      vehicleModel: 'CX-5',
      preferredDate: new Date(Date.now() + 4 * DAY).toISOString().slice(0, 10),
      preferredTime: 'morning',
      address: '4 Oak St, Olathe KS 66062',
    });
    expect(req.status).toBe(201);
    const accepted = await o.rest('POST', `/api/booking-requests/${req.body.id}/accept`, { serviceDate: new Date(Date.now() + 4 * DAY).toISOString() });
    expect(accepted.status).toBe(200);
    const rows = await messagesOf(accepted.body.appointment.id);
    expect(rows.map((r) => [r.kind, r.to])).toEqual([
      ['confirmation', 'rita@example.com'],
      ['reminder', 'rita@example.com'],
    ]);
  });
});

describe('the rebooking nudge', () => {
  it('is planned once per due date (the next-service date, else the last job plus the service interval), and not for a customer booked again', async () => {
    const o = await ownerWithCustomer();
    const now = new Date();
    await t.prisma.customer.update({ where: { id: o.customerId }, data: { nextServiceDue: new Date(now.getTime() - DAY) } });
    await t.app.services.messages.rebook(now);
    await t.app.services.messages.rebook(now);
    const nudges = () => t.prisma.customerMessage.findMany({ where: { customerId: o.customerId, kind: 'rebook' } });
    expect((await nudges()).map((r) => [r.channel, r.to])).toEqual([['email', o.email]]);
    expect((await nudges())[0].body).toContain(`https://app.example.com/booking/${o.subdomain}`);
    // A new due date: one more.
    await t.prisma.customer.update({ where: { id: o.customerId }, data: { nextServiceDue: now } });
    await t.app.services.messages.rebook(now);
    expect(await nudges()).toHaveLength(2);

    // The interval of the last job's service.
    const p = await ownerWithCustomer();
    // The owner sets it on the service (Settings → Pricing); 0 days is refused with the rule.
    const [service] = (await p.rest('GET', '/api/services')).body as { id: string; name: string; price: string }[];
    const set = (days: unknown) => p.rest('PUT', '/api/business/services', { services: [{ id: service.id, name: service.name, price: service.price, rebookIntervalDays: days }] });
    expect(await set(0)).toMatchObject({ status: 400, body: { error: REBOOK_INTERVAL_MESSAGE } });
    expect((await set(30)).status).toBe(200);
    expect(await t.prisma.service.findUniqueOrThrow({ where: { id: service.id }, select: { rebookIntervalDays: true } })).toEqual({ rebookIntervalDays: 30 });
    await t.prisma.serviceRecord.create({ data: { customerId: p.customerId, serviceDate: new Date(now.getTime() - 30 * DAY - HOUR), status: 'completed', serviceName: 'Full Detail' } });
    await t.app.services.messages.rebook(now);
    await t.app.services.messages.rebook(now);
    expect(await t.prisma.customerMessage.count({ where: { customerId: p.customerId, kind: 'rebook' } })).toBe(1);

    // Booked again: no nudge.
    const q = await ownerWithCustomer();
    await t.prisma.customer.update({ where: { id: q.customerId }, data: { nextServiceDue: new Date(now.getTime() - DAY) } });
    await newJob(q, new Date(now.getTime() + 3 * DAY));
    await t.app.services.messages.rebook(now);
    expect(await t.prisma.customerMessage.count({ where: { customerId: q.customerId, kind: 'rebook' } })).toBe(0);
  });
});

describe('without an SMS provider', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp(FAST);
  });
  afterAll(() => bare?.close());

  it('a text with consent is a manual_sms row, left scheduled for the To-text list with no queue job', async () => {
    const o = await bare.owner();
    expect((await o.rest('POST', '/api/onboarding/business', { businessName: 'Manual Shine', city: 'Olathe', state: 'KS', zipCode: '66062' })).status).toBe(201);
    await openAroundTheClock(o);
    const c = await o.rest('POST', '/api/customers', { firstName: 'Max', lastName: 'Manual', phone: '913-555-0155' });
    await bare.prisma.customer.update({ where: { id: c.body.id }, data: { smsConsentAt: new Date(), smsConsentSource: 'owner' } });
    const job = await o.rest('POST', '/api/appointments', { customerId: c.body.id, serviceDate: new Date(Date.now() + 3 * DAY).toISOString(), status: 'scheduled' });
    const rows = await bare.prisma.customerMessage.findMany({ where: { appointmentId: job.body.id }, orderBy: { dueAt: 'asc' } });
    expect(rows.map((r) => [r.kind, r.channel, r.to])).toEqual([
      ['confirmation', 'manual_sms', '+19135550155'],
      ['reminder', 'manual_sms', '+19135550155'],
    ]);
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await bare.prisma.customerMessage.findUniqueOrThrow({ where: { id: rows[0].id } })).toMatchObject({ status: 'scheduled' });
    expect(await bare.app.services.queue.boss.findJobs('customer-message', { key: rows[0].id })).toEqual([]);
  });
});

describe('on my way', () => {
  it("today's scheduled job: one message per channel due now with the ETA (GraphQL and REST); refused with a clear message otherwise", async () => {
    const o = await ownerWithCustomer({ phone: '(913) 555-0133', consent: true });
    // Today in the business's zone (Central): a couple of hours from now, unless that is tomorrow there.
    const soon = new Date(Date.now() + HOUR);
    const local = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
    const at = local(soon) === local(new Date()) ? soon : new Date(Date.now() + 60_000);
    const id = await newJob(o, at);
    const gid = Buffer.from(`ServiceRecord:${id}`).toString('base64');
    const res = await o.gql(
      `mutation($input: SendOnMyWayInput!) { sendOnMyWay(input: $input) { __typename ... on Error { message } ... on SendOnMyWaySuccess { messages { kind channel status to body dueAt } } } }`,
      { input: { appointmentId: gid, etaMinutes: 25 } },
    );
    expect(res.data.sendOnMyWay.__typename).toBe('SendOnMyWaySuccess');
    const messages = res.data.sendOnMyWay.messages;
    expect(messages.map((m: { kind: string; channel: string; to: string }) => [m.kind, m.channel, m.to])).toEqual([
      ['on_my_way', 'email', o.email],
      ['on_my_way', 'sms', '+19135550133'],
    ]);
    expect(messages[1].body).toBe(`Hi Lena, ${o.businessName} is on the way and should be there in about 25 minutes.`);
    await until('the text', () => sms.sent.some((s) => s.to === '+19135550133' && s.body.includes('25 minutes')));

    const rest = await o.rest('POST', `/api/appointments/${id}/on-my-way`, { etaMinutes: 10 });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([
      expect.objectContaining({ id: expect.any(String), kind: 'on_my_way', channel: 'email', body: expect.stringContaining('about 10 minutes') }),
      expect.objectContaining({ kind: 'on_my_way', channel: 'sms', to: '+19135550133' }),
    ]);

    for (const eta of [0, 241, 2.5, 'soon']) {
      expect(await o.rest('POST', `/api/appointments/${id}/on-my-way`, { etaMinutes: eta })).toMatchObject({
        status: 400,
        body: { error: 'The arrival time must be a whole number of minutes from 1 to 240.' },
      });
    }
    const later = await newJob(o, new Date(Date.now() + 3 * DAY));
    expect(await o.rest('POST', `/api/appointments/${later}/on-my-way`, { etaMinutes: 10 })).toMatchObject({ status: 409, body: { error: "On my way can be sent only for today's job." } });
    await o.rest('PATCH', `/api/appointments/${id}`, { status: 'cancelled' });
    expect(await o.rest('POST', `/api/appointments/${id}/on-my-way`, { etaMinutes: 10 })).toMatchObject({ status: 409, body: { error: 'On my way can be sent only for a scheduled job.' } });
    // Another owner's job is not found.
    const other = await ownerWithCustomer();
    expect(await other.rest('POST', `/api/appointments/${later}/on-my-way`, { etaMinutes: 10 })).toMatchObject({ status: 404 });
  });
});

describe('an email the outbox gives up on', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on the port: every SMTP attempt fails.
    down = await startTestApp({ ...FAST, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => down?.close());

  it('marks the customer message failed with the SMTP error after the last retry', async () => {
    const o = await down.owner();
    expect((await o.rest('POST', '/api/onboarding/business', { businessName: 'Down Shine', city: 'Olathe', state: 'KS', zipCode: '66062' })).status).toBe(201);
    await openAroundTheClock(o);
    const c = await o.rest('POST', '/api/customers', { firstName: 'Dora', lastName: 'Down', phone: '913-555-0199', email: 'dora@example.com' });
    const job = await o.rest('POST', '/api/appointments', { customerId: c.body.id, serviceDate: new Date(Date.now() + 3 * DAY).toISOString(), status: 'scheduled' });
    const [confirmation] = await down.prisma.customerMessage.findMany({ where: { appointmentId: job.body.id, kind: 'confirmation' } });
    await until('handed to the outbox', async () => (await down.prisma.customerMessage.findUniqueOrThrow({ where: { id: confirmation.id } })).providerId !== null);
    const outboxId = (await down.prisma.customerMessage.findUniqueOrThrow({ where: { id: confirmation.id } })).providerId?.slice('email:'.length) as string;
    await until('the first failure', async () => (await down.prisma.emailOutbox.findUniqueOrThrow({ where: { id: outboxId } })).error !== null);
    // The retries run out (without waiting for them): the next attempt is the last.
    await down.prisma.emailOutbox.update({ where: { id: outboxId }, data: { attempts: 4, nextAttemptAt: new Date() } });
    await down.app.services.mailer.deliver(outboxId);
    expect(await down.prisma.customerMessage.findUniqueOrThrow({ where: { id: confirmation.id } })).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });
});
