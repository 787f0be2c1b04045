// The invoice rules' messages and input schemas (shared by the service and its tests).
import { z } from 'zod';
import { DATE_RANGE_MESSAGE, parseDateInput } from '../../../common/dates.js';
import { parseCents, parseQuantity, parseRate } from '../../../common/money.js';

export const NOT_COMPLETED = 'Only a completed job can be invoiced. Mark the job completed first.';
export const ALREADY_INVOICED = 'This job has an invoice already.';
export const NEEDS_BUSINESS = 'Set up your business first: invoices carry its name and tax rate.';
export const INVOICE_NOT_FOUND = 'Invoice not found';
export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
export const NOT_DRAFT = 'Only a draft invoice can be changed; this one has been sent.';
export const LINES_REQUIRED = 'An invoice needs at least one line.';
export const TOO_MANY_LINES = 'An invoice has at most 50 lines.';
export const LINE_DESCRIPTION = 'Each line needs a description (at most 200 characters).';
export const LINE_QUANTITY = 'Each quantity must be a number above 0 with at most 3 decimals, e.g. "1" or "2.5".';
export const LINE_PRICE = 'Each unit price must be 0 or more with at most 2 decimals, e.g. "149.00" (a reduction goes in the discount).';
export const DISCOUNT = 'The discount must be 0 or more with at most 2 decimals, e.g. "10.00".';
export const TOTAL_TOO_BIG = 'An invoice can come to at most $99,999,999.99 (lines and tax together); lower the quantities or prices.';
export const DISCOUNT_TOO_BIG = 'The discount cannot be more than the lines add up to.';
export const DEPOSIT_TOO_BIG = 'The deposit already paid is more than this total; raise the lines or lower the discount.';
export const TAX_RATE = 'The tax rate is a percentage from 0 to 99.999 with at most 3 decimals, e.g. "8.25".';
export const DUE_DATE = 'The due date must be a real date (YYYY-MM-DD).';
export const NOTES = 'Notes are at most 2000 characters.';
export const SEND_NOTHING = 'Choose how to send the invoice: email, text or both.';
export const NO_SMS_CONSENT = 'This customer has not agreed to texts yet. If they told you texts are fine, tick their consent; or send it by email, or copy the pay link.';
export const SMS_OPTED_OUT = 'This customer replied STOP to texts. Send it by email, or copy the pay link.';
export const NO_SMS_PHONE = "This customer's phone number cannot receive texts. Fix it on the customer, send it by email, or copy the pay link.";
export const INVOICE_MESSAGE_OFF = 'The Invoice message is turned off in Settings → Messages. Turn it on to send invoices, or copy the pay link.';
export const NO_EMAIL = 'This customer has no email address. Add one, send it by text, or copy the pay link.';
export const CANNOT_SEND = 'This invoice is closed (paid, void or refunded) and cannot be sent.';
export const AMOUNT = 'The amount must be above 0 with at most 2 decimals, e.g. "50.00".';
export const CARD_ONLINE = 'Card payments come through the pay link; record cash, check, Zelle, Venmo or other here.';
export const PAYMENT_NOTE = 'The note is at most 500 characters.';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const CARD_PAYMENT_KEPT = 'A card payment cannot be removed: refund it instead, and the customer gets the money back through Stripe.';
export const REMOVE_NOT_ALLOWED = 'Payments can be removed only from a paid or partly paid invoice.';
export const CLOSED_FOR_PAYMENTS = 'This invoice is void or refunded; it takes no payments.';
export const overBalance = (balance: string) => `That is more than the balance of ${balance}.`;
/** What a card payment the invoice could not take records, as the owner reads it on the payment. */
export const voidedRefundNote = (amount: string) =>
  `Paid $${amount} by card after the invoice was voided; the whole payment was refunded automatically through Stripe.`;
export const duplicateRefundNote = (amount: string) =>
  `Paid $${amount} by card after the invoice was already paid (a second checkout); the whole payment was refunded automatically through Stripe.`;
