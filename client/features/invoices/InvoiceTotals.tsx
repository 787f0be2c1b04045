// The invoice's figures exactly as the server computed them (never recomputed here): subtotal,
// discount, tax, deposit applied, tip, total, amount paid and the balance.
import { graphql, useFragment } from 'react-relay';
import { Card, CardContent } from '../../ui/Card';
import { cn } from '../../ui/cn';
import type { InvoiceTotals_invoice$key } from './__generated__/InvoiceTotals_invoice.graphql';

export function InvoiceTotals({ invoice, unsaved }: { invoice: InvoiceTotals_invoice$key; unsaved: boolean }) {
  const i = useFragment(
    graphql`
      fragment InvoiceTotals_invoice on Invoice {
        subtotal
        discount
        taxRate
        tax
        depositApplied
        tip
        total
        amountPaid
        balance
      }
    `,
    invoice,
  );
  const rows: [key: string, label: string, value: string, minus?: boolean][] = [
    ['subtotal', 'Subtotal', i.subtotal],
    ['discount', 'Discount', i.discount, true],
    ['tax', `Tax (${i.taxRate}%)`, i.tax],
    ['deposit', 'Deposit applied', i.depositApplied, true],
    ['tip', 'Tip', i.tip],
    ['total', 'Total', i.total],
    // Money received: shown as it is, not as a minus (the balance below is what it leaves).
    ['paid', 'Amount paid', i.amountPaid],
  ];
  return (
    <Card>
      <CardContent first>
        <dl className="space-y-1.5 text-sm">
          {rows.map(([key, label, value, minus]) => (
            <div key={key} className={cn('flex justify-between gap-3', key === 'total' && 'border-t border-slate-200 pt-1.5 font-semibold')}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="tabular-nums" data-testid={`invoice-${key}`}>
                {minus && value !== '0.00' ? '−' : ''}${value}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-1.5 text-base font-bold">
            <dt>Balance</dt>
            <dd className="tabular-nums" data-testid="invoice-balance">
              ${i.balance}
            </dd>
          </div>
        </dl>
        {unsaved && <p className="mt-3 text-xs text-amber-800">You have unsaved changes: the totals update when you save.</p>}
      </CardContent>
    </Card>
  );
}
