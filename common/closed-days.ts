// The days a booking-request visitor cannot ask for (#47.8): a weekday the business does not work and
// its whole days off. The booking page lists them beside the hours; the request form refuses such a
// date as the visitor picks it; the server refuses it with the same words. Dates are the business's
// calendar days (YYYY-MM-DD).
import { WEEKDAYS, type Weekday, type WeeklyHours } from './availability.js';
import { bookingDateRange } from './booking.js';
import { type StoredHours, shortDate, storedHours, type TimeOffDays, weekdayOf } from './job-hours.js';

type Range = { readonly from: string; readonly to: string };

/** What the page knows: the weekdays without hours, whole days off, and days with other hours (inclusive ranges). */
export interface ClosedDays {
  readonly closedWeekdays: readonly Weekday[];
  readonly daysOff: readonly Range[];
  /** Time off that gives a day other hours: open, whatever its weekday. */
  readonly openDays: readonly Range[];
}

const WEEKDAY_PLURAL: Record<Weekday, string> = { mon: 'Mondays', tue: 'Tuesdays', wed: 'Wednesdays', thu: 'Thursdays', fri: 'Fridays', sat: 'Saturdays', sun: 'Sundays' };

/**
 * The closed days of a business from its weekly hours and time off, for the days from `today` on:
 * time off that replaces a day's hours with others is not a day off; ranges already over are left out.
 */
export function closedDaysOf(weeklyHours: WeeklyHours, timeOff: TimeOffDays, today: string): ClosedDays {
  const ahead = timeOff.filter((t) => t.to >= today).map((t) => ({ from: t.from < today ? today : t.from, to: t.to, open: !!t.intervals?.length }));
  return {
    closedWeekdays: WEEKDAYS.filter((d) => !(weeklyHours[d] ?? []).length),
    daysOff: ahead.filter((t) => !t.open).map(({ from, to }) => ({ from, to })),
    openDays: ahead.filter((t) => t.open).map(({ from, to }) => ({ from, to })),
  };
}

/** The closed days of a stored business from today up to the last date a request may name. */
export function closedDaysOfBusiness(b: StoredHours, now = new Date()): ClosedDays {
  const { min, max } = bookingDateRange(now);
  const { weeklyHours, timeOff } = storedHours(b);
  const closed = closedDaysOf(weeklyHours, timeOff, min);
  return { ...closed, daysOff: closed.daysOff.filter((t) => t.from <= max), openDays: closed.openDays.filter((t) => t.from <= max) };
}

/** Why a visitor cannot ask for this date, in their words, or null when the business works that day. */
export function closedDateMessage(closed: ClosedDays, date: string): string | null {
  const within = (t: Range) => t.from <= date && date <= t.to;
  if (closed.daysOff.some(within)) return `We're closed on ${shortDate(date)}. Please choose another date.`;
  if (closed.openDays.some(within)) return null;
  const weekday = weekdayOf(date);
  if (closed.closedWeekdays.includes(weekday)) return `We're closed on ${WEEKDAY_PLURAL[weekday]}. Please choose another date.`;
  return null;
}

/** The days off as the page lists them: "Thu, Dec 24", "Thu, Dec 24 – Sat, Dec 26". */
export function daysOffLines(closed: ClosedDays): string[] {
  return closed.daysOff.map((t) => (t.from === t.to ? shortDate(t.from) : `${shortDate(t.from)} – ${shortDate(t.to)}`));
}

/** Under the request form's date: "We're closed on Saturdays, Sundays and Thu, Dec 24." (undefined when open every day). */
export function closedHint(closed: ClosedDays): string | undefined {
  const parts = [...closed.closedWeekdays.map((d) => WEEKDAY_PLURAL[d]), ...daysOffLines(closed)];
  if (!parts.length) return undefined;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `We're closed on ${list}.`;
}
