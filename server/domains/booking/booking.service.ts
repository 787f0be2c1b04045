// Online booking: visitors' requests (throttled, honeypot, never storing the IP), the owner's accept and
// decline, appointment changes, and the calendar feed. Events go out after the write commits.
import crypto from 'node:crypto';
import { GraphQLError } from 'graphql';
import {
  ALREADY_ACCEPTED,
  ALREADY_DECLINED,
  DECLINE_MESSAGE_NO_EMAIL,
  acceptBookingSchema,
  BOOKING_REQUEST_NOT_FOUND,
  BOOKING_SERVICE_REQUIRED,
  bookingRequestSchema,
  declineBookingSchema,
  HONEYPOT_FIELD,
  PREFERRED_TIME_LABELS,
  SOMETHING_ELSE,
} from '../../../common/booking.js';
import { closedDateMessage, closedDaysOfBusiness } from '../../../common/closed-days.js';
import { BUSINESS_NOT_FOUND } from '../../../common/business.js';
import { bookingFormConsent, phoneDigits } from '../../../common/customers.js';
import { lookalikeId } from '../../kernel/ids.js';
import { refuseIfNotTakingBookings } from '../business/business.service.js';
import { DEPOSIT_NEEDS_EMAIL, DEPOSIT_NOT_ASKABLE, type DepositChoice } from '../../../common/deposits.js';
import { askDepositByLink } from '../deposits/deposit-link.service.js';
import { depositDue } from '../../../common/deposits.js';
import { DATE_RANGE_MESSAGE, parseDateInput } from '../../../common/dates.js';
import { SCHEDULE_DAYS } from '../../../common/schedule.js';
import { signedInUser } from '../../auth/authenticate.js';
import { appBase } from '../../kernel/urls.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, PaymentRequiredError, parseInput, RateLimitError, ValidationError } from '../../graphql/errors.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';
import { lockRules, placeJob } from '../jobs/placement.js';
import { writeBookedJob } from '../jobs/booked.js';
import { zipOfAddress } from '../../kernel/zips.js';
import { updateServiceRecord } from '../jobs/jobs.service.js';
import { compose, queueEmail } from '../../integrations/mail.js';
import type { VehicleSize } from '../../../common/vehicle-sizes.js';
import { bookingQuote, quoteColumns } from '../availability/quote.js';

const DAY_MS = 86_400_000;

/** The quote a request was sent with (#50), as a job stores it; null for one without. */
export function requestQuote(r: {
  vehicleSize: VehicleSize | null;
  condition: string | null;
  priceLines: unknown;
  quoteTotal: { toFixed(n: number): string } | null;
  priceIsEstimate: boolean;
  durationMinutes: number | null;
}) {
  if (!r.vehicleSize || !r.quoteTotal || !Array.isArray(r.priceLines)) return null;
  return {
    vehicleSize: r.vehicleSize,
    condition: r.condition,
    priceLines: r.priceLines as { description: string; amount: string }[],
    totalAmount: r.quoteTotal.toFixed(2),
    priceIsEstimate: r.priceIsEstimate,
    durationMinutes: r.durationMinutes ?? 0,
  };
}


/** What a visitor is told after sending; a honeypot hit gets the same answer with a made-up id. */
export interface BookingReceipt {
  id: string;
  status: 'pending';
  businessName: string;
}

/**
 * A visitor's request. The per-IP throttle counts the attempt first, in one atomic step (so requests
 * sent at once cannot pass together), and gives it back when the visitor only has to correct a field.
 */
export async function requestBooking(ctx: Context, subdomain: string, input: Record<string, unknown>): Promise<BookingReceipt> {
  await ctx.throttle.take('bookingRequestIp', ctx.clientIp);
  try {
    return await storeBookingRequest(ctx, subdomain, input);
  } catch (e) {
    if (e instanceof ValidationError || e instanceof NotFoundError) await ctx.throttle.giveBack('bookingRequestIp', ctx.clientIp);
    throw e;
  }
}


