// The money screen on a real database: the figures, days counted in the business's zone (across the
// daylight-saving change), this week / this month, deposits held, the unpaid list oldest first, and the
// CSV export (content, owner isolation, signed out, admin).
import crypto from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDatabaseId } from '../../rest/rest.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import * as rules from './invoices.rules.js';
import { EXPORT_COLUMNS } from './money-screen.rest.js';
import { moneyPeriod } from './money-screen.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ APP_URL: 'http://app.test' });
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;

async function owner(timeZone: string | null = 'America/Los_Angeles') {
  const o = await t.owner();
  const tag = crypto.randomBytes(4).toString('hex');
  await t.prisma.business.create({
    data: { ownerId: o.user.id, businessName: `Gloss ${tag}`, subdomain: `gloss${tag}`, city: 'Olathe', state: 'KS', zipCode: '66062', timeZone },
  });
  const customer = await t.prisma.customer.create({
    data: { ownerId: o.user.id, firstName: 'Maria', lastName: 'Lopez', phone: '(913) 555-0100', phoneDigits: '9135550100' },
  });
  return Object.assign(o, { customerId: customer.id });
}

let numbers = 0;
/** An invoice written as the services leave it: total, deposit credited, paid so far, status and times. */
async function invoice(
  o: Owner & { customerId: string },
  f: { status: 'draft' | 'sent' | 'partially_paid' | 'paid' | 'void' | 'refunded'; total: string; deposit?: string; paid?: string; sentAt?: string; paidAt?: string; customerId?: string; createdAt?: string },
) {
  return t.prisma.invoice.create({
    data: {
      ownerId: o.user.id,
      number: ++numbers,
      customerId: f.customerId ?? o.customerId,
      status: f.status,
      subtotal: f.total,
      total: f.total,
      depositApplied: f.deposit ?? '0',
      amountPaid: f.paid ?? '0',
      dueDate: new Date('2026-12-31'),
      payToken: crypto.randomBytes(24).toString('base64url'),
      sentAt: f.sentAt ? new Date(f.sentAt) : null,
      paidAt: f.paidAt ? new Date(f.paidAt) : null,
      ...(f.createdAt ? { createdAt: new Date(f.createdAt) } : {}),
    },
  });
}

const payment = (invoiceId: string, amount: string, at: string, refunded = false) =>
  t.prisma.invoicePayment.create({ data: { invoiceId, method: 'cash', amount, createdAt: new Date(at), refundedAt: refunded ? new Date(at) : null } });

const summary = async (o: Owner, from: string, to: string) => (await o.rest('GET', `/api/money/summary?from=${from}&to=${to}`)).body;

