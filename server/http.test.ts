// The router's protections (security headers, request body limits), compression and draining.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../common/route-preloads.js';
import { SERVER_PAGES } from '../common/server-pages.js';
import { clientDir } from './client-files.js';
import { MAX_BODY_BYTES } from './http-guards.js';
import { type TestApp, startTestApp, uniqueEmail } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('answers with nosniff, frame denial and a referrer policy', async () => {
  const res = await t.app.fetch(new Request('http://localhost/api/user'));
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
});

it('refuses bodies over the limit with 413 and reads nothing', async () => {
  const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(MAX_BODY_BYTES + 10) });
  const res = await t.caller().send('POST', '/api/login', big);
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: 'Request body is too large' });
  const gql = await t.caller().send('POST', '/graphql', JSON.stringify({ query: `{ __typename }`, pad: 'x'.repeat(MAX_BODY_BYTES) }));
  expect(gql.status).toBe(413);
});

it('over a socket, judges a sized body by its Content-Length and counts a chunked one as it streams', async () => {
  const owner = await t.owner();
  const server = serve({ port: 0, hostname: '127.0.0.1', fetch: t.app.fetch });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers = { 'content-type': 'application/json', cookie: owner.cookie };
  try {
    // Within the limit, read straight from the socket: the query is answered.
    const ok = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: '{ viewer { firstName } }' }) });
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.viewer.firstName).toBeTruthy();
    // A Content-Length over the limit is refused before the body is read.
    const sized = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(MAX_BODY_BYTES) }) });
    expect(sized.status).toBe(413);
    expect(await sized.json()).toEqual({ error: 'Request body is too large' });
    // A chunked body (no Content-Length) is counted as it arrives, and refused once it passes the limit.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES * 2) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const chunked = await fetch(`${base}/graphql`, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    const rest = await fetch(`${base}/api/user`, { headers: { cookie: owner.cookie } });
    expect(rest.status).toBe(200);
  } finally {
    (server as import('node:http').Server).closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('compression', () => {
  it('gzips GraphQL and REST answers of 1 kB or more for callers that accept it, and says so in Vary', async () => {
    const owner = await t.owner();
    const query = '{ __schema { types { name description } } }';
    const res = await owner.send('POST', '/graphql', { query }, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const json = JSON.parse(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
    expect(json.data.__schema.types.length).toBeGreaterThan(50);
    const rest = await owner.send('GET', '/api/daily-tasks', undefined, { 'accept-encoding': 'gzip' });
    expect(rest.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await rest.arrayBuffer())).toString('utf8'))).toEqual((await owner.rest('GET', '/api/daily-tasks')).body);
    // Small answers, and callers that ask for nothing, stay plain.
    const small = await owner.send('GET', '/api/user', undefined, { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    const plain = await owner.send('POST', '/graphql', { query });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).data.__schema.types.length).toBe(json.data.__schema.types.length);
  });

  it('never compresses an event stream, so subscription events are not held back', async () => {
    const owner = await t.owner();
    const controller = new AbortController();
    const res = await t.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'gzip', cookie: owner.cookie },
        body: JSON.stringify({ query: 'subscription { adminTicketFeed { kind } }' }),
        signal: controller.signal,
      }),
    );
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // yoga marks event streams `Content-Encoding: none` so that proxies leave them alone too.
    expect(res.headers.get('content-encoding') ?? 'none').toBe('none');
    controller.abort();
    await res.body?.cancel().catch(() => {});
  });

  it('serves built assets precompressed (brotli, else gzip) by Accept-Encoding', async () => {
    const assets = path.join(clientDir, 'assets');
    // npm test builds first; run `npm run build` before this file on its own.
    expect(fs.existsSync(assets), 'no client build: run `npm run build`').toBe(true);
    const entry = fs.readdirSync(assets).find((f) => /^index-.*\.js$/.test(f));
    expect(entry).toBeTruthy();
    expect(fs.existsSync(path.join(assets, `${entry}.br`))).toBe(true);
    const served = await startTestApp({ SERVE_CLIENT: 'true' });
    try {
      const get = (encoding?: string) =>
        served.app.fetch(new Request(`http://localhost/assets/${entry}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }));
      const br = await get('gzip, deflate, br');
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(br.headers.get('content-type')).toMatch(/javascript/);
      const original = fs.readFileSync(path.join(assets, String(entry)));
      expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).equals(original)).toBe(true);
      const gz = await get('gzip');
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(original)).toBe(true);
      const identity = await get();
      expect(identity.headers.get('content-encoding')).toBeNull();
      expect(Buffer.from(await identity.arrayBuffer()).equals(original)).toBe(true);
    } finally {
      await served.close();
    }
  }, 90_000);
});

it('a shutdown waits for the resolvers of requests whose clients went away, before the pool closes', async () => {
  const app = await startTestApp();
  try {
    // Abandon a sign-up once its resolver is running (the throttle is its first step; hashing and
    // writing the user follow).
    const { throttle } = app.app.services;
    const take = throttle.take;
    let reached: () => void = () => {};
    const inResolver = new Promise<void>((resolve) => (reached = resolve));
    throttle.take = (...args) => {
      reached();
      return take(...args);
    };
    const email = uniqueEmail('abandoned');
    const client = new AbortController();
    const request = Promise.resolve(
      app.app.fetch(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation($i: RegisterInput!) { register(input: $i) { __typename } }',
            variables: { i: { firstName: 'Gone', lastName: 'Away', email, password: 'password123' } },
          }),
          signal: client.signal,
        }),
      ),
    ).catch(() => null);
    await inResolver;
    client.abort();
    await request;
    expect(await app.app.drain(10_000)).toBe(0);
    // The resolver finished on an open pool: its user was written before drain returned.
    expect(await app.prisma.user.count({ where: { email } })).toBe(1);
  } finally {
    await app.close();
  }
});

describe('installable app', () => {
  it('serves the manifest and the worker revalidated, allows them in the CSP, and keeps them off the booking page', async () => {
    // npm test builds first; run `npm run build` before this file on its own.
    expect(fs.existsSync(path.join(clientDir, 'sw.js')), 'no client build: run `npm run build`').toBe(true);
    const served = await startTestApp({ SERVE_CLIENT: 'true' });
    try {
      const get = (p: string) => served.app.fetch(new Request(`http://localhost${p}`));
      const sw = await get('/sw.js');
      expect(sw.status).toBe(200);
      expect(sw.headers.get('cache-control')).toBe('no-cache');
      const body = await sw.text();
      expect(body).toMatch(/^const BUILD = "[0-9a-f]{12}";/);
      expect(body).toContain('/^\\/graphql/');
      expect((await get('/manifest.webmanifest')).status).toBe(200);
      const app = await get('/customers');
      expect(app.headers.get('content-security-policy')).toContain("manifest-src 'self'");
      expect(app.headers.get('content-security-policy')).toContain("worker-src 'self'");
      const html = await app.text();
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
      // Every script and style the page starts with is precached, imports of imports too, so an installed app opens offline.
      const precache: string[] = JSON.parse(/^const PRECACHE = (.*);$/m.exec(body)?.[1] ?? '[]');
      const starts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      expect(starts.length).toBeGreaterThan(2);
      expect(starts.filter((file) => !precache.includes(file))).toEqual([]);
      const booking = await get('/booking/nobodyhere');
      expect(await booking.text()).not.toContain('rel="manifest"');
      // A missing asset is a 404, not the HTML shell (which a worker would keep under the script's name).
      for (const missing of ['/assets/missing-abc123.js', '/assets/missing-abc123.css', '/assets/nested/gone.png']) {
        const res = await get(missing);
        expect(res.status, missing).toBe(404);
        expect(res.headers.get('content-type'), missing).not.toMatch(/html/);
      }
    } finally {
      await served.close();
    }
  }, 90_000);
});

