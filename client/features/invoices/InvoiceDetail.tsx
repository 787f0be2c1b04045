// One invoice: who it bills and its status; the editor while draft, else its lines; the totals as the
// server computed them; the pay link, payments and actions. Every invoice mutation answers this
// fragment, so the store (and the page) take the server's figures from the payload.
import { graphql, useFragment } from 'react-relay';
import { useState } from 'react';
import { formatCalendarDate, formatDate } from '../customers/dates';
import type { InvoiceDetail_invoice$key } from './__generated__/InvoiceDetail_invoice.graphql';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceEditor } from './InvoiceEditor';
import { InvoiceLines } from './InvoiceLines';
import { InvoicePayments } from './InvoicePayments';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { InvoiceTotals } from './InvoiceTotals';

export function InvoiceDetail({ invoice }: { invoice: InvoiceDetail_invoice$key }) {
  const i = useFragment(
    graphql`
      fragment InvoiceDetail_invoice on Invoice {
        id
        number
        status
        dueDate
        sentAt
        paidAt
        customer {
          firstName
          lastName
        }
        appointment {
          serviceDate
          vehicle {
            year
            make
            model
          }
        }
        ...InvoiceEditor_invoice
        ...InvoiceLines_invoice
        ...InvoiceTotals_invoice
        ...InvoicePayments_invoice
        ...InvoiceActions_invoice
      }
    `,
    invoice,
  );
  // Sending sends what is saved: the actions wait for the editor's changes to be saved.
  const [unsaved, setUnsaved] = useState(false);
  const draft = i.status === 'draft';
  const vehicle = i.appointment?.vehicle ? [i.appointment.vehicle.year, i.appointment.vehicle.make, i.appointment.vehicle.model].filter(Boolean).join(' ') : null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Invoice #{i.number}</h1>
        <InvoiceStatusBadge status={i.status} />
      </div>
      <div className="text-sm text-slate-700">
        <p className="font-medium text-slate-900">
          {i.customer.firstName} {i.customer.lastName}
        </p>
        {i.appointment && (
          <p>
            Job of {formatDate(i.appointment.serviceDate)}
            {vehicle ? ` · ${vehicle}` : ''}
          </p>
        )}
        {!draft && <p>Due {formatCalendarDate(i.dueDate)}</p>}
        {i.sentAt && <p>Sent {formatDate(i.sentAt)}</p>}
        {i.paidAt && <p>Paid {formatDate(i.paidAt)}</p>}
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem] lg:items-start">
        <div className="space-y-4">
          {draft ? <InvoiceEditor invoice={i} onUnsavedChange={setUnsaved} /> : <InvoiceLines invoice={i} />}
          <InvoicePayments invoice={i} />
        </div>
        <div className="space-y-4">
          <InvoiceTotals invoice={i} unsaved={unsaved} />
          <InvoiceActions invoice={i} unsaved={unsaved} />
        </div>
      </div>
    </div>
  );
}
