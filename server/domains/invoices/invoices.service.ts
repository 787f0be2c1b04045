// Invoices: drafted from a completed job (numbered per business by an atomic UPDATE … RETURNING on the
// business's counter, inside the transaction that creates the invoice, so two at once never share a
// number and a rolled-back draft gives its number back), edited while draft, sent by email and/or
// text with the pay link (customer messages, with their reminders and the receipt: see
// messages/messages.invoices.ts), paid offline (cash, check, …), and voided (money-screen.service.ts
// sums them up). Every write locks the invoice row first, so concurrent payments keep the balance exact.
import { depositHeldCents } from '../../../common/deposits.js';
import crypto from 'node:crypto';
import type { Invoice, Prisma } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, ValidationError, parseInput } from '../../graphql/errors.js';
import { localDate } from '../../kernel/time.js';
import { businessZone } from '../../kernel/zips.js';
import { appBase } from '../../kernel/urls.js';
import {
  cancelInvoiceMessages,
  INVOICE_REASONS,
  planInvoicePaid,
  planInvoiceSent,
  refreshInvoiceReminders,
  type SendChannel,
} from '../messages/messages.invoices.js';
import { e164, type MessageDeps, messageDeps, templateOf } from '../messages/messages.schedule.js';
import { cents, fitsMoneyColumn, formatCents, invoiceTotals, parseQuantity, parseRate } from '../../../common/money.js';
import * as rules from './invoices.rules.js';

type Tx = Prisma.TransactionClient;
const signedIn = (ctx: Pick<Context, 'user'>) => {
  if (!ctx.user) throw new Error('invoices need a signed-in owner');
  return ctx.user;
};

/** The customer's private pay link (the owner may copy it any time). */
export const payUrl = (ctx: Pick<Context, 'config' | 'request'>, invoice: Pick<Invoice, 'payToken'>) => `${appBase(ctx)}/pay/${invoice.payToken}`;

/** What is left to pay, in cents. */
export const balanceCents = (i: Pick<Invoice, 'total' | 'depositApplied' | 'amountPaid'>) => cents(i.total) - cents(i.depositApplied) - cents(i.amountPaid);

/**
 * Locks the caller's invoice for this transaction; another owner's is not found. FOR NO KEY UPDATE (the
 * lock an UPDATE of its columns takes): writers of the invoice wait for each other, but a row that
 * refers to it (a message being sent, checked by its foreign key with FOR KEY SHARE) does not, so a
 * payment and the messages worker cannot deadlock.
 */
async function lockOwn(tx: Tx, ownerId: string, id: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Invoice" WHERE "id" = ${id} AND "ownerId" = ${ownerId} FOR NO KEY UPDATE`;
  if (!locked.length) throw new NotFoundError(rules.INVOICE_NOT_FOUND);
  return tx.invoice.findUniqueOrThrow({ where: { id }, include: { lines: { orderBy: { position: 'asc' } } } });
}

/** A unique violation on the invoice's job (two drafts of one job at once). */
const isSecondDraft = (e: unknown) => {
  const err = e as { code?: string; meta?: unknown };
  return err?.code === 'P2002' && JSON.stringify(err.meta ?? '').includes('appointmentId');
};

