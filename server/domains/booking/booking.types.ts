// BookingRequest nodes, the owner's requests inbox and schedule, and the appointment fields the schedule shows.
import { BOOKING_REQUEST_STATUSES, PREFERRED_TIMES } from '../../../common/booking.js';
import { builder, personOnly } from '../../graphql/builder.js';
import { ownedByCaller } from '../../graphql/context.js';
import { UserRef } from '../../graphql/user.js';
import { ServiceRecordRef, ServiceRecordStatus } from '../customers/customers.types.js';
import { depositAskOf } from '../deposits/deposits.service.js';
import { type RequestDistance, requestDistance } from './booking.distance.js';
import { CALENDAR_FEED_SESSION_REQUIRED, calendarFeedUrl, scheduleRange } from './booking.service.js';
import { unfinishedJobsWhere } from './booking.unfinished.js';
import { ScheduleDay } from '../availability/availability.graphql.js';
import { QuoteLine } from './quote.graphql.js';

const RequestDistanceRef = builder.objectRef<RequestDistance>('RequestDistance').implement({
  description: "How far the request's address is from the business (from the ZIPs, as instant booking estimates)",
  fields: (t) => ({
    miles: t.exposeInt('miles', { description: 'Straight-line miles, rounded' }),
    driveMinutes: t.exposeInt('driveMinutes', { description: 'The drive at the business travel speed, rounded up to 5 minutes' }),
    serviceRadius: t.exposeInt('serviceRadius'),
    outsideArea: t.exposeBoolean('outsideArea', { description: 'Farther than the service radius' }),
  }),
});

const DepositAsk = builder.objectRef<{ amount: string | null; unavailable: string | null }>('DepositAsk').implement({
  description: 'Whether accepting a request can ask its deposit by pay link',
  fields: (t) => ({
    amount: t.exposeString('amount', { nullable: true, description: "The service's deposit, in dollars, when it can be asked" }),
    unavailable: t.exposeString('unavailable', { nullable: true, description: 'Why it cannot: no email, the service asks none, cards not taken' }),
  }),
});

export const BookingRequestStatus = builder.enumType('BookingRequestStatus', { values: BOOKING_REQUEST_STATUSES });
export const PreferredTime = builder.enumType('PreferredTime', { values: PREFERRED_TIMES });