async function storeBookingRequest(ctx: Context, subdomain: string, input: Record<string, unknown>): Promise<BookingReceipt> {
  // The input is checked before anything is looked up (a mistake is a 400 whatever the address);
  // a filled honeypot is answered as a success, so it is not checked at all.
  const honeypot = input[HONEYPOT_FIELD];
  const trap = typeof honeypot === 'string' && honeypot.trim() !== '';
  const data = trap ? null : parseInput(bookingRequestSchema, input);
  const day = data ? new Date(`${data.preferredDate}T00:00:00Z`) : new Date();
  const business = await ctx.prisma.business.findUnique({
    where: { subdomain: subdomain.trim().toLowerCase().slice(0, 64) },
    select: {
      id: true,
      ownerId: true,
      businessName: true,
      phone: true,
      owner: { select: { closedAt: true } },
      services: { select: { id: true, name: true, price: true } },
      weeklyHours: true,
      hoursWeekday: true,
      hoursWeekend: true,
      timeOff: { where: { from: { lte: day }, to: { gte: day } }, select: { from: true, to: true, intervals: true } },
    },
  });
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
  refuseIfNotTakingBookings(business);
  if (!data) return { id: lookalikeId(), status: 'pending', businessName: business.businessName };
  // Not a day the business is closed (a weekday without hours, a day off): the page lists them too.
  const closed = closedDateMessage(closedDaysOfBusiness(business), data.preferredDate);
  if (closed) throw new ValidationError(closed, [{ field: 'preferredDate', message: closed }]);
  const service = business.services.find((s) => s.name === data.serviceName);
  if (!service && data.serviceName !== SOMETHING_ELSE) {
    throw new ValidationError(BOOKING_SERVICE_REQUIRED, [{ field: 'serviceName', message: BOOKING_SERVICE_REQUIRED }]);
  }
  // The visitor's quote (#50): the request keeps it, and the job made of it carries it.
  const quote = service ? await bookingQuote(ctx.prisma, business.id, service.id, input) : null;
  const request = await ctx.prisma.bookingRequest.create({
    data: {
      ...data,
      ...(quote
        ? {
            vehicleSize: quote.stored.vehicleSize,
            condition: quote.stored.condition,
            addOnIds: quote.addOnIds,
            priceLines: quote.stored.priceLines,
            quoteTotal: quote.stored.totalAmount,
            priceIsEstimate: quote.stored.priceIsEstimate,
            durationMinutes: quote.stored.durationMinutes,
          }
        : {}),
      smsConsent: input.smsConsent === true,
      ownerId: business.ownerId,
      servicePrice: service?.price ?? null,
      preferredDate: new Date(`${data.preferredDate}T00:00:00Z`),
    },
  });
  // The owner's live inbox hears of it once the visitor has their answer (server/after-response.ts).
  ctx.afterResponse(() => ctx.pubsub.publish('owner', business.ownerId, { requestId: request.id }));
  await notifyOwner(ctx, request).catch((err) => ctx.log.warn({ err }, 'booking request email failed'));
  return { id: request.id, status: 'pending', businessName: business.businessName };
}

async function notifyOwner(
  ctx: Context,
  r: { ownerId: string; name: string; phone: string; serviceName: string; vehicleYear: number | null; vehicleMake: string; vehicleModel: string; preferredDate: Date; preferredTime: keyof typeof PREFERRED_TIME_LABELS; address: string; notes: string | null },
) {
  const owner = await ctx.prisma.user.findUnique({ where: { id: r.ownerId }, select: { email: true, firstName: true } });
  if (!owner) return;
  const vehicle = [r.vehicleYear, r.vehicleMake, r.vehicleModel].filter(Boolean).join(' ');
  const { text, html } = compose([
    `Hi ${owner.firstName},`,
    `${r.name} asked for a booking on your page:`,
    [
      `Service: ${r.serviceName}`,
      `Vehicle: ${vehicle}`,
      `When: ${r.preferredDate.toISOString().slice(0, 10)}, ${PREFERRED_TIME_LABELS[r.preferredTime]}`,
      `Where: ${r.address}`,
      `Phone: ${r.phone}`,
      ...(r.notes ? [`Notes: ${r.notes}`] : []),
    ].join('\n'),
    `Accept or decline it in your Requests inbox: ${appBase(ctx)}/requests`,
  ]);
  await queueEmail(ctx, { kind: 'booking-request', to: owner.email, subject: `New booking request from ${r.name}`, text, html });
}

