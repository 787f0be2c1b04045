import * as T from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const Tabs = T.Root;
/** Tabs share the width equally, or (scroll) keep their own widths; either scrolls sideways when it does not fit. */
export const TabsList = ({ className, scroll, ...p }: ComponentProps<typeof T.List> & { scroll?: boolean }) => (
  <T.List className={cn('w-full overflow-x-auto rounded-lg bg-slate-100 p-1', scroll ? 'flex' : 'grid auto-cols-fr grid-flow-col', className)} {...p} />
);
export const TabsTrigger = ({ className, ...p }: ComponentProps<typeof T.Trigger>) => (
  <T.Trigger
    className={cn(
      'h-9 rounded-md text-sm font-medium text-slate-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
      className,
    )}
    {...p}
  />
);
export const TabsContent = ({ className, ...p }: ComponentProps<typeof T.Content>) => (
  <T.Content className={cn('mt-4 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600', className)} {...p} />
);
