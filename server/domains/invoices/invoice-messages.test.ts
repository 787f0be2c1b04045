// Invoice messages and card-payment correctness: sending by text (the messages queue, consent and
// STOP, the owner's template), at most two reminders that stop on payment and voiding and show a
// partial payment's new balance, the receipt on full payment (offline and by card), and card payments
// the invoice cannot take (voided during Checkout, paid from two tabs) refunded through Stripe.
import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVOICE_REMINDER_DAYS } from '../../../common/messages.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { startStripeStandin } from '../../test/stripe-standin.js';
import { type TwilioStandin, startTwilioStandin, twilioEnv } from '../../test/twilio-standin.js';
import { INVOICE_REASONS, RECORDED_RECEIPT_DELAY_MS } from '../messages/messages.invoices.js';
import { REASONS } from '../messages/messages.send.js';
import * as rules from './invoices.rules.js';

const SECRET = 'whsec_invoice_messages';
const DAY = 86_400_000;
let stripe: Awaited<ReturnType<typeof startStripeStandin>>;
let twilio: TwilioStandin;
let t: TestApp;

beforeAll(async () => {
  stripe = await startStripeStandin();
  twilio = await startTwilioStandin();
  t = await startTestApp({
    ...twilioEnv(twilio.url),
    STRIPE_SECRET_KEY: 'sk_test_invoice_messages',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: stripe.url,
    APP_URL: 'http://app.test',
  });
  stripe.settings.webhook = { url: 'http://localhost/webhooks/stripe', secret: SECRET, fetch: async (r) => t.app.fetch(r) };
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
  await stripe?.close();
});

const freshPhone = () => `+1913555${String(crypto.randomInt(0, 10_000)).padStart(4, '0')}`;

/** An owner who takes cards, a customer who agreed to texts, and a drafted invoice of 100.00 for their completed job. */
async function fixture(opts: { consent?: boolean; email?: string | null } = {}) {
  const o = await t.owner();
  const tag = crypto.randomBytes(4).toString('hex');
  const account = `acct_${tag}`;
  await t.prisma.business.create({
    data: { ownerId: o.user.id, businessName: `Suds ${tag}`, subdomain: `suds${tag}`, city: 'Olathe', state: 'KS', zipCode: '66062', stripeAccountId: account, chargesEnabled: true },
  });
  const phone = freshPhone();
  const customer = await t.prisma.customer.create({
    data: {
      ownerId: o.user.id,
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: opts.email === undefined ? `rosa.${tag}@example.com` : opts.email,
      phone,
      phoneDigits: phone.slice(2),
      ...(opts.consent === false ? {} : { smsConsentAt: new Date(), smsConsentSource: 'owner' }),
    },
  });
  const job = await t.prisma.serviceRecord.create({
    data: { customerId: customer.id, serviceDate: new Date('2026-11-20T15:00:00Z'), status: 'completed', totalAmount: '100.00', serviceName: 'Full detail' },
  });
  const created = await o.rest('POST', `/api/appointments/${job.id}/invoice`);
  expect(created.status).toBe(201);
  const invoice = created.body as { id: string; payUrl: string };
  return { o, account, customer, phone, invoice, token: invoice.payUrl.split('/').pop() as string };
}

const messagesOf = (invoiceId: string, kind?: string) =>
  t.prisma.customerMessage.findMany({ where: { invoiceId, ...(kind ? { kind: kind as 'invoice' } : {}) }, orderBy: [{ dueAt: 'asc' }, { channel: 'asc' }] });
const textsTo = (phone: string) => twilio.messages.filter((m) => m.to === phone);
/** Delivers message `id` now; the app's own worker may have claimed it first, so this waits until its send is done. */
async function deliver(id: string, now?: Date) {
  await t.app.services.messages.deliver(id, now);
  await vi.waitFor(async () => {
    const m = await t.prisma.customerMessage.findUniqueOrThrow({ where: { id } });
    if (m.status === 'sent' && !m.providerId) throw new Error(`message ${id} is being sent`);
  });
}

