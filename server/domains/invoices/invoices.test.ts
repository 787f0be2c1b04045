// Invoices through REST and GraphQL on a real database: drafting from a completed job, numbering under
// concurrency, totals to the cent, sending, offline payments, voiding, owner isolation (the money screen: money-screen.test.ts).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../../../common/dates.js';
import { toGlobalId } from '../../rest/rest.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import * as rules from './invoices.rules.js';
import { applyCardPayment } from './invoices.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ APP_URL: 'http://app.test' });
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;

async function owner(taxRate = '0') {
  const o = await t.owner();
  const tag = crypto.randomBytes(4).toString('hex');
  await t.prisma.business.create({
    data: { ownerId: o.user.id, businessName: `Gloss ${tag}`, subdomain: `gloss${tag}`, city: 'Olathe', state: 'KS', zipCode: '66062', taxRate, phone: '(913) 555-0199' },
  });
  return o;
}

async function job(o: Owner, fields: { status?: 'completed' | 'scheduled'; totalAmount?: string; serviceName?: string; email?: string | null } = {}) {
  const customer = await t.prisma.customer.create({
    data: {
      ownerId: o.user.id,
      firstName: 'Maria',
      lastName: 'Lopez',
      email: fields.email === undefined ? 'maria@example.com' : fields.email,
      phone: '(913) 555-0100',
      phoneDigits: '9135550100',
    },
  });
  return t.prisma.serviceRecord.create({
    data: {
      customerId: customer.id,
      serviceDate: new Date('2026-11-20T15:00:00Z'),
      status: fields.status ?? 'completed',
      totalAmount: fields.totalAmount ?? '149.99',
      serviceName: fields.serviceName ?? 'Full detail',
    },
  });
}

