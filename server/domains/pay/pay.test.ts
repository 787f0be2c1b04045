// The customer's pay link: the public view (nothing else of the customer), tips to the cent, Checkout
// on the connected account (a direct charge) through the Stripe stand-in, the signed webhook (paid
// once, bad signatures refused, other accounts ignored), the receipt, the form without JavaScript,
// the 409 while the business cannot take cards, the throttle, and the owner's refund.
import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_CHECKOUT_FAILED,
  INVOICE_ALREADY_PAID,
  NOTHING_TO_REFUND,
  REFUND_IN_PROGRESS,
  ALREADY_REFUNDED,
  refundFailed,
  PAY_LINK_NOT_FOUND,
  TIP_AMOUNT_INVALID,
  TIP_CHOOSE_ONE,
  TIP_OVER_LIMIT,
  TIP_PERCENT_INVALID,
  TOO_MANY_PAY_ATTEMPTS,
  cannotTakeCards,
  tipTooLarge,
} from '../../../common/pay.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { subscribe } from '../../test/sse.js';
import { sendStripeEvent, startStripeStandin } from '../../test/stripe-standin.js';
import { tipCents, tipOf } from './pay.service.js';

const SECRET = 'whsec_pay_test';
let standin: Awaited<ReturnType<typeof startStripeStandin>>;
let t: TestApp;

