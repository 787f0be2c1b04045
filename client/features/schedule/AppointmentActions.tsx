// Complete (amount, notes, next service due), Reschedule and Cancel: one mutation, only the fields given.
import { type ReactNode, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Textarea } from '../../ui/Textarea';
import { toast } from '../../ui/toast-store';
import { dateInputToIso } from '../customers/dates';
import { payloadRecord } from '../../relay/lists';
import type { AppointmentActionsMutation, UpdateAppointmentInput } from './__generated__/AppointmentActionsMutation.graphql';
import { addToSchedule } from './addToSchedule';
import { OverlapWarning, overlapOf } from './OverlapWarning';
import { localDateTimeInput } from './range';

const localDateTime = (iso: string) => localDateTimeInput(new Date(iso));

/** `children`: more actions for the job, first in the row (On my way on its day). */
export function AppointmentActions({ id, serviceDate, totalAmount, children }: { id: string; serviceDate: string; totalAmount: string | null; children?: ReactNode }) {
  const [dialog, setDialog] = useState<'complete' | 'reschedule' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<string | null>(null);
  const [amount, setAmount] = useState(totalAmount ?? '');
  const [notes, setNotes] = useState('');
  const [nextDue, setNextDue] = useState('');
  const [when, setWhen] = useState(localDateTime(serviceDate));
  const [commit, pending] = useMutation<AppointmentActionsMutation>(graphql`
    mutation AppointmentActionsMutation($id: ID!, $input: UpdateAppointmentInput!) {
      updateAppointment(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ConflictError {
          canBookAnyway
        }
        ... on UpdateAppointmentSuccess {
          appointment {
            id
            status
            serviceDate
            ...AppointmentItem_appointment
          }
        }
      }
    }
  `);
  const run = (input: UpdateAppointmentInput, done: string) =>
    commit({
      variables: { id, input },
      // Done and cancelled jobs stay where they are (marked); a rescheduled one moves to its new day.
      updater: (store, data) => {
        if (data?.updateAppointment.__typename !== 'UpdateAppointmentSuccess' || !input.serviceDate) return;
        addToSchedule(store, payloadRecord(store, 'updateAppointment', 'appointment'), serviceDate);
      },
      onCompleted: ({ updateAppointment: r }) => {
        setOverlap(null);
        if (r.__typename !== 'UpdateAppointmentSuccess') {
          const warning = overlapOf(r);
          return warning ? setOverlap(warning) : setError(r.message ?? 'Could not save.');
        }
        setError(null);
        setDialog(null);
        toast({ title: done });
      },
      onError: (e) => setError(e.message),
    });
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {children}
      <Dialog open={dialog === 'complete'} onOpenChange={(o) => setDialog(o ? 'complete' : null)}>
        <DialogTrigger asChild>
          <Button size="sm" variant="success">
            Complete
          </Button>
        </DialogTrigger>
        <DialogContent title="Complete appointment">
          <div className="space-y-3">
            {error && <Notice tone="error">{error}</Notice>}
            <Field label="Amount ($)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            <Textarea label="Notes (optional)" value={notes} onChange={(e) => setNotes(e.target.value)} />
            <Field label="Next service due (optional)" type="date" value={nextDue} onChange={(e) => setNextDue(e.target.value)} />
            <Button
              className="w-full"
              disabled={pending}
              onClick={() =>
                run(
                  { status: 'completed', totalAmount: amount.trim() || null, notes: notes.trim() || null, nextServiceDue: dateInputToIso(nextDue) },
                  'Appointment completed',
                )
              }
            >
              Mark completed
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === 'reschedule'} onOpenChange={(o) => setDialog(o ? 'reschedule' : null)}>
        <DialogTrigger asChild>
          <Button size="sm" variant="secondary">
            Reschedule
          </Button>
        </DialogTrigger>
        <DialogContent title="Reschedule appointment">
          <div className="space-y-3">
            {error && <Notice tone="error">{error}</Notice>}
            {overlap && (
              <OverlapWarning
                message={overlap}
                pending={pending}
                onBookAnyway={() => run({ serviceDate: new Date(when).toISOString(), bookAnyway: true }, 'Appointment rescheduled')}
              />
            )}
            <Field
              label="New date and time"
              type="datetime-local"
              value={when}
              onChange={(e) => {
                setWhen(e.target.value);
                setOverlap(null);
              }}
            />
            <Button className="w-full" disabled={pending || !when} onClick={() => run({ serviceDate: new Date(when).toISOString() }, 'Appointment rescheduled')}>
              Save new time
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')}>
        Cancel
      </Button>
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(o) => setDialog(o ? 'cancel' : null)}
        title="Cancel this appointment?"
        confirmLabel="Cancel appointment"
        cancelLabel="Keep it"
        pending={pending}
        onConfirm={() => run({ status: 'cancelled' }, 'Appointment cancelled')}
      >
        <p>It stays on your schedule, marked cancelled, and leaves your phone's calendar.</p>
      </ConfirmDialog>
    </div>
  );
}
