// Where a job goes in the owner's day: every write of a scheduled job (an instant booking, the owner's
// New job, accepting a request, a reschedule) runs under the business row lock, checks the job against
// the others with the slot engine's rule (clashWith: buffers and the drive included), and then settles
// the busy ranges the exclusion constraint compares (busyRange) for the jobs around it.
import { DEFAULT_DURATION_MINUTES } from '../../../common/availability.js';
import { type Hours, outsideHours, outsideHoursMessage, outsideHoursSentence, storedHours, wallClock } from '../../../common/job-hours.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import { BookAnywayError } from '../../graphql/errors.js';
import { busyRange, clashWith, type Job, type Rules } from './slots.js';
import { businessZone, FALLBACK_TIME_ZONE } from '../../kernel/zips.js';

type Tx = PrismaNS.TransactionClient;
const DAY_MS = 86_400_000;
const MINUTE = 60_000;

/** A scheduled job as placement sees it: who it is for, for the warning. */
export interface PlacedJob extends Job {
  id: string;
  customerName: string;
  bookedAnyway: boolean;
}

/** The owner's job overlaps another: saved only when the input says bookAnyway. */
export class OverlapError extends BookAnywayError {
  constructor(
    message: string,
    readonly otherJobId: string,
  ) {
    super(message);
  }
}

/** The owner's job starts outside their hours that day (#47.13): saved only when the input says bookAnyway. */
export class OutsideHoursError extends BookAnywayError {}

/** The rules a job's placement reads; without `hours` (no business) no time is outside them. */
export type PlacementRules = Pick<Rules, 'bufferMinutes' | 'travelSpeedMph' | 'baseZip' | 'timeZone'> & { hours?: Hours | null };

/** Locks the owner's business row (writers of one owner's jobs queue here) and reads its rules. */
export async function lockRules(tx: Tx, ownerId: string): Promise<PlacementRules> {
  await tx.$queryRaw`SELECT 1 FROM "Business" WHERE "ownerId" = ${ownerId} FOR UPDATE`;
  const b = await tx.business.findUnique({
    where: { ownerId },
    select: {
      bufferMinutes: true,
      travelSpeedMph: true,
      zipCode: true,
      timeZone: true,
      weeklyHours: true,
      hoursWeekday: true,
      hoursWeekend: true,
      timeOff: { select: { from: true, to: true, intervals: true } },
    },
  });
  return {
    bufferMinutes: b?.bufferMinutes ?? 15,
    travelSpeedMph: b?.travelSpeedMph ?? 35,
    baseZip: b?.zipCode ?? '',
    timeZone: b ? businessZone(b) : FALLBACK_TIME_ZONE,
    hours: b ? storedHours(b) : null,
  };
}

/** Holds still running (not lapsed, not converted) of an owner that can touch [from, to), as jobs: a visitor paying a deposit keeps the time (server/domains/deposits). */
export async function heldJobs(db: Tx, ownerId: string, from: Date, to: Date, now = new Date()): Promise<(Job & { id: string })[]> {
  const rows = await db.bookingHold.findMany({
    where: { ownerId, appointmentId: null, expiresAt: { gt: now }, serviceDate: { gte: new Date(from.getTime() - 2 * 86_400_000), lt: new Date(to.getTime() + 2 * 86_400_000) } },
    select: { id: true, serviceDate: true, durationMinutes: true, zipCode: true },
  });
  return rows.map((r) => ({ id: r.id, start: r.serviceDate, end: new Date(r.serviceDate.getTime() + r.durationMinutes * MINUTE), zip: r.zipCode }));
}

