// Accept: the dialog around the accept form, which loads when the dialog opens.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import type { AcceptRequestProps } from './AcceptRequestForm';

const AcceptRequestForm = lazy(() => import('./AcceptRequestForm').then((m) => ({ default: m.AcceptRequestForm })));

export function AcceptRequestDialog(props: AcceptRequestProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="success">
          Accept
        </Button>
      </DialogTrigger>
      <DialogContent title={`Accept ${props.name}'s request`} description="It goes on your schedule and into your customers.">
        <Suspense fallback={<Spinner />}>
          <AcceptRequestForm {...props} onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
