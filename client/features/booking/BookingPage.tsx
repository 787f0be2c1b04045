// /booking/{subdomain} in the browser: the page's one query (the server runs its compiled text and
// embeds the response, which client/booking.tsx writes into the store before hydrating), read with
// usePreloadedQuery, and the request mutation the form sends without leaving the page.
import { useCallback } from 'react';
import { fetchQuery, graphql, type PreloadedQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { CONNECTION_LOST, commitMutationResult } from '../../relay/mutationResult';
import type { BookingPageQuery } from './__generated__/BookingPageQuery.graphql';
import type { BookingPageBookMutation } from './__generated__/BookingPageBookMutation.graphql';
import type { BookingPageRequestMutation } from './__generated__/BookingPageRequestMutation.graphql';
import type { BookingPageSlotsQuery } from './__generated__/BookingPageSlotsQuery.graphql';
import type { BookingFormState, BookingSubmit } from './markup/BookingRequestForm';
import { BookingClosed, BookingNotFound, BookingView } from './markup/BookingView';
import { type BookInstantly, type InstantState, instantInput, type LoadSlots } from './markup/InstantBooking';
import type { FetchQuote } from './markup/VehicleQuote';
import { quoteInput, slotsVehicle } from './quote-input';
import type { BookingPageQuoteQuery } from './__generated__/BookingPageQuoteQuery.graphql';

export const bookingPageQuery = graphql`
  query BookingPageQuery($subdomain: String!) {
    publicBusiness(subdomain: $subdomain) {
      acceptingBookings
      businessName
      phone
      city
      state
      zipCode
      serviceRadius
      bookingMode
      # hoursWeekday and hoursWeekend: the labels GET /api/booking/:subdomain answers with (this query).
      hoursWeekday
      hoursWeekend
      hours
      closedWeekdays
      daysOff {
        from
        to
      }
      openDays {
        from
        to
      }
      brandColor
      logoUrl
      takesDeposits
      depositsPaused
      cancellationPolicy
      services {
        id
        name
        description
        price
        deposit
        depositPercent
        addOns {
          id
          name
          price
          durationMinutes
        }
      }
      conditionLevels {
        key
        label
        description
      }
    }
  }
`;

/** The visitor's quote (#50): the price and time of the service for the vehicle typed (the server runs this text too). */
export const quoteQuery = graphql`
  query BookingPageQuoteQuery($subdomain: String!, $input: BookingQuoteInput!) {
    bookingQuote(subdomain: $subdomain, input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on BookingQuoteSuccess {
        quote {
          size
          sizeKnown
          sizeAdjusted
          lines {
            description
            amount
          }
          total
          low
          high
          durationMinutes
        }
      }
    }
  }
`;

const requestMutation = graphql`
  mutation BookingPageRequestMutation($subdomain: String!, $input: RequestBookingInput!) {
    requestBooking(subdomain: $subdomain, input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
      ... on RequestBookingSuccess {
        receipt {
          businessName
        }
      }
    }
  }
`;

/** Instant mode: the free arrival windows of a service for a ZIP (the server runs this text too). */
export const slotsQuery = graphql`
  query BookingPageSlotsQuery(
    $subdomain: String!
    $serviceId: ID!
    $from: String!
    $to: String!
    $zip: String
    $vehicleYear: Int
    $vehicleMake: String
    $vehicleModel: String
    $size: String
    $addOnIds: [String!]
  ) {
    bookingSlots(
      subdomain: $subdomain
      serviceId: $serviceId
      from: $from
      to: $to
      zip: $zip
      vehicleYear: $vehicleYear
      vehicleMake: $vehicleMake
      vehicleModel: $vehicleModel
      size: $size
      addOnIds: $addOnIds
    ) {
      __typename
      ... on Error {
        message
      }
      ... on BookingSlotsSuccess {
        slots {
          outsideServiceArea
          days {
            date
            windows {
              start
              end
              label
            }
          }
        }
      }
    }
  }
`;

/** Instant mode: the visitor books a window (the no-JS post runs this text too). */
export const bookMutation = graphql`
  mutation BookingPageBookMutation($subdomain: String!, $input: BookInstantlyInput!) {
    bookInstantly(subdomain: $subdomain, input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
      ... on BookInstantlySuccess {
        booking {
          id
          start
          label
          manageUrl
          checkoutUrl
        }
      }
    }
  }
`;

function useLoadSlots(subdomain: string): LoadSlots {
  const environment = useRelayEnvironment();
  return useCallback(
    async ({ serviceId, zip, from, to, vehicle }) => {
      try {
        const data = await fetchQuery<BookingPageSlotsQuery>(environment, slotsQuery, { subdomain, serviceId, zip: zip || null, from, to, ...slotsVehicle(vehicle) }, {
          fetchPolicy: 'network-only',
        }).toPromise();
        const r = data?.bookingSlots;
        if (r?.__typename === 'BookingSlotsSuccess' && r.slots) return { ok: true, slots: r.slots };
        return { ok: false, message: r && 'message' in r && r.message ? r.message : CONNECTION_LOST };
      } catch {
        return { ok: false, message: CONNECTION_LOST };
      }
    },
    [environment, subdomain],
  );
}

function useFetchQuote(subdomain: string): FetchQuote {
  const environment = useRelayEnvironment();
  return useCallback(
    async ({ serviceId, ...v }) => {
      try {
        const data = await fetchQuery<BookingPageQuoteQuery>(environment, quoteQuery, { subdomain, input: quoteInput(serviceId, v) }, {
          fetchPolicy: 'network-only',
        }).toPromise();
        const r = data?.bookingQuote;
        if (r?.__typename === 'BookingQuoteSuccess' && r.quote) return { ok: true, quote: r.quote };
        return { ok: false, message: r && 'message' in r && r.message ? r.message : CONNECTION_LOST };
      } catch {
        return { ok: false, message: CONNECTION_LOST };
      }
    },
    [environment, subdomain],
  );
}

function useBook(subdomain: string): BookInstantly {
  const environment = useRelayEnvironment();
  return useCallback(
    async (values) => {
      const r = await commitMutationResult<BookingPageBookMutation>(environment, {
        mutation: bookMutation,
        variables: { subdomain, input: instantInput(values) },
      });
      if (r.ok && r.data.booking) return { ok: true, booking: r.data.booking };
      // A refusal the page shows as the server worded it; a failed request (offline, the server down) as CONNECTION_LOST.
      if (!r.ok && r.error) return { ok: false, conflict: r.kind === 'ConflictError', message: r.message, fieldErrors: r.fieldErrors };
      return { ok: false, conflict: false, message: CONNECTION_LOST };
    },
    [environment, subdomain],
  );
}

/** Sends the visitor's request through GraphQL (the same mutation the no-JS post and REST run). */
function useSubmit(subdomain: string): BookingSubmit {
  const environment = useRelayEnvironment();
  return useCallback(
    async (values) => {
      const year = String(values.vehicleYear ?? '').trim();
      const r = await commitMutationResult<BookingPageRequestMutation>(environment, {
        mutation: requestMutation,
        variables: {
          subdomain,
          input: {
            name: values.name,
            phone: values.phone,
            email: values.email || null,
            serviceName: values.serviceName,
            vehicleYear: year ? Number(year) : null,
            vehicleMake: values.vehicleMake,
            vehicleModel: values.vehicleModel,
            preferredDate: values.preferredDate,
            preferredTime: values.preferredTime,
            address: values.address,
            notes: values.notes || null,
            smsConsent: values.smsConsent === true,
            website: values.website || null,
            // The quote's choices (#50).
            size: values.size || null,
            addOnIds: values.addOnIds ?? [],
            condition: values.condition || null,
          },
        },
      });
      if (r.ok) return { ok: true, businessName: r.data.receipt?.businessName ?? '' };
      if (r.error) return { ok: false, message: r.message, fieldErrors: r.fieldErrors };
      return { ok: false, message: 'Could not send the request. Please check your connection and try again.' };
    },
    [environment, subdomain],
  );
}

export function BookingPage({
  queryRef,
  form,
  instant,
}: {
  queryRef: PreloadedQuery<BookingPageQuery>;
  form: BookingFormState | null;
  instant: InstantState | null;
}) {
  const { subdomain } = queryRef.variables;
  const { publicBusiness } = usePreloadedQuery<BookingPageQuery>(bookingPageQuery, queryRef);
  const submit = useSubmit(subdomain);
  const loadSlots = useLoadSlots(subdomain);
  const book = useBook(subdomain);
  const fetchQuote = useFetchQuote(subdomain);
  if (publicBusiness && !publicBusiness.acceptingBookings) return <BookingClosed businessName={publicBusiness.businessName} phone={publicBusiness.phone ?? null} />;
  return publicBusiness ? (
    <BookingView business={publicBusiness} subdomain={subdomain} form={form} submit={submit} instant={instant} loadSlots={loadSlots} book={book} fetchQuote={fetchQuote} />
  ) : (
    <BookingNotFound />
  );
}
