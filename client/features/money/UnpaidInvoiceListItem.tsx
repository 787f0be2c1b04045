import { ChevronRight } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import { invoiceState } from '../invoices/invoiceBack';
import type { UnpaidInvoiceListItem_invoice$key } from './__generated__/UnpaidInvoiceListItem_invoice.graphql';
import { dayOf } from '../../ui/businessZone';
import { formatMoney, shortDate } from './money';

export function UnpaidInvoiceListItem({ invoice }: { invoice: UnpaidInvoiceListItem_invoice$key }) {
  const location = useLocation();
  const i = useFragment(
    graphql`
      fragment UnpaidInvoiceListItem_invoice on Invoice {
        id
        number
        status
        balance
        dueDate
        issuedAt
        customer {
          firstName
          lastName
        }
      }
    `,
    invoice,
  );
  return (
    <li>
      <Link to={`/invoices/${encodeURIComponent(i.id)}`} state={invoiceState(location)} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:bg-slate-50">
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 font-semibold">
            <span>#{i.number}</span>
            <span className="truncate">
              {i.customer.firstName} {i.customer.lastName}
            </span>
            {i.status === 'partially_paid' && <span className="rounded-full bg-amber-100 px-2 text-xs font-medium text-amber-900">Part paid</span>}
          </p>
          <p className="text-sm text-slate-600">
            {i.issuedAt ? `Sent ${shortDate(dayOf(i.issuedAt))} · ` : ''}Due {shortDate(i.dueDate)}
          </p>
        </div>
        <span className="font-semibold tabular-nums" data-testid="unpaid-balance">
          {formatMoney(i.balance)}
        </span>
        <ChevronRight className="size-4 text-slate-400" aria-hidden />
      </Link>
    </li>
  );
}
