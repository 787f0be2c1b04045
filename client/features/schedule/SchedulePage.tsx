// /schedule: today first, then the coming 14 days.
import { Suspense, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PageHeader } from '../../ui/PageHeader';
import { FullPageSpinner } from '../../ui/Spinner';
import type { SchedulePageQuery } from './__generated__/SchedulePageQuery.graphql';
import { scheduleRange } from './range';
import { ScheduleList } from './ScheduleList';

function Schedule() {
  const range = useMemo(() => scheduleRange(), []);
  const { viewer } = useLazyLoadQuery<SchedulePageQuery>(
    graphql`
      query SchedulePageQuery($from: String!, $to: String!) {
        viewer {
          ...ScheduleList_user @arguments(from: $from, to: $to)
        }
      }
    `,
    range,
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer) return null;
  return (
    <div className="min-h-dvh bg-slate-50">
      <PageHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-5">
        <h1 className="text-2xl font-bold">Schedule</h1>
        <ScheduleList user={viewer} />
      </main>
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
