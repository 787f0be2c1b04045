// The public booking page (GET /booking/{subdomain}, answered from memory while nothing on it changed)
// and its logo, mounted by server/http.ts (server/kernel/pages.ts).
import type { PageRoutes } from '../../kernel/pages.js';
import { findLogo } from './business.brand.js';
import { createBookingPageCache } from './business.page-cache.js';
import { renderBookingPage } from './business.page.js';
import { redirectTarget } from './business.service.js';

export const businessPages: PageRoutes = (app, kit) => {
  const { services } = kit;
  /** The booking page's form may answer with a redirect to a deposit's Checkout. */
  const headers = { ...kit.pageHeaders, 'Content-Security-Policy': kit.checkoutCsp };
  // A booking page's search of free windows is limited per client IP too.
  app.on('GET', '/booking/:subdomain', kit.clientIp);
  // An address (or its ?serviceId=&zip=&date= of instant mode) with U+0000 names no business and cannot be looked up: a 400, not a database error.
  app.on(['GET', 'POST'], '/booking/:subdomain', kit.refuseNul('subdomain', { query: true }));
  // The page itself is answered from memory while the business, its pricing, brand and hours are
  // unchanged (business.page-cache.ts); a search of instant mode (?serviceId=&zip=&date=) shows the
  // free windows of this moment and is rendered each time.
  const bookingPages = createBookingPageCache(services.prisma);
  app.get('/booking/:subdomain', async (c) => {
    const subdomain = c.req.param('subdomain');
    const url = new URL(c.req.url);
    const origin = services.config.appUrl;
    const render = () => renderBookingPage({ indexHtml: kit.shell, subdomain, graphql: kit.graphqlFor(c), requestUrl: c.req.url, appUrl: origin });
    const page = url.search ? await render() : await bookingPages.get(origin, subdomain, render);
    if (page.status === 404) {
      // An address the business left answers a permanent redirect to its new one while it lasts (90 days).
      const target = await redirectTarget(services.prisma, subdomain);
      if (target) {
        c.header('Cache-Control', 'public, max-age=86400');
        return c.redirect(`/booking/${target}${url.search}`, 301);
      }
    }
    return c.html(page.html, page.status as 200 | 404 | 410, headers);
  });
  // A booking page's logo: its address names the content (sha256), so it may be kept forever.
  app.get('/booking-logo/:hash', async (c) => {
    const logo = await findLogo(services.prisma, c.req.param('hash'));
    if (!logo) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    return c.body(logo.bytes, 200, {
      'Content-Type': logo.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
};
