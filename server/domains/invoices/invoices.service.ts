// Invoices: drafted from a completed job (numbered per business by an atomic UPDATE … RETURNING on the
// business's counter, inside the transaction that creates the invoice, so two at once never share a
// number and a rolled-back draft gives its number back), edited while draft, sent by email with the
// pay link, paid offline (cash, check, …), voided, and summed up for the money screen. Every write
// locks the invoice row first, so concurrent payments keep the balance exact.
import crypto from 'node:crypto';
import type { Invoice, Prisma } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, ValidationError, parseInput } from '../../graphql/errors.js';
import { compose } from '../../integrations/mail.js';
import { localDate } from '../availability/slots.js';
import { zoneOfZip } from '../availability/zips.js';
import { appBase } from '../booking/booking.service.js';
import { cents, formatCents, invoiceTotals, parseQuantity, parseRate } from './money.js';
import * as rules from './invoices.rules.js';

type Tx = Prisma.TransactionClient;
/** Days from drafting to the due date. */
export const DUE_DAYS = 14;

const signedIn = (ctx: Pick<Context, 'user'>) => {
  if (!ctx.user) throw new Error('invoices need a signed-in owner');
  return ctx.user;
};

/** The customer's private pay link (the owner may copy it any time). */
export const payUrl = (ctx: Pick<Context, 'config' | 'request'>, invoice: Pick<Invoice, 'payToken'>) => `${appBase(ctx)}/pay/${invoice.payToken}`;

/** What is left to pay, in cents. */
export const balanceCents = (i: Pick<Invoice, 'total' | 'depositApplied' | 'amountPaid'>) => cents(i.total) - cents(i.depositApplied) - cents(i.amountPaid);

/** Locks the caller's invoice for this transaction (SELECT … FOR UPDATE); another owner's is not found. */
async function lockOwn(tx: Tx, ownerId: string, id: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Invoice" WHERE "id" = ${id} AND "ownerId" = ${ownerId} FOR UPDATE`;
  if (!locked.length) throw new NotFoundError(rules.INVOICE_NOT_FOUND);
  return tx.invoice.findUniqueOrThrow({ where: { id }, include: { lines: { orderBy: { position: 'asc' } } } });
}

/** A unique violation on the invoice's job (two drafts of one job at once). */
const isSecondDraft = (e: unknown) => {
  const err = e as { code?: string; meta?: unknown };
  return err?.code === 'P2002' && JSON.stringify(err.meta ?? '').includes('appointmentId');
};

