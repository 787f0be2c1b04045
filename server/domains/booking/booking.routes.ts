// The booking form posted without JavaScript, and the owner's calendar feed, mounted by server/http.ts
// (server/kernel/pages.ts).
import { TOO_MANY_BOOKING_REQUESTS } from '../../../common/booking.js';
import { retryAfterSeconds } from '../../auth/throttle.js';
import type { PageRoutes } from '../../kernel/pages.js';
import { calendarFeed } from './booking.calendar.js';
import { handleBookingForm } from './booking.form.js';

export const bookingPages: PageRoutes = (app, kit) => {
  const { services } = kit;
  const headers = { ...kit.pageHeaders, 'Content-Security-Policy': kit.checkoutCsp };
  app.on('POST', '/booking/:subdomain', kit.bodyLimit(64 * 1024), kit.clientIp);
  app.post('/booking/:subdomain', async (c) => {
    const page = await handleBookingForm({
      request: c.req.raw,
      subdomain: c.req.param('subdomain'),
      indexHtml: kit.shell,
      graphql: kit.graphqlFor(c),
      appUrl: services.config.appUrl,
    });
    if (page.redirect) return c.redirect(page.redirect, 303);
    const wait: Record<string, string> = page.status === 429 ? { 'Retry-After': String(retryAfterSeconds(TOO_MANY_BOOKING_REQUESTS)) } : {};
    return c.html(page.html, page.status as 200, { ...headers, ...wait });
  });
  // The owner's calendar feed: the secret token is the only credential.
  app.get('/calendar/:file', async (c) => {
    const token = /^(.+)\.ics$/.exec(c.req.param('file'))?.[1];
    const body = token ? await calendarFeed(services.prisma, token) : null;
    if (body === null) return c.text('Not found', 404);
    return c.body(body, 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'no-store' });
  });
};
