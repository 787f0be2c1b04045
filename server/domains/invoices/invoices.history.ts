// An invoice's history as the owner reads it: drafted, sent, each payment recorded and any removed
// (when, by whom), paid, voided, refunded; from the invoice's own times and its payments, oldest first.
import type { Invoice, InvoicePayment } from '../../db/generated/prisma/client.js';
import { formatCents, cents } from '../../../common/money.js';

export interface InvoiceEvent {
  at: Date;
  kind: 'drafted' | 'sent' | 'payment' | 'payment_removed' | 'paid' | 'voided' | 'refunded';
  text: string;
}

const METHODS: Record<string, string> = { card: 'Card', cash: 'Cash', check: 'Check', zelle: 'Zelle', venmo: 'Venmo', other: 'Other' };

export function invoiceHistory(
  i: Pick<Invoice, 'createdAt' | 'sentAt' | 'paidAt' | 'voidedAt' | 'refundedAt'> & { payments: InvoicePayment[] },
  viewerId: string | null,
): InvoiceEvent[] {
  const events: InvoiceEvent[] = [{ at: i.createdAt, kind: 'drafted', text: 'Drafted' }];
  if (i.sentAt) events.push({ at: i.sentAt, kind: 'sent', text: 'Sent to the customer' });
  for (const p of i.payments) {
    const what = `${METHODS[p.method] ?? p.method} $${formatCents(cents(p.amount))}`;
    events.push({ at: p.createdAt, kind: 'payment', text: `${what} recorded${p.note ? `: ${p.note}` : ''}` });
    if (p.removedAt) events.push({ at: p.removedAt, kind: 'payment_removed', text: `${what} removed by ${p.removedById === viewerId ? 'you' : 'the account owner'}` });
  }
  if (i.paidAt) events.push({ at: i.paidAt, kind: 'paid', text: 'Paid in full' });
  if (i.voidedAt) events.push({ at: i.voidedAt, kind: 'voided', text: 'Voided' });
  if (i.refundedAt) events.push({ at: i.refundedAt, kind: 'refunded', text: 'Refunded through Stripe' });
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
