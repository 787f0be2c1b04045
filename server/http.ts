// One router on one port: /graphql, /api/*, /healthz and the built client with an index.html fallback.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { clientIpFrom, setClientIp } from './client-ip.js';
import { renderBookingPage } from './domains/business/business.page.js';
import { handleStripeWebhook } from './domains/payments/payments.service.js';
import type { AppServices } from './graphql/context.js';
import { UNAVAILABLE } from './graphql/yoga.js';

export const clientDir = path.resolve(import.meta.dirname, '../dist/client');
/** JSON bodies larger than this are refused (a 5,000-task CSV import is about 1 MB). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** What the built client needs: its own scripts and styles (Radix sets inline styles), data: images. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed';
export const JSON_REQUIRED = 'Content-Type must be application/json';

/**
 * Refuses cross-site state changes made with the browser's cookie: an Origin other than the app's
 * (or Sec-Fetch-Site: cross-site) is a 403, and an /api body that is not JSON is a 415, so an HTML
 * form on another site cannot post here. Bearer-token callers carry no ambient credentials and pass.
 */
export function sameSiteStateChanges(appUrl: string | undefined): MiddlewareHandler {
  const allowed = new Set(appUrl ? [new URL(appUrl).origin] : []);
  return async (c, next) => {
    const req = c.req.raw;
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || req.headers.has('authorization')) {
      return next();
    }
    const origin = req.headers.get('origin');
    const crossOrigin = origin !== null && origin !== new URL(req.url).origin && !allowed.has(origin);
    if (crossOrigin || req.headers.get('sec-fetch-site') === 'cross-site') return c.json({ error: CROSS_SITE_REFUSED }, 403);
    const type = req.headers.get('content-type');
    if (c.req.path.startsWith('/api/') && type !== null && !/^application\/json\s*(;|$)/i.test(type)) {
      return c.json({ error: JSON_REQUIRED }, 415);
    }
    return next();
  };
}

export function createHttpApp(opts: {
  services: AppServices;
  graphql: (request: Request) => Response | Promise<Response>;
  rest: (request: Request) => Promise<Response>;
  serveClient: boolean;
  /** Counts the requests being handled, so a shutdown can wait for them. */
  inflight?: { count: number };
}) {
  const { services, graphql, rest } = opts;
  const inflight = opts.inflight ?? { count: 0 };
  const app = new Hono();

  app.use(async (c, next) => {
    // Shutting down: a request that arrives on a kept-alive connection is turned away (503, retry
    // elsewhere) and its connection closed, so the requests in progress can finish.
    if (services.shutdown.aborted) {
      c.header('connection', 'close');
      c.header('retry-after', '1');
      return c.json({ error: UNAVAILABLE }, 503);
    }
    const start = performance.now();
    inflight.count += 1;
    try {
      await next();
    } finally {
      inflight.count -= 1;
    }
    if (services.shutdown.aborted) c.res.headers.set('connection', 'close');
    services.log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - start) },
      'request',
    );
  });

  // Security headers on every response; the CSP goes on the app's HTML (GraphiQL keeps its own assets).
  app.use(secureHeaders({ contentSecurityPolicy: undefined, xFrameOptions: 'DENY', referrerPolicy: 'strict-origin-when-cross-origin' }));
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: 'Request body is too large' }, 413) });
  app.use('/api/*', limit);
  app.use('/graphql', limit);
  const sameSite = sameSiteStateChanges(services.config.APP_URL);
  app.use('/api/*', sameSite);
  app.use('/graphql', sameSite);
  // The client IP for throttles, on the API only: the socket's address (absent when a test calls fetch directly).
  const recordClientIp: MiddlewareHandler = async (c, next) => {
    let socketAddress: string | undefined;
    try {
      socketAddress = (c.env as { incoming?: unknown } | undefined)?.incoming ? getConnInfo(c).remote.address : undefined;
    } catch {
      socketAddress = undefined;
    }
    setClientIp(c.req.raw, clientIpFrom(c.req.raw, socketAddress, services.config.TRUST_PROXY));
    await next();
  };
  app.use('/api/*', recordClientIp);
  app.use('/graphql', recordClientIp);

  app.get('/healthz', async (c) => {
    try {
      await services.prisma.$queryRaw`SELECT 1`;
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false, error: 'database unavailable' }, 503);
    }
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => graphql(c.req.raw));
  // Stripe signs the raw body, so this route reads it untouched.
  app.post('/webhooks/stripe', async (c) => {
    const result = await handleStripeWebhook(services, await c.req.text(), c.req.header('stripe-signature'));
    return c.json(result.body, result.status as 200 | 400);
  });
  app.all('/api/*', (c) => rest(c.req.raw));
  app.all('/api', (c) => c.json({ error: 'Not found' }, 404));

  const indexFile = path.join(clientDir, 'index.html');
  if (opts.serveClient && fs.existsSync(indexFile)) {
    const root = path.relative(process.cwd(), clientDir) || '.';
    const indexHtml = fs.readFileSync(indexFile, 'utf8');
    // Hashed assets never change under their name; everything else is revalidated.
    app.use(
      '/assets/*',
      serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    app.use('*', async (c, next) => {
      await next();
      if (c.res.headers.get('content-type')?.startsWith('text/html')) c.res.headers.set('Content-Security-Policy', CSP);
    });
    app.get('/booking/:subdomain', async (c) => {
      const page = await renderBookingPage({
        indexHtml,
        subdomain: c.req.param('subdomain'),
        graphql,
        requestUrl: c.req.url,
        appUrl: services.config.APP_URL,
      });
      c.header('Cache-Control', 'no-cache');
      return c.html(page.html, page.status as 200 | 404);
    });
    app.use('*', serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'no-cache') }));
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  } else {
    app.get('*', (c) => c.text('The client is not built. Run `npm run build`, or `npm start`.', 503));
  }

  app.onError((err, c) => {
    services.log.error({ err }, 'unhandled error');
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}
