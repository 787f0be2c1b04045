// A local stand-in for the few Stripe endpoints the app calls, so tests need no network. Connect:
// Express accounts, account links, and signed account.updated events sent to the app's webhook.
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

/** Signs an event as Stripe does and posts it to the webhook; connected-account events carry `account`. */
export async function sendStripeEvent(webhook: StandinWebhook, event: { type: string; account?: string; object: object }) {
  const payload = JSON.stringify({
    id: `evt_${crypto.randomBytes(8).toString('hex')}`,
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
  const settings = { webhook: opts.webhook };
  const sessions = new Map<string, StandinSession>();
  const accounts = new Map<string, StandinAccount>();
  const requests: { method: string; path: string; body: URLSearchParams; stripeAccount: string | null; idempotencyKey: string | null }[] = [];
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
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null);
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        body: new URLSearchParams(raw),
        stripeAccount: header('stripe-account'),
        idempotencyKey: header('idempotency-key'),
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
        res.end(JSON.stringify(body));
      };
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // Browser tests (another process) register completed sessions here.
      if (req.method === 'POST' && url.pathname === '/__test/sessions') {
        const s = JSON.parse(raw) as StandinSession;
        sessions.set(s.id, s);
        return send(201, s);
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        return send(200, { id: 'cs_test_new', object: 'checkout.session', url: `${base}/checkout/cs_test_new` });
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const s = sessions.get(match[1]);
        if (!s) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${match[1]}'` } });
        return send(200, {
          id: s.id,
          object: 'checkout.session',
          status: s.status,
          customer_details: { email: s.email },
          customer: s.customer ?? null,
          subscription: s.subscription ?? null,
        });
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
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return send(200, { id: 'bps_test', object: 'billing_portal.session', url: `${base}/portal/${new URLSearchParams(raw).get('customer')}` });
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
    accounts,
    requests,
    completeOnboarding,
    settings,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