type Db = Context['prisma'] | Parameters<Parameters<Context['prisma']['$transaction']>[0]>[0];

async function ownRequest(db: Db, ownerId: string, id: string) {
  const request = await db.bookingRequest.findFirst({ where: { id, ownerId } });
  if (!request) throw new NotFoundError(BOOKING_REQUEST_NOT_FOUND);
  if (request.status === 'accepted') throw new ConflictError(ALREADY_ACCEPTED);
  if (request.status === 'declined') throw new ConflictError(ALREADY_DECLINED);
  return request;
}

const splitName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first.slice(0, 100), lastName: (rest.join(' ') || '-').slice(0, 100) };
};

/**
 * Accepting: the customer with the same phone digits (or a new active one), the vehicle unless the
 * customer already has that make and model, and a scheduled appointment; all in one transaction.
 */
export async function acceptBookingRequest(ctx: Context, id: string, input: unknown) {
  const user = writer(ctx);
  const data = parseInput(acceptBookingSchema, input);
  return ctx.prisma.$transaction(async (tx) => {
    const request = await ownRequest(tx, user.id, id);
    const digits = phoneDigits(request.phone);
    const customer =
      (await tx.customer.findFirst({ where: { ownerId: user.id, phoneDigits: digits }, orderBy: { createdAt: 'asc' } })) ??
      (await tx.customer.create({
        data: {
          ownerId: user.id,
          ...splitName(request.name),
          phone: request.phone,
          phoneDigits: digits,
          email: request.email,
          address: request.address,
          status: 'active',
        },
      }));
    if (request.smsConsent) await tx.customer.update({ where: { id: customer.id }, data: bookingFormConsent(true) });
    const vehicles = await tx.vehicle.findMany({ where: { customerId: customer.id } });
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    const vehicle =
      vehicles.find((v) => same(v.make, request.vehicleMake) && same(v.model, request.vehicleModel)) ??
      (await tx.vehicle.create({
        data: { customerId: customer.id, year: request.vehicleYear, make: request.vehicleMake, model: request.vehicleModel, size: request.vehicleSize },
      }));
    if (request.vehicleSize && !vehicle.size) await tx.vehicle.update({ where: { id: vehicle.id }, data: { size: request.vehicleSize } });
    const service = await tx.service.findFirst({ where: { business: { ownerId: user.id }, name: request.serviceName } });
    const business = await tx.business.findUnique({ where: { ownerId: user.id } });
    // The request's quote (#50): its total prices the deposit and the job, its duration times it.
    const quoted = requestQuote(request);
    const durationMinutes = quoted?.durationMinutes ?? service?.durationMinutes ?? null;
    const priced = service && quoted ? { ...service, price: quoted.totalAmount } : service;
    if (data.askDeposit) {
      if (!request.email) throw new ValidationError(DEPOSIT_NEEDS_EMAIL, [{ field: 'askDeposit', message: DEPOSIT_NEEDS_EMAIL }]);
      if (!business || !priced || !depositDue(business, priced, ctx.payments.stripe)) {
        throw new ValidationError(DEPOSIT_NOT_ASKABLE, [{ field: 'askDeposit', message: DEPOSIT_NOT_ASKABLE }]);
      }
    }
    // Placed among the owner's jobs under the business lock: an overlap needs bookAnyway.
    const rules = await lockRules(tx, user.id);
    const zipCode = zipOfAddress(request.address) ?? zipOfAddress(customer.address);
    const { bookedAnyway } = await placeJob(tx, user.id, rules, {
      start: data.serviceDate,
      durationMinutes,
      zip: zipCode,
      bookAnyway: data.bookAnyway,
    });
    // The customer's confirmation and reminder follow the job's event (to the address of the request when the customer has none).
    const created = await writeBookedJob(tx, ctx, {
      ownerId: user.id,
      rules,
      data: {
        customerId: customer.id,
        vehicleId: vehicle.id,
        serviceDate: data.serviceDate,
        totalAmount: data.totalAmount === undefined ? (quoted?.totalAmount ?? request.servicePrice) : data.totalAmount,
        serviceName: request.serviceName,
        durationMinutes,
        ...(quoted ? quoteColumns(quoted) : {}),
        notes: request.notes,
        zipCode,
        bookedAnyway,
      },
      reach: { emailTo: customer.email ?? request.email },
    });
    const appointment = await tx.serviceRecord.findUniqueOrThrow({ where: { id: created.id } });
    // Only a pending request changes: a concurrent accept finds nothing to update.
    const { count } = await tx.bookingRequest.updateMany({
      where: { id, status: 'pending' },
      data: { status: 'accepted', customerId: customer.id, appointmentId: appointment.id },
    });
    if (!count) throw new ConflictError(ALREADY_ACCEPTED);
    // The deposit's pay link, in the same transaction (no Stripe call: Checkout is made when the customer taps Pay).
    if (data.askDeposit && business && priced && request.email) {
      await askDepositByLink(ctx, tx, appointment, business, depositDue(business, priced, ctx.payments.stripe), customer.email ?? request.email);
    }
    const updated = await tx.bookingRequest.findUniqueOrThrow({ where: { id } });
    return { request: updated, appointment: await tx.serviceRecord.findUniqueOrThrow({ where: { id: created.id } }) };
  });
}

