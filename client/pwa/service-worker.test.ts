// The service worker's fetch handler in a stand-in worker scope: what it caches (issue 26: never an
// HTML page under an asset's name, only successful answers of the type the name promises).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

type Listener = (event: { request: Request; respondWith: (r: Promise<Response>) => void; waitUntil: (p: Promise<unknown>) => void }) => void;

async function fetchThroughWorker(pathname: string, answer: Response, opts: { navigate?: boolean; cached?: Record<string, Response> } = {}) {
  const listeners: Record<string, Listener> = {};
  const stored: string[] = [];
  const pending: Promise<unknown>[] = [];
  const cache = { put: async (req: Request) => void stored.push(new URL(req.url).pathname), addAll: async () => {} };
  const scope = {
    BUILD: 'test',
    PRECACHE: [],
    SERVER_PAGES: ['/booking/', '/pay/'],
    URL,
    self: { location: { origin: 'http://app.test' }, addEventListener: (name: string, fn: Listener) => {
        listeners[name] = fn;
      },
    },
    caches: { open: async () => cache, match: async (key: string) => opts.cached?.[key], keys: async () => [] },
    fetch: async () => answer,
  };
  vm.runInNewContext(fs.readFileSync(path.resolve(import.meta.dirname, 'service-worker.js'), 'utf8'), scope);
  let response: Promise<Response> | undefined;
  const url = `http://app.test${pathname}`;
  listeners.fetch({
    // A navigation's mode cannot be set on a Request outside a browser: the worker reads these three fields.
    request: opts.navigate ? ({ url, method: 'GET', mode: 'navigate' } as unknown as Request) : new Request(url),
    respondWith: (r) => {
      response = r;
    },
    waitUntil: (p) => void pending.push(p),
  });
  const answered = await response;
  await Promise.all(pending);
  return { stored, answered };
}

const html = (status = 200) => new Response('<!doctype html><html></html>', { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('service worker', () => {
  it('caches a hashed script that came back as JavaScript', async () => {
    const js = new Response('export{}', { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
    expect((await fetchThroughWorker('/assets/index-abc.js', js)).stored).toEqual(['/assets/index-abc.js']);
  });

  it('never caches an HTML page under an asset name, nor a failed answer', async () => {
    expect((await fetchThroughWorker('/assets/missing-abc.js', html())).stored).toEqual([]);
    expect((await fetchThroughWorker('/assets/missing-abc.css', html())).stored).toEqual([]);
    expect((await fetchThroughWorker('/assets/logo-abc.png', html())).stored).toEqual([]);
    expect((await fetchThroughWorker('/assets/missing-abc.js', new Response('Not found', { status: 404 }))).stored).toEqual([]);
  });

  it("opens the app's pages from the cached shell and leaves the server's own pages to the network", async () => {
    const shell = () => new Response('shell', { headers: { 'content-type': 'text/html' } });
    const fromNetwork = () => new Response('network', { headers: { 'content-type': 'text/html' } });
    const app = await fetchThroughWorker('/customers', fromNetwork(), { navigate: true, cached: { '/': shell() } });
    expect(await app.answered?.text()).toBe('shell');
    const pay = await fetchThroughWorker('/pay/abc', fromNetwork(), { navigate: true, cached: { '/': shell() } });
    expect(pay.answered).toBeUndefined();
    // Before the worker has its shell, a page comes from the network.
    const first = await fetchThroughWorker('/dashboard', fromNetwork(), { navigate: true });
    expect(await first.answered?.text()).toBe('network');
  });
});
