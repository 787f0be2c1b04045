// The customer's side of an invoice: its private pay link /pay/{token} (no account, no cookie; the
// token is the only credential), card payment through Stripe Checkout on the owner's connected
// account with an optional tip, the checkout.session.completed webhook that records the payment and
// emails a receipt, and the owner's refund of card payments.
//
// Direct charges: the Checkout Session is created on the connected account (the Stripe-Account
// header), so the detailer is the merchant of record: the charge, Stripe's fee, refunds and disputes
// sit on their account, and the customer's card statement shows the detailer, not the platform. The
// platform takes an application fee only when Business.platformFeePercent is set (on the invoice's
// amount, never on the tip).
import { encodeGlobalID } from '@pothos/plugin-relay';
import Stripe from 'stripe';
import {
  AMOUNT_TOO_SMALL_FOR_CARD,
  CARD_CHECKOUT_FAILED,
  CARDS_NOT_CONFIGURED,
  cannotTakeCards,
  INVOICE_ALREADY_PAID,
  INVOICE_NOT_FOUND,
  INVOICE_REFUNDED,
  INVOICE_VOIDED,
  NOTHING_TO_REFUND,
  PAY_LINK_NOT_FOUND,
  REFUND_IN_PROGRESS,
  REFUND_NOT_ALLOWED,
  refundFailed,
  ALREADY_REFUNDED,
  TIP_AMOUNT_INVALID,
  TIP_CHOOSE_ONE,
  TIP_OVER_LIMIT,
  TIP_PERCENT_INVALID,
  TIP_PERCENTS,
  tipTooLarge,
} from '../../../common/pay.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import type { AppServices } from '../../services.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../graphql/errors.js';
import { compose } from '../../integrations/mail.js';
import { signedInUser } from '../../auth/authenticate.js';
import { appBase } from '../../kernel/urls.js';
import { logoUrl } from '../business/business.brand.js';
import { applyCardPayment } from '../invoices/invoices.service.js';
import { cents, fitsMoneyColumn, formatCents, formatRate, lineCents, parseCents, parseQuantity, parseRate, percentCents } from '../../../common/money.js';
import { refundUnapplied } from './pay.unapplied.js';
import { PAY_TOKEN, tellOwnerCheckoutFailed } from '../../kernel/pay-link.js';

/** Stripe's smallest card charge in USD. */
export const MIN_CARD_CENTS = 50;

type Db = Context['prisma'];
type Tx = PrismaNS.TransactionClient;

const withBusiness = {
  lines: { orderBy: { position: 'asc' } },
  owner: { select: { business: { include: { logo: { select: { hash: true } } } } } },
} as const satisfies PrismaNS.InvoiceInclude;

/** The invoice of a pay token with its lines and business; unknown, malformed or still a draft is a 404. */
async function loadByToken(db: Db, token: string) {
  if (!PAY_TOKEN.test(token)) throw new NotFoundError(PAY_LINK_NOT_FOUND);
  const invoice = await db.invoice.findUnique({ where: { payToken: token }, include: withBusiness });
  const business = invoice?.owner.business;
  // A draft has not been sent: its link shows nothing until the owner sends it.
  if (!invoice || !business || invoice.status === 'draft') throw new NotFoundError(PAY_LINK_NOT_FOUND);
  return { invoice, business };
}
type Loaded = Awaited<ReturnType<typeof loadByToken>>;

/** Money of an invoice in cents: the stored figures, and the balance still due. */
export function figures(invoice: Loaded['invoice']) {
  const f = {
    subtotal: cents(invoice.subtotal),
    discount: cents(invoice.discount),
    tax: cents(invoice.tax),
    depositApplied: cents(invoice.depositApplied),
    tip: cents(invoice.tip),
    total: cents(invoice.total),
    amountPaid: cents(invoice.amountPaid),
  };
  return { ...f, balance: f.total - f.depositApplied - f.amountPaid, tipBase: Math.max(f.subtotal - f.discount, 0) };
}

