// The home's card of jobs still scheduled whose day has passed (viewer.unfinishedJobs, oldest first):
// "2 jobs from last week are not marked done", each job with its customer, service and date, Complete,
// Reschedule and Cancel at hand, and a link to its week on the schedule. A job done, cancelled or moved
// on leaves the card with its count, from the mutation's payload (schedule/keepUnfinished.ts).
import { CalendarDays } from 'lucide-react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { unfinishedJobsTitle } from '../../../common/schedule';
import { Button } from '../../ui/Button';
import { dayOf, daysBetween, formatInstant, today } from '../../ui/businessZone';
import { AppointmentActions } from '../schedule/AppointmentActions';
import { NotCompletedBadge } from '../schedule/NotCompleted';
import type { UnfinishedJobs_job$key } from './__generated__/UnfinishedJobs_job.graphql';
import type { UnfinishedJobs_user$key } from './__generated__/UnfinishedJobs_user.graphql';
import type { UnfinishedJobsPaginationQuery } from './__generated__/UnfinishedJobsPaginationQuery.graphql';

/** "Tue, Dec 1, 9:00 AM" (the business's) */
const when = (iso: string) => formatInstant(iso, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Whole business days from the day of `iso` to today. */
const daysAgo = (iso: string) => daysBetween(dayOf(iso), today());

function UnfinishedJob({ job }: { job: UnfinishedJobs_job$key }) {
  const j = useFragment(
    graphql`
      fragment UnfinishedJobs_job on ServiceRecord {
        id
        status
        serviceDate
        serviceName
        totalAmount
        notes
        depositHeld
        customer {
          firstName
          lastName
        }
      }
    `,
    job,
  );
  // Marked done or cancelled here or elsewhere: the payload changes its status and it leaves the card.
  if (j.status !== 'scheduled') return null;
  const name = `${j.customer.firstName} ${j.customer.lastName}`;
  return (
    <li className="space-y-1 rounded-xl border border-amber-200 bg-white p-3" data-testid="unfinished-job" aria-label={`${name}, ${when(j.serviceDate)}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{name}</p>
        <NotCompletedBadge />
      </div>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-slate-600">
        <span>
          {j.serviceName ?? 'Detailing'} · {when(j.serviceDate)}
        </span>
        <Link to={`/schedule?week=${dayOf(j.serviceDate)}`} className="inline-flex items-center gap-1 font-medium text-brand-700">
          <CalendarDays className="size-4" aria-hidden /> On the schedule
        </Link>
      </p>
      <AppointmentActions id={j.id} serviceDate={j.serviceDate} totalAmount={j.totalAmount ?? null} notes={j.notes ?? null} depositHeld={j.depositHeld ?? null} />
    </li>
  );
}

export function UnfinishedJobs({ user }: { user: UnfinishedJobs_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<UnfinishedJobsPaginationQuery, UnfinishedJobs_user$key>(
    graphql`
      fragment UnfinishedJobs_user on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" })
      @refetchable(queryName: "UnfinishedJobsPaginationQuery") {
        unfinishedJobs(first: $count, after: $cursor) @connection(key: "UnfinishedJobs_unfinishedJobs") {
          totalCount
          edges {
            node {
              id
              serviceDate
              ...UnfinishedJobs_job
            }
          }
        }
      }
    `,
    user,
  );
  const { totalCount, edges } = data.unfinishedJobs;
  if (!totalCount || !edges.length) return null;
  return (
    <section className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3" aria-labelledby="home-unfinished" data-testid="home-unfinished">
      <h2 id="home-unfinished" className="font-semibold text-amber-950">
        {unfinishedJobsTitle(totalCount, daysAgo(edges[0].node.serviceDate))}
      </h2>
      <p className="text-sm text-amber-900">Mark each one done or cancelled, so your schedule, invoices and customers stay right.</p>
      <ul className="space-y-2">
        {edges.map((e) => (
          <UnfinishedJob key={e.node.id} job={e.node} />
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" size="sm" className="w-full" onClick={() => loadNext(10)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading...' : `Show ${totalCount - edges.length} more`}
        </Button>
      )}
    </section>
  );
}
