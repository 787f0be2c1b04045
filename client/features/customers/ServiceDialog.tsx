// Adds a service record to a customer, or edits one; the rules are the server's (common/customers).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { newServiceRecordSchema, SERVICE_DETAILS_REQUIRED, serviceRecordSchema } from '../../../common/customers';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { dayOf } from '../../ui/businessZone';
import { Notice } from '../../ui/Notice';
import { Textarea } from '../../ui/Textarea';
import { useFreshValues } from '../../relay/formData';
import { useMutationResult } from '../../relay/mutationResult';
import type { ServiceDialogAddMutation } from './__generated__/ServiceDialogAddMutation.graphql';
import type { ServiceDialogUpdateMutation } from './__generated__/ServiceDialogUpdateMutation.graphql';
import { dateInputToIso, todayInput } from './dates';

interface Values {
  serviceDate: string;
  totalAmount: string;
  notes: string;
  nextServiceDue: string;
}
export interface EditedServiceRecord {
  id: string;
  serviceDate: string;
  totalAmount: string | null | undefined;
  notes: string | null | undefined;
  nextServiceDue: string | null | undefined;
}

/** A date input's value: the business's day of an instant. */
const dateInput = (iso: string | null | undefined) => (iso ? dayOf(iso) : '');

/** `record` set: edit it; otherwise add one to the customer. */
export function ServiceDialog({
  customerId,
  record,
  open,
  onOpenChange,
  title,
}: {
  customerId: string;
  record?: EditedServiceRecord | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Overrides the dialog's title (the quick "Log a job" uses it). */
  title?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title ?? (record ? 'Edit Service History' : 'Add Service History')}>
        <ServiceForm customerId={customerId} record={record ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ServiceForm({ customerId, record, onDone }: { customerId: string; record: EditedServiceRecord | null; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useMutationResult<ServiceDialogAddMutation>(graphql`
    mutation ServiceDialogAddMutation($customerId: ID!, $input: ServiceRecordInput!) {
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
  const [update, updating] = useMutationResult<ServiceDialogUpdateMutation>(graphql`
    mutation ServiceDialogUpdateMutation($id: ID!, $input: UpdateServiceRecordInput!) {
      updateServiceRecord(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on UpdateServiceRecordSuccess {
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
  const values: Values = record
    ? {
        serviceDate: dateInput(record.serviceDate),
        totalAmount: record.totalAmount ?? '',
        notes: record.notes ?? '',
        nextServiceDue: dateInput(record.nextServiceDue),
      }
    : { serviceDate: todayInput(), totalAmount: '', notes: '', nextServiceDue: '' };
  const form = useForm<Values>({ defaultValues: values });
  // Opened on the stored data (shown at once), the form takes the fresh data where the owner has not typed (relay/formData.ts).
  useFreshValues(form, values);
  // One error, once: beside its field when it has one, otherwise above the form; never a toast as well.
  const fail = (message: string) => setError(message || 'Could not save the service history. Please try again.');
  const onSubmit = form.handleSubmit(async (v) => {
    const input = {
      serviceDate: dateInputToIso(v.serviceDate) ?? '',
      totalAmount: v.totalAmount || null,
      notes: v.notes || null,
      nextServiceDue: dateInputToIso(v.nextServiceDue),
    };
    // A new record is work done ("Log a job"): never in the future (New job schedules one).
    const checked = (record ? serviceRecordSchema : newServiceRecordSchema).safeParse({ ...input, status: 'completed' });
    setError(null);
    form.clearErrors();
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path[0];
      if (typeof field === 'string' && field in v) return form.setError(field as keyof Values, { message: issue?.message }, { shouldFocus: true });
      return setError(issue?.message ?? null);
    }
    const success = record ? 'Service history updated' : 'Service history added';
    const result = record ? await update({ id: record.id, input }, { success }) : await add({ customerId, input: { ...input, status: 'completed' } }, { success });
    if (result.ok) onDone();
    else fail(result.message);
  });
  const pending = adding || updating;
  const label = record ? 'Save Service History' : 'Add Service History';
  // A record needs more than a date: the button waits until there is something to save.
  const [amount, notes, next] = form.watch(['totalAmount', 'notes', 'nextServiceDue']);
  const empty = !String(amount ?? '').trim() && !notes.trim() && !next;
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      {error && <Notice tone="error">{error}</Notice>}
      <Field label="Service date" type="date" max={record ? undefined : todayInput()} error={errors.serviceDate?.message} {...form.register('serviceDate')} />
      <Field label="Amount ($)" type="number" inputMode="decimal" min={0} step={0.01} error={errors.totalAmount?.message} {...form.register('totalAmount')} />
      <Textarea label="Notes (optional)" {...form.register('notes')} />
      {errors.notes?.message && <p className="text-sm text-red-600" role="alert">{errors.notes.message}</p>}
      <Field label="Next service due (optional)" type="date" error={errors.nextServiceDue?.message} {...form.register('nextServiceDue')} />
      <Button type="submit" className="w-full" disabled={pending || empty}>
        {pending ? 'Saving...' : label}
      </Button>
      {empty && <p className="text-center text-xs text-slate-500">{SERVICE_DETAILS_REQUIRED}</p>}
    </form>
  );
}
