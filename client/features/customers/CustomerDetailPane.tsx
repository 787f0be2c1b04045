// Where a customer's detail opens: a sheet on phones, a pane beside the list from 1024 px (lg) on.
import { UserRound, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Dialog, DialogContent } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { useIsDesktop } from '../../ui/useMediaQuery';

// A customer's detail (its own query, the forms and their validation) downloads when one is opened,
// not with the list.
const CustomerDetail = lazy(() => import('./CustomerDetail').then((m) => ({ default: m.CustomerDetail })));

const TITLE = 'Customer Details';

export function CustomerDetailPane({ openId, connectionId, onClose }: { openId: string | null; connectionId: string; onClose: () => void }) {
  const desktop = useIsDesktop();
  const detail: ReactNode = openId && (
    <ErrorBoundary resetKeys={[openId]} fallback={<p className="text-red-600">Failed to load customer details.</p>}>
      <Suspense fallback={<Spinner />}>
        <CustomerDetail id={openId} connectionId={connectionId} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
  if (!desktop) {
    return (
      <Dialog open={!!openId} onOpenChange={(o) => !o && onClose()}>
        {openId && <DialogContent title={TITLE}>{detail}</DialogContent>}
      </Dialog>
    );
  }
  return (
    <section
      aria-label={TITLE}
      className="sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {openId ? (
        <>
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 className="text-lg font-semibold text-slate-900">{TITLE}</h2>
            <button type="button" aria-label="Close" onClick={onClose} className="rounded-lg p-1 text-slate-500 hover:bg-slate-100">
              <X className="size-5" />
            </button>
          </div>
          {detail}
        </>
      ) : (
        <div className="py-16 text-center text-slate-500">
          <UserRound className="mx-auto mb-2 size-10 text-slate-300" aria-hidden />
          <p>Select a customer to see their details here.</p>
        </div>
      )}
    </section>
  );
}
