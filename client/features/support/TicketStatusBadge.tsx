import { statusLabel } from '../../../common/support';
import { cn } from '../../ui/cn';

/** Badge variants of the spec: new destructive, in_progress default, resolved secondary, closed outline. */
const variants: Record<string, string> = {
  new: 'bg-red-600 text-white',
  in_progress: 'bg-brand-700 text-white',
  resolved: 'bg-slate-200 text-slate-800',
  closed: 'border border-slate-300 text-slate-700',
};

export function TicketStatusBadge({ status }: { status: string }) {
  const known = status in variants ? status : 'new'; // an unknown status shows as new
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', variants[known])}>{statusLabel(known)}</span>;
}
