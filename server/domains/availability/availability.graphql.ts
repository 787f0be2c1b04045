// Availability in GraphQL: the owner's rules (availability, updateAvailability), the public free
// windows of a booking page (bookingSlots) and the visitor's instant booking (bookInstantly).
import type { ScheduleHold as ScheduleHoldShape } from './holds.js';
import { builder } from '../../graphql/builder.js';
import { ConflictError, GoneError, NotFoundError, PaymentRequiredError, RateLimitError, resultOf, ValidationError } from '../../graphql/errors.js';
import { PUBLIC_AVAILABILITY_DAYS, PUBLIC_MIN_STEP_MINUTES } from '../../../common/availability.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { databaseId } from '../../graphql/ids.js';
import { BookingMode } from '../business/business.types.js';
import { UserRef } from '../../graphql/user.js';
import type { Availability as AvailabilityShape } from '../jobs/rules.js';
import * as availability from './availability.service.js';
import type { Day, Window } from '../jobs/slots.js';

type Interval = { start: string; end: string };

const TimeInterval = builder.objectRef<Interval>('TimeInterval').implement({
  description: 'Local wall-clock times HH:MM in the business time zone.',
  fields: (t) => ({ start: t.exposeString('start'), end: t.exposeString('end') }),
});

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const WeeklyHours = builder.objectRef<Record<(typeof WEEKDAYS)[number], Interval[]>>('WeeklyHours').implement({
  fields: (t) => Object.fromEntries(WEEKDAYS.map((d) => [d, t.field({ type: [TimeInterval], resolve: (w) => w[d] ?? [] })])),
});

const TimeOff = builder.objectRef<AvailabilityShape['timeOff'][number]>('TimeOff').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    intervals: t.field({ type: [TimeInterval], nullable: true, description: 'null = no work these days', resolve: (o) => o.intervals }),
  }),
});

const Availability = builder.objectRef<AvailabilityShape>('Availability').implement({
  description: "The owner's booking rules; every date and time is in timeZone.",
  fields: (t) => ({
    timeZone: t.exposeString('timeZone'),
    weeklyHours: t.field({ type: WeeklyHours, resolve: (a) => a.weeklyHours }),
    timeOff: t.field({ type: [TimeOff], resolve: (a) => a.timeOff }),
    bookingMode: t.field({ type: BookingMode, resolve: (a) => a.bookingMode }),
    minNoticeHours: t.exposeInt('minNoticeHours'),
    horizonDays: t.exposeInt('horizonDays'),
    arrivalWindowMinutes: t.exposeInt('arrivalWindowMinutes'),
    slotStepMinutes: t.exposeInt('slotStepMinutes'),
    maxJobsPerDay: t.exposeInt('maxJobsPerDay', { nullable: true }),
    bufferMinutes: t.exposeInt('bufferMinutes'),
    travelSpeedMph: t.exposeInt('travelSpeedMph'),
    changeCutoffHours: t.exposeInt('changeCutoffHours', { description: 'A visitor may cancel or move a booking through its link until this many hours before it' }),
    freeCancellationHours: t.exposeInt('freeCancellationHours', { description: 'The cancellation policy: a customer who cancels at least this many hours before gets the deposit back (0 to 720, 24 by default)' }),
  }),
});

const IntervalInput = builder.inputType('TimeIntervalInput', {
  fields: (t) => ({ start: t.string({ required: true }), end: t.string({ required: true }) }),
});
const WeeklyHoursInput = builder.inputType('WeeklyHoursInput', {
  fields: (t) => Object.fromEntries(WEEKDAYS.map((d) => [d, t.field({ type: [IntervalInput] })])),
});
const TimeOffInput = builder.inputType('TimeOffInput', {
  fields: (t) => ({ from: t.string({ required: true }), to: t.string(), intervals: t.field({ type: [IntervalInput] }) }),
});
const UpdateAvailabilityInput = builder.inputType('UpdateAvailabilityInput', {
  description: 'Only the fields given change; timeOff, when given, replaces the list.',
  fields: (t) => ({
    timeZone: t.string(),
    weeklyHours: t.field({ type: WeeklyHoursInput }),
    timeOff: t.field({ type: [TimeOffInput] }),
    bookingMode: t.field({ type: BookingMode }),
    minNoticeHours: t.int(),
    horizonDays: t.int(),
    arrivalWindowMinutes: t.int(),
    slotStepMinutes: t.int(),
    maxJobsPerDay: t.int(),
    bufferMinutes: t.int(),
    travelSpeedMph: t.int(),
    changeCutoffHours: t.int(),
    freeCancellationHours: t.int(),
  }),
});

