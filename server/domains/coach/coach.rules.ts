// The coach's rules (#59), pure: each reads the facts the service gathered from one owner's data
// (coach.service.ts) and returns a tip, or null when its figure does not call for one. A tip names the
// figure that triggered it and links to the owner screen that acts on it.
//
// `value` orders the tips (most valuable first): the money at stake in cents where the data says it
// (the unpaid balances, the shortfall below the target, the prices of the jobs lost); for the others a
// weight stated below (not a statistic: a product choice, so the cards come in a sensible order).
import {
  type CoachRule,
  EMPTY_WEEK_DAYS,
  INVOICE_UNPAID_DAYS,
  NO_SHOWS_MIN,
  REVIEWS_NOT_REQUESTED_MIN,
} from '../../../common/coach.js';
import { cents, formatCents } from '../../../common/money.js';
import type { HourlyRate } from '../invoices/hourly-rate.js';

export interface CoachTip {
  rule: CoachRule;
  title: string;
  /** The sentence with the figure that triggered the tip. */
  text: string;
  /** A relative path of the owner screen that acts on it. */
  href: string;
  /** For ordering: most valuable first. */
  value: number;
}

/** The booking page unshared: the first bookings come through it ($150: one or two jobs' worth). */
export const BOOKING_LINK_VALUE = 15_000;
/** A finished job with no review asked for ($20 each: a review brings the next customer in). */
export const REVIEW_VALUE = 2_000;
/** An empty week: a day of work at the target hourly rate (8 hours), whoever is due. */
export const EMPTY_WEEK_HOURS = 8;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const dollars = (c: number) => `$${formatCents(c)}`;

export function bookingLinkNotShared(f: { shared: boolean }): CoachTip | null {
  if (f.shared) return null;
  return {
    rule: 'booking-link-not-shared',
    title: 'Share your booking page',
    text: 'Your booking link has not been shared yet: 0 customers have seen it. Copy it and send it to five people you know.',
    href: '/dashboard?view=more',
    value: BOOKING_LINK_VALUE,
  };
}

export function reviewsNotRequested(f: { unrequested: number; reviewLink: boolean }): CoachTip | null {
  if (f.unrequested < REVIEWS_NOT_REQUESTED_MIN) return null;
  return {
    rule: 'reviews-not-requested',
    title: 'Ask for reviews',
    text: `${plural(f.unrequested, 'job')} completed in the last 30 days ${f.unrequested === 1 ? 'has' : 'have'} not been asked for a review.${
      f.reviewLink ? '' : ' Add your review link first.'
    }`,
    href: f.reviewLink ? '/schedule' : '/settings#messages',
    value: f.unrequested * REVIEW_VALUE,
  };
}

/**
 * The size furthest below the target: its shortfall = target × its hours − what it earned. The price
 * that reaches the target is the money screen's own (hourly-rate.ts, suggestedPriceCents): the target
 * × the average time (on site + the drive) of that size's jobs of its most booked service ÷ 60, rounded
 * up to the next $5 — so the coach and the money screen never quote two prices.
 */
export function sizeBelowTarget(rate: Pick<HourlyRate, 'bySize' | 'jobs' | 'targetHourlyRate'>): CoachTip | null {
  const target = cents(rate.targetHourlyRate);
  let worst: { suggestion: string; label: string; shortfall: number } | null = null;
  for (const s of rate.bySize) {
    if (!s.belowTarget || !s.suggestion) continue;
    const these = rate.jobs.filter((j) => j.size === s.size);
    const minutes = these.reduce((m, j) => m + j.onSiteMinutes + j.driveMinutes, 0);
    const earned = these.reduce((m, j) => m + j.revenueCents, 0);
    const shortfall = Math.max(Math.round((target * minutes) / 60) - earned, 1);
    if (!worst || shortfall > worst.shortfall) worst = { suggestion: s.suggestion, label: s.label, shortfall };
  }
  if (!worst) return null;
  return {
    rule: 'size-below-target',
    title: `Raise your ${worst.label} price`,
    text: `${worst.suggestion}.`,
    href: '/settings#vehicle-pricing',
    value: worst.shortfall,
  };
}

export interface DueCustomer {
  firstName: string;
  lastName: string;
  /** The due date, YYYY-MM-DD. */
  due: string;
}

/** "Dec 2" of a YYYY-MM-DD. */
const shortDate = (ymd: string) => new Date(`${ymd}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function emptyWeek(f: { booked: boolean; due: DueCustomer[]; today: string; targetCents: number }): CoachTip | null {
  if (f.booked) return null;
  const names = f.due.map((c) => `${c.firstName} ${c.lastName} (${c.due < f.today ? 'overdue since' : 'due'} ${shortDate(c.due)})`);
  return {
    rule: 'empty-week',
    title: 'Your next week is empty',
    text: `0 jobs booked in the next ${EMPTY_WEEK_DAYS} days.${names.length ? ` Due for a detail: ${names.join(', ')}.` : ' No customer is due for a detail yet: share your booking page to fill it.'}`,
    href: '/customers',
    value: f.targetCents * EMPTY_WEEK_HOURS,
  };
}

export function noShowsWithoutDeposit(f: { lost: number; lostCents: number; depositAsked: boolean }): CoachTip | null {
  if (f.depositAsked || f.lost < NO_SHOWS_MIN) return null;
  return {
    rule: 'no-shows-without-deposit',
    title: 'Ask for a deposit',
    text: `${plural(f.lost, 'no-show or late cancellation', 'no-shows or late cancellations')} this month${
      f.lostCents ? ` (${dollars(f.lostCents)} of work)` : ''
    }, and no service asks a deposit.`,
    href: '/settings#pricing',
    value: Math.max(f.lostCents, f.lost),
  };
}

export function invoicesUnpaid(f: { count: number; balanceCents: number }): CoachTip | null {
  if (f.count < 1) return null;
  return {
    rule: 'invoices-unpaid',
    title: 'Follow up on unpaid invoices',
    text: `${plural(f.count, 'invoice')} sent more than ${INVOICE_UNPAID_DAYS} days ago ${f.count === 1 ? 'is' : 'are'} unpaid: ${dollars(f.balanceCents)} in total.`,
    href: '/money',
    value: Math.max(f.balanceCents, 1),
  };
}