/** Drafts the invoice of a completed job: its service and price as the one line, the business's tax rate, due in the owner's invoiceDueDays (14 unless set in Settings → Get paid). */
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
  const depositApplied = depositHeldCents(job);
  const totals = invoiceTotals({ lines, discount: 0, taxRate, tip: 0, depositApplied, amountPaid: 0 });
  if (!fitsMoneyColumn(totals.subtotal, totals.tax, totals.total)) throw new ValidationError(rules.TOTAL_TOO_BIG);
  const today = localDate(new Date(), businessZone(business));
  const due = new Date(`${today}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + business.invoiceDueDays);
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
          depositApplied: formatCents(depositApplied),
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
    if (!fitsMoneyColumn(totals.subtotal, totals.tax, totals.total)) throw new ValidationError(rules.TOTAL_TOO_BIG, [{ field: 'lines', message: rules.TOTAL_TOO_BIG }]);
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

/**
 * Sends the invoice (again) with its pay link by email and/or text, as customer messages (the owner's
 * Invoice template; a text only to a customer who agreed to texts and did not reply STOP); a draft
 * becomes sent. The first sending plans the two reminders on its channels; a later one adds them on
 * a channel it adds, never more than two per channel.
 */
export async function sendInvoice(ctx: Context, id: string, how: { email?: boolean | null; sms?: boolean | null }) {
  const user = signedIn(ctx);
  const channels: SendChannel[] = [...(how.email ? ['email' as const] : []), ...(how.sms ? ['sms' as const] : [])];
  if (!channels.length) throw new ValidationError(rules.SEND_NOTHING);
  return ctx.prisma.$transaction(async (tx) => {
    const invoice = await lockOwn(tx, user.id, id);
    if (!['draft', 'sent', 'partially_paid'].includes(invoice.status)) throw new ConflictError(rules.CANNOT_SEND);
    const customer = await tx.customer.findUniqueOrThrow({ where: { id: invoice.customerId } });
    if (how.email && !customer.email) throw new ValidationError(rules.NO_EMAIL, [{ field: 'customer.email', message: rules.NO_EMAIL }]);
    if (how.sms) {
      const phone = e164(customer.phone);
      if (!phone) throw new ValidationError(rules.NO_SMS_PHONE);
      if (!customer.smsConsentAt) throw new ValidationError(rules.NO_SMS_CONSENT, [{ field: 'customer.smsConsent', message: rules.NO_SMS_CONSENT }]);
      if (await tx.smsOptOut.findUnique({ where: { phone } })) throw new ValidationError(rules.SMS_OPTED_OUT);
    }
    if (!(await templateOf(tx, user.id, 'invoice')).enabled) throw new ValidationError(rules.INVOICE_MESSAGE_OFF);
    const now = new Date();
    const sent = await tx.invoice.update({
      where: { id },
      // Sent again: a customer's failed tap on Pay is told to the owner again (pay.service.ts).
      data: { sentAt: invoice.sentAt ?? now, ownerToldPayFailureAt: null, ...(invoice.status === 'draft' ? { status: 'sent' } : {}) },
    });
    await planInvoiceSent(tx, messageDeps(ctx), id, channels, invoice.sentAt ?? now, now);
    await ctx.ownerEvents.emit(tx, { type: 'invoice.sent', ownerId: user.id, at: now });
    return sent;
  });
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
    // Cash taken at the car on a draft: the payment issues it (sent, though nothing is sent).
    const draft = invoice.status === 'draft';
    const updated = await tx.invoice.update({
      where: { id },
      data: {
        amountPaid: formatCents(cents(invoice.amountPaid) + payment.amount),
        status: paid ? 'paid' : 'partially_paid',
        ...(paid ? { paidAt: new Date() } : {}),
        ...(draft ? { sentAt: new Date() } : {}),
      },
    });
    if (!draft) await afterPayment(tx, messageDeps(ctx), updated, { recorded: true });
    await ctx.ownerEvents.emit(tx, { type: 'payment.recorded', ownerId: user.id });
    return updated;
  });
}

/**
 * Issues a draft without sending anything (the owner texts the pay link from their own phone, or hands
 * it over): it becomes sent and its pay link opens; the lines can no longer change. An issued one stays.
 */
export async function issueInvoice(ctx: Context, id: string) {
  const user = signedIn(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const invoice = await lockOwn(tx, user.id, id);
    if (invoice.status !== 'draft') {
      if (invoice.status === 'void' || invoice.status === 'refunded') throw new ConflictError(rules.CANNOT_SEND);
      return invoice;
    }
    // Issued to text the pay link from the owner's phone: sent, for the program (#59).
    await ctx.ownerEvents.emit(tx, { type: 'invoice.sent', ownerId: user.id });
    return tx.invoice.update({ where: { id }, data: { status: 'sent', sentAt: new Date() } });
  });
}

/**
 * Removes an offline payment recorded by mistake (a typo, the wrong invoice): the balance and the
 * status come back, the payment stays on the invoice's history (removed, when and by whom) and counts
 * nowhere. A card payment is refunded instead (409).
 */
export async function removePayment(ctx: Context, id: string, paymentId: string) {
  const user = signedIn(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const invoice = await lockOwn(tx, user.id, id);
    const payment = await tx.invoicePayment.findFirst({ where: { id: paymentId, invoiceId: id, removedAt: null } });
    if (!payment) throw new NotFoundError(rules.PAYMENT_NOT_FOUND);
    if (payment.method === 'card') throw new ConflictError(rules.CARD_PAYMENT_KEPT);
    if (invoice.status !== 'paid' && invoice.status !== 'partially_paid') throw new ConflictError(rules.REMOVE_NOT_ALLOWED);
    const paid = cents(invoice.amountPaid) - cents(payment.amount);
    await tx.invoicePayment.update({ where: { id: paymentId }, data: { removedAt: new Date(), removedById: user.id } });
    // Paid no more: a receipt still to go is not sent, and a later full payment gets its own.
    if (invoice.status === 'paid') {
      await tx.customerMessage.updateMany({
        where: { invoiceId: id, kind: 'invoice_receipt', status: 'scheduled' },
        data: { status: 'cancelled', error: INVOICE_REASONS.unpaid, dedupeKey: null },
      });
    }
    const updated = await tx.invoice.update({
      where: { id },
      data: { amountPaid: formatCents(paid), status: paid > 0 ? 'partially_paid' : 'sent', paidAt: null },
    });
    await refreshInvoiceReminders(tx, messageDeps(ctx), id);
    return updated;
  });
}

/** A payment was recorded: paid in full, the reminders stop and the receipt goes; else they show the new balance. */
async function afterPayment(tx: Tx, deps: MessageDeps, invoice: Invoice, how: { emailTo?: string | null; recorded?: boolean }) {
  if (invoice.status === 'paid') await planInvoicePaid(tx, deps, invoice.id, how);
  else await refreshInvoiceReminders(tx, deps, invoice.id);
}

/** Voids an invoice nothing was paid on (a paid one is refunded instead); voiding twice changes nothing. */
export async function voidInvoice(ctx: Context, id: string) {
  const user = signedIn(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const invoice = await lockOwn(tx, user.id, id);
    if (invoice.status === 'void') return invoice;
    if (cents(invoice.amountPaid) > 0 || !['draft', 'sent'].includes(invoice.status)) throw new ConflictError(rules.VOID_PAID);
    await cancelInvoiceMessages(tx, id, INVOICE_REASONS.voided);
    return tx.invoice.update({ where: { id }, data: { status: 'void', voidedAt: new Date() } });
  });
}

export interface CardPaymentResult {
  invoice: Invoice;
  /** The payment's id. */
  paymentId: string;
  /** What the invoice could not take, in cents, to refund through Stripe now (0: all of it counted). */
  refundCents: number;
}

/**
 * A card payment through Checkout on the connected account (the pay-link's checkout.session.completed),
 * inside the webhook's transaction: the tip joins the invoice's tip and total, the amount (tip included)
 * its amountPaid. Applied once per Checkout Session (its id is unique on the payment); a session that
 * was applied already answers null.
 *
 * A payment the invoice cannot take is recorded, never dropped, with what to refund: all of it when the
 * invoice was voided (or refunded) while the customer was on Checkout, or was paid in full meanwhile (a
 * second tab's checkout); the part over the balance when the balance shrank meanwhile (the tip is kept
 * with the part that counts). The caller refunds refundCents through Stripe in the same transaction.
 * Paid in full, the reminders stop and the receipt goes (`deps`, to `emailTo` when the payer gave one).
 */
export async function applyCardPayment(
  tx: Tx,
  invoiceId: string,
  payment: { amountCents: number; tipCents: number; checkoutSessionId: string; paymentIntentId?: string | null },
  deps: MessageDeps,
  emailTo?: string | null,
): Promise<CardPaymentResult | null> {
  // As lockOwn: FOR NO KEY UPDATE.
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Invoice" WHERE "id" = ${invoiceId} FOR NO KEY UPDATE`;
  if (!locked.length) return null;
  if (await tx.invoicePayment.findUnique({ where: { stripeCheckoutSessionId: payment.checkoutSessionId } })) return null;
  const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId } });
  const balance = balanceCents(invoice);
  const towardBalance = payment.amountCents - payment.tipCents;
  const closed = invoice.status === 'void' || invoice.status === 'refunded';
  // All of it back when the invoice takes nothing; else the part over the balance.
  const refund = closed || balance <= 0 ? payment.amountCents : Math.max(towardBalance - balance, 0);
  const whole = refund === payment.amountCents;
  const canRefund = !!payment.paymentIntentId;
  const note =
    refund === 0
      ? null
      : !canRefund
        ? rules.noIntentNote
        : whole
          ? (closed ? rules.voidedRefundNote : rules.duplicateRefundNote)(formatCents(payment.amountCents))
          : rules.excessRefundNote(formatCents(refund));
  const created = await tx.invoicePayment.create({
    data: {
      invoiceId,
      method: 'card',
      amount: formatCents(whole ? payment.amountCents : payment.amountCents - refund),
      tip: formatCents(payment.tipCents),
      note,
      // A payment refunded whole counts toward nothing (collected leaves it out).
      refundedAt: whole && canRefund ? new Date() : null,
      stripeCheckoutSessionId: payment.checkoutSessionId,
      stripePaymentIntentId: payment.paymentIntentId ?? null,
    },
  });
  const result = { paymentId: created.id, refundCents: canRefund ? refund : 0 };
  if (whole) return { invoice, ...result };
  const kept = payment.amountCents - refund;
  const total = cents(invoice.total) + payment.tipCents;
  const amountPaid = cents(invoice.amountPaid) + kept;
  const paid = total - cents(invoice.depositApplied) - amountPaid <= 0;
  const updated = await tx.invoice.update({
    where: { id: invoiceId },
    data: {
      tip: formatCents(cents(invoice.tip) + payment.tipCents),
      total: formatCents(total),
      amountPaid: formatCents(amountPaid),
      status: paid ? 'paid' : 'partially_paid',
      ...(paid ? { paidAt: new Date() } : {}),
    },
  });
  await afterPayment(tx, deps, updated, { emailTo });
  return { invoice: updated, ...result };
}
