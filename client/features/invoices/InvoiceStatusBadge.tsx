// An invoice's status as a coloured label.
import { cn } from '../../ui/cn';

export const INVOICE_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
  refunded: 'Refunded',
};
const styles: Record<string, string> = {
  draft: 'bg-slate-200 text-slate-800',
  sent: 'bg-brand-50 text-brand-800',
  partially_paid: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-800',
  void: 'bg-slate-100 text-slate-700',
  refunded: 'bg-purple-100 text-purple-900',
};

export function InvoiceStatusBadge({ status }: { status: string }) {
  return (
    <span data-testid="invoice-status" data-status={status} className={cn('rounded-full px-2.5 py-0.5 text-sm font-medium', styles[status] ?? styles.draft)}>
      {INVOICE_STATUS_LABELS[status] ?? status}
    </span>
  );
}
