// The owner's main navigation: a bottom tab bar on phones, a left sidebar from 1024 px (lg) on.
import { BookOpen, CalendarDays, Grid2x2, Inbox, ListChecks, Users, Wallet } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { cn } from '../../ui/cn';
import { useIsDesktop } from '../../ui/useMediaQuery';
import type { MainNavQuery } from './__generated__/MainNavQuery.graphql';

export type MainTab = 'tasks' | 'schedule' | 'customers' | 'requests' | 'money' | 'learn' | 'more';

const TABS = [
  { tab: 'tasks', label: 'Tasks', to: '/dashboard?view=tasks', icon: ListChecks },
  { tab: 'schedule', label: 'Schedule', to: '/schedule', icon: CalendarDays },
  { tab: 'customers', label: 'Customers', to: '/customers', icon: Users },
  { tab: 'requests', label: 'Requests', to: '/requests', icon: Inbox },
  // The phone's bar has room for six: there Money is under More (MoreView), and More is lit on /money.
  { tab: 'money', label: 'Money', to: '/money', icon: Wallet, desktopOnly: true },
  { tab: 'learn', label: 'Learn', to: '/dashboard?view=learn', icon: BookOpen },
  { tab: 'more', label: 'More', to: '/dashboard?view=more', icon: Grid2x2 },
] as const;

/** The waiting-request count as the store knows it (never fetched here: pages that show it select it). */
const storedCount = graphql`
  query MainNavQuery {
    viewer {
      pendingBookingRequestCount
    }
  }
`;

/**
 * Every signed-in page shows it and leaves room for it: `pb-24 lg:pb-0 lg:pl-60` (see `withMainNav`).
 * `pendingRequests` badges the Requests tab (by default the count in the store); `active` is null while a page loads.
 */
export function MainNav({ active, pendingRequests }: { active: MainTab | null; pendingRequests?: number }) {
  const stored = useLazyLoadQuery<MainNavQuery>(storedCount, {}, { fetchPolicy: 'store-only' }).viewer?.pendingBookingRequestCount;
  const count = pendingRequests ?? stored ?? 0;
  const desktop = useIsDesktop();
  const current = active === 'money' && !desktop ? 'more' : active;
  return (
    <nav
      aria-label="Main"
      className={cn(
        'fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]',
        'lg:inset-y-0 lg:right-auto lg:w-60 lg:border-r lg:border-t-0 lg:pb-0',
      )}
    >
      <p className="hidden px-6 pb-4 pt-6 text-sm font-bold uppercase tracking-wide text-brand-700 lg:block">Detailer's Launchpad</p>
      <ul className="mx-auto grid max-w-2xl grid-cols-6 lg:mx-0 lg:flex lg:max-w-none lg:flex-col lg:gap-1 lg:px-3">
        {TABS.map(({ tab, label, to, icon: Icon, ...rest }) => (
          <li key={tab} className={'desktopOnly' in rest ? 'hidden lg:block' : undefined}>
            <Link
              to={to}
              aria-current={current === tab ? 'page' : undefined}
              className={cn(
                'relative flex flex-col items-center gap-1 py-2 text-xs font-medium',
                'lg:flex-row lg:gap-3 lg:rounded-lg lg:px-3 lg:py-2.5 lg:text-sm lg:hover:bg-slate-100',
                current === tab ? 'text-brand-700 lg:bg-brand-50' : 'text-slate-500 lg:text-slate-700',
              )}
            >
              <Icon className="size-5" aria-hidden />
              {label}
              {tab === 'requests' && count > 0 && (
                <>
                  {/* The link's name says "Requests, 2 pending"; the toast announces a new one (no live region here). */}
                  <span
                    data-testid="pending-requests-badge"
                    aria-hidden
                    className="absolute left-1/2 top-1 ml-2 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-[11px] font-bold leading-5 text-white lg:static lg:ml-auto"
                  >
                    {count}
                  </span>
                  <span className="sr-only">, {count} pending</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page wrapper's room for the navigation: the tab bar at the bottom, the sidebar on the left. */
export const withMainNav = 'pb-24 lg:pb-0 lg:pl-60';