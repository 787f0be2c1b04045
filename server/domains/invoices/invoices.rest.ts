// REST rows of invoices (the money screen's are in money-screen.rest.ts). An invoice answers as
// {id, number, status, customer: {id, firstName, lastName}, appointmentId, lines, subtotal, discount, tax,
//  depositApplied, tip, total, amountPaid, balance, dueDate, sentAt, paidAt, payUrl, payments} (+ taxRate, notes).
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../rest/graphql.js';
import { nodeOf, type RestRow, RestError, restRow, toDatabaseId, toGlobalId, viewerOf } from '../../rest/rest.js';

export const invoiceFields = graphql(`fragment RestInvoiceFields on Invoice {
  id number status customer { id firstName lastName } appointment { id }
  lines { description quantity unitPrice amount }
  subtotal discount taxRate tax depositApplied tip total amountPaid balance dueDate notes sentAt paidAt payUrl
  payments { id method amount note createdAt }
}`);

export const restInvoice = ({ id, customer, appointment, ...rest }: ResultOf<typeof invoiceFields>) => ({
  id: toDatabaseId(id),
  number: rest.number,
  status: rest.status,
  customer: { ...customer, id: toDatabaseId(customer.id) },
  appointmentId: appointment ? toDatabaseId(appointment.id) : null,
  lines: rest.lines,
  subtotal: rest.subtotal,
  discount: rest.discount,
  taxRate: rest.taxRate,
  tax: rest.tax,
  depositApplied: rest.depositApplied,
  tip: rest.tip,
  total: rest.total,
  amountPaid: rest.amountPaid,
  balance: rest.balance,
  dueDate: rest.dueDate,
  notes: rest.notes,
  sentAt: rest.sentAt,
  paidAt: rest.paidAt,
  payUrl: rest.payUrl,
  payments: rest.payments.map((p) => ({ ...p, id: toDatabaseId(p.id) })),
});

/** Amounts may come as JSON numbers (12.5); anything else goes to GraphQL as sent, which refuses a wrong type. */
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
const STATUSES = ['draft', 'sent', 'partially_paid', 'paid', 'void', 'refunded'];
/** A PATCH body's fields: absent keys are left out, so they keep their values. */
const patch = (body: Record<string, unknown>, fields: Record<string, (v: unknown) => unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key in body).map(([key, map]) => [key, map(body[key])]));
const asIs = (v: unknown) => v;
const lines = (v: unknown) =>
  Array.isArray(v)
    ? v.map((l) => (l && typeof l === 'object' && !Array.isArray(l) ? { ...l, quantity: amount((l as { quantity?: unknown }).quantity ?? '1'), unitPrice: amount((l as { unitPrice?: unknown }).unitPrice) } : l))
    : v;

