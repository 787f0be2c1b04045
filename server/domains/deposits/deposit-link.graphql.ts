// The deposit asked by pay link (#30): the job's deposit fields for its owner, the owner's resend, and
// the customer's side (public, the token is the only credential): depositLink and startDepositCheckout.
import { APPOINTMENT_NOT_FOUND } from '../../../common/booking.js';
import { builder } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, PaymentRequiredError, RateLimitError, resultOf, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { ServiceRecordRef } from '../customers/customers.types.js';
import { cents, formatCents } from '../../../common/money.js';
import { CheckoutUrl, PayLinkBusiness } from '../../kernel/pay-link.js';
import * as link from './deposit-link.service.js';
import { depositState } from './deposits.rules.js';
import { DepositStatusEnum } from '../../graphql/deposit-enums.js';

type View = link.DepositLinkView;

builder.prismaObjectFields(ServiceRecordRef, (t) => ({
  depositStatus: t.field({
    type: DepositStatusEnum,
    resolve: (r) => depositState(r),
  }),
  depositAmount: t.string({
    nullable: true,
    description: 'The deposit asked or paid, e.g. "36.00"; null when none',
    resolve: (r) => (r.depositAmount ? formatCents(cents(r.depositAmount)) : null),
  }),
  depositDueAt: t.string({
    nullable: true,
    description: 'An asked deposit is payable until then (ISO date-time); null when none asked or paid',
    resolve: (r) => (r.depositPaidAt ? null : (r.depositDueAt?.toISOString() ?? null)),
  }),
  depositPayUrl: t.string({
    nullable: true,
    description: "The customer's private link to pay the asked deposit (/pay/{token}); null when none asked or once paid",
    resolve: (r, _a, ctx) => (r.depositPayToken && !r.depositPaidAt ? link.depositPayUrl(ctx, r.depositPayToken) : null),
  }),
}));

const DepositLinkStatus = builder.enumType('DepositLinkStatus', {
  values: ['asked', 'unpaid', 'paid', 'refunded', 'cancelled', 'none'] as const,
});

const DepositLink = builder.objectRef<View>('DepositLink').implement({
  description: "A job's deposit by its private link /pay/{token}: the business's public face, the booking and the deposit, nothing about the customer.",
  fields: (t) => ({
    business: t.field({ type: PayLinkBusiness, resolve: (v) => v.business }),
    amount: t.exposeString('amount', { description: 'Dollars with 2 decimals' }),
    serviceName: t.exposeString('serviceName'),
    when: t.exposeString('when', { description: "The booking's date and time in the business's zone" }),
    status: t.field({ type: DepositLinkStatus, resolve: (v) => v.status }),
    dueAt: t.exposeString('dueAt', { nullable: true, description: 'Payable until then (ISO date-time)' }),
    cancellationPolicy: t.exposeString('cancellationPolicy'),
    canPayByCard: t.exposeBoolean('canPayByCard', { description: 'The deposit is due and the business takes cards online' }),
  }),
});

builder.queryFields((t) => ({
  depositLink: t.field({
    type: DepositLink,
    description: "A job's deposit by the token of its pay link /pay/{token} (no account). An unknown token is NotFoundError.",
    args: { token: t.arg.string({ required: true }) },
    errors: resultOf('DepositLink', 'depositLink', [NotFoundError]),
    resolve: (_r, { token }, ctx) => link.depositLink(ctx, token),
  }),
}));

builder.mutationFields((t) => ({
  startDepositCheckout: t.field({
    type: CheckoutUrl,
    description:
      "Starts the card payment of a job's deposit through Stripe Checkout on the business's connected account. ConflictError once paid, expired or cancelled, while the business cannot take cards, or when Stripe fails.",
    args: { token: t.arg.string({ required: true }) },
    errors: resultOf('StartDepositCheckout', 'checkout', [NotFoundError, ConflictError, RateLimitError]),
    resolve: (_r, { token }, ctx) => link.startDepositLinkCheckout(ctx, token),
  }),
  resendDepositLink: t.field({
    type: ServiceRecordRef,
    authScopes: { signedIn: true },
    description: "Emails the job's deposit link again with a new deadline (the same link); ConflictError once paid or for a job not scheduled.",
    args: { id: t.arg.id({ required: true }) },
    errors: resultOf('ResendDepositLink', 'appointment', [ValidationError, NotFoundError, ConflictError, PaymentRequiredError]),
    resolve: (_r, { id }, ctx) => link.resendDepositLink(ctx, databaseId(String(id), 'ServiceRecord', APPOINTMENT_NOT_FOUND)),
  }),
}));
