// A visitor's own booking through its private link /b/{token} (no account, no cookie): see it, cancel
// it, or move it to another free window until the cut-off. A move goes through the same slot check
// under the owner's row lock as a booking, and the exclusion constraint stands behind it.
import { DEFAULT_DURATION_MINUTES, NOT_A_WINDOW, SLOT_TAKEN } from '../../../common/availability.js';
import type { ServiceRecordStatus } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../graphql/errors.js';
import { rulesOf, withTimeOff } from '../jobs/rules.js';
import { BOOKING_TRANSACTION, jobsAround } from './availability.service.js';
import { addDays } from '../../../common/job-hours.js';
import { MANAGE_TOKEN, manageTokenHash, manageUrlOf, notifyBooking, publishAppointment, whenLabel } from './manage.notify.js';
import { cancelBookedJob, moveBookedJob } from '../jobs/booked.js';
import { isOverlapViolation, } from '../jobs/placement.js';
import { type Day, freeWindows, isoInZone, parseInstant } from '../jobs/slots.js';
import { localDate } from '../../kernel/time.js';
import { cancellationPolicy, depositHeldCents } from '../../../common/deposits.js';
import { cents, formatCents } from '../../../common/money.js';

/** How many days ahead the manage page offers windows to move to. */
export const MOVE_DAYS = 14;
export const MANAGED_BOOKING_NOT_FOUND = 'Booking not found. Please check the link in your email.';
/** A visitor may cancel or move a booking online until the business's cut-off (Settings → Availability) before its start; then they call. */
export const tooLateToChange = (hours: number) => `This booking starts in less than ${hours} hours and can no longer be changed online. Please call the business.`;
export const BOOKING_CANCELLED = 'This booking was cancelled and can no longer be changed.';
export const BOOKING_NOT_OPEN = 'This booking is done and can no longer be changed.';
export const CHOOSE_A_WINDOW = 'Please choose an arrival window';
export const WAITING_FOR_DEPOSIT = 'This booking is waiting for its deposit. Pay it to confirm the booking; unpaid, it lapses and the time is freed.';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
type Db = Context['prisma'];

/** The booking of a token, with its business; unknown, malformed (a NUL included) or unlinked is a 404. */
async function load(db: Db, token: string) {
  if (!MANAGE_TOKEN.test(token)) throw new NotFoundError(MANAGED_BOOKING_NOT_FOUND);
  const record = await db.serviceRecord.findUnique({ where: { manageTokenHash: manageTokenHash(token) }, include: { customer: true } });
  if (!record?.ownerId) {
    // An instant booking still waiting for its deposit: nothing to cancel or move yet.
    if (await heldBooking(db, token)) throw new ConflictError(WAITING_FOR_DEPOSIT);
    throw new NotFoundError(MANAGED_BOOKING_NOT_FOUND);
  }
  const business = await db.business.findUnique({ where: { ownerId: record.ownerId }, include: withTimeOff });
  if (!business) throw new NotFoundError(MANAGED_BOOKING_NOT_FOUND);
  return { record, business, rules: rulesOf(business) };
}

const isoIn = isoInZone;

/** Whether the visitor may still change it: scheduled, and the cut-off not passed. */
const changeable = (r: { status: string; serviceDate: Date }, now: Date, cutoffHours: number) =>
  r.status === 'scheduled' && r.serviceDate.getTime() - cutoffHours * HOUR_MS >= now.getTime();

function refuseChange(r: { status: string; serviceDate: Date }, now: Date, cutoffHours: number) {
  if (r.status === 'cancelled') throw new ConflictError(BOOKING_CANCELLED);
  if (r.status !== 'scheduled') throw new ConflictError(BOOKING_NOT_OPEN);
  if (!changeable(r, now, cutoffHours)) throw new ConflictError(tooLateToChange(cutoffHours));
}

export type ManagedBooking = ReturnType<typeof viewOf>;

