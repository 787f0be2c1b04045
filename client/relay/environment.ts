// The Relay environment: queries and mutations over fetch, subscriptions over SSE, all to /graphql.
import type { Client } from 'graphql-sse';
import { Environment, type FetchFunction, type GraphQLResponse, Network, Observable, RecordSource, Store, type SubscribeFunction } from 'relay-runtime';
import { accountCookie } from './account';
import { firstRouteRequest, forgetRouteRequests } from './firstRoute';

/** The shared request helper's error format: "<status>: <body text or status text>". */
export class RequestError extends Error {}

/** Shown when the request never reached the server (offline, the server down). */
export const CONNECTION_LOST = 'Could not reach the server. Please check your connection and try again.';

/** A fetch that never reached the server (the page's data, its code or a mutation): offline, or the connection refused, in every engine's wording. */
export const isNetworkError = (error: unknown) =>
  (typeof navigator !== 'undefined' && !navigator.onLine) ||
  (error instanceof Error && /Failed to fetch|NetworkError|Load failed|network/i.test(error.message));

export const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const init: RequestInit = {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: operation.text, variables }),
  };
  const res = await fetch('/graphql', operation.operationKind === 'query' ? firstRouteRequest('/graphql', init) : init);
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
 * whatever was sent meanwhile never reached the page, so pages refetch what they show (the routes'
 * queries, and useRefetchOnReconnect's). Several streams reconnecting at once make one notification.
 * So does a query answered after a live update came (see fetchAndKeep).
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

/**
 * Whether the server is out of reach: the last GraphQL request never reached it (offline, or the
 * server down) and none has since. Pages still show what the store holds (the owner's stored data);
 * OfflineNotice says so and fetches the page's queries again once the server answers.
 */
let unreachable = false;
const reachabilityListeners = new Set<() => void>();
function setUnreachable(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of [...reachabilityListeners]) listener();
}
export const serverUnreachable = () => unreachable;
export function subscribeToReachability(listener: () => void) {
  reachabilityListeners.add(listener);
  return () => {
    reachabilityListeners.delete(listener);
  };
}

/** Reconnection backoff: about 1 s, 2 s, 4 s… up to 30 s, randomised so phones do not return in step. */
export const reconnectDelayMs = (retries: number) => Math.min(30_000, 1000 * 2 ** retries) * (0.5 + Math.random() / 2);

/** Live updates delivered so far: a query in flight when one comes may answer with data older than it. */
let liveDeliveries = 0;

let sseModule: Promise<typeof import('./sse')> | null = null;
/**
 * The live-update client's code, downloaded once. Signed-in routes start it with their loaders, so it
 * arrives with the page's code and data instead of after the page's first render subscribes.
 */
export const preloadLiveUpdates = () => {
  sseModule ??= import('./sse');
  return sseModule;
};


// The last data the owner saw is kept on the phone (./persist, loaded only for a signed-in account).
let persistModule: Promise<typeof import('./persist')> | null = null;
const persistence = () => {
  persistModule ??= import('./persist');
  return persistModule;
};
/** After a response reached the store: its records are saved a moment later (and wiped when they must not be kept). */
const responded = () => {
  if (persistModule || accountCookie()) void persistence().then((p) => p.saveSoon(current));
};

let restoring: Promise<void> | null = null;
/**
 * Resolves once the store holds the signed-in account's last data (at once when signed out or when
 * nothing is stored). Route loaders wait for it before their first query, so pages render from it.
 * Not for the admin panel: its data is never kept, and whether it opens must not be decided by a
 * stored viewer (an owner made an administrator since).
 */
export const storeRestored = () => {
  if (restoring) return restoring;
  if (!accountCookie()) restoring = Promise.resolve();
  else if (window.location.pathname.startsWith('/admin')) {
    // Nothing is restored, but the first response wipes what is stored (./persist): its code is
    // fetched now, beside the routes' code, instead of after the data.
    void persistence();
    restoring = Promise.resolve();
  } else
    restoring = persistence()
      .then(async (p) => {
        const environment = current;
        if (await p.restore(environment)) markRestored(environment);
      })
      .catch(() => undefined);
  return restoring;
};

