// The platform's own progress bar (role progressbar, its value read by screen readers), styled.
import { cn } from './cn';

export const PROGRESS_MAX = 100;

export function Progress({ value, className, label }: { value: number; className?: string; label?: string }) {
  const clamped = Math.max(0, Math.min(PROGRESS_MAX, value));
  return (
    <progress
      value={clamped}
      max={PROGRESS_MAX}
      aria-label={label}
      className={cn(
        'block h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-slate-200',
        '[&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-all [&::-moz-progress-bar]:bg-brand-600',
        className,
      )}
    />
  );
}
