// /dashboard: header, the Tasks / Learn / More views by ?view=, bottom navigation and the blocking screens.
import { CalendarDays, Settings } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, Navigate, useLoaderData, useSearchParams } from 'react-router-dom';
import { DashboardSkeleton } from '../navigation/AppShellSkeleton';
import { MainNav } from '../navigation/MainNav';
import { PaymentRequired } from '../payments/PaymentRequired';
import { useBookingRequestsLive } from '../requests/useBookingRequestsLive';
import { ScheduleList } from '../schedule/ScheduleList';
import { SupportCenterDialog } from '../support/SupportCenterDialog';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';
import { ConversationCounter } from './ConversationCounter';
import { LearnView } from './LearnView';
import { MoreView } from './MoreView';
import { TasksView } from './TasksView';

const VIEWS = ['tasks', 'learn', 'more', 'scripts'] as const;
type View = (typeof VIEWS)[number];

function Dashboard() {
  const [params] = useSearchParams();
  const view: View = VIEWS.includes(params.get('view') as View) ? (params.get('view') as View) : 'tasks';
  const queryRef = useLoaderData() as PreloadedQuery<DashboardPageQuery>;
  const today = queryRef.variables.today;
  useBookingRequestsLive();
  const data = usePreloadedQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery($today: String!, $from: String!, $to: String!) {
        viewer {
          firstName
          pendingBookingRequestCount
          ...ScheduleList_user @arguments(from: $from, to: $to)
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
            <section className="space-y-2" aria-labelledby="today-schedule">
              <div className="flex items-baseline justify-between">
                <h2 id="today-schedule" className="font-semibold">
                  Today's appointments
                </h2>
                <Link to="/schedule" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                  <CalendarDays className="size-4" aria-hidden /> Schedule
                </Link>
              </div>
              <ScheduleList user={viewer} todayOnly />
            </section>
            <ConversationCounter user={viewer} today={today} />
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
          </>
        )}
        {view === 'learn' && <LearnView categories={data.learningCategories} />}
        {(view === 'more' || view === 'scripts') && (
          <MoreView bookingPath={viewer.business?.bookingPath ?? null} isAdmin={viewer.isAdmin} />
        )}
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
