// A customer's service history: work done, with booked (upcoming) and cancelled jobs in sections of
// their own; add, edit, and delete after the app's confirm dialog; a done job's Invoice.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PriceLines } from '../../ui/PriceLines';
import type { ServiceHistory_customer$key } from './__generated__/ServiceHistory_customer.graphql';
import type { ServiceHistoryDeleteMutation } from './__generated__/ServiceHistoryDeleteMutation.graphql';
import { InvoiceButton } from '../invoices/InvoiceButton';
import { formatDate } from './dates';
import { type EditedServiceRecord, ServiceDialog } from './ServiceDialog';

/** Upcoming first (what comes next), then the work done, then what was cancelled. */
const SECTIONS = [
  { status: 'scheduled', title: 'Upcoming' },
  { status: 'completed', title: 'Done' },
  { status: 'cancelled', title: 'Cancelled' },
  // The customer did not come (#59): not a visit, not spend.
  { status: 'no_show', title: 'No-show' },
] as const;
const LABELS: Record<string, string> = { scheduled: 'Upcoming', cancelled: 'Cancelled', no_show: 'No-show' };
const LABEL_STYLE: Record<string, string> = { scheduled: 'bg-brand-50 text-brand-700', cancelled: 'bg-slate-100 text-slate-600', no_show: 'bg-slate-100 text-slate-600' };

export function ServiceHistory({ customer }: { customer: ServiceHistory_customer$key }) {
  const c = useFragment(
    graphql`
      fragment ServiceHistory_customer on Customer {
        id
        serviceRecords {
          id
          serviceDate
          status
          serviceName
          totalAmount
          priceIsEstimate
          lines {
            description
            amount
          }
          notes
          nextServiceDue
        }
      }
    `,
    customer,
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EditedServiceRecord | null>(null);
  const [deleting, setDeleting] = useState<EditedServiceRecord | null>(null);
  const [remove, removing] = useMutationResult<ServiceHistoryDeleteMutation>(graphql`
    mutation ServiceHistoryDeleteMutation($id: ID!) {
      deleteServiceRecord(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on DeleteServiceRecordSuccess {
          customer {
            ...CustomerDetail_customer
            ...CustomerListItem_customer
          }
        }
      }
    }
  `);
  const confirmDelete = async (record: EditedServiceRecord) => {
    const result = await remove({ id: record.id }, { failure: 'Failed to delete service history.', success: 'Service history deleted' });
    if (result.ok) setDeleting(null);
  };

  return (
    <section>
      <div className="mb-2 flex items-center justify-between">
        <h3 className="font-semibold">Service History</h3>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          <Plus className="size-4" /> Add Service
        </Button>
      </div>
      {c.serviceRecords.length === 0 ? (
        <p className="text-sm text-slate-500">No services yet.</p>
      ) : (
        <div className="space-y-3">
          {SECTIONS.map(({ status, title }) => {
            const records = c.serviceRecords.filter((r) => r.status === status);
            // Upcoming jobs soonest first; done and cancelled ones newest first.
            if (status === 'scheduled') records.reverse();
            if (!records.length) return null;
            return (
              <div key={status} className="space-y-2" data-testid={`history-${status}`}>
                {status !== 'completed' && <h4 className="text-sm font-medium text-slate-600">{title}</h4>}
                <ul className="space-y-2" aria-label={title}>
                  {records.map((r) => (
                    <li key={r.id} className={cn('flex items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm', status !== 'scheduled' && status !== 'completed' && 'text-slate-500')}>
                      <div className="min-w-0 flex-1">
                        <div className="flex justify-between gap-2 font-medium">
                          <span className={cn(status !== 'scheduled' && status !== 'completed' && 'line-through')}>
                            {formatDate(r.serviceDate)}
                            {r.serviceName ? ` · ${r.serviceName}` : ''}
                          </span>
                          {r.totalAmount && (
                            <span className={cn('text-right', status !== 'scheduled' && status !== 'completed' && 'line-through')}>
                              ${r.totalAmount}
                              {r.priceIsEstimate && <span className="block text-xs font-normal text-slate-500">estimate</span>}
                            </span>
                          )}
                        </div>
                        {/* The quote the job was booked at (#50). */}
                        <PriceLines lines={r.lines} className="mt-1" />
                        {status !== 'completed' && (
                          <span className={cn('mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium', LABEL_STYLE[status])}>{LABELS[status]}</span>
                        )}
                        {r.notes && <p className="text-slate-600">{r.notes}</p>}
                        {r.nextServiceDue && <p className="text-slate-500">Next due {formatDate(r.nextServiceDue)}</p>}
                        {status === 'completed' && (
                          <div className="mt-2">
                            <InvoiceButton appointmentId={r.id} />
                          </div>
                        )}
                      </div>
                      <Button variant="ghost" size="sm" aria-label={`Edit service on ${formatDate(r.serviceDate)}`} onClick={() => setEditing(r)}>
                        <Pencil className="size-4" />
                      </Button>
                      <Button
                        variant="ghostDanger"
                        size="sm"
                        aria-label={`Delete service on ${formatDate(r.serviceDate)}`}
                        onClick={() => setDeleting(r)}
                      >
                        <Trash2 className="size-4" />
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
      <ServiceDialog customerId={c.id} open={adding} onOpenChange={setAdding} />
      <ServiceDialog customerId={c.id} record={editing} open={!!editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete service record?"
        confirmLabel="Delete Record"
        pending={removing}
        onConfirm={() => deleting && confirmDelete(deleting)}
      >
        <p>The service on {deleting && formatDate(deleting.serviceDate)} will be removed from this customer's history. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
