// The Relay environment: queries and mutations over fetch, subscriptions over SSE, all to /graphql.
import type { Client } from 'graphql-sse';
import { Environment, type FetchFunction, Network, Observable, RecordSource, Store, type SubscribeFunction } from 'relay-runtime';

/** The shared request helper's error format: "<status>: <body text or status text>". */
export class RequestError extends Error {}

export const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: operation.text, variables }),
  });
  const text = await res.text();
  let json: { data?: unknown; errors?: { message: string }[] } | undefined;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RequestError(`${res.status}: ${text || res.statusText}`);
  }
  if (!res.ok && !json?.data) throw new RequestError(`${res.status}: ${json?.errors?.[0]?.message ?? res.statusText}`);
  if (json?.errors?.length && !json.data) throw new RequestError(json.errors[0].message);
  return json as never;
};

/**
 * Live updates come back after a gap (a dropped stream reconnected, the browser came back online):
 * whatever was sent meanwhile never reached the page, so pages refetch what they show
 * (useRefetchOnReconnect). Several streams reconnecting at once make one notification.
 */
const reconnectListeners = new Set<() => void>();
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
function liveReconnected() {
  clearTimeout(reconnectTimer);
  reconnectTimer = setTimeout(() => {
    for (const listener of [...reconnectListeners]) listener();
  }, 300);
}
if (typeof window !== 'undefined') window.addEventListener('online', liveReconnected);

/** Calls refetch after every reconnection of live updates; returns the unsubscribe function. */
export function onLiveReconnect(refetch: () => void) {
  reconnectListeners.add(refetch);
  return () => {
    reconnectListeners.delete(refetch);
  };
}

/** Reconnection backoff: about 1 s, 2 s, 4 s… up to 30 s, randomised so phones do not return in step. */
export const reconnectDelayMs = (retries: number) => Math.min(30_000, 1000 * 2 ** retries) * (0.5 + Math.random() / 2);

let sseModule: Promise<typeof import('./sse')> | null = null;
/**
 * The live-update client's code, downloaded once. Signed-in routes start it with their loaders, so it
 * arrives with the page's code and data instead of after the page's first render subscribes.
 */
export const preloadLiveUpdates = () => {
  sseModule ??= import('./sse');
  return sseModule;
};

function createEnvironment() {
  // One SSE request per subscription (graphql-sse's distinct connections mode, which yoga serves as is).
  // Its code is not in the first page's JS (see preloadLiveUpdates).
  // Network errors retry for as long as the page is open (phones change network and sleep).
  let sse: Promise<Client> | null = null;
  const client = () => {
    sse ??= preloadLiveUpdates().then(({ createClient }) =>
      createClient({
        url: '/graphql',
        credentials: 'same-origin',
        retryAttempts: Number.POSITIVE_INFINITY,
        retry: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
      }),
    );
    return sse;
  };
  // While the browser is offline the stream is closed (on a phone that changed network it is dead
  // anyway, and a half-open socket can hold on for minutes); when it is back online the stream opens
  // again and the page refetches what it shows.
  const subscribe: SubscribeFunction = (operation, variables) =>
    Observable.create((sink) => {
      let close: (() => void) | null = null;
      let closed = false;
      const connect = (afterGap: boolean) => {
        let live = true;
        let dispose: (() => void) | null = null;
        close = () => {
          live = false;
          dispose?.();
        };
        client().then(
          (c) => {
            if (!live) return;
            dispose = c.subscribe(
              { query: operation.text ?? '', variables, operationName: operation.name },
              {
                next: (value) => live && sink.next(value as never),
                error: (err) => live && sink.error(err instanceof Error ? err : new Error(String(err))),
                complete: () => live && sink.complete(),
              },
              {
                connected: (reconnected) => {
                  if (reconnected || afterGap) liveReconnected();
                },
              },
            );
          },
          (err: unknown) => live && sink.error(err instanceof Error ? err : new Error(String(err))),
        );
      };
      const offline = () => {
        close?.();
        close = null;
      };
      const online = () => {
        if (!close && !closed) connect(true);
      };
      connect(false);
      window.addEventListener('offline', offline);
      window.addEventListener('online', online);
      return () => {
        closed = true;
        window.removeEventListener('offline', offline);
        window.removeEventListener('online', online);
        offline();
      };
    });
  return new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource()) });
}

// One environment for the whole app, reachable from route loaders (they start queries before React
// renders). Signing out replaces it, which drops every cached record of the previous user.
let current = createEnvironment();
const listeners = new Set<() => void>();

export const getEnvironment = () => current;

export function resetEnvironment() {
  current = createEnvironment();
  for (const listener of listeners) listener();
}

export function subscribeToEnvironment(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
