// Availability: the owner's rules (read and partial update), the public free windows, and the instant
// booking that takes one atomically (a per-owner lock, then the database's exclusion constraint).
import { z } from 'zod';
import {
  DEFAULT_DURATION_MINUTES,
  labelsOfWeekly,
  MAX_AVAILABILITY_DAYS,
  PUBLIC_AVAILABILITY_DAYS,
  publicStep,
  NOTHING_TO_CHANGE,
  NOT_A_WINDOW,
  OUTSIDE_SERVICE_AREA,
  SEND_A_REQUEST,
  SLOT_TAKEN,
  TOO_MANY_DAYS,
  TOO_MANY_PUBLIC_DAYS,
  UNKNOWN_ZIP,
  ZIP_FORMAT,
  availabilitySchema,
} from '../../../common/availability.js';
import { HONEYPOT_FIELD } from '../../../common/booking.js';
import { calendarDate } from '../../../common/dates.js';
import { phoneDigits } from '../../../common/customers.js';
import type { Business, Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, parseInput, ValidationError } from '../../graphql/errors.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';
import { BUSINESS_NOT_FOUND } from '../../../common/business.js';
import { lookalikeId } from '../../kernel/ids.js';
import { refuseIfNotTakingBookings } from '../business/business.service.js';
import { manageUrlOf, newManageToken, notifyBooking, publishAppointment } from './manage.notify.js';
import { heldJobs, isOverlapViolation } from '../jobs/placement.js';
import { writeBookedJob } from '../jobs/booked.js';
import { availabilityOf, customerFor, rulesOf, withTimeOff } from '../jobs/rules.js';
import { dayPlans, freeWindows, isoInZone, type Job, parseInstant } from '../jobs/slots.js';
import { localDate } from '../../kernel/time.js';
import { addDays } from '../../../common/job-hours.js';
import { knownZip, milesBetween, } from '../../kernel/zips.js';
import { createHold, refuseSecondHold, visitorHolds } from './holds.js';
import { depositDue } from '../../../common/deposits.js';
import { formatCents } from '../../../common/money.js';
import { bookingQuote, quoteColumns } from './quote.js';

export const SERVICE_NOT_FOUND = 'Service not found';
const DAY_MS = 86_400_000;
type Db = Context['prisma'] | PrismaNS.TransactionClient;
const day = (d: Date) => d.toISOString().slice(0, 10);

export async function ownAvailability(ctx: Context) {
  const user = writer(ctx);
  const b = await ctx.prisma.business.findUnique({ where: { ownerId: user.id }, include: withTimeOff });
  if (!b) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return availabilityOf(b);
}

/** Like parseInput, with the field's path in the message (the rules are many and nested). */
function parseNamed<T>(schema: z.ZodType<T>, input: unknown): T {
  try {
    return parseInput(schema, input);
  } catch (e) {
    const first = e instanceof ValidationError ? e.fieldErrors[0] : undefined;
    if (first?.field) throw new ValidationError(`${first.field}: ${first.message}`, (e as ValidationError).fieldErrors);
    throw e;
  }
}

/** PUT /api/availability: only the fields given change; time off, when given, is replaced whole. */
export async function updateAvailability(ctx: Context, input: unknown) {
  const user = writer(ctx);
  const { timeOff, weeklyHours, ...rules } = parseNamed(availabilitySchema, input);
  if (timeOff === undefined && weeklyHours === undefined && !Object.values(rules).some((v) => v !== undefined)) {
    throw new ValidationError(NOTHING_TO_CHANGE);
  }
  return ctx.prisma.$transaction(async (tx) => {
    const b = await tx.business.findUnique({ where: { ownerId: user.id } });
    if (!b) throw new NotFoundError(BUSINESS_NOT_FOUND);
    await tx.business.update({
      where: { id: b.id },
      // updatedAt too when only the time off changes: the booking page (its cache's fingerprint) lists the days off.
      data: { ...rules, ...(weeklyHours ? { weeklyHours, ...labelsOfWeekly(weeklyHours) } : {}), updatedAt: new Date() },
    });
    if (timeOff) {
      await tx.timeOff.deleteMany({ where: { businessId: b.id } });
      await tx.timeOff.createMany({
        data: timeOff.map((t) => ({
          businessId: b.id,
          from: new Date(`${t.from}T00:00:00Z`),
          to: new Date(`${t.to}T00:00:00Z`),
          intervals: t.intervals ?? undefined,
        })),
      });
    }
    await ctx.ownerEvents.emit(tx, { type: 'availability.set', ownerId: user.id });
    return availabilityOf(await tx.business.findUniqueOrThrow({ where: { id: b.id }, include: withTimeOff }));
  });
}

