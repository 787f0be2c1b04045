// Today's jobs on the home, in the schedule's connection (the same key and filters as ScheduleList's,
// so a job added, moved or marked anywhere shows here). A plain fragment: the home never pages, so
// it does without ScheduleList's refetch query.
import { CalendarDays } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { AppointmentItem } from '../schedule/AppointmentItem';
import type { TodayJobs_user$key } from './__generated__/TodayJobs_user.graphql';

export function TodayJobs({ user }: { user: TodayJobs_user$key }) {
  const data = useFragment(
    graphql`
      fragment TodayJobs_user on User @argumentDefinitions(from: { type: "String" }, to: { type: "String" }) {
        schedule(first: 50, from: $from, to: $to, statuses: [scheduled, completed, cancelled, no_show]) @connection(key: "ScheduleList_schedule", filters: ["from", "to"]) {
          edges {
            node {
              id
              ...AppointmentItem_appointment
            }
          }
        }
      }
    `,
    user,
  );
  const { edges } = data.schedule;
  if (!edges.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        <CalendarDays className="mx-auto mb-2 size-7 text-slate-400" aria-hidden />
        Nothing scheduled today.
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {edges.map((e) => (
        <li key={e.node.id} className="list-none space-y-1">
          <ul>
            <AppointmentItem appointment={e.node} />
          </ul>
        </li>
      ))}
    </ul>
  );
}
