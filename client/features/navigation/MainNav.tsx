// The owner's bottom tab bar, shared by the dashboard's views and the Customers page.
import { BookOpen, Grid2x2, Inbox, ListChecks, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '../../ui/cn';

export type MainTab = 'tasks' | 'customers' | 'requests' | 'learn' | 'more';

const TABS = [
  { tab: 'tasks', label: 'Tasks', to: '/dashboard?view=tasks', icon: ListChecks },
  { tab: 'customers', label: 'Customers', to: '/customers', icon: Users },
  { tab: 'requests', label: 'Requests', to: '/requests', icon: Inbox },
  { tab: 'learn', label: 'Learn', to: '/dashboard?view=learn', icon: BookOpen },
  { tab: 'more', label: 'More', to: '/dashboard?view=more', icon: Grid2x2 },
] as const;

/** Pages that show it leave room at the bottom (pb-24). `pendingRequests` badges the Requests tab; `active` is null while a page loads. */
export function MainNav({ active, pendingRequests = 0 }: { active: MainTab | null; pendingRequests?: number }) {
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]">
      <ul className="mx-auto grid max-w-2xl grid-cols-5">
        {TABS.map(({ tab, label, to, icon: Icon }) => (
          <li key={tab}>
            <Link
              to={to}
              aria-current={active === tab ? 'page' : undefined}
              className={cn('relative flex flex-col items-center gap-1 py-2 text-xs font-medium', active === tab ? 'text-brand-700' : 'text-slate-500')}
            >
              <Icon className="size-5" aria-hidden />
              {label}
              {tab === 'requests' && pendingRequests > 0 && (
                <span
                  data-testid="pending-requests-badge"
                  role="status"
                  aria-label={`${pendingRequests} pending`}
                  className="absolute left-1/2 top-1 ml-2 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-[11px] font-bold leading-5 text-white"
                >
                  {pendingRequests}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
