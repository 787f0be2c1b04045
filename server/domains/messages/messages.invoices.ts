// Invoice messages: the invoice itself (by email and/or text, as the owner sends it), at most two
// reminders while it is unpaid (on the days after it was first sent that the owner sets in Settings →
// Get paid, 3 and 7 unless changed, or none; on the channels it was sent by), and the receipt once it
// is paid in full. All are CustomerMessages on the
// `customer-message` queue, under the consent and opt-out rules of every customer message, with
// templates the owner edits in Settings → Messages. The worker renders them again when they fall due,
// so a reminder after a partial payment shows the new balance; paying in full or voiding cancels
// what is still to go (and the worker checks again before sending).
import type { MessageKind, MessageValues } from '../../../common/messages.js';
import type { Invoice, InvoiceLine } from '../../db/generated/prisma/client.js';
import { cents, formatCents, lineCents, parseQuantity } from '../../../common/money.js';
import { type Db, type MessageDeps, type Plan, messageValues, planMessage, renderFor, templateOf } from './messages.schedule.js';

type Tx = Parameters<typeof planMessage>[0];
type InvoiceFields = Pick<Invoice, 'id' | 'number' | 'total' | 'depositApplied' | 'amountPaid' | 'dueDate' | 'payToken'> & {
  lines?: Pick<InvoiceLine, 'description' | 'quantity' | 'unitPrice' | 'position'>[];
};
export type SendChannel = 'email' | 'sms';

export const INVOICE_MESSAGE_KINDS = ['invoice', 'invoice_reminder', 'invoice_receipt'] as const satisfies readonly MessageKind[];
export const isInvoiceKind = (kind: string) => (INVOICE_MESSAGE_KINDS as readonly string[]).includes(kind);

const DAY = 86_400_000;
/** The dedupe key of reminder n (1 or 2) of an invoice; its rows get ":{channel}". */
const reminderKey = (invoiceId: string, n: number) => `invoice-reminder:${invoiceId}:${n}`;

/**
 * How long the receipt of a payment the owner records by hand waits: a payment entered by mistake
 * and removed within it never reaches the customer. A card payment's receipt goes at once.
 */
export const RECORDED_RECEIPT_DELAY_MS = 10 * 60_000;

/** The days after sending an unpaid invoice is reminded, as the owner set them (none while off). */
export const reminderDaysOf = (b: { invoiceRemindersEnabled: boolean; invoiceFirstReminderDays: number; invoiceSecondReminderDays: number }) =>
  b.invoiceRemindersEnabled ? [b.invoiceFirstReminderDays, b.invoiceSecondReminderDays] : [];

export const INVOICE_REASONS = {
  gone: 'The invoice was deleted',
  voided: 'The invoice was voided',
  paid: 'The invoice is paid',
  unpaid: 'The payment was removed: the invoice is not paid',
} as const;

/** What the invoice is for, a line each ("Pet hair removal: 2 × $25.00 = $50.00"). The invoice's note is the owner's own: never sent. */
export function invoiceItems(invoice: Pick<InvoiceFields, 'lines'>) {
  const lines = [...(invoice.lines ?? [])].sort((a, b) => a.position - b.position).map((l) => {
    const quantity = l.quantity.toFixed(3).replace(/\.?0+$/, '');
    const amount = `$${formatCents(lineCents(parseQuantity(l.quantity.toFixed(3)) ?? 0, cents(l.unitPrice)))}`;
    return quantity === '1' ? `${l.description}: ${amount}` : `${l.description}: ${quantity} × $${formatCents(cents(l.unitPrice))} = ${amount}`;
  });
  return lines.join('\n');
}

/** The {variables} of an invoice: its number, total, items, what is still due (now), the due date and the pay link. */
export function invoiceValues(invoice: InvoiceFields, base: string): MessageValues {
  const due = cents(invoice.total) - cents(invoice.depositApplied) - cents(invoice.amountPaid);
  return {
    invoiceNumber: String(invoice.number),
    invoiceTotal: `$${formatCents(cents(invoice.total))}`,
    invoiceItems: invoiceItems(invoice),
    amountDue: `$${formatCents(Math.max(due, 0))}`,
    dueDate: invoice.dueDate.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }),
    payLink: `${base}/pay/${invoice.payToken}`,
  };
}

/** The invoice with its customer and business, for planning; null when the owner has no business. */
async function invoiceContext(db: Db, invoiceId: string) {
  const invoice = await db.invoice.findUnique({ where: { id: invoiceId }, include: { customer: true, lines: true } });
  if (!invoice) return null;
  const business = await db.business.findUnique({ where: { ownerId: invoice.ownerId } });
  return business ? { invoice, customer: invoice.customer, business } : null;
}

const planOf = (c: NonNullable<Awaited<ReturnType<typeof invoiceContext>>>, deps: MessageDeps, kind: MessageKind, dueAt: Date): Plan => ({
  kind,
  customer: c.customer,
  business: c.business,
  dueAt,
  invoiceId: c.invoice.id,
  extra: invoiceValues(c.invoice, deps.base),
});