const restored = new WeakSet<Environment>();
export const markRestored = (environment: Environment) => void restored.add(environment);
/** True once for an environment filled from the stored data: its viewer, read from there, is fetched again with the first page. */
export const takeRestored = (environment: Environment) => restored.delete(environment);

/** Each environment's live-update stream: open it (at once, or with the first subscription), close it. */
type CreateClient = typeof import('./sse').createClient;
const liveStreams = new WeakMap<Environment, { open: (create?: CreateClient) => Promise<Client<true>>; close: () => void }>();
/**
 * Opens the signed-in pages' event stream now: signed-in route loaders call it, so the stream is
 * reserved and open while the page's code and data download, and the page's subscriptions need one
 * request each, not the reservation and the stream's opening first. `create`: the client's code, when
 * the caller imported it (its reservation then goes out in this call).
 */
export const connectLiveUpdates = (create?: CreateClient) => {
  if (accountCookie()) void liveStreams.get(current)?.open(create);
};

/** Marks a subscriber that holds an operation for a page about to join it (preloadSubscription): `{ metadata: { [HOLD]: true } }`. */
export const HOLD = 'holdForPage';
/** Payloads kept for a page that has not joined its held operation yet (a burst, not a backlog). */
const MAX_KEPT_FOR_PAGE = 50;

/**
 * `subscribe`, with the subscribers of one document and variables sharing one operation: components
 * mounted together that keep the same updates live (the owner's updates: the requests badge, the
 * Support icon) cost the server one operation on the stream, not one each (bench/subscriptions.ts,
 * owners row). Each subscriber gets every payload from its subscription on; the operation ends with the last.
 * What comes while only holds listen (a route's loader started the operation, its page has not mounted yet)
 * is kept for the page: each subscriber that is not a hold and joins in the same task as the first one (the
 * components of one commit, each with its own updater) is given it first.
 */
export function shareOperations(subscribe: SubscribeFunction): SubscribeFunction {
  type Sink = { next: (value: GraphQLResponse) => void; error: (error: Error) => void; complete: () => void };
  type Shared = { sinks: Set<Sink>; holds: Set<Sink>; kept: GraphQLResponse[]; stop: () => void };
  const running = new Map<string, Shared>();
  return (operation, variables, cacheConfig) =>
    Observable.create<GraphQLResponse>((sink) => {
      const key = JSON.stringify([operation.id ?? operation.text, variables]);
      const first = !running.has(key);
      const shared: Shared = running.get(key) ?? { sinks: new Set(), holds: new Set(), kept: [], stop: () => {} };
      running.set(key, shared);
      shared.sinks.add(sink);
      if (cacheConfig?.metadata?.[HOLD] === true) shared.holds.add(sink);
      else if (shared.kept.length > 0) {
        const kept = shared.kept;
        for (const value of kept) sink.next(value);
        setTimeout(() => {
          kept.length = 0;
        }, 0);
      }
      if (first) {
        const each = (f: (s: Sink) => void) => {
          for (const s of [...shared.sinks]) f(s);
        };
        const end = () => {
          if (running.get(key) === shared) running.delete(key);
        };
        const source = Observable.from(subscribe(operation, variables, cacheConfig) as Observable<GraphQLResponse>);
        const subscription = source.subscribe({
          next: (value) => {
            if (shared.sinks.size === shared.holds.size && shared.kept.length < MAX_KEPT_FOR_PAGE) shared.kept.push(value);
            each((s) => s.next(value));
          },
          error: (error: Error) => {
            end();
            each((s) => s.error(error));
          },
          complete: () => {
            end();
            each((s) => s.complete());
          },
        });
        shared.stop = () => subscription.unsubscribe();
      }
      return () => {
        shared.sinks.delete(sink);
        shared.holds.delete(sink);
        if (shared.sinks.size > 0) return;
        if (running.get(key) === shared) running.delete(key);
        shared.stop();
      };
    });
}

