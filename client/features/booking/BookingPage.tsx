// /booking/{subdomain}: public. The server embeds the data it rendered; navigation inside the app fetches it.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import type { BookingPageQuery } from './__generated__/BookingPageQuery.graphql';
import { type BookingBusiness, BookingNotFound, BookingView } from './BookingView';

export const EMBEDDED_DATA_ID = 'booking-data';

function embedded(subdomain: string): BookingBusiness | null | undefined {
  const el = document.getElementById(EMBEDDED_DATA_ID);
  if (!el?.textContent) return undefined;
  const data = JSON.parse(el.textContent) as { subdomain: string; business: BookingBusiness | null };
  return data.subdomain === subdomain ? data.business : undefined;
}

function FromServer({ subdomain }: { subdomain: string }) {
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
  return publicBusiness ? <BookingView business={publicBusiness} /> : <BookingNotFound />;
}

export function Component() {
  const { subdomain = '' } = useParams();
  const initial = embedded(subdomain);
  if (initial !== undefined) return initial ? <BookingView business={initial} /> : <BookingNotFound />;
  return (
    <Suspense
      fallback={
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner label="Loading business" />
        </div>
      }
    >
      <FromServer subdomain={subdomain} />
    </Suspense>
  );
}
