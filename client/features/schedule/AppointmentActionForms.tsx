// The forms of a job's Complete, Reschedule, Cancel and No-show (AppointmentActions.tsx), with their one mutation
// (only the fields given). Loaded when one of the buttons is pointed at, touched or focused, at the
// latest when its dialog opens.
import { useState } from 'react';
import { graphql } from 'react-relay';
import { payloadRecord } from '../../relay/lists';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { dateTimeInput, dayOf, formatInstant, instantOfInput, today } from '../../ui/businessZone';
import { DialogClose } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Textarea } from '../../ui/Textarea';
import { toast } from '../../ui/toast-store';
import { dateInputToIso } from '../customers/dates';
import type { AppointmentActionFormsMutation, DepositChoice, UpdateAppointmentInput } from './__generated__/AppointmentActionFormsMutation.graphql';
import { addToSchedule } from './addToSchedule';
import { keepUnfinished } from './keepUnfinished';
import { OverlapWarning, overlapOf } from './OverlapWarning';

/** The job a form acts on; `onDone` closes its dialog. */
export interface JobFormProps {
  id: string;
  serviceDate: string;
  /** The paid deposit still held ("36.00"): cancelling or moving asks whether to refund or carry it. */
  depositHeld: string | null;
  onDone: () => void;
}

/** The one mutation of the three forms, with the form's error and overlap warning. */
function useUpdateAppointment({ id, serviceDate, onDone }: JobFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<string | null>(null);
  const [commit, pending] = useMutationResult<AppointmentActionFormsMutation>(graphql`
    mutation AppointmentActionFormsMutation($id: ID!, $input: UpdateAppointmentInput!) {
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
            depositHeld
            ...AppointmentItem_appointment
          }
        }
      }
    }
  `);
  const run = async (input: UpdateAppointmentInput, done: string) => {
    const result = await commit(
      { id, input },
      {
        // Done and cancelled jobs stay where they are (marked); a rescheduled one moves to its new day.
        // The home's card of jobs not marked done loses a job done, cancelled or moved on.
        updater: (store, data) => {
          if (data?.updateAppointment.__typename !== 'UpdateAppointmentSuccess') return;
          const appointment = payloadRecord(store, 'updateAppointment', 'appointment');
          if (input.serviceDate) addToSchedule(store, appointment, serviceDate);
          keepUnfinished(store, appointment, serviceDate);
        },
      },
    );
    // A request that failed leaves a warning shown as it was.
    if (!result.ok && !result.error) return setError(result.message);
    setOverlap(null);
    if (!result.ok) {
      const warning = overlapOf(result);
      return warning ? setOverlap(warning) : setError(result.message);
    }
    setError(null);
    onDone();
    toast({ title: done });
  };
  return { run, pending, error, overlap, setOverlap };
}

/** The owner's choice for a paid deposit when cancelling or moving the job (big targets for a phone). */
function DepositChoiceField({ amount, value, onChange, carryLabel }: { amount: string; value: DepositChoice; onChange: (v: DepositChoice) => void; carryLabel: string }) {
  const option = (v: DepositChoice, title: string, hint: string) => (
    <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600">
      <input type="radio" name="deposit" value={v} className="mt-1 size-5" checked={value === v} onChange={() => onChange(v)} />
      <span>
        <span className="block text-sm font-medium text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">The customer's ${amount} deposit</legend>
      {option('refund', 'Refund the deposit', 'It goes back to their card through Stripe.')}
      {option('carry', carryLabel, 'It stays on this job and is credited on its invoice.')}
    </fieldset>
  );
}

/** "Tue, Dec 1" (the business's day) */
const shortDay = (iso: string) => formatInstant(iso, { weekday: 'short', month: 'short', day: 'numeric' }, 'en-US');

/**
 * Complete keeps the job's notes (a visitor's gate code, the owner's own): they are shown, and a note
 * written here is added below them. A job whose day has not come yet asks first.
 */
