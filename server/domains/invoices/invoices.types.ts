// Invoice nodes (the owner's, or any for admins), their lines and payments, the owner's invoice list
// (a Relay connection with a status filter) on the viewer.
import { type InvoiceEvent, invoiceHistory } from './invoices.history.js';
import { builder } from '../../graphql/builder.js';
import { ownedByCaller } from '../../graphql/context.js';
import { UserRef } from '../../graphql/user.js';
import { ServiceRecordRef } from '../customers/customers.types.js';
import { balanceCents, payUrl } from './invoices.service.js';
import { cents, formatCents, formatRate, lineCents, parseQuantity, parseRate } from '../../../common/money.js';

export const INVOICE_STATUSES = ['draft', 'sent', 'partially_paid', 'paid', 'void', 'refunded'] as const;
export const PAYMENT_METHODS = ['card', 'cash', 'check', 'zelle', 'venmo', 'other'] as const;
export const InvoiceStatus = builder.enumType('InvoiceStatus', { values: INVOICE_STATUSES });
export const PaymentMethod = builder.enumType('PaymentMethod', { values: PAYMENT_METHODS });

const money = (value: { toFixed(d: number): string }) => formatCents(cents(value));

const InvoiceLineRef = builder.prismaObject('InvoiceLine', {
  fields: (t) => ({
    description: t.exposeString('description'),
    quantity: t.string({ description: 'Up to 3 decimals, e.g. "1" or "2.5"', resolve: (l) => formatRate(parseQuantity(l.quantity) ?? 0) }),
    unitPrice: t.string({ description: '2 decimals', resolve: (l) => money(l.unitPrice) }),
    amount: t.string({ description: 'quantity × unitPrice, to the cent', resolve: (l) => formatCents(lineCents(parseQuantity(l.quantity) ?? 0, cents(l.unitPrice))) }),
  }),
});

export const InvoicePaymentRef = builder.prismaNode('InvoicePayment', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, invoice: ownedByCaller(ctx) }),
  fields: (t) => ({
    method: t.expose('method', { type: PaymentMethod }),
    amount: t.string({ description: 'Received, tip included; 2 decimals', resolve: (p) => money(p.amount) }),
    tip: t.string({ resolve: (p) => money(p.tip) }),
    note: t.exposeString('note', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    refundedAt: t.expose('refundedAt', { type: 'DateTime', nullable: true }),
  }),
});

const InvoiceEventRef = builder.objectRef<InvoiceEvent>('InvoiceEvent').implement({
  description: "One step of an invoice's history",
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime' }),
    kind: t.exposeString('kind', { description: 'drafted, sent, payment, payment_removed, paid, voided or refunded' }),
    text: t.exposeString('text', { description: 'e.g. "Cash $40.00 recorded", "Cash $4.00 removed by you"' }),
  }),
});

export const InvoiceRef = builder.prismaNode('Invoice', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ...ownedByCaller(ctx) }),
  authScopes: (invoice, ctx) => invoice.ownerId === ctx.user?.id || !!ctx.user?.isAdmin,
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'Per business, sequential from 1, never reused' }),
    status: t.expose('status', { type: InvoiceStatus }),
    customer: t.relation('customer'),
    appointment: t.relation('appointment', { nullable: true, description: 'The job it bills' }),
    lines: t.relation('lines', { query: { orderBy: { position: 'asc' } } }),
    payments: t.relation('payments', {
      description: 'The payments that count (one removed by the owner is only in history)',
      query: { where: { removedAt: null }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
    history: t.field({
      type: [InvoiceEventRef],
      description: 'What happened to it, oldest first: drafted, sent, each payment recorded or removed (when, by whom), paid, voided, refunded',
      select: { createdAt: true, sentAt: true, paidAt: true, voidedAt: true, refundedAt: true, payments: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
      resolve: (i, _a, ctx) => invoiceHistory(i, ctx.user?.id ?? null),
    }),
    subtotal: t.string({ description: 'Sum of the lines; money as 2-decimal strings', resolve: (i) => money(i.subtotal) }),
    discount: t.string({ resolve: (i) => money(i.discount) }),
    taxRate: t.string({ description: 'A percentage, e.g. "8.25", applied after the discount', resolve: (i) => formatRate(parseRate(i.taxRate) ?? 0) }),
    tax: t.string({ resolve: (i) => money(i.tax) }),
    depositApplied: t.string({ description: 'A deposit already paid, credited', resolve: (i) => money(i.depositApplied) }),
    tip: t.string({ resolve: (i) => money(i.tip) }),
    total: t.string({ description: 'subtotal - discount + tax + tip', resolve: (i) => money(i.total) }),
    amountPaid: t.string({ description: 'Paid on the invoice (the deposit not included)', resolve: (i) => money(i.amountPaid) }),
    balance: t.string({ description: 'total - depositApplied - amountPaid', resolve: (i) => formatCents(balanceCents(i)) }),
    dueDate: t.string({ description: 'YYYY-MM-DD', resolve: (i) => i.dueDate.toISOString().slice(0, 10) }),
    notes: t.exposeString('notes', { nullable: true }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    voidedAt: t.expose('voidedAt', { type: 'DateTime', nullable: true }),
    refundedAt: t.expose('refundedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    issuedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was issued: sent, or (never sent) paid; null for a draft',
      resolve: (i) => i.sentAt ?? i.paidAt,
    }),
    payUrl: t.string({
      nullable: true,
      description: "The customer's private pay link; only its owner sees it",
      resolve: (i, _a, ctx) => (i.ownerId === ctx.user?.id ? payUrl(ctx, i) : null),
    }),
  }),
});

// The job's invoice, so the schedule and the service history open it instead of drafting a second one.
builder.prismaObjectField(ServiceRecordRef, 'invoice', (t) => t.relation('invoice', { nullable: true, description: "The job's invoice, once drafted" }));

void InvoiceLineRef;
void InvoicePaymentRef;

builder.prismaObjectFields(UserRef, (t) => ({
  invoices: t.relatedConnection('invoices', {
    cursor: 'id',
    description: 'Newest first; status filters to one status.',
    args: { status: t.arg({ type: InvoiceStatus }) },
    totalCount: true,
    query: ({ status }) => ({ where: status ? { status } : {}, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
}));
