// Availability rules shared by the server (the authority) and the client: weekly hours as data, time
// off, the booking rules and their defaults, and the messages the visitor and the owner see.
import { z } from 'zod';
import { calendarDate } from './dates.js';
import { FREE_CANCELLATION_INVALID } from './deposits.js';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
// A type alias, not an interface, so it is a JSON value for Prisma.
export type Interval = { start: string; end: string };
export type WeeklyHours = Record<Weekday, Interval[]>;

export const AVAILABILITY_DEFAULTS = {
  bookingMode: 'request',
  minNoticeHours: 12,
  horizonDays: 60,
  arrivalWindowMinutes: 120,
  slotStepMinutes: 30,
  maxJobsPerDay: null,
  bufferMinutes: 15,
  travelSpeedMph: 35,
  changeCutoffHours: 24,
  freeCancellationHours: 24,
} as const;
/** A service without a duration takes this long. */
export const DEFAULT_DURATION_MINUTES = 120;
/** One availability call covers at most this many days (the owner's schedule days). */
export const MAX_AVAILABILITY_DAYS = 31;
/**
 * A public booking page's free windows: at most this many days per call, at a step of at least
 * PUBLIC_MIN_STEP_MINUTES (the owner's step, or its smallest multiple that is), so one answer stays
 * under about 150 kB even for a business open around the clock at a 5-minute step.
 */
export const PUBLIC_AVAILABILITY_DAYS = 14;
export const PUBLIC_MIN_STEP_MINUTES = 15;
/** Great-circle miles × this factor approximate road miles. */
export const ROAD_FACTOR = 1.3;

export const SLOT_TAKEN = 'Sorry, that time was just taken. Please pick another.';
export const NOT_A_WINDOW = 'That time is not one of the free arrival windows. Please pick another.';
export const SEND_A_REQUEST = 'This business takes booking requests: please send a request instead.';
export const OUTSIDE_SERVICE_AREA = 'That address is outside the service area. Please send a request instead.';
/** Not five digits. */
export const ZIP_FORMAT = 'Please enter a valid 5-digit ZIP code';
/** Five digits the ZIP data does not know (a new or a mistyped one). */
export const UNKNOWN_ZIP = "We don't recognise this ZIP code. Check it, or send a request instead.";
export const UNKNOWN_TIME_ZONE = 'Unknown time zone';
export const OVERLAPPING_INTERVALS = 'Intervals overlap';
export const BAD_INTERVAL = 'Use HH:MM times, the end after the start';
export const NOTHING_TO_CHANGE = 'Nothing to change: give at least one availability field';
export const TOO_MANY_DAYS = `At most ${MAX_AVAILABILITY_DAYS} days per call`;
export const TOO_MANY_PUBLIC_DAYS = `At most ${PUBLIC_AVAILABILITY_DAYS} days per call`;
/** The step of a public page's windows: the owner's, or its smallest multiple of at least PUBLIC_MIN_STEP_MINUTES (every window so offered is one of the owner's). */
export const publicStep = (step: number) => Math.ceil(PUBLIC_MIN_STEP_MINUTES / step) * step;

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

const interval = z
  .object({ start: z.string().regex(hhmm, BAD_INTERVAL), end: z.string().regex(hhmm, BAD_INTERVAL) })
  .refine((i) => minutesOf(i.end) > minutesOf(i.start), BAD_INTERVAL);

/** A day's intervals: sorted on the way in, and refused when two overlap. */
export const intervalsSchema = z
  .array(interval)
  .max(12)
  .transform((list) => [...list].sort((a, b) => minutesOf(a.start) - minutesOf(b.start)))
  .refine((list) => list.every((iv, k) => k === 0 || minutesOf(list[k - 1].end) <= minutesOf(iv.start)), OVERLAPPING_INTERVALS);

const day = intervalsSchema.default([]);
export const weeklyHoursSchema = z.object({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day });

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

const timeOffSchema = z
  .object({ from: calendarDate('The first day of time off'), to: calendarDate('The last day of time off').optional(), intervals: intervalsSchema.nullish() })
  .transform((t) => ({ from: t.from, to: t.to ?? t.from, intervals: t.intervals ?? null }))
  .refine((t) => t.to >= t.from, { message: 'The end of time off must not be before its start', path: ['to'] });

