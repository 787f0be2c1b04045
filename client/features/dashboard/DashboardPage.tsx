// /dashboard: header, the Tasks / Learn / More views by ?view=, bottom navigation and the blocking screens.
import { BookOpen, CreditCard, Grid2x2, ListChecks, Settings, Users } from 'lucide-react';
import { Suspense, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Spinner } from '../../ui/Spinner';
import { SupportCenterDialog } from '../support/SupportCenterDialog';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';
import { ConversationCounter } from './ConversationCounter';
import { LearnView } from './LearnView';
import { localDate } from '../../ui/localDate';
import { MoreView } from './MoreView';
import { TasksView } from './TasksView';

const VIEWS = ['tasks', 'learn', 'more', 'scripts'] as const;
type View = (typeof VIEWS)[number];

function PaymentRequired() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <CreditCard className="size-12 text-red-500" aria-hidden />
      <h1 className="text-2xl font-bold">Payment Verification Required</h1>
      <p className="text-slate-600">
        Your 48-hour verification period has ended and we could not verify your payment. Update your payment method to
        continue your training program.
      </p>
      <Button asChild>
        <Link to="/settings">Update Payment Method</Link>
      </Button>
    </main>
  );
}

function Dashboard() {
  const [params] = useSearchParams();
  const view: View = VIEWS.includes(params.get('view') as View) ? (params.get('view') as View) : 'tasks';
  const today = useMemo(() => localDate(), []);
  const data = useLazyLoadQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery($today: String!) {
        viewer {
          firstName
          phone
          isAdmin
          onboardingCompleted
          paymentStatus {
            overdue
          }
          business {
            businessName
            bookingPath
            city
          }
          programDay {
            week
            programDay
            ...TasksView_programDay
          }
          ...ConversationCounter_user @arguments(today: $today)
        }
        learningCategories {
          ...LearnView_categories
        }
      }
    `,
    { today },
    { fetchPolicy: 'store-and-network' },
  );
  const viewer = data.viewer;
  if (!viewer) return null;
  if (!viewer.onboardingCompleted) return <Navigate to="/onboarding" replace />;
  if (viewer.paymentStatus.overdue) return <PaymentRequired />;

  const nav = [
    { label: 'Tasks', to: '/dashboard?view=tasks', icon: ListChecks, active: view === 'tasks' },
    { label: 'Customers', to: '/customers', icon: Users, active: false },
    { label: 'Learn', to: '/dashboard?view=learn', icon: BookOpen, active: view === 'learn' },
    { label: 'More', to: '/dashboard?view=more', icon: Grid2x2, active: view === 'more' || view === 'scripts' },
  ];

  return (
    <div className="min-h-dvh bg-slate-50 pb-24">
      <header className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <div className="min-w-0">
          <h1 className="truncate font-semibold">{viewer.business?.businessName}</h1>
          <p className="text-xs text-slate-500">
            Week {viewer.programDay.week} • Day {viewer.programDay.programDay}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <SupportCenterDialog />
          <Link to="/settings" aria-label="Settings" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
            <Settings className="size-5" />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-5">
        {view === 'tasks' && (
          <>
            <ConversationCounter user={viewer} today={today} />
            <TasksView
              programDay={viewer.programDay}
              owner={{ firstName: viewer.firstName, phone: viewer.phone, businessName: viewer.business?.businessName, city: viewer.business?.city }}
            />
          </>
        )}
        {view === 'learn' && <LearnView categories={data.learningCategories} />}
        {(view === 'more' || view === 'scripts') && (
          <MoreView bookingPath={viewer.business?.bookingPath ?? null} isAdmin={viewer.isAdmin} />
        )}
      </main>
      <nav aria-label="Main" className="fixed inset-x-0 bottom-0 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]">
        <ul className="mx-auto grid max-w-2xl grid-cols-4">
          {nav.map(({ label, to, icon: Icon, active }) => (
            <li key={label}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn('flex flex-col items-center gap-1 py-2 text-xs font-medium', active ? 'text-brand-700' : 'text-slate-500')}
              >
                <Icon className="size-5" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function Component() {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-dvh flex-col items-center justify-center gap-4">
          <Spinner />
          <p className="font-medium text-slate-700">Loading Your Training Program</p>
        </div>
      }
    >
      <Dashboard />
    </Suspense>
  );
}
