// REST rows of a visitor's booking through its private link (public: no cookie, any origin); each
// maps to the GraphQL operation of the same name.
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow } from '../../rest/rest.js';

const bookingFields = graphql(`
  fragment RestManagedBookingFields on ManagedBooking {
    business { businessName phone } serviceName start end arrivalEnd address status canChange depositDue payUrl payBy
  }
`);

/** The documented booking; a booking waiting for its deposit (status held) adds depositDue, payUrl and payBy. */
function withHeldFields<B extends { status: string; depositDue: string | null; payUrl: string | null; payBy: string | null }>(booking: B) {
  const { depositDue, payUrl, payBy, ...rest } = booking;
  return booking.status === 'held' ? booking : rest;
}

export const manageRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/bookings/manage/:token',
    public: true,
    operation: graphql(`query RestManagedBooking($token: String!) {
      managedBooking(token: $token) { __typename ... on Error { message } ... on ManagedBookingSuccess { booking { ...RestManagedBookingFields } } }
    }`, [bookingFields]),
    variables: ({ params }) => ({ token: params.token }),
    result: (data) => withHeldFields(data.managedBooking.booking),
  }),
  restRow({
    method: 'POST',
    path: '/api/bookings/manage/:token/cancel',
    public: true,
    operation: graphql(`mutation RestCancelManagedBooking($token: String!) {
      cancelManagedBooking(token: $token) { __typename ... on Error { message } ... on CancelManagedBookingSuccess { cancellation { status } } }
    }`),
    variables: ({ params }) => ({ token: params.token }),
    result: (data) => data.cancelManagedBooking.cancellation,
  }),
  restRow({
    method: 'POST',
    path: '/api/bookings/manage/:token/reschedule',
    public: true,
    operation: graphql(`mutation RestRescheduleManagedBooking($token: String!, $start: String!) {
      rescheduleManagedBooking(token: $token, start: $start) {
        __typename ... on Error { message } ... on RescheduleManagedBookingSuccess { booking { ...RestManagedBookingFields } }
      }
    }`, [bookingFields]),
    variables: ({ params, body }) => ({ token: params.token, start: body.start ?? '' }),
    result: (data) => withHeldFields(data.rescheduleManagedBooking.booking),
  }),
];
