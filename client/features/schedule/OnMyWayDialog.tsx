// "On my way" on a job today: the button shows with the job; its form (OnMyWayForm.tsx) loads when
// the button is pointed at, touched or focused, at the latest when the dialog opens.
import { Car } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';

const loadForm = () => import('./OnMyWayForm');
const preload = () => {
  loadForm().catch(() => {});
};
const OnMyWayForm = lazy(() => loadForm().then((m) => ({ default: m.OnMyWayForm })));

export function OnMyWayDialog({ appointmentId, firstName }: { appointmentId: string; firstName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={preload} onFocus={preload}>
        <Button size="sm" variant="secondary">
          <Car className="size-4" aria-hidden /> On my way
        </Button>
      </DialogTrigger>
      <DialogContent title={`Tell ${firstName} you are on the way`}>
        <Suspense fallback={<Spinner />}>
          <OnMyWayForm appointmentId={appointmentId} firstName={firstName} onSent={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
