// /dashboard: header, the Tasks / Learn / More views by ?view=, the main navigation and the blocking screens.
// The Tasks view is the home: requests and today's appointments on top, the conversation counter and
// today's tasks inline (two columns on a desktop).
import { Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, Navigate, useLoaderData, useSearchParams } from 'react-router-dom';
import { cn } from '../../ui/cn';
import { DashboardSkeleton } from '../navigation/AppShellSkeleton';
import { MainNav, withMainNav } from '../navigation/MainNav';
import { useBookingRequestsLive } from '../requests/useBookingRequestsLive';
import { SupportCenterDialog } from '../support/SupportCenterDialog';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';
import type { DashboardLoaded } from './DashboardPage.loader';
import { CoachCard } from './CoachCard';
import { ConversationCounter } from './ConversationCounter';
import { HourlyRateCard } from './HourlyRateCard';
import { TasksView } from './TasksView';
import { TodayAgenda } from './TodayAgenda';
import { SkeletonCards } from '../../ui/Skeleton';

// The Learn and More views and the overdue screen load when they show: the home opens on Tasks.
const LearnView = lazy(() => import('./LearnView').then((m) => ({ default: m.LearnView })));
const MoreView = lazy(() => import('./MoreView').then((m) => ({ default: m.MoreView })));
const PaymentRequired = lazy(() => import('../payments/PaymentRequired').then((m) => ({ default: m.PaymentRequired })));

const VIEWS = ['tasks', 'learn', 'more', 'scripts'] as const;
type View = (typeof VIEWS)[number];

function Dashboard() {
  const [params] = useSearchParams();
  const view: View = VIEWS.includes(params.get('view') as View) ? (params.get('view') as View) : 'tasks';
  const { page: queryRef, toText } = useLoaderData() as DashboardLoaded;
  const today = queryRef.variables.today;
  useBookingRequestsLive();
  const data = usePreloadedQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery($today: String!, $from: String!, $to: String!) {
        viewer {
          firstName
          pendingBookingRequestCount
          ...TodayAgenda_user
          ...TodayJobs_user @arguments(from: $from, to: $to)
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
            services {
              name
              price
            }
          }
          programDay {
            week
            programDay
            ...TasksView_programDay
          }
          ...ConversationCounter_user @arguments(today: $today)
          ...HourlyRateCard_user
          ...CoachCard_user
        }
        learningCategories {
          ...LearnView_categories
        }
      }
    `,
    queryRef,
  );
  const viewer = data.viewer;
  if (!viewer) return null;
  // Overdue comes first: the wizard's writes would be refused with 402.
  if (viewer.paymentStatus.overdue) return <PaymentRequired />;
  if (!viewer.onboardingCompleted) return <Navigate to="/onboarding" replace />;

  return (
    <div className={`min-h-dvh bg-slate-50 ${withMainNav}`}>
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
      <main className={cn('mx-auto max-w-2xl space-y-4 px-4 py-5', view === 'tasks' && 'lg:grid lg:max-w-6xl lg:grid-cols-2 lg:items-start lg:gap-6 lg:space-y-0 lg:px-8')}>
        {view === 'tasks' && (
          <>
            <TodayAgenda user={viewer} schedule={viewer} toText={toText} />
            <div className="space-y-4">
              <CoachCard user={viewer} />
              <ConversationCounter user={viewer} today={today} />
              <HourlyRateCard user={viewer} />
            <TasksView
              programDay={viewer.programDay}
              owner={{
                firstName: viewer.firstName,
                phone: viewer.phone,
                businessName: viewer.business?.businessName,
                city: viewer.business?.city,
                bookingLink: viewer.business ? `${window.location.origin}${viewer.business.bookingPath}` : null,
                services: viewer.business?.services,
              }}
            />
            </div>
          </>
        )}
        <Suspense fallback={<SkeletonCards />}>
          {view === 'learn' && <LearnView categories={data.learningCategories} />}
          {(view === 'more' || view === 'scripts') && (
            <MoreView bookingPath={viewer.business?.bookingPath ?? null} isAdmin={viewer.isAdmin} />
          )}
        </Suspense>
      </main>
      <MainNav active={view === 'learn' ? 'learn' : view === 'tasks' ? 'tasks' : 'more'} pendingRequests={viewer.pendingBookingRequestCount} />
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<DashboardSkeleton label="Loading Your Training Program" />}>
      <Dashboard />
    </Suspense>
  );
}