async function publicBusiness(db: Db, subdomain: string, serviceId: string) {
  const b = await db.business.findUnique({
    where: { subdomain: subdomain.trim().toLowerCase().slice(0, 64) },
    include: { ...withTimeOff, owner: { select: { closedAt: true } } },
  });
  if (!b) throw new NotFoundError(BUSINESS_NOT_FOUND);
  refuseIfNotTakingBookings(b);
  const service = await db.service.findFirst({ where: { id: serviceId, businessId: b.id } });
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND);
  return { b, service, durationMinutes: service.durationMinutes ?? DEFAULT_DURATION_MINUTES };
}

/** The owner's scheduled jobs that can touch [from, to): planned from serviceDate for its duration. */
export async function jobsAround(db: Db, ownerId: string, from: Date, to: Date, exceptId?: string): Promise<Job[]> {
  // A window held while its visitor pays a deposit counts as a job until the hold lapses.
  const holds = await heldJobs(db, ownerId, from, to);
  const rows = await db.serviceRecord.findMany({
    where: { ownerId, status: 'scheduled', ...(exceptId ? { id: { not: exceptId } } : {}), serviceDate: { gte: new Date(from.getTime() - 2 * DAY_MS), lt: new Date(to.getTime() + 2 * DAY_MS) } },
    select: { serviceDate: true, durationMinutes: true, zipCode: true },
  });
  const jobs = rows.map((r) => ({
    start: r.serviceDate,
    end: new Date(r.serviceDate.getTime() + (r.durationMinutes ?? DEFAULT_DURATION_MINUTES) * 60_000),
    zip: r.zipCode,
  }));
  return [...jobs, ...holds.map(({ id: _id, ...h }) => h)];
}

export const zipSchema = z.string().trim().regex(/^\d{5}$/, ZIP_FORMAT).refine(knownZip, UNKNOWN_ZIP);
const slotsQuerySchema = z
  .object({ from: calendarDate('from'), to: calendarDate('to'), zip: zipSchema.nullish() })
  .refine((q) => q.to >= q.from, { message: 'to must not be before from', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < PUBLIC_AVAILABILITY_DAYS, { message: TOO_MANY_PUBLIC_DAYS, path: ['to'] });

export const outside = (b: Business, zip: string | null | undefined) => {
  if (!zip) return false;
  const miles = milesBetween(b.zipCode, zip);
  return miles !== null && miles > b.serviceRadius;
};

/** The free arrival windows of a public booking page (none in request mode or outside the area). */
export async function bookingSlots(ctx: Context, subdomain: string, serviceId: string, input: Record<string, unknown>, now = new Date()) {
  await ctx.throttle.take('availabilityIp', ctx.clientIp);
  const q = parseInput(slotsQuerySchema, input);
  const found = await publicBusiness(ctx.prisma, subdomain, serviceId);
  const { b } = found;
  // With the vehicle (and its add-ons), the windows fit the quote's duration (#50); without, the service's.
  const quote = await bookingQuote(ctx.prisma, b.id, serviceId, input);
  const durationMinutes = quote?.durationMinutes ?? found.durationMinutes;
  const owners = rulesOf(b);
  const rules = { ...owners, slotStepMinutes: publicStep(Math.max(5, owners.slotStepMinutes)) };
  const outsideServiceArea = outside(b, q.zip);
  const base = { timeZone: rules.timeZone, bookingMode: b.bookingMode, outsideServiceArea };
  if (b.bookingMode !== 'instant' || outsideServiceArea) return { ...base, days: [] };
  const jobs = await jobsAround(ctx.prisma, b.ownerId, new Date(`${q.from}T00:00:00Z`), new Date(`${q.to}T00:00:00Z`));
  return { ...base, days: freeWindows(rules, jobs, { from: q.from, to: q.to, durationMinutes, zip: q.zip ?? null, now }) };
}

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, message);
export const instantBookingSchema = z.object({
  serviceId: z.string().min(1, 'Please choose a service'),
  start: z.string().refine((s) => parseInstant(s) !== null, 'Please choose an arrival window'),
  name: text(100, 'Please enter your name'),
  phone: z.string().trim().refine((p) => phoneDigits(p).length === 10, 'Please enter a valid phone number'),
  email: z.preprocess((v) => (v === '' ? null : v), z.email('Please enter a valid email address').max(254).nullish()),
  vehicleYear: z.number().int().min(1900).max(2100).nullish(),
  vehicleMake: text(50, 'Please enter the vehicle make'),
  vehicleModel: text(50, 'Please enter the vehicle model'),
  address: text(200, 'Please enter the address'),
  zip: zipSchema,
  notes: z.string().trim().max(1000).nullish(),
});

