import { cn } from '../../ui/cn';

const styles: Record<string, string> = {
  lead: 'bg-amber-100 text-amber-800',
  active: 'bg-green-100 text-green-800',
  inactive: 'bg-slate-200 text-slate-700',
};
const labels: Record<string, string> = { lead: 'Lead', active: 'Active', inactive: 'Inactive' };

export function CustomerStatusBadge({ status }: { status: string }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', styles[status] ?? styles.inactive)}>
      {labels[status] ?? status}
    </span>
  );
}