/** A tip percentage (whole, 0–100) of the invoice before tax (subtotal less discount), rounded half up to the cent. */
export const tipOf = (tipBaseCents: number, percent: number) => percentCents(tipBaseCents, percent * 1000);

const cardsReady = (b: Loaded['business']) => !!(b.stripeAccountId && b.chargesEnabled);

export type PayLinkView = ReturnType<typeof viewOf>;

/** What the pay link shows: the business's public face and the invoice; nothing about the customer. */
function viewOf({ invoice, business }: Loaded, ctx: Pick<Context, 'payments'>) {
  const f = figures(invoice);
  const payable = (invoice.status === 'sent' || invoice.status === 'partially_paid') && f.balance > 0;
  return {
    business: { businessName: business.businessName, phone: business.phone ?? null, brandColor: business.brandColor ?? null, logoUrl: logoUrl(business.logo) },
    invoice: {
      number: invoice.number,
      status: invoice.status as string,
      lines: invoice.lines.map((l) => ({
        description: l.description,
        quantity: l.quantity.toFixed(3).replace(/\.?0+$/, ''),
        unitPrice: formatCents(cents(l.unitPrice)),
        amount: formatCents(lineCents(parseQuantity(l.quantity.toFixed(3)) ?? 0, cents(l.unitPrice))),
      })),
      subtotal: formatCents(f.subtotal),
      discount: formatCents(f.discount),
      taxRate: formatRate(parseRate(invoice.taxRate.toFixed(3)) ?? 0),
      tax: formatCents(f.tax),
      depositApplied: formatCents(f.depositApplied),
      tip: formatCents(f.tip),
      total: formatCents(f.total),
      amountPaid: formatCents(f.amountPaid),
      balance: formatCents(Math.max(f.balance, 0)),
      dueDate: invoice.dueDate.toISOString().slice(0, 10),
      paidAt: invoice.paidAt?.toISOString() ?? null,
    },
    /** Whether the Pay button is offered: something is due and the business takes cards. */
    payable,
    canPayByCard: payable && cardsReady(business) && !!ctx.payments.stripe && f.balance >= MIN_CARD_CENTS,
    tipOptions: TIP_PERCENTS.map((percent) => ({ percent, amount: formatCents(tipOf(f.tipBase, percent)) })),
  };
}

export async function payLink(ctx: Pick<Context, 'prisma' | 'payments'>, token: string) {
  return viewOf(await loadByToken(ctx.prisma, token), ctx);
}

/** The tip asked for, in cents: a percentage of the invoice before tax, or an amount; never both. */
export function tipCents(tipBase: number, total: number, input: { tipPercent?: number | null; tipAmount?: string | null }) {
  const hasPercent = input.tipPercent !== undefined && input.tipPercent !== null;
  const amountText = input.tipAmount?.trim().replace(/^\$/, '') ?? '';
  if (hasPercent && amountText) throw new ValidationError(TIP_CHOOSE_ONE, [{ field: 'tipAmount', message: TIP_CHOOSE_ONE }]);
  if (hasPercent) {
    const p = input.tipPercent as number;
    if (!Number.isInteger(p) || p < 0 || p > 100) throw new ValidationError(TIP_PERCENT_INVALID, [{ field: 'tipPercent', message: TIP_PERCENT_INVALID }]);
    return withinLimit(total, tipOf(tipBase, p), 'tipPercent');
  }
  if (!amountText) return 0;
  const tip = parseCents(amountText);
  if (tip === null) throw new ValidationError(TIP_AMOUNT_INVALID, [{ field: 'tipAmount', message: TIP_AMOUNT_INVALID }]);
  if (tip > total) {
    const message = tipTooLarge(formatCents(total));
    throw new ValidationError(message, [{ field: 'tipAmount', message }]);
  }
  return withinLimit(total, tip, 'tipAmount');
}

