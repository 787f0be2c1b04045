// A local stand-in for the few Stripe endpoints the app calls, so tests need no network.
//
// The platform's own calls (the Founders Rate subscription Checkout, looking a session up, the billing
// portal) answer as before. Calls made on a connected account (the Stripe-Account header) are Stripe
// Connect direct charges: a Checkout Session in `payment` mode is kept with its line items, metadata
// and return addresses; its hosted page (/checkout/{id}) shows the amount and a Pay button, and paying
// completes the session, sends the signed `checkout.session.completed` event carrying `account` to the
// app's webhook (before redirecting to the success URL, so the page the customer returns to is paid),
// and leaves a payment intent that `POST /v1/refunds` can refund on the same account; an open one can be
// expired (`POST /v1/checkout/sessions/{id}/expire`).
//
// Connect onboarding: Express accounts, account links, and signed account.updated events sent to the app's webhook.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StandinSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  email: string;
  customer?: string;
  subscription?: string;
}

/** A Checkout Session created on a connected account (mode `payment`). */
export interface ConnectedSession {
  id: string;
  object: 'checkout.session';
  account: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  currency: string;
  amount_total: number;
  amount_subtotal: number;
  line_items: { name: string; unit_amount: number; quantity: number }[];
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_intent_data: { metadata: Record<string, string>; application_fee_amount: number | null };
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
}

export interface StandinRefund {
  id: string;
  object: 'refund';
  account: string;
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  /** The Idempotency-Key it was made with (the stand-in's own bookkeeping, not Stripe's field). */
  idempotencyKey?: string;
}

export interface StandinAccount {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
}