const SlotWindow = builder.objectRef<Window>('ArrivalWindow').implement({
  fields: (t) => ({
    start: t.exposeString('start', { description: 'ISO 8601 with the offset of the business time zone' }),
    end: t.exposeString('end'),
    label: t.exposeString('label', { description: 'e.g. "9:00–11:00 AM"' }),
  }),
});
export const SlotDay = builder.objectRef<Day>('AvailabilityDay').implement({
  fields: (t) => ({ date: t.exposeString('date'), windows: t.field({ type: [SlotWindow], resolve: (d) => d.windows }) }),
});
const BookingSlots = builder.objectRef<Awaited<ReturnType<typeof availability.bookingSlots>>>('BookingSlots').implement({
  fields: (t) => ({
    timeZone: t.exposeString('timeZone'),
    bookingMode: t.field({ type: BookingMode, resolve: (s) => s.bookingMode }),
    outsideServiceArea: t.exposeBoolean('outsideServiceArea', { description: 'The ZIP is beyond the service radius: offer a request' }),
    days: t.field({ type: [SlotDay], resolve: (s) => s.days }),
  }),
});

const InstantBookingInput = builder.inputType('BookInstantlyInput', {
  fields: (t) => ({
    serviceId: t.id({ required: true }),
    start: t.string({ required: true, description: "An arrival window's start, as bookingSlots gives it" }),
    name: t.string({ required: true }),
    phone: t.string({ required: true }),
    email: t.string(),
    vehicleYear: t.int(),
    vehicleMake: t.string({ required: true }),
    vehicleModel: t.string({ required: true }),
    address: t.string({ required: true }),
    zip: t.string({ required: true }),
    notes: t.string(),
    smsConsent: t.boolean({ description: 'The visitor ticked "Text me about this booking" (recorded on the customer)' }),
    website: t.string({ description: 'Leave empty (a field for robots)' }),
    size: t.string({ description: 'sedan, small_suv, large_suv, truck or van (#50): needed with add-ons or a condition when the model is unknown; never priced below the size table' }),
    addOnIds: t.stringList({ description: 'Add-ons offered with the service (PublicService.addOns)' }),
    condition: t.string({ description: 'light, moderate or heavy; absent = the job keeps the light total as an estimate' }),
  }),
});
export const QuoteLine = builder.objectRef<{ description: string; amount: string }>('QuoteLine').implement({
  description: 'A line of a quote: the service at the size, an add-on, the condition',
  fields: (t) => ({
    description: t.exposeString('description'),
    amount: t.exposeString('amount', { description: 'Dollars with 2 decimals, e.g. "12.50"' }),
  }),
});

const InstantBooking = builder.objectRef<availability.InstantBooking>('InstantBooking').implement({
  description:
    'A booking: the arrival window starts at start and ends at arrivalEnd; the job is planned until end. Status "scheduled" is confirmed; "held" waits for its deposit at checkoutUrl.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    start: t.exposeString('start'),
    end: t.exposeString('end'),
    arrivalEnd: t.exposeString('arrivalEnd'),
    label: t.exposeString('label', { description: 'The arrival window as the visitor picked it, e.g. "9:00–11:00 AM"' }),
    manageUrl: t.exposeString('manageUrl', { description: 'The private link to see, move or cancel it' }),
    checkoutUrl: t.exposeString('checkoutUrl', {
      nullable: true,
      description: 'When the service asks a deposit (status "held"): Stripe Checkout, where the visitor pays it within 15 minutes to confirm the booking',
    }),
    deposit: t.exposeString('deposit', { nullable: true, description: 'The deposit asked, e.g. "25.00" (null when none)' }),
    lines: t.field({ type: [QuoteLine], description: 'The price lines booked (#50); [] when the vehicle was not priced', resolve: (b) => b.lines }),
    totalAmount: t.exposeString('totalAmount', { nullable: true, description: 'The exact total, or the light estimate when priceIsEstimate' }),
    priceIsEstimate: t.exposeBoolean('priceIsEstimate'),
    durationMinutes: t.exposeInt('durationMinutes', { description: 'How long the job is planned' }),
  }),
});