/** The tip, when the invoice's total with it still fits a money column. */
function withinLimit(total: number, tip: number, field: string) {
  if (!fitsMoneyColumn(total + tip)) throw new ValidationError(TIP_OVER_LIMIT, [{ field, message: TIP_OVER_LIMIT }]);
  return tip;
}

/**
 * A Checkout Session on the business's connected account for the balance plus the tip (a direct
 * charge); the customer pays on Stripe's page and comes back to the pay link. Throttled per client IP
 * (each attempt makes a session at Stripe); 409 while the business cannot take cards, and when Stripe does
 * not start the payment (the owner is emailed).
 */
export async function startInvoiceCheckout(ctx: Context, token: string, input: { tipPercent?: number | null; tipAmount?: string | null }) {
  const { invoice, business } = await loadByToken(ctx.prisma, token);
  const f = figures(invoice);
  if (invoice.status === 'void') throw new ConflictError(INVOICE_VOIDED);
  if (invoice.status === 'refunded') throw new ConflictError(INVOICE_REFUNDED);
  if (invoice.status === 'paid' || f.balance <= 0) throw new ConflictError(INVOICE_ALREADY_PAID);
  const stripe = ctx.payments.stripe;
  if (!stripe || !business.stripeAccountId || !business.chargesEnabled) throw new ConflictError(cannotTakeCards(business.businessName, business.phone));
  if (f.balance < MIN_CARD_CENTS) throw new ConflictError(AMOUNT_TOO_SMALL_FOR_CARD);
  const tip = tipCents(f.tipBase, f.total, input);
  await ctx.throttle.take('payCheckoutIp', ctx.clientIp);

  const feeRate = business.platformFeePercent ? parseRate(business.platformFeePercent.toFixed(3)) : null;
  const fee = feeRate ? percentCents(f.balance, feeRate) : 0;
  const metadata = { invoiceId: invoice.id, invoiceNumber: String(invoice.number), balanceCents: String(f.balance), tipCents: String(tip) };
  const link = `${appBase(ctx)}/pay/${token}`;
  const customer = await ctx.prisma.customer.findUnique({ where: { id: invoice.customerId }, select: { email: true } });
  const line = (name: string, amount: number) => ({ price_data: { currency: 'usd', unit_amount: amount, product_data: { name } }, quantity: 1 });
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [line(`Invoice #${invoice.number} — ${business.businessName}`, f.balance), ...(tip > 0 ? [line('Tip', tip)] : [])],
        metadata,
        payment_intent_data: { metadata, ...(fee > 0 ? { application_fee_amount: fee } : {}) },
        client_reference_id: invoice.id,
        ...(customer?.email ? { customer_email: customer.email } : {}),
        success_url: `${link}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: link,
      },
      { stripeAccount: business.stripeAccountId },
    );
    if (!session.url) throw new Error('Stripe returned no checkout URL');
    return { url: session.url };
  } catch (err) {
    ctx.log.warn({ err, invoiceId: invoice.id }, 'starting an invoice checkout failed');
    await tellOwnerCheckoutFailed(ctx, {
      claim: async (tx) =>
        (await tx.invoice.updateMany({ where: { id: invoice.id, ownerToldPayFailureAt: null }, data: { ownerToldPayFailureAt: new Date() } })).count > 0,
      ownerId: invoice.ownerId,
      customerId: invoice.customerId,
      err,
      kind: 'invoice-checkout-failed-owner',
      tapped: `on invoice #${invoice.number} ($${formatCents(f.balance)} due)`,
      subject: (name) => `${name} could not pay invoice #${invoice.number}`,
      oncePaid: `the invoice shows paid: ${appBase(ctx)}/invoices/${encodeURIComponent(encodeGlobalID('Invoice', invoice.id))}`,
    }).catch((e) => ctx.log.error({ err: e, invoiceId: invoice.id }, 'telling the owner of a failed invoice checkout failed'));
    throw new ConflictError(CARD_CHECKOUT_FAILED(business.businessName, business.phone));
  }
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/**
 * checkout.session.completed (or async_payment_succeeded) of a connected account, inside the
 * webhook's transaction (the event id is recorded there, so each event is applied once): records the
 * card payment through the invoices module's applyCardPayment (once per session: another event of the
 * same session adds nothing), which brings the invoice to paid or partially_paid (paid in full: the
 * reminders stop and the receipt goes through the customer messages). A partial payment's receipt is
 * written to the outbox here. What the invoice could not take (voided meanwhile, or paid twice from two
 * tabs) is refunded through Stripe at once (pay.unapplied.ts). Returns the invoice's ids for the
 * owner's live event (null when nothing was recorded or all of it was given back). A session of another account than the
 * invoice's business is ignored.
 */
