// A customer's invoice by its private pay link (/pay/{token}: the token is the only credential; no
// script, no cookie), mounted by server/http.ts (server/kernel/pages.ts).
import { TOO_MANY_PAY_ATTEMPTS } from '../../../common/pay.js';
import { retryAfterSeconds } from '../../auth/throttle.js';
import type { PageRoutes } from '../../kernel/pages.js';
import { handlePayForm, renderPayPage } from './pay.page.js';

export const payPages: PageRoutes = (app, kit) => {
  const headers = { ...kit.pageHeaders, 'Content-Security-Policy': kit.checkoutCsp, 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };
  app.on('POST', '/pay/:token/checkout', kit.bodyLimit(16 * 1024), kit.clientIp);
  app.on(['GET', 'POST'], ['/pay/:token', '/pay/:token/*'], kit.refuseNul('token'));
  app.get('/pay/:token', async (c) => {
    const page = await renderPayPage({ shell: kit.shell, token: c.req.param('token'), graphql: kit.graphqlFor(c), request: c.req.raw });
    return c.html(page.html, page.status as 200 | 404, headers);
  });
  app.post('/pay/:token/checkout', async (c) => {
    const page = await handlePayForm({ shell: kit.shell, token: c.req.param('token'), graphql: kit.graphqlFor(c), request: c.req.raw });
    if (page.redirect) return c.redirect(page.redirect, 303);
    const wait: Record<string, string> = page.status === 429 ? { 'Retry-After': String(retryAfterSeconds(TOO_MANY_PAY_ATTEMPTS)) } : {};
    return c.html(page.html, page.status as 200, { ...headers, ...wait });
  });
};