describe('sending an invoice by text', () => {
  it('puts a text with the pay link in the messages queue; email and text together; neither is 400', async () => {
    const f = await fixture();
    expect(await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, {})).toMatchObject({ status: 400, body: { error: rules.SEND_NOTHING } });
    expect(await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: false, sms: false })).toMatchObject({ status: 400 });
    const res = await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { sms: true });
    expect(res).toMatchObject({ status: 200, body: { status: 'sent' } });
    const [text] = await messagesOf(f.invoice.id, 'invoice');
    expect(text).toMatchObject({ channel: 'sms', to: f.phone, customerId: f.customer.id });
    expect(text.body).toContain(f.invoice.payUrl);
    await deliver(text.id);
    expect(textsTo(f.phone)).toHaveLength(1);
    expect(textsTo(f.phone)[0].body).toMatch(/invoice #1, \$100\.00 due by \w+ \d+\. See and pay it here: http:\/\/app\.test\/pay\//);

    const both = await fixture();
    expect((await both.o.rest('POST', `/api/invoices/${both.invoice.id}/send`, { email: true, sms: true })).status).toBe(200);
    expect((await messagesOf(both.invoice.id, 'invoice')).map((m) => m.channel)).toEqual(['email', 'sms']);
  });

  it('follows the texting rules: no consent, STOP, or a number that cannot take texts is 400 and sends nothing', async () => {
    const noConsent = await fixture({ consent: false });
    expect(await noConsent.o.rest('POST', `/api/invoices/${noConsent.invoice.id}/send`, { email: true, sms: true })).toMatchObject({
      status: 400,
      body: { error: rules.NO_SMS_CONSENT },
    });
    expect(await messagesOf(noConsent.invoice.id)).toHaveLength(0);
    expect((await noConsent.o.rest('GET', `/api/invoices/${noConsent.invoice.id}`)).body.status).toBe('draft');

    const stopped = await fixture();
    await t.prisma.smsOptOut.create({ data: { phone: stopped.phone } });
    expect(await stopped.o.rest('POST', `/api/invoices/${stopped.invoice.id}/send`, { sms: true })).toMatchObject({ status: 400, body: { error: rules.SMS_OPTED_OUT } });

    const badPhone = await fixture();
    await t.prisma.customer.update({ where: { id: badPhone.customer.id }, data: { phone: '555-01' } });
    expect(await badPhone.o.rest('POST', `/api/invoices/${badPhone.invoice.id}/send`, { sms: true })).toMatchObject({ status: 400, body: { error: rules.NO_SMS_PHONE } });

    // STOP after sending: the reminder text, due days later (so the app's worker cannot take it
    // first), is skipped when due and sends nothing.
    const later = await fixture();
    await later.o.rest('POST', `/api/invoices/${later.invoice.id}/send`, { sms: true });
    const [text] = await messagesOf(later.invoice.id, 'invoice');
    await deliver(text.id);
    await t.prisma.smsOptOut.create({ data: { phone: later.phone } });
    const [reminder] = await messagesOf(later.invoice.id, 'invoice_reminder');
    expect(reminder).toMatchObject({ channel: 'sms', status: 'scheduled' });
    await deliver(reminder.id, reminder.dueAt);
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: reminder.id } })).toMatchObject({ status: 'skipped', error: REASONS.optedOut });
    expect(textsTo(later.phone)).toHaveLength(1);
  });

  it("uses the owner's Invoice template once they pay; turned off, sending is 400", async () => {
    const f = await fixture();
    // The platform's number carries an owner's own wording only once their payment is verified (sms.links.ts).
    await t.prisma.user.update({ where: { id: f.o.user.id }, data: { paymentVerified: true } });
    const put = await f.o.rest('PUT', '/api/message-settings', { templates: [{ kind: 'invoice', sms: { body: 'Pay {businessName} #{invoiceNumber}: {payLink}' } }] });
    expect(put.status).toBe(200);
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { sms: true });
    const [text] = await messagesOf(f.invoice.id, 'invoice');
    await deliver(text.id);
    expect(textsTo(f.phone)[0].body).toBe(`Pay Suds ${f.account.slice(5)} #1: ${f.invoice.payUrl}`);

    const off = await fixture();
    await off.o.rest('PUT', '/api/message-settings', { templates: [{ kind: 'invoice', enabled: false }] });
    expect(await off.o.rest('POST', `/api/invoices/${off.invoice.id}/send`, { email: true })).toMatchObject({ status: 400, body: { error: rules.INVOICE_MESSAGE_OFF } });
  });
});

