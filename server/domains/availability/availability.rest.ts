// REST rows of availability: the owner's rules (GET/PUT /api/availability), and the public free
// windows and instant booking of a booking page (no cookie, any origin).
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow, toGlobalId } from '../../rest/rest.js';
import { visitorInput } from '../../../common/booking-input.js';

const availabilityFields = graphql(`
  fragment RestAvailabilityFields on Availability {
    timeZone bookingMode minNoticeHours horizonDays arrivalWindowMinutes slotStepMinutes maxJobsPerDay bufferMinutes travelSpeedMph changeCutoffHours freeCancellationHours
    weeklyHours { mon { start end } tue { start end } wed { start end } thu { start end } fri { start end } sat { start end } sun { start end } }
    timeOff { from to intervals { start end } }
  }
`);

/** A REST value goes to GraphQL as sent (GraphQL refuses a wrong type with 400); absent stays absent. */
const given = (body: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in body).map((k) => [k, body[k]]));
const AVAILABILITY_KEYS = [
  'timeZone', 'weeklyHours', 'timeOff', 'bookingMode', 'minNoticeHours', 'horizonDays', 'arrivalWindowMinutes',
  'slotStepMinutes', 'maxJobsPerDay', 'bufferMinutes', 'travelSpeedMph', 'changeCutoffHours', 'freeCancellationHours',
];

export const availabilityRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/availability',
    operation: graphql(`query RestAvailability {
      availability { __typename ... on Error { message } ... on AvailabilitySuccess { availability { ...RestAvailabilityFields } } }
    }`, [availabilityFields]),
    result: (data) => data.availability.availability,
  }),
  restRow({
    method: 'PUT',
    path: '/api/availability',
    operation: graphql(`mutation RestUpdateAvailability($input: UpdateAvailabilityInput!) {
      updateAvailability(input: $input) {
        __typename ... on Error { message } ... on UpdateAvailabilitySuccess { availability { ...RestAvailabilityFields } }
      }
    }`, [availabilityFields]),
    variables: ({ body }) => ({ input: given(body, AVAILABILITY_KEYS) }),
    result: (data) => data.updateAvailability.availability,
  }),
  restRow({
    method: 'GET',
    path: '/api/booking/:subdomain/availability',
    public: true,
    operation: graphql(`query RestBookingSlots($subdomain: String!, $serviceId: ID!, $from: String!, $to: String!, $zip: String,
      $vehicleYear: Int, $vehicleMake: String, $vehicleModel: String, $size: String, $addOnIds: [String!]) {
      bookingSlots(subdomain: $subdomain, serviceId: $serviceId, from: $from, to: $to, zip: $zip,
        vehicleYear: $vehicleYear, vehicleMake: $vehicleMake, vehicleModel: $vehicleModel, size: $size, addOnIds: $addOnIds) {
        __typename ... on Error { message } ... on GoneError { phone }
        ... on BookingSlotsSuccess { slots { timeZone bookingMode outsideServiceArea days { date windows { start end label } } } }
      }
    }`),
    variables: ({ params, query }) => ({
      subdomain: params.subdomain,
      serviceId: toGlobalId('Service', query.get('serviceId') ?? ''),
      from: query.get('from') ?? '',
      to: query.get('to') ?? '',
      zip: query.get('zip') || null,
      // The vehicle (#50): the windows fit its quote's duration.
      vehicleYear: /^\d{1,4}$/.test(query.get('vehicleYear') ?? '') ? Number(query.get('vehicleYear')) : null,
      vehicleMake: query.get('vehicleMake') || null,
      vehicleModel: query.get('vehicleModel') || null,
      size: query.get('size') || null,
      addOnIds: (query.get('addOnIds') ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    }),
    result: (data) => data.bookingSlots.slots,
  }),
  restRow({
    method: 'POST',
    path: '/api/booking/:subdomain/bookings',
    public: true,
    operation: graphql(`mutation RestBookInstantly($subdomain: String!, $input: BookInstantlyInput!) {
      bookInstantly(subdomain: $subdomain, input: $input) {
        __typename ... on Error { message } ... on GoneError { phone }
        ... on BookInstantlySuccess { booking { id status start end arrivalEnd manageUrl checkoutUrl deposit lines { description amount } totalAmount priceIsEstimate durationMinutes } }
      }
    }`),
    variables: ({ params, body }) => ({
      subdomain: params.subdomain,
      input: {
        ...visitorInput(body),
        serviceId: toGlobalId('Service', String(body.serviceId ?? '')),
        start: body.start ?? '',
        zip: body.zip ?? '',
      },
    }),
    // A held booking (a deposit to pay) carries where to pay it; a confirmed one is as before.
    result: (data) => {
      const { checkoutUrl, deposit, ...booking } = data.bookInstantly.booking;
      return checkoutUrl ? { ...booking, checkoutUrl, deposit } : booking;
    },
    status: 201,
  }),
];
