// The coach's rules (#59): each tip is computed live from the owner's own data by one of these.
export const COACH_RULES = [
  'booking-link-not-shared',
  'reviews-not-requested',
  'size-below-target',
  'empty-week',
  'no-shows-without-deposit',
  // 'rain-tomorrow' joins with the weather day (#53).
  'invoices-unpaid',
] as const;

export type CoachRule = (typeof COACH_RULES)[number];

/** At most this many tips show at once, the most valuable first. */
export const COACH_MAX_TIPS = 3;
/** A dismissed rule stays hidden this long, whatever its figure. */
export const COACH_DISMISS_DAYS = 14;
/** Completed jobs in the last 30 days with no review asked for, from which the coach says so. */
export const REVIEWS_NOT_REQUESTED_MIN = 3;
/** No-shows, or cancellations within 24 hours of the start, this month, from which the coach suggests a deposit. */
export const NO_SHOWS_MIN = 2;
/** An invoice sent this many days ago and unpaid is overdue for the coach. */
export const INVOICE_UNPAID_DAYS = 7;
/** The coach looks this many days ahead for an empty week. */
export const EMPTY_WEEK_DAYS = 7;
