// A local stand-in for the few Stripe endpoints the app calls, so tests need no network.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandinSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  email: string;
  customer?: string;
  subscription?: string;
}

export async function startStripeStandin(port = 0) {
  const sessions = new Map<string, StandinSession>();
  const requests: { method: string; path: string; body: URLSearchParams }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      requests.push({ method: req.method ?? '', path: url.pathname, body: new URLSearchParams(raw) });
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
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