function createEnvironment() {
  // One event stream carries all of the page's subscriptions (graphql-sse's single connection mode,
  // server/graphql/single-connection.ts). It opens when a signed-in route loads (connectLiveUpdates) or
  // with the first subscription, and stays open until sign-out or until the browser goes offline.
  // Its code is not in the first page's JS (see preloadLiveUpdates).
  // Network errors retry for as long as the page is open (phones change network and sleep).
  let sse: Promise<Client<true>> | null = null;
  // Set while the browser is offline: the next connection comes after a gap.
  let gap = false;
  const close = () => {
    void sse?.then((c) => c.dispose());
    sse = null;
  };
  // `early`: opened by a signed-in route's loader, the stream stays open between pages (every owner
  // page subscribes); otherwise (the admin panel) it opens with the first subscription and closes after the last.
  // `create`: the live-update client's code when the caller has it already (a signed-in route's loader), so the
  // reservation goes out now rather than after the import resolves, which waits behind the first render.
  const client = (early = false, create?: CreateClient) => {
    const make = (createClient: CreateClient) =>
      createClient({
        url: '/graphql/stream',
        singleConnection: true,
        lazy: !early,
        // An early stream that cannot open retries like any other; nothing to report.
        onNonLazyError: () => {},
        credentials: 'same-origin',
        retryAttempts: Number.POSITIVE_INFINITY,
        retry: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
        on: {
          connected: (reconnected) => {
            if (reconnected || gap) liveReconnected();
            gap = false;
          },
        },
      });
    sse ??= create ? Promise.resolve(make(create)) : preloadLiveUpdates().then(({ createClient }) => make(createClient));
    return sse;
  };
  // While the browser is offline the page's subscriptions and the stream are closed (on a phone that
  // changed network it is dead anyway, and a half-open socket can hold on for minutes); when it is
  // back online they open again and the page refetches what it shows.
  const subscribe: SubscribeFunction = (operation, variables) =>
    Observable.create((sink) => {
      let close: (() => void) | null = null;
      let closed = false;
      const connect = () => {
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
                next: (value) => {
                  if (!live) return;
                  liveDeliveries += 1;
                  sink.next(value as never);
                },
                error: (err) => live && sink.error(err instanceof Error ? err : new Error(String(err))),
                complete: () => live && sink.complete(),
              },
            );
          },
          (err: unknown) => live && sink.error(err instanceof Error ? err : new Error(String(err))),
        );
      };
      const stop = () => {
        close?.();
        close = null;
      };
      const offline = () => {
        gap = true;
        stop();
      };
      const online = () => {
        if (!close && !closed) connect();
      };
      connect();
      window.addEventListener('offline', offline);
      window.addEventListener('online', online);
      return () => {
        closed = true;
        window.removeEventListener('offline', offline);
        window.removeEventListener('online', online);
        stop();
      };
    });
  const fetchAndKeep: FetchFunction = (operation, ...rest) => {
    const heard = liveDeliveries;
    return Observable.from(fetchGraphQL(operation, ...rest))
      .do({
        next: () => {
          setUnreachable(false);
          // A live update came while this query was on its way (a page's data and its live updates start together):
          // the answer may be older than the update and undo it (a count, a list), so the pages fetch again.
          if (operation.operationKind === 'query' && liveDeliveries !== heard) liveReconnected();
        },
        error: (error) => setUnreachable(isNetworkError(error)),
      })
      .finally(responded);
  };
  const environment = new Environment({ network: Network.create(fetchAndKeep, shareOperations(subscribe)), store: new Store(new RecordSource()) });
  const offline = () => {
    gap = true;
    close();
  };
  if (typeof window !== 'undefined') window.addEventListener('offline', offline);
  liveStreams.set(environment, {
    open: (create?: CreateClient) => client(true, create),
    close: () => {
      window.removeEventListener('offline', offline);
      close();
    },
  });
  return environment;
}

// One environment for the whole app, reachable from route loaders (they start queries before React
// renders). Signing out replaces it, which drops every cached record of the previous user (and, in
// ./persist, the stored ones).
let current = createEnvironment();
const listeners = new Set<() => void>();

export const getEnvironment = () => current;

export function resetEnvironment() {
  // The signed-out account's stream goes with its records, and the worker forgets what its pages requested.
  liveStreams.get(current)?.close();
  forgetRouteRequests();
  current = createEnvironment();
  void persistModule?.then((p) => p.forget());
  for (const listener of listeners) listener();
}

export function subscribeToEnvironment(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
