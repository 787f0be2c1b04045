// REST rows of the customer's pay link (public: no cookie, any origin) and the owner's refund; each
// maps to the GraphQL operation of the same name.
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow, toGlobalId } from '../../rest/rest.js';
import { invoiceFields, restInvoice } from '../invoices/invoices.rest.js';

const payLinkFields = graphql(`
  fragment RestPayLinkFields on PayLink {
    business { businessName phone }
    invoice {
      number status subtotal discount taxRate tax depositApplied tip total amountPaid balance dueDate paidAt
      lines { description quantity unitPrice amount }
    }
    canPayByCard
    tipOptions { percent amount }
  }
`);

/** A tip amount may come as a number (12.5) or a string ("12.50"); anything else goes to GraphQL as sent (400). */
const tipAmountOf = (v: unknown) => (typeof v === 'number' ? String(v) : (v ?? null));

export const payRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/pay/:token',
    public: true,
    operation: graphql(`query RestPayLink($token: String!) {
      payLink(token: $token) { __typename ... on Error { message } ... on PayLinkSuccess { payLink { ...RestPayLinkFields } } }
    }`, [payLinkFields]),
    variables: ({ params }) => ({ token: params.token }),
    result: (data) => data.payLink.payLink,
  }),
  restRow({
    method: 'POST',
    path: '/api/pay/:token/checkout',
    public: true,
    operation: graphql(`mutation RestStartInvoiceCheckout($token: String!, $tipPercent: Int, $tipAmount: String) {
      startInvoiceCheckout(token: $token, tipPercent: $tipPercent, tipAmount: $tipAmount) {
        __typename ... on Error { message } ... on StartInvoiceCheckoutSuccess { checkout { url } }
      }
    }`),
    variables: ({ params, body }) => ({ token: params.token, tipPercent: body.tipPercent ?? null, tipAmount: tipAmountOf(body.tipAmount) }),
    result: (data) => data.startInvoiceCheckout.checkout,
  }),
  restRow({
    method: 'POST',
    path: '/api/invoices/:id/refund',
    operation: graphql(`mutation RestRefundInvoice($id: ID!) {
      refundInvoice(id: $id) { __typename ... on Error { message } ... on RefundInvoiceSuccess { invoice { ...RestInvoiceFields } } }
    }`, [invoiceFields]),
    variables: ({ params }) => ({ id: toGlobalId('Invoice', params.id) }),
    result: (data) => restInvoice(data.refundInvoice.invoice),
  }),
];
