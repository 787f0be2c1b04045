// Send (or send again) with the pay link: by email and/or text; the server says what cannot go.
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import type { SendInvoiceDialogMutation } from './__generated__/SendInvoiceDialogMutation.graphql';

export function SendInvoiceDialog({ id, number, again, email, disabled }: { id: string; number: number; again: boolean; email: string | null; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [byEmail, setByEmail] = useState(!!email);
  const [bySms, setBySms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useMutationResult<SendInvoiceDialogMutation>(graphql`
    mutation SendInvoiceDialogMutation($id: ID!, $input: SendInvoiceInput!) {
      sendInvoice(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on SendInvoiceSuccess {
          invoice {
            ...InvoiceDetail_invoice
          }
        }
      }
    }
  `);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await commit({ id, input: { email: byEmail, sms: bySms } }, { success: `Invoice #${number} sent` });
    if (result.ok) setOpen(false);
    else setError(result.message);
  };
  const label = again ? 'Send again' : 'Send invoice';
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button className="w-full" variant={again ? 'secondary' : 'primary'} disabled={disabled}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={`Send invoice #${number}`} description="The customer gets the invoice with a private link to pay it.">
        <form onSubmit={onSubmit} className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">Send by</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-5" checked={byEmail} onChange={(e) => setByEmail(e.target.checked)} />
              Email{email ? ` (${email})` : ' (no email address on file)'}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-5" checked={bySms} onChange={(e) => setBySms(e.target.checked)} />
              Text message
            </label>
          </fieldset>
          {error && <Notice tone="error">{error}</Notice>}
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Sending...' : label}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
