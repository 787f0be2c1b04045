// Booking mutations: the visitor's request (public), the owner's accept / decline, appointment changes
// and the calendar feed's address.
import { builder, personOnly } from '../../graphql/builder.js';
import { ConflictError, GoneError, NotFoundError, PaymentRequiredError, RateLimitError, resultOf, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { APPOINTMENT_NOT_FOUND, BOOKING_REQUEST_NOT_FOUND } from '../../../common/booking.js';
import { ServiceRecordRef, ServiceRecordStatus } from '../customers/customers.types.js';
import * as booking from './booking.service.js';
import { BookingRequestRef, BookingRequestStatus } from './booking.types.js';
import { DepositChoiceEnum } from '../../graphql/deposit-enums.js';
// The visitor's quote (#50): its query, and the add-ons and condition levels the page reads.
import './quote.graphql.js';

const RequestBookingInput = builder.inputType('RequestBookingInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    phone: t.string({ required: true }),
    email: t.string(),
    serviceName: t.string({ required: true, description: 'One of the business\'s services, or "Something else"' }),
    vehicleYear: t.int(),
    vehicleMake: t.string({ required: true }),
    vehicleModel: t.string({ required: true }),
    preferredDate: t.string({ required: true, description: 'YYYY-MM-DD, today up to 90 days ahead' }),
    preferredTime: t.string({ required: true, description: 'morning, afternoon, evening or any' }),
    address: t.string({ required: true }),
    notes: t.string(),
    smsConsent: t.boolean({ description: 'The visitor ticked "Text me about this booking" (recorded on the customer when accepted)' }),
    website: t.string({ description: 'Leave empty (a field for robots)' }),
    size: t.string({ description: 'sedan, small_suv, large_suv, truck or van (#50): needed with add-ons or a condition when the model is unknown; never priced below the size table' }),
    addOnIds: t.stringList({ description: 'Add-ons offered with the service (PublicService.addOns)' }),
    condition: t.string({ description: 'light, moderate or heavy; absent = the job keeps the light total as an estimate' }),
  }),
});

const BookingReceipt = builder.objectRef<booking.BookingReceipt>('BookingRequestReceipt').implement({
  description: 'What the visitor is told: the request was received (not a confirmed booking).',
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeGlobalID('BookingRequest', r.id) }),
    status: t.field({ type: BookingRequestStatus, resolve: (r) => r.status }),
    businessName: t.exposeString('businessName'),
  }),
});

const AcceptBookingRequestInput = builder.inputType('AcceptBookingRequestInput', {
  fields: (t) => ({
    serviceDate: t.string({ required: true, description: 'ISO date-time of the appointment' }),
    totalAmount: t.string({ description: "Decimal; the chosen service's price when absent" }),
    bookAnyway: t.boolean({ description: 'Save a scheduled job even when it overlaps another (travel and buffers included)' }),
    askDeposit: t.boolean({ description: "Email the customer a pay link for the service's deposit (credited on the job's invoice once paid)" }),
  }),
});

const UpdateAppointmentInput = builder.inputType('UpdateAppointmentInput', {
  fields: (t) => ({
    deposit: t.field({
      type: DepositChoiceEnum,
      description: 'With a cancellation or a new date, for a job whose deposit was paid: refund it or carry it (absent = carry)',
    }),
    status: t.field({ type: ServiceRecordStatus }),
    serviceDate: t.string({ description: 'ISO date-time' }),
    totalAmount: t.string({ description: 'Decimal with at most 2 places; null clears it' }),
    notes: t.string({ description: "The job's notes; completing a job cannot clear them (edit them on their own)" }),
    completionNote: t.string({ description: "With status completed: added below the job's notes, which are kept" }),
    nextServiceDue: t.string({ description: 'ISO date or date-time; null clears it' }),
    bookAnyway: t.boolean({ description: 'Save a scheduled job even when it overlaps another (travel and buffers included)' }),
  }),
});

const AcceptResult = builder.objectRef<Awaited<ReturnType<typeof booking.acceptBookingRequest>>>('AcceptBookingRequestSuccess').implement({
  fields: (t) => ({
    bookingRequest: t.field({ type: BookingRequestRef, nullable: false, resolve: (r) => r.request }),
    appointment: t.field({ type: ServiceRecordRef, nullable: false, resolve: (r) => r.appointment }),
  }),
});

const ownerErrors = [ValidationError, NotFoundError, ConflictError, PaymentRequiredError];
const errors = (verb: string, data: string, types: (new (...args: never[]) => Error)[] = ownerErrors) => resultOf(verb, data, types);

/** Passes through only the fields a REST PATCH or a client sent (absent stays unchanged). */
const present = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

builder.mutationFields((t) => ({
  requestBooking: t.field({
    type: BookingReceipt,
    description: "A visitor's booking request on the public page /booking/{subdomain} (no account).",
    args: { subdomain: t.arg.string({ required: true }), input: t.arg({ type: RequestBookingInput, required: true }) },
    errors: errors('RequestBooking', 'receipt', [ValidationError, NotFoundError, RateLimitError, GoneError]),
    resolve: (_r, { subdomain, input }, ctx) => booking.requestBooking(ctx, subdomain, { ...input }),
  }),
  acceptBookingRequest: t.field({
    type: AcceptResult,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AcceptBookingRequestInput, required: true }) },
    errors: { types: ownerErrors, union: { name: 'AcceptBookingRequestResult' }, directResult: true },
    resolve: (_r, { id, input }, ctx) =>
      booking.acceptBookingRequest(ctx, databaseId(String(id), 'BookingRequest', BOOKING_REQUEST_NOT_FOUND), present(input)),
  }),
  declineBookingRequest: t.field({
    type: BookingRequestRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), message: t.arg.string({
        description:
          "Emailed to the visitor when they gave an email, in the platform's template with the owner as Reply-To: paid owners only, a minute after the request arrived, up to 20 a day",
      }) },
    errors: errors('DeclineBookingRequest', 'bookingRequest', [...ownerErrors, RateLimitError]),
    resolve: (_r, { id, message }, ctx) =>
      booking.declineBookingRequest(ctx, databaseId(String(id), 'BookingRequest', BOOKING_REQUEST_NOT_FOUND), { message }),
  }),
  updateAppointment: t.field({
    type: ServiceRecordRef,
    description: 'Complete, reschedule or cancel an appointment; only the fields given change.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateAppointmentInput, required: true }) },
    errors: errors('UpdateAppointment', 'appointment'),
    resolve: (_r, { id, input }, ctx) =>
      booking.updateAppointment(ctx, databaseId(String(id), 'ServiceRecord', APPOINTMENT_NOT_FOUND), present(input)),
  }),
  rotateCalendarFeed: t.string({
    description: 'Creates the secret calendar address, or replaces it (the old one stops working).',
    ...personOnly(booking.CALENDAR_FEED_SESSION_REQUIRED),
    resolve: async (_r, _a, ctx) => (await booking.rotateCalendarFeed(ctx)) ?? '',
  }),
  deleteCalendarFeed: t.boolean({
    description: 'Turns the calendar feed off.',
    ...personOnly(booking.CALENDAR_FEED_SESSION_REQUIRED),
    resolve: (_r, _a, ctx) => booking.deleteCalendarFeed(ctx),
  }),
}));
