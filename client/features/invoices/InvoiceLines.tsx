// A sent invoice's lines, read only: description, quantity × unit price, amount.
import { graphql, useFragment } from 'react-relay';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import type { InvoiceLines_invoice$key } from './__generated__/InvoiceLines_invoice.graphql';

export function InvoiceLines({ invoice }: { invoice: InvoiceLines_invoice$key }) {
  const i = useFragment(
    graphql`
      fragment InvoiceLines_invoice on Invoice {
        notes
        lines {
          description
          quantity
          unitPrice
          amount
        }
      }
    `,
    invoice,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lines</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="divide-y divide-slate-200" aria-label="Invoice lines">
          {i.lines.map((l, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is their identity
            <li key={n} className="flex justify-between gap-3 py-2 text-sm" data-testid="invoice-line">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{l.description}</span>
                <span className="text-slate-600">
                  {l.quantity} × ${l.unitPrice}
                </span>
              </span>
              <span className="font-medium tabular-nums">${l.amount}</span>
            </li>
          ))}
        </ul>
        {i.notes && <p className="whitespace-pre-wrap text-sm text-slate-600">{i.notes}</p>}
      </CardContent>
    </Card>
  );
}