export function CompleteForm(props: JobFormProps & { totalAmount: string | null; notes: string | null }) {
  const { run, pending, error } = useUpdateAppointment(props);
  const [amount, setAmount] = useState(props.totalAmount ?? '');
  const [note, setNote] = useState('');
  const [nextDue, setNextDue] = useState('');
  const early = dayOf(props.serviceDate) !== today() && Date.parse(props.serviceDate) > Date.now();
  return (
    <div className="space-y-3">
      {error && <Notice tone="error">{error}</Notice>}
      {early && <Notice tone="warning">This job is on {shortDay(props.serviceDate)}. Mark it done now?</Notice>}
      <Field label="Amount ($)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      {props.notes && (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-700">Notes on this job (kept)</p>
          <p className="whitespace-pre-wrap text-slate-600" data-testid="job-notes">
            {props.notes}
          </p>
        </div>
      )}
      <Textarea label={props.notes ? 'Add a note (optional)' : 'Notes (optional)'} value={note} onChange={(e) => setNote(e.target.value)} />
      <Field label="Next service due (optional)" type="date" value={nextDue} onChange={(e) => setNextDue(e.target.value)} />
      <Button
        className="w-full"
        disabled={pending}
        onClick={() =>
          run(
            { status: 'completed', totalAmount: amount.trim() || null, completionNote: note.trim() || null, nextServiceDue: dateInputToIso(nextDue) },
            'Appointment completed',
          )
        }
      >
        {early ? 'Yes, mark it done now' : 'Mark completed'}
      </Button>
    </div>
  );
}

export function RescheduleForm(props: JobFormProps) {
  const { run, pending, error, overlap, setOverlap } = useUpdateAppointment(props);
  // The business's wall clock, whatever the phone's zone.
  const [when, setWhen] = useState(dateTimeInput(props.serviceDate));
  const [deposit, setDeposit] = useState<DepositChoice>('carry');
  const withDeposit = props.depositHeld ? { deposit } : {};
  return (
    <div className="space-y-3">
      {error && <Notice tone="error">{error}</Notice>}
      {overlap && (
        <OverlapWarning
          message={overlap}
          pending={pending}
          onBookAnyway={() => run({ serviceDate: instantOfInput(when).toISOString(), bookAnyway: true, ...withDeposit }, 'Appointment rescheduled')}
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
      {props.depositHeld && <DepositChoiceField amount={props.depositHeld} value={deposit} onChange={setDeposit} carryLabel="Carry it to the new date" />}
      <Button className="w-full" disabled={pending || !when} onClick={() => run({ serviceDate: instantOfInput(when).toISOString(), ...withDeposit }, 'Appointment rescheduled')}>
        Save new time
      </Button>
    </div>
  );
}

/** The body of "Cancel this appointment?" (laid out as ui/ConfirmDialog's). */
export function CancelForm(props: JobFormProps) {
  const { run, pending, error } = useUpdateAppointment(props);
  const [deposit, setDeposit] = useState<DepositChoice>('refund');
  return (
    <>
      <div className="space-y-4 text-sm text-slate-700">
        {error && <Notice tone="error">{error}</Notice>}
        <p>It stays on your schedule, marked cancelled, and leaves your phone's calendar.</p>
        {props.depositHeld && (
          <div className="mt-3">
            <DepositChoiceField amount={props.depositHeld} value={deposit} onChange={setDeposit} carryLabel="Keep it for a new date" />
          </div>
        )}
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Keep it</Button>
        </DialogClose>
        <Button
          variant="destructive"
          onClick={() => run({ status: 'cancelled', ...(props.depositHeld ? { deposit } : {}) }, 'Appointment cancelled')}
          disabled={pending}
        >
          Cancel appointment
        </Button>
      </div>
    </>
  );
}

/**
 * The body of "Mark as no-show?" (#59): the customer did not come to a job whose start has passed. It
 * stays on the schedule, marked No-show, is not counted as revenue, and its messages still to go stop.
 */
export function NoShowForm(props: JobFormProps) {
  const { run, pending, error } = useUpdateAppointment(props);
  return (
    <>
      <div className="space-y-3 text-sm text-slate-700">
        {error && <Notice tone="error">{error}</Notice>}
        <p>The customer did not come. The job stays on your schedule marked No-show, is not counted as money earned, and no more messages go for it.</p>
        {props.depositHeld && <p>Their ${props.depositHeld} deposit is kept.</p>}
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Back</Button>
        </DialogClose>
        <Button variant="destructive" onClick={() => run({ status: 'no_show' }, 'Marked as no-show')} disabled={pending}>
          Mark no-show
        </Button>
      </div>
    </>
  );
}
