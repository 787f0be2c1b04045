// The customer's private pay link, shown and copied for texting it from the owner's own phone. A draft's
// link opens only once the invoice is issued: copying it issues it (nothing is sent).
import { Check, Copy } from 'lucide-react';
import { graphql } from 'react-relay';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { useCopy } from '../../ui/clipboard';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import type { PayLinkIssueMutation } from './__generated__/PayLinkIssueMutation.graphql';

export function PayLink({ url, draftId = null, disabled = false }: { url: string; draftId?: string | null; disabled?: boolean }) {
  const [copied, copy] = useCopy('Select the link and copy it by hand.');
  const [issue, pending] = useMutationResult<PayLinkIssueMutation>(graphql`
    mutation PayLinkIssueMutation($id: ID!) {
      issueInvoice(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on IssueInvoiceSuccess {
          invoice {
            ...InvoiceDetail_invoice
          }
        }
      }
    }
  `);
  // The copy goes first, inside the tap (a phone's browser allows the clipboard only there); the draft
  // is issued after, and a refusal says the copied link does not open yet.
  const onCopy = async () => {
    const copying = copy(url);
    if (draftId) {
      const result = await issue({ id: draftId });
      if (!result.ok) return toast({ title: result.message, description: 'The link does not open until the invoice is issued.', variant: 'destructive' });
      toast({ title: 'Invoice issued', description: 'Its pay link now opens. Nothing was sent: share the link yourself.' });
    }
    await copying;
  };
  return (
    <div className="space-y-2">
      <Field
        label="Pay link"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="pay-link"
        hint={draftId ? 'A draft: copying the link issues the invoice (its lines can no longer change); nothing is sent.' : undefined}
      />
      <Button type="button" variant="secondary" className="w-full" onClick={onCopy} disabled={disabled || pending}>
        {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {copied ? 'Copied' : draftId ? 'Issue and copy pay link' : 'Copy pay link'}
      </Button>
    </div>
  );
}
