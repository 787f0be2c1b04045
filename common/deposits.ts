// Deposits (issue #30): what a service asks at booking (none, a fixed amount, or a percentage of its
// price), the rules of the setting, and the cancellation policy's wording; shared by Settings → Pricing,
// the booking page and the server (the authority).
import { CARD_CHECKOUT_FAILED } from './pay.js';
import { cents, type DecimalLike, parseCents } from './money.js';

export type DepositKind = 'none' | 'fixed' | 'percent';

export const DEPOSIT_PERCENT_INVALID = 'A deposit percentage must be a whole number from 1 to 100.';
export const DEPOSIT_AMOUNT_INVALID = 'A deposit amount must be more than 0 with at most 2 decimals.';
export const DEPOSIT_ABOVE_PRICE = 'A deposit cannot be more than the price of the service.';
export const DEPOSIT_TYPE_INVALID = 'Choose no deposit, a fixed amount or a percentage.';
/** How long a window is held while the visitor pays its deposit. */
export const HOLD_MINUTES = 15;
/** The visitor has a booking with this business waiting for its deposit already. */
export const DEPOSIT_WAITING = `A booking of yours is already waiting for its deposit. Pay it with the link you were given, or book again once it lapses (within ${HOLD_MINUTES} minutes).`;
/** Cancelling a booking that waits for its deposit (its link, or Checkout's Back): paid meanwhile, or Stripe not reached. */
export const HOLD_ALREADY_PAID = 'Your deposit was just paid, so this booking is confirmed. To cancel it, use the same link again.';
export const HOLD_NOT_CANCELLED = 'We could not reach the card processor to stop the payment. Please try again in a minute.';
/** A visitor's network started more deposit holds than DEPOSIT_HOLDS_PER_IP within a hold's life. */
export const TOO_MANY_DEPOSIT_HOLDS = `Several bookings from your network are waiting for their deposit. Pay one of them, or try again in ${HOLD_MINUTES} minutes.`;
/** Stripe's smallest card charge in USD: a smaller deposit is not asked. */
export const MIN_DEPOSIT_CENTS = 50;
export const FREE_CANCELLATION_INVALID = 'Free cancellation must be a whole number of hours from 0 to 720.';

/** What is wrong with the owner's choice for a job's paid deposit: it is given only with a cancellation or a new date. */
export const depositChoiceProblem = (choice: DepositChoice | null | undefined, change: { cancels: boolean; moves: boolean }) =>
  choice && !change.cancels && !change.moves ? DEPOSIT_CHOICE_NEEDS_CHANGE : null;

/** "12.5" or "$12.50" → 1250, or null (the one money parser: common/money.ts). */
export const moneyCents = (text: string): number | null => parseCents(text.trim().replace(/^\$/, ''));

/**
 * What is wrong with a service's deposit (null when it is fine): a fixed amount is more than 0 and at
 * most the price; a percentage is a whole number from 1 to 100.
 */
export function depositProblem(type: string, value: string | null | undefined, priceCents: number | null): string | null {
  if (type === 'none') return null;
  const v = (value ?? '').trim();
  if (type === 'percent') {
    if (!/^\d{1,3}$/.test(v) || Number(v) < 1 || Number(v) > 100) return DEPOSIT_PERCENT_INVALID;
    return null;
  }
  if (type === 'fixed') {
    const c = moneyCents(v);
    if (c === null || c <= 0) return DEPOSIT_AMOUNT_INVALID;
    if (priceCents !== null && c > priceCents) return DEPOSIT_ABOVE_PRICE;
    return null;
  }
  return DEPOSIT_TYPE_INVALID;
}

/** The deposit in cents of a service priced `priceCents`: a percentage rounds half up to the cent. */
export function depositCentsOf(type: string, valueCents: number | null, priceCents: number): number {
  if (type === 'fixed') return Math.min(valueCents ?? 0, priceCents);
  // valueCents holds the percentage × 100 (Decimal(8,2) "20.00" → 2000).
  if (type === 'percent') return Math.floor((priceCents * (valueCents ?? 0) + 5000) / 10000);
  return 0;
}

/** Above the Book button of a service with a deposit ("36.00"). */
export const depositNotice = (amount: string, minutes: number) =>
  `A $${amount} deposit is paid when booking and counts toward the price. Your time is held for ${minutes} minutes while you pay on Stripe's secure page.`;
/** The policy as the booking page and the confirmation say it. */
export const cancellationPolicy = (hours: number) =>
  hours > 0
    ? `Free cancellation up to ${hours} hours before your appointment. If you cancel later, the deposit is kept.`
    : 'Free cancellation any time before your appointment.';
/** Said on the booking page when the business cannot take cards yet: nothing is asked. */
export const NO_DEPOSIT_NOW = 'No deposit is needed to book online right now.';