async function invoiceOf(o: Owner, fields: Parameters<typeof job>[1] = {}) {
  const j = await job(o, fields);
  const res = await o.rest('POST', `/api/appointments/${j.id}/invoice`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('drafting', () => {
  it('drafts from a completed job: its service and price, the business tax rate, due in 14 days, numbered from 1', async () => {
    const o = await owner('8.25');
    const j = await job(o);
    const res = await o.rest('POST', `/api/appointments/${j.id}/invoice`);
    expect(res.status).toBe(201);
    const inv = res.body;
    expect(inv).toMatchObject({
      number: 1,
      status: 'draft',
      customer: { id: j.customerId, firstName: 'Maria', lastName: 'Lopez' },
      appointmentId: j.id,
      lines: [{ description: 'Full detail', quantity: '1', unitPrice: '149.99', amount: '149.99' }],
      subtotal: '149.99',
      discount: '0.00',
      taxRate: '8.25',
      tax: '12.37', // 8.25 % of 149.99 = 12.374175
      depositApplied: '0.00',
      tip: '0.00',
      total: '162.36',
      amountPaid: '0.00',
      balance: '162.36',
      sentAt: null,
      paidAt: null,
    });
    const due = new Date(`${inv.dueDate}T00:00:00Z`).getTime() - new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime();
    expect(Math.abs(due / 86_400_000 - 14)).toBeLessThanOrEqual(1);
    expect(inv.payUrl).toMatch(/^http:\/\/app\.test\/pay\/[A-Za-z0-9_-]{43}$/);
    expect((await o.rest('POST', `/api/appointments/${j.id}/invoice`))).toMatchObject({ status: 409, body: { error: rules.ALREADY_INVOICED } });
    expect((await invoiceOf(o)).number).toBe(2);
  });

  it('refuses a job that is not completed (400), and another owner’s job or a missing one (404)', async () => {
    const o = await owner();
    const booked = await job(o, { status: 'scheduled' });
    expect(await o.rest('POST', `/api/appointments/${booked.id}/invoice`)).toMatchObject({ status: 400, body: { error: rules.NOT_COMPLETED } });
    const other = await owner();
    const done = await job(o);
    expect((await other.rest('POST', `/api/appointments/${done.id}/invoice`)).status).toBe(404);
    expect((await o.rest('POST', '/api/appointments/nope/invoice')).status).toBe(404);
    expect(await t.prisma.invoice.count({ where: { ownerId: { in: [o.user.id, other.user.id] } } })).toBe(0);
  });

  it('numbers drafts made at the same time without sharing or skipping a number, per business', async () => {
    const o = await owner();
    const jobs = await Promise.all(Array.from({ length: 6 }, () => job(o)));
    const made = await Promise.all(jobs.map((j) => o.rest('POST', `/api/appointments/${j.id}/invoice`)));
    expect(made.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(made.map((r) => r.body.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    // The same job twice at once: one draft, and its loser leaves no gap.
    const j = await job(o);
    const twice = await Promise.all([o.rest('POST', `/api/appointments/${j.id}/invoice`), o.rest('POST', `/api/appointments/${j.id}/invoice`)]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await invoiceOf(o)).number).toBe(8);
    // Another business counts from 1.
    expect((await invoiceOf(await owner())).number).toBe(1);
  });
});

describe('the job’s invoice', () => {
  it('a job answers its invoice once drafted (null before), and only to its owner', async () => {
    const o = await owner();
    const j = await job(o);
    const q = `query($id: ID!) { node(id: $id) { ... on ServiceRecord { invoice { id number } } } }`;
    const id = toGlobalId('ServiceRecord', j.id);
    expect((await o.gql(q, { id })).data.node.invoice).toBeNull();
    const inv = await invoiceOf(o);
    const made = await o.rest('POST', `/api/appointments/${j.id}/invoice`);
    expect(made.status).toBe(201);
    expect((await o.gql(q, { id })).data.node.invoice).toEqual({ id: toGlobalId('Invoice', made.body.id), number: inv.number + 1 });
    expect((await (await owner()).gql(q, { id })).data.node).toBeNull();
  });
});

describe('the tax rate setting', () => {
  it('new drafts take the business tax rate; a bad one is refused with its message', async () => {
    const o = await owner();
    const set = await o.gql('mutation { updateTaxRate(taxRate: "7.125") { __typename ... on Error { message } ... on UpdateTaxRateSuccess { business { taxRate } } } }');
    expect(set.data.updateTaxRate).toEqual({ __typename: 'UpdateTaxRateSuccess', business: { taxRate: '7.125' } });
    expect((await invoiceOf(o, { totalAmount: '100.00' })).tax).toBe('7.13');
    const bad = await o.gql('mutation { updateTaxRate(taxRate: "-1") { __typename ... on Error { message } } }');
    expect(bad.data.updateTaxRate).toEqual({ __typename: 'ValidationError', message: rules.TAX_RATE });
    const services = await o.gql('{ viewer { business { services { depositType depositValue } } } }');
    expect(services.data.viewer.business.services).toEqual([]);
  });
});

describe('the invoice settings (due days and reminders)', () => {
  const SET = `mutation($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) {
    __typename ... on ValidationError { message fieldErrors { field message } }
    ... on UpdateInvoiceSettingsSuccess { business { invoiceDueDays invoiceRemindersEnabled invoiceFirstReminderDays invoiceSecondReminderDays } } } }`;
  const today = () => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime();
  const daysUntil = (date: string) => (new Date(`${date}T00:00:00Z`).getTime() - today()) / 86_400_000;

  it('defaults to due in 14 days with reminders at 3 and 7; new drafts take the owner’s due days (0 = due today)', async () => {
    const o = await owner();
    const read = await o.gql('{ viewer { business { invoiceDueDays invoiceRemindersEnabled invoiceFirstReminderDays invoiceSecondReminderDays } } }');
    expect(read.data.viewer.business).toEqual({ invoiceDueDays: 14, invoiceRemindersEnabled: true, invoiceFirstReminderDays: 3, invoiceSecondReminderDays: 7 });
    const input = { dueDays: 30, remindersEnabled: false, firstReminderDays: 5, secondReminderDays: 12 };
    const set = await o.gql(SET, { input });
    expect(set.data.updateInvoiceSettings).toEqual({
      __typename: 'UpdateInvoiceSettingsSuccess',
      business: { invoiceDueDays: 30, invoiceRemindersEnabled: false, invoiceFirstReminderDays: 5, invoiceSecondReminderDays: 12 },
    });
    // The business's own local date may be a day behind UTC.
    expect(Math.abs(daysUntil((await invoiceOf(o)).dueDate) - 30)).toBeLessThanOrEqual(1);
    await o.gql(SET, { input: { ...input, dueDays: 0 } });
    expect(Math.abs(daysUntil((await invoiceOf(o)).dueDate))).toBeLessThanOrEqual(1);
    // Another owner's drafts keep the default.
    expect(Math.abs(daysUntil((await invoiceOf(await owner())).dueDate) - 14)).toBeLessThanOrEqual(1);
  });

  it('refuses days out of range, and a second reminder not after the first, naming the field; nothing is saved', async () => {
    const o = await owner();
    const ok = { dueDays: 14, remindersEnabled: true, firstReminderDays: 3, secondReminderDays: 7 };
    const cases: [Partial<typeof ok>, string, string][] = [
      [{ dueDays: -1 }, 'dueDays', rules.DUE_DAYS],
      [{ dueDays: 91 }, 'dueDays', rules.DUE_DAYS],
      [{ firstReminderDays: 0 }, 'firstReminderDays', rules.FIRST_REMINDER_DAYS],
      [{ firstReminderDays: 61 }, 'firstReminderDays', rules.FIRST_REMINDER_DAYS],
      [{ secondReminderDays: 61 }, 'secondReminderDays', rules.SECOND_REMINDER_DAYS],
      [{ secondReminderDays: 3 }, 'secondReminderDays', rules.SECOND_AFTER_FIRST],
      [{ firstReminderDays: 9, secondReminderDays: 7 }, 'secondReminderDays', rules.SECOND_AFTER_FIRST],
      // Off, the days are still kept, so they must still make sense.
      [{ remindersEnabled: false, secondReminderDays: 2 }, 'secondReminderDays', rules.SECOND_AFTER_FIRST],
    ];
    for (const [change, field, message] of cases) {
      const res = await o.gql(SET, { input: { ...ok, ...change } });
      expect(res.data.updateInvoiceSettings, JSON.stringify(change)).toMatchObject({ __typename: 'ValidationError', message, fieldErrors: [{ field, message }] });
    }
    const read = await o.gql('{ viewer { business { invoiceDueDays invoiceFirstReminderDays invoiceSecondReminderDays } } }');
    expect(read.data.viewer.business).toEqual({ invoiceDueDays: 14, invoiceFirstReminderDays: 3, invoiceSecondReminderDays: 7 });
    // Not a whole number: GraphQL's Int refuses it before the rules.
    expect((await o.gql(SET, { input: { ...ok, dueDays: 1.5 } })).errors?.length).toBeGreaterThan(0);
  });

  it('an owner without a business gets not found', async () => {
    const o = await t.owner();
    const res = await o.gql(SET, { input: { dueDays: 14, remindersEnabled: true, firstReminderDays: 3, secondReminderDays: 7 } });
    expect(res.data.updateInvoiceSettings.__typename).toBe('NotFoundError');
  });
});

describe('editing a draft', () => {
  it('recomputes totals with lines, a discount, tax after the discount, the deposit and a tip, to the cent', async () => {
    const o = await owner();
    const inv = await invoiceOf(o);
    // A deposit paid at booking and a tip (written by the pay-link flows) are part of the figures.
    await t.prisma.invoice.update({ where: { id: inv.id }, data: { depositApplied: '50.00', tip: '20.00' } });
    const res = await o.rest('PATCH', `/api/invoices/${inv.id}`, {
      lines: [
        { description: 'Full detail', quantity: '1', unitPrice: '149.99' },
        { description: 'Pet hair', quantity: '2.5', unitPrice: '10.00' },
        { description: 'Odor bomb', quantity: 3, unitPrice: 0.1 },
      ],
      discount: '15.00',
      taxRate: '8.25',
      dueDate: '2026-12-31',
      notes: 'Thanks!',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // subtotal 149.99 + 25.00 + 0.30 = 175.29; taxable 160.29; tax 13.223925 → 13.22; total 160.29 + 13.22 + 20.00 = 193.51
    expect(res.body).toMatchObject({
      subtotal: '175.29',
      discount: '15.00',
      taxRate: '8.25',
      tax: '13.22',
      tip: '20.00',
      depositApplied: '50.00',
      total: '193.51',
      balance: '143.51',
      dueDate: '2026-12-31',
      notes: 'Thanks!',
    });
    expect(res.body.lines.map((l: { amount: string }) => l.amount)).toEqual(['149.99', '25.00', '0.30']);
    // A partial update keeps the rest.
    const partial = await o.rest('PATCH', `/api/invoices/${inv.id}`, { taxRate: '0' });
    expect(partial.body).toMatchObject({ subtotal: '175.29', tax: '0.00', total: '180.29', notes: 'Thanks!', dueDate: '2026-12-31' });
    expect((await o.rest('PATCH', `/api/invoices/${inv.id}`, { notes: null })).body.notes).toBeNull();
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const o = await owner();
    const inv = await invoiceOf(o);
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, rules.LINES_REQUIRED],
      [{ lines: [{ description: 'Wash', quantity: '1', unitPrice: '-5.00' }] }, rules.LINE_PRICE],
      [{ lines: [{ description: 'Wash', quantity: '0', unitPrice: '5.00' }] }, rules.LINE_QUANTITY],
      [{ lines: [{ description: ' ', quantity: '1', unitPrice: '5.00' }] }, rules.LINE_DESCRIPTION],
      [{ lines: [{ description: 'Wash', quantity: '1', unitPrice: '5.001' }] }, rules.LINE_PRICE],
      [{ discount: '-1' }, rules.DISCOUNT],
      [{ discount: '150.00' }, rules.DISCOUNT_TOO_BIG],
      [{ taxRate: '100' }, rules.TAX_RATE],
      [{ taxRate: 'eight' }, rules.TAX_RATE],
      [{ dueDate: '2026-02-30' }, rules.DUE_DATE],
      [{ dueDate: '9999-12-31' }, DATE_RANGE_MESSAGE],
      [{ notes: 'x'.repeat(2001) }, rules.NOTES],
    ];
    for (const [body, error] of cases) {
      expect(await o.rest('PATCH', `/api/invoices/${inv.id}`, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { error } });
    }
    expect((await o.rest('GET', `/api/invoices/${inv.id}`)).body).toEqual(inv);
  });

  it('is closed once sent (409)', async () => {
    const o = await owner();
    const inv = await invoiceOf(o);
    expect((await o.rest('POST', `/api/invoices/${inv.id}/send`, { email: true })).status).toBe(200);
    expect(await o.rest('PATCH', `/api/invoices/${inv.id}`, { discount: '1.00' })).toMatchObject({ status: 409, body: { error: rules.NOT_DRAFT } });
  });
});

describe('totals that do not fit the money column', () => {
  it('two lines of 99,999,999.99, or the most tax on the most a line holds: a 400 naming the limit, nothing changed', async () => {
    const o = await owner();
    const inv = await invoiceOf(o);
    const big = { description: 'Fleet', quantity: '1', unitPrice: '99999999.99' };
    const two = await o.rest('PATCH', `/api/invoices/${inv.id}`, { lines: [big, big] });
    expect(two).toMatchObject({ status: 400, body: { error: rules.TOTAL_TOO_BIG } });
    const taxed = await o.rest('PATCH', `/api/invoices/${inv.id}`, { lines: [big], taxRate: '99.999' });
    expect(taxed).toMatchObject({ status: 400, body: { error: rules.TOTAL_TOO_BIG } });
    const many = await o.rest('PATCH', `/api/invoices/${inv.id}`, { lines: [{ ...big, quantity: '999999.999' }] });
    expect(many).toMatchObject({ status: 400, body: { error: rules.TOTAL_TOO_BIG } });
    const after = await o.rest('GET', `/api/invoices/${inv.id}`);
    expect(after.body).toMatchObject({ subtotal: '149.99', total: '149.99', lines: [{ unitPrice: '149.99' }] });
    // The most that fits is taken.
    const most = await o.rest('PATCH', `/api/invoices/${inv.id}`, { lines: [big], taxRate: '0' });
    expect(most).toMatchObject({ status: 200, body: { total: '99999999.99' } });
  });

  it('a draft of a job whose price with the business tax does not fit is refused with the same words', async () => {
    const o = await owner('99.999');
    const j = await job(o, { totalAmount: '99999999.99' });
    expect(await o.rest('POST', `/api/appointments/${j.id}/invoice`)).toMatchObject({ status: 400, body: { error: rules.TOTAL_TOO_BIG } });
  });
});

describe('sending', () => {
  it('emails the pay link (a customer message, through the outbox) and marks the draft sent', async () => {
    const o = await owner();
    const inv = await invoiceOf(o);
    const res = await o.rest('POST', `/api/invoices/${inv.id}/send`, { email: true, sms: false });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('sent');
    expect(res.body.sentAt).toBeTruthy();
    const message = await t.prisma.customerMessage.findFirstOrThrow({ where: { invoiceId: inv.id, kind: 'invoice' } });
    expect(message).toMatchObject({ channel: 'email', to: 'maria@example.com' });
    await t.app.services.messages.deliver(message.id);
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { kind: 'customer-invoice', text: { contains: inv.payUrl } } });
    expect(mail.to).toBe('maria@example.com');
    expect(mail.subject).toMatch(/^Invoice #1 from Gloss /);
    expect(mail.text).toContain('Balance due: $149.99');
    // Sending again (a reminder by hand) keeps it sent.
    expect((await o.rest('POST', `/api/invoices/${inv.id}/send`, { email: true })).body.status).toBe('sent');
  });

  it('says what is missing: a channel, the customer’s email, their consent to texts', async () => {
    const o = await owner();
    const inv = await invoiceOf(o);
    expect(await o.rest('POST', `/api/invoices/${inv.id}/send`, {})).toMatchObject({ status: 400, body: { error: rules.SEND_NOTHING } });
    expect(await o.rest('POST', `/api/invoices/${inv.id}/send`, { sms: true })).toMatchObject({ status: 400, body: { error: rules.NO_SMS_CONSENT } });
    const noEmail = await invoiceOf(o, { email: null });
    expect(await o.rest('POST', `/api/invoices/${noEmail.id}/send`, { email: true })).toMatchObject({ status: 400, body: { error: rules.NO_EMAIL } });
    expect((await o.rest('GET', `/api/invoices/${noEmail.id}`)).body.status).toBe('draft');
  });
});

describe('sending by text without an SMS provider', () => {
  it("puts the text in the owner's To-text list (manual), with the pay link; its reminders too", async () => {
    const o = await owner();
    const inv = await invoiceOf(o);
    const customerId = (await t.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } })).customerId;
    await t.prisma.customer.update({ where: { id: customerId }, data: { smsConsentAt: new Date(), smsConsentSource: 'owner' } });
    expect((await o.rest('POST', `/api/invoices/${inv.id}/send`, { sms: true })).status).toBe(200);
    const rows = await t.prisma.customerMessage.findMany({ where: { invoiceId: inv.id }, orderBy: { dueAt: 'asc' } });
    expect(rows.map((r) => [r.kind, r.channel, r.to])).toEqual([
      ['invoice', 'manual_sms', '+19135550100'],
      ['invoice_reminder', 'manual_sms', '+19135550100'],
      ['invoice_reminder', 'manual_sms', '+19135550100'],
    ]);
    expect(rows[0].body).toContain(inv.payUrl);
    const toText = await o.rest('GET', '/api/messages/to-text');
    expect(JSON.stringify(toText.body)).toContain(inv.payUrl);
  });
});