describe('the summary', () => {
  it('sums billed, collected, outstanding and the average ticket of the paid invoices', async () => {
    const o = await owner();
    const at = '2026-06-10T18:00:00Z';
    const a = await invoice(o, { status: 'paid', total: '100.00', paid: '100.00', sentAt: at, paidAt: at });
    const b = await invoice(o, { status: 'partially_paid', total: '50.01', deposit: '20.00', paid: '10.00', sentAt: at });
    const c = await invoice(o, { status: 'paid', total: '33.33', paid: '33.33', paidAt: at }); // paid, never sent
    await invoice(o, { status: 'draft', total: '999.00' }); // not billed
    await invoice(o, { status: 'void', total: '70.00', sentAt: at }); // not billed
    await payment(a.id, '100.00', at);
    await payment(b.id, '10.00', at);
    await payment(c.id, '33.33', at);
    await payment(c.id, '5.00', at, true); // refunded: not collected
    expect(await summary(o, '2026-06-10', '2026-06-10')).toEqual({
      billed: '183.34',
      collected: '143.33',
      outstanding: '20.01',
      depositsHeld: '20.00',
      averageTicket: '66.67', // (100.00 + 33.33) / 2 = 66.665, half up
      doneNotInvoiced: '0.00',
      drafts: '999.00', // now, whatever the period: the draft above
      effectiveHourlyRate: null, // no completed job (hourly-rate.test.ts)
      bySize: [],
    });
    expect(await summary(o, '2026-06-11', '2026-06-30')).toEqual({
      billed: '0.00',
      collected: '0.00',
      outstanding: '0.00',
      depositsHeld: '20.00',
      averageTicket: '0.00',
      doneNotInvoiced: '0.00',
      drafts: '999.00',
      effectiveHourlyRate: null,
      bySize: [],
    });
    expect((await o.rest('GET', '/api/money/summary?from=2026-06-11&to=2026-06-10')).status).toBe(400);
    expect((await o.rest('GET', '/api/money/summary?from=nope&to=2026-06-10')).body).toEqual({ error: rules.SUMMARY_RANGE });
    expect((await o.rest('GET', '/api/money/summary')).status).toBe(400);
  });

  it('holds the deposits of invoices not settled yet (draft, sent, partially paid), not of paid, void or refunded ones', async () => {
    const o = await owner();
    const at = '2026-06-10T18:00:00Z';
    await invoice(o, { status: 'draft', total: '100.00', deposit: '10.00' });
    await invoice(o, { status: 'sent', total: '100.00', deposit: '20.00', sentAt: at });
    await invoice(o, { status: 'partially_paid', total: '100.00', deposit: '30.00', paid: '5.00', sentAt: at });
    await invoice(o, { status: 'paid', total: '100.00', deposit: '40.00', paid: '60.00', sentAt: at, paidAt: at });
    await invoice(o, { status: 'void', total: '100.00', deposit: '50.00', sentAt: at });
    await invoice(o, { status: 'refunded', total: '100.00', deposit: '60.00', paid: '40.00', sentAt: at, paidAt: at });
    // Held now, whatever the period asked.
    expect((await summary(o, '2020-01-01', '2020-01-01')).depositsHeld).toBe('60.00');
    expect((await summary(o, '2026-06-10', '2026-06-10')).depositsHeld).toBe('60.00');
    // Another owner's deposits are not in it.
    expect((await summary(await owner(), '2026-06-10', '2026-06-10')).depositsHeld).toBe('0.00');
  });

  it('also holds deposits paid at booking on jobs not invoiced yet, not refunded or unpaid ones, nor twice once invoiced', async () => {
    const o = await owner();
    const job = (f: { deposit: string; paid?: boolean; refunded?: boolean }) =>
      t.prisma.serviceRecord.create({
        data: {
          customerId: o.customerId,
          serviceDate: new Date('2026-06-20T15:00:00Z'),
          status: 'scheduled',
          totalAmount: '200.00',
          depositAmount: f.deposit,
          depositPaidAt: f.paid === false ? null : new Date('2026-06-01T15:00:00Z'),
          depositRefundedAt: f.refunded ? new Date('2026-06-02T15:00:00Z') : null,
        },
      });
    await job({ deposit: '25.00' });
    await job({ deposit: '35.00', paid: false }); // a hold never paid
    await job({ deposit: '45.00', refunded: true });
    const invoiced = await job({ deposit: '50.00' });
    // The invoiced job's deposit counts through its invoice only.
    const inv = await invoice(o, { status: 'sent', total: '200.00', deposit: '50.00', sentAt: '2026-06-21T18:00:00Z' });
    await t.prisma.invoice.update({ where: { id: inv.id }, data: { appointmentId: invoiced.id } });
    expect((await summary(o, '2026-06-10', '2026-06-10')).depositsHeld).toBe('75.00');
    expect((await summary(await owner(), '2026-06-10', '2026-06-10')).depositsHeld).toBe('0.00');
  });

  it('counts the business’s own days: midnight in Los Angeles, not in UTC, also on the day the clocks go back', async () => {
    const o = await owner('America/Los_Angeles');
    // 2 Nov 23:30 PST is 3 Nov 07:30 UTC; 3 Nov 00:00 PST is 3 Nov 08:00 UTC.
    const late = await invoice(o, { status: 'sent', total: '10.00', sentAt: '2026-11-03T07:30:00Z' });
    const early = await invoice(o, { status: 'sent', total: '20.00', sentAt: '2026-11-03T08:00:00Z' });
    await payment(late.id, '1.00', '2026-11-03T07:59:59Z');
    await payment(early.id, '2.00', '2026-11-03T08:00:00Z');
    // 1 Nov (25 hours: PDT until 2 AM, then PST) runs from 07:00 UTC on 1 Nov to 08:00 UTC on 2 Nov.
    await payment(early.id, '4.00', '2026-11-01T06:59:00Z'); // 31 Oct 23:59 PDT
    await payment(early.id, '8.00', '2026-11-01T07:00:00Z'); // 1 Nov 00:00 PDT
    await payment(early.id, '16.00', '2026-11-02T07:30:00Z'); // 1 Nov 23:30 PST (2 Nov in UTC)
    expect(await summary(o, '2026-11-02', '2026-11-02')).toMatchObject({ billed: '10.00', collected: '1.00', outstanding: '10.00' });
    expect(await summary(o, '2026-11-03', '2026-11-03')).toMatchObject({ billed: '20.00', collected: '2.00', outstanding: '20.00' });
    expect(await summary(o, '2026-11-01', '2026-11-01')).toMatchObject({ collected: '24.00' });
    expect(await summary(o, '2026-10-31', '2026-10-31')).toMatchObject({ collected: '4.00' });
    const byDay = await o.gql('{ viewer { moneySummary(from: "2026-10-31", to: "2026-11-03") { timeZone collectedByDay { date amount } } } }');
    expect(byDay.data.viewer.moneySummary).toEqual({
      timeZone: 'America/Los_Angeles',
      collectedByDay: [
        { date: '2026-10-31', amount: '4.00' },
        { date: '2026-11-01', amount: '24.00' },
        { date: '2026-11-02', amount: '1.00' },
        { date: '2026-11-03', amount: '2.00' },
      ],
    });
  });

  it('takes the zone of the ZIP when the business has none', async () => {
    const o = await owner(null); // 66062, Olathe KS: America/Chicago (CST, UTC-6 in November)
    await invoice(o, { status: 'sent', total: '10.00', sentAt: '2026-11-10T05:59:00Z' }); // 9 Nov 23:59 CST
    expect((await summary(o, '2026-11-09', '2026-11-09')).billed).toBe('10.00');
    expect((await summary(o, '2026-11-10', '2026-11-10')).billed).toBe('0.00');
  });

  it('this week runs Monday to Sunday and this month from the 1st, around today in the business’s zone', async () => {
    const o = await owner('Pacific/Auckland');
    // Sunday 29 Nov 12:00 UTC is Monday 30 Nov 01:00 in Auckland (UTC+13).
    const now = new Date('2026-11-29T12:00:00Z');
    const week = await moneyPeriod(t, o.user.id, { period: 'week' }, now);
    expect(week).toMatchObject({ from: '2026-11-30', to: '2026-12-06', timeZone: 'Pacific/Auckland' });
    expect(week.start.toISOString()).toBe('2026-11-29T11:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-12-06T11:00:00.000Z');
    expect(await moneyPeriod(t, o.user.id, { period: 'month' }, now)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(await moneyPeriod(t, o.user.id, { period: 'month' }, new Date('2028-02-10T00:00:00Z'))).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    const res = await o.gql('{ viewer { moneySummary(period: week) { from to } } }');
    expect(res.data.viewer.moneySummary.to > res.data.viewer.moneySummary.from).toBe(true);
    const both = await o.gql('{ viewer { moneySummary(period: week, from: "2026-01-01", to: "2026-01-02") { from } } }');
    expect(both.errors?.[0]).toMatchObject({ message: rules.SUMMARY_RANGE, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('the unpaid list', () => {
  it('lists sent and partially paid invoices oldest first, a page at a time, the owner’s own only', async () => {
    const o = await owner();
    const ids: string[] = [];
    // Made newest first: the list answers them in the opposite order.
    for (const [k, status] of (['sent', 'paid', 'partially_paid', 'draft', 'sent', 'void'] as const).entries()) {
      const day = `2026-06-${String(20 - k).padStart(2, '0')}T18:00:00Z`;
      const i = await invoice(o, { status, total: '10.00', sentAt: status === 'draft' ? undefined : day, createdAt: day });
      if (status === 'sent' || status === 'partially_paid') ids.push(i.id);
    }
    await invoice(await owner(), { status: 'sent', total: '10.00', sentAt: '2026-06-10T18:00:00Z' });
    const PAGE = `query($after: String) { viewer { unpaidInvoices(first: 2, after: $after) {
      totalCount edges { node { id status } } pageInfo { hasNextPage endCursor } } } }`;
    const first = (await o.gql(PAGE)).data.viewer.unpaidInvoices;
    expect(first.totalCount).toBe(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await o.gql(PAGE, { after: first.pageInfo.endCursor })).data.viewer.unpaidInvoices;
    const listed = [...first.edges, ...second.edges].map((e: { node: { id: string } }) => e.node.id);
    expect(listed.map(toDatabaseId)).toEqual(ids.reverse());
    expect(second.pageInfo.hasNextPage).toBe(false);
  });
  it('loads a page of unpaid invoices, or of the period’s invoices, with their customers in the same statements for 2 or 12', async () => {
    const o = await owner();
    for (let i = 0; i < 12; i++) {
      const c = await t.prisma.customer.create({ data: { ownerId: o.user.id, firstName: `C${i}`, lastName: 'Lee', phone: '(913) 555-0100', phoneDigits: '9135550100' } });
      await invoice(o, { status: 'sent', total: '10.00', sentAt: '2026-06-10T18:00:00Z', customerId: c.id });
    }
    const PAGE = `query($first: Int!) { viewer {
      unpaidInvoices(first: $first) { edges { node { id number balance issuedAt customer { firstName lastName } } } }
      moneySummary(from: "2026-06-10", to: "2026-06-10") { invoices(first: $first) { edges { node { number customer { firstName } } } } }
    } }`;
    const small = await t.countStatements(() => o.gql(PAGE, { first: 2 }));
    const large = await t.countStatements(() => o.gql(PAGE, { first: 12 }));
    expect(large).toBe(small);
    const res = (await o.gql(PAGE, { first: 12 })).data.viewer;
    expect(res.unpaidInvoices.edges).toHaveLength(12);
    expect(res.moneySummary.invoices.edges).toHaveLength(12);
  });
});

describe('the CSV export', () => {
  const csv = async (c: { send: (m: string, u: string) => Promise<Response> }, from: string, to: string) => {
    const res = await c.send('GET', `/api/money/export.csv?from=${from}&to=${to}`);
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
  };

  it('answers the invoices issued in the period, by number, in the business’s days, with totals that add up', async () => {
    const o = await owner('America/Los_Angeles');
    const formula = await t.prisma.customer.create({ data: { ownerId: o.user.id, firstName: '=HYPERLINK("x")', lastName: 'Doe', phone: '(913) 555-0101', phoneDigits: '9135550101' } });
    await invoice(o, { status: 'paid', total: '162.36', deposit: '50.00', paid: '112.36', sentAt: '2026-11-03T07:30:00Z', paidAt: '2026-11-04T12:00:00Z' });
    await invoice(o, { status: 'partially_paid', total: '80.00', paid: '30.00', sentAt: '2026-11-03T08:00:00Z', customerId: formula.id });
    await invoice(o, { status: 'draft', total: '5.00' }); // not issued
    await invoice(o, { status: 'sent', total: '9.00', sentAt: '2026-11-04T08:00:00Z' }); // 4 Nov: outside
    const res = await csv(o, '2026-11-02', '2026-11-03');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    expect(res.disposition).toBe('attachment; filename="invoices-2026-11-02-to-2026-11-03.csv"');
    const rows = Papa.parse<string[]>(res.text.trim()).data;
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      [expect.any(String), '2026-11-02', 'Maria Lopez', 'paid', '162.36', '50.00', '112.36', '0.00', ''],
      [expect.any(String), '2026-11-03', `'=HYPERLINK("x") Doe`, 'partially_paid', '80.00', '0.00', '30.00', '50.00', ''],
    ]);
    expect(Number(rows[2][0])).toBe(Number(rows[1][0]) + 1);
  });

  it('is the caller’s own: another owner and an admin get their own (empty) file, signed out is 401, a bad range 400', async () => {
    const o = await owner();
    await invoice(o, { status: 'sent', total: '10.00', sentAt: '2026-06-10T18:00:00Z' });
    expect((await csv(o, '2026-06-01', '2026-06-30')).text.split('\r\n')).toHaveLength(3); // header, the invoice, end of file
    for (const other of [await owner(), await t.admin()]) {
      const res = await csv(other, '2026-06-01', '2026-06-30');
      expect(res.status).toBe(200);
      expect(res.text).toBe(`${EXPORT_COLUMNS.join(',')}\r\n`);
    }
    const out = await csv(t.caller(), '2026-06-01', '2026-06-30');
    expect(out.status).toBe(401);
    expect(out.type).toContain('application/json');
    const bad = await csv(o, '2026-06-30', '2026-06-01');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({ error: rules.SUMMARY_RANGE });
    expect((await csv(o, '2026-02-30', '2026-03-01')).status).toBe(400);
  });
});