describe('what the customer reads of the invoice', () => {
  it("the email lists the lines; the owner's private note goes nowhere, not the email nor the pay page", async () => {
    const f = await fixture();
    const lines = [
      { description: 'Full detail', quantity: '1', unitPrice: '100.00' },
      { description: 'Pet hair removal', quantity: '2', unitPrice: '25.00' },
    ];
    const edited = await f.o.rest('PATCH', `/api/invoices/${f.invoice.id}`, { lines, notes: 'Thanks! The seats need a day to dry.' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true });
    const [email] = await messagesOf(f.invoice.id, 'invoice');
    expect(email.body).toContain('Full detail: $100.00\nPet hair removal: 2 × $25.00 = $50.00');
    expect(email.body).not.toContain('The seats need a day to dry');
    await deliver(email.id);
    const sent = (await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: email.id } })).body;
    expect(sent).toContain('Pet hair removal: 2 × $25.00 = $50.00');
    expect(sent).not.toContain('The seats need a day to dry');
    const page = await (await t.caller().send('GET', `/pay/${f.token}`)).text();
    expect(page).toContain('Pet hair removal');
    expect(page).not.toContain('The seats need a day to dry');
    // In the owner's own wording without {invoiceItems}: the lines go before the pay link's paragraph.
    const g = await fixture();
    const wording = 'Hi {customerFirstName},\n\nHere is invoice #{invoiceNumber}.\n\nPay it here: {payLink}\n\nThank you,\n{businessName}';
    expect((await g.o.rest('PUT', '/api/message-settings', { templates: [{ kind: 'invoice', email: { subject: 'Invoice', body: wording } }] })).status).toBe(200);
    await g.o.rest('POST', `/api/invoices/${g.invoice.id}/send`, { email: true });
    const [own] = await messagesOf(g.invoice.id, 'invoice');
    const paragraphs = own.body.split('\n\n');
    expect(paragraphs[2]).toBe('Full detail: $100.00');
    expect(paragraphs[3]).toMatch(/^Pay it here: /);
  });
});

