// The mark of a job still scheduled from a day that has passed: neither marked done nor cancelled. Shown on
// the schedule's cards (list and week grid), today's jobs on the home and the home's card of them.
import { CircleAlert } from 'lucide-react';
import { NOT_COMPLETED_LABEL } from '../../../common/schedule';
import { dayOf, today } from '../../ui/businessZone';

/** The job is still `scheduled` and its day (the business's) has passed (today's jobs are still being worked: not marked). */
export const isNotCompleted = (status: string, serviceDate: string, now = new Date()) => status === 'scheduled' && dayOf(serviceDate) < today(now);

export function NotCompletedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900" data-testid="not-completed">
      <CircleAlert className="size-3.5 shrink-0" aria-hidden />
      {NOT_COMPLETED_LABEL}
    </span>
  );
}