export async function applyInvoiceCheckout(
  tx: Tx,
  services: Pick<AppServices, 'mailer' | 'config' | 'payments' | 'messages'>,
  account: string,
  session: Stripe.Checkout.Session,
): Promise<{ invoiceId: string; ownerId: string } | null> {
  const { mailer } = services;
  const invoiceId = session.metadata?.invoiceId;
  if (!invoiceId || session.payment_status !== 'paid' || session.amount_total === null) return null;
  const invoice = await tx.invoice.findUnique({ where: { id: invoiceId }, include: { owner: { select: { business: true } }, customer: { select: { firstName: true, email: true } } } });
  const business = invoice?.owner.business;
  if (!invoice || !business || business.stripeAccountId !== account) return null;
  const tipMeta = Number(session.metadata?.tipCents ?? 0);
  const tip = Number.isSafeInteger(tipMeta) && tipMeta >= 0 && tipMeta <= session.amount_total ? tipMeta : 0;
  // The invoice's totals live in the invoices module: the payment is recorded once per session, under the row's lock.
  const paymentIntentId = idOf(session.payment_intent);
  const to = session.customer_details?.email ?? invoice.customer.email;
  const applied = await applyCardPayment(
    tx,
    invoiceId,
    { amountCents: session.amount_total, tipCents: tip, checkoutSessionId: session.id, paymentIntentId },
    services.messages.deps,
    to,
  );
  if (!applied) return null;
  if (applied.refundCents > 0 && paymentIntentId) {
    const stripe = services.payments.stripe;
    if (!stripe) throw new Error('A card payment to refund, and Stripe is not configured');
    await refundUnapplied(stripe, account, { invoiceId, paymentId: applied.paymentId, paymentIntentId, sessionId: session.id, amountCents: applied.refundCents });
  }
  // Given back whole: the invoice did not change, and the owner's app has no payment to hear of.
  if (applied.refundCents === session.amount_total) return null;
  const updated = applied.invoice;
  const balance = cents(updated.total) - cents(updated.depositApplied) - cents(updated.amountPaid);
  const paid = updated.status === 'paid';
  // Paid in full, the receipt is a customer message (planned by applyCardPayment); a part payment gets this one.
  if (to && !paid) {
    const base = appBase(services);
    const { text, html } = compose([
      `Hi ${invoice.customer.firstName},`,
      `Thank you! ${business.businessName} received your card payment of $${formatCents(session.amount_total)} for invoice #${invoice.number}${tip > 0 ? `, including a $${formatCents(tip)} tip` : ''}.`,
      `Still due: $${formatCents(balance)}.`,
      ...(base ? [`Your invoice: ${base}/pay/${invoice.payToken}`] : []),
      ...(business.phone ? [`Questions? Call ${business.phone}.`] : []),
      `— ${business.businessName}, through Detailer's Launchpad`,
    ]);
    await mailer.enqueue(tx, { kind: 'invoice-receipt', to, subject: `Receipt from ${business.businessName}: invoice #${invoice.number}`, text, html });
  }
  return { invoiceId, ownerId: invoice.ownerId };
}

/** A refund claim older than this is taken to have died with its process and may be taken over (the idempotency keys make the retry safe). */
export const REFUND_CLAIM_MS = 2 * 60_000;

