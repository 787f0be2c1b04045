// "New job": puts a job on the schedule (status scheduled) from the schedule, the home or a customer's
// sheet. "Log a job" (customers) stays for work already done.
import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';

// The form (its queries, schemas and the form library) loads when the dialog opens.
const NewJobForm = lazy(() => import('./NewJobForm').then((m) => ({ default: m.NewJobForm })));

export function NewJobDialog({ customerId, variant = 'primary', size = 'sm', className }: { customerId?: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} className={className}>
          <CalendarPlus className="size-4" aria-hidden /> New job
        </Button>
      </DialogTrigger>
      <DialogContent title="New job" description="It goes on your schedule and your phone's calendar.">
        <Suspense fallback={<Spinner />}>
          <NewJobForm customerId={customerId ?? null} onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
