// Decline: the dialog around the decline form (DeclineRequestForm.tsx), which loads when Decline is
// pointed at, touched or focused, at the latest when the dialog opens.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';

const loadForm = () => import('./DeclineRequestForm');
const preload = () => {
  loadForm().catch(() => {});
};
const DeclineRequestForm = lazy(() => loadForm().then((m) => ({ default: m.DeclineRequestForm })));

export function DeclineRequestDialog({ id, name, hasEmail, phone }: { id: string; name: string; hasEmail: boolean; phone: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={preload} onFocus={preload}>
        <Button size="sm" variant="secondary">
          Decline
        </Button>
      </DialogTrigger>
      <DialogContent title={`Decline ${name}'s request`}>
        <Suspense fallback={<Spinner />}>
          <DeclineRequestForm id={id} name={name} hasEmail={hasEmail} phone={phone} onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
