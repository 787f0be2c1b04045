// /requests: the owner's booking requests inbox, live.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PageHeader } from '../../ui/PageHeader';
import { FullPageSpinner } from '../../ui/Spinner';
import { MainNav, withSidebar } from '../navigation/MainNav';
import type { RequestsPageQuery } from './__generated__/RequestsPageQuery.graphql';
import { RequestList } from './RequestList';
import { useBookingRequestsLive } from './useBookingRequestsLive';

function Requests() {
  const { viewer } = useLazyLoadQuery<RequestsPageQuery>(
    graphql`
      query RequestsPageQuery {
        viewer {
          pendingBookingRequestCount
          ...RequestList_user
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  useBookingRequestsLive();
  if (!viewer) return null;
  return (
    <div className={`min-h-dvh bg-slate-50 ${withSidebar}`}>
      <PageHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl px-4 py-5">
        <RequestList user={viewer} />
      </main>
      <MainNav active="requests" pendingRequests={viewer.pendingBookingRequestCount} desktopOnly />
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Requests />
    </Suspense>
  );
}
