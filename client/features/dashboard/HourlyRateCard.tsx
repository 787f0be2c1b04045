// The home's coaching card on pricing (#50): from five completed jobs on, a link to the money screen's
// real hourly rate per vehicle size (/money#hourly-rate). Fewer jobs: nothing shows.
import { Gauge } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Card } from '../../ui/Card';
import type { HourlyRateCard_user$key } from './__generated__/HourlyRateCard_user.graphql';

/** The card shows from this many completed jobs on (the server's HOURLY_RATE_MIN_JOBS). */
const MIN_JOBS = 5;

export function HourlyRateCard({ user }: { user: HourlyRateCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment HourlyRateCard_user on User {
        jobsDone: moneySummary(period: week) {
          completedJobs
        }
      }
    `,
    user,
  );
  const jobs = data.jobsDone?.completedJobs ?? 0;
  if (jobs < MIN_JOBS) return null;
  return (
    <Card className="flex items-start gap-3 p-4" data-testid="hourly-rate-card">
      <Gauge className="mt-0.5 size-5 shrink-0 text-blue-700" aria-hidden />
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold">What do you really earn an hour?</h2>
        <p className="text-sm text-slate-600">
          {jobs} jobs done: see each vehicle size's rate once the drive is counted, and the price that would reach your target.
        </p>
        <Link to="/money#hourly-rate" className="inline-block py-1 text-sm font-medium text-blue-700 underline">
          See your hourly rate
        </Link>
      </div>
    </Card>
  );
}
