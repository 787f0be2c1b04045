// The accept form: the date and time (the visitor's wish prefilled) and the price (the service's price).
// Loaded when the dialog opens, with its schema and the form library.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { z } from 'zod';
import { acceptBookingSchema } from '../../../common/booking';
import { DEPOSIT_LINK_HOURS } from '../../../common/deposits';
import { payloadRecord } from '../../relay/lists';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { instantOfInput } from '../../ui/businessZone';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { addToSchedule } from '../schedule/addToSchedule';
import { OverlapWarning, overlapOf } from '../schedule/OverlapWarning';
import type { AcceptRequestFormMutation } from './__generated__/AcceptRequestFormMutation.graphql';
import { adjustPendingCount } from './pendingCount';

const START_HOUR: Record<string, string> = { morning: '09:00', afternoon: '13:00', evening: '17:00', any: '10:00' };
const formSchema = acceptBookingSchema.extend({ serviceDate: z.string().min(1, 'Please choose the date and time of the appointment.') });
/** Under "Ask for a deposit": what the customer gets and until when. */
export const ASK_DEPOSIT_HINT = `The customer gets an email with a private link to pay the service's deposit within ${DEPOSIT_LINK_HOURS} hours (or before the job starts); it counts toward the invoice. Unpaid by then, the job shows it and you can send the link again.`;
type Values = { serviceDate: string; totalAmount: string; askDeposit: boolean };

export interface AcceptRequestProps {
  id: string;
  name: string;
  preferredDate: string;
  preferredTime: string;
  price: string | null;
  /** "Ask for a deposit": its amount when it can be asked, else why not (no email, none set, no cards). */
  deposit: { amount: string | null; unavailable: string | null };
  /** How far the address is; outside the service radius, the form warns first. */
  distance?: { miles: number; driveMinutes: number; serviceRadius: number; outsideArea: boolean } | null;
}

/** "About 32 miles away (a 55-minute drive), outside your 15-mile service area." */
export const outsideAreaWarning = (d: { miles: number; driveMinutes: number; serviceRadius: number }) =>
  `About ${d.miles} miles away${d.driveMinutes ? ` (a ${d.driveMinutes}-minute drive each way)` : ''}, outside your ${d.serviceRadius}-mile service area.`;

export function AcceptRequestForm({ onDone, ...props }: AcceptRequestProps & { onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<string | null>(null);
  const [commit, pending] = useMutationResult<AcceptRequestFormMutation>(graphql`
    mutation AcceptRequestFormMutation($id: ID!, $input: AcceptBookingRequestInput!) {
      acceptBookingRequest(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ConflictError {
          canBookAnyway
        }
        ... on AcceptBookingRequestSuccess {
          bookingRequest {
            ...RequestListItem_request
          }
          appointment {
            id
            serviceDate
            ...AppointmentItem_appointment
          }
        }
      }
    }
  `);
  const form = useForm<Values>({
    defaultValues: { serviceDate: `${props.preferredDate}T${START_HOUR[props.preferredTime] ?? '10:00'}`, totalAmount: props.price ?? '', askDeposit: false },
    resolver: zodResolver(formSchema) as never,
  });
  const accept = async (v: Values, bookAnyway: boolean) => {
    setError(null);
    setOverlap(null);
    const result = await commit(
      {
        id: props.id,
        input: { serviceDate: instantOfInput(v.serviceDate).toISOString(), totalAmount: v.totalAmount === '' ? null : String(v.totalAmount), bookAnyway, askDeposit: v.askDeposit || null },
      },
      {
        updater: (store, data) => {
          if (data?.acceptBookingRequest.__typename !== 'AcceptBookingRequestSuccess') return;
          adjustPendingCount(store, -1);
          // Onto today's list on the home and /schedule's, when they are in the store.
          addToSchedule(store, payloadRecord(store, 'acceptBookingRequest', 'appointment'));
        },
        success: { title: 'Request accepted', description: `${props.name} is on your schedule.` },
      },
    );
    if (result.ok) return onDone();
    const warning = overlapOf(result);
    return warning ? setOverlap(warning) : setError(result.message);
  };
  const onSubmit = form.handleSubmit((v) => accept(v, false));
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      {props.distance?.outsideArea && <Notice tone="warning">{outsideAreaWarning(props.distance)}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      {overlap && <OverlapWarning message={overlap} pending={pending} onBookAnyway={form.handleSubmit((v) => accept(v, true))} />}
      <Field label="Date and time" type="datetime-local" error={form.formState.errors.serviceDate?.message} {...form.register('serviceDate', { onChange: () => setOverlap(null) })} />
      <Field label="Price ($)" inputMode="decimal" error={form.formState.errors.totalAmount?.message} {...form.register('totalAmount')} />
      <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:disabled]:bg-slate-50">
        <input type="checkbox" className="mt-0.5 size-5 shrink-0" disabled={!props.deposit.amount} aria-describedby="ask-deposit-why" {...form.register('askDeposit')} />
        <span>
          <span className="block font-medium text-slate-900">{props.deposit.amount ? `Ask for a deposit ($${props.deposit.amount})` : 'Ask for a deposit'}</span>
          <span id="ask-deposit-why" className="block text-slate-600">
            {props.deposit.amount ? ASK_DEPOSIT_HINT : props.deposit.unavailable}
          </span>
        </span>
      </label>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Accept and schedule'}
      </Button>
    </form>
  );
}