describe('reminders', () => {
  it("on the owner's days after sending (Settings → Get paid); none when the owner turned them off", async () => {
    const f = await fixture();
    const set = `mutation($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { __typename } }`;
    const mine = await f.o.gql(set, { input: { dueDays: 14, remindersEnabled: true, firstReminderDays: 2, secondReminderDays: 10 } });
    expect(mine.data.updateInvoiceSettings.__typename).toBe('UpdateInvoiceSettingsSuccess');
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true, sms: true });
    const sentAt = (await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).sentAt as Date;
    const reminders = await messagesOf(f.invoice.id, 'invoice_reminder');
    expect(reminders.map((r) => [r.channel, r.dueAt.getTime() - sentAt.getTime()])).toEqual([
      ['email', 2 * DAY],
      ['sms', 2 * DAY],
      ['email', 10 * DAY],
      ['sms', 10 * DAY],
    ]);

    const off = await fixture();
    await off.o.gql(set, { input: { dueDays: 14, remindersEnabled: false, firstReminderDays: 3, secondReminderDays: 7 } });
    await off.o.rest('POST', `/api/invoices/${off.invoice.id}/send`, { email: true, sms: true });
    expect(await messagesOf(off.invoice.id, 'invoice')).toHaveLength(2);
    expect(await messagesOf(off.invoice.id, 'invoice_reminder')).toHaveLength(0);
  });

  it('two per channel, 3 and 7 days after the first sending; each sent once; sending again adds none', async () => {
    const f = await fixture();
    const before = Date.now();
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true, sms: true });
    const sentAt = (await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).sentAt as Date;
    expect(sentAt.getTime()).toBeGreaterThanOrEqual(before);
    let reminders = await messagesOf(f.invoice.id, 'invoice_reminder');
    expect(reminders.map((r) => [r.channel, r.dueAt.getTime() - sentAt.getTime()])).toEqual([
      ['email', INVOICE_REMINDER_DAYS[0] * DAY],
      ['sms', INVOICE_REMINDER_DAYS[0] * DAY],
      ['email', INVOICE_REMINDER_DAYS[1] * DAY],
      ['sms', INVOICE_REMINDER_DAYS[1] * DAY],
    ]);
    expect(INVOICE_REMINDER_DAYS).toEqual([3, 7]);

    // Sent again (by hand, or with a channel more): the same reminders, the first sending's time.
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true, sms: true });
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { sms: true });
    expect(await messagesOf(f.invoice.id, 'invoice_reminder')).toHaveLength(4);
    expect((await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).sentAt).toEqual(sentAt);

    // Not due yet: nothing goes. Due: each goes once, however often its job runs.
    await deliver(reminders[1].id);
    expect(textsTo(f.phone).filter((m) => m.body.startsWith('Reminder'))).toHaveLength(0);
    const day3 = new Date(sentAt.getTime() + 3 * DAY + 1000);
    for (const r of reminders.slice(0, 2)) {
      await deliver(r.id, day3);
      await deliver(r.id, day3);
    }
    expect(textsTo(f.phone).filter((m) => m.body.startsWith('Reminder'))).toHaveLength(1);
    expect(await t.prisma.emailOutbox.count({ where: { kind: 'customer-invoice_reminder', to: f.customer.email as string } })).toBe(1);
    reminders = await messagesOf(f.invoice.id, 'invoice_reminder');
    expect(reminders.map((r) => r.status)).toEqual(['sent', 'sent', 'scheduled', 'scheduled']);
    // Never more than two: every reminder of the invoice, whatever its state.
    expect(await t.prisma.customerMessage.count({ where: { invoiceId: f.invoice.id, kind: 'invoice_reminder' } })).toBe(4);
  });

  it('sendings at once plan no more than two', async () => {
    const f = await fixture();
    const results = await Promise.all(Array.from({ length: 4 }, () => f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await messagesOf(f.invoice.id, 'invoice_reminder')).toHaveLength(2);
  });

  it('a partial payment keeps them, with the new balance; paying in full cancels them and sends the receipt on both channels', async () => {
    const f = await fixture();
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true, sms: true });
    const sentAt = (await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).sentAt as Date;
    const part = await f.o.rest('POST', `/api/invoices/${f.invoice.id}/payments`, { method: 'cash', amount: '40.00' });
    expect(part.body).toMatchObject({ status: 'partially_paid', balance: '60.00' });
    const reminders = await messagesOf(f.invoice.id, 'invoice_reminder');
    expect(reminders.every((r) => r.status === 'scheduled' && r.body.includes('$60.00 still due'))).toBe(true);
    const sms = reminders.find((r) => r.channel === 'sms') as (typeof reminders)[number];
    await deliver(sms.id, new Date(sentAt.getTime() + 3 * DAY + 1000));
    // The reminder, whenever the invoice's own text (sent through the queue) arrived.
    expect(textsTo(f.phone).filter((m) => m.body.startsWith('Reminder')).map((m) => m.body)).toEqual([expect.stringContaining('has $60.00 still due')]);

    const rest = await f.o.rest('POST', `/api/invoices/${f.invoice.id}/payments`, { method: 'zelle', amount: '60.00' });
    expect(rest.body.status).toBe('paid');
    const after = await messagesOf(f.invoice.id, 'invoice_reminder');
    expect(after.filter((r) => r.status === 'scheduled')).toHaveLength(0);
    expect(after.filter((r) => r.status === 'cancelled').every((r) => r.error === INVOICE_REASONS.paid)).toBe(true);
    const receipts = await messagesOf(f.invoice.id, 'invoice_receipt');
    expect(receipts.map((r) => r.channel)).toEqual(['email', 'sms']);
    for (const r of receipts) await deliver(r.id, r.dueAt);
    // Found among the texts, whenever the invoice's own text (sent through the queue) arrived.
    expect(textsTo(f.phone).map((m) => m.body)).toContainEqual(expect.stringMatching(/^Thank you! Suds \w+ received your payment for invoice #1; it is paid in full\./));
    expect(await t.prisma.emailOutbox.count({ where: { kind: 'customer-invoice_receipt', to: f.customer.email as string } })).toBe(1);
  });

  it('a payment removed as a mistake takes its receipt back; paying again sends a new one', async () => {
    const f = await fixture();
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true });
    const paid = await f.o.rest('POST', `/api/invoices/${f.invoice.id}/payments`, { method: 'cash', amount: '100.00' });
    expect(paid.body.status).toBe('paid');
    const [receipt] = await messagesOf(f.invoice.id, 'invoice_receipt');
    expect(receipt.status).toBe('scheduled');
    // It waits, so the mistake can be taken back before the customer hears (the queue would send it now otherwise).
    expect(receipt.dueAt.getTime()).toBeGreaterThan(Date.now() + RECORDED_RECEIPT_DELAY_MS - 60_000);
    expect((await f.o.rest('DELETE', `/api/invoices/${f.invoice.id}/payments/${paid.body.payments[0].id}`)).body.status).toBe('sent');
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: receipt.id } })).toMatchObject({ status: 'cancelled', error: INVOICE_REASONS.unpaid });
    expect((await f.o.rest('POST', `/api/invoices/${f.invoice.id}/payments`, { method: 'zelle', amount: '100.00' })).body.status).toBe('paid');
    expect((await messagesOf(f.invoice.id, 'invoice_receipt')).map((r) => r.status).sort()).toEqual(['cancelled', 'scheduled']);

    // Behind the planner's back: the worker sends no receipt for an invoice that is not paid.
    const g = await fixture();
    await g.o.rest('POST', `/api/invoices/${g.invoice.id}/send`, { email: true });
    await g.o.rest('POST', `/api/invoices/${g.invoice.id}/payments`, { method: 'cash', amount: '100.00' });
    await t.prisma.invoice.update({ where: { id: g.invoice.id }, data: { status: 'partially_paid' } });
    const [late] = await messagesOf(g.invoice.id, 'invoice_receipt');
    await deliver(late.id, late.dueAt);
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: late.id } })).toMatchObject({ status: 'cancelled', error: INVOICE_REASONS.unpaid });
  });

  it('voiding cancels them (and the worker would not send one for a void invoice)', async () => {
    const f = await fixture();
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true });
    expect((await f.o.rest('POST', `/api/invoices/${f.invoice.id}/void`)).body.status).toBe('void');
    const reminders = await messagesOf(f.invoice.id, 'invoice_reminder');
    expect(reminders.map((r) => [r.status, r.error])).toEqual([
      ['cancelled', INVOICE_REASONS.voided],
      ['cancelled', INVOICE_REASONS.voided],
    ]);

    // Behind the planner's back: the worker checks the invoice again.
    const g = await fixture();
    await g.o.rest('POST', `/api/invoices/${g.invoice.id}/send`, { email: true });
    await t.prisma.invoice.update({ where: { id: g.invoice.id }, data: { status: 'void' } });
    const [first] = await messagesOf(g.invoice.id, 'invoice_reminder');
    await deliver(first.id, new Date(Date.now() + 4 * DAY));
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: 'cancelled', error: INVOICE_REASONS.voided });
  });
});

