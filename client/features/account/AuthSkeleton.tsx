// /auth and /signup while their data loads: the title and a card in the shape of the form.
import { Skeleton } from '../../ui/Skeleton';

export function AuthSkeleton() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <main className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-12">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold text-slate-900">Detailer's Launchpad</h1>
          <Skeleton className="mx-auto mt-2 h-4 w-4/5" />
        </div>
        <div role="status" aria-label="Loading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </main>
    </div>
  );
}
