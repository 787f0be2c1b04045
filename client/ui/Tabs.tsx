import * as T from '@radix-ui/react-tabs';
import { type ComponentProps, useCallback } from 'react';
import { cn } from './cn';

export const Tabs = T.Root;
const layouts = {
  /** The tabs share the width equally. */
  fill: 'grid auto-cols-fr grid-flow-col',
  /** Each tab keeps its label's width (give the triggers shrink-0); the list scrolls sideways when they do not fit. */
  scroll: 'flex',
  /** Scroll on a phone, share the width from the small breakpoint up. */
  scrollNarrow: 'flex sm:grid sm:auto-cols-fr sm:grid-flow-col',
};

export function TabsList({ className, layout = 'fill', ...p }: ComponentProps<typeof T.List> & { layout?: keyof typeof layouts }) {
  // Opened at a tab that is out of the scrolled list's sight (a phone, a tab far right): the list shows it.
  const showActive = useCallback((list: HTMLDivElement | null) => {
    const active = list?.querySelector('[data-state="active"]');
    if (!list || !active) return;
    const [l, a] = [list.getBoundingClientRect(), active.getBoundingClientRect()];
    const inset = Number.parseFloat(getComputedStyle(list).paddingRight) || 0;
    if (a.right > l.right - inset) list.scrollLeft += Math.ceil(a.right - l.right + inset);
    else if (a.left < l.left + inset) list.scrollLeft -= Math.ceil(l.left + inset - a.left);
  }, []);
  return <T.List ref={showActive} className={cn('w-full overflow-x-auto rounded-lg bg-slate-100 p-1', layouts[layout], className)} {...p} />;
}
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