export interface InstantBooking {
  id: string;
  /** held: the window waits for the deposit, paid at checkoutUrl within HOLD_MINUTES. */
  status: 'scheduled' | 'held';
  /** Where the visitor pays the deposit (null when none is asked). */
  checkoutUrl: string | null;
  /** The deposit asked, "25.00" (null when none). */
  deposit: string | null;
  start: string;
  end: string;
  arrivalEnd: string;
  /** The window's label in the business time zone, e.g. "9:00–11:00 AM". */
  label: string;
  manageUrl: string;
  /** The quote booked (#50): its lines ([] without one), total, whether it is the light estimate, the duration. */
  lines: { description: string; amount: string }[];
  totalAmount: string | null;
  priceIsEstimate: boolean;
  durationMinutes: number;
}


/**
 * A visitor books a free window. Under a per-owner row lock the window is checked again against the
 * jobs as they are now; the exclusion constraint stands behind it should any other writer race it.
 */
export async function bookInstantly(ctx: Context, subdomain: string, input: Record<string, unknown>, now = new Date()): Promise<InstantBooking> {
  await ctx.throttle.take('bookingRequestIp', ctx.clientIp);
  const honeypot = input[HONEYPOT_FIELD];
  const data = parseInput(instantBookingSchema, input);
  const found = await publicBusiness(ctx.prisma, subdomain, data.serviceId);
  const { b, service } = found;
  // The job priced and timed for the vehicle (#50): its lines, total (or light estimate), size, duration.
  const quote = await bookingQuote(ctx.prisma, b.id, service.id, input);
  const durationMinutes = quote?.durationMinutes ?? found.durationMinutes;
  const totalAmount = quote?.stored.totalAmount ?? service.price;
  if (b.bookingMode !== 'instant') throw new ConflictError(SEND_A_REQUEST);
  if (outside(b, data.zip)) throw new ConflictError(OUTSIDE_SERVICE_AREA);
  const start = parseInstant(data.start) as Date;
  const { token, hash } = newManageToken();
  const rules = rulesOf(b);
  const date = new Date(start.getTime()).toISOString().slice(0, 10);
  const windowsOf = (jobs: Job[]) =>
    freeWindows(rules, jobs, { from: addDays(date, -1), to: addDays(date, 1), durationMinutes, zip: data.zip, now })
      .flatMap((d) => d.windows)
      .find((w) => w.startMs === start.getTime());
  const window = windowsOf([]);
  if (!window) throw new ConflictError(NOT_A_WINDOW);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const priced = {
    lines: quote?.stored.priceLines ?? [],
    totalAmount: quote ? quote.stored.totalAmount : service.price.toFixed(2),
    priceIsEstimate: quote?.stored.priceIsEstimate ?? false,
    durationMinutes,
  };
  const fake = { id: lookalikeId(), status: 'scheduled' as const, checkoutUrl: null, deposit: null, start: window.start, end: isoInZone(end, rules.timeZone), arrivalEnd: window.end, label: window.label, ...priced };
  if (typeof honeypot === 'string' && honeypot.trim()) return { ...fake, manageUrl: manageUrlOf(ctx, token) };
  // A percentage deposit is a percentage of the quote's total.
  const deposit = depositDue(b, { ...service, price: totalAmount }, ctx.payments.stripe);
  if (deposit) {
    // The window is held (not booked) while the visitor pays the deposit through Checkout: a few per
    // client IP at a time, one per visitor (while it waits, another is refused).
    await ctx.throttle.take('depositHoldIp', ctx.clientIp);
    const hold = await ctx.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "Business" WHERE "id" = ${b.id} FOR UPDATE`;
      await refuseSecondHold(tx, b.ownerId, data, now);
      const jobs = await jobsAround(tx, b.ownerId, new Date(start.getTime() - DAY_MS), new Date(start.getTime() + DAY_MS));
      if (!windowsOf(jobs)) throw new ConflictError(SLOT_TAKEN);
      return createHold(ctx, tx, {
        ownerId: b.ownerId,
        serviceId: service.id,
        start,
        durationMinutes,
        arrivalEnd: new Date(Date.parse(window.end)),
        zip: data.zip,
        input: { ...data, smsConsent: input.smsConsent === true, manageToken: token, quote: quote?.stored ?? null },
        manageTokenHash: hash,
        depositCents: deposit,
      });
    }, BOOKING_TRANSACTION);
    const checkoutUrl = await ctx.holdCheckout.start(ctx, b, service, { id: hold.id, depositCents: deposit, token, email: data.email ?? null, zip: data.zip });
    return { ...fake, id: hold.id, status: 'held', checkoutUrl, deposit: formatCents(deposit), manageUrl: manageUrlOf(ctx, token) };
  }
  try {
    const record = await ctx.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "Business" WHERE "id" = ${b.id} FOR UPDATE`;
      const jobs = await jobsAround(tx, b.ownerId, new Date(start.getTime() - DAY_MS), new Date(start.getTime() + DAY_MS));
      if (!windowsOf(jobs)) throw new ConflictError(SLOT_TAKEN);
      const { customerId, vehicleId } = await customerFor(tx, b.ownerId, { ...data, smsConsent: input.smsConsent === true, vehicleSize: quote?.size ?? null });
      const created = await writeBookedJob(tx, ctx, {
        ownerId: b.ownerId,
        rules,
        data: {
          customerId,
          vehicleId,
          serviceDate: start,
          serviceName: service.name,
          durationMinutes,
          totalAmount,
          ...quoteColumns(quote?.stored ?? null),
          notes: data.notes ?? null,
          arrivalEnd: new Date(Date.parse(window.end)),
          zipCode: data.zip,
          address: data.address,
          manageTokenHash: hash,
        },
        reach: { manageLink: manageUrlOf(ctx, token), emailTo: data.email ?? null },
      });
      // The confirmations are recorded with the booking (the outbox sends them once it commits).
      await notifyBooking(ctx, tx, { recordId: created.id, kind: 'booked', visitorEmail: data.email ?? null });
      return created;
    }, BOOKING_TRANSACTION);
    publishAppointment(ctx, { appointmentId: record.id, ownerId: b.ownerId, kind: 'booked' });
    return { ...fake, id: record.id, manageUrl: manageUrlOf(ctx, token) };
  } catch (e) {
    if (isOverlapViolation(e)) throw new ConflictError(SLOT_TAKEN);
    throw e;
  }
}

