// /booking/{subdomain}: public. The server embeds the data it rendered; navigation inside the app fetches it.
import { Suspense, useCallback } from 'react';
import { commitMutation, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import type { BookingPageQuery } from './__generated__/BookingPageQuery.graphql';
import type { BookingPageRequestMutation } from './__generated__/BookingPageRequestMutation.graphql';
import type { BookingFormState, BookingSubmit } from './BookingRequestForm';
import { type BookingBusiness, BookingNotFound, BookingView } from './BookingView';

export const EMBEDDED_DATA_ID = 'booking-data';

interface Embedded {
  subdomain: string;
  business: BookingBusiness | null;
  form?: BookingFormState | null;
}

function embedded(subdomain: string): Embedded | undefined {
  const el = document.getElementById(EMBEDDED_DATA_ID);
  if (!el?.textContent) return undefined;
  const data = JSON.parse(el.textContent) as Embedded;
  return data.subdomain === subdomain ? data : undefined;
}

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

function FromServer({ subdomain, submit }: { subdomain: string; submit: BookingSubmit }) {
  const { publicBusiness } = useLazyLoadQuery<BookingPageQuery>(
    graphql`
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
          services {
            name
            description
            price
          }
        }
      }
    `,
    { subdomain },
  );
  return publicBusiness ? <BookingView business={publicBusiness} subdomain={subdomain} submit={submit} /> : <BookingNotFound />;
}

export function Component() {
  const { subdomain = '' } = useParams();
  const submit = useSubmit(subdomain);
  const initial = embedded(subdomain);
  if (initial !== undefined) {
    return initial.business ? (
      <BookingView business={initial.business} subdomain={subdomain} form={initial.form} submit={submit} />
    ) : (
      <BookingNotFound />
    );
  }
  return (
    <Suspense
      fallback={
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner label="Loading business" />
        </div>
      }
    >
      <FromServer subdomain={subdomain} submit={submit} />
    </Suspense>
  );
}
