// One router on one port: /graphql, /api/*, /healthz and the built client with an index.html fallback.
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { secureHeaders } from 'hono/secure-headers';
import { openAfterResponse } from './after-response.js';
import { clientIpFrom } from './auth/client-ip.js';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../common/route-preloads.js';
import { compression } from './compress.js';
import { loggablePath } from './log-paths.js';
import type { PageKit, PageRoutes, RouterContext, RouterEnv } from './kernel/pages.js';
import type { AppServices } from './services.js';
import { type EventStream, handedOver, writeEventStream } from './event-stream.js';
import type { RequestScope } from './graphql/context.js';
import { NUL_REFUSED, type OperationOutcome, UNAVAILABLE } from './graphql/yoga.js';
import { createRestApp, type RestRow } from './rest/rest.js';

type Env = RouterEnv;
type Context = RouterContext;
const scopeOf = (c: Context): RequestScope => ({ clientIp: c.var.clientIp, afterResponse: c.var.afterResponse, sendEventStream: c.var.sendEventStream });

const hasNul = (q: URLSearchParams) => [...q.values()].some((v) => v.includes('\u0000'));
/** A path parameter (and, with `query`, a query value) holding U+0000 names nothing that can be looked up: 400, not a database error. */
const refuseNul =
  (param: string, opts: { query?: boolean } = {}): MiddlewareHandler =>
  async (c, next) =>
    c.req.param(param)?.includes('\u0000') || (opts.query && hasNul(new URL(c.req.url).searchParams))
      ? c.text(NUL_REFUSED, 400, { 'Cache-Control': 'no-store' })
      : next();