export const excessRefundNote = (excess: string) => `$${excess} over the balance was refunded automatically through Stripe.`;
export const noIntentNote = 'Stripe gave no payment to refund: refund it from your Stripe dashboard.';
export const VOID_PAID = 'An invoice with a payment cannot be voided; refund it instead.';
export const DUE_DAYS = 'Invoices are due 0 to 90 days after they are drafted (a whole number of days).';
export const FIRST_REMINDER_DAYS = 'The first reminder goes 1 to 60 days after the invoice is sent (a whole number of days).';
export const SECOND_REMINDER_DAYS = 'The second reminder goes 1 to 60 days after the invoice is sent (a whole number of days).';
export const SECOND_AFTER_FIRST = 'The second reminder must come after the first.';
export const SUMMARY_RANGE = 'Give from and to as dates (YYYY-MM-DD), from no later than to, at most 5 years apart.';

/** Dates the database holds; a bad one answers its own message (the range message for far years). */
const dateText = (message: string) =>
  z.custom<string>().transform((value, ctx) => {
    const parsed = parseDateInput(value);
    if ('date' in parsed) return parsed.date;
    ctx.addIssue({ code: 'custom', message: parsed.error === 'range' ? DATE_RANGE_MESSAGE : message });
    return z.NEVER;
  });

const decimal = (parse: (v: string) => number | null, message: string, check: (n: number) => boolean = () => true) =>
  z.string({ error: message }).transform((value, ctx) => {
    const n = parse(value);
    if (n === null || !check(n)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

export const lineSchema = z.object({
  description: z.string({ error: LINE_DESCRIPTION }).trim().min(1, LINE_DESCRIPTION).max(200, LINE_DESCRIPTION),
  quantity: decimal(parseQuantity, LINE_QUANTITY, (n) => n > 0),
  unitPrice: decimal(parseCents, LINE_PRICE),
});

/** A partial update: a key left out keeps its value; notes null clears them. */
export const updateSchema = z.object({
  lines: z.array(lineSchema, { error: LINES_REQUIRED }).min(1, LINES_REQUIRED).max(50, TOO_MANY_LINES).optional(),
  discount: decimal(parseCents, DISCOUNT).optional(),
  taxRate: decimal(parseRate, TAX_RATE).optional(),
  dueDate: dateText(DUE_DATE).optional(),
  notes: z.string({ error: NOTES }).trim().max(2000, NOTES).nullable().optional(),
});

export const OFFLINE_METHODS = ['cash', 'check', 'zelle', 'venmo', 'other'] as const;

export const paymentSchema = z.object({
  method: z.string().refine((m) => (OFFLINE_METHODS as readonly string[]).includes(m), CARD_ONLINE),
  amount: decimal(parseCents, AMOUNT, (n) => n > 0),
  note: z.string({ error: PAYMENT_NOTE }).trim().max(500, PAYMENT_NOTE).nullable().optional(),
});

export const summarySchema = z
  .object({ from: dateText(SUMMARY_RANGE), to: dateText(SUMMARY_RANGE) })
  .refine(({ from, to }) => from <= to && to.getTime() - from.getTime() <= 5 * 366 * 86_400_000, SUMMARY_RANGE);

const wholeDays = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Settings → Get paid: when invoices fall due and when unpaid ones are chased (the days stay kept while reminders are off). */
export const invoiceSettingsSchema = z
  .object({
    dueDays: wholeDays(0, 90, DUE_DAYS),
    remindersEnabled: z.boolean(),
    firstReminderDays: wholeDays(1, 60, FIRST_REMINDER_DAYS),
    secondReminderDays: wholeDays(1, 60, SECOND_REMINDER_DAYS),
  })
  // Compared only once the first is valid: a bad first day answers its own message, not this one too.
  .refine((s) => !(Number.isInteger(s.firstReminderDays) && s.firstReminderDays >= 1 && s.firstReminderDays <= 60) || s.secondReminderDays > s.firstReminderDays, {
    message: SECOND_AFTER_FIRST,
    path: ['secondReminderDays'],
  });