const serviceIdOf = (id: string) => databaseId(id, 'Service', availability.SERVICE_NOT_FOUND);
builder.queryFields((t) => ({
  availability: t.field({
    type: Availability,
    description: "The signed-in owner's availability (Settings → Availability).",
    authScopes: { signedIn: true },
    errors: resultOf('Availability', 'availability', [NotFoundError, PaymentRequiredError]),
    resolve: (_r, _a, ctx) => availability.ownAvailability(ctx),
  }),
  bookingSlots: t.field({
    type: BookingSlots,
    description: `The free arrival windows of a public booking page, at most ${PUBLIC_AVAILABILITY_DAYS} days per call, at a step of at least ${PUBLIC_MIN_STEP_MINUTES} minutes; limited per client IP (AVAILABILITY_REQUESTS_PER_IP).`,
    args: {
      subdomain: t.arg.string({ required: true }),
      serviceId: t.arg.id({ required: true }),
      from: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      to: t.arg.string({ required: true, description: 'YYYY-MM-DD, included' }),
      zip: t.arg.string({ description: "The ZIP of the visitor's address, for the drive" }),
      vehicleYear: t.arg.int(),
      vehicleMake: t.arg.string({ description: "With vehicleModel: the windows fit the quote's duration (bookingQuote) instead of the service's" }),
      vehicleModel: t.arg.string(),
      size: t.arg.string({ description: 'As bookingQuote takes it' }),
      addOnIds: t.arg.stringList({ description: 'As bookingQuote takes them' }),
    },
    errors: resultOf('BookingSlots', 'slots', [ValidationError, NotFoundError, RateLimitError, GoneError]),
    resolve: (_r, a, ctx) => availability.bookingSlots(ctx, a.subdomain, serviceIdOf(String(a.serviceId)), {
        from: a.from,
        to: a.to,
        zip: a.zip,
        vehicleYear: a.vehicleYear,
        vehicleMake: a.vehicleMake,
        vehicleModel: a.vehicleModel,
        size: a.size,
        addOnIds: a.addOnIds,
      }),
  }),
}));

builder.mutationFields((t) => ({
  updateAvailability: t.field({
    type: Availability,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateAvailabilityInput, required: true }) },
    errors: resultOf('UpdateAvailability', 'availability', [ValidationError, NotFoundError, PaymentRequiredError]),
    resolve: (_r, { input }, ctx) =>
      availability.updateAvailability(ctx, Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && (v !== null || k === 'maxJobsPerDay')))),
  }),
  bookInstantly: t.field({
    type: InstantBooking,
    description: 'A visitor books a free arrival window on the public page (instant mode, no account).',
    args: { subdomain: t.arg.string({ required: true }), input: t.arg({ type: InstantBookingInput, required: true }) },
    errors: resultOf('BookInstantly', 'booking', [ValidationError, NotFoundError, ConflictError, RateLimitError, GoneError]),
    resolve: (_r, { subdomain, input }, ctx) =>
      availability.bookInstantly(ctx, subdomain, { ...input, serviceId: serviceIdOf(String(input.serviceId)) }),
  }),
}));

const ScheduleDrive = builder.objectRef<{ id: string; minutes: number; fromBase: boolean }>('ScheduleDrive').implement({
  description: 'The drive to a scheduled job, estimated from ZIP coordinates as the free windows count it.',
  fields: (t) => ({
    appointmentId: t.id({ resolve: (d) => encodeGlobalID('ServiceRecord', d.id) }),
    minutes: t.exposeInt('minutes'),
    fromBase: t.exposeBoolean('fromBase', { description: "The day's first job: the drive from the business's ZIP" }),
  }),
});

const ScheduleHold = builder.objectRef<ScheduleHoldShape>('ScheduleHold').implement({
  description: "A visitor's instant booking holding its window while they pay the deposit (it lapses at expiresAt unless paid)",
  fields: (t) => ({
    id: t.exposeID('id'),
    start: t.expose('start', { type: 'DateTime', description: "The arrival window's start" }),
    arrivalEnd: t.expose('arrivalEnd', { type: 'DateTime', nullable: true }),
    durationMinutes: t.exposeInt('durationMinutes'),
    name: t.exposeString('name', { description: "The visitor's name as they typed it" }),
    serviceName: t.exposeString('serviceName'),
    deposit: t.exposeString('deposit', { description: 'The deposit asked, e.g. "25.00"' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the hold lapses and the window is free again unless the deposit is paid' }),
  }),
});

/** A day of the owner's schedule; the booking domain adds its pending requests (server/domains/booking/booking.types.ts). */
export const ScheduleDay = builder.objectRef<Awaited<ReturnType<typeof availability.schedulePlan>>[number]>('ScheduleDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD in the business time zone' }),
    workMinutes: t.exposeInt('workMinutes', { description: "Minutes of the day's working hours" }),
    freeMinutes: t.exposeInt('freeMinutes', {
      nullable: true,
      description: "Minutes of the working hours still ahead (today's from now) not taken by a scheduled job or the drive to it; null for a day already past",
    }),
    drives: t.field({ type: [ScheduleDrive], resolve: (d) => d.drives }),
    holds: t.field({ type: [ScheduleHold], description: "Visitors' instant bookings of this day waiting for their deposit (they hold their window until they lapse)", resolve: (d) => d.holds }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  scheduleDays: t.field({
    type: [ScheduleDay],
    description: "The owner's days from `from` to `to` (YYYY-MM-DD, at most 31 days): drives, free time and pending requests.",
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: async (user, { from, to }, ctx) => {
      try {
        return await availability.schedulePlan(ctx, user.id, { from, to });
      } catch (e) {
        if (e instanceof ValidationError) throw new GraphQLError(e.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 200 } } });
        throw e;
      }
    },
  }),
}));
