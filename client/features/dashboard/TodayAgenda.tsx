// The top of the home: booking requests waiting for an answer (Accept / Decline in one tap), past jobs
// not marked done (Complete / Cancel at hand), texts to send from the owner's phone (and messages that
// did not go out) and today's appointments.
import { CalendarDays, Inbox } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { PREFERRED_TIME_LABELS, type PreferredTime } from '../../../common/booking-times';
import { RequestAnswers } from '../requests/RequestAnswers';
import { formatDay } from '../requests/formatDay';
import { NewJobDialog } from '../schedule/NewJobDialog';
import type { TodayAgenda_request$key } from './__generated__/TodayAgenda_request.graphql';
import type { TodayAgenda_user$key } from './__generated__/TodayAgenda_user.graphql';
import type { TodayJobs_user$key } from './__generated__/TodayJobs_user.graphql';
import type { ToTextCardQuery } from './__generated__/ToTextCardQuery.graphql';
import { TodayJobs } from './TodayJobs';
import { ToTextCard } from './ToTextCard';
import { UnfinishedJobs } from './UnfinishedJobs';

function PendingRequest({ request }: { request: TodayAgenda_request$key }) {
  const r = useFragment(
    graphql`
      fragment TodayAgenda_request on BookingRequest {
        status
        name
        serviceName
        vehicleMake
        vehicleModel
        preferredDate
        preferredTime
        ...RequestAnswers_request
      }
    `,
    request,
  );
  // Answered here or elsewhere: the payload changes its status and it leaves the home.
  if (r.status !== 'pending') return null;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-white p-3" data-testid="home-request">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{r.name}</p>
        <p className="truncate text-sm text-slate-600">
          {r.serviceName} · {r.vehicleMake} {r.vehicleModel} · {formatDay(r.preferredDate)}, {PREFERRED_TIME_LABELS[r.preferredTime as PreferredTime] ?? r.preferredTime}
        </p>
      </div>
      <div className="flex gap-2">
        <RequestAnswers request={r} />
      </div>
    </li>
  );
}

// The pending requests connection (TodayAgenda_pendingRequests) is added to live by useBookingRequestsLive.
/** `schedule` is the viewer with today's schedule (the page query spreads TodayJobs_user for today). */
export function TodayAgenda({ user, schedule, toText }: { user: TodayAgenda_user$key; schedule: TodayJobs_user$key; toText: PreloadedQuery<ToTextCardQuery> }) {
  const data = useFragment(
    graphql`
      fragment TodayAgenda_user on User {
        pendingBookingRequestCount
        ...UnfinishedJobs_user
        pendingRequests: bookingRequests(first: 3, status: pending) @connection(key: "TodayAgenda_pendingRequests", filters: ["status"]) {
          edges {
            node {
              id
              ...TodayAgenda_request
            }
          }
        }
      }
    `,
    user,
  );
  const waiting = data.pendingBookingRequestCount;
  return (
    <div className="space-y-4">
      {waiting > 0 && (
        <section className="space-y-2" aria-labelledby="home-requests">
          <div className="flex items-baseline justify-between">
            <h2 id="home-requests" className="flex items-center gap-2 font-semibold">
              <Inbox className="size-4 text-amber-600" aria-hidden /> {waiting} booking {waiting === 1 ? 'request' : 'requests'} waiting
            </h2>
            <Link to="/requests" className="text-sm font-medium text-brand-700">
              See all
            </Link>
          </div>
          <ul className="space-y-2">
            {data.pendingRequests.edges.map((e) => (
              <PendingRequest key={e.node.id} request={e.node} />
            ))}
          </ul>
        </section>
      )}
      <UnfinishedJobs user={data} />
      {/* Its own query: the list waits on its own data, never holding up today's jobs; after the requests, so they stay on top. */}
      <Suspense fallback={null}>
        <ToTextCard queryRef={toText} />
      </Suspense>
      <section className="space-y-2" aria-labelledby="today-schedule">
        <div className="flex items-baseline justify-between">
          <h2 id="today-schedule" className="font-semibold">
            Today's appointments
          </h2>
          <div className="flex items-center gap-3">
            <NewJobDialog variant="secondary" />
            <Link to="/schedule" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
              <CalendarDays className="size-4" aria-hidden /> Schedule
            </Link>
          </div>
        </div>
        <TodayJobs user={schedule} />
      </section>
    </div>
  );
}