/** Drafts the invoice of a completed job: its service and price as the one line, the business's tax rate, due in 14 days. */
export async function createInvoice(ctx: Context, appointmentId: string) {
  const user = signedIn(ctx);
  const job = await ctx.prisma.serviceRecord.findFirst({
    where: { id: appointmentId, customer: { ownerId: user.id } },
    include: { invoice: { select: { id: true } } },
  });
  if (!job) throw new NotFoundError(rules.APPOINTMENT_NOT_FOUND);
  if (job.invoice) throw new ConflictError(rules.ALREADY_INVOICED);
  if (job.status !== 'completed') throw new ValidationError(rules.NOT_COMPLETED);
  const business = await ctx.prisma.business.findUnique({ where: { ownerId: user.id } });
  if (!business) throw new ValidationError(rules.NEEDS_BUSINESS);

  const lines = [{ description: job.serviceName?.trim() || 'Detailing service', quantity: 1000, unitPrice: job.totalAmount ? cents(job.totalAmount) : 0 }];
  const taxRate = parseRate(business.taxRate) ?? 0;
  const totals = invoiceTotals({ lines, discount: 0, taxRate, tip: 0, depositApplied: 0, amountPaid: 0 });
  const today = localDate(new Date(), business.timeZone ?? zoneOfZip(business.zipCode));
  const due = new Date(`${today}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + DUE_DAYS);
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const [{ number }] = await tx.$queryRaw<{ number: number }[]>`
        UPDATE "Business" SET "nextInvoiceNumber" = "nextInvoiceNumber" + 1, "updatedAt" = now()
        WHERE "id" = ${business.id} RETURNING "nextInvoiceNumber" - 1 AS "number"`;
      return tx.invoice.create({
        data: {
          ownerId: user.id,
          number,
          customerId: job.customerId,
          appointmentId: job.id,
          taxRate: business.taxRate,
          subtotal: formatCents(totals.subtotal),
          tax: formatCents(totals.tax),
          total: formatCents(totals.total),
          dueDate: due,
          payToken: crypto.randomBytes(32).toString('base64url'),
          lines: { create: lines.map((l, position) => ({ description: l.description, quantity: '1', unitPrice: formatCents(l.unitPrice), position })) },
        },
      });
    });
  } catch (e) {
    // Two drafts of one job at once: the unique appointmentId lets one through.
    if (isSecondDraft(e)) throw new ConflictError(rules.ALREADY_INVOICED);
    throw e;
  }
}

const thousandthsText = (n: number) => `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`;

/** Changes a draft: lines (all of them, in order), discount, tax rate, due date, notes. Totals follow. */
export async function updateInvoice(ctx: Context, id: string, input: unknown) {
  const user = signedIn(ctx);
  const patch = parseInput(rules.updateSchema, input);
  return ctx.prisma.$transaction(async (tx) => {
    const invoice = await lockOwn(tx, user.id, id);
    if (invoice.status !== 'draft') throw new ConflictError(rules.NOT_DRAFT);
    const lines =
      patch.lines?.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice })) ??
      invoice.lines.map((l) => ({ description: l.description, quantity: parseQuantity(l.quantity) ?? 0, unitPrice: cents(l.unitPrice) }));
    const discount = patch.discount ?? cents(invoice.discount);
    const taxRate = patch.taxRate ?? parseRate(invoice.taxRate) ?? 0;
    const figures = { lines, discount, taxRate, tip: cents(invoice.tip), depositApplied: cents(invoice.depositApplied), amountPaid: cents(invoice.amountPaid) };
    const totals = invoiceTotals(figures);
    if (discount > totals.subtotal) throw new ValidationError(rules.DISCOUNT_TOO_BIG, [{ field: 'discount', message: rules.DISCOUNT_TOO_BIG }]);
    if (totals.balance < 0) throw new ValidationError(rules.DEPOSIT_TOO_BIG);
    if (patch.lines) {
      await tx.invoiceLine.deleteMany({ where: { invoiceId: id } });
      await tx.invoiceLine.createMany({
        data: lines.map((l, position) => ({
          invoiceId: id,
          description: l.description,
          quantity: thousandthsText(l.quantity),
          unitPrice: formatCents(l.unitPrice),
          position,
        })),
      });
    }
    return tx.invoice.update({
      where: { id },
      data: {
        discount: formatCents(discount),
        taxRate: thousandthsText(taxRate),
        subtotal: formatCents(totals.subtotal),
        tax: formatCents(totals.tax),
        total: formatCents(totals.total),
        ...(patch.dueDate ? { dueDate: patch.dueDate } : {}),
        ...(patch.notes !== undefined ? { notes: patch.notes || null } : {}),
      },
    });
  });
}

/** Sends the invoice (again) by email with its pay link; a draft becomes sent. Text messages are not available yet. */
export async function sendInvoice(ctx: Context, id: string, how: { email?: boolean | null; sms?: boolean | null }) {
  const user = signedIn(ctx);
  if (!how.email && !how.sms) throw new ValidationError(rules.SEND_NOTHING);
  if (how.sms) throw new ValidationError(rules.SMS_NOT_AVAILABLE);
  const sent = await ctx.prisma.$transaction(async (tx) => {
    const invoice = await lockOwn(tx, user.id, id);
    if (!['draft', 'sent', 'partially_paid'].includes(invoice.status)) throw new ConflictError(rules.CANNOT_SEND);
    const customer = await tx.customer.findUniqueOrThrow({ where: { id: invoice.customerId } });
    if (!customer.email) throw new ValidationError(rules.NO_EMAIL);
    const business = await tx.business.findUnique({ where: { ownerId: user.id } });
    const from = business?.businessName ?? `${user.firstName} ${user.lastName}`;
    const { text, html } = compose([
      `Hi ${customer.firstName},`,
      `${from} sent you invoice #${invoice.number}.`,
      [
        `Total: $${formatCents(cents(invoice.total))}`,
        ...(cents(invoice.depositApplied) ? [`Deposit paid: $${formatCents(cents(invoice.depositApplied))}`] : []),
        ...(cents(invoice.amountPaid) ? [`Paid so far: $${formatCents(cents(invoice.amountPaid))}`] : []),
        `Balance due: $${formatCents(balanceCents(invoice))} by ${invoice.dueDate.toISOString().slice(0, 10)}`,
      ].join('\n'),
      `See and pay it here: ${payUrl(ctx, invoice)}`,
      ...(business?.phone ? [`Questions? Call ${from} at ${business.phone}.`] : []),
    ]);
    await ctx.mailer.enqueue(tx, { kind: 'invoice', to: customer.email, replyTo: business?.email ?? user.email, subject: `Invoice #${invoice.number} from ${from}`, text, html });
    return tx.invoice.update({
      where: { id },
      data: { sentAt: new Date(), ...(invoice.status === 'draft' ? { status: 'sent' } : {}) },
    });
  });
  ctx.afterResponse(() => ctx.mailer.wake());
  return sent;
}

