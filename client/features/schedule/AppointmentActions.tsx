// Complete (amount, a completion note kept below the job's notes, next service due), Reschedule and Cancel,
// and No-show once the job's start has passed (#59). The buttons show with the job; the
// forms and their mutation (AppointmentActionForms.tsx) load when one is pointed at, touched or focused,
// at the latest when its dialog opens.
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';

const loadForms = () => import('./AppointmentActionForms');
const preload = () => {
  loadForms().catch(() => {});
};
const CompleteForm = lazy(() => loadForms().then((m) => ({ default: m.CompleteForm })));
const RescheduleForm = lazy(() => loadForms().then((m) => ({ default: m.RescheduleForm })));
const CancelForm = lazy(() => loadForms().then((m) => ({ default: m.CancelForm })));
const NoShowForm = lazy(() => loadForms().then((m) => ({ default: m.NoShowForm })));

/** `children`: more actions for the job, first in the row (On my way on its day). */
export function AppointmentActions({
  id,
  serviceDate,
  totalAmount,
  notes = null,
  depositHeld = null,
  children,
}: {
  id: string;
  serviceDate: string;
  totalAmount: string | null;
  /** The job's notes: Complete keeps them and adds its own note below. */
  notes?: string | null;
  /** The paid deposit still held ("36.00"): cancelling or moving asks whether to refund or carry it. */
  depositHeld?: string | null;
  children?: ReactNode;
}) {
  const [dialog, setDialog] = useState<'complete' | 'reschedule' | 'cancel' | 'no-show' | null>(null);
  const job = { id, serviceDate, depositHeld, onDone: () => setDialog(null) };
  const opener = (name: 'complete' | 'reschedule' | 'cancel' | 'no-show') => (open: boolean) => setDialog(open ? name : null);
  // The customer can only have not come once the job's start has passed (the server's rule too).
  const started = Date.parse(serviceDate) <= Date.now();
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {children}
      <Dialog open={dialog === 'complete'} onOpenChange={opener('complete')}>
        <DialogTrigger asChild onPointerEnter={preload} onFocus={preload}>
          <Button size="sm" variant="success">
            Complete
          </Button>
        </DialogTrigger>
        <DialogContent title="Complete appointment">
          <Suspense fallback={<Spinner />}>
            <CompleteForm {...job} totalAmount={totalAmount} notes={notes} />
          </Suspense>
        </DialogContent>
      </Dialog>
      {started && (
        <>
          <Button size="sm" variant="secondary" onClick={() => setDialog('no-show')} onPointerEnter={preload} onFocus={preload}>
            No-show
          </Button>
          <Dialog open={dialog === 'no-show'} onOpenChange={opener('no-show')}>
            <DialogContent title="Mark as no-show?">
              <Suspense fallback={<Spinner />}>
                <NoShowForm {...job} />
              </Suspense>
            </DialogContent>
          </Dialog>
        </>
      )}
      <Dialog open={dialog === 'reschedule'} onOpenChange={opener('reschedule')}>
        <DialogTrigger asChild onPointerEnter={preload} onFocus={preload}>
          <Button size="sm" variant="secondary">
            Reschedule
          </Button>
        </DialogTrigger>
        <DialogContent title="Reschedule appointment">
          <Suspense fallback={<Spinner />}>
            <RescheduleForm {...job} />
          </Suspense>
        </DialogContent>
      </Dialog>
      <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')} onPointerEnter={preload} onFocus={preload}>
        Cancel
      </Button>
      <Dialog open={dialog === 'cancel'} onOpenChange={opener('cancel')}>
        <DialogContent title="Cancel this appointment?">
          <Suspense fallback={<Spinner />}>
            <CancelForm {...job} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </div>
  );
}
