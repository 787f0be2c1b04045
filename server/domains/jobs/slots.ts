// The slot engine: the free arrival windows of a business, computed in its IANA zone with Temporal
// (weekly hours, time off, notice, horizon, step, daily cap, buffers, existing jobs and the drive
// between them). Pure: the caller loads the rules and the jobs.
import { Temporal } from 'temporal-polyfill';
import { WEEKDAYS, minutesOf, type Interval, type WeeklyHours } from '../../../common/availability.js';
import { yearInRange } from '../../../common/dates.js';
import { windowLabel } from '../../kernel/time.js';
import { driveMinutes } from '../../kernel/zips.js';

export interface Rules {
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** Inclusive YYYY-MM-DD ranges; intervals null = no work. */
  timeOff: { from: string; to: string; intervals: Interval[] | null }[];
  minNoticeHours: number;
  horizonDays: number;
  arrivalWindowMinutes: number;
  slotStepMinutes: number;
  maxJobsPerDay: number | null;
  bufferMinutes: number;
  travelSpeedMph: number;
  /** The business's ZIP: where the first job of a day starts from. */
  baseZip: string;
}

/** A scheduled job: planned from start to end (its duration, without buffers). */
export interface Job {
  start: Date;
  end: Date;
  zip: string | null;
}

export interface Window {
  /** ISO 8601 with the zone's offset. */
  start: string;
  end: string;
  label: string;
  startMs: number;
}

export interface Day {
  date: string;
  windows: Window[];
}

export interface Query {
  from: string;
  to: string;
  durationMinutes: number;
  zip: string | null;
  now: Date;
}

const MINUTE = 60_000;

function intervalsOn(rules: Rules, date: Temporal.PlainDate): Interval[] {
  const iso = date.toString();
  const off = rules.timeOff.find((t) => t.from <= iso && iso <= t.to);
  if (off) return off.intervals ?? [];
  return rules.weeklyHours[WEEKDAYS[date.dayOfWeek - 1]] ?? [];
}

/** The instant of a wall-clock time on a date, or null when that time does not exist (a DST gap). */
function at(date: Temporal.PlainDate, minutes: number, timeZone: string): Temporal.ZonedDateTime | null {
  const day = minutes >= 24 * 60 ? date.add({ days: 1 }) : date;
  const m = minutes % (24 * 60);
  const time = new Temporal.PlainTime(Math.floor(m / 60), m % 60);
  const zdt = day.toZonedDateTime({ timeZone, plainTime: time });
  return zdt.hour === time.hour && zdt.minute === time.minute ? zdt : null;
}


const iso = (z: Temporal.ZonedDateTime) => z.toString({ timeZoneName: 'never', smallestUnit: 'second' });

/** An instant as ISO 8601 with the zone's offset ("2026-12-01T09:00:00-06:00"), as every time a visitor is answered. */
export const isoInZone = (d: Date, zone: string) => iso(Temporal.Instant.fromEpochMilliseconds(d.getTime()).toZonedDateTimeISO(zone));

/** Minutes of driving per ZIP, each estimated once per call (the visitor's ZIP is the same for all). */
type Drive = (zip: string | null) => number;
function memoDrive(estimate: Drive): Drive {
  const known = new Map<string | null, number>();
  return (zip) => {
    const seen = known.get(zip);
    if (seen !== undefined) return seen;
    const minutes = estimate(zip);
    known.set(zip, minutes);
    return minutes;
  };
}

/**
 * The first job that a job planned [start, end) at zip clashes with: one before it whose end + buffer +
 * drive is after start, or one after it that starts before end + buffer + drive to it. Null when it
 * fits among them. The one rule for visitors' windows and the owner's own writes. `drive` estimates
 * the drive from and to a job's ZIP (freeWindows passes one that remembers each ZIP's estimate).
 */
export function clashWith<J extends Job>(
  rules: Pick<Rules, 'bufferMinutes' | 'travelSpeedMph'>,
  jobs: J[],
  start: number,
  end: number,
  zip: string | null,
  drive: { from: Drive; to: Drive } = {
    from: (other) => driveMinutes(other, zip, rules.travelSpeedMph),
    to: (other) => driveMinutes(zip, other, rules.travelSpeedMph),
  },
): J | null {
  const buffer = rules.bufferMinutes * MINUTE;
  for (const j of jobs) {
    const js = j.start.getTime();
    const je = j.end.getTime();
    if (js < start) {
      if (je + buffer + drive.from(j.zip) * MINUTE > start) return j;
    } else if (end + buffer + drive.to(j.zip) * MINUTE > js) return j;
  }
  return null;
}

