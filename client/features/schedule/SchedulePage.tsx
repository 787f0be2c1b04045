// /schedule: two weeks from a Monday (?week=), past and future, with previous / next and today: a day
// list on a phone, week time grids on a desktop (with the sidebar). Done and cancelled jobs stay, marked.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Suspense, useCallback, useRef } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import { MainNav, withMainNav } from '../navigation/MainNav';
import type { SchedulePage_plan$key } from './__generated__/SchedulePage_plan.graphql';
import type { SchedulePageQuery } from './__generated__/SchedulePageQuery.graphql';
import type { SchedulePlanRefetchQuery } from './__generated__/SchedulePlanRefetchQuery.graphql';
import type { ScheduleList_user$key } from './__generated__/ScheduleList_user.graphql';
import { NewJobDialog } from './NewJobDialog';
import { addDays, formatDay } from '../../ui/businessZone';
import { addWeeks, SCHEDULE_WEEKS, schedulePageVariables, weekStart } from './range';
import { ScheduleList } from './ScheduleList';
import { useScheduleLive } from './useScheduleLive';

const short = (date: string) => formatDay(date, { month: 'short', day: 'numeric' });

/** `monday`: YYYY-MM-DD, a business day. */
function WeekNav({ monday }: { monday: string }) {
  const last = addDays(addWeeks(monday, SCHEDULE_WEEKS), -1);
  const thisWeek = monday === weekStart();
  return (
    <nav className="flex items-center justify-between gap-2" aria-label="Weeks">
      <Button asChild variant="secondary" size="sm">
        <Link to={`?week=${addWeeks(monday, -1)}`} aria-label="Previous week">
          <ChevronLeft className="size-4" aria-hidden /> Previous
        </Link>
      </Button>
      <p className="text-sm font-medium text-slate-700" data-testid="schedule-range">
        {short(monday)} – {short(last)}
      </p>
      <div className="flex gap-2">
        {!thisWeek && (
          <Button asChild variant="secondary" size="sm">
            <Link to="/schedule">Today</Link>
          </Button>
        )}
        <Button asChild variant="secondary" size="sm">
          <Link to={`?week=${addWeeks(monday, 1)}`} aria-label="Next week">
            Next <ChevronRight className="size-4" aria-hidden />
          </Link>
        </Button>
      </div>
    </nav>
  );
}

/** The schedule with its plan; the plan is fetched again when the jobs on screen change. */
function PlannedSchedule({ user, plan, week }: { user: ScheduleList_user$key; plan: SchedulePage_plan$key; week: string }) {
  const [data, refetch] = useRefetchableFragment<SchedulePlanRefetchQuery, SchedulePage_plan$key>(
    graphql`
      fragment SchedulePage_plan on User
      @argumentDefinitions(fromDay: { type: "String!" }, toDay: { type: "String!" })
      @refetchable(queryName: "SchedulePlanRefetchQuery") {
        scheduleDays(from: $fromDay, to: $toDay) {
          date
          workMinutes
          freeMinutes
          drives { appointmentId minutes fromBase }
          requests { id name serviceName preferredTime }
          holds { id start durationMinutes name serviceName deposit expiresAt }
        }
      }
    `,
    plan,
  );
  const seen = useRef<string | null>(null);
  const onJobs = useCallback(
    (signature: string) => {
      if (seen.current !== null && seen.current !== signature) refetch({}, { fetchPolicy: 'network-only' });
      seen.current = signature;
    },
    [refetch],
  );
  return <ScheduleList user={user} week={week} plan={data.scheduleDays} onJobs={onJobs} />;
}

function Schedule() {
  const [params] = useSearchParams();
  const monday = weekStart(params.get('week'));
  // Bookings, moves and cancellations that visitors make arrive while the page is open.
  useScheduleLive(schedulePageVariables(params.get('week')));
  const { viewer } = usePreloadedQuery<SchedulePageQuery>(
    graphql`
      query SchedulePageQuery($from: String!, $to: String!, $fromDay: String!, $toDay: String!) {
        viewer {
          pendingBookingRequestCount
          ...ScheduleList_user @arguments(from: $from, to: $to)
          ...SchedulePage_plan @arguments(fromDay: $fromDay, toDay: $toDay)
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
        <WeekNav monday={monday} />
        <PlannedSchedule user={viewer} plan={viewer} week={monday} />
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
