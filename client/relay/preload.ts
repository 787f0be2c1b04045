// Route loaders start their page's query with `preload` (relay-examples' issue tracker: the route
// prepares the query, the page reads it with usePreloadedQuery). A reference stays retained while
// its route is on screen; the router releases the ones no route holds any more (releaseUnused).
import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import { type ConcreteRequest, createOperationDescriptor, type FetchPolicy, type OperationType, type Variables, type VariablesOf } from 'relay-runtime';
import { getEnvironment, HOLD, onLiveReconnect } from './environment';

/** The references the routes on screen may hold, each with its query. */
const live = new Map<PreloadedQuery<OperationType>, ConcreteRequest>();

export function preload<T extends OperationType>(
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  fetchPolicy: FetchPolicy = 'store-and-network',
): PreloadedQuery<T> {
  const environment = getEnvironment();
  // Data the store holds (the owner's stored data, or an earlier page's) is shown at once and fetched
  // again beside it: a fetch that fails (offline) leaves it on screen, where OfflineNotice says so,
  // instead of failing the route as an error thrown from the preloaded query would.
  const refresh = fetchPolicy === 'store-and-network' && environment.check(createOperationDescriptor(query, variables)).status === 'available';
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: refresh ? 'store-only' : fetchPolicy });
  if (refresh) fetchQuery(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({});
  live.set(ref as PreloadedQuery<OperationType>, query);
  return ref;
}

/** How long a subscription started by a route's loader waits for the page to join it. */
const SUBSCRIPTION_HOLD_MS = 10_000;

/**
 * Starts a subscription the route's page makes when it renders, so it goes out beside the page's queries
 * rather than after the page has drawn its data: the page's useSubscription joins the running operation
 * (environment.ts, shareOperations: one operation per document and variables). The loader's hold ends after
 * SUBSCRIPTION_HOLD_MS, by when the page holds the operation or has been left; what it hears before the page
 * joins is kept for the page (shareOperations), not read by the hold.
 */
export function preloadSubscription(subscription: ConcreteRequest, variables: Variables = {}) {
  const held = getEnvironment()
    .getNetwork()
    .execute(subscription.params, variables, { metadata: { [HOLD]: true } })
    .subscribe({ error: () => {} });
  setTimeout(() => held.unsubscribe(), SUBSCRIPTION_HOLD_MS);
}

/** Fetches the queries of the routes on screen again (their pages show the answers from the store). */
export function refetchRouteQueries() {
  for (const [ref, query] of live) {
    if (!ref.isDisposed) fetchQuery(ref.environment, query, ref.variables, { fetchPolicy: 'network-only' }).subscribe({});
  }
}
// What was published while live updates were away, or what a query's older answer undid, is fetched again.
onLiveReconnect(refetchRouteQueries);

const isPreloaded = (value: unknown): value is PreloadedQuery<OperationType> =>
  typeof value === 'object' && value !== null && live.has(value as PreloadedQuery<OperationType>);

/** Disposes every reference that none of the given loader results holds (a result is a reference or a record of them). */
export function releaseUnused(loaderData: readonly unknown[]) {
  const kept = new Set<unknown>();
  for (const data of loaderData) {
    if (isPreloaded(data)) kept.add(data);
    else if (typeof data === 'object' && data !== null) for (const value of Object.values(data)) kept.add(value);
  }
  for (const ref of live.keys()) {
    if (kept.has(ref)) continue;
    ref.dispose();
    live.delete(ref);
  }
}
