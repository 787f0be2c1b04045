// The customer's pay link /pay/{token}, rendered by the server and complete without JavaScript (no
// script at all), in the business's brand: the invoice, a tip choice and a Pay button that is a plain
// form POST to /pay/{token}/checkout, which runs the same GraphQL mutation as REST and answers with a
// redirect (303) to Stripe Checkout, or the page with what went wrong. Checkout returns here with
// ?session_id=…; the page says "Paid" once the payment's webhook has been taken. A token that is no
// invoice's may be a job's deposit link (deposits/deposit-link.page.tsx), on the same address and form.
import { renderToString } from 'react-dom/server';
import { brandPalette } from '../../../common/brand.js';
import { businessPhone, PayFrame } from '../../kernel/pay-frame.js';
import { askGraphQL, type GraphQL, privatePage } from '../../private-page.js';
import type { PayLinkView } from './pay.service.js';
import { renderDepositPage, startDepositFromForm } from '../deposits/deposit-link.page.js';

type View = PayLinkView;

const QUERY = `query PayPage($token: String!) {
  payLink(token: $token) {
    __typename
    ... on Error { message }
    ... on PayLinkSuccess { payLink {
      business { businessName phone brandColor logoUrl }
      invoice { number status subtotal discount taxRate tax depositApplied tip total amountPaid balance dueDate paidAt lines { description quantity unitPrice amount } }
      payable canPayByCard tipOptions { percent amount }
    } }
  }
}`;
const CHECKOUT = `mutation PayPageCheckout($token: String!, $tipPercent: Int, $tipAmount: String) {
  startInvoiceCheckout(token: $token, tipPercent: $tipPercent, tipAmount: $tipAmount) {
    __typename ... on Error { message } ... on StartInvoiceCheckoutSuccess { checkout { url } }
  }
}`;

const dollars = (s: string) => `$${s}`;
const nonZero = (s: string) => s !== '0.00';
const dueLabel = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const STATUS_LABEL: Record<string, string> = { sent: 'Due', partially_paid: 'Partly paid', paid: 'Paid', refunded: 'Refunded', void: 'Void' };

function PayView({ token, view, notice, error }: { token: string; view: View; notice?: string; error?: string }) {
  const { business: b, invoice: inv } = view;
  const { brand, onBrand } = brandPalette(b.brandColor);
  const phone = businessPhone(b);
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <div className="flex justify-between gap-4 py-1">
      <dt className={strong ? 'font-bold' : ''}>{label}</dt>
      <dd className={strong ? 'font-bold' : ''} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <PayFrame business={b} title={`Invoice #${inv.number}`} status={STATUS_LABEL[inv.status] ?? inv.status} notice={notice} error={error}>
      <section aria-labelledby="items" className="rounded-2xl border border-slate-200 p-5">
        <h2 id="items" className="text-xl font-bold">
          Items
        </h2>
        <table className="mt-3 w-full text-left">
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-700">
              <th scope="col" className="py-2 font-semibold">
                Description
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Qty
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {inv.lines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id here and never reorder
              <tr key={i} className="border-b border-slate-100 align-top">
                <td className="py-2">
                  {l.description}
                  {l.quantity !== '1' && <span className="block text-sm text-slate-700">{dollars(l.unitPrice)} each</span>}
                </td>
                <td className="py-2 text-right">{l.quantity}</td>
                <td className="py-2 text-right">{dollars(l.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4">
          {row('Subtotal', dollars(inv.subtotal))}
          {nonZero(inv.discount) && row('Discount', `−${dollars(inv.discount)}`)}
          {nonZero(inv.tax) && row(`Tax (${inv.taxRate}%)`, dollars(inv.tax))}
          {nonZero(inv.tip) && row('Tip', dollars(inv.tip))}
          {row('Total', dollars(inv.total), true, 'pay-total')}
          {nonZero(inv.depositApplied) && row('Deposit paid', `−${dollars(inv.depositApplied)}`)}
          {nonZero(inv.amountPaid) && row('Paid', `−${dollars(inv.amountPaid)}`, false, 'pay-amount-paid')}
          {row('Balance due', dollars(inv.balance), true, 'pay-balance')}
        </dl>
        {view.payable && <p className="mt-2 text-sm text-slate-700">Due by {dueLabel(inv.dueDate)}</p>}
      </section>

      {inv.status === 'paid' && <p className="text-lg font-semibold">Paid — thank you!</p>}
      {inv.status === 'refunded' && <p>This invoice was refunded. The money goes back to the card it was paid with.</p>}
      {inv.status === 'void' && <p>This invoice was cancelled by {b.businessName}. There is nothing to pay.</p>}

      {view.canPayByCard && (
        <section aria-labelledby="pay" className="rounded-2xl border border-slate-200 p-5">
          <h2 id="pay" className="text-xl font-bold">
            Pay by card
          </h2>
          <form method="post" action={`/pay/${token}/checkout`} className="mt-3 space-y-4">
            <fieldset className="space-y-2">
              <legend className="font-semibold">{`Add a tip for ${b.businessName}?`}</legend>
              <div className="flex flex-wrap gap-2">
                <label className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3">
                  <input type="radio" name="tip" value="none" defaultChecked />
                  No tip
                </label>
                {view.tipOptions.map((o) => (
                  <label key={o.percent} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3">
                    <input type="radio" name="tip" value={String(o.percent)} />
                    {`${o.percent}% (${dollars(o.amount)})`}
                  </label>
                ))}
                <label className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3">
                  <input type="radio" name="tip" value="custom" />
                  Other amount
                </label>
              </div>
              <label className="block">
                <span className="text-sm">Other tip amount in dollars (with "Other amount")</span>
                <input
                  type="text"
                  name="tipAmount"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="e.g. 10"
                  className="mt-1 block h-11 w-40 rounded-lg border border-slate-400 px-3"
                />
              </label>
            </fieldset>
            <button type="submit" className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold" style={{ backgroundColor: brand, color: onBrand }}>
              {`Pay ${dollars(inv.balance)} + tip`}
            </button>
            <p className="text-sm text-slate-700">You pay on Stripe's secure page; {b.businessName} receives the payment.</p>
          </form>
        </section>
      )}

      {view.payable && !view.canPayByCard && (
        <section aria-labelledby="how" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <h2 id="how" className="text-xl font-bold">
            How to pay
          </h2>
          <p className="mt-2" data-testid="pay-offline">
            {b.businessName} cannot take card payments online yet. Please pay them directly (cash, check or another way they accept)
            {phone ? <>: call {phone}.</> : '.'}
          </p>
        </section>
      )}
      {phone && view.canPayByCard && <p>Questions? Call {phone}.</p>}
    </PayFrame>
  );
}

function NotFound() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">Invoice not found</h1>
      <p className="mt-2">Please check the link you were sent.</p>
    </main>
  );
}

