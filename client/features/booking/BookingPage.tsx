// /booking/{subdomain} in the browser: the page's one query (the server runs its compiled text and
// embeds the response, which client/booking.tsx writes into the store before hydrating), read with
// usePreloadedQuery, and the request mutation the form sends without leaving the page.
import { useCallback } from 'react';
import { commitMutation, graphql, type PreloadedQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { BookingPageQuery } from './__generated__/BookingPageQuery.graphql';
import type { BookingPageRequestMutation } from './__generated__/BookingPageRequestMutation.graphql';
import type { BookingFormState, BookingSubmit } from './markup/BookingRequestForm';
import { BookingNotFound, BookingView } from './markup/BookingView';

export const bookingPageQuery = graphql`
  query BookingPageQuery($subdomain: String!) {
    publicBusiness(subdomain: $subdomain) {
      businessName
      phone
      city
      state
      zipCode
      serviceRadius
      hoursWeekday
      hoursWeekend
      brandColor
      logoUrl
      services {
        name
        description
        price
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

/** Sends the visitor's request through GraphQL (the same mutation the no-JS post and REST run). */
function useSubmit(subdomain: string): BookingSubmit {
  const environment = useRelayEnvironment();
  return useCallback(
    (values) =>
      new Promise((resolve) => {
        const year = String(values.vehicleYear ?? '').trim();
        commitMutation<BookingPageRequestMutation>(environment, {
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
              website: values.website || null,
            },
          },
          onCompleted: ({ requestBooking: r }) => {
            if (r.__typename === 'RequestBookingSuccess') resolve({ ok: true, businessName: r.receipt?.businessName ?? '' });
            else resolve({ ok: false, message: r.message ?? 'Something went wrong. Please try again.', fieldErrors: r.fieldErrors });
          },
          onError: () => resolve({ ok: false, message: 'Could not send the request. Please check your connection and try again.' }),
        });
      }),
    [environment, subdomain],
  );
}

export function BookingPage({
  queryRef,
  form,
}: {
  queryRef: PreloadedQuery<BookingPageQuery>;
  form: BookingFormState | null;
}) {
  const { subdomain } = queryRef.variables;
  const { publicBusiness } = usePreloadedQuery<BookingPageQuery>(bookingPageQuery, queryRef);
  const submit = useSubmit(subdomain);
  return publicBusiness ? (
    <BookingView business={publicBusiness} subdomain={subdomain} form={form} submit={submit} />
  ) : (
    <BookingNotFound />
  );
}