/** A decline message waits this long after the request arrived (an owner booking their own page to mail someone). */
export const DECLINE_MESSAGE_MIN_AGE_MS = 60_000;
/** Decline messages an owner can send per 24 hours. */
export const DECLINE_MESSAGES_PER_DAY = 20;
export const DECLINE_MESSAGE_TOO_SOON = 'A message can be sent a minute after the request arrived. Please try again shortly.';
export const DECLINE_MESSAGES_LIMIT = `You can send up to ${DECLINE_MESSAGES_PER_DAY} decline messages a day. Decline without a message, or call or text the customer.`;
export const DECLINE_MESSAGE_NEEDS_PAYMENT = 'Personal decline messages are available once your payment is verified. Decline without a message for now.';
export const DECLINE_SUBJECT = "Your booking request, from Detailer's Launchpad";

/**
 * Declining, with an optional message to the visitor. The message is not an open relay: it goes only
 * to the email of a request that arrived through the page at least a minute earlier, from a paid
 * owner, at most DECLINE_MESSAGES_PER_DAY a day, in the platform's template (fixed subject, the
 * platform as sender) that quotes the owner's text, with the owner's address as Reply-To.
 */
export async function declineBookingRequest(ctx: Context, id: string, input: unknown) {
  const user = writer(ctx);
  const { message } = parseInput(declineBookingSchema, input ?? {});
  const request = await ownRequest(ctx.prisma, user.id, id);
  if (message && !request.email) throw new ValidationError(DECLINE_MESSAGE_NO_EMAIL, [{ field: 'message', message: DECLINE_MESSAGE_NO_EMAIL }]);
  const mail = Boolean(request.email && message);
  if (message && !user.paymentVerified) throw new PaymentRequiredError(DECLINE_MESSAGE_NEEDS_PAYMENT);
  if (mail) {
    if (Date.now() - request.createdAt.getTime() < DECLINE_MESSAGE_MIN_AGE_MS) {
      throw new ValidationError(DECLINE_MESSAGE_TOO_SOON, [{ field: 'message', message: DECLINE_MESSAGE_TOO_SOON }]);
    }
    const sent = await ctx.prisma.emailOutbox.count({
      where: { kind: 'booking-declined', replyTo: user.email, createdAt: { gte: new Date(Date.now() - DAY_MS) } },
    });
    if (sent >= DECLINE_MESSAGES_PER_DAY) throw new RateLimitError(DECLINE_MESSAGES_LIMIT);
  }
  const { count } = await ctx.prisma.bookingRequest.updateMany({ where: { id, status: 'pending' }, data: { status: 'declined' } });
  if (!count) throw new ConflictError(ALREADY_ACCEPTED);
  if (mail && request.email && message) {
    const business = await ctx.prisma.business.findUnique({ where: { ownerId: user.id }, select: { businessName: true } });
    const from = business?.businessName ?? `${user.firstName} ${user.lastName}`;
    const { text, html } = compose([
      `Hi ${request.name},`,
      `${from} could not take your booking request for ${request.preferredDate.toISOString().slice(0, 10)} and sent you this message:`,
      message
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
      `Reply to this email to reach ${from}.`,
      `— Detailer's Launchpad, on behalf of a business whose booking page you used. If you did not ask for a booking, you can ignore this email.`,
    ]);
    await queueEmail(ctx, { kind: 'booking-declined', to: request.email, replyTo: user.email, subject: DECLINE_SUBJECT, text, html });
  }
  return ctx.prisma.bookingRequest.findUniqueOrThrow({ where: { id } });
}

