// The customer's pay link in GraphQL (public, the token is the only credential): payLink and
// startInvoiceCheckout; and the owner's refundInvoice.
import { INVOICE_NOT_FOUND } from '../../../common/pay.js';
import { builder } from '../../graphql/builder.js';
import { signedInUser } from '../../auth/authenticate.js';
import { ConflictError, NotFoundError, RateLimitError, resultOf, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { InvoiceRef } from '../invoices/invoices.types.js';
import * as pay from './pay.service.js';
import { CheckoutUrl, PayLinkBusiness } from '../../kernel/pay-link.js';

type View = pay.PayLinkView;

const PayLinkLine = builder.objectRef<View['invoice']['lines'][number]>('PayLinkLine').implement({
  fields: (t) => ({
    description: t.exposeString('description'),
    quantity: t.exposeString('quantity', { description: 'A decimal, e.g. "1" or "1.5"' }),
    unitPrice: t.exposeString('unitPrice', { description: 'Dollars with 2 decimals' }),
    amount: t.exposeString('amount', { description: 'quantity × unitPrice, rounded half up to the cent' }),
  }),
});

const PayLinkInvoice = builder.objectRef<View['invoice']>('PayLinkInvoice').implement({
  description: 'An invoice as its pay link shows it; money as dollar strings with 2 decimals.',
  fields: (t) => ({
    number: t.exposeInt('number'),
    status: t.exposeString('status', { description: 'sent, partially_paid, paid, void or refunded' }),
    lines: t.field({ type: [PayLinkLine], resolve: (i) => i.lines }),
    subtotal: t.exposeString('subtotal'),
    discount: t.exposeString('discount'),
    taxRate: t.exposeString('taxRate', { description: 'A percentage, e.g. "8.25", applied after the discount' }),
    tax: t.exposeString('tax'),
    depositApplied: t.exposeString('depositApplied', { description: 'A deposit already paid, credited' }),
    tip: t.exposeString('tip'),
    total: t.exposeString('total'),
    amountPaid: t.exposeString('amountPaid'),
    balance: t.exposeString('balance', { description: 'What is still due' }),
    dueDate: t.exposeString('dueDate', { description: 'YYYY-MM-DD' }),
    paidAt: t.exposeString('paidAt', { nullable: true }),
  }),
});

const TipOption = builder.objectRef<View['tipOptions'][number]>('TipOption').implement({
  fields: (t) => ({
    percent: t.exposeInt('percent'),
    amount: t.exposeString('amount', { description: 'The tip in dollars: the percentage of the invoice before tax' }),
  }),
});

const PayLink = builder.objectRef<View>('PayLink').implement({
  description: "A customer's invoice by its private link /pay/{token}: the business's public face and the invoice, nothing else about the customer.",
  fields: (t) => ({
    business: t.field({ type: PayLinkBusiness, resolve: (v) => v.business }),
    invoice: t.field({ type: PayLinkInvoice, resolve: (v) => v.invoice }),
    payable: t.exposeBoolean('payable', { description: 'Something is due (sent or partly paid)' }),
    canPayByCard: t.exposeBoolean('canPayByCard', { description: 'Something is due and the business takes cards online (its Stripe account can charge)' }),
    tipOptions: t.field({ type: [TipOption], resolve: (v) => v.tipOptions }),
  }),
});

builder.queryFields((t) => ({
  payLink: t.field({
    type: PayLink,
    description: "A customer's invoice by the token of its private pay link /pay/{token} (no account). A draft or an unknown token is NotFoundError.",
    args: { token: t.arg.string({ required: true }) },
    errors: resultOf('PayLink', 'payLink', [NotFoundError]),
    resolve: (_r, { token }, ctx) => pay.payLink(ctx, token),
  }),
}));

builder.mutationFields((t) => ({
  startInvoiceCheckout: t.field({
    type: CheckoutUrl,
    description:
      "Starts a card payment of the invoice's balance (plus an optional tip: tipPercent of the invoice before tax, or tipAmount in dollars) through Stripe Checkout on the business's connected account. ConflictError while the business cannot take cards, once paid or void, or when Stripe does not start the payment (the owner is then emailed, once per sending of the invoice).",
    args: {
      token: t.arg.string({ required: true }),
      tipPercent: t.arg.int(),
      tipAmount: t.arg.string({ description: 'Dollars, e.g. "12.50"' }),
    },
    errors: resultOf('StartInvoiceCheckout', 'checkout', [ValidationError, NotFoundError, ConflictError, RateLimitError]),
    resolve: (_r, { token, tipPercent, tipAmount }, ctx) => pay.startInvoiceCheckout(ctx, token, { tipPercent, tipAmount }),
  }),
  refundInvoice: t.field({
    type: InvoiceRef,
    authScopes: { signedIn: true },
    description: "Refunds the invoice's card payments through Stripe (on the owner's connected account); the invoice becomes refunded.",
    args: { id: t.arg.id({ required: true }) },
    errors: resultOf('RefundInvoice', 'invoice', [NotFoundError, ConflictError]),
    resolve: (_r, { id }, ctx) => pay.refundInvoice(ctx, databaseId(String(id), 'Invoice', INVOICE_NOT_FOUND)),
  }),
}));

builder.subscriptionFields((t) => ({
  invoicePaid: t.prismaField({
    type: 'Invoice',
    nullable: true,
    description: "Each of the caller's invoices as a customer pays it by card through its pay link (after the payment is recorded)",
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('invoicePaid', signedInUser(ctx).id),
    resolve: (query, event, _args, ctx) => ctx.prisma.invoice.findFirst({ ...query, where: { id: event.invoiceId, ownerId: signedInUser(ctx).id } }),
  }),
}));
