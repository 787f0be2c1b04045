// /requests: the owner's booking requests inbox, live.
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import { MainNav, withMainNav } from '../navigation/MainNav';
import type { RequestsPageQuery } from './__generated__/RequestsPageQuery.graphql';
import { RequestList } from './RequestList';
import { useBookingRequestsLive } from './useBookingRequestsLive';

function Requests() {
  const { viewer } = usePreloadedQuery<RequestsPageQuery>(
    graphql`
      query RequestsPageQuery {
        viewer {
          pendingBookingRequestCount
          ...RequestList_user
        }
      }
    `,
    useLoaderData() as PreloadedQuery<RequestsPageQuery>,
  );
  useBookingRequestsLive();
  if (!viewer) return null;
  return (
    <div className={`min-h-dvh bg-slate-50 ${withMainNav}`}>
      <PageHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl px-4 py-5">
        <RequestList user={viewer} />
      </main>
      <MainNav active="requests" pendingRequests={viewer.pendingBookingRequestCount} />
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Requests />
    </Suspense>
  );
}
