// The schedule's jobs (scheduled, done and cancelled, marked), grouped by day: today's on the home
// (`todayOnly`), two weeks from a Monday on /schedule (`week`): a day list on a phone, week time grids on a desktop.
import { CalendarDays } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Button } from '../../ui/Button';
import { useIsDesktop } from '../../ui/useMediaQuery';
import type { ScheduleList_user$key } from './__generated__/ScheduleList_user.graphql';
import type { ScheduleListPaginationQuery } from './__generated__/ScheduleListPaginationQuery.graphql';
import { AppointmentItem } from './AppointmentItem';
import { ScheduleWeek } from './ScheduleWeek';

const dayKey = (iso: string) => new Date(iso).toDateString();
const dayLabel = (iso: string) => {
  const d = new Date(iso);
  if (d.toDateString() === new Date().toDateString()) return 'Today';
  if (d.toDateString() === new Date(Date.now() + 86_400_000).toDateString()) return 'Tomorrow';
  if (d.toDateString() === new Date(Date.now() - 86_400_000).toDateString()) return 'Yesterday';
  return d.toLocaleDateString(undefined, { weekday: 'long', month: 'short', day: 'numeric' });
};

export function ScheduleList({ user, todayOnly = false, week }: { user: ScheduleList_user$key; todayOnly?: boolean; week?: Date }) {
  const desktop = useIsDesktop();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ScheduleListPaginationQuery, ScheduleList_user$key>(
    graphql`
      fragment ScheduleList_user on User
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        from: { type: "String" }
        to: { type: "String" }
        statuses: { type: "[ServiceRecordStatus!]", defaultValue: [scheduled, completed, cancelled] }
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
  const groups: { key: string; label: string; items: (typeof edges)[number][] }[] = [];
  for (const e of edges) {
    const key = dayKey(e.node.serviceDate);
    let group = groups.find((g) => g.key === key);
    if (!group) {
      group = { key, label: dayLabel(e.node.serviceDate), items: [] };
      groups.push(group);
    }
    group.items.push(e);
  }
  const more = hasNext && (
    <Button variant="secondary" className="w-full" onClick={() => loadNext(100)} disabled={isLoadingNext}>
      {isLoadingNext ? 'Loading...' : 'Show more'}
    </Button>
  );
  if (week && desktop) {
    return (
      <div className="space-y-4">
        <ScheduleWeek nodes={edges.map((e) => e.node)} monday={week} />
        {more}
      </div>
    );
  }
  if (!edges.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        <CalendarDays className="mx-auto mb-2 size-7 text-slate-400" aria-hidden />
        {todayOnly ? 'Nothing scheduled today.' : 'No jobs these two weeks. Add one with New job, or accept a booking request.'}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      {groups.map((g) => (
        <section key={g.key} className="space-y-2" aria-label={todayOnly ? undefined : g.label}>
          {!todayOnly && <h2 className="font-semibold text-slate-700">{g.label}</h2>}
          <ul className="space-y-3">
            {g.items.map((e) => (
              <AppointmentItem key={e.node.id} appointment={e.node} />
            ))}
          </ul>
        </section>
      ))}
      {more}
    </div>
  );
}