/** Complete (with amount and next service due), reschedule or cancel one of the owner's appointments. */
/** Complete, reschedule or cancel: the service-record rule of the customers domain (partial update). */
export async function updateAppointment(ctx: Context, id: string, input: object) {
  const { bookAnyway, deposit, completionNote, ...changes } = input as { bookAnyway?: boolean | null; deposit?: DepositChoice | null; completionNote?: string | null };
  return updateServiceRecord(ctx, id, changes, { bookAnyway, deposit, completionNote });
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 200 } } });

/** A schedule bound through the app's one date parser: impossible dates and years outside 1900–2200 are a 400. */
function day(value: string, name: string) {
  const parsed = parseDateInput(value);
  if ('date' in parsed) return parsed.date;
  throw badInput(parsed.error === 'range' ? `${name}: ${DATE_RANGE_MESSAGE}` : `${name} must be a real date (YYYY-MM-DD or an ISO date-time)`);
}

/** [from, to) of a schedule query: whole days for YYYY-MM-DD (to included), exact instants for date-times. */
export function scheduleRange(from?: string | null, to?: string | null, now = new Date()) {
  const start = from ? day(from, 'from') : new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const end = to
    ? /^\d{4}-\d{2}-\d{2}$/.test(to)
      ? new Date(day(to, 'to').getTime() + DAY_MS)
      : day(to, 'to')
    : new Date(start.getTime() + (SCHEDULE_DAYS + 1) * DAY_MS);
  if (end <= start) throw badInput('to must not be before from');
  return { from: start, to: end };
}

export const CALENDAR_FEED_SESSION_REQUIRED =
  'The calendar address can be seen, created and turned off only by signing in to the app, not with an API token.';

/**
 * The feed's address is a credential that reads the schedule (names, phones, addresses, prices):
 * managed like API tokens, by the person signed in with a cookie. A password change turns it off
 * (a trigger of the User table, migration 20261124073500_calendar_feed_session).
 */
export function calendarFeedUrl(ctx: Pick<Context, 'config' | 'request'>, token: string | null) {
  return token ? `${appBase(ctx)}/calendar/${token}.ics` : null;
}

/** Creates the feed's secret address, or replaces it (the old address stops working). */
export async function rotateCalendarFeed(ctx: Context) {
  const user = signedInUser(ctx);
  const token = crypto.randomBytes(24).toString('base64url');
  await ctx.prisma.user.update({ where: { id: user.id }, data: { calendarFeedToken: token } });
  return calendarFeedUrl(ctx, token);
}

export async function deleteCalendarFeed(ctx: Context) {
  await ctx.prisma.user.update({ where: { id: signedInUser(ctx).id }, data: { calendarFeedToken: null } });
  return true;
}
