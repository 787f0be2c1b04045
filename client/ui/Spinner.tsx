import { cn } from './cn';

export const Spinner = ({ className, label = 'Loading' }: { className?: string; label?: string }) => (
  <span role="status" aria-label={label} className={cn('inline-block size-8 animate-spin rounded-full border-4 border-brand-600 border-t-transparent', className)} />
);

export const FullPageSpinner = () => (
  <div className="flex min-h-dvh items-center justify-center">
    <Spinner />
  </div>
);
