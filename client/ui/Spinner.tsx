import { cn } from './cn';

const sizes = { md: 'size-8 border-4', sm: 'size-5 border-2' };

export const Spinner = ({ className, label = 'Loading', size = 'md' }: { className?: string; label?: string; size?: keyof typeof sizes }) => (
  <span role="status" aria-label={label} className={cn('inline-block animate-spin rounded-full border-brand-600 border-t-transparent', sizes[size], className)} />
);

export const FullPageSpinner = () => (
  <div className="flex min-h-dvh items-center justify-center">
    <Spinner />
  </div>
);