/** The owner's scheduled jobs starting in [from, to), planned from serviceDate for their duration. */
export async function scheduledJobs(tx: Tx, ownerId: string, from: Date, to: Date): Promise<(PlacedJob & { busyFrom: Date | null; busyUntil: Date | null })[]> {
  const rows = await tx.serviceRecord.findMany({
    where: { ownerId, status: 'scheduled', serviceDate: { gte: from, lt: to } },
    select: {
      id: true,
      serviceDate: true,
      durationMinutes: true,
      zipCode: true,
      bookedAnyway: true,
      busyFrom: true,
      busyUntil: true,
      customer: { select: { firstName: true, lastName: true } },
    },
    orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({
    id: r.id,
    start: r.serviceDate,
    end: new Date(r.serviceDate.getTime() + (r.durationMinutes ?? DEFAULT_DURATION_MINUTES) * MINUTE),
    zip: r.zipCode,
    bookedAnyway: r.bookedAnyway,
    busyFrom: r.busyFrom,
    busyUntil: r.busyUntil,
    customerName: `${r.customer.firstName} ${r.customer.lastName}`.trim(),
  }));
}

const timeOf = (d: Date, timeZone: string) =>
  d.toLocaleString('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "This overlaps Jane Doe's job on Tue, Dec 1, 9:00 AM (drive and buffer included)." */
export const overlapMessage = (other: PlacedJob, timeZone: string) =>
  `This overlaps ${other.customerName}'s job on ${timeOf(other.start, timeZone)} (drive and buffer included). Choose another time, or book anyway to keep both.`;

export interface Placement {
  /** Whether the job is stored as booked anyway (it overlaps another and the owner said so). */
  bookedAnyway: boolean;
}

/**
 * Checks a job planned [start, start + duration) at zip against the owner's other scheduled jobs
 * (except itself). Refuses with an OverlapError naming the other job unless bookAnyway; with it the
 * job is saved flagged, outside the exclusion constraint. With `checkHours` (the owner's New job, a
 * job moved to another time) a start outside the owner's hours that day is refused too, with an
 * OutsideHoursError saying why (and the overlap, when there is one), unless bookAnyway.
 */
export async function placeJob(
  tx: Tx,
  ownerId: string,
  rules: PlacementRules,
  job: { id?: string; start: Date; durationMinutes: number | null; zip: string | null; bookAnyway?: boolean | null; checkHours?: boolean },
): Promise<Placement> {
  const start = job.start.getTime();
  const end = start + (job.durationMinutes ?? DEFAULT_DURATION_MINUTES) * MINUTE;
  const around = { from: new Date(start - 2 * DAY_MS), to: new Date(end + 2 * DAY_MS) };
  // A window held for a visitor paying a deposit is taken, as a job is.
  const held = (await heldJobs(tx, ownerId, around.from, around.to)).map((h) => ({ ...h, customerName: 'a visitor paying a deposit', bookedAnyway: false }));
  const others = [...(await scheduledJobs(tx, ownerId, around.from, around.to)), ...held].filter((j) => j.id !== job.id);
  const clash = clashWith(rules, others, start, end, job.zip);
  const outsideOf = job.checkHours && rules.hours ? outsideHours(rules.hours, wallClock(job.start, rules.timeZone)) : null;
  if (outsideOf && !job.bookAnyway) {
    throw new OutsideHoursError(clash ? `${outsideHoursSentence(outsideOf)} ${overlapMessage(clash, rules.timeZone)}` : outsideHoursMessage(outsideOf));
  }
  if (clash && !job.bookAnyway) throw new OverlapError(overlapMessage(clash, rules.timeZone), clash.id);
  return { bookedAnyway: Boolean(clash) };
}

/**
 * Recomputes the busy ranges of the owner's scheduled jobs within a day of the given instants (their
 * previous job may have changed). Ranges that change are cleared first, then set, so no intermediate
 * state trips the constraint.
 */
export async function settleBusyRanges(tx: Tx, ownerId: string, rules: PlacementRules, around: Date[]) {
  const times = around.map((d) => d.getTime());
  const from = Math.min(...times) - DAY_MS;
  const to = Math.max(...times) + DAY_MS;
  const jobs = await scheduledJobs(tx, ownerId, new Date(from - 2 * DAY_MS), new Date(to + 2 * DAY_MS));
  const changes: { id: string; busyFrom: Date; busyUntil: Date }[] = [];
  for (const j of jobs) {
    if (j.start.getTime() < from || j.start.getTime() >= to) continue;
    // A job under the constraint counts the drive from the previous job under it (a job booked anyway
    // before it may not fit it at all).
    const others = jobs.filter((o) => o !== j && (j.bookedAnyway || !o.bookedAnyway));
    const range = busyRange(rules, others, j.start.getTime(), j.end.getTime(), j.zip);
    if (range.busyFrom.getTime() !== j.busyFrom?.getTime() || range.busyUntil.getTime() !== j.busyUntil?.getTime()) changes.push({ id: j.id, ...range });
  }
  if (!changes.length) return;
  await tx.serviceRecord.updateMany({ where: { id: { in: changes.map((c) => c.id) } }, data: { busyFrom: null, busyUntil: null } });
  for (const c of changes) await tx.serviceRecord.update({ where: { id: c.id }, data: { busyFrom: c.busyFrom, busyUntil: c.busyUntil } });
}

/** Whether a database error is the exclusion constraint refusing an overlap. */
export const isOverlapViolation = (e: unknown) =>
  /ServiceRecord_no_overlap|23P01|exclusion constraint/.test(String((e as Error)?.message ?? '') + JSON.stringify((e as { meta?: unknown })?.meta ?? ''));
