// The first route's requests: recorded and marked for the installed app's worker until the route has
// loaded, then told to the worker (client/pwa/service-worker.js sends them with the next navigation).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const postMessage = vi.fn();
function installWorker(controlled: boolean) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: controlled ? { postMessage } : null,
      ready: Promise.resolve({ active: { postMessage } }),
      getRegistration: async () => ({ active: { postMessage } }),
    },
  });
}

const fetched: { url: string; init: RequestInit }[] = [];
beforeEach(() => {
  vi.resetModules();
  postMessage.mockReset();
  fetched.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      fetched.push({ url, init });
      return new Response('{"data":{}}');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const operation = (operationKind: 'query' | 'mutation', text: string) => ({ operationKind, text, name: 'Op', id: null, cacheID: text, metadata: {} }) as never;
const mark = (i: number) => new Headers(fetched[i].init.headers).get('x-first-route');

describe('the first route’s requests', () => {
  it('marks the queries the first route sends, never a mutation, and tells the worker them once the route has loaded', async () => {
    installWorker(true);
    const { fetchGraphQL } = await import('./environment');
    const { firstRouteLoaded } = await import('./firstRoute');
    await fetchGraphQL(operation('query', 'query A { viewer { id } }'), { first: 20 }, {}, null);
    await fetchGraphQL(operation('mutation', 'mutation B { signOut }'), {}, {}, null);
    expect(mark(0)).toMatch(/^[0-9a-z]+$/);
    expect(mark(1)).toBeNull();
    expect(postMessage).not.toHaveBeenCalled();

    firstRouteLoaded();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    expect(postMessage.mock.calls[0][0]).toEqual({
      type: 'route-requests',
      path: window.location.pathname + window.location.search,
      requests: [
        {
          id: mark(0),
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
          body: JSON.stringify({ query: 'query A { viewer { id } }', variables: { first: 20 } }),
        },
      ],
    });
    // The page's later requests are its own.
    await fetchGraphQL(operation('query', 'query C { viewer { id } }'), {}, {}, null);
    expect(mark(2)).toBeNull();
    firstRouteLoaded();
    await new Promise((r) => setTimeout(r, 0));
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('records without marking before a worker controls the page; the same request has the same mark', async () => {
    installWorker(false);
    const { firstRouteRequest, firstRouteLoaded } = await import('./firstRoute');
    const init = { method: 'PUT', headers: { accept: 'text/plain' } };
    expect(firstRouteRequest('/graphql/stream', init)).toBe(init);
    firstRouteLoaded();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    const [{ id }] = postMessage.mock.calls[0][0].requests;

    vi.resetModules();
    installWorker(true);
    const again = await import('./firstRoute');
    expect(new Headers(again.firstRouteRequest('/graphql/stream', init).headers).get('x-first-route')).toBe(id);
    expect(new Headers(again.firstRouteRequest('/graphql/stream', { method: 'PUT', body: 'x' }).headers).get('x-first-route')).not.toBe(id);
  });

  it('tells the worker to forget them at sign-out, controlling the page or not', async () => {
    installWorker(false);
    const { resetEnvironment } = await import('./environment');
    resetEnvironment();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: 'forget-route-requests' }));
  });
});
