// The service worker's fetch handler in a stand-in worker scope: what it caches (issue 26: never an
// HTML page under an asset's name, only successful answers of the type the name promises).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

/** A worker in a stand-in scope with a working cache, its fetches recorded; each event resolves to what the worker answered. */
function worker(store = new Map<string, Response>(), answers: (request: Request) => Response = () => new Response('{}')) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const sent: Request[] = [];
  const pending: Promise<unknown>[] = [];
  // Keyed by path: the worker passes a Request or a path.
  const keyOf = (key: string | Request) => (typeof key === 'string' ? key : new URL(key.url).pathname);
  const cache = {
    put: async (key: string | Request, response: Response) => void store.set(keyOf(key), response),
    delete: async (key: string) => store.delete(key),
    addAll: async () => {},
  };
  const scope = {
    BUILD: 'test',
    PRECACHE: [],
    SERVER_PAGES: ['/booking/', '/pay/'],
    URL,
    Response,
    setTimeout,
    self: { location: { origin: 'http://app.test' }, addEventListener: (name: string, fn: (event: unknown) => void) => {
        listeners[name] = fn;
      },
    },
    caches: { open: async () => cache, match: async (key: string | Request) => store.get(keyOf(key))?.clone(), keys: async () => [] },
    fetch: async (input: string | Request | { url: string }, init?: RequestInit) => {
      // A path with its init, a Request, or the stand-in of a navigation (a plain object with its url).
      const request =
        typeof input === 'string' ? new Request(new URL(input, 'http://app.test'), init) : input instanceof Request ? input : new Request(input.url);
      sent.push(request);
      return answers(request);
    },
  };
  vm.runInNewContext(fs.readFileSync(path.resolve(import.meta.dirname, 'service-worker.js'), 'utf8'), scope);
  const settle = async () => {
    for (let i = 0; i < 5; i++) {
      await Promise.all(pending.splice(0));
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  const dispatch = async (name: string, event: object) => {
    let answered: Promise<Response> | undefined;
    const respondWith = (r: Promise<Response>) => {
      answered = r;
    };
    listeners[name]({ ...event, respondWith, waitUntil: (p: Promise<unknown>) => void pending.push(p) });
    await settle();
    return answered;
  };
  return {
    sent,
    store,
    tell: (data: unknown) => dispatch('message', { data }),
    navigate: (pathname: string) => dispatch('fetch', { request: { url: `http://app.test${pathname}`, method: 'GET', mode: 'navigate' } }),
    request: (pathname: string, init: RequestInit) => dispatch('fetch', { request: new Request(`http://app.test${pathname}`, init) }),
  };
}

/** One GET through the worker: what it answered and the paths it put in its cache. */
async function fetchThroughWorker(pathname: string, answer: Response, opts: { navigate?: boolean; cached?: Record<string, Response> } = {}) {
  const store = new Map(Object.entries(opts.cached ?? {}));
  const w = worker(store, () => answer);
  // A navigation's mode cannot be set on a Request outside a browser: `navigate` gives the worker the fields it reads.
  const answered = await (opts.navigate ? w.navigate(pathname) : w.request(pathname, {}));
  return { stored: [...store.keys()].filter((key) => !(key in (opts.cached ?? {}))), answered };
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

const customersQuery = { id: 'q1', method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie: 'x' }, body: JSON.stringify({ query: 'query CustomersPageQuery { viewer { id } }', variables: {} }) };
const reservation = { id: 'r1', method: 'PUT', url: '/graphql/stream', headers: {}, body: '' };
const mutation = { id: 'm1', method: 'POST', url: '/graphql', headers: {}, body: JSON.stringify({ query: 'mutation AddCustomer { addCustomer { id } }', variables: {} }) };
const marked = (request: { id: string; method: string; headers: Record<string, string>; body: string }, body = request.body) => ({
  method: request.method,
  headers: { ...request.headers, 'x-first-route': request.id },
  body: body || undefined,
});

describe("service worker: a page's first requests", () => {
  it('sends them with the navigation and gives each to the page once, marked; never a mutation', async () => {
    let n = 0;
    const w = worker(new Map(), (request) =>
      request.method === 'GET' ? new Response('page') : new Response(`answer ${++n} ${request.method}`, { status: request.method === 'PUT' ? 201 : 200 }),
    );
    await w.tell({ type: 'route-requests', path: '/customers', requests: [customersQuery, reservation, mutation, { ...customersQuery, id: 'g1', method: 'GET' }] });
    expect(await (await w.navigate('/customers'))?.text()).toBe('page'); // no shell cached: the network's page
    const prefetches = w.sent.filter((r) => new URL(r.url).pathname !== '/customers');
    expect(prefetches.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /graphql', 'PUT /graphql/stream']);
    // Only the headers the request needs; the browser's own cookies go with it.
    expect(prefetches[0].headers.get('content-type')).toBe('application/json');
    expect(prefetches[0].headers.get('cookie')).toBeNull();
    expect(prefetches[0].credentials).toBe('same-origin');
    expect(await prefetches[0].text()).toBe(customersQuery.body);

    const before = w.sent.length;
    expect(await (await w.request('/graphql', marked(customersQuery)))?.text()).toBe('answer 1 POST');
    const put = await w.request('/graphql/stream', marked(reservation));
    expect([put?.status, await put?.text()]).toEqual([201, 'answer 2 PUT']);
    expect(w.sent.length).toBe(before);
    // Taken once: the same request again is the page's own, to the network, not through the worker.
    expect(await w.request('/graphql', marked(customersQuery))).toBeUndefined();
  });

  it('leaves to the network what it did not send', async () => {
    const w = worker(new Map(), () => new Response('network'));
    await w.tell({ type: 'route-requests', path: '/customers', requests: [customersQuery] });
    await w.navigate('/customers');
    // Unmarked, or marked with a request the worker did not send.
    expect(await w.request('/graphql', { method: 'POST', body: customersQuery.body })).toBeUndefined();
    expect(await w.request('/graphql', marked({ ...customersQuery, id: 'other' }))).toBeUndefined();
    // The mark of a request sent, on another request: the network's answer.
    const other = JSON.stringify({ query: 'query CustomersPageQuery { viewer { id } }', variables: { first: 5 } });
    const sentBefore = w.sent.length;
    expect(await (await w.request('/graphql', marked(customersQuery, other)))?.text()).toBe('network');
    expect(await w.sent[sentBefore].text()).toBe(other);
  });

  it("keeps them across restarts, not for the server's pages, and forgets them at sign-out", async () => {
    const store = new Map<string, Response>();
    const first = worker(store);
    await first.tell({ type: 'route-requests', path: '/customers', requests: [customersQuery] });
    await first.tell({ type: 'route-requests', path: '/booking/shine', requests: [customersQuery] });
    const kept = (await store.get('/__route-requests')?.clone().json()) as [string, unknown][];
    expect(kept.map(([pathname]) => pathname)).toEqual(['/customers']);
    const restarted = worker(store);
    await restarted.navigate('/customers');
    expect(restarted.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
    await restarted.navigate('/dashboard');
    expect(restarted.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
    // Kept with the search: another week of the schedule is another page.
    await restarted.tell({ type: 'route-requests', path: '/schedule?week=2026-11-23', requests: [{ ...customersQuery, id: 'w1' }] });
    await restarted.navigate('/schedule?week=2026-11-30');
    await restarted.navigate('/schedule');
    expect(restarted.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
    await restarted.navigate('/schedule?week=2026-11-23');
    expect(restarted.sent.filter((r) => r.method === 'POST')).toHaveLength(2);

    await restarted.tell({ type: 'forget-route-requests' });
    expect(store.size).toBe(0);
    await restarted.navigate('/customers');
    expect(restarted.sent.filter((r) => r.method === 'POST')).toHaveLength(2);
    const later = worker(store);
    await later.navigate('/customers');
    expect(later.sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
