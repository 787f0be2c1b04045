// Stripe Connect in the schema: viewer.paymentAccount and connectStripe (the owner's own account only).
import { builder, personOnly } from '../../graphql/builder.js';
import { resultOf, ValidationError } from '../../graphql/errors.js';
import { UserRef } from '../../graphql/user.js';
import * as connect from './connect.service.js';

const PaymentAccountRef = builder.objectRef<connect.PaymentAccount>('PaymentAccount').implement({
  description: "The owner's Stripe account for card payments (Stripe Connect)",
  fields: (t) => ({
    connected: t.exposeBoolean('connected', { description: 'A Stripe account was created for the business' }),
    chargesEnabled: t.exposeBoolean('chargesEnabled', { description: 'Stripe lets it take card payments (onboarding finished)' }),
    payoutsEnabled: t.exposeBoolean('payoutsEnabled', { description: 'Stripe pays it out to the bank' }),
  }),
});

const ConnectLinkRef = builder.objectRef<{ url: string }>('ConnectStripeLink').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: "Stripe's hosted onboarding; it returns to /settings" }) }),
});

builder.prismaObjectField(UserRef, 'paymentAccount', (t) =>
  t.field({
    type: PaymentAccountRef,
    description: "The business's Stripe account for card payments (not connected without a business)",
    resolve: (user, _a, ctx) => connect.paymentAccount(ctx, user.id),
  }),
);

builder.mutationField('connectStripe', (t) =>
  t.field({
    type: ConnectLinkRef,
    description: "Creates the business's Stripe Express account once (then reuses it) and answers a link to Stripe's onboarding",
    ...personOnly(connect.CONNECT_SESSION_REQUIRED),
    errors: resultOf('ConnectStripe', 'link', [ValidationError]),
    resolve: (_r, _a, ctx) => connect.connectStripe(ctx),
  }),
);
