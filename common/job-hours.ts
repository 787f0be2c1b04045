// A scheduled job and the owner's hours (#47.13), shared by the server (the authority: a job outside
// the hours waits for the owner's "Book anyway") and the client (New job's default time, which never
// falls on a closed day). Dates are the business's calendar days (YYYY-MM-DD), times its wall clock.
import { type Interval, minutesOf, WEEKDAYS, type Weekday, type WeeklyHours, weeklyFromLabels } from './availability.js';

/** Time off as the availability gives it: inclusive days; intervals null (or none) = no work. */
export type TimeOffDays = readonly { readonly from: string; readonly to: string; readonly intervals?: readonly Interval[] | null }[];
export type Hours = { readonly weeklyHours: { readonly [day: string]: readonly Interval[] | undefined }; readonly timeOff: TimeOffDays };
/** A business row's hours as stored: its weekly intervals (null before they were first saved) with its two labels, and its time off rows. */
export interface StoredHours {
  weeklyHours: unknown;
  hoursWeekday: string;
  hoursWeekend: string;
  timeOff: readonly { from: Date; to: Date; intervals: unknown }[];
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The weekly intervals of a stored business (before they were first saved: its onboarding labels). */
export const weeklyHoursOf = (b: Pick<StoredHours, 'weeklyHours' | 'hoursWeekday' | 'hoursWeekend'>): WeeklyHours =>
  (b.weeklyHours as WeeklyHours | null) ?? weeklyFromLabels(b.hoursWeekday, b.hoursWeekend);

/** A stored business's hours as the rules read them: weekly intervals and time off as calendar days (intervals null: no work). */
export const storedHours = (b: StoredHours) => ({
  weeklyHours: weeklyHoursOf(b),
  timeOff: b.timeOff.map((t) => ({ from: isoDay(t.from), to: isoDay(t.to), intervals: (t.intervals as Interval[] | null) ?? null })),
});

/** A wall-clock moment in the business's zone. */
export type WallClock = { date: string; minutes: number };

const DAY_MS = 86_400_000;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** New job's default time is on this step (9:00, 9:30, …). */
export const DEFAULT_TIME_STEP_MINUTES = 30;
/** The question every outside-hours warning ends with (the owner answers it with "Book anyway"). */
export const BOOK_IT_ANYWAY = 'Book it anyway?';

/** Monday = 0 … Sunday = 6 of a YYYY-MM-DD. */
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
/** The weekday of a YYYY-MM-DD ("mon" … "sun"). */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[weekdayIndex(date)];
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day's working intervals and why there are none: time off replaces the weekly hours. */
export function dayHours(hours: Hours, date: string): { intervals: readonly Interval[]; dayOff: boolean } {
  const off = hours.timeOff.find((t) => t.from <= date && date <= t.to);
  if (off) return { intervals: off.intervals ?? [], dayOff: !off.intervals?.length };
  return { intervals: hours.weeklyHours[weekdayOf(date)] ?? [], dayOff: false };
}

export type OutsideHours =
  | { kind: 'closed' | 'dayOff'; date: string }
  | { kind: 'beforeOpening' | 'afterClosing'; date: string; minutes: number; at: string }
  | { kind: 'break'; date: string; minutes: number; from: string; to: string };

/**
 * Why a job starting at this wall-clock moment is outside the owner's hours, or null when it starts
 * within them: a closed weekday, a day off, before the day opens, after it closes, or between two of
 * its intervals. Only the start counts (a job may run past closing).
 */
export function outsideHours(hours: Hours, at: WallClock): OutsideHours | null {
  const { intervals, dayOff } = dayHours(hours, at.date);
  if (!intervals.length) return { kind: dayOff ? 'dayOff' : 'closed', date: at.date };
  if (intervals.some((i) => minutesOf(i.start) <= at.minutes && at.minutes < minutesOf(i.end))) return null;
  const first = intervals[0];
  const last = intervals[intervals.length - 1];
  if (at.minutes < minutesOf(first.start)) return { kind: 'beforeOpening', date: at.date, minutes: at.minutes, at: first.start };
  if (at.minutes >= minutesOf(last.end)) return { kind: 'afterClosing', date: at.date, minutes: at.minutes, at: last.end };
  const before = [...intervals].reverse().find((i) => minutesOf(i.end) <= at.minutes) ?? first;
  const after = intervals.find((i) => minutesOf(i.start) > at.minutes) ?? last;
  return { kind: 'break', date: at.date, minutes: at.minutes, from: before.end, to: after.start };
}

/** "9:00 AM", "12:30 PM" of minutes after midnight (24:00 reads "12:00 AM"). */
export const clockLabel = (minutes: number) => {
  const m = minutes % (24 * 60);
  const h = Math.floor(m / 60);
  return `${h % 12 || 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const clockOf = (t: string) => clockLabel(minutesOf(t));
const dayName = (date: string) => DAY_NAMES[weekdayIndex(date)];
/** "Mon, Dec 1" */
export const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/**
 * What the owner reads, without the question: "Sunday is outside your hours (closed).",
 * "Mon, Dec 1 is outside your hours (day off).", "7:00 AM on Tuesday is outside your hours (before
 * opening at 9:00 AM).", "7:30 PM on Tuesday is outside your hours (after closing at 6:00 PM).",
 * "12:30 PM on Tuesday is outside your hours (closed from 12:00 PM to 1:00 PM)."
 */
export function outsideHoursSentence(o: OutsideHours): string {
  switch (o.kind) {
    case 'closed':
      return `${dayName(o.date)} is outside your hours (closed).`;
    case 'dayOff':
      return `${shortDate(o.date)} is outside your hours (day off).`;
    case 'beforeOpening':
      return `${clockLabel(o.minutes)} on ${dayName(o.date)} is outside your hours (before opening at ${clockOf(o.at)}).`;
    case 'afterClosing':
      return `${clockLabel(o.minutes)} on ${dayName(o.date)} is outside your hours (after closing at ${clockOf(o.at)}).`;
    case 'break':
      return `${clockLabel(o.minutes)} on ${dayName(o.date)} is outside your hours (closed from ${clockOf(o.from)} to ${clockOf(o.to)}).`;
  }
}

/** The warning of a job outside the hours: "Sunday is outside your hours (closed). Book it anyway?" */
export const outsideHoursMessage = (o: OutsideHours) => `${outsideHoursSentence(o)} ${BOOK_IT_ANYWAY}`;

/** One formatter per zone: building one costs far more than using it, and a week's schedule reads hundreds of times. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const wallClockFormat = (timeZone: string) => {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    wallClockFormats.set(timeZone, format);
  }
  return format;
};

/** The wall clock of an instant in a zone: its calendar day and minutes after midnight. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/** The instant a wall-clock moment in a zone names (a time in a DST gap moves on by the gap). */
export function instantOf(at: WallClock, timeZone: string): Date {
  const asUtc = Date.parse(`${at.date}T00:00:00Z`) + at.minutes * 60_000;
  const offset = (guess: number) => {
    const w = wallClock(new Date(guess), timeZone);
    return Date.parse(`${w.date}T00:00:00Z`) + w.minutes * 60_000 - guess;
  };
  const first = asUtc - offset(asUtc);
  return new Date(asUtc - offset(first));
}

/**
 * New job's default start: today at the next step (at least opening time) when today is open and
 * that is before it closes; otherwise the opening time of the next day the owner works (weekly hours
 * and time off). Never a closed day; null when no day within a year is open.
 */
export function defaultJobStart(hours: Hours, now: WallClock, step = DEFAULT_TIME_STEP_MINUTES): WallClock | null {
  const next = Math.ceil((now.minutes + 1) / step) * step;
  for (const i of dayHours(hours, now.date).intervals) {
    const start = Math.max(next, minutesOf(i.start));
    if (start < minutesOf(i.end)) return { date: now.date, minutes: start };
  }
  for (let d = 1; d <= 366; d++) {
    const date = addDays(now.date, d);
    const [first] = dayHours(hours, date).intervals;
    if (first) return { date, minutes: minutesOf(first.start) };
  }
  return null;
}
