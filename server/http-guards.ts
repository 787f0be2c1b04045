// What every request to the API, GraphQL and the pages passes: the body limit, the refusal of
// cross-site state changes and of NUL in a path, and the security headers' policies (CSP, Permissions-Policy).
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { RouterContext as Context } from './kernel/pages.js';
import { NUL_REFUSED } from './graphql/yoga.js';

const hasNul = (q: URLSearchParams) => [...q.values()].some((v) => v.includes('\u0000'));
/** A path parameter (and, with `query`, a query value) holding U+0000 names nothing that can be looked up: 400, not a database error. */
export const refuseNul =
  (param: string, opts: { query?: boolean } = {}): MiddlewareHandler =>
  async (c, next) =>
    c.req.param(param)?.includes('\u0000') || (opts.query && hasNul(new URL(c.req.url).searchParams))
      ? c.text(NUL_REFUSED, 400, { 'Cache-Control': 'no-store' })
      : next();

/** JSON bodies larger than this are refused (a 5,000-task CSV import is about 1 MB). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
/**
 * What the built client needs: its own scripts and styles (Radix sets inline styles), data: images, its
 * manifest and service worker. Images come from the app's own origin only: the product serves what its
 * pages show (logos at /booking-logo/, article images uploaded by the editor at /learning-images/), so
 * 'self' covers them; an article's image from another site would be blocked here, which is why the
 * article editor refuses outside image addresses on save (#57) rather than this policy opening up.
 */
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
export const JSON_REQUIRED = 'Content-Type must be application/json';

/**
 * The request body limit. A body with a Content-Length is judged by that header alone, without
 * touching the body, so the handler still reads it straight from the socket (@hono/node-server's
 * fast path; reading `request.body` first would turn it into a web stream). A chunked body is
 * counted as it streams, by Hono's bodyLimit. yoga's own limit is off (server/graphql/yoga.ts):
 * every way into yoga passes this first.
 */
export function bodyLimitedBy(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
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
 * passed on) keeps only the JSON rule. `bodies`: the content types of a route that takes a file instead of JSON.
 */
export function sameSiteStateChanges(
  appUrl: string | undefined,
  opts: { anyOrigin?: boolean; bodies?: { types: RegExp; typeMessage: string } } = {},
): MiddlewareHandler {
  const bodies = opts.bodies ?? { types: /^application\/json\s*(;|$)/i, typeMessage: JSON_REQUIRED };
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
    if (c.req.path.startsWith('/api/') && type !== null && !bodies.types.test(type)) {
      return c.json({ error: bodies.typeMessage }, 415);
    }
    return next();
  };
}