/** An offline payment (cash, check, Zelle, Venmo, other): up to the balance; the invoice becomes partially_paid or paid. */
export async function recordPayment(ctx: Context, id: string, input: unknown) {
  const user = signedIn(ctx);
  const payment = parseInput(rules.paymentSchema, input);
  return ctx.prisma.$transaction(async (tx) => {
    const invoice = await lockOwn(tx, user.id, id);
    if (invoice.status === 'void' || invoice.status === 'refunded') throw new ConflictError(rules.CLOSED_FOR_PAYMENTS);
    const balance = balanceCents(invoice);
    if (payment.amount > balance) throw new ValidationError(rules.overBalance(formatCents(balance)), [{ field: 'amount', message: rules.overBalance(formatCents(balance)) }]);
    const paid = payment.amount === balance;
    await tx.invoicePayment.create({
      data: { invoiceId: id, method: payment.method as (typeof rules.OFFLINE_METHODS)[number], amount: formatCents(payment.amount), note: payment.note || null },
    });
    return tx.invoice.update({
      where: { id },
      data: {
        amountPaid: formatCents(cents(invoice.amountPaid) + payment.amount),
        status: paid ? 'paid' : 'partially_paid',
        ...(paid ? { paidAt: new Date() } : {}),
      },
    });
  });
}

/** Voids an invoice nothing was paid on (a paid one is refunded instead); voiding twice changes nothing. */
export async function voidInvoice(ctx: Context, id: string) {
  const user = signedIn(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const invoice = await lockOwn(tx, user.id, id);
    if (invoice.status === 'void') return invoice;
    if (cents(invoice.amountPaid) > 0 || !['draft', 'sent'].includes(invoice.status)) throw new ConflictError(rules.VOID_PAID);
    return tx.invoice.update({ where: { id }, data: { status: 'void', voidedAt: new Date() } });
  });
}

export interface MoneySummary {
  billed: string;
  collected: string;
  outstanding: string;
  depositsHeld: string;
  averageTicket: string;
}

