// A draft's editor: lines (description, quantity, unit price; add and remove), discount, tax rate, due
// date and notes, saved as one updateInvoice. The server checks and computes; its field errors land on
// the fields, and its figures come back in the payload (InvoiceDetail_invoice).
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { useFreshValues } from '../../relay/formData';
import { showRefusal } from '../../relay/formErrors';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Textarea } from '../../ui/Textarea';
import type { InvoiceEditor_invoice$key } from './__generated__/InvoiceEditor_invoice.graphql';
import type { InvoiceEditorSaveMutation } from './__generated__/InvoiceEditorSaveMutation.graphql';

interface Values {
  lines: { description: string; quantity: string; unitPrice: string }[];
  discount: string;
  taxRate: string;
  dueDate: string;
  notes: string;
}
const FIELDS = /^(lines\.\d+\.(description|quantity|unitPrice)|lines|discount|taxRate|dueDate|notes)$/;

export function InvoiceEditor({ invoice, onUnsavedChange }: { invoice: InvoiceEditor_invoice$key; onUnsavedChange: (unsaved: boolean) => void }) {
  const i = useFragment(
    graphql`
      fragment InvoiceEditor_invoice on Invoice {
        id
        discount
        taxRate
        dueDate
        notes
        lines {
          description
          quantity
          unitPrice
        }
      }
    `,
    invoice,
  );
  const [commit, pending] = useMutationResult<InvoiceEditorSaveMutation>(graphql`
    mutation InvoiceEditorSaveMutation($id: ID!, $input: UpdateInvoiceInput!) {
      updateInvoice(id: $id, input: $input) {
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
        ... on UpdateInvoiceSuccess {
          invoice {
            ...InvoiceDetail_invoice
          }
        }
      }
    }
  `);
  const values: Values = {
    lines: i.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice })),
    discount: i.discount,
    taxRate: i.taxRate,
    dueDate: i.dueDate,
    notes: i.notes ?? '',
  };
  const form = useForm<Values>({ defaultValues: values });
  // Fresh data keeps what the owner changed (the lines once changed are kept whole); a save shows what was saved.
  const saved = useFreshValues(form, values);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const { errors, isDirty } = form.formState;
  useEffect(() => onUnsavedChange(isDirty), [isDirty, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);

  const save = form.handleSubmit(async (v) => {
    const input = {
      lines: v.lines.map((l) => ({ description: l.description, quantity: l.quantity.trim(), unitPrice: l.unitPrice.trim() })),
      discount: v.discount.trim() || '0',
      taxRate: v.taxRate.trim() || '0',
      dueDate: v.dueDate,
      notes: v.notes,
    };
    const result = await commit({ id: i.id, input }, { success: 'Invoice saved' });
    if (result.ok) saved();
    else showRefusal(form, result, { fields: (field) => (FIELDS.test(field) ? (field as FieldPath<Values>) : null), root: 'root.server', type: 'server' });
  });
  // The server's last answer goes with the next try.
  const onSubmit = (event: FormEvent) => {
    form.clearErrors();
    return save(event);
  };
  const lineError = (n: number, key: 'description' | 'quantity' | 'unitPrice') => errors.lines?.[n]?.[key]?.message;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Lines</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Edit invoice">
          {fields.map((field, n) => (
            <fieldset key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium text-slate-700">Line {n + 1}</legend>
              <Field label="Description" error={lineError(n, 'description')} {...form.register(`lines.${n}.description`)} />
              <div className="flex flex-wrap items-end gap-2">
                <Field label="Quantity" inputMode="decimal" className="w-24" error={lineError(n, 'quantity')} {...form.register(`lines.${n}.quantity`)} />
                <Field label="Unit price ($)" inputMode="decimal" className="w-32" error={lineError(n, 'unitPrice')} {...form.register(`lines.${n}.unitPrice`)} />
                <Button type="button" variant="ghost" className="ml-auto" aria-label={`Remove line ${n + 1}`} disabled={fields.length === 1} onClick={() => remove(n)}>
                  <Trash2 className="size-4" /> Remove
                </Button>
              </div>
            </fieldset>
          ))}
          {errors.lines?.message && <Notice tone="error">{errors.lines.message}</Notice>}
          <Button type="button" variant="secondary" onClick={() => append({ description: '', quantity: '1', unitPrice: '' })}>
            <Plus className="size-4" /> Add line
          </Button>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label="Discount ($)" inputMode="decimal" error={errors.discount?.message} {...form.register('discount')} />
            <Field label="Tax rate (%)" inputMode="decimal" error={errors.taxRate?.message} {...form.register('taxRate')} />
            <Field label="Due date" type="date" error={errors.dueDate?.message} {...form.register('dueDate')} />
          </div>
          <Textarea label="Private note (only you see it)" error={errors.notes?.message} {...form.register('notes')} />
          {errors.root?.server?.message && <Notice tone="error">{errors.root.server.message}</Notice>}
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save invoice'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
