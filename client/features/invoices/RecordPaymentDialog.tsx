// Record money received outside the pay link: cash, check, Zelle, Venmo or other, an amount (the
// balance by default) and a note. The server keeps the balance exact and refuses more than it.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { showRefusal } from '../../relay/formErrors';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { toast } from '../../ui/toast-store';
import type { PaymentMethod, RecordPaymentDialogMutation } from './__generated__/RecordPaymentDialogMutation.graphql';
import { METHOD_LABELS } from './InvoicePayments';

const OFFLINE: PaymentMethod[] = ['cash', 'check', 'zelle', 'venmo', 'other'];
type Values = { method: PaymentMethod; amount: string; note: string };
const FIELDS = ['method', 'amount', 'note'] as const;

/** `disabled` while a draft has unsaved edits: recording issues the draft as saved, not as shown. */
export function RecordPaymentDialog({ id, balance, draft = false, disabled = false }: { id: string; balance: string; draft?: boolean; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ defaultValues: { method: 'cash', amount: balance, note: '' } });
  const { errors } = form.formState;
  const [commit, pending] = useMutationResult<RecordPaymentDialogMutation>(graphql`
    mutation RecordPaymentDialogMutation($id: ID!, $input: RecordInvoicePaymentInput!) {
      recordInvoicePayment(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
        ... on RecordInvoicePaymentSuccess {
          invoice {
            status
            ...InvoiceDetail_invoice
          }
        }
      }
    }
  `);
  // Opening starts from the current balance and no note (the method stays as last chosen); no old errors.
  const reset = (o: boolean) => {
    setOpen(o);
    if (o) form.reset({ method: form.getValues('method'), amount: balance, note: '' });
    else form.clearErrors();
  };
  const onSubmit = form.handleSubmit(async (v) => {
    form.clearErrors();
    const result = await commit({ id, input: { method: v.method, amount: v.amount.trim(), note: v.note.trim() || null } });
    if (result.ok) {
      setOpen(false);
      toast({ title: result.data.invoice?.status === 'paid' ? 'Payment recorded: paid in full' : 'Payment recorded' });
    } else showRefusal(form, result, { fields: FIELDS, root: 'root.server', type: 'server' });
  });
  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button className="w-full" variant="secondary" disabled={disabled}>
          Record payment
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Record payment"
        description={`Money you received outside the pay link. Balance: $${balance}.${draft ? ' Recording it issues this draft; nothing is sent to the customer.' : ''}`}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <Select
            label="Method"
            options={OFFLINE.map((m) => [m, METHOD_LABELS[m]] as const)}
            error={errors.method?.message}
            {...form.register('method')}
          />
          <Field label="Amount ($)" inputMode="decimal" error={errors.amount?.message} {...form.register('amount')} />
          <Field label="Note (optional)" placeholder="Check #1042" error={errors.note?.message} {...form.register('note')} />
          {errors.root?.server?.message && <Notice tone="error">{errors.root.server.message}</Notice>}
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Saving...' : 'Record payment'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
