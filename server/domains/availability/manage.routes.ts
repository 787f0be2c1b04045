// A visitor's booking by its private link (/b/{token}: the token is the only credential; no script
// needed), mounted by server/http.ts (server/kernel/pages.ts).
import type { PageRoutes } from '../../kernel/pages.js';
import { DEPOSIT_PAID_NOTICE, DONE_NOTICES, handleManageForm, renderManagePage } from './manage.page.js';

export const managePages: PageRoutes = (app, kit) => {
  const headers = { ...kit.pageHeaders, 'Referrer-Policy': 'no-referrer' };
  app.on('POST', '/b/:token/:action', kit.bodyLimit(16 * 1024), kit.clientIp);
  app.on(['GET', 'POST'], ['/b/:token', '/b/:token/*'], kit.refuseNul('token'));
  app.get('/b/:token', async (c) => {
    const page = await renderManagePage({
      shell: kit.shell,
      token: c.req.param('token'),
      graphql: kit.graphqlFor(c),
      request: c.req.raw,
      notice: c.req.query('deposit') === 'paid' ? DEPOSIT_PAID_NOTICE : DONE_NOTICES[c.req.query('done') ?? ''],
      day: c.req.query('day') ?? null,
    });
    return c.html(page.html, page.status as 200 | 404, headers);
  });
  app.post('/b/:token/:action{cancel|move}', async (c) => {
    const action = c.req.param('action') as 'cancel' | 'move';
    const page = await handleManageForm({ shell: kit.shell, token: c.req.param('token'), action, graphql: kit.graphqlFor(c), request: c.req.raw });
    if (page.redirect) return c.redirect(page.redirect, 303);
    return c.html(page.html, page.status as 200, headers);
  });
};