const count = (max: number) => z.number().int('Use a whole number').min(0, 'Must not be negative').max(max, `At most ${max}`);

/** PUT /api/availability: every field optional (a partial update). */
export const availabilitySchema = z.object({
  timeZone: z.string().refine(isTimeZone, UNKNOWN_TIME_ZONE).optional(),
  weeklyHours: weeklyHoursSchema.optional(),
  timeOff: z.array(timeOffSchema).max(366).optional(),
  bookingMode: z.enum(['request', 'instant']).optional(),
  minNoticeHours: count(24 * 30).optional(),
  horizonDays: count(366).refine((n) => n >= 1, 'At least 1').optional(),
  arrivalWindowMinutes: count(12 * 60).optional(),
  slotStepMinutes: count(240).refine((n) => n >= 5, 'At least 5').optional(),
  maxJobsPerDay: count(50).nullable().optional(),
  bufferMinutes: count(240).optional(),
  travelSpeedMph: count(100).refine((n) => n >= 5, 'At least 5').optional(),
  changeCutoffHours: count(24 * 14).optional(),
  /** The cancellation policy's cut-off (#30): a deposit goes back to a customer who cancels at least this many hours before. */
  freeCancellationHours: z.number(FREE_CANCELLATION_INVALID).int(FREE_CANCELLATION_INVALID).min(0, FREE_CANCELLATION_INVALID).max(720, FREE_CANCELLATION_INVALID).optional(),
});
export type AvailabilityInput = z.infer<typeof availabilitySchema>;

const LABEL = /^(\d{1,2}):(\d{2}) (AM|PM) - (\d{1,2}):(\d{2}) (AM|PM)$/;
const to24 = (h: string, m: string, ap: string) => `${String((Number(h) % 12) + (ap === 'PM' ? 12 : 0)).padStart(2, '0')}:${m}`;

/** "9:00 AM - 6:00 PM" → [{09:00, 18:00}]; "Closed" (or anything else) → no intervals. */
export function intervalsFromLabel(label: string): Interval[] {
  const m = LABEL.exec(label.trim());
  return m ? [{ start: to24(m[1], m[2], m[3]), end: to24(m[4], m[5], m[6]) }] : [];
}

const to12 = (t: string) => {
  const min = minutesOf(t) % (24 * 60);
  const h = Math.floor(min / 60);
  return `${h % 12 || 12}:${String(min % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** The label of a day's intervals, as onboarding writes them: "9:00 AM - 6:00 PM", "Closed". */
export const labelOfIntervals = (list: Interval[]) => (list.length ? list.map((i) => `${to12(i.start)} - ${to12(i.end)}`).join(', ') : 'Closed');

export function weeklyFromLabels(weekday: string, weekend: string): WeeklyHours {
  const w = intervalsFromLabel(weekday);
  const e = intervalsFromLabel(weekend);
  return { mon: w, tue: w, wed: w, thu: w, fri: w, sat: e, sun: e };
}

/** The labels kept in step with the intervals: Monday's hours for weekdays, Saturday's for weekends. */
export const labelsOfWeekly = (w: WeeklyHours) => ({ hoursWeekday: labelOfIntervals(w.mon), hoursWeekend: labelOfIntervals(w.sat) });

const DAY_SHORT: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/**
 * The week's hours as a visitor reads them, consecutive days with the same hours together:
 * ["Mon–Fri: 9:00 AM - 6:00 PM", "Sat: 9:00 AM - 1:00 PM", "Sun: Closed"].
 */
export function weekHoursLines(w: WeeklyHours): string[] {
  const lines: { from: Weekday; to: Weekday; label: string }[] = [];
  for (const day of WEEKDAYS) {
    const label = labelOfIntervals(w[day] ?? []);
    const last = lines.at(-1);
    if (last && last.label === label) last.to = day;
    else lines.push({ from: day, to: day, label });
  }
  return lines.map((l) => `${l.from === l.to ? DAY_SHORT[l.from] : `${DAY_SHORT[l.from]}–${DAY_SHORT[l.to]}`}: ${l.label}`);
}