/**
 * Visitors racing for one owner queue on the row lock (and, on the embedded database, for its one
 * connection): each waits its turn instead of failing after Prisma's default 2 s wait.
 */
export const BOOKING_TRANSACTION = { maxWait: 30_000, timeout: 15_000 };



const planQuerySchema = z
  .object({ from: calendarDate('from'), to: calendarDate('to') })
  .refine((q) => q.to >= q.from, { message: 'to must not be before from', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < MAX_AVAILABILITY_DAYS, { message: TOO_MANY_DAYS, path: ['to'] });

/**
 * The owner's days from `from` to `to` (YYYY-MM-DD in the business zone): the drive before each
 * scheduled job, the free time in the working hours, and the pending requests that prefer the day
 * (they hold nothing).
 */
export async function schedulePlan(ctx: Context, ownerId: string, input: { from: string; to: string }) {
  const q = parseInput(planQuerySchema, input);
  const b = await ctx.prisma.business.findUnique({ where: { ownerId }, include: withTimeOff });
  if (!b) return [];
  const rules = rulesOf(b);
  const from = new Date(`${q.from}T00:00:00Z`);
  const to = new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS);
  const [rows, requests, holds] = await Promise.all([
    ctx.prisma.serviceRecord.findMany({
      where: { ownerId, status: 'scheduled', serviceDate: { gte: new Date(from.getTime() - DAY_MS), lt: new Date(to.getTime() + DAY_MS) } },
      select: { id: true, serviceDate: true, durationMinutes: true, zipCode: true },
    }),
    ctx.prisma.bookingRequest.findMany({
      where: { ownerId, status: 'pending', preferredDate: { gte: from, lt: to } },
      orderBy: [{ preferredDate: 'asc' }, { createdAt: 'asc' }],
    }),
    visitorHolds(ctx.prisma, ownerId, new Date(from.getTime() - DAY_MS), new Date(to.getTime() + DAY_MS)),
  ]);
  const jobs = rows.map((r) => ({
    id: r.id,
    start: r.serviceDate,
    end: new Date(r.serviceDate.getTime() + (r.durationMinutes ?? DEFAULT_DURATION_MINUTES) * 60_000),
    zip: r.zipCode,
  }));
  return dayPlans(rules, jobs, q.from, q.to).map((plan) => ({
    ...plan,
    requests: requests.filter((r) => day(r.preferredDate) === plan.date),
    holds: holds.filter((h) => localDate(h.start, rules.timeZone) === plan.date),
  }));
}
