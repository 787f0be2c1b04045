// REST rows of online booking: the visitor's request (public, no cookie), the owner's requests inbox,
// accept / decline, the schedule and the calendar feed's address. Appointments are service records:
// PATCH /api/appointments/:id is the customers domain's row.
import { visitorInput } from '../../../common/booking-input.js';
import { graphql } from '../../rest/graphql.js';
import { RestError, type RestRow, restRow, toDatabaseId, toGlobalId, viewerOf, withDatabaseId } from '../../rest/rest.js';

const requestFields = graphql(`
  fragment RestBookingRequestFields on BookingRequest {
    id status name phone email serviceName vehicleYear vehicleMake vehicleModel preferredDate preferredTime address notes createdAt
    vehicleSize condition addOnIds quoteTotal priceIsEstimate durationMinutes lines { description amount }
    customer { id }
  }
`);
const appointmentFields = graphql(`
  fragment RestAppointmentFields on ServiceRecord {
    id serviceDate status totalAmount notes nextServiceDue serviceName location arrivalEnd zipCode bookedAnyway durationMinutes priceIsEstimate vehicleSize condition
    lines { description amount }
    customer { id firstName lastName phone address }
    vehicle { id year make model }
  }
`);

type Req = { id: string; customer?: { id: string } | null };
const restRequest = <R extends Req>({ customer, ...r }: R) => ({ ...withDatabaseId(r), customerId: customer ? toDatabaseId(customer.id) : null });

type Appointment = { id: string; customer: { id: string }; vehicle?: { id: string } | null };
const restAppointment = <A extends Appointment>({ customer, vehicle, ...a }: A) => ({
  ...withDatabaseId(a),
  customerId: toDatabaseId(customer.id),
  customer: withDatabaseId(customer),
  vehicle: vehicle ? withDatabaseId(vehicle) : null,
});


const amount = (v: unknown) => (v === undefined ? undefined : v === null || v === '' ? null : String(v));

export const bookingRows: RestRow[] = [
  restRow({
    method: 'POST',
    path: '/api/booking/:subdomain/quote',
    public: true,
    operation: graphql(`query RestBookingQuote($subdomain: String!, $input: BookingQuoteInput!) {
      bookingQuote(subdomain: $subdomain, input: $input) {
        __typename ... on Error { message } ... on GoneError { phone }
        ... on BookingQuoteSuccess { quote { size sizeKnown sizeAdjusted lines { description amount } total low high durationMinutes } }
      }
    }`),
    variables: ({ params, body }) => {
      const { vehicleYear, vehicleMake, vehicleModel, size, addOnIds, condition } = visitorInput(body);
      return {
        subdomain: params.subdomain,
        input: { serviceId: toGlobalId('Service', String(body.serviceId ?? '')), vehicleYear, vehicleMake, vehicleModel, size, addOnIds, condition },
      };
    },
    result: (data) => data.bookingQuote.quote,
  }),
  restRow({
    method: 'POST',
    path: '/api/booking/:subdomain/requests',
    public: true,
    operation: graphql(`mutation RestRequestBooking($subdomain: String!, $input: RequestBookingInput!) {
      requestBooking(subdomain: $subdomain, input: $input) {
        __typename ... on Error { message } ... on GoneError { phone }
        ... on RequestBookingSuccess { receipt { id status } }
      }
    }`),
    variables: ({ params, body }) => ({
      subdomain: params.subdomain,
      input: {
        ...visitorInput(body),
        serviceName: body.serviceName ?? '',
        preferredDate: body.preferredDate ?? '',
        preferredTime: body.preferredTime ?? '',
      },
    }),
    result: (data) => withDatabaseId(data.requestBooking.receipt),
    status: 201,
  }),
  restRow({
    method: 'GET',
    path: '/api/booking-requests',
    operation: graphql(`query RestBookingRequests($first: Int!, $after: String) {
      viewer { bookingRequests(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ...RestBookingRequestFields } } } }
    }`, [requestFields]),
    pages: (data) => data.viewer?.bookingRequests,
    result: (data) => viewerOf(data).bookingRequests.edges.map((e) => restRequest(e.node)),
  }),
  restRow({
    method: 'POST',
    path: '/api/booking-requests/:id/accept',
    operation: graphql(`mutation RestAcceptBookingRequest($id: ID!, $input: AcceptBookingRequestInput!) {
      acceptBookingRequest(id: $id, input: $input) {
        __typename ... on Error { message }
        ... on AcceptBookingRequestSuccess { bookingRequest { ...RestBookingRequestFields } appointment { ...RestAppointmentFields } }
      }
    }`, [requestFields, appointmentFields]),
    variables: ({ params, body }) => ({
      id: toGlobalId('BookingRequest', params.id),
      input: { serviceDate: body.serviceDate ?? '', totalAmount: amount(body.totalAmount), bookAnyway: body.bookAnyway === true },
    }),
    result: (data) => ({
      request: restRequest(data.acceptBookingRequest.bookingRequest),
      appointment: restAppointment(data.acceptBookingRequest.appointment),
    }),
  }),
  restRow({
    method: 'POST',
    path: '/api/booking-requests/:id/decline',
    operation: graphql(`mutation RestDeclineBookingRequest($id: ID!, $message: String) {
      declineBookingRequest(id: $id, message: $message) {
        __typename ... on Error { message }
        ... on DeclineBookingRequestSuccess { bookingRequest { ...RestBookingRequestFields } }
      }
    }`, [requestFields]),
    variables: ({ params, body }) => ({ id: toGlobalId('BookingRequest', params.id), message: body.message ?? null }),
    result: (data) => ({ request: restRequest(data.declineBookingRequest.bookingRequest) }),
  }),
  restRow({
    method: 'GET',
    path: '/api/schedule',
    operation: graphql(`query RestSchedule($first: Int!, $after: String, $from: String, $to: String) {
      viewer { schedule(first: $first, after: $after, from: $from, to: $to) { pageInfo { hasNextPage endCursor } edges { node { ...RestAppointmentFields } } } }
    }`, [appointmentFields]),
    variables: ({ query }) => ({ from: query.get('from'), to: query.get('to') }),
    pages: (data) => data.viewer?.schedule,
    result: (data) => viewerOf(data).schedule.edges.map((e) => restAppointment(e.node)),
  }),
  restRow({
    method: 'GET',
    path: '/api/calendar-feed',
    operation: graphql(`query RestCalendarFeed { viewer { calendarFeedUrl } }`),
    result: (data) => ({ url: viewerOf(data).calendarFeedUrl }),
  }),
  restRow({
    method: 'POST',
    path: '/api/calendar-feed',
    operation: graphql(`mutation RestRotateCalendarFeed { rotateCalendarFeed }`),
    result: (data) => {
      if (!data.rotateCalendarFeed) throw new RestError(500, 'Internal server error');
      return { url: data.rotateCalendarFeed };
    },
  }),
  restRow({
    method: 'DELETE',
    path: '/api/calendar-feed',
    operation: graphql(`mutation RestDeleteCalendarFeed { deleteCalendarFeed }`),
    result: () => ({ success: true }),
  }),
];
