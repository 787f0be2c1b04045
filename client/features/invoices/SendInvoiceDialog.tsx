// Send (or send again) with the pay link: by email and/or text; the server says what cannot go, and
// the dialog offers what would make it go: tick the customer's consent to texts, or add their email.
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import { type MutationResult, useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { ConsentField, type ConsentState } from '../customers/ConsentField';
import type { SendInvoiceDialogCustomerMutation } from './__generated__/SendInvoiceDialogCustomerMutation.graphql';
import type { SendInvoiceDialogMutation } from './__generated__/SendInvoiceDialogMutation.graphql';

/** What the refusal is about (its field): the customer's missing consent to texts, or email. */
type Missing = 'customer.smsConsent' | 'customer.email' | null;

export function SendInvoiceDialog({
  id,
  number,
  again,
  email,
  customerId,
  disabled,
}: {
  id: string;
  number: number;
  again: boolean;
  email: string | null;
  customerId: string;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [byEmail, setByEmail] = useState(!!email);
  const [bySms, setBySms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<Missing>(null);
  const [consent, setConsent] = useState<ConsentState>({ given: false, source: 'verbal' });
  const [newEmail, setNewEmail] = useState('');
  const [updateCustomer, updating] = useMutationResult<SendInvoiceDialogCustomerMutation>(graphql`
    mutation SendInvoiceDialogCustomerMutation($id: ID!, $input: CustomerInput!) {
      updateCustomer(id: $id, input: $input) {
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
        ... on UpdateCustomerSuccess {
          customer {
            id
            email
            smsConsentAt
            smsConsentSource
          }
        }
      }
    }
  `);
  const [commit, pending] = useMutationResult<SendInvoiceDialogMutation>(graphql`
    mutation SendInvoiceDialogMutation($id: ID!, $input: SendInvoiceInput!) {
      sendInvoice(id: $id, input: $input) {
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
        ... on SendInvoiceSuccess {
          invoice {
            ...InvoiceDetail_invoice
          }
        }
      }
    }
  `);
  const refused = (result: MutationResult<unknown>) => {
    if (result.ok) return false;
    setError(result.message);
    setMissing((result.fieldErrors[0]?.field as Missing) ?? null);
    return true;
  };
  const send = async () => {
    const result = await commit({ id, input: { email: byEmail, sms: bySms } }, { success: `Invoice #${number} sent` });
    if (!refused(result)) setOpen(false);
  };
  /** The customer's update was refused (an email that is not one, say): its words, and the field stays to fix. */
  const customerRefused = (result: MutationResult<unknown>) => {
    if (result.ok) return false;
    setError(result.fieldErrors[0]?.message ?? result.message);
    return true;
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // What the last refusal asked for is saved on the customer first, then the invoice goes.
    if (missing === 'customer.smsConsent' && consent.given) {
      if (customerRefused(await updateCustomer({ id: customerId, input: { smsConsent: true, smsConsentSource: consent.source } }))) return;
    }
    if (missing === 'customer.email' && newEmail.trim()) {
      if (customerRefused(await updateCustomer({ id: customerId, input: { email: newEmail.trim() } }))) return;
    }
    setMissing(null);
    await send();
  };
  const label = again ? 'Send again' : 'Send invoice';
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setError(null);
        setMissing(null);
        setConsent({ given: false, source: 'verbal' });
        setNewEmail('');
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
          {missing === 'customer.smsConsent' && <ConsentField value={consent} onChange={setConsent} />}
          {missing === 'customer.email' && <Field label="Customer's email" type="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />}
          <Button type="submit" className="w-full" disabled={pending || updating}>
            {pending ? 'Sending...' : label}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
