import * as P from '@radix-ui/react-progress';
import { cn } from './cn';

export const PROGRESS_MAX = 100;

export function Progress({ value, className, label }: { value: number; className?: string; label?: string }) {
  const clamped = Math.max(0, Math.min(PROGRESS_MAX, value));
  return (
    <P.Root value={clamped} max={PROGRESS_MAX} aria-label={label} className={cn('relative h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}>
      <P.Indicator className="h-full bg-brand-600 transition-all" style={{ width: `${clamped}%` }} />
    </P.Root>
  );
}