beforeAll(async () => {
  standin = await startStripeStandin();
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_pay', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: standin.url, APP_URL: 'http://app.test' });
  standin.settings.webhook = { url: 'http://localhost/webhooks/stripe', secret: SECRET, fetch: async (r) => t.app.fetch(r) };
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const token = () => crypto.randomBytes(32).toString('base64url');
let n = 0;

/**
 * An owner whose business can take cards, and a sent invoice: Full Detail 180.00 + Pet hair 25.00,
 * discount 10.33, tax 8.25 % (16.06 on 194.67), deposit 50.00 paid: total 210.73, balance 160.73.
 */
async function invoiceFixture(opts: { chargesEnabled?: boolean; account?: string | null; status?: 'draft' | 'sent' | 'void'; feePercent?: string } = {}) {
  const owner = await t.owner();
  const name = `Pay Shine ${Date.now().toString(36)}${n++}`;
  const b = await owner.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062', phone: '913-555-0142' });
  expect(b.status).toBe(201);
  const account = opts.account === undefined ? `acct_${crypto.randomBytes(6).toString('hex')}` : opts.account;
  await t.prisma.business.update({
    where: { ownerId: owner.user.id },
    data: { stripeAccountId: account, chargesEnabled: opts.chargesEnabled ?? true, platformFeePercent: opts.feePercent ?? null, brandColor: '#0f766e' },
  });
  const customer = await t.prisma.customer.create({
    data: { ownerId: owner.user.id, firstName: 'Casey', lastName: 'Zebulon', email: 'casey.zebulon@example.com', phone: '816-555-0199', phoneDigits: '8165550199', address: '77 Secret Lane', notes: 'gate code 4321' },
  });
  const payToken = token();
  const invoice = await t.prisma.invoice.create({
    data: {
      ownerId: owner.user.id,
      number: 7,
      customerId: customer.id,
      status: opts.status ?? 'sent',
      discount: '10.33',
      taxRate: '8.25',
      depositApplied: '50.00',
      subtotal: '205.00',
      tax: '16.06',
      total: '210.73',
      dueDate: new Date('2026-12-10'),
      payToken,
      sentAt: new Date(),
      lines: {
        create: [
          { description: 'Full Detail', quantity: '1', unitPrice: '180.00', position: 0 },
          { description: 'Pet hair', quantity: '1', unitPrice: '25.00', position: 1 },
        ],
      },
    },
  });
  return { owner, account, customer, invoice, payToken, businessName: name };
}

const checkout = (payToken: string, body: Record<string, unknown>) => t.caller().rest('POST', `/api/pay/${payToken}/checkout`, body);
const sessionOf = (url: string) => {
  const s = standin.connected.get(url.split('/').pop() ?? '');
  if (!s) throw new Error(`no session behind ${url}`);
  return s;
};

describe('tips, to the cent', () => {
  it('are a percentage of the invoice before tax, rounded half up', () => {
    // 194.67 before tax: 15 % = 29.2005, 20 % = 38.934, 25 % = 48.6675.
    expect([15, 20, 25].map((p) => tipOf(19_467, p))).toEqual([2920, 3893, 4867]);
    expect(tipCents(19_467, 21_073, { tipPercent: 0 })).toBe(0);
    expect(tipCents(19_467, 21_073, {})).toBe(0);
    expect(tipCents(19_467, 21_073, { tipAmount: '$12.5' })).toBe(1250);
    expect(tipCents(19_467, 21_073, { tipAmount: '210.73' })).toBe(21_073);
  });

  it('never take an invoice past the most a money column holds (99,999,999.99)', () => {
    const most = 9_999_999_999;
    expect(() => tipCents(most - 100, most - 100, { tipAmount: '1.01' })).toThrow(TIP_OVER_LIMIT);
    expect(() => tipCents(most - 100, most - 100, { tipPercent: 15 })).toThrow(TIP_OVER_LIMIT);
    expect(tipCents(most - 100, most - 100, { tipAmount: '1.00' })).toBe(100);
  });

  it.each([
    [{ tipPercent: 20, tipAmount: '5' }, TIP_CHOOSE_ONE],
    [{ tipPercent: 101 }, TIP_PERCENT_INVALID],
    [{ tipPercent: -1 }, TIP_PERCENT_INVALID],
    [{ tipAmount: 'ten' }, TIP_AMOUNT_INVALID],
    [{ tipAmount: '1.234' }, TIP_AMOUNT_INVALID],
    [{ tipAmount: '-5' }, TIP_AMOUNT_INVALID],
    [{ tipAmount: '210.74' }, tipTooLarge('210.73')],
  ])('refuses %j', (input, message) => {
    expect(() => tipCents(19_467, 21_073, input)).toThrow(message);
  });
});

describe('the pay link', () => {
  it('shows the business and the invoice, and nothing else of the customer', async () => {
    const f = await invoiceFixture();
    const res = await t.caller().rest('GET', `/api/pay/${f.payToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      business: { businessName: f.businessName, phone: '913-555-0142' },
      invoice: {
        number: 7,
        status: 'sent',
        subtotal: '205.00',
        discount: '10.33',
        taxRate: '8.25',
        tax: '16.06',
        depositApplied: '50.00',
        tip: '0.00',
        total: '210.73',
        amountPaid: '0.00',
        balance: '160.73',
        dueDate: '2026-12-10',
        paidAt: null,
        lines: [
          { description: 'Full Detail', quantity: '1', unitPrice: '180.00', amount: '180.00' },
          { description: 'Pet hair', quantity: '1', unitPrice: '25.00', amount: '25.00' },
        ],
      },
      canPayByCard: true,
      tipOptions: [
        { percent: 15, amount: '29.20' },
        { percent: 20, amount: '38.93' },
        { percent: 25, amount: '48.67' },
      ],
    });
    const page = await t.caller().send('GET', `/pay/${f.payToken}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const [label, body] of [['REST', JSON.stringify(res.body)], ['page', html]] as const) {
      for (const secret of ['Zebulon', 'casey.zebulon', '816-555-0199', '8165550199', 'Secret Lane', '4321', f.customer.id, f.invoice.id, f.owner.user.email, f.account ?? '']) {
        expect(body.includes(secret), `${label} shows ${secret}`).toBe(false);
      }
    }
    expect(html).toContain('Invoice #7');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('#0f766e');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' https://checkout.stripe.com ${standin.url}`);
    expect(page.headers.get('set-cookie')).toBeNull();
    for (const choice of ['No tip', '15% ($29.20)', '20% ($38.93)', '25% ($48.67)', 'Other amount']) expect(html).toContain(choice);
  });

  it('is a 404 for an unknown, malformed or draft token; U+0000 is a 400', async () => {
    const draft = await invoiceFixture({ status: 'draft' });
    for (const tok of [token(), 'short', draft.payToken]) {
      expect(await t.caller().rest('GET', `/api/pay/${tok}`)).toMatchObject({ status: 404, body: { error: PAY_LINK_NOT_FOUND } });
      expect(await checkout(tok, {})).toMatchObject({ status: 404, body: { error: PAY_LINK_NOT_FOUND } });
      const page = await t.caller().send('GET', `/pay/${tok}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Invoice not found');
    }
    expect((await t.caller().send('GET', `/pay/${token()}%00`)).status).toBe(400);
  });

  it('while the business cannot take cards: 409 with how else to pay, and the page offers no Pay button', async () => {
    for (const opts of [{ chargesEnabled: false }, { account: null }]) {
      const f = await invoiceFixture(opts);
      const res = await checkout(f.payToken, { tipPercent: 15 });
      expect(res).toEqual({ status: 409, body: { error: cannotTakeCards(f.businessName, '913-555-0142') }, headers: expect.anything() });
      expect((await t.caller().rest('GET', `/api/pay/${f.payToken}`)).body.canPayByCard).toBe(false);
      const html = await (await t.caller().send('GET', `/pay/${f.payToken}`)).text();
      expect(html).toContain('cannot take card payments online yet');
      expect(html).toContain('href="tel:9135550142"');
      expect(html).not.toContain('Pay by card');
    }
  });

  it('refuses a tip it cannot read (400) and a void invoice (409)', async () => {
    const f = await invoiceFixture();
    expect(await checkout(f.payToken, { tipPercent: 20, tipAmount: '5' })).toMatchObject({ status: 400, body: { error: TIP_CHOOSE_ONE } });
    expect(await checkout(f.payToken, { tipAmount: 'lots' })).toMatchObject({ status: 400, body: { error: TIP_AMOUNT_INVALID } });
    expect(await checkout(f.payToken, { tipPercent: '20' })).toMatchObject({ status: 400 });
    const v = await invoiceFixture({ status: 'void' });
    expect((await checkout(v.payToken, {})).status).toBe(409);
    expect(await (await t.caller().send('GET', `/pay/${v.payToken}`)).text()).toContain('Void');
  });
});

describe('paying by card (a direct charge on the connected account)', () => {
  it('creates Checkout on the business account for the balance and the tip, and the webhook marks it paid once, with a receipt', async () => {
    const f = await invoiceFixture();
    const res = await checkout(f.payToken, { tipPercent: 20 });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${standin.url}/checkout/cs_test_`));
    const session = sessionOf(res.body.url);
    expect(session).toMatchObject({
      account: f.account,
      mode: 'payment',
      amount_total: 16_073 + 3_893,
      line_items: [
        { name: `Invoice #7 — ${f.businessName}`, unit_amount: 16_073, quantity: 1 },
        { name: 'Tip', unit_amount: 3_893, quantity: 1 },
      ],
      metadata: { invoiceId: f.invoice.id, tipCents: '3893', balanceCents: '16073' },
      payment_intent_data: { application_fee_amount: null },
      customer_email: 'casey.zebulon@example.com',
      success_url: `http://app.test/pay/${f.payToken}?session_id=${session.id}`,
      cancel_url: `http://app.test/pay/${f.payToken}`,
    });

    const sent = await standin.pay(session.id);
    expect(sent).toMatchObject({ status: 200 });
    const paid = await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id }, include: { payments: true } });
    expect(paid).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect([paid.tip, paid.total, paid.amountPaid].map(String)).toEqual(['38.93', '249.66', '199.66']);
    expect(paid.payments).toMatchObject([{ method: 'card', stripeCheckoutSessionId: session.id, stripePaymentIntentId: session.payment_intent }]);
    expect([String(paid.payments[0].amount), String(paid.payments[0].tip)]).toEqual(['199.66', '38.93']);
    const view = await t.caller().rest('GET', `/api/pay/${f.payToken}`);
    expect(view.body.invoice).toMatchObject({ status: 'paid', balance: '0.00', tip: '38.93', total: '249.66', amountPaid: '199.66' });
    // The receipt is a customer message on the channel the invoice went by (email here).
    const receipts = await t.prisma.customerMessage.findMany({ where: { invoiceId: f.invoice.id, kind: 'invoice_receipt' } });
    expect(receipts).toMatchObject([{ channel: 'email', to: 'casey.zebulon@example.com' }]);
    await t.app.services.messages.deliver(receipts[0].id);
    const mail = await t.prisma.emailOutbox.findMany({ where: { kind: 'customer-invoice_receipt', text: { contains: f.payToken } } });
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('received your payment for invoice #7. The invoice is paid in full.');

    // Replayed, the same event adds nothing; nor does another event of the same session.
    const replay = await t.app.fetch(
      new Request('http://localhost/webhooks/stripe', {
        method: 'POST',
        headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: sent?.payload ?? '', secret: SECRET }) },
        body: sent?.payload,
      }),
    );
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    const again = await sendStripeEvent(standin.settings.webhook as NonNullable<typeof standin.settings.webhook>, {
      type: 'checkout.session.completed',
      account: f.account ?? '',
      object: session,
    });
    expect(again.status).toBe(200);
    expect(await t.prisma.invoicePayment.count({ where: { invoiceId: f.invoice.id } })).toBe(1);
    expect(String((await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).amountPaid)).toBe('199.66');

    // Paid: the page says so and takes no second payment.
    const html = await (await t.caller().send('GET', `/pay/${f.payToken}?session_id=${session.id}`)).text();
    expect(html).toMatch(/data-testid="pay-status"[^>]*>Paid</);
    expect(html).toContain('Thank you! Your payment was received.');
    expect(html).not.toContain('Pay by card');
    expect(await checkout(f.payToken, {})).toMatchObject({ status: 409, body: { error: INVOICE_ALREADY_PAID } });
  });

  it("the owner's open app hears of the payment live (invoicePaid), nobody else's", async () => {
    const f = await invoiceFixture();
    const other = await t.owner();
    const PAID = 'subscription { invoicePaid { id status amountPaid } }';
    const mine = await subscribe(t.app.fetch, { cookie: f.owner.cookie, query: PAID });
    const theirs = await subscribe(t.app.fetch, { cookie: other.cookie, query: PAID });
    try {
      await new Promise((r) => setTimeout(r, 50));
      await standin.pay(sessionOf((await checkout(f.payToken, { tipPercent: 25 })).body.url).id);
      const event = await mine.next(2000);
      expect(event?.data?.invoicePaid).toMatchObject({ status: 'paid', amountPaid: '209.40' });
      expect(Buffer.from(event?.data?.invoicePaid.id, 'base64').toString()).toBe(`Invoice:${f.invoice.id}`);
      await expect(theirs.next(300)).rejects.toThrow();
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('refuses a bad signature and ignores a session paid on another account', async () => {
    const f = await invoiceFixture();
    const res = await checkout(f.payToken, {});
    const session = sessionOf(res.body.url);
    const webhook = standin.settings.webhook as NonNullable<typeof standin.settings.webhook>;
    const paidObject = { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_forged' };
    const forged = await sendStripeEvent({ ...webhook, secret: 'whsec_wrong' }, { type: 'checkout.session.completed', account: f.account ?? '', object: paidObject });
    expect(forged.status).toBe(400);
    const other = await sendStripeEvent(webhook, { type: 'checkout.session.completed', account: 'acct_somebody_else', object: paidObject });
    expect(other.status).toBe(200);
    expect(await t.prisma.invoicePayment.count({ where: { invoiceId: f.invoice.id } })).toBe(0);
    expect((await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).status).toBe('sent');
  });

  it('a signed event with an impossible amount or another currency is recorded and ignored (200), never applied or a 500', async () => {
    const f = await invoiceFixture();
    const session = sessionOf((await checkout(f.payToken, {})).body.url);
    const webhook = standin.settings.webhook as NonNullable<typeof standin.settings.webhook>;
    const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_odd' };
    for (const odd of [{ amount_total: -500 }, { amount_total: 10.5 }, { amount_total: '100' }, { amount_total: 1e15 }, { currency: 'eur' }]) {
      const res = await sendStripeEvent(webhook, { type: 'checkout.session.completed', account: f.account ?? '', object: { ...paid, ...odd } });
      expect(res.status, JSON.stringify(odd)).toBe(200);
    }
    expect(await t.prisma.invoicePayment.count({ where: { invoiceId: f.invoice.id } })).toBe(0);
    expect(await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).toMatchObject({ status: 'sent' });
    expect((await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).amountPaid.toFixed(2)).toBe('0.00');
    // The real payment still applies.
    await standin.pay(session.id);
    expect((await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).status).toBe('paid');
  });

  it('the page form works without JavaScript: a custom tip, then 303 to Checkout; an unreadable tip shows the page with the error', async () => {
    const f = await invoiceFixture({ feePercent: '2.5' });
    const form = (body: Record<string, string>) =>
      t.caller().send('POST', `/pay/${f.payToken}/checkout`, new URLSearchParams(body).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    const res = await form({ tip: 'custom', tipAmount: '12.50' });
    expect(res.status).toBe(303);
    const session = sessionOf(res.headers.get('location') ?? '');
    expect(session.amount_total).toBe(16_073 + 1_250);
    // The platform fee, when one is set: on the invoice's amount (2.5 % of 160.73), never on the tip.
    expect(session.payment_intent_data.application_fee_amount).toBe(402);
    expect(sessionOf((await form({ tip: '25' })).headers.get('location') ?? '').amount_total).toBe(16_073 + 4_867);
    expect(sessionOf((await form({ tip: 'none', tipAmount: '99' })).headers.get('location') ?? '').amount_total).toBe(16_073);
    const bad = await form({ tip: 'custom', tipAmount: 'a lot' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(TIP_AMOUNT_INVALID);
  });
});

describe('Stripe failing on the tap', () => {
  const failing = { method: 'POST', path: /^\/v1\/checkout\/sessions$/, status: 400, error: { type: 'invalid_request_error', code: 'account_invalid', message: 'The account cannot currently make live charges.' } };
  const toOwner = (to: string) => t.prisma.emailOutbox.findMany({ where: { kind: 'invoice-checkout-failed-owner', to }, orderBy: { createdAt: 'asc' } });

  it('the customer is told what to do (REST, GraphQL, the page form) and the invoice is unchanged; later it works', async () => {
    const f = await invoiceFixture();
    const message = CARD_CHECKOUT_FAILED(f.businessName, '913-555-0142');
    standin.settings.failing = failing;
    try {
      expect(await checkout(f.payToken, { tipPercent: 15 })).toMatchObject({ status: 409, body: { error: message } });
      const gql = await t.caller().gql<{ startInvoiceCheckout: { __typename: string; message: string } }>(
        'mutation($token: String!) { startInvoiceCheckout(token: $token) { __typename ... on Error { message } } }',
        { token: f.payToken },
      );
      expect(gql.data.startInvoiceCheckout).toEqual({ __typename: 'ConflictError', message });
      const page = await t.caller().send('POST', `/pay/${f.payToken}/checkout`, new URLSearchParams({ tip: 'none' }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
      expect(page.status).toBe(409);
      expect(await page.text()).toContain('The card payment could not be started just now. Please try again in a few minutes, or call');
      expect(await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).toMatchObject({ status: 'sent', paidAt: null });
      expect(await t.prisma.invoicePayment.count({ where: { invoiceId: f.invoice.id } })).toBe(0);
    } finally {
      standin.settings.failing = null;
    }
    expect((await checkout(f.payToken, { tipPercent: 15 })).status).toBe(200);
  });

  it("the owner is emailed once per sending, with what Stripe said and the customer's phone; nobody else is", async () => {
    const f = await invoiceFixture();
    const other = await invoiceFixture();
    standin.settings.failing = failing;
    try {
      expect((await checkout(f.payToken, {})).status).toBe(409);
      const [mail, ...more] = await toOwner(f.owner.user.email);
      expect(more).toEqual([]);
      expect(mail.subject).toBe('Casey Zebulon could not pay invoice #7');
      expect(mail.text).toContain('Casey Zebulon tapped Pay on invoice #7 ($160.73 due), but Stripe did not start the payment.');
      expect(mail.text).toContain('Stripe said: "The account cannot currently make live charges."');
      expect(mail.text).toContain('Their phone: 816-555-0199');
      expect(mail.text).toContain('Settings → Get paid: http://app.test/settings#get-paid');
      expect(mail.text).toContain(`http://app.test/invoices/${encodeURIComponent(Buffer.from(`Invoice:${f.invoice.id}`).toString('base64'))}`);
      // Tapping again: the customer reads the same 409; the owner already knows.
      expect((await checkout(f.payToken, {})).status).toBe(409);
      expect(await toOwner(f.owner.user.email)).toHaveLength(1);
      // Another owner cannot send this invoice (404), and doing so would not ask again.
      expect((await other.owner.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true })).status).toBe(404);
      expect((await checkout(f.payToken, {})).status).toBe(409);
      expect(await toOwner(f.owner.user.email)).toHaveLength(1);
      // The owner sends the invoice again: a new failure is told again.
      expect((await f.owner.rest('POST', `/api/invoices/${f.invoice.id}/send`, { email: true })).status).toBe(200);
      expect((await checkout(f.payToken, {})).status).toBe(409);
      expect(await toOwner(f.owner.user.email)).toHaveLength(2);
      expect(await toOwner(other.owner.user.email)).toEqual([]);
      expect(await toOwner('casey.zebulon@example.com')).toEqual([]);
    } finally {
      standin.settings.failing = null;
    }
    expect((await checkout(f.payToken, {})).status).toBe(200);
    expect(await toOwner(f.owner.user.email)).toHaveLength(2);
  });
});

describe('refunds', () => {
  it('the owner refunds the card payment on their account; the invoice shows refunded', async () => {
    const f = await invoiceFixture();
    const session = sessionOf((await checkout(f.payToken, { tipPercent: 15 })).body.url);
    await standin.pay(session.id);
    const stranger = await t.owner();
    expect((await stranger.rest('POST', `/api/invoices/${f.invoice.id}/refund`)).status).toBe(404);
    expect((await t.caller().rest('POST', `/api/invoices/${f.invoice.id}/refund`)).status).toBe(401);

    const res = await f.owner.rest('POST', `/api/invoices/${f.invoice.id}/refund`);
    expect(res).toMatchObject({ status: 200, body: { id: f.invoice.id, number: 7, status: 'refunded', amountPaid: '189.93', tip: '29.20' } });
    expect((await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).refundedAt).not.toBeNull();
    expect(standin.refunds.filter((r) => r.payment_intent === session.payment_intent)).toMatchObject([{ account: f.account, amount: 16_073 + 2_920 }]);
    const refundCall = standin.requests.findLast((r) => r.path === '/v1/refunds');
    expect(refundCall).toMatchObject({ stripeAccount: f.account, idempotencyKey: expect.stringMatching(/^invoice-refund-/) });
    expect((await t.prisma.invoicePayment.findFirstOrThrow({ where: { invoiceId: f.invoice.id } })).refundedAt).not.toBeNull();
    expect((await f.owner.rest('POST', `/api/invoices/${f.invoice.id}/refund`)).status).toBe(409);
    expect(await (await t.caller().send('GET', `/pay/${f.payToken}`)).text()).toContain('Refunded');
  });

  it('three refunds of one invoice at once: one refunds, the others hear it is under way or done (409); Stripe refunds once', async () => {
    const f = await invoiceFixture();
    const session = sessionOf((await checkout(f.payToken, {})).body.url);
    await standin.pay(session.id);
    const answers = await Promise.all([1, 2, 3].map(() => f.owner.rest('POST', `/api/invoices/${f.invoice.id}/refund`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect([REFUND_IN_PROGRESS, ALREADY_REFUNDED]).toContain(a.body.error);
    expect(standin.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
    expect(await f.owner.rest('POST', `/api/invoices/${f.invoice.id}/refund`)).toMatchObject({ status: 409, body: { error: ALREADY_REFUNDED } });
    expect(await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).toMatchObject({ status: 'refunded', refundStartedAt: null });
  });

  it("Stripe's refusal is a 409 in words, the invoice stays paid and can be refunded later", async () => {
    const f = await invoiceFixture();
    const session = sessionOf((await checkout(f.payToken, {})).body.url);
    await standin.pay(session.id);
    standin.settings.failing = { method: 'POST', path: /^\/v1\/refunds$/, status: 400, error: { type: 'invalid_request_error', code: 'insufficient_funds', message: 'Your account balance is too low.' } };
    try {
      const res = await f.owner.rest('POST', `/api/invoices/${f.invoice.id}/refund`);
      expect(res).toMatchObject({ status: 409, body: { error: refundFailed('Your account balance is too low.') } });
    } finally {
      standin.settings.failing = null;
    }
    expect(await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).toMatchObject({ status: 'paid', refundStartedAt: null });
    expect((await f.owner.rest('POST', `/api/invoices/${f.invoice.id}/refund`)).status).toBe(200);
  });

  it('a refund whose process died after Stripe refunded is finished by the next one, which refunds nothing twice', async () => {
    const f = await invoiceFixture();
    const session = sessionOf((await checkout(f.payToken, {})).body.url);
    await standin.pay(session.id);
    // As a process that stopped after recording the refund and before marking the invoice would leave it.
    await t.prisma.invoicePayment.updateMany({ where: { invoiceId: f.invoice.id }, data: { refundedAt: new Date() } });
    await t.prisma.invoice.update({ where: { id: f.invoice.id }, data: { refundStartedAt: new Date(Date.now() - 10 * 60_000) } });
    const refundsBefore = standin.refunds.length;
    expect(await f.owner.rest('POST', `/api/invoices/${f.invoice.id}/refund`)).toMatchObject({ status: 200, body: { status: 'refunded' } });
    expect(standin.refunds).toHaveLength(refundsBefore);
    expect(await t.prisma.invoice.findUniqueOrThrow({ where: { id: f.invoice.id } })).toMatchObject({ status: 'refunded', refundStartedAt: null });
  });

  it('an invoice paid only offline has nothing to refund through Stripe (409)', async () => {
    const f = await invoiceFixture();
    await t.prisma.invoicePayment.create({ data: { invoiceId: f.invoice.id, method: 'cash', amount: '160.73' } });
    await t.prisma.invoice.update({ where: { id: f.invoice.id }, data: { status: 'paid', amountPaid: '160.73', paidAt: new Date() } });
    expect(await f.owner.rest('POST', `/api/invoices/${f.invoice.id}/refund`)).toMatchObject({ status: 409, body: { error: NOTHING_TO_REFUND } });
  });
});

describe('throttle', () => {
  it('card payments started from one IP are limited (429 with Retry-After), on the page form too', async () => {
    const limited = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_pay', STRIPE_API_URL: standin.url, PAY_CHECKOUTS_PER_IP: '2' }, {});
    try {
      const owner = await limited.owner();
      await owner.rest('POST', '/api/onboarding/business', { businessName: `Limit ${n++}`, city: 'Olathe', state: 'KS', zipCode: '66062' });
      await limited.prisma.business.update({ where: { ownerId: owner.user.id }, data: { stripeAccountId: 'acct_limited', chargesEnabled: true } });
      const customer = await limited.prisma.customer.create({ data: { ownerId: owner.user.id, firstName: 'A', lastName: 'B', phone: '816-555-0100', phoneDigits: '8165550100' } });
      const payToken = token();
      await limited.prisma.invoice.create({
        data: { ownerId: owner.user.id, number: 1, customerId: customer.id, status: 'sent', subtotal: '100.00', total: '100.00', dueDate: new Date(), payToken, lines: { create: [{ description: 'Wash', unitPrice: '100.00', position: 0 }] } },
      });
      const c = limited.caller();
      expect((await c.rest('POST', `/api/pay/${payToken}/checkout`, {})).status).toBe(200);
      expect((await c.rest('POST', `/api/pay/${payToken}/checkout`, {})).status).toBe(200);
      const third = await c.rest('POST', `/api/pay/${payToken}/checkout`, {});
      expect(third).toMatchObject({ status: 429, body: { error: TOO_MANY_PAY_ATTEMPTS } });
      expect(third.headers.get('retry-after')).toBe('3600');
      const page = await c.send('POST', `/pay/${payToken}/checkout`, 'tip=none', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(page.status).toBe(429);
      expect(page.headers.get('retry-after')).toBe('3600');
    } finally {
      await limited.close();
    }
  });
});
