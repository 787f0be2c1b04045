// The business's time zone on the owner's screens (#49): the schedule, the home and every calendar day
// or wall-clock time shown or typed are the business's (Business.timeZone), not the phone's. The zone
// last known for the signed-in account is kept in this browser (localStorage, gone at sign-out), so a
// route's loader has it before its query starts; the browser's own zone stands in only until then.
import { WEEKDAYS } from '../../common/availability';
import { isCalendarDate } from '../../common/dates';
import { addDays, instantOf, type WallClock, wallClock, weekdayOf } from '../../common/job-hours';
import { accountCookie } from '../relay/account';

export { addDays };

/** localStorage keys of the zones kept, one per account (signingOut.ts removes them). */
export const BUSINESS_ZONE_PREFIX = 'business-zone:';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A zone this browser's Intl knows (a newer zone, or a stored typo, would make every date on screen throw). */
export function usableZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone known for the signed-in account, or null while none is (a new browser, before setup). Read from
 * storage each time, not kept in the module: the build copies this small module into several chunks.
 */
export function knownBusinessZone(): string | null {
  const account = accountCookie();
  if (!account) return null;
  try {
    const zone = localStorage.getItem(BUSINESS_ZONE_PREFIX + account);
    if (zone === null || usableZone(zone)) return zone;
    // Kept by mistake, or a zone this browser does not know: forgotten, the browser's zone stands in.
    localStorage.removeItem(BUSINESS_ZONE_PREFIX + account);
    return null;
  } catch {
    return null;
  }
}

/** The zone every day and time on screen is in: the business's, else (not known yet) the browser's. */
export const businessZone = () => knownBusinessZone() ?? browserZone();

/**
 * Keeps the signed-in account's zone as a query answered it; answers whether it changed. A zone this
 * browser's Intl does not know (newer than its time-zone data) is not kept: the browser's stands in.
 */
export function rememberBusinessZone(zone: string | null | undefined): boolean {
  const account = accountCookie();
  if (!account || !usableZone(zone) || knownBusinessZone() === zone) return false;
  try {
    localStorage.setItem(BUSINESS_ZONE_PREFIX + account, zone);
  } catch {
    // Storage refused: the browser's zone stands in.
  }
  return true;
}

/** Sign-out: no account's zone stays in this browser. */
export function forgetBusinessZones() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(BUSINESS_ZONE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}

type Instant = Date | string | number;

/** The business's calendar day (YYYY-MM-DD) of an instant. */
export const dayOf = (instant: Instant, zone = businessZone()) => wallClock(new Date(instant), zone).date;
/** The business's today. */
export const today = (now: Instant = new Date(), zone = businessZone()) => dayOf(now, zone);
/**
 * The instant a business day begins: its midnight, or, where the clocks skip midnight (Santiago, Cairo,
 * Havana: 00:00 becomes 01:00), the first moment of the day after the gap.
 */
export function startOfDay(date: string, zone = businessZone()) {
  const start = instantOf({ date, minutes: 0 }, zone);
  // instantOf names the moment before a gap at midnight, which is the day before: the day starts an hour later.
  return dayOf(start, zone) < date ? new Date(start.getTime() + 3_600_000) : start;
}
/** Minutes after the business's midnight of an instant (its wall clock). */
export const minutesOfDay = (instant: Instant, zone = businessZone()) => wallClock(new Date(instant), zone).minutes;
/** The Monday of the week holding a day (YYYY-MM-DD). */
export const mondayOf = (date: string) => addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
/** The instant is on the business's today. */
export const isToday = (instant: Instant, now: Instant = new Date(), zone = businessZone()) => dayOf(instant, zone) === today(now, zone);

/** A calendar day as people read it ("Mon, Dec 7" with those options), whatever the zone. */
export const formatDay = (date: string, options: Intl.DateTimeFormatOptions, locale?: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { ...options, timeZone: 'UTC' });
/** An instant as people read it, on the business's wall clock. */
export const formatInstant = (instant: Instant, options: Intl.DateTimeFormatOptions, locale?: string, zone = businessZone()) =>
  new Date(instant).toLocaleString(locale, { ...options, timeZone: zone });
/** "9:00 AM" of an instant, on the business's wall clock. */
export const formatTime = (instant: Instant, locale?: string, zone = businessZone()) =>
  formatInstant(instant, { hour: 'numeric', minute: '2-digit' }, locale, zone);
/** "9:00 AM" of minutes after midnight (a time grid's hours), in the browser's way of writing times. */
export const formatClock = (minutes: number, locale?: string) =>
  new Date(Date.UTC(2000, 0, 1, 0, minutes)).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local input's value (YYYY-MM-DDTHH:MM) of a wall-clock moment. */
export const wallClockInput = ({ date, minutes }: WallClock) => `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
/** A datetime-local input's value for an instant: the business's wall clock. */
export const dateTimeInput = (instant: Instant, zone = businessZone()) => wallClockInput(wallClock(new Date(instant), zone));
const DATE_TIME_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/;
/** The instant a datetime-local value names on the business's wall clock (an invalid Date when it is not one). */
export function instantOfInput(value: string, zone = businessZone()) {
  const m = DATE_TIME_INPUT.exec(value);
  if (!m || !isCalendarDate(m[1])) return new Date(Number.NaN);
  return instantOf({ date: m[1], minutes: Number(m[2]) * 60 + Number(m[3]) }, zone);
}
/** A date input's YYYY-MM-DD as the instant of the business's noon that day (a date-only value the server keeps as an instant). */
export const noonOf = (date: string, zone = businessZone()) => instantOf({ date, minutes: 12 * 60 }, zone);
