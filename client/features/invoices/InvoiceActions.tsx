// What the owner can do with the invoice in its state: send (again), copy the pay link (a draft's issues
// it), record an offline payment (on a draft too: cash at the car), void (explained when it no longer
// can) and refund card payments.
import { graphql, useFragment } from 'react-relay';
import { Card, CardContent } from '../../ui/Card';
import type { InvoiceActions_invoice$key } from './__generated__/InvoiceActions_invoice.graphql';
import { CloseInvoiceDialog } from './CloseInvoiceDialog';
import { PayLink } from './PayLink';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { SendInvoiceDialog } from './SendInvoiceDialog';

const OPEN = ['sent', 'partially_paid'];

export function InvoiceActions({ invoice, unsaved }: { invoice: InvoiceActions_invoice$key; unsaved: boolean }) {
  const i = useFragment(
    graphql`
      fragment InvoiceActions_invoice on Invoice {
        id
        number
        status
        amountPaid
        balance
        payUrl
        customer {
          id
          email
        }
        payments {
          method
          amount
          refundedAt
        }
      }
    `,
    invoice,
  );
  const refundable = i.payments.filter((p) => p.method === 'card' && !p.refundedAt);
  const closed = i.status === 'void' || i.status === 'refunded';
  return (
    <Card>
      <CardContent first className="space-y-3">
        {i.status === 'draft' && unsaved && <p className="text-sm text-amber-800">Save your changes before sending or recording a payment.</p>}
        {(i.status === 'draft' || OPEN.includes(i.status)) && (
          <SendInvoiceDialog id={i.id} number={i.number} again={i.status !== 'draft'} email={i.customer.email ?? null} customerId={i.customer.id} disabled={unsaved} />
        )}
        {!closed && i.payUrl && <PayLink url={i.payUrl} draftId={i.status === 'draft' ? i.id : null} disabled={unsaved} />}
        {(i.status === 'draft' || OPEN.includes(i.status)) && <RecordPaymentDialog id={i.id} balance={i.balance} draft={i.status === 'draft'} disabled={unsaved} />}
        {refundable.length > 0 && (i.status === 'paid' || i.status === 'partially_paid') && (
          <CloseInvoiceDialog action="refund" id={i.id} number={i.number} amounts={refundable.map((p) => p.amount)} />
        )}
        {!closed && <CloseInvoiceDialog action="void" id={i.id} number={i.number} paid={i.amountPaid !== '0.00' || i.status === 'paid'} />}
        {i.status === 'void' && <p className="text-sm text-slate-600">This invoice is void: it takes no payments and its pay link says so.</p>}
        {i.status === 'refunded' && <p className="text-sm text-slate-600">The card payments were refunded to the customer.</p>}
      </CardContent>
    </Card>
  );
}