/** Where the stand-in sends its events (the app's POST /webhooks/stripe) and the secret it signs them with. */
export interface StandinWebhook {
  url: string;
  secret: string;
  /** How to deliver (server tests: the app's own fetch); the network by default. */
  fetch?: (request: Request) => Response | Promise<Response>;
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** Stripe's form encoding read back: `line_items[0][price_data][unit_amount]` → nested objects and arrays. */
function nested(body: URLSearchParams) {
  const root: Record<string, unknown> = {};
  for (const [key, value] of body) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}
type Tree = Record<string, unknown>;
const list = (v: unknown) => (v && typeof v === 'object' ? Object.values(v as Tree) : []) as Tree[];
const strings = (v: unknown) => Object.fromEntries(Object.entries((v ?? {}) as Tree).map(([k, x]) => [k, String(x)]));

/** Signs an event as Stripe does and posts it to the webhook; connected-account events carry `account`. */
export async function sendStripeEvent(webhook: StandinWebhook, event: { type: string; account?: string; object: object; id?: string }) {
  const payload = JSON.stringify({
    id: event.id ?? randomId('evt'),
    object: 'event',
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    ...(event.account ? { account: event.account } : {}),
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
  const request = new Request(webhook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  const res = await (webhook.fetch ?? fetch)(request);
  return { status: res.status, body: await res.text(), payload };
}

export async function startStripeStandin(port = 0, opts: { webhook?: StandinWebhook } = {}) {
  /** Tests that start the app after the stand-in set its webhook here. */
  const settings: {
    webhook: StandinWebhook | undefined;
    /** While set, calls whose method and path match are refused with this answer (Stripe down, an account that cannot charge). */
    failing?: { method: string; path: RegExp; status: number; error: { type: string; code?: string; message: string } } | null;
  } = { webhook: opts.webhook };
  const sessions = new Map<string, StandinSession>();
  const connected = new Map<string, ConnectedSession>();
  const refunds: StandinRefund[] = [];
  const accounts = new Map<string, StandinAccount>();
  /** The subscriptions cancelled through DELETE /v1/subscriptions/{id}. */
  const cancelledSubscriptions: string[] = [];
  /** Subscriptions GET /v1/subscriptions/{id} knows (tests add them): their start and current period's end, in Unix seconds. */
  const subscriptions = new Map<string, { start_date: number; current_period_end: number }>();
  const requests: { method: string; path: string; body: URLSearchParams; stripeAccount: string | null; idempotencyKey: string | null }[] = [];

  /** Pays an open session (the hosted page's Pay button): complete, paid, and checkout.session.completed sent to the app. */
  async function pay(id: string, email = 'customer@example.com') {
    const s = connected.get(id);
    if (!s) throw new Error(`No such checkout.session: '${id}'`);
    if (s.status !== 'open') throw new Error(`The checkout.session '${id}' is ${s.status}`);
    Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: randomId('pi'), customer_details: { email: s.customer_email ?? email } });
    if (!settings.webhook) return null;
    return sendStripeEvent(settings.webhook, { type: 'checkout.session.completed', account: s.account, object: { ...s, url: null } });
  }

  /** Finishes onboarding of an account (charges and payouts on, or as given) and sends account.updated. */
  async function completeOnboarding(id: string, flags: Partial<Pick<StandinAccount, 'charges_enabled' | 'payouts_enabled'>> = {}) {
    const account = accounts.get(id);
    if (!account) throw new Error(`no stand-in account ${id}`);
    Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true }, flags);
    if (!settings.webhook) return null;
    // The app may be down: the account is enabled either way, and the answer says the delivery failed (status 0).
    return sendStripeEvent(settings.webhook, { type: 'account.updated', account: id, object: account }).catch((err: Error) => ({
      status: 0,
      body: err.message,
      payload: '',
    }));
  }
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null);
      const account = header('stripe-account');
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path: url.pathname, body, stripeAccount: account, idempotencyKey: header('idempotency-key') });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
        res.end(JSON.stringify(payload));
      };
      const missing = (what: string, id: string) =>
        send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } });
      const html = (status: number, markup: string) => {
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout (stand-in)</title></head><body>${markup}</body></html>`);
      };
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const failing = settings.failing;
      if (failing && req.method === failing.method && failing.path.test(url.pathname)) return send(failing.status, { error: failing.error });
      // Browser tests (another process) register completed sessions here.
      if (req.method === 'POST' && url.pathname === '/__test/sessions') {
        const s = JSON.parse(raw) as StandinSession;
        sessions.set(s.id, s);
        return send(201, s);
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (!account) return send(200, { id: 'cs_test_new', object: 'checkout.session', url: `${base}/checkout/cs_test_new` });
        // A session on a connected account: the app's direct charge.
        const form = nested(body);
        const lines = list(form.line_items).map((l) => {
          const price = (l.price_data ?? {}) as Tree;
          return {
            name: String(((price.product_data ?? {}) as Tree).name ?? ''),
            unit_amount: Number(price.unit_amount),
            quantity: Number(l.quantity ?? 1),
            currency: String(price.currency ?? 'usd'),
          };
        });
        const bad = (message: string) => send(400, { error: { type: 'invalid_request_error', message } });
        if (form.mode !== 'payment') return bad('The stand-in takes connected-account sessions in payment mode only.');
        if (!lines.length) return bad('line_items is required in payment mode.');
        if (lines.some((l) => !Number.isInteger(l.unit_amount) || l.unit_amount < 0 || !Number.isInteger(l.quantity) || l.quantity < 1 || !l.name))
          return bad('Each line item needs a name, an integer unit_amount ≥ 0 and a quantity ≥ 1.');
        if (typeof form.success_url !== 'string' || typeof form.cancel_url !== 'string') return bad('success_url and cancel_url are required.');
        const total = lines.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0);
        if (total < 50) return bad('The Checkout Session’s total amount due must add up to at least $0.50 usd');
        const id = randomId('cs_test');
        const intent = (form.payment_intent_data ?? {}) as Tree;
        const session: ConnectedSession = {
          id,
          object: 'checkout.session',
          account,
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          currency: lines[0].currency,
          amount_total: total,
          amount_subtotal: total,
          line_items: lines.map(({ currency: _c, ...l }) => l),
          metadata: strings(form.metadata),
          payment_intent: null,
          payment_intent_data: {
            metadata: strings(intent.metadata),
            application_fee_amount: intent.application_fee_amount === undefined ? null : Number(intent.application_fee_amount),
          },
          customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
          customer_details: null,
          client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
          success_url: form.success_url.replace('{CHECKOUT_SESSION_ID}', id),
          cancel_url: form.cancel_url,
          url: `${base}/checkout/${id}`,
          created: Math.floor(Date.now() / 1000),
        };
        connected.set(id, session);
        return send(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const c = connected.get(match[1]);
        if (c) return c.account === account ? send(200, c) : missing('checkout.session', match[1]);
        const s = sessions.get(match[1]);
        if (!s) return missing('checkout.session', match[1]);
        return send(200, {
          id: s.id,
          object: 'checkout.session',
          status: s.status,
          customer_details: { email: s.email },
          customer: s.customer ?? null,
          subscription: s.subscription ?? null,
        });
      }
      // Expiring an open session of a connected account (a lapsed deposit hold): it can no longer be paid.
      const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expireMatch) {
        const c = connected.get(expireMatch[1]);
        if (!c || c.account !== account) return missing('checkout.session', expireMatch[1]);
        if (c.status !== 'open') return send(400, { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${c.status}".` } });
        c.status = 'expired';
        return send(200, c);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const intent = body.get('payment_intent') ?? '';
        // Stripe answers a repeated idempotency key with the first answer.
        const key = header('idempotency-key');
        const earlier = key ? refunds.find((r) => r.idempotencyKey === key) : undefined;
        if (earlier) return send(200, earlier);
        const paid = [...connected.values()].find((s) => s.payment_intent === intent && s.account === account);
        if (!account || !paid) return missing('payment_intent', intent);
        const already = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
        const amount = body.has('amount') ? Number(body.get('amount')) : paid.amount_total - already;
        if (!Number.isInteger(amount) || amount < 1 || already + amount > paid.amount_total) {
          return send(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Refund amount (${amount}) is greater than the unrefunded amount on the charge.` } });
        }
        const refund: StandinRefund = { id: randomId('re'), object: 'refund', account, amount, payment_intent: intent, status: 'succeeded', metadata: strings(nested(body).metadata), idempotencyKey: key ?? undefined };
        refunds.push(refund);
        return send(200, refund);
      }
      if (req.method === 'POST' && url.pathname === '/v1/accounts') {
        const form = new URLSearchParams(raw);
        // Stripe answers a repeated idempotency key with the first answer.
        const key = header('idempotency-key');
        const earlier = key ? [...accounts.values()].find((a) => a.metadata.__idempotency === key) : undefined;
        if (earlier) return send(200, earlier);
        const account: StandinAccount = {
          id: `acct_${crypto.randomBytes(8).toString('hex')}`,
          object: 'account',
          type: 'express',
          email: form.get('email'),
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          metadata: { ...Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v])), ...(key ? { __idempotency: key } : {}) },
        };
        accounts.set(account.id, account);
        return send(200, account);
      }
      const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && accountMatch) {
        const account = accounts.get(accountMatch[1]);
        if (!account) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such account: '${accountMatch[1]}'` } });
        return send(200, account);
      }
      if (req.method === 'POST' && url.pathname === '/v1/account_links') {
        const form = new URLSearchParams(raw);
        const account = form.get('account') ?? '';
        if (!accounts.has(account)) return send(400, { error: { type: 'invalid_request_error', message: `No such account: '${account}'` } });
        return send(200, {
          object: 'account_link',
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
          url: `${base}/connect/onboarding/${account}?return_url=${encodeURIComponent(form.get('return_url') ?? '')}`,
        });
      }
      // Browser tests (another process) finish an account's onboarding: it is enabled and account.updated is sent.
      const completeMatch = /^\/__test\/accounts\/([^/]+)\/complete$/.exec(url.pathname);
      if (req.method === 'POST' && completeMatch) {
        completeOnboarding(completeMatch[1], raw ? JSON.parse(raw) : {}).then(
          (sent) => send(200, { account: accounts.get(completeMatch[1]), webhook: sent?.status ?? null }),
          (err: Error) => send(404, { error: { message: err.message } }),
        );
        return;
      }
      // The hosted onboarding page: its button finishes onboarding and returns to the app.
      const onboardingMatch = /^\/connect\/onboarding\/([^/]+)$/.exec(url.pathname);
      if (onboardingMatch) {
        if (req.method === 'POST') {
          completeOnboarding(onboardingMatch[1]).then(
            () => {
              res.writeHead(303, { location: url.searchParams.get('return_url') || '/' });
              res.end();
            },
            (err: Error) => send(404, { error: { message: err.message } }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(`<h1>Stripe Connect onboarding (stand-in)</h1><form method="post"><button>Finish onboarding</button></form>`);
      }
      // Cancelling a subscription (an owner's account deleted): ids starting sub_missing are unknown to it.
      const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'DELETE' && subscriptionMatch) {
        const id = subscriptionMatch[1];
        if (id.startsWith('sub_missing')) return missing('subscription', id);
        if (!cancelledSubscriptions.includes(id)) cancelledSubscriptions.push(id);
        return send(200, { id, object: 'subscription', status: 'canceled' });
      }
      // A subscription's dates (the delete dialog says when it began and when its period ends).
      if (req.method === 'GET' && subscriptionMatch) {
        const known = subscriptions.get(subscriptionMatch[1]);
        if (!known) return missing('subscription', subscriptionMatch[1]);
        return send(200, {
          id: subscriptionMatch[1],
          object: 'subscription',
          status: cancelledSubscriptions.includes(subscriptionMatch[1]) ? 'canceled' : 'active',
          start_date: known.start_date,
          items: { object: 'list', data: [{ id: `si_${subscriptionMatch[1]}`, object: 'subscription_item', current_period_end: known.current_period_end }] },
        });
      }
      // An owner closing (cancel_at_period_end=true) or reopening (false) their account.
      if (req.method === 'POST' && subscriptionMatch) {
        const id = subscriptionMatch[1];
        if (id.startsWith('sub_missing')) return missing('subscription', id);
        return send(200, { id, object: 'subscription', status: 'active', cancel_at_period_end: body.get('cancel_at_period_end') === 'true' });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return send(200, { id: 'bps_test', object: 'billing_portal.session', url: `${base}/portal/${body.get('customer')}` });
      }
      // The hosted checkout page of a connected-account session, and its Pay button.
      const page = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
      const session = page ? connected.get(page[1]) : undefined;
      if (page && session && req.method === 'POST' && page[2]) {
        if (session.status !== 'open') return html(409, '<main><h1>This checkout session is no longer open</h1></main>');
        try {
          const sent = await pay(session.id, body.get('email') || undefined);
          if (sent && sent.status !== 200) throw new Error(`The app answered the event with ${sent.status}: ${sent.body}`);
        } catch (err) {
          return html(502, `<main><h1>The payment went through, but its event was not taken</h1><p>${esc((err as Error).message)}</p></main>`);
        }
        res.writeHead(303, { location: session.success_url });
        return res.end();
      }
      if (page && session && req.method === 'GET' && !page[2]) {
        const rows = session.line_items
          .map((l) => `<tr><td>${esc(l.name)}${l.quantity > 1 ? ` × ${l.quantity}` : ''}</td><td>${money(l.unit_amount * l.quantity, session.currency)}</td></tr>`)
          .join('');
        return html(
          200,
          `<main><h1>Stripe Checkout (stand-in)</h1><p>Paying account <span data-testid="checkout-account">${esc(session.account)}</span></p>` +
            `<table><caption>Items</caption><tbody>${rows}</tbody><tfoot><tr><th scope="row">Total due</th><td data-testid="checkout-total">${money(session.amount_total, session.currency)}</td></tr></tfoot></table>` +
            (session.status === 'open'
              ? `<form method="post" action="/checkout/${esc(session.id)}/pay"><label for="email">Email</label> <input id="email" name="email" type="email" value="${esc(session.customer_email ?? 'customer@example.com')}"> <button type="submit">Pay ${money(session.amount_total, session.currency)}</button></form><p><a href="${esc(session.cancel_url)}">Cancel and go back</a></p>`
              : `<p>This session is ${esc(session.status)}.</p>`) +
            '</main>',
        );
      }
      if (req.method === 'GET' && url.pathname.startsWith('/checkout/')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<h1>Stripe Checkout (stand-in)</h1>');
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unknown stand-in route' } });
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    /** Checkout Sessions made on connected accounts, by id. */
    connected,
    refunds,
    cancelledSubscriptions,
    subscriptions,
    requests,
    pay,
    accounts,
    completeOnboarding,
    settings,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
