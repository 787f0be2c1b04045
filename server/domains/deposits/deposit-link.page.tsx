// A job's deposit on the pay link /pay/{token} (#30), rendered by the server with no script, in the
// business's brand, as the invoices' pay page is: the booking, the deposit and the cancellation policy,
// and a Pay button that is a plain form POST to /pay/{token}/checkout (kind=deposit), answered 303 to
// Stripe Checkout. Checkout returns here with ?session_id=…; the page says "Paid" once the webhook is in.
import { renderToString } from 'react-dom/server';
import { brandPalette } from '../../../common/brand.js';
import { businessPhone, PayFrame } from '../../kernel/pay-frame.js';
import { askGraphQL, type GraphQL, privatePage } from '../../private-page.js';
import type { DepositLinkView } from './deposit-link.service.js';

export const DEPOSIT_LINK_QUERY = `query DepositPage($token: String!) {
  depositLink(token: $token) {
    __typename
    ... on DepositLinkSuccess { depositLink {
      business { businessName phone brandColor logoUrl }
      amount serviceName when status dueAt cancellationPolicy canPayByCard
    } }
  }
}`;
export const DEPOSIT_CHECKOUT = `mutation DepositPageCheckout($token: String!) {
  startDepositCheckout(token: $token) {
    __typename ... on Error { message } ... on StartDepositCheckoutSuccess { checkout { url } }
  }
}`;

const STATUS_LABEL: Record<string, string> = { asked: 'Due', unpaid: 'Expired', paid: 'Paid', refunded: 'Refunded', cancelled: 'Cancelled' };
export const DEPOSIT_PAID_NOTICE = 'Thank you! Your deposit was received and your booking is confirmed.';
export const DEPOSIT_CONFIRMING_NOTICE = 'Thank you! Your payment is being confirmed; this page updates in a moment.';

function DepositView({ token, view, notice, error }: { token: string; view: DepositLinkView; notice?: string; error?: string }) {
  const b = view.business;
  const { brand, onBrand } = brandPalette(b.brandColor);
  const phone = businessPhone(b);
  return (
    <PayFrame business={b} title="Deposit for your booking" status={STATUS_LABEL[view.status] ?? view.status} notice={notice} error={error}>
      <section aria-labelledby="booking" className="rounded-2xl border border-slate-200 p-5">
        <h2 id="booking" className="text-xl font-bold">
          Your booking
        </h2>
        <dl className="mt-3">
          <div className="flex justify-between gap-4 py-1">
            <dt>Service</dt>
            <dd>{view.serviceName}</dd>
          </div>
          <div className="flex justify-between gap-4 py-1">
            <dt>When</dt>
            <dd className="text-right">{view.when}</dd>
          </div>
          <div className="flex justify-between gap-4 py-1">
            <dt className="font-bold">Deposit</dt>
            <dd className="font-bold" data-testid="deposit-amount">{`$${view.amount}`}</dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-700">The deposit counts toward the price.</p>
        <p className="mt-2 text-sm text-slate-700" data-testid="deposit-policy">
          {view.cancellationPolicy}
        </p>
      </section>

      {view.status === 'paid' && <p className="text-lg font-semibold">Paid — thank you! Your booking is confirmed.</p>}
      {view.status === 'refunded' && <p>This deposit was refunded. The money goes back to the card it was paid with.</p>}
      {view.status === 'cancelled' && <p>This booking was cancelled, so there is no deposit to pay.</p>}
      {view.status === 'unpaid' && (
        <p data-testid="deposit-expired">
          This deposit link has expired. Please ask {b.businessName} to send a new one{phone ? <>: call {phone}.</> : '.'}
        </p>
      )}

      {view.canPayByCard && (
        <section aria-labelledby="pay" className="rounded-2xl border border-slate-200 p-5">
          <h2 id="pay" className="text-xl font-bold">
            Pay by card
          </h2>
          <form method="post" action={`/pay/${token}/checkout`} className="mt-3 space-y-3">
            <input type="hidden" name="kind" value="deposit" />
            <button type="submit" className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold" style={{ backgroundColor: brand, color: onBrand }}>
              {`Pay $${view.amount} deposit`}
            </button>
            <p className="text-sm text-slate-700">You pay on Stripe's secure page; {b.businessName} receives the payment.</p>
          </form>
        </section>
      )}
      {view.status === 'asked' && !view.canPayByCard && (
        <section aria-labelledby="how" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <h2 id="how" className="text-xl font-bold">
            How to pay
          </h2>
          <p className="mt-2" data-testid="pay-offline">
            {b.businessName} cannot take card payments online right now. Please pay them directly{phone ? <>: call {phone}.</> : '.'}
          </p>
        </section>
      )}
      {phone && view.status !== 'unpaid' && <p>Questions? Call {phone}.</p>}
    </PayFrame>
  );
}

type DepositLinkData = { depositLink: { __typename: string; depositLink?: DepositLinkView } };

/** The deposit's page by its token, or null when the token is no deposit's (the caller answers 404). */
export async function renderDepositPage(opts: { shell: string; token: string; graphql: GraphQL; request: Request; error?: string; status?: number }) {
  const payload = await askGraphQL<DepositLinkData>(opts.graphql, opts.request, DEPOSIT_LINK_QUERY, { token: opts.token });
  const view = payload.data?.depositLink?.depositLink;
  if (!view) return null;
  const returned = new URL(opts.request.url).searchParams.has('session_id');
  const settled = view.status === 'paid';
  const notice = returned && !opts.error ? (settled ? DEPOSIT_PAID_NOTICE : DEPOSIT_CONFIRMING_NOTICE) : undefined;
  const markup = renderToString(<DepositView token={encodeURIComponent(opts.token)} view={view} notice={notice} error={opts.error} />);
  return {
    status: opts.status ?? 200,
    html: privatePage(
      opts.shell,
      `Deposit for ${view.business.businessName}`,
      markup,
      returned && !settled && view.status === 'asked' ? '<meta http-equiv="refresh" content="5" />' : '',
    ),
  };
}

type CheckoutData = { startDepositCheckout: { __typename: string; message?: string; checkout?: { url: string } } };

/** The deposit's Pay form: the url of Checkout, or what went wrong (`status` with `error`). */
export async function startDepositFromForm(graphql: GraphQL, request: Request, token: string) {
  const payload = await askGraphQL<CheckoutData>(graphql, request, DEPOSIT_CHECKOUT, { token });
  return payload.data?.startDepositCheckout;
}
