// Invoice mutations: draft from a job, edit a draft, send, record an offline payment, void. The owner's own only.
import { builder } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import * as rules from './invoices.rules.js';
import * as invoices from './invoices.service.js';
import { InvoiceRef, PaymentMethod } from './invoices.types.js';

const InvoiceLineInput = builder.inputType('InvoiceLineInput', {
  fields: (t) => ({
    description: t.string({ required: true }),
    quantity: t.string({ required: true, description: 'Above 0, up to 3 decimals, e.g. "1"' }),
    unitPrice: t.string({ required: true, description: '0 or more, 2 decimals (a reduction goes in discount)' }),
  }),
});

/** Partial: a field left out keeps its value; notes null clears them. */
const UpdateInvoiceInput = builder.inputType('UpdateInvoiceInput', {
  fields: (t) => ({
    lines: t.field({ type: [InvoiceLineInput], description: 'Every line, in order (replaces the lines)' }),
    discount: t.string({ description: 'An amount off the subtotal, e.g. "10.00"' }),
    taxRate: t.string({ description: 'A percentage, e.g. "8.25", applied after the discount' }),
    dueDate: t.string({ description: 'YYYY-MM-DD' }),
    notes: t.string(),
  }),
});

const SendInvoiceInput = builder.inputType('SendInvoiceInput', {
  fields: (t) => ({
    email: t.boolean({ description: 'Email it with the pay link' }),
    sms: t.boolean({ description: 'Text it with the pay link (to a customer who agreed to texts)' }),
  }),
});

const RecordInvoicePaymentInput = builder.inputType('RecordInvoicePaymentInput', {
  fields: (t) => ({
    method: t.field({ type: PaymentMethod, required: true, description: 'cash, check, zelle, venmo or other (cards pay through the pay link)' }),
    amount: t.string({ required: true, description: 'Up to the balance, 2 decimals' }),
    note: t.string(),
  }),
});

const types = [ValidationError, ConflictError, NotFoundError];
const errors = { types, dataField: { name: 'invoice' } };
const invoiceId = (id: string | number) => databaseId(String(id), 'Invoice', 'Invoice not found');

builder.mutationFields((t) => ({
  createInvoice: t.field({
    type: InvoiceRef,
    description: 'Drafts the invoice of a completed job (409 when it has one)',
    authScopes: { signedIn: true },
    args: { appointmentId: t.arg.id({ required: true }) },
    errors,
    resolve: (_r, { appointmentId }, ctx) =>
      invoices.createInvoice(ctx, databaseId(String(appointmentId), 'ServiceRecord', 'Appointment not found')),
  }),
  updateInvoice: t.field({
    type: InvoiceRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateInvoiceInput, required: true }) },
    errors,
    resolve: (_r, { id, input }, ctx) => invoices.updateInvoice(ctx, invoiceId(id), input),
  }),
  sendInvoice: t.field({
    type: InvoiceRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SendInvoiceInput, required: true }) },
    errors,
    resolve: (_r, { id, input }, ctx) => invoices.sendInvoice(ctx, invoiceId(id), input),
  }),
  recordInvoicePayment: t.field({
    type: InvoiceRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: RecordInvoicePaymentInput, required: true }) },
    errors,
    resolve: (_r, { id, input }, ctx) => invoices.recordPayment(ctx, invoiceId(id), input),
  }),
  issueInvoice: t.field({
    type: InvoiceRef,
    description: 'Issues a draft without sending anything (its pay link opens; the owner shares it): it becomes sent. Recording a payment on a draft issues it too.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    errors,
    resolve: (_r, { id }, ctx) => invoices.issueInvoice(ctx, invoiceId(id)),
  }),
  removeInvoicePayment: t.field({
    type: InvoiceRef,
    description: 'Removes an offline payment recorded by mistake: the balance and status come back; it stays in the history. A card payment is refunded instead (ConflictError).',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), paymentId: t.arg.id({ required: true }) },
    errors,
    resolve: (_r, { id, paymentId }, ctx) => invoices.removePayment(ctx, invoiceId(id), databaseId(String(paymentId), 'InvoicePayment', rules.PAYMENT_NOT_FOUND)),
  }),
  voidInvoice: t.field({
    type: InvoiceRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    errors,
    resolve: (_r, { id }, ctx) => invoices.voidInvoice(ctx, invoiceId(id)),
  }),
}));
