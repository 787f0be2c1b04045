// Accept: pick the date and time (the visitor's wish prefilled) and the price (the service's price).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay';
import { z } from 'zod';
import { acceptBookingSchema } from '../../../common/booking';
import { payloadRecord } from '../../relay/lists';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { toast } from '../../ui/toast-store';
import { addToSchedule } from '../schedule/addToSchedule';
import { OverlapWarning, overlapOf } from '../schedule/OverlapWarning';
import type { AcceptRequestDialogMutation } from './__generated__/AcceptRequestDialogMutation.graphql';
import { adjustPendingCount } from './pendingCount';

const START_HOUR: Record<string, string> = { morning: '09:00', afternoon: '13:00', evening: '17:00', any: '10:00' };
const formSchema = acceptBookingSchema.extend({ serviceDate: z.string().min(1, 'Please choose the date and time of the appointment.') });
type Values = { serviceDate: string; totalAmount: string };

export function AcceptRequestDialog(props: { id: string; name: string; preferredDate: string; preferredTime: string; price: string | null }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<string | null>(null);
  const [commit, pending] = useMutation<AcceptRequestDialogMutation>(graphql`
    mutation AcceptRequestDialogMutation($id: ID!, $input: AcceptBookingRequestInput!) {
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
    defaultValues: { serviceDate: `${props.preferredDate}T${START_HOUR[props.preferredTime] ?? '10:00'}`, totalAmount: props.price ?? '' },
    resolver: zodResolver(formSchema) as never,
  });
  const accept = (v: Values, bookAnyway: boolean) => {
    setError(null);
    setOverlap(null);
    commit({
      variables: {
        id: props.id,
        input: { serviceDate: new Date(v.serviceDate).toISOString(), totalAmount: v.totalAmount === '' ? null : String(v.totalAmount), bookAnyway },
      },
      updater: (store, data) => {
        if (data?.acceptBookingRequest.__typename !== 'AcceptBookingRequestSuccess') return;
        adjustPendingCount(store, -1);
        // Onto today's list on the home and /schedule's, when they are in the store.
        addToSchedule(store, payloadRecord(store, 'acceptBookingRequest', 'appointment'));
      },
      onCompleted: ({ acceptBookingRequest: r }) => {
        if (r.__typename !== 'AcceptBookingRequestSuccess') {
          const warning = overlapOf(r);
          return warning ? setOverlap(warning) : setError(r.message ?? 'Could not accept the request.');
        }
        toast({ title: 'Request accepted', description: `${props.name} is on your schedule.` });
        setOpen(false);
      },
      onError: (e) => setError(e.message),
    });
  };
  const onSubmit = form.handleSubmit((v) => accept(v, false));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="success">
          Accept
        </Button>
      </DialogTrigger>
      <DialogContent title={`Accept ${props.name}'s request`} description="It goes on your schedule and into your customers.">
        <form onSubmit={onSubmit} className="space-y-3" noValidate>
          {error && <Notice tone="error">{error}</Notice>}
          {overlap && <OverlapWarning message={overlap} pending={pending} onBookAnyway={form.handleSubmit((v) => accept(v, true))} />}
          <Field label="Date and time" type="datetime-local" error={form.formState.errors.serviceDate?.message} {...form.register('serviceDate', { onChange: () => setOverlap(null) })} />
          <Field label="Price ($)" inputMode="decimal" error={form.formState.errors.totalAmount?.message} {...form.register('totalAmount')} />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Saving...' : 'Accept and schedule'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
