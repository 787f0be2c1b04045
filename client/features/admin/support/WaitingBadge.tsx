import { cn } from '../../../ui/cn';
import { useNow, waitingOf } from './waiting';

/** The owner's wait for an answer ("Waiting 3 h of 24 h"), red once the 24 hours are over; nothing when no one waits. */
export function WaitingBadge({ since, className }: { since: string | null | undefined; className?: string }) {
  const now = useNow();
  if (!since) return null;
  const { text, overdue } = waitingOf(since, now);
  return (
    <span data-testid="ticket-waiting" data-overdue={overdue || undefined} className={cn('inline-block rounded px-1.5 py-0.5 text-xs font-medium', overdue ? 'bg-red-100 text-red-800' : 'bg-amber-50 text-amber-900', className)}>
      {text}
    </span>
  );
}
