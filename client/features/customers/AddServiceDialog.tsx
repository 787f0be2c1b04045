import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay';
import { AMOUNT_MESSAGE, SERVICE_DATE_REQUIRED } from '../../../common/customers';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Textarea } from '../../ui/Textarea';
import { toast } from '../../ui/toast-store';
import type { AddServiceDialogMutation } from './__generated__/AddServiceDialogMutation.graphql';
import { dateInputToIso, todayInput } from './dates';

interface Values {
  serviceDate: string;
  totalAmount: string;
  notes: string;
  nextServiceDue: string;
}

export function AddServiceDialog({ customerId }: { customerId: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useMutation<AddServiceDialogMutation>(graphql`
    mutation AddServiceDialogMutation($customerId: ID!, $input: ServiceRecordInput!) {
      addServiceRecord(customerId: $customerId, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on AddServiceRecordSuccess {
          serviceRecord {
            customer {
              ...CustomerDetail_customer
              ...CustomerListItem_customer
            }
          }
        }
      }
    }
  `);
  const form = useForm<Values>({ defaultValues: { serviceDate: todayInput(), totalAmount: '', notes: '', nextServiceDue: '' } });
  const fail = (message: string) => toast({ title: 'Failed to add service history.', description: message, variant: 'destructive' });
  const onSubmit = form.handleSubmit((v) => {
    if (!v.serviceDate) return setError(SERVICE_DATE_REQUIRED);
    if (v.totalAmount && !(Number(v.totalAmount) >= 0)) return setError(AMOUNT_MESSAGE);
    setError(null);
    commit({
      variables: {
        customerId,
        input: {
          serviceDate: dateInputToIso(v.serviceDate)!,
          status: 'completed',
          totalAmount: v.totalAmount || null,
          notes: v.notes || null,
          nextServiceDue: dateInputToIso(v.nextServiceDue),
        },
      },
      onCompleted: ({ addServiceRecord: r }) => {
        if (r.__typename !== 'AddServiceRecordSuccess') {
          setError(r.message ?? null);
          return fail(r.message ?? '');
        }
        toast({ title: 'Service history added' });
        form.reset();
        setOpen(false);
      },
      onError: (e) => fail(e.message),
    });
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Plus className="size-4" /> Add Service
        </Button>
      </DialogTrigger>
      <DialogContent title="Add Service History">
        <form onSubmit={onSubmit} className="space-y-3" noValidate>
          {error && <Notice tone="error">{error}</Notice>}
          <Field label="Service date" type="date" {...form.register('serviceDate')} />
          <Field label="Amount ($)" type="number" inputMode="decimal" min={0} step={0.01} {...form.register('totalAmount')} />
          <Textarea label="Notes (optional)" {...form.register('notes')} />
          <Field label="Next service due (optional)" type="date" {...form.register('nextServiceDue')} />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Saving...' : 'Add Service History'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
