import type { HTMLAttributes } from 'react';
import { cn } from './cn';

const tones = {
  plain: 'border-slate-200 bg-white',
  /** Edged in the brand's colour. */
  brand: 'border-brand-100 bg-white',
  /** Edged and filled in the brand's colour: an offer. */
  offer: 'border-brand-100 bg-brand-50',
};

export const Card = ({ className, tone = 'plain', ...p }: HTMLAttributes<HTMLDivElement> & { tone?: keyof typeof tones }) => (
  <div className={cn('rounded-xl border shadow-sm', tones[tone], className)} {...p} />
);
export const CardHeader = ({ className, ...p }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('space-y-1 p-5 pb-3', className)} {...p} />
);
export const CardTitle = ({ className, ...p }: HTMLAttributes<HTMLHeadingElement>) => (
  <h2 className={cn('text-lg font-semibold text-slate-900', className)} {...p} />
);
/** A card's body, under its header; `first` when nothing is above it (padded on top too). */
export const CardContent = ({ className, first, ...p }: HTMLAttributes<HTMLDivElement> & { first?: boolean }) => (
  <div className={cn(first ? 'p-5' : 'p-5 pt-0', className)} {...p} />
);
