// Money in integer cents (bigint-free where it fits, exact everywhere): parsing decimal strings, the
// invoice's totals, and formatting back to 2-decimal strings. No binary float ever holds money.

/** A decimal as text (a form, a REST body) or a Prisma Decimal (anything with toFixed). */
export type DecimalLike = string | { toFixed(digits: number): string };

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const QUANTITY = /^\d{1,6}(\.\d{1,3})?$/;
const RATE = /^\d{1,2}(\.\d{1,3})?$/;

const text = (value: DecimalLike, digits: number) => (typeof value === 'string' ? value.trim() : value.toFixed(digits));

/** Integer units of 10^-digits of a non-negative decimal matching `pattern`, or null when it does not. */
function scaled(value: DecimalLike, digits: number, pattern: RegExp): number | null {
  const s = text(value, digits);
  if (!pattern.test(s)) return null;
  const [whole, fraction = ''] = s.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0'));
}

/** The most a money column holds (numeric(10, 2)): 99,999,999.99. Every total computed is checked against it. */
export const MAX_CENTS = 9_999_999_999;
/** Whether each of the figures fits a money column. */
export const fitsMoneyColumn = (...figures: number[]) => figures.every((c) => Math.abs(c) <= MAX_CENTS);

/** "12.5" → 1250; at most 99,999,999.99; null for anything else (negative, 3 decimals, text). */
export const parseCents = (value: DecimalLike) => scaled(value, 2, MONEY);
/** A quantity with at most 3 decimals, in thousandths: "1.5" → 1500. */
export const parseQuantity = (value: DecimalLike) => scaled(value, 3, QUANTITY);
/** A percentage with at most 3 decimals (0 to 99.999), in thousandths of a percent: "8.25" → 8250. */
export const parseRate = (value: DecimalLike) => scaled(value, 3, RATE);

/** Cents from a stored Decimal (always valid); throws on a negative or malformed one, which is a bug. */
export function cents(value: DecimalLike): number {
  const s = text(value, 2);
  const negative = s.startsWith('-');
  const parsed = parseCents(negative ? s.slice(1) : s);
  if (parsed === null) throw new Error(`not an amount of money: ${s}`);
  return negative ? -parsed : parsed;
}

/** 1250 → "12.50"; -5 → "-0.05". */
export function formatCents(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number of cents: ${value}`);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate in thousandths of a percent as text: 8250 → "8.25", 7000 → "7". */
export function formatRate(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** a × b / divisor, rounded half up, exact for any sizes (bigint inside). a, b ≥ 0. */
function mulDivRound(a: number, b: number, divisor: number): number {
  const product = BigInt(a) * BigInt(b);
  const d = BigInt(divisor);
  return Number((product * 2n + d) / (d * 2n));
}

/** A line's amount: quantity (thousandths) × unit price (cents), rounded half up to the cent. */
export const lineCents = (quantityThousandths: number, unitCents: number) => mulDivRound(quantityThousandths, unitCents, 1000);

/** A percentage (thousandths of a percent) of an amount in cents, rounded half up to the cent. */
export const percentCents = (amountCents: number, rateThousandths: number) => mulDivRound(amountCents, rateThousandths, 100_000);

export interface TotalsInput {
  lines: { quantity: number; unitPrice: number }[];
  discount: number;
  taxRate: number;
  tip: number;
  depositApplied: number;
  amountPaid: number;
}

/**
 * The invoice's figures, in cents. Tax is on the discounted subtotal; the deposit already paid and
 * the payments so far come off the total to give the balance.
 */
export function invoiceTotals(input: TotalsInput) {
  const subtotal = input.lines.reduce((sum, l) => sum + lineCents(l.quantity, l.unitPrice), 0);
  const taxable = subtotal - input.discount;
  const tax = percentCents(Math.max(taxable, 0), input.taxRate);
  const total = taxable + tax + input.tip;
  const balance = total - input.depositApplied - input.amountPaid;
  return { subtotal, tax, total, balance };
}