export const invoiceRows: RestRow[] = [
  restRow({
    method: 'POST',
    path: '/api/appointments/:id/invoice',
    operation: graphql(`mutation RestCreateInvoice($appointmentId: ID!) {
      createInvoice(appointmentId: $appointmentId) { __typename ... on Error { message } ... on CreateInvoiceSuccess { invoice { ...RestInvoiceFields } } }
    }`, [invoiceFields]),
    variables: ({ params }) => ({ appointmentId: toGlobalId('ServiceRecord', params.id) }),
    result: (data) => restInvoice(data.createInvoice.invoice),
    status: 201,
  }),
  restRow({
    method: 'GET',
    path: '/api/invoices',
    operation: graphql(`query RestInvoices($first: Int!, $after: String, $status: InvoiceStatus) {
      viewer { invoices(first: $first, after: $after, status: $status) { pageInfo { hasNextPage endCursor } edges { node { ...RestInvoiceFields } } } }
    }`, [invoiceFields]),
    variables: ({ query }) => {
      const status = query.get('status');
      if (status && !STATUSES.includes(status)) throw new RestError(400, `status must be one of ${STATUSES.join(', ')}`);
      return { status: status || null };
    },
    pages: (data) => data.viewer?.invoices,
    result: (data) => viewerOf(data).invoices.edges.map((e) => restInvoice(e.node)),
  }),
  restRow({
    method: 'GET',
    path: '/api/invoices/:id',
    operation: graphql(`query RestInvoice($id: ID!) { viewer { id } node(id: $id) { ... on Invoice { ...RestInvoiceFields } } }`, [invoiceFields]),
    variables: ({ params }) => ({ id: toGlobalId('Invoice', params.id) }),
    result: (data) => {
      viewerOf(data);
      return restInvoice(nodeOf(data.node, 'Invoice not found'));
    },
  }),
  restRow({
    method: 'PATCH',
    path: '/api/invoices/:id',
    operation: graphql(`mutation RestUpdateInvoice($id: ID!, $input: UpdateInvoiceInput!) {
      updateInvoice(id: $id, input: $input) { __typename ... on Error { message } ... on UpdateInvoiceSuccess { invoice { ...RestInvoiceFields } } }
    }`, [invoiceFields]),
    variables: ({ params, body }) => ({
      id: toGlobalId('Invoice', params.id),
      input: patch(body, { lines, discount: amount, taxRate: amount, dueDate: asIs, notes: asIs }),
    }),
    result: (data) => restInvoice(data.updateInvoice.invoice),
  }),
  restRow({
    method: 'POST',
    path: '/api/invoices/:id/send',
    operation: graphql(`mutation RestSendInvoice($id: ID!, $input: SendInvoiceInput!) {
      sendInvoice(id: $id, input: $input) { __typename ... on Error { message } ... on SendInvoiceSuccess { invoice { ...RestInvoiceFields } } }
    }`, [invoiceFields]),
    variables: ({ params, body }) => ({ id: toGlobalId('Invoice', params.id), input: { email: body.email ?? false, sms: body.sms ?? false } }),
    result: (data) => restInvoice(data.sendInvoice.invoice),
  }),
  restRow({
    method: 'POST',
    path: '/api/invoices/:id/payments',
    operation: graphql(`mutation RestRecordInvoicePayment($id: ID!, $input: RecordInvoicePaymentInput!) {
      recordInvoicePayment(id: $id, input: $input) { __typename ... on Error { message } ... on RecordInvoicePaymentSuccess { invoice { ...RestInvoiceFields } } }
    }`, [invoiceFields]),
    variables: ({ params, body }) => ({
      id: toGlobalId('Invoice', params.id),
      input: { method: body.method ?? '', amount: amount(body.amount ?? ''), note: body.note ?? null },
    }),
    result: (data) => restInvoice(data.recordInvoicePayment.invoice),
  }),
  restRow({
    method: 'POST',
    path: '/api/invoices/:id/issue',
    operation: graphql(`mutation RestIssueInvoice($id: ID!) {
      issueInvoice(id: $id) { __typename ... on Error { message } ... on IssueInvoiceSuccess { invoice { ...RestInvoiceFields } } }
    }`, [invoiceFields]),
    variables: ({ params }) => ({ id: toGlobalId('Invoice', params.id) }),
    result: (data) => restInvoice(data.issueInvoice.invoice),
  }),
  restRow({
    method: 'DELETE',
    path: '/api/invoices/:id/payments/:paymentId',
    operation: graphql(`mutation RestRemoveInvoicePayment($id: ID!, $paymentId: ID!) {
      removeInvoicePayment(id: $id, paymentId: $paymentId) { __typename ... on Error { message } ... on RemoveInvoicePaymentSuccess { invoice { ...RestInvoiceFields } } }
    }`, [invoiceFields]),
    variables: ({ params }) => ({ id: toGlobalId('Invoice', params.id), paymentId: toGlobalId('InvoicePayment', params.paymentId) }),
    result: (data) => restInvoice(data.removeInvoicePayment.invoice),
  }),
  restRow({
    method: 'POST',
    path: '/api/invoices/:id/void',
    operation: graphql(`mutation RestVoidInvoice($id: ID!) {
      voidInvoice(id: $id) { __typename ... on Error { message } ... on VoidInvoiceSuccess { invoice { ...RestInvoiceFields } } }
    }`, [invoiceFields]),
    variables: ({ params }) => ({ id: toGlobalId('Invoice', params.id) }),
    result: (data) => restInvoice(data.voidInvoice.invoice),
  }),
];
