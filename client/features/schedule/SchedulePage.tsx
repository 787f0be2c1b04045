// /schedule: today first, then the coming 14 days (weeks side by side on a desktop, with the sidebar).
import { Suspense, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PageHeader } from '../../ui/PageHeader';
import { FullPageSpinner } from '../../ui/Spinner';
import { MainNav, withSidebar } from '../navigation/MainNav';
import type { SchedulePageQuery } from './__generated__/SchedulePageQuery.graphql';
import { scheduleRange } from './range';
import { ScheduleList } from './ScheduleList';

function Schedule() {
  const range = useMemo(() => scheduleRange(), []);
  const { viewer } = useLazyLoadQuery<SchedulePageQuery>(
    graphql`
      query SchedulePageQuery($from: String!, $to: String!) {
        viewer {
          pendingBookingRequestCount
          ...ScheduleList_user @arguments(from: $from, to: $to)
        }
      }
    `,
    range,
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer) return null;
  return (
    <div className={`min-h-dvh bg-slate-50 ${withSidebar}`}>
      <PageHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-5 lg:max-w-6xl lg:px-8">
        <h1 className="text-2xl font-bold">Schedule</h1>
        <ScheduleList user={viewer} week />
      </main>
      <MainNav active="schedule" pendingRequests={viewer.pendingBookingRequestCount} desktopOnly />
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Schedule />
    </Suspense>
  );
}