function viewOf({ record: r, business: b, rules }: Awaited<ReturnType<typeof load>>, token: string, now: Date) {
  const duration = r.durationMinutes ?? DEFAULT_DURATION_MINUTES;
  return {
    token,
    business: { businessName: b.businessName, phone: b.phone ?? null, subdomain: b.subdomain },
    serviceName: r.serviceName ?? 'Detailing',
    timeZone: rules.timeZone,
    start: isoIn(r.serviceDate, rules.timeZone),
    end: isoIn(new Date(r.serviceDate.getTime() + duration * 60_000), rules.timeZone),
    arrivalEnd: isoIn(r.arrivalEnd ?? r.serviceDate, rules.timeZone),
    when: whenLabel(r.serviceDate, r.arrivalEnd, rules.timeZone),
    address: r.address ?? r.customer.address ?? null,
    status: r.status as ServiceRecordStatus | 'held',
    canChange: changeable(r, now, b.changeCutoffHours),
    changeCutoffHours: b.changeCutoffHours,
    changeUntil: isoIn(new Date(r.serviceDate.getTime() - b.changeCutoffHours * HOUR_MS), rules.timeZone),
    /** The deposit paid and still held ("36.00"), or null. */
    deposit: depositHeldCents(r) ? formatCents(depositHeldCents(r)) : null,
    cancellationPolicy: cancellationPolicy(b.freeCancellationHours),
    /** While it waits for its deposit (status held): the amount, where it is paid, and until when. */
    depositDue: null as string | null,
    payUrl: null as string | null,
    payBy: null as string | null,
    /** For the page's move form; not exposed as such. */
    internal: { id: r.id, ownerId: r.ownerId as string, zip: r.zipCode, duration, rules },
  };
}

/** The running hold of an instant booking whose deposit is not paid yet, with its business. */
async function heldBooking(db: Db, token: string, now = new Date()) {
  const hold = await db.bookingHold.findUnique({ where: { manageTokenHash: manageTokenHash(token) } });
  if (!hold || hold.appointmentId || hold.expiresAt <= now) return null;
  const business = await db.business.findUnique({ where: { ownerId: hold.ownerId }, include: withTimeOff });
  const service = hold.serviceId ? await db.service.findUnique({ where: { id: hold.serviceId }, select: { name: true } }) : null;
  return business ? { hold, business, serviceName: service?.name ?? 'Detailing' } : null;
}

function heldViewOf({ hold: h, business: b, serviceName }: NonNullable<Awaited<ReturnType<typeof heldBooking>>>, token: string): ManagedBooking {
  const rules = rulesOf(b);
  const input = h.input as { address?: unknown };
  return {
    token,
    business: { businessName: b.businessName, phone: b.phone ?? null, subdomain: b.subdomain },
    serviceName,
    timeZone: rules.timeZone,
    start: isoIn(h.serviceDate, rules.timeZone),
    end: isoIn(new Date(h.serviceDate.getTime() + h.durationMinutes * 60_000), rules.timeZone),
    arrivalEnd: isoIn(h.arrivalEnd ?? h.serviceDate, rules.timeZone),
    when: whenLabel(h.serviceDate, h.arrivalEnd, rules.timeZone),
    address: typeof input.address === 'string' ? input.address : null,
    status: 'held',
    canChange: false,
    changeCutoffHours: b.changeCutoffHours,
    changeUntil: isoIn(new Date(h.serviceDate.getTime() - b.changeCutoffHours * HOUR_MS), rules.timeZone),
    deposit: null,
    cancellationPolicy: cancellationPolicy(b.freeCancellationHours),
    depositDue: formatCents(cents(h.depositAmount)),
    payUrl: h.checkoutUrl,
    payBy: isoIn(h.expiresAt, rules.timeZone),
    internal: { id: h.id, ownerId: h.ownerId, zip: h.zipCode, duration: h.durationMinutes, rules },
  };
}

/** The booking of a private link: a job, or an instant booking still waiting for its deposit (status held). */
export async function managedBooking(ctx: Context, token: string, now = new Date()): Promise<ManagedBooking> {
  if (MANAGE_TOKEN.test(token)) {
    const record = await ctx.prisma.serviceRecord.findUnique({ where: { manageTokenHash: manageTokenHash(token) }, select: { id: true } });
    const held = record ? null : await heldBooking(ctx.prisma, token, now);
    if (held) return heldViewOf(held, token);
  }
  return viewOf(await load(ctx.prisma, token), token, now);
}