const sessionOf = (url: string) => {
  const s = stripe.connected.get(url.split('/').pop() ?? '');
  if (!s) throw new Error(`no session behind ${url}`);
  return s;
};
const startCheckout = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await t.caller().rest('POST', `/api/pay/${token}/checkout`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sessionOf(res.body.url);
};
const refundsOf = (intent: unknown) => stripe.refunds.filter((r) => r.payment_intent === intent);

describe('card payments', () => {
  it('paid in full through the webhook: the reminders stop and the receipt goes on the channels the invoice went by', async () => {
    const f = await fixture();
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { sms: true });
    const session = await startCheckout(f.token, { tipPercent: 20 });
    expect((await stripe.pay(session.id))?.status).toBe(200);
    expect((await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).status).toBe('paid');
    expect((await messagesOf(f.invoice.id, 'invoice_reminder')).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    const receipts = await messagesOf(f.invoice.id, 'invoice_receipt');
    expect(receipts.map((r) => r.channel)).toEqual(['sms']);
    await deliver(receipts[0].id);
    expect(textsTo(f.phone).map((m) => m.body)).toContainEqual(expect.stringContaining('paid in full'));
  });

  it('voided while the customer was on Checkout: the payment is recorded and refunded whole, automatically, once', async () => {
    const f = await fixture();
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true });
    const session = await startCheckout(f.token, { tipPercent: 15 });
    expect((await f.o.rest('POST', `/api/invoices/${f.invoice.id}/void`)).body.status).toBe('void');
    const sent = await stripe.pay(session.id);
    expect(sent?.status).toBe(200);

    const invoice = await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id }, include: { payments: true } });
    expect(invoice.status).toBe('void');
    expect([String(invoice.amountPaid), String(invoice.tip), String(invoice.total)]).toEqual(['0', '0', '100']);
    expect(invoice.payments).toHaveLength(1);
    expect(invoice.payments[0]).toMatchObject({ method: 'card', refundedAt: expect.any(Date), note: rules.voidedRefundNote('115.00') });
    expect(String(invoice.payments[0].amount)).toBe('115');
    expect(refundsOf(session.payment_intent)).toMatchObject([{ account: f.account, amount: 11_500 }]);
    expect(stripe.requests.findLast((r) => r.path === '/v1/refunds')).toMatchObject({
      stripeAccount: f.account,
      idempotencyKey: `checkout-unapplied-refund-${session.id}`,
    });
    // No receipt for money given back; a replay refunds nothing more.
    expect(await messagesOf(f.invoice.id, 'invoice_receipt')).toHaveLength(0);
    const replay = await t.app.fetch(
      new Request('http://localhost/webhooks/stripe', {
        method: 'POST',
        headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: sent?.payload ?? '', secret: SECRET }) },
        body: sent?.payload,
      }),
    );
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(refundsOf(session.payment_intent)).toHaveLength(1);
    expect(await t.prisma.invoicePayment.count({ where: { invoiceId: f.invoice.id } })).toBe(1);
    // The money screen does not count it as collected.
    const today = new Date().toISOString().slice(0, 10);
    expect((await f.o.rest('GET', `/api/money/summary?from=${today}&to=${today}`)).body.collected).toBe('0.00');
  });

  it('two tabs both paying: the second payment is refunded whole through Stripe, not recorded as overpaid', async () => {
    const f = await fixture();
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true });
    const first = await startCheckout(f.token, { tipPercent: 20 });
    const second = await startCheckout(f.token, {});
    expect((await stripe.pay(first.id))?.status).toBe(200);
    expect((await stripe.pay(second.id))?.status).toBe(200);

    const invoice = await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id }, include: { payments: { orderBy: { createdAt: 'asc' } } } });
    expect(invoice.status).toBe('paid');
    expect([String(invoice.amountPaid), String(invoice.tip), String(invoice.total)]).toEqual(['120', '20', '120']);
    expect(invoice.payments.map((p) => [String(p.amount), p.refundedAt !== null, p.note])).toEqual([
      ['120', false, null],
      ['100', true, rules.duplicateRefundNote('100.00')],
    ]);
    expect(refundsOf(first.payment_intent)).toHaveLength(0);
    expect(refundsOf(second.payment_intent)).toMatchObject([{ account: f.account, amount: 10_000 }]);
    expect((await f.o.rest('GET', `/api/invoices/${f.invoice.id}`)).body).toMatchObject({ amountPaid: '120.00', balance: '0.00' });
    // One receipt.
    expect(await messagesOf(f.invoice.id, 'invoice_receipt')).toHaveLength(1);
  });

  it('a payment over a balance that shrank meanwhile: the excess is refunded, the rest (and the tip) counts', async () => {
    const f = await fixture();
    await f.o.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true });
    const session = await startCheckout(f.token, { tipAmount: '10.00' });
    expect((await f.o.rest('POST', `/api/invoices/${f.invoice.id}/payments`, { method: 'cash', amount: '30.00' })).body.balance).toBe('70.00');
    expect((await stripe.pay(session.id))?.status).toBe(200);

    const invoice = await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id }, include: { payments: { where: { method: 'card' } } } });
    expect(invoice.status).toBe('paid');
    expect([String(invoice.amountPaid), String(invoice.tip), String(invoice.total)]).toEqual(['110', '10', '110']);
    expect(invoice.payments).toMatchObject([{ refundedAt: null, note: rules.excessRefundNote('30.00') }]);
    expect(String(invoice.payments[0].amount)).toBe('80');
    expect(refundsOf(session.payment_intent)).toMatchObject([{ account: f.account, amount: 3_000 }]);

    // The owner's refund later gives back what is left of the charge.
    const refunded = await f.o.rest('POST', `/api/invoices/${f.invoice.id}/refund`);
    expect(refunded.body.status).toBe('refunded');
    expect(refundsOf(session.payment_intent).map((r) => r.amount)).toEqual([3_000, 8_000]);
  });
});