/**
 * The range a job holds for the exclusion constraint: from its start less the buffer and the drive
 * from the job before it (from the base when none), to its end. Jobs that fit one another by
 * clashWith never hold overlapping ranges: the previous job's end ≤ end + buffer + drive ≤ this start.
 */
export function busyRange(rules: Pick<Rules, 'bufferMinutes' | 'travelSpeedMph' | 'baseZip'>, jobs: Job[], start: number, end: number, zip: string | null) {
  let previous: Job | null = null;
  for (const j of jobs) if (j.start.getTime() < start && j.end.getTime() <= start && (!previous || j.end > previous.end)) previous = j;
  const drive = driveMinutes(previous ? previous.zip : rules.baseZip, zip, rules.travelSpeedMph);
  return { busyFrom: new Date(start - (rules.bufferMinutes + drive) * MINUTE), busyUntil: new Date(end) };
}

/**
 * Whether a job planned [start, end) at the visitor's ZIP fits among the others (clashWith); the
 * first job of the day drives from the base, leaving when the day's hours begin.
 */
function fits(rules: Rules, jobs: Job[], start: number, end: number, dayStart: number, drive: { from: Drive; to: Drive; fromBase: number }) {
  if (clashWith(rules, jobs, start, end, null, drive)) return false;
  const previousToday = jobs.some((j) => j.start.getTime() < start && j.end.getTime() > dayStart);
  return previousToday || dayStart + drive.fromBase * MINUTE <= start;
}

/** The free arrival windows of each day from query.from to query.to (inclusive), in the zone. */
export function freeWindows(rules: Rules, jobs: Job[], query: Query): Day[] {
  const zone = rules.timeZone;
  const now = Temporal.Instant.fromEpochMilliseconds(query.now.getTime()).toZonedDateTimeISO(zone);
  const earliest = query.now.getTime() + rules.minNoticeHours * 60 * MINUTE;
  const today = now.toPlainDate();
  const lastDate = today.add({ days: rules.horizonDays });
  const toDate = Temporal.PlainDate.from(query.to);
  const step = Math.max(5, rules.slotStepMinutes);
  const sorted = [...jobs].sort((a, b) => a.start.getTime() - b.start.getTime());
  const mph = rules.travelSpeedMph;
  const drive = {
    from: memoDrive((zip) => driveMinutes(zip, query.zip, mph)),
    to: memoDrive((zip) => driveMinutes(query.zip, zip, mph)),
    fromBase: driveMinutes(rules.baseZip, query.zip, mph),
  };
  const days: Day[] = [];
  for (let date = Temporal.PlainDate.from(query.from); Temporal.PlainDate.compare(date, toDate) <= 0; date = date.add({ days: 1 })) {
    const windows: Window[] = [];
    days.push({ date: date.toString(), windows });
    if (Temporal.PlainDate.compare(date, today) < 0 || Temporal.PlainDate.compare(date, lastDate) > 0) continue;
    const midnight = date.toZonedDateTime({ timeZone: zone });
    const dayFrom = midnight.epochMilliseconds;
    const dayTo = date.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).epochMilliseconds;
    const todays = sorted.filter((j) => j.start.getTime() >= dayFrom && j.start.getTime() < dayTo);
    if (rules.maxJobsPerDay !== null && todays.length >= rules.maxJobsPerDay) continue;
    // Only jobs within a day either side can constrain this day's windows.
    const near = sorted.filter((j) => j.end.getTime() > dayFrom - 86_400_000 && j.start.getTime() < dayTo + 86_400_000);
    const intervals = intervalsOn(rules, date);
    if (!intervals.length) continue;
    // A day the zone's offset does not change in (no transition up to the next midnight, included):
    // wall-clock minute m is midnight + m minutes, so only the windows kept become ZonedDateTimes.
    // A day with a transition asks Temporal for every candidate (gaps skipped, repeats as Temporal says).
    // The day must also begin at 0:00 on the clock: where a change is at midnight (America/Santiago,
    // Asia/Beirut) the day begins at 1:00 and minute m is not midnight + m.
    const transition = midnight.getTimeZoneTransition('next');
    const steady = midnight.hour === 0 && midnight.minute === 0 && (transition === null || transition.epochMilliseconds > dayTo);
    // 24:00 is the start of the next day, also when its midnight does not exist (a change at 0:00).
    const instantOf = (m: number) =>
      m >= 24 * 60 ? dayTo : steady ? dayFrom + m * MINUTE : (at(date, m, zone)?.epochMilliseconds ?? null);
    const dayStart = instantOf(minutesOf(intervals[0].start)) ?? dayFrom;
    for (const interval of intervals) {
      const close = instantOf(minutesOf(interval.end));
      if (close === null) continue;
      for (let m = minutesOf(interval.start); m < minutesOf(interval.end); m += step) {
        const s = instantOf(m);
        if (s === null) continue;
        const e = s + query.durationMinutes * MINUTE;
        if (e > close || s < earliest || !fits(rules, near, s, e, dayStart, drive)) continue;
        const start = Temporal.Instant.fromEpochMilliseconds(s).toZonedDateTimeISO(zone);
        const end = start.add({ minutes: rules.arrivalWindowMinutes });
        windows.push({ start: iso(start), end: iso(end), label: windowLabel(start, end), startMs: s });
      }
    }
  }
  return days;
}

