import { cn } from './cn';

/** A grey placeholder in the shape of content still loading. */
export const Skeleton = ({ className }: { className?: string }) => (
  <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />
);

/** Placeholder cards for a page's content; announces the loading once for screen readers. */
export const SkeletonCards = ({ count = 3, label = 'Loading' }: { count?: number; label?: string }) => (
  <div role="status" aria-label={label} className="space-y-3">
    {Array.from({ length: count }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
      <div key={i} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-3 w-4/5" />
        <Skeleton className="h-3 w-3/5" />
      </div>
    ))}
  </div>
);
