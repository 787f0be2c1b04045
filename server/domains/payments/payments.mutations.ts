// startCheckout (anyone: the Join action) and createBillingPortalSession (the signed-in owner).
import { builder, personOnly } from '../../graphql/builder.js';
import { ValidationError } from '../../graphql/errors.js';
import { UserRef } from '../../graphql/user.js';
import * as payments from './payments.service.js';

const RedirectUrl = builder.objectRef<{ url: string }>('RedirectUrl').implement({
  fields: (t) => ({ url: t.exposeString('url') }),
});

/** The errors these mutations return (union and result names come from the builder). */
const errors = { types: [ValidationError], dataField: { name: 'redirect' } };

builder.mutationFields((t) => ({
  startCheckout: t.field({
    type: RedirectUrl,
    description: 'A Stripe Checkout Session for the Founders Rate; redirect the browser to its url',
    args: { email: t.arg.string() },
    errors: errors,
    resolve: (_r, { email }, ctx) => payments.startCheckout(ctx, email),
  }),
  createBillingPortalSession: t.field({
    type: RedirectUrl,
    ...personOnly(payments.BILLING_PORTAL_SESSION_REQUIRED),
    errors: errors,
    resolve: (_r, _a, ctx) => payments.billingPortal(ctx),
  }),
}));

builder.prismaObjectField(UserRef, 'paymentNote', (t) =>
  t.exposeString('paymentNote', { nullable: true, description: 'Why the payment could not be verified, if so' }),
);
