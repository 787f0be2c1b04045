// What the server embeds in /booking/{subdomain} for the browser to hydrate from: BookingPageQuery's
// variables and response (written into the Relay store before hydration), and a no-JavaScript post's outcome.
import type { BookingPageQuery$data, BookingPageQuery$variables } from './__generated__/BookingPageQuery.graphql';
import type { BookingFormState } from './markup/BookingRequestForm';
import type { InstantState } from './markup/InstantBooking';

export const BOOKING_DATA_ID = 'booking-data';

export interface BookingEmbedded {
  variables: BookingPageQuery$variables;
  data: BookingPageQuery$data;
  form: BookingFormState | null;
  /** Instant mode: the free windows the server rendered (null until a service and ZIP are given). */
  instant: InstantState | null;
}

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