export const PAID_NOTICE = 'Thank you! Your payment was received. A receipt is on its way to your email.';
export const CONFIRMING_NOTICE = 'Thank you! Your payment is being confirmed; this page updates in a moment.';

type PayLinkData = { payLink: { __typename: string; message?: string; payLink?: View } };

export async function renderPayPage(opts: { shell: string; token: string; graphql: GraphQL; request: Request; error?: string; status?: number }) {
  const payload = await askGraphQL<PayLinkData>(opts.graphql, opts.request, QUERY, { token: opts.token });
  const view = payload.data?.payLink?.payLink;
  if (!view) {
    // Not an invoice's: a job's deposit link (#30), else nothing.
    const deposit = await renderDepositPage(opts);
    return deposit ?? { status: 404, html: privatePage(opts.shell, 'Invoice not found', renderToString(<NotFound />)) };
  }
  // Back from Checkout: the payment's event is usually in already; if not, say so and look again shortly.
  const returned = new URL(opts.request.url).searchParams.has('session_id');
  const settled = view.invoice.status === 'paid' || view.invoice.status === 'partially_paid';
  const notice = returned && !opts.error ? (settled ? PAID_NOTICE : CONFIRMING_NOTICE) : undefined;
  const markup = renderToString(<PayView token={encodeURIComponent(opts.token)} view={view} notice={notice} error={opts.error} />);
  return {
    status: opts.status ?? 200,
    html: privatePage(
      opts.shell,
      `Invoice #${view.invoice.number} from ${view.business.businessName}`,
      markup,
      // Back from Checkout before the payment's event: look again in a moment.
      returned && !settled && view.payable ? '<meta http-equiv="refresh" content="5" />' : '',
    ),
  };
}

const STATUS: Record<string, number> = { NotFoundError: 404, ConflictError: 409, ValidationError: 400, RateLimitError: 429 };
type CheckoutData = { startInvoiceCheckout: { __typename: string; message?: string; checkout?: { url: string } } };

/** The Pay form: tip = none | 15 | 20 | 25 | custom (with tipAmount). Success is a 303 to Stripe Checkout. */
export async function handlePayForm(opts: { shell: string; token: string; graphql: GraphQL; request: Request }) {
  const form = await opts.request.formData().catch(() => new FormData());
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v.replaceAll('\u0000', '') : '';
  };
  if (field('kind') === 'deposit') {
    const result = await startDepositFromForm(opts.graphql, opts.request, opts.token);
    if (result?.checkout) return { status: 303, html: '', redirect: result.checkout.url };
    const status = result ? (STATUS[result.__typename] ?? 400) : 500;
    const error = result?.message ?? 'Something went wrong. Please try again, or call the business.';
    return { ...(await renderPayPage({ ...opts, ...(status === 404 ? {} : { error }), status })), redirect: null };
  }
  const tip = field('tip');
  const tipPercent = /^\d{1,3}$/.test(tip) ? Number(tip) : null;
  const tipAmount = tip === 'custom' ? field('tipAmount').trim() || null : null;
  const payload = await askGraphQL<CheckoutData>(opts.graphql, opts.request, CHECKOUT, { token: opts.token, tipPercent, tipAmount });
  const result = payload.data?.startInvoiceCheckout;
  if (result?.checkout) return { status: 303, html: '', redirect: result.checkout.url };
  const error = result?.message ?? 'Something went wrong. Please try again, or call the business.';
  const status = result ? (STATUS[result.__typename] ?? 400) : 500;
  if (status === 404) return { ...(await renderPayPage({ ...opts, status: 404 })), redirect: null };
  return { ...(await renderPayPage({ ...opts, error, status })), redirect: null };
}