/** The channels an invoice was sent by (its `invoice` messages), email and/or sms. */
export async function sentChannels(db: Db, invoiceId: string): Promise<SendChannel[]> {
  const rows = await db.customerMessage.findMany({ where: { invoiceId, kind: 'invoice' }, select: { channel: true }, distinct: ['channel'] });
  return [...new Set(rows.map((r) => (r.channel === 'email' ? 'email' : 'sms') as SendChannel))];
}

/**
 * The owner sends the invoice (`firstSentAt`: when it was first sent, now for a draft): the invoice on
 * `channels` now, and its reminders (the owner's days, or none) on those channels, each once per channel whatever the number
 * of sendings (a reminder already planned, or whose time has passed, is not planned again).
 */
export async function planInvoiceSent(db: Tx, deps: MessageDeps, invoiceId: string, channels: SendChannel[], firstSentAt: Date, now = new Date()) {
  const c = await invoiceContext(db, invoiceId);
  if (!c) return [];
  const rows = await planMessage(db, deps, { ...planOf(c, deps, 'invoice', now), only: channels });
  for (const [i, days] of reminderDaysOf(c.business).entries()) {
    const dueAt = new Date(firstSentAt.getTime() + days * DAY);
    if (dueAt <= now) continue;
    const key = reminderKey(invoiceId, i + 1);
    const planned = await db.customerMessage.findMany({ where: { dedupeKey: { startsWith: `${key}:` } }, select: { channel: true } });
    const have = new Set(planned.map((r) => (r.channel === 'email' ? 'email' : 'sms')));
    const missing = channels.filter((ch) => !have.has(ch));
    if (missing.length) rows.push(...(await planMessage(db, deps, { ...planOf(c, deps, 'invoice_reminder', dueAt), only: missing, dedupeKey: key })));
  }
  return rows;
}

/** Cancels the invoice's messages still to go (its sending and reminders, or those of `kinds`). */
export async function cancelInvoiceMessages(db: Db, invoiceId: string, reason: string, kinds: MessageKind[] = ['invoice', 'invoice_reminder']) {
  const { count } = await db.customerMessage.updateMany({
    where: { invoiceId, status: 'scheduled', kind: { in: kinds } },
    data: { status: 'cancelled', error: reason },
  });
  return count;
}

/**
 * A payment changed the balance: the reminders still to go read the new one (the worker renders
 * them again when due anyway; a text the owner sends by hand is shown as written).
 */
export async function refreshInvoiceReminders(db: Tx, deps: MessageDeps, invoiceId: string) {
  const pending = await db.customerMessage.findMany({ where: { invoiceId, kind: 'invoice_reminder', status: 'scheduled' } });
  if (!pending.length) return;
  const c = await invoiceContext(db, invoiceId);
  if (!c) return;
  const template = await templateOf(db, c.invoice.ownerId, 'invoice_reminder');
  const values = messageValues({ business: c.business, customer: c.customer, base: deps.base, extra: invoiceValues(c.invoice, deps.base) });
  for (const row of pending) {
    const { subject, body } = renderFor(template, row.channel, values);
    await db.customerMessage.update({ where: { id: row.id }, data: { subject, body } });
  }
}

/**
 * The invoice is paid in full: its reminders are cancelled and the receipt goes on the channels it
 * was sent by (email, to `emailTo` when the payer gave another address, for an invoice sent before
 * invoice messages were recorded); one receipt per channel, ever. A payment the owner `recorded` by
 * hand gets its receipt after RECORDED_RECEIPT_DELAY_MS.
 */
export async function planInvoicePaid(db: Tx, deps: MessageDeps, invoiceId: string, opts: { emailTo?: string | null; now?: Date; recorded?: boolean } = {}) {
  await cancelInvoiceMessages(db, invoiceId, INVOICE_REASONS.paid);
  const c = await invoiceContext(db, invoiceId);
  if (!c?.invoice.sentAt) return [];
  const channels = await sentChannels(db, invoiceId);
  const key = `invoice-receipt:${invoiceId}`;
  if (await db.customerMessage.count({ where: { dedupeKey: { startsWith: `${key}:` } } })) return [];
  return planMessage(db, deps, {
    ...planOf(c, deps, 'invoice_receipt', new Date((opts.now ?? new Date()).getTime() + (opts.recorded ? RECORDED_RECEIPT_DELAY_MS : 0))),
    only: channels.length ? channels : ['email'],
    emailTo: opts.emailTo,
    dedupeKey: key,
  });
}

/** Why the worker must not send an invoice message now, or null. */
export function invoiceVerdict(kind: MessageKind, invoice: Pick<Invoice, 'status' | 'total' | 'depositApplied' | 'amountPaid'> | null) {
  if (!invoice) return { status: 'cancelled' as const, error: INVOICE_REASONS.gone };
  // A receipt goes only while the invoice is still paid (a payment recorded by mistake may be removed).
  if (kind === 'invoice_receipt') return invoice.status === 'paid' ? null : { status: 'cancelled' as const, error: INVOICE_REASONS.unpaid };
  if (invoice.status === 'void') return { status: 'cancelled' as const, error: INVOICE_REASONS.voided };
  const due = cents(invoice.total) - cents(invoice.depositApplied) - cents(invoice.amountPaid);
  if (invoice.status === 'paid' || invoice.status === 'refunded' || due <= 0) return { status: 'cancelled' as const, error: INVOICE_REASONS.paid };
  return null;
}