/** The visitor's request. Its owner (and admins, read-only) see it; the visitor's IP is not part of it. */
export const BookingRequestRef = builder.prismaNode('BookingRequest', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ...ownedByCaller(ctx) }),
  authScopes: (request, ctx) => request.ownerId === ctx.user?.id || !!ctx.user?.isAdmin,
  fields: (t) => ({
    status: t.expose('status', { type: BookingRequestStatus }),
    name: t.exposeString('name'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email', { nullable: true }),
    serviceName: t.exposeString('serviceName'),
    servicePrice: t.string({ nullable: true, resolve: (r) => r.servicePrice?.toFixed(2) ?? null }),
    vehicleYear: t.exposeInt('vehicleYear', { nullable: true }),
    vehicleMake: t.exposeString('vehicleMake'),
    vehicleModel: t.exposeString('vehicleModel'),
    preferredDate: t.string({ description: 'YYYY-MM-DD', resolve: (r) => r.preferredDate.toISOString().slice(0, 10) }),
    preferredTime: t.expose('preferredTime', { type: PreferredTime }),
    address: t.exposeString('address'),
    notes: t.exposeString('notes', { nullable: true }),
    smsConsent: t.exposeBoolean('smsConsent', { description: 'The visitor ticked "Text me about this booking" (recorded on the customer when accepted)' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    customer: t.relation('customer', { nullable: true }),
    appointment: t.relation('appointment', { nullable: true }),
    depositAsk: t.field({ type: DepositAsk, resolve: (r, _a, ctx) => depositAskOf(ctx, r) }),
    lines: t.field({ type: [QuoteLine], description: "The visitor's quote (#50); [] without one", resolve: (r) => linesOf(r.priceLines) }),
    quoteTotal: t.string({ nullable: true, description: 'The exact total, or the light estimate when priceIsEstimate', resolve: (r) => r.quoteTotal?.toFixed(2) ?? null }),
    priceIsEstimate: t.exposeBoolean('priceIsEstimate'),
    vehicleSize: t.string({ nullable: true, resolve: (r) => r.vehicleSize ?? null }),
    condition: t.exposeString('condition', { nullable: true }),
    addOnIds: t.exposeStringList('addOnIds'),
    durationMinutes: t.exposeInt('durationMinutes', { nullable: true }),
    distance: t.field({ type: RequestDistanceRef, nullable: true, resolve: (r, _a, ctx) => requestDistance(ctx, r) }),
  }),
});

/** A stored quote's lines ([{description, amount}] as JSON), [] for none. */
const linesOf = (v: unknown) =>
  Array.isArray(v) ? (v as { description?: unknown; amount?: unknown }[]).map((l) => ({ description: String(l.description ?? ''), amount: String(l.amount ?? '') })) : [];

builder.prismaObjectFields(ServiceRecordRef, (t) => ({
  lines: t.field({
    type: [QuoteLine],
    description: 'The price lines the job was booked at (the service at its size, add-ons, condition); [] when it was not quoted',
    select: { priceLines: true },
    resolve: (r) => linesOf(r.priceLines),
  }),
  priceIsEstimate: t.exposeBoolean('priceIsEstimate', { description: 'The total is the light estimate: the visitor did not say the condition' }),
  vehicleSize: t.string({ nullable: true, select: { vehicleSize: true }, resolve: (r) => r.vehicleSize ?? null }),
  condition: t.exposeString('condition', { nullable: true, description: 'light, moderate or heavy as the visitor said it; null = not said' }),
  serviceName: t.exposeString('serviceName', { nullable: true }),
  durationMinutes: t.exposeInt('durationMinutes', { nullable: true }),
  vehicle: t.relation('vehicle', { nullable: true }),
  arrivalEnd: t.expose('arrivalEnd', { type: 'DateTime', nullable: true, description: 'The end of the arrival window promised (it starts at serviceDate)' }),
  zipCode: t.exposeString('zipCode', { nullable: true, description: "The ZIP of the job's address, for the drive to and from it" }),
  bookedAnyway: t.exposeBoolean('bookedAnyway', { description: 'The owner kept this job although it overlaps another' }),
  location: t.string({
    nullable: true,
    description: "Where the job is: the address given for it, else the booking request's, else the customer's",
    select: { address: true, bookingRequest: { select: { address: true } }, customer: { select: { address: true } } },
    resolve: (r) => r.address ?? r.bookingRequest?.address ?? r.customer.address ?? null,
  }),
}));

builder.prismaObjectFields(UserRef, (t) => ({
  bookingRequests: t.relatedConnection('bookingRequests', {
    cursor: 'id',
    totalCount: true,
    description: 'Booking requests from the public page, newest first.',
    args: { status: t.arg({ type: BookingRequestStatus }) },
    query: ({ status }) => ({
      where: status ? { status } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }),
  }),
  pendingBookingRequestCount: t.relationCount('bookingRequests', { where: { status: 'pending' } }),
  schedule: t.prismaConnection({
    type: 'ServiceRecord',
    cursor: 'id',
    description:
      'Appointments from `from` to `to` (YYYY-MM-DD or ISO date-times; default today + 14 days), soonest first: scheduled ones, or those of `statuses` (the schedule keeps the done and cancelled ones, marked).',
    args: { from: t.arg.string(), to: t.arg.string(), statuses: t.arg({ type: [ServiceRecordStatus] }) },
    resolve: (query, user, { from, to, statuses }, ctx) => {
      const range = scheduleRange(from, to);
      return ctx.prisma.serviceRecord.findMany({
        ...query,
        where: {
          status: statuses?.length ? { in: statuses } : 'scheduled',
          customer: { ownerId: user.id },
          serviceDate: { gte: range.from, lt: range.to },
        },
        orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
      });
    },
  }),
  unfinishedJobs: t.prismaConnection({
    type: 'ServiceRecord',
    cursor: 'id',
    description:
      "Jobs still scheduled whose day has passed (before the start of today in the business's time zone): not marked done nor cancelled. Oldest first.",
    resolve: async (query, user, _args, ctx) =>
      ctx.prisma.serviceRecord.findMany({ ...query, where: await unfinishedJobsWhere(ctx, user.id), orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }] }),
    totalCount: async (user, _args, ctx) => ctx.prisma.serviceRecord.count({ where: await unfinishedJobsWhere(ctx, user.id) }),
  }),
  calendarFeedUrl: t.string({
    nullable: true,
    description: 'The secret address of the calendar feed (webcal), or null when it is off.',
    select: { calendarFeedToken: true },
    ...personOnly(CALENDAR_FEED_SESSION_REQUIRED),
    resolve: (user, _args, ctx) => calendarFeedUrl(ctx, user.calendarFeedToken),
  }),
}));

builder.objectFields(ScheduleDay, (t) => ({
  requests: t.field({ type: [BookingRequestRef], description: 'Pending requests preferring this day (they hold no time)', resolve: (d) => d.requests }),
}));