describe('offline payments and voiding', () => {
  it('a partial payment makes it partially_paid, the rest paid; more than the balance is 400', async () => {
    const o = await owner();
    const inv = await invoiceOf(o, { totalAmount: '100.00' });
    await o.rest('POST', `/api/invoices/${inv.id}/send`, { email: true });
    const part = await o.rest('POST', `/api/invoices/${inv.id}/payments`, { method: 'cash', amount: '33.33', note: 'At the door' });
    expect(part.body).toMatchObject({ status: 'partially_paid', amountPaid: '33.33', balance: '66.67', paidAt: null });
    expect(await o.rest('POST', `/api/invoices/${inv.id}/payments`, { method: 'zelle', amount: '66.68' })).toMatchObject({
      status: 400,
      body: { error: rules.overBalance('66.67') },
    });
    expect(await o.rest('POST', `/api/invoices/${inv.id}/payments`, { method: 'card', amount: '1.00' })).toMatchObject({ status: 400, body: { error: rules.CARD_ONLINE } });
    expect(await o.rest('POST', `/api/invoices/${inv.id}/payments`, { method: 'cash', amount: '0' })).toMatchObject({ status: 400, body: { error: rules.AMOUNT } });
    expect((await o.rest('POST', `/api/invoices/${inv.id}/payments`, { method: 'bitcoin', amount: '1.00' })).status).toBe(400);
    const rest = await o.rest('POST', `/api/invoices/${inv.id}/payments`, { method: 'zelle', amount: 66.67 });
    expect(rest.body).toMatchObject({ status: 'paid', amountPaid: '100.00', balance: '0.00' });
    expect(rest.body.paidAt).toBeTruthy();
    expect((await o.rest('POST', `/api/invoices/${inv.id}/payments`, { method: 'cash', amount: '0.01' })).status).toBe(400);
    const payments = await o.gql(`query($id: ID!) { node(id: $id) { ... on Invoice { payments { method amount note } } } }`, { id: toGlobalId('Invoice', inv.id) });
    expect(payments.data.node.payments).toEqual([
      { method: 'cash', amount: '33.33', note: 'At the door' },
      { method: 'zelle', amount: '66.67', note: null },
    ]);
  });

  it('payments at once never take more than the balance', async () => {
    const o = await owner();
    const inv = await invoiceOf(o, { totalAmount: '100.00' });
    const results = await Promise.all(Array.from({ length: 5 }, () => o.rest('POST', `/api/invoices/${inv.id}/payments`, { method: 'cash', amount: '30.00' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect((await o.rest('GET', `/api/invoices/${inv.id}`)).body).toMatchObject({ amountPaid: '90.00', balance: '10.00', status: 'partially_paid' });
  });

  it('voids an unpaid invoice (twice is the same); one with a payment is 409 and stays', async () => {
    const o = await owner();
    const inv = await invoiceOf(o);
    const voided = await o.rest('POST', `/api/invoices/${inv.id}/void`);
    expect(voided.body.status).toBe('void');
    expect((await o.rest('POST', `/api/invoices/${inv.id}/void`)).body.status).toBe('void');
    expect(await o.rest('POST', `/api/invoices/${inv.id}/send`, { email: true })).toMatchObject({ status: 409, body: { error: rules.CANNOT_SEND } });
    expect(await o.rest('POST', `/api/invoices/${inv.id}/payments`, { method: 'cash', amount: '1.00' })).toMatchObject({ status: 409, body: { error: rules.CLOSED_FOR_PAYMENTS } });
    const paid = await invoiceOf(o);
    await o.rest('POST', `/api/invoices/${paid.id}/payments`, { method: 'check', amount: '10.00' });
    expect(await o.rest('POST', `/api/invoices/${paid.id}/void`)).toMatchObject({ status: 409, body: { error: rules.VOID_PAID } });
    expect((await o.rest('GET', `/api/invoices/${paid.id}`)).body.status).toBe('partially_paid');
  });
});

describe('card payments (applied by the pay link webhook)', () => {
  it('adds the tip to the total, pays the balance, and applies a Checkout Session once', async () => {
    const o = await owner('10');
    const inv = await invoiceOf(o, { totalAmount: '100.00' }); // total 110.00
    await t.prisma.invoice.update({ where: { id: inv.id }, data: { depositApplied: '25.00' } });
    await o.rest('POST', `/api/invoices/${inv.id}/send`, { email: true });
    // Balance 85.00 plus a 20 % tip on the 110.00 total (22.00).
    const pay = { amountCents: 10700, tipCents: 2200, checkoutSessionId: `cs_${crypto.randomBytes(6).toString('hex')}`, paymentIntentId: 'pi_1' };
    const deps = t.app.services.messages.deps;
    const once = await t.prisma.$transaction((tx) => applyCardPayment(tx, inv.id, pay, deps));
    expect(once).toMatchObject({ refundCents: 0, invoice: { status: 'paid' } });
    const after = (await o.rest('GET', `/api/invoices/${inv.id}`)).body;
    expect(after).toMatchObject({ status: 'paid', tip: '22.00', total: '132.00', depositApplied: '25.00', amountPaid: '107.00', balance: '0.00' });
    expect(await t.prisma.$transaction((tx) => applyCardPayment(tx, inv.id, pay, deps))).toBeNull();
    expect((await o.rest('GET', `/api/invoices/${inv.id}`)).body).toEqual(after);
    expect(await t.prisma.invoicePayment.count({ where: { invoiceId: inv.id } })).toBe(1);
  });
});

describe('lists, the summary and isolation', () => {
  it('lists the owner’s invoices newest first, filtered by status; GraphQL pages them', async () => {
    const o = await owner();
    const a = await invoiceOf(o);
    const b = await invoiceOf(o);
    await o.rest('POST', `/api/invoices/${b.id}/send`, { email: true });
    expect((await o.rest('GET', '/api/invoices')).body.map((i: { id: string }) => i.id)).toEqual([b.id, a.id]);
    expect((await o.rest('GET', '/api/invoices?status=sent')).body.map((i: { id: string }) => i.id)).toEqual([b.id]);
    expect((await o.rest('GET', '/api/invoices?status=nope')).status).toBe(400);
    const page = await o.gql('{ viewer { invoices(first: 1, status: draft) { totalCount edges { node { number status } } pageInfo { hasNextPage } } } }');
    expect(page.data.viewer.invoices).toEqual({ totalCount: 1, edges: [{ node: { number: 1, status: 'draft' } }], pageInfo: { hasNextPage: false } });
  });

  it('loads a page of invoices with their customers, lines and payments in the same statements for 2 or 12', async () => {
    const o = await owner();
    for (let i = 0; i < 12; i++) {
      const inv = await invoiceOf(o);
      await o.rest('POST', `/api/invoices/${inv.id}/payments`, { method: 'cash', amount: '1.00' });
    }
    const PAGE = `query($first: Int!) { viewer { invoices(first: $first) { edges { node {
      id number total balance payUrl customer { firstName } lines { description amount } payments { amount } appointment { id }
    } } } } }`;
    const small = await t.countStatements(() => o.gql(PAGE, { first: 2 }));
    const large = await t.countStatements(() => o.gql(PAGE, { first: 12 }));
    expect(large).toBe(small);
    expect((await o.gql(PAGE, { first: 12 })).data.viewer.invoices.edges).toHaveLength(12);
  });

  it('another owner finds nothing and changes nothing; an admin reads but cannot change; signed out is 401', async () => {
    const o = await owner();
    const inv = await invoiceOf(o);
    const other = await owner();
    for (const [method, path, body] of [
      ['GET', `/api/invoices/${inv.id}`],
      ['PATCH', `/api/invoices/${inv.id}`, { discount: '1.00' }],
      ['POST', `/api/invoices/${inv.id}/send`, { email: true }],
      ['POST', `/api/invoices/${inv.id}/payments`, { method: 'cash', amount: '1.00' }],
      ['POST', `/api/invoices/${inv.id}/void`],
    ] as const) {
      expect((await other.rest(method, path, body)).status, `${method} ${path}`).toBe(404);
      expect((await t.caller().rest(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await other.rest('GET', '/api/invoices')).body).toEqual([]);
    const admin = await t.admin();
    const seen = await admin.rest('GET', `/api/invoices/${inv.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.payUrl).toBeNull();
    expect((await admin.rest('POST', `/api/invoices/${inv.id}/void`)).status).toBe(404);
    expect((await o.rest('GET', `/api/invoices/${inv.id}`)).body).toEqual(inv);
  });
});
