// What every pay link (/pay/{token}: an invoice's, a job's deposit's) shares: the shape of its token,
// the business and the Checkout address as GraphQL shows them, and the owner's email when a customer's
// tap on Pay failed at Stripe. The page around them is pay-frame.tsx.
import Stripe from 'stripe';
import type { Prisma as PrismaNS } from '../db/generated/prisma/client.js';
import { builder } from '../graphql/builder.js';
import type { Context } from '../graphql/context.js';
import { compose } from '../integrations/mail.js';
import type { PayBusiness } from './pay-frame.js';
import { appBase } from './urls.js';

type Tx = PrismaNS.TransactionClient;

/** A pay token: base64url of 32 random bytes (43 characters); anything else is not looked up. */
export const PAY_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

export const PayLinkBusiness = builder.objectRef<PayBusiness>('PayLinkBusiness').implement({
  description: 'The business that sent the invoice, as its customers see it.',
  fields: (t) => ({
    businessName: t.exposeString('businessName'),
    phone: t.exposeString('phone', { nullable: true }),
    brandColor: t.exposeString('brandColor', { nullable: true, description: '#rrggbb' }),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
  }),
});

export const CheckoutUrl = builder.objectRef<{ url: string }>('InvoiceCheckout').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: "Stripe Checkout's page; send the browser there" }) }),
});

/**
 * The owner hears that a customer's tap on Pay (an invoice's, a deposit's) failed at Stripe by email, through the
 * outbox: the customer is waiting on them, and the cause is most often their own Stripe account (charges paused,
 * details due), which only they can mend. Once per link sent: `claim` marks the invoice or the deposit's hold as
 * told and answers whether it was not yet (sending the link again clears the mark), so a customer tapping again
 * does not fill the owner's inbox. In its own transaction: the customer's answer stays the 409 whatever becomes of it.
 */
export async function tellOwnerCheckoutFailed(
  ctx: Context,
  failure: {
    claim: (tx: Tx) => Promise<boolean>;
    ownerId: string;
    customerId: string;
    err: unknown;
    kind: string;
    /** What was tapped, after "tapped Pay". */
    tapped: string;
    subject: (customerName: string) => string;
    /** Where the owner sees it paid, after "Once they pay, ". */
    oncePaid: string;
  },
) {
  await ctx.prisma.$transaction(async (tx) => {
    if (!(await failure.claim(tx))) return;
    const owner = await tx.user.findUnique({ where: { id: failure.ownerId }, select: { email: true, firstName: true } });
    const customer = await tx.customer.findUnique({ where: { id: failure.customerId }, select: { firstName: true, lastName: true, phone: true } });
    if (!owner || !customer) return;
    const name = `${customer.firstName} ${customer.lastName === '-' ? '' : customer.lastName}`.trim();
    const said = failure.err instanceof Stripe.errors.StripeError ? failure.err.message : null;
    const { text, html } = compose([
      `Hi ${owner.firstName},`,
      `${name} tapped Pay ${failure.tapped}, but Stripe did not start the payment.${said ? ` Stripe said: "${said}"` : ''}`,
      `They were asked to try again in a few minutes or to call you. Their phone: ${customer.phone}`,
      `If it keeps failing, check that your Stripe account can take payments in Settings → Get paid: ${appBase(ctx)}/settings#get-paid. Once they pay, ${failure.oncePaid}`,
    ]);
    await ctx.mailer.enqueue(tx, { kind: failure.kind, to: owner.email, subject: failure.subject(name), text, html });
  });
  ctx.afterResponse(() => ctx.mailer.wake());
}
