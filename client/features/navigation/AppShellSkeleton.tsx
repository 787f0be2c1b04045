// What a signed-in page shows while its code or data loads: the app's frame (the dashboard's header
// and tab bar, or an inner page's header with its way back) around skeletons of the content.
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Skeleton, SkeletonCards } from '../../ui/Skeleton';
import { MainNav, withMainNav } from './MainNav';

export function DashboardSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={`min-h-dvh bg-slate-50 ${withMainNav}`}>
      <header className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <div className="w-1/2 space-y-2 py-0.5">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
        <Skeleton className="size-8" />
      </header>
      <main className="mx-auto max-w-2xl px-4 py-5">
        <SkeletonCards label={label} />
      </main>
      <MainNav active={null} />
    </div>
  );
}

/** An inner page (customers, settings, admin…): the back link to the dashboard and skeleton rows. */
export function PageSkeleton({ back = '/dashboard', label = 'Back to Dashboard' }: { back?: string; label?: string }) {
  // Every signed-in page keeps the navigation, except the setup wizard and the admin panel.
  const { pathname } = useLocation();
  const nav = !/^\/(onboarding|admin)(\/|$)/.test(pathname);
  return (
    <div className={`min-h-dvh bg-slate-50 ${nav ? withMainNav : ''}`}>
      <header className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
        <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
          <ArrowLeft className="size-4" /> {label}
        </Link>
      </header>
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-5">
        <Skeleton className="h-7 w-1/3" />
        <SkeletonCards count={4} />
      </main>
      {nav && <MainNav active={null} />}
    </div>
  );
}

/** The setup wizard's frame (its title, no way back: a new owner has nowhere else to go yet). */
export function WizardSkeleton() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
        <p className="font-semibold text-slate-900">Set up your business</p>
      </header>
      <main className="mx-auto max-w-xl space-y-4 px-4 py-6">
        <Skeleton className="h-2 w-full" />
        <SkeletonCards count={2} label="Loading the setup" />
      </main>
    </div>
  );
}

/** The guard's placeholder: the frame of the page being opened. */
export function AppShellSkeleton() {
  const { pathname } = useLocation();
  if (pathname === '/onboarding') return <WizardSkeleton />;
  return pathname === '/dashboard' ? <DashboardSkeleton /> : <PageSkeleton />;
}