/**
 * The owner refunds an invoice's card payments through Stripe, on their connected account. One refund
 * at a time: the invoice is claimed (refundStartedAt, one conditional update, so of three clicks at once
 * one goes on and the others hear it is under way), and each payment is refunded once (an idempotency
 * key per payment). Stripe's refusal answers its reason and releases the claim. The invoice then shows
 * `refunded`. Offline payments are given back by the owner directly.
 */
export async function refundInvoice(ctx: Context, id: string, now = new Date()) {
  // Not held back by the owner's own billing: money owed to a customer goes back whatever the platform's state.
  const user = signedInUser(ctx);
  const invoice = await ctx.prisma.invoice.findFirst({
    where: { id, ownerId: user.id },
    include: { payments: true, owner: { select: { business: { select: { stripeAccountId: true } } } } },
  });
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
  if (invoice.status === 'refunded') throw new ConflictError(ALREADY_REFUNDED);
  if (invoice.status !== 'paid' && invoice.status !== 'partially_paid') throw new ConflictError(REFUND_NOT_ALLOWED);
  const cards = (p: { method: string; stripePaymentIntentId: string | null }) => p.method === 'card' && !!p.stripePaymentIntentId;
  if (!invoice.payments.some(cards)) throw new ConflictError(NOTHING_TO_REFUND);
  const stripe = ctx.payments.stripe;
  const account = invoice.owner.business?.stripeAccountId;
  if (!stripe || !account) throw new ConflictError(CARDS_NOT_CONFIGURED);
  const claimed = await ctx.prisma.invoice.updateMany({
    where: {
      id: invoice.id,
      status: { in: ['paid', 'partially_paid'] },
      OR: [{ refundStartedAt: null }, { refundStartedAt: { lt: new Date(now.getTime() - REFUND_CLAIM_MS) } }],
    },
    data: { refundStartedAt: now },
  });
  if (claimed.count === 0) {
    const current = await ctx.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id }, select: { status: true } });
    throw new ConflictError(current.status === 'refunded' ? ALREADY_REFUNDED : REFUND_IN_PROGRESS);
  }
  // Read under the claim: what is still to refund (a claim that died part-way left some refunded).
  const open = (await ctx.prisma.invoicePayment.findMany({ where: { invoiceId: invoice.id, refundedAt: null } })).filter(cards);
  for (const p of open) {
    try {
      await stripe.refunds.create(
        { payment_intent: p.stripePaymentIntentId as string, metadata: { invoiceId: invoice.id, paymentId: p.id } },
        { stripeAccount: account, idempotencyKey: `invoice-refund-${p.id}` },
      );
    } catch (e) {
      // Refunded before (by the dashboard, or a claim that died after Stripe's answer): the truth is recorded below.
      if (!(e instanceof Stripe.errors.StripeError && e.code === 'charge_already_refunded')) {
        // Released only if still ours (a claim this slow may have been taken over since).
        await ctx.prisma.invoice.updateMany({ where: { id: invoice.id, refundStartedAt: now }, data: { refundStartedAt: null } });
        if (e instanceof Stripe.errors.StripeError) {
          ctx.log.warn({ invoiceId: invoice.id, paymentId: p.id, code: e.code, type: e.type }, 'stripe refused a refund');
          throw new ConflictError(refundFailed(e.message));
        }
        throw e;
      }
    }
    // Recorded as each refund is made, so a failure part-way leaves the truth behind.
    await ctx.prisma.invoicePayment.update({ where: { id: p.id }, data: { refundedAt: new Date() } });
  }
  const finished = await ctx.prisma.invoice.updateMany({
    where: { id: invoice.id, refundStartedAt: now },
    data: { status: 'refunded', refundedAt: new Date(), refundStartedAt: null },
  });
  const after = await ctx.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
  // Taken over by a later click (this one outlasted REFUND_CLAIM_MS): that one finishes and says so.
  if (!finished.count && after.status !== 'refunded') throw new ConflictError(REFUND_IN_PROGRESS);
  return after;
}