describe('route preloads', () => {
  it("names a route's chunks in its document: a signed-in page's only to a request with a session cookie", async () => {
    // npm test builds first; run `npm run build` before this file on its own.
    const table: RoutePreload[] = JSON.parse(fs.readFileSync(path.join(clientDir, ROUTE_PRELOADS_FILE), 'utf8'));
    const byPath = new Map(table.map((route) => [route.path, route]));
    const served = await startTestApp({ SERVE_CLIENT: 'true' });
    try {
      const owner = await served.owner();
      const sessionOnly = owner.cookie.split('; ').find((pair) => pair.startsWith('lp_session='));
      expect(sessionOnly).toBeTruthy();
      const preloads = async (address: string, cookie?: string) => {
        const res = await served.app.fetch(new Request(`http://localhost${address}`, { headers: cookie ? { cookie } : {} }));
        expect(res.status, address).toBe(200);
        expect(res.headers.get('cache-control'), address).toBe('no-cache');
        expect(res.headers.get('vary') ?? '', address).toMatch(/cookie/i);
        return preloadsIn(await res.text());
      };
      const preloadsIn = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
      const entry = preloadsIn(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
      expect(entry.length).toBeGreaterThan(2);
      const chunk = (files: string[], name: string) => files.find((file) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(file));

      const settings = await preloads('/settings', sessionOnly);
      expect(settings.slice(0, entry.length)).toEqual(entry);
      expect(settings.slice(entry.length)).toEqual(byPath.get('/settings')?.files);
      for (const name of ['SettingsPage', 'SettingsPage.loader', 'ProtectedRoute', 'persist']) expect(chunk(settings, name), name).toBeTruthy();
      // The loaders (they start the queries) before the page's code.
      expect(settings.indexOf(chunk(settings, 'SettingsPage.loader') ?? '')).toBeLessThan(settings.indexOf(chunk(settings, 'SettingsPage') ?? ''));
      // Without a session the app sends the visitor to sign in: the page's code would be downloaded for nothing.
      expect(await preloads('/settings')).toEqual(entry);
      expect(chunk(await preloads('/auth'), 'AuthPage')).toBeTruthy();
      // A route with a parameter, and a tab inside the admin frame beside its sibling tabs.
      expect(chunk(await preloads('/learning/some-article', owner.cookie), 'ArticlePage')).toBeTruthy();
      const ticket = await preloads('/admin/support/t1', owner.cookie);
      for (const name of ['AdminPage', 'SupportTab', 'AdminTicketPage']) expect(chunk(ticket, name), name).toBeTruthy();
      expect(chunk(ticket, 'PaymentsTab')).toBeUndefined();
      expect(chunk(await preloads('/admin/payments', owner.cookie), 'AdminTicketPage')).toBeUndefined();
      expect(chunk(await preloads('/no-such-page'), 'NotFoundPage')).toBeTruthy();
      // An old /admin?tab= address is sent to its tab's address, whose document names that tab's chunks.
      const old = await served.app.fetch(new Request('http://localhost/admin?tab=users', { headers: { cookie: owner.cookie } }));
      expect([old.status, old.headers.get('location')]).toEqual([301, '/admin/users']);
      expect(chunk(await preloads('/admin/users', owner.cookie), 'UsersTab.loader')).toBeTruthy();
      expect((await served.app.fetch(new Request('http://localhost/admin?tab=nonsense'))).headers.get('location')).toBe('/admin');

      // Every file named exists, and an owner's page names none the installed app would not have.
      const sw = await (await served.app.fetch(new Request('http://localhost/sw.js'))).text();
      const precache: string[] = JSON.parse(/^const PRECACHE = (.*);$/m.exec(sw)?.[1] ?? '[]');
      for (const route of table) {
        for (const file of route.files) expect(fs.existsSync(path.join(clientDir, file)), file).toBe(true);
        if (!route.path.startsWith('/admin')) expect(route.files.filter((file) => !precache.includes(file)), route.path).toEqual([]);
      }
    } finally {
      await served.close();
    }
  }, 90_000);
});

it('renders its own pages only under the prefixes the service worker leaves to the network', () => {
  // Not pages: the API, GraphQL, webhooks, health, files and the shell's fallback.
  const notPages = /^(\/api|\/graphql|\/webhooks|\/healthz|\/assets|\/sw\.js|\*|\/\*)/;
  const pages = t.app.routes.filter((r) => (r.method === 'GET' || r.method === 'ALL') && !notPages.test(r.path)).map((r) => r.path);
  expect(pages.length).toBeGreaterThan(0);
  for (const p of pages) expect(SERVER_PAGES.some((prefix) => p.startsWith(prefix)), p).toBe(true);
});
