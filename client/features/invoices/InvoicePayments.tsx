// Money received on the invoice: method, amount (tip included), note, date; refunded ones marked. An
// offline payment recorded by mistake can be removed (after a confirmation); the history below keeps
// every step, removals included.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast-store';
import { formatDate } from '../customers/dates';
import type { InvoicePayments_invoice$key } from './__generated__/InvoicePayments_invoice.graphql';
import type { InvoicePaymentsRemoveMutation } from './__generated__/InvoicePaymentsRemoveMutation.graphql';

export const METHOD_LABELS: Record<string, string> = { card: 'Card', cash: 'Cash', check: 'Check', zelle: 'Zelle', venmo: 'Venmo', other: 'Other' };

export function InvoicePayments({ invoice }: { invoice: InvoicePayments_invoice$key }) {
  const i = useFragment(
    graphql`
      fragment InvoicePayments_invoice on Invoice {
        id
        status
        balance
        payments {
          id
          method
          amount
          tip
          note
          createdAt
          refundedAt
        }
        history {
          at
          kind
          text
        }
      }
    `,
    invoice,
  );
  const [removing, setRemoving] = useState<(typeof i.payments)[number] | null>(null);
  const [commit, pending] = useMutationResult<InvoicePaymentsRemoveMutation>(graphql`
    mutation InvoicePaymentsRemoveMutation($id: ID!, $paymentId: ID!) {
      removeInvoicePayment(id: $id, paymentId: $paymentId) {
        __typename
        ... on Error {
          message
        }
        ... on RemoveInvoicePaymentSuccess {
          invoice {
            ...InvoiceDetail_invoice
          }
        }
      }
    }
  `);
  const removable = (p: (typeof i.payments)[number]) => p.method !== 'card' && !p.refundedAt && (i.status === 'paid' || i.status === 'partially_paid');
  const remove = async () => {
    if (!removing) return;
    const result = await commit({ id: i.id, paymentId: removing.id });
    setRemoving(null);
    if (result.ok) toast({ title: 'Payment removed' });
    else toast({ title: result.message, variant: 'destructive' });
  };
  const removals = i.history.filter((e) => e.kind === 'payment_removed');
  if (!i.payments.length && !removals.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {i.payments.length > 0 && (
          <ul className="divide-y divide-slate-200" aria-label="Payments">
            {i.payments.map((p) => (
              <li key={p.id} className="flex items-start justify-between gap-3 py-2 text-sm" data-testid="invoice-payment">
                <span className="min-w-0">
                  <span className="block font-medium">
                    {METHOD_LABELS[p.method] ?? p.method} · {formatDate(p.createdAt)}
                    {p.refundedAt && <span className="ml-2 rounded-full bg-purple-100 px-2 py-0.5 text-xs text-purple-900">Refunded</span>}
                  </span>
                  {p.tip !== '0.00' && <span className="block text-slate-600">Tip ${p.tip} included</span>}
                  {p.note && <span className="block text-slate-600">{p.note}</span>}
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-medium tabular-nums">${p.amount}</span>
                  {removable(p) && (
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(p)} aria-label={`Remove the ${METHOD_LABELS[p.method] ?? p.method} payment of $${p.amount}`}>
                      Remove
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
        {removals.length > 0 && (
          <div>
            <h3 className="text-sm font-medium text-slate-700">History</h3>
            <ol className="mt-1 space-y-1 text-sm text-slate-600" aria-label="Invoice history" data-testid="invoice-history">
              {i.history.map((e) => (
                <li key={`${e.at}-${e.kind}-${e.text}`}>
                  {formatDate(e.at)} · {e.text}
                </li>
              ))}
            </ol>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this payment?"
        confirmLabel="Remove payment"
        cancelLabel="Keep it"
        onConfirm={remove}
        pending={pending}
      >
        {removing && (
          <p>
            The {METHOD_LABELS[removing.method]?.toLowerCase() ?? removing.method} payment of ${removing.amount} comes off the invoice, so it is owed again.
            The invoice's history keeps a note of it.
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
