// The built client (dist/client): its hashed assets, the service worker, and the page shell for each of
// the app's addresses with its route's chunks preloaded; the booking page's own document. Without a
// build (tests, API-only servers) a bare shell, so the booking page still works without scripts.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { adminTabPath } from '../common/admin-tabs.js';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../common/route-preloads.js';
import { CSP } from './http-guards.js';
import type { RouterEnv } from './kernel/pages.js';

export const clientDir = path.resolve(import.meta.dirname, '../dist/client');

/** The route table's chunks by address, written by the build (vite/route-preloads.ts); none without it. */
function routePreloads(dir: string): RoutePreload[] {
  const file = path.join(dir, ROUTE_PRELOADS_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
}

/** The shell with `files` preloaded after the entry's own chunks and styles. */
function withPreloads(html: string, files: string[]) {
  return html.replace('</head>', `${files.map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n`).join('')}</head>`);
}

/** The page shell when the client is not built (tests, API-only servers): the booking page still works without scripts. */
const BARE_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="theme-color" content="#1d4ed8" /><title></title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
/** The documents of the built client: the app's shell and the booking page's (the bare shell without a build). */
export function clientShells(serveClient: boolean) {
  const indexFile = path.join(clientDir, 'index.html');
  const bookingFile = path.join(clientDir, 'booking.html');
  const built = serveClient && fs.existsSync(indexFile);
  const indexHtml = built ? fs.readFileSync(indexFile, 'utf8') : BARE_SHELL;
  // The public booking page is its own document (client/booking.html, hydrated by client/booking.tsx);
  // without a built client it is still served, readable and working, with no scripts.
  const bookingHtml = built && fs.existsSync(bookingFile) ? fs.readFileSync(bookingFile, 'utf8') : BARE_SHELL;
  return { built, indexHtml, bookingHtml };
}

/** Serves the built client after every other route (a 503 that says so without a build). */
export function mountClient(app: Hono<RouterEnv>, shells: ReturnType<typeof clientShells>, sessionCookie: string) {
  const { built, indexHtml } = shells;
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
    // An old /admin?tab=… address is its tab's own address, before any shell: the shell of the tab's
    // address names the tab's chunks (the app would otherwise load /admin's, then be sent on).
    app.get('/admin', (c, next) => (c.req.query('tab') === undefined ? next() : c.redirect(adminTabPath(new URL(c.req.url).searchParams), 301)));
    // Each address of the app is answered the shell naming its route's chunks, so they download with the
    // entry's (vite/route-preloads.ts); a signed-in page's only to a request with a session cookie (without
    // one the app sends the visitor to sign in).
    for (const route of routePreloads(clientDir)) {
      const preloaded = withPreloads(indexHtml, route.files);
      app.get(route.path, (c) => {
        c.header('Cache-Control', 'no-cache');
        c.header('Vary', 'Cookie', { append: true });
        return c.html(route.signedIn && !getCookie(c, sessionCookie) ? indexHtml : preloaded);
      });
    }
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  } else {
    app.get('*', (c) => c.text('The client is not built. Run `npm run build`, or `npm start`.', 503));
  }

}
