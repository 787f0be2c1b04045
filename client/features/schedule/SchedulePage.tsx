// /schedule: today first, then the coming 14 days (weeks side by side on a desktop, with the sidebar).
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import { MainNav, withMainNav } from '../navigation/MainNav';
import type { SchedulePageQuery } from './__generated__/SchedulePageQuery.graphql';
import { NewJobDialog } from './NewJobDialog';
import { ScheduleList } from './ScheduleList';

function Schedule() {
  const { viewer } = usePreloadedQuery<SchedulePageQuery>(
    graphql`
      query SchedulePageQuery($from: String!, $to: String!) {
        viewer {
          pendingBookingRequestCount
          ...ScheduleList_user @arguments(from: $from, to: $to)
        }
      }
    `,
    useLoaderData() as PreloadedQuery<SchedulePageQuery>,
  );
  if (!viewer) return null;
  return (
    <div className={`min-h-dvh bg-slate-50 ${withMainNav}`}>
      <PageHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-5 lg:max-w-6xl lg:px-8">
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">Schedule</h1>
          <NewJobDialog />
        </div>
        <ScheduleList user={viewer} week />
      </main>
      <MainNav active="schedule" pendingRequests={viewer.pendingBookingRequestCount} />
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Schedule />
    </Suspense>
  );
}