/**
 * The money screen for [from, to] (whole days, UTC): billed = the totals of invoices issued (sent, or
 * paid without sending) in the range and not void or refunded; averageTicket = billed / their count;
 * outstanding = what those still owe; depositsHeld = deposits credited on those not yet paid;
 * collected = payments received in the range (not refunded).
 */
export async function moneySummary(ctx: Pick<Context, 'prisma'>, ownerId: string, input: unknown): Promise<MoneySummary> {
  const { from, to } = parseInput(rules.summarySchema, input);
  const end = new Date(to.getTime() + 86_400_000);
  const [issued] = await ctx.prisma.$queryRaw<{ billed: string; n: number; outstanding: string; deposits: string }[]>`
    SELECT coalesce(sum("total"), 0)::text AS "billed", count(*)::int AS "n",
      coalesce(sum("total" - "depositApplied" - "amountPaid") FILTER (WHERE "status" IN ('sent', 'partially_paid')), 0)::text AS "outstanding",
      coalesce(sum("depositApplied") FILTER (WHERE "status" IN ('sent', 'partially_paid')), 0)::text AS "deposits"
    FROM "Invoice"
    WHERE "ownerId" = ${ownerId} AND "status" IN ('sent', 'partially_paid', 'paid')
      AND coalesce("sentAt", "paidAt") >= ${from} AND coalesce("sentAt", "paidAt") < ${end}`;
  const [received] = await ctx.prisma.$queryRaw<{ collected: string }[]>`
    SELECT coalesce(sum(p."amount"), 0)::text AS "collected"
    FROM "InvoicePayment" p JOIN "Invoice" i ON i."id" = p."invoiceId"
    WHERE i."ownerId" = ${ownerId} AND p."refundedAt" IS NULL AND p."createdAt" >= ${from} AND p."createdAt" < ${end}`;
  const billed = cents(issued.billed);
  return {
    billed: formatCents(billed),
    collected: formatCents(cents(received.collected)),
    outstanding: formatCents(cents(issued.outstanding)),
    depositsHeld: formatCents(cents(issued.deposits)),
    averageTicket: formatCents(issued.n ? Math.floor((billed * 2 + issued.n) / (issued.n * 2)) : 0),
  };
}

/**
 * A card payment through Checkout on the connected account (the pay-link's checkout.session.completed),
 * inside the webhook's transaction: the tip joins the invoice's tip and total, the amount (tip included)
 * its amountPaid. Applied once per Checkout Session (its id is unique on the payment); a session that
 * was applied already, or an invoice that is void or refunded, changes nothing and answers null.
 */
export async function applyCardPayment(
  tx: Tx,
  invoiceId: string,
  payment: { amountCents: number; tipCents: number; checkoutSessionId: string; paymentIntentId?: string | null },
) {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Invoice" WHERE "id" = ${invoiceId} FOR UPDATE`;
  if (!locked.length) return null;
  if (await tx.invoicePayment.findUnique({ where: { stripeCheckoutSessionId: payment.checkoutSessionId } })) return null;
  const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId } });
  if (invoice.status === 'void' || invoice.status === 'refunded') return null;
  const total = cents(invoice.total) + payment.tipCents;
  const amountPaid = cents(invoice.amountPaid) + payment.amountCents;
  const paid = total - cents(invoice.depositApplied) - amountPaid <= 0;
  await tx.invoicePayment.create({
    data: {
      invoiceId,
      method: 'card',
      amount: formatCents(payment.amountCents),
      tip: formatCents(payment.tipCents),
      stripeCheckoutSessionId: payment.checkoutSessionId,
      stripePaymentIntentId: payment.paymentIntentId ?? null,
    },
  });
  return tx.invoice.update({
    where: { id: invoiceId },
    data: {
      tip: formatCents(cents(invoice.tip) + payment.tipCents),
      total: formatCents(total),
      amountPaid: formatCents(amountPaid),
      status: paid ? 'paid' : 'partially_paid',
      ...(paid ? { paidAt: new Date() } : {}),
    },
  });
}
