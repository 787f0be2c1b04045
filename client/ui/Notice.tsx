import type { ReactNode } from 'react';
import { cn } from './cn';

const tones = {
  success: 'border-green-200 bg-green-50 text-green-800',
  warning: 'border-yellow-200 bg-yellow-50 text-yellow-800',
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-brand-100 bg-brand-50 text-brand-800',
};

/** `id` lets the fields a message is about point at it (aria-describedby). */
export function Notice({ tone, children, className, id }: { tone: keyof typeof tones; children: ReactNode; className?: string; id?: string }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}>
      {children}
    </div>
  );
}