/** The free windows the booking could move to over the next MOVE_DAYS days (none once it cannot change). */
export async function moveWindows(ctx: Context, booking: ManagedBooking, now = new Date()): Promise<Day[]> {
  if (!booking.canChange) return [];
  const { id, ownerId, zip, duration, rules } = booking.internal;
  const from = localDate(now, rules.timeZone);
  const to = addDays(from, MOVE_DAYS - 1);
  const jobs = await jobsAround(ctx.prisma, ownerId, new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`), id);
  return freeWindows(rules, jobs, { from, to, durationMinutes: duration, zip, now })
    .map((d) => ({ ...d, windows: d.windows.filter((w) => w.startMs !== Date.parse(booking.start)) }))
    .filter((d) => d.windows.length);
}

/** Cancels it: the time is free again at once; visitor and owner are told. */
export async function cancelManagedBooking(ctx: Context, token: string, now = new Date()) {
  // Still waiting for its deposit: let go of (the window is free, the payment can no longer be made).
  const held = MANAGE_TOKEN.test(token) ? await heldBooking(ctx.prisma, token, now) : null;
  if (held) {
    await ctx.holdCheckout.cancel(ctx, held.hold);
    return { status: 'cancelled' as const };
  }
  const { record, business, rules } = await load(ctx.prisma, token);
  refuseChange(record, now, business.changeCutoffHours);
  await ctx.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Business" WHERE "id" = ${business.id} FOR UPDATE`;
    // Only a still-scheduled booking changes: a second cancel at the same moment finds nothing. The
    // cancellation policy (a listener of job.cancelled): a deposit goes back up to the free-cancellation cut-off, else it is kept.
    if (!(await cancelBookedJob(tx, ctx, { ownerId: business.ownerId, rules, job: record, now }))) throw new ConflictError(BOOKING_CANCELLED);
    await notifyBooking(ctx, tx, { recordId: record.id, kind: 'cancelled' });
  });
  publishAppointment(ctx, { appointmentId: record.id, ownerId: record.ownerId as string, kind: 'cancelled' });
  return { status: 'cancelled' as const };
}

/** Moves it to another free arrival window (the same check as booking, itself left out). */
export async function rescheduleManagedBooking(ctx: Context, token: string, startText: string, now = new Date()) {
  const loaded = await load(ctx.prisma, token);
  const { record, business, rules } = loaded;
  const start = parseInstant(startText);
  if (!start) throw new ValidationError(CHOOSE_A_WINDOW, [{ field: 'start', message: CHOOSE_A_WINDOW }]);
  refuseChange(record, now, business.changeCutoffHours);
  const duration = record.durationMinutes ?? DEFAULT_DURATION_MINUTES;
  const date = start.toISOString().slice(0, 10);
  const windowAt = (jobs: Parameters<typeof freeWindows>[1]) =>
    freeWindows(rules, jobs, { from: addDays(date, -1), to: addDays(date, 1), durationMinutes: duration, zip: record.zipCode, now })
      .flatMap((d) => d.windows)
      .find((w) => w.startMs === start.getTime());
  if (!windowAt([])) throw new ConflictError(NOT_A_WINDOW);
  try {
    await ctx.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "Business" WHERE "id" = ${business.id} FOR UPDATE`;
      const jobs = await jobsAround(tx, business.ownerId, new Date(start.getTime() - DAY_MS), new Date(start.getTime() + DAY_MS), record.id);
      const window = windowAt(jobs);
      if (!window) throw new ConflictError(SLOT_TAKEN);
      const moved = await moveBookedJob(tx, ctx, {
        ownerId: business.ownerId,
        rules,
        job: record,
        start,
        arrivalEnd: new Date(Date.parse(window.end)),
        reach: { manageLink: manageUrlOf(ctx, token) },
      });
      if (!moved) throw new ConflictError(BOOKING_CANCELLED);
      await notifyBooking(ctx, tx, { recordId: record.id, kind: 'moved' });
    }, BOOKING_TRANSACTION);
  } catch (e) {
    if (isOverlapViolation(e)) throw new ConflictError(SLOT_TAKEN);
    throw e;
  }
  publishAppointment(ctx, { appointmentId: record.id, ownerId: business.ownerId, kind: 'moved' });
  return managedBooking(ctx, token, now);
}