export const clientDir = path.resolve(import.meta.dirname, '../dist/client');
/** JSON bodies larger than this are refused (a 5,000-task CSV import is about 1 MB). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** What the built client needs: its own scripts and styles (Radix sets inline styles), data: images, its manifest and service worker. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The route table's chunks by address, written by the build (vite/route-preloads.ts); none without it. */
function routePreloads(dir: string): RoutePreload[] {
  const file = path.join(dir, ROUTE_PRELOADS_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
}

/** The shell with `files` preloaded after the entry's own chunks and styles. */
function withPreloads(html: string, files: string[]) {
  return html.replace('</head>', `${files.map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n`).join('')}</head>`);
}

/**
 * The CSP of the pay link and of the booking page (a deposit, #30): the app's, except that their forms
 * may lead to Stripe Checkout (the POST answers with a redirect there, and browsers hold redirects of a
 * form to form-action), and the stand-in's address in tests.
 */
export function payPageCsp(stripeApiUrl: string | undefined) {
  const checkout = ['https://checkout.stripe.com', ...(stripeApiUrl ? [new URL(stripeApiUrl).origin] : [])].join(' ');
  return CSP.replace("form-action 'self'", `form-action 'self' ${checkout}`);
}

/** The browser features the app does not use, turned off on every answer (Permissions-Policy); the camera is its own once condition photos need it. */
// Only features browsers know: Chromium reports an unrecognized one (bluetooth) as a console error.
export const PERMISSIONS_POLICY = { camera: [], microphone: [], geolocation: [], payment: [], usb: [] };

export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed';
/** The page shell when the client is not built (tests, API-only servers): the booking page still works without scripts. */
const BARE_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="theme-color" content="#1d4ed8" /><title></title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
export const JSON_REQUIRED = 'Content-Type must be application/json';

/**
 * The request body limit. A body with a Content-Length is judged by that header alone, without
 * touching the body, so the handler still reads it straight from the socket (@hono/node-server's
 * fast path; reading `request.body` first would turn it into a web stream). A chunked body is
 * counted as it streams, by Hono's bodyLimit. yoga's own limit is off (server/graphql/yoga.ts):
 * every way into yoga passes this first.
 */
function bodyLimitedBy(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const streaming = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const headers = c.req.raw.headers;
    const length = headers.get('content-length');
    if (length !== null && !headers.has('transfer-encoding')) {
      if (!/^\d+$/.test(length)) return Promise.resolve(c.json({ error: 'Content-Length header is invalid.' }, 400));
      return Number(length) > maxSize ? Promise.resolve(onError(c)) : next();
    }
    return streaming(c, next);
  };
}

/**
 * Refuses cross-site state changes made with the browser's cookie: an Origin other than the app's
 * (or Sec-Fetch-Site: cross-site) is a 403, and an /api body that is not JSON is a 415, so an HTML
 * form on another site cannot post here. Bearer-token callers carry no ambient credentials and pass.
 * `anyOrigin`: a public route (a visitor's booking, from the business's own website; no cookie is
 * passed on) keeps only the JSON rule.
 */
export function sameSiteStateChanges(appUrl: string | undefined, opts: { anyOrigin?: boolean } = {}): MiddlewareHandler {
  const allowed = new Set(appUrl ? [new URL(appUrl).origin] : []);
  return async (c, next) => {
    const req = c.req.raw;
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || req.headers.has('authorization')) {
      return next();
    }
    const origin = req.headers.get('origin');
    const crossOrigin = origin !== null && origin !== new URL(req.url).origin && !allowed.has(origin);
    const crossSite = crossOrigin || req.headers.get('sec-fetch-site') === 'cross-site';
    if (crossSite && !opts.anyOrigin) return c.json({ error: CROSS_SITE_REFUSED }, 403);
    const type = req.headers.get('content-type');
    if (c.req.path.startsWith('/api/') && type !== null && !/^application\/json\s*(;|$)/i.test(type)) {
      return c.json({ error: JSON_REQUIRED }, 415);
    }
    return next();
  };
}

export function createHttpApp(opts: {
  services: AppServices;
  /** yoga's fetch: the request and the router's scope of it (yoga's server context). */
  graphql: (request: Request, scope: RequestScope) => Response | Promise<Response>;
  /** The REST rows and how each runs its operation (server/rest/rest.ts). */
  rest: { rows: RestRow[]; run: (request: Request, scope: RequestScope, params: { query: string; variables: Record<string, unknown> }) => Promise<OperationOutcome> };
  /** The pages and webhooks of the domains (server/kernel/pages.ts), mounted in this order. */
  pages: PageRoutes[];
  serveClient: boolean;
  /** Counts the requests being handled, so a shutdown can wait for them. */
  inflight?: { count: number };
  /** Counts the work requests left for after their answer (server/after-response.ts), likewise. */
  afterwork?: { count: number };
}) {
  const { services, graphql } = opts;
  /** yoga's fetch for the pages a request renders with GraphQL (booking, manage), as that request's caller. */
  const graphqlFor = (c: Context) => (request: Request) => graphql(request, scopeOf(c));
  const inflight = opts.inflight ?? { count: 0 };
  const afterwork = opts.afterwork ?? { count: 0 };
  const app = new Hono<Env>();

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
    const queue = openAfterResponse(afterwork, (err) => services.log.error({ err }, 'work after a response failed'));
    c.set('afterResponse', queue.add);
    const runAfterResponse = queue.run;
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    // On a socket, an event stream is written to it directly, after the middlewares below have set their headers.
    let eventStream: EventStream | null = null;
    if (outgoing)
      c.set('sendEventStream', (stream) => {
        eventStream = stream;
        return handedOver();
      });
    try {
      await next();
      if (eventStream && outgoing) writeEventStream(outgoing, c.res, eventStream);
    } finally {
      inflight.count -= 1;
      // On a socket: once the answer is handed to it; called through fetch (tests): on a later turn.
      if (outgoing) {
        outgoing.once('finish', runAfterResponse);
        outgoing.once('close', runAfterResponse);
      } else runAfterResponse();
    }
    if (services.shutdown.aborted) c.res.headers.set('connection', 'close');
    services.log.info(
      { method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - start) },
      'request',
    );
  });

  // Answers of 1 kB or more are gzip-compressed when the caller accepts it: GraphQL, REST and HTML.
  // Event streams never are (they must not be buffered), and built assets come precompressed.
  app.use(compression());

  // A business shows its own logo on its own website: registered before secureHeaders, so this runs
  // after it and keeps the logo's cross-origin resource policy (secureHeaders would set same-origin).
  app.use('/booking-logo/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  // A private link's token is in its address: its pages send no Referer at all. Registered before
  // secureHeaders (like the logo's policy above), so this runs after it and is not overwritten.
  const noReferrer: MiddlewareHandler = async (c, next) => {
    await next();
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  };
  app.use('/b/*', noReferrer);
  app.use('/pay/*', noReferrer);
  // Security headers on every response; the CSP goes on the app's HTML (GraphiQL keeps its own assets).
  // Permissions-Policy turns off what the app does not use, for itself and for any origin it might embed.
  app.use(secureHeaders({ contentSecurityPolicy: undefined, xFrameOptions: 'DENY', referrerPolicy: 'strict-origin-when-cross-origin', permissionsPolicy: PERMISSIONS_POLICY }));
  const limit = bodyLimitedBy(MAX_BODY_BYTES, (c) => c.json({ error: 'Request body is too large' }, 413));
  app.use('/api/*', limit);
  app.use('/graphql', limit);
  app.use('/graphql/stream', limit);
  const sameSite = sameSiteStateChanges(services.config.APP_URL);
  app.use('/graphql', sameSite);
  app.use('/graphql/stream', sameSite);
  // The REST rows, as an app of their own; public rows (a visitor's booking, which may come from the
  // business's own website) answer any origin, the others only the app's (see sameSiteStateChanges).
  const rest = createRestApp(opts.rest.rows, opts.rest.run, {
    sameSite,
    jsonOnly: sameSiteStateChanges(services.config.APP_URL, { anyOrigin: true }),
  });
  // The client IP for throttles, on the API and the forms only: the socket's address (absent when a
  // test calls fetch directly).
  const recordClientIp: MiddlewareHandler<Env> = async (c, next) => {
    let socketAddress: string | undefined;
    try {
      socketAddress = (c.env as { incoming?: unknown } | undefined)?.incoming ? getConnInfo(c).remote.address : undefined;
    } catch {
      socketAddress = undefined;
    }
    c.set('clientIp', clientIpFrom(c.req.raw, socketAddress, services.config.TRUST_PROXY));
    await next();
  };
  app.use('/api/*', recordClientIp);
  app.use('/graphql', recordClientIp);
  app.use('/graphql/stream', recordClientIp);

  app.get('/healthz', async (c) => {
    try {
      await services.prisma.$queryRaw`SELECT 1`;
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false, error: 'database unavailable' }, 503);
    }
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => graphql(c.req.raw, scopeOf(c)));
  // GraphQL over SSE's single connection mode (server/graphql/single-connection.ts): reserve, connect, run, stop.
  app.on(['PUT', 'GET', 'POST', 'DELETE'], '/graphql/stream', (c) => graphql(c.req.raw, scopeOf(c)));
  app.all('/api/*', (c) => rest.fetch(c.req.raw, { scope: scopeOf(c) }));
  app.all('/api', (c) => c.json({ error: 'Not found' }, 404));
  const indexFile = path.join(clientDir, 'index.html');
  const bookingFile = path.join(clientDir, 'booking.html');
  const built = opts.serveClient && fs.existsSync(indexFile);
  const indexHtml = built ? fs.readFileSync(indexFile, 'utf8') : BARE_SHELL;
  // The public booking page is its own document (client/booking.html, hydrated by client/booking.tsx);
  // without a built client it is still served, readable and working, with no scripts.
  const bookingHtml = built && fs.existsSync(bookingFile) ? fs.readFileSync(bookingFile, 'utf8') : BARE_SHELL;
  // The domains' pages and webhooks (server/kernel/pages.ts), each with what it needs of the router.
  const kit: PageKit = {
    services,
    shell: bookingHtml,
    graphqlFor,
    clientIp: recordClientIp,
    refuseNul,
    bodyLimit: (maxSize, as = 'text') =>
      bodyLimit({ maxSize, onError: (c) => (as === 'json' ? c.json({ error: 'Request body is too large' }, 413) : c.text('Request body is too large', 413)) }),
    /** Rendered for each request, never stored (the form's outcome is in it); under the app's CSP. */
    pageHeaders: { 'Cache-Control': 'no-store', 'Content-Security-Policy': CSP },
    checkoutCsp: payPageCsp(services.config.STRIPE_API_URL),
  };
  for (const mount of opts.pages) mount(app, kit);
  if (built) {
    const root = path.relative(process.cwd(), clientDir) || '.';
    // Hashed assets never change under their name; everything else is revalidated.
    app.use(
      '/assets/*',
      serveStatic({ root, precompressed: true, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    // A missing asset is a 404, never the HTML shell under a script's name.
    app.get('/assets/*', (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }));
    app.use('*', async (c, next) => {
      await next();
      if (c.res.headers.get('content-type')?.startsWith('text/html')) c.res.headers.set('Content-Security-Policy', CSP);
    });
    // The service worker is checked on every start, so a new build reaches installed apps at once.
    app.use('/sw.js', async (c, next) => {
      await next();
      c.res.headers.set('Cache-Control', 'no-cache');
    });
    app.use('*', serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'no-cache') }));
    // Each address of the app is answered the shell naming its route's chunks, so they download with the
    // entry's (vite/route-preloads.ts); a signed-in page's only to a request with a session cookie (without
    // one the app sends the visitor to sign in).
    for (const route of routePreloads(clientDir)) {
      const preloaded = withPreloads(indexHtml, route.files);
      app.get(route.path, (c) => {
        c.header('Cache-Control', 'no-cache');
        c.header('Vary', 'Cookie', { append: true });
        return c.html(route.signedIn && !getCookie(c, services.sessions.cookieName) ? indexHtml : preloaded);
      });
    }
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
