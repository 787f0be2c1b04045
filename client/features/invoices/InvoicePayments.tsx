// Money received on the invoice: method, amount (tip included), note, date; refunded ones marked.
import { graphql, useFragment } from 'react-relay';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { formatDate } from '../customers/dates';
import type { InvoicePayments_invoice$key } from './__generated__/InvoicePayments_invoice.graphql';

export const METHOD_LABELS: Record<string, string> = { card: 'Card', cash: 'Cash', check: 'Check', zelle: 'Zelle', venmo: 'Venmo', other: 'Other' };

export function InvoicePayments({ invoice }: { invoice: InvoicePayments_invoice$key }) {
  const { payments } = useFragment(
    graphql`
      fragment InvoicePayments_invoice on Invoice {
        payments {
          method
          amount
          tip
          note
          createdAt
          refundedAt
        }
      }
    `,
    invoice,
  );
  if (!payments.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200" aria-label="Payments">
          {payments.map((p) => (
            <li key={`${p.createdAt}-${p.method}-${p.amount}`} className="flex justify-between gap-3 py-2 text-sm" data-testid="invoice-payment">
              <span className="min-w-0">
                <span className="block font-medium">
                  {METHOD_LABELS[p.method] ?? p.method} · {formatDate(p.createdAt)}
                  {p.refundedAt && <span className="ml-2 rounded-full bg-purple-100 px-2 py-0.5 text-xs text-purple-900">Refunded</span>}
                </span>
                {p.tip !== '0.00' && <span className="block text-slate-600">Tip ${p.tip} included</span>}
                {p.note && <span className="block text-slate-600">{p.note}</span>}
              </span>
              <span className="font-medium tabular-nums">${p.amount}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
