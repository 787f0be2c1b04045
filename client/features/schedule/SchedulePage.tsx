// /schedule: today first, then the coming 14 days.
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import type { SchedulePageQuery } from './__generated__/SchedulePageQuery.graphql';
import { ScheduleList } from './ScheduleList';

function Schedule() {
  const { viewer } = usePreloadedQuery<SchedulePageQuery>(
    graphql`
      query SchedulePageQuery($from: String!, $to: String!) {
        viewer {
          ...ScheduleList_user @arguments(from: $from, to: $to)
        }
      }
    `,
    useLoaderData() as PreloadedQuery<SchedulePageQuery>,
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
    <Suspense fallback={<PageSkeleton />}>
      <Schedule />
    </Suspense>
  );
}
