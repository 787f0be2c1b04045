// The schedule's jobs (scheduled, done and cancelled, marked), grouped by the business's day (its zone,
// not the phone's): two weeks from a Monday on /schedule (`week`), a day list on a phone, week time grids
// on a desktop. (Today's on the home: dashboard/TodayJobs.tsx, in the same connection.)
import { CalendarDays, Car, Hourglass, Inbox } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { graphql, usePaginationFragment } from 'react-relay';
import { Button } from '../../ui/Button';
import { addDays, dayOf, formatDay, formatTime, today } from '../../ui/businessZone';
import { Spinner } from '../../ui/Spinner';
import { useIsDesktop } from '../../ui/useMediaQuery';
import type { ScheduleList_user$key } from './__generated__/ScheduleList_user.graphql';
import type { ScheduleListPaginationQuery } from './__generated__/ScheduleListPaginationQuery.graphql';
import { AppointmentItem } from './AppointmentItem';
import { driveLabel, driveOf, freeLabel, holdLabel, type PlanDay, planOf, PREFERRED_LABEL } from './plan';

// The week grids (a desktop's /schedule) load only where they show.
const ScheduleWeek = lazy(() => import('./ScheduleWeek').then((m) => ({ default: m.ScheduleWeek })));

/** A business day's heading: Today, Tomorrow, Yesterday, or "Monday, Dec 7". */
const dayLabel = (date: string) => {
  const now = today();
  if (date === now) return 'Today';
  if (date === addDays(now, 1)) return 'Tomorrow';
  if (date === addDays(now, -1)) return 'Yesterday';
  return formatDay(date, { weekday: 'long', month: 'short', day: 'numeric' });
};

export function ScheduleList({
  user,
  week,
  plan,
  onJobs,
}: {
  user: ScheduleList_user$key;
  /** The Monday (YYYY-MM-DD) of the two weeks shown (the schedule page). */
  week?: string;
  /** The days' drives, free time and requests (the schedule page). */
  plan?: readonly PlanDay[];
  /** Told the jobs on screen (ids, times, statuses) whenever they change. */
  onJobs?: (signature: string) => void;
}) {
  const desktop = useIsDesktop();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ScheduleListPaginationQuery, ScheduleList_user$key>(
    graphql`
      fragment ScheduleList_user on User
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        from: { type: "String" }
        to: { type: "String" }
        statuses: { type: "[ServiceRecordStatus!]", defaultValue: [scheduled, completed, cancelled, no_show] }
      )
      @refetchable(queryName: "ScheduleListPaginationQuery") {
        schedule(first: $count, after: $cursor, from: $from, to: $to, statuses: $statuses) @connection(key: "ScheduleList_schedule", filters: ["from", "to"]) {
          edges {
            node {
              id
              serviceDate
              durationMinutes
              status
              ...AppointmentItem_appointment
            }
          }
        }
      }
    `,
    user,
  );
  const { edges } = data.schedule;
  const signature = edges.map((e) => `${e.node.id}@${e.node.serviceDate}:${e.node.status}:${e.node.durationMinutes ?? ''}`).join(',');
  useEffect(() => onJobs?.(signature), [onJobs, signature]);
  const groups: { date: string; label: string; items: (typeof edges)[number][] }[] = [];
  const groupOf = (date: string) => {
    let group = groups.find((g) => g.date === date);
    if (!group) {
      group = { date, label: dayLabel(date), items: [] };
      groups.push(group);
    }
    return group;
  };
  for (const e of edges) groupOf(dayOf(e.node.serviceDate)).items.push(e);
  // A day with only pending requests gets its heading too; the days in order.
  for (const p of plan ?? []) if (p.requests.length || p.holds?.length) groupOf(p.date);
  groups.sort((a, b) => a.date.localeCompare(b.date));
  const more = hasNext && (
    <Button variant="secondary" className="w-full" onClick={() => loadNext(100)} disabled={isLoadingNext}>
      {isLoadingNext ? 'Loading...' : 'Show more'}
    </Button>
  );
  if (week && desktop) {
    return (
      <div className="space-y-4">
        <Suspense fallback={<Spinner />}>
          <ScheduleWeek nodes={edges.map((e) => e.node)} monday={week} plan={plan} />
        </Suspense>
        {more}
      </div>
    );
  }
  if (!groups.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        <CalendarDays className="mx-auto mb-2 size-7 text-slate-400" aria-hidden />
        No jobs these two weeks. Add one with New job, or accept a booking request.
      </div>
    );
  }
  return (
    <div className="space-y-5">
      {groups.map((g) => {
        const day = planOf(plan, g.date);
        const free = freeLabel(day);
        return (
          <section key={g.date} className="space-y-2" aria-label={g.label}>
            <h2 className="flex items-baseline justify-between gap-2 font-semibold text-slate-700">
              {g.label}
              {free && (
                <span className="text-xs font-normal text-slate-500" data-testid="day-free">
                  {free}
                </span>
              )}
            </h2>
            <ul className="space-y-3">
              {g.items.map((e) => {
                const drive = driveLabel(e.node.status === 'scheduled' ? driveOf(plan, e.node.id, e.node.serviceDate) : undefined);
                return (
                  <li key={e.node.id} className="list-none space-y-1">
                    {drive && (
                      <p className="flex items-center gap-1 pl-2 text-xs text-slate-500">
                        <Car className="size-3.5" aria-hidden />
                        <span data-testid="job-drive">{drive}</span>
                      </p>
                    )}
                    <ul>
                      <AppointmentItem appointment={e.node} />
                    </ul>
                  </li>
                );
              })}
              {day?.holds?.map((h) => (
                <li key={h.id} className="rounded-xl border border-dashed border-violet-300 bg-violet-50 px-4 py-2 text-sm" data-testid="schedule-hold">
                  <p className="flex items-center gap-2">
                    <Hourglass className="size-4 shrink-0 text-violet-700" aria-hidden />
                    <span className="font-medium text-violet-800">Held</span>
                    <span className="truncate text-slate-700">
                      {formatTime(h.start, 'en-US')} · {h.name} · {h.serviceName}
                    </span>
                  </p>
                  <p className="pl-6 text-xs text-slate-600">{holdLabel(h)}</p>
                </li>
              ))}
              {day?.requests.map((r) => (
                <li key={r.id} className="rounded-xl border border-dashed border-amber-300 bg-amber-50 px-4 py-2 text-sm" data-testid="schedule-request">
                  <Link to="/requests" className="flex items-center gap-2">
                    <Inbox className="size-4 text-amber-700" aria-hidden />
                    <span className="font-medium text-amber-800">Request</span>
                    <span className="truncate text-slate-700">
                      {r.name} · {r.serviceName} · {PREFERRED_LABEL[r.preferredTime] ?? r.preferredTime}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {more}
    </div>
  );
}