/** One day of the owner's schedule: the drive before each job and the free time left in the hours. */
export interface DayPlan {
  date: string;
  /** Minutes of the day's working hours. */
  workMinutes: number;
  /** Minutes of the working hours still ahead (from now, today) not taken by a job or the drive to it; null for a day already past. */
  freeMinutes: number | null;
  /** The drive to each job: from the previous job of the day, the first from the base. */
  drives: { id: string; minutes: number; fromBase: boolean }[];
}

/**
 * The day plans of [from, to] (YYYY-MM-DD, in the zone): each scheduled job's drive (driveMinutes, as
 * the windows count it) and the sum of the free gaps inside the working hours once the jobs and the
 * drives to them are taken out. Free time is what is still ahead: today's counts from now, and a past
 * day has none to show (null).
 */
export function dayPlans(rules: Rules, jobs: (Job & { id: string })[], from: string, to: string, now = new Date()): DayPlan[] {
  const zone = rules.timeZone;
  const nowMs = now.getTime();
  const sorted = [...jobs].sort((a, b) => a.start.getTime() - b.start.getTime());
  const plans: DayPlan[] = [];
  for (let date = Temporal.PlainDate.from(from); Temporal.PlainDate.compare(date, Temporal.PlainDate.from(to)) <= 0; date = date.add({ days: 1 })) {
    const dayFrom = date.toZonedDateTime({ timeZone: zone }).epochMilliseconds;
    const dayTo = date.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).epochMilliseconds;
    const todays = sorted.filter((j) => j.start.getTime() >= dayFrom && j.start.getTime() < dayTo);
    const drives = todays.map((j, k) => ({
      id: j.id,
      minutes: driveMinutes(k ? todays[k - 1].zip : rules.baseZip, j.zip, rules.travelSpeedMph),
      fromBase: k === 0,
    }));
    const taken = todays.map((j, k) => [j.start.getTime() - drives[k].minutes * MINUTE, j.end.getTime()] as const).sort((a, b) => a[0] - b[0]);
    let work = 0;
    let free = 0;
    for (const interval of intervalsOn(rules, date)) {
      const open = at(date, minutesOf(interval.start), zone)?.epochMilliseconds;
      const close = at(date, minutesOf(interval.end), zone)?.epochMilliseconds;
      if (open === undefined || close === undefined) continue;
      work += close - open;
      // Walk the interval, skipping what the jobs take (they are sorted; ranges may overlap).
      let cursor = Math.max(open, nowMs);
      for (const [s, e] of taken) {
        if (e <= cursor || s >= close) continue;
        if (s > cursor) free += Math.min(s, close) - cursor;
        cursor = Math.max(cursor, Math.min(e, close));
      }
      if (cursor < close) free += close - cursor;
    }
    const past = dayTo <= nowMs;
    plans.push({ date: date.toString(), workMinutes: Math.round(work / MINUTE), freeMinutes: past ? null : Math.round(free / MINUTE), drives });
  }
  return plans;
}

/** Parses an ISO 8601 instant with an offset (or Z) in the years the app accepts; null when it is not one. */
export function parseInstant(value: string): Date | null {
  try {
    const date = new Date(Temporal.Instant.from(value).epochMilliseconds);
    return yearInRange(date) ? date : null;
  } catch {
    return null;
  }
}