/** The owner's choice for a paid deposit when they cancel or move a job (a "weather" reschedule). */
export const DEPOSIT_CHOICES = ['refund', 'carry'] as const;
export type DepositChoice = (typeof DEPOSIT_CHOICES)[number];
export const DEPOSIT_CHOICE_NEEDS_CHANGE = 'A deposit can be refunded or carried only when cancelling or rescheduling the job.';
export const DEPOSIT_REFUND_UNAVAILABLE = 'The deposit cannot be refunded right now: your Stripe account is not connected. Please try again later.';
export const DEPOSIT_NOT_ASKABLE = 'A deposit can be asked only for a service with a deposit, once your Stripe account takes cards.';
export const DEPOSIT_NEEDS_EMAIL = 'A deposit pay link is emailed: this request has no email address.';
/** Why "Ask for a deposit" is not offered when accepting a request (beside DEPOSIT_NEEDS_EMAIL). */
export const DEPOSIT_SERVICE_HAS_NONE = 'This service asks no deposit: set one in Settings → Pricing to ask it.';
export const DEPOSIT_NO_CARDS = 'Deposits are paid by card: connect Stripe in Settings → Get paid to ask one.';

/** How long a deposit asked by pay link (accepting a request) can be paid, unless the job starts sooner. */
export const DEPOSIT_LINK_HOURS = 24;
export const DEPOSIT_LINK_NOT_FOUND = 'Deposit not found. Please check the link you were sent.';
export const DEPOSIT_ALREADY_PAID = 'This deposit is already paid. Thank you!';
export const DEPOSIT_LINK_EXPIRED = (businessName: string, phone: string | null) =>
  `This deposit link has expired. Please ask ${businessName} to send a new one${phone ? `: call ${phone}` : ''}.`;
export const DEPOSIT_JOB_CANCELLED = 'This booking was cancelled, so there is no deposit to pay.';
export const DEPOSIT_CHECKOUT_FAILED = CARD_CHECKOUT_FAILED;
export const DEPOSIT_NOT_ASKED = 'This job has no deposit to ask: accept a request with "Ask for a deposit" first.';
export const DEPOSIT_RESEND_NOT_SCHEDULED = 'A deposit link can be sent only for a scheduled job.';
export const DEPOSIT_RESEND_NO_EMAIL = 'The customer has no email address: add one to send the deposit link.';
/** The refund a visitor's cancellation is owed failed at Stripe: the booking stands, the visitor tries again. */
export const VISITOR_REFUND_FAILED = 'We could not reach the card processor to return your deposit, so your booking is still on. Please try again in a minute.';
/** The owner's refund of a deposit failed at Stripe: nothing was changed. */
export const DEPOSIT_REFUND_FAILED =
  'Stripe could not refund the deposit just now, so nothing was changed. Please try again in a few minutes, or keep the deposit for now.';
export const DEPOSIT_STATUS_LABELS = {
  asked: 'Deposit asked',
  unpaid: 'Deposit not paid in time',
  paid: 'Deposit paid',
  refunded: 'Deposit refunded',
} as const;

const HOUR_MS = 3_600_000;

/** A job's deposit as stored. */
type DepositOf = { depositAmount: DecimalLike | null; depositPaidAt: Date | null; depositRefundedAt: Date | null };

/** The deposit paid for a job and not given back, in cents (0 when none). */
export const depositHeldCents = (job: DepositOf) => (job.depositAmount && job.depositPaidAt && !job.depositRefundedAt ? cents(job.depositAmount) : 0);

/** A customer cancelling at `now` gets the deposit back only up to the free-cancellation cut-off. */
export const customerCancelRefunds = (job: { serviceDate: Date }, freeCancellationHours: number, now: Date) =>
  job.serviceDate.getTime() - freeCancellationHours * HOUR_MS >= now.getTime();

/** A service's deposit as stored, and its price. */
type ServiceDeposit = { depositType: string; depositValue: DecimalLike | null; price: DecimalLike };

/** Whether the business can take a card payment now (connected, charges enabled, Stripe configured). */
export const takesCards = (b: { stripeAccountId: string | null; chargesEnabled: boolean }, stripe: unknown) => !!(stripe && b.stripeAccountId && b.chargesEnabled);

/** The deposit a service asks, in cents (0 when none or below Stripe's smallest charge). */
export function depositOfService(s: ServiceDeposit): number {
  const c = depositCentsOf(s.depositType, s.depositValue === null ? null : cents(s.depositValue), cents(s.price));
  return c >= MIN_DEPOSIT_CENTS ? c : 0;
}

/** The deposit asked at booking now: the service's, when the business can take cards; else 0. */
export const depositDue = (b: { stripeAccountId: string | null; chargesEnabled: boolean }, s: ServiceDeposit, stripe: unknown) => (takesCards(b, stripe) ? depositOfService(s) : 0);
