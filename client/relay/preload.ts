// Route loaders start their page's query with `preload` (relay-examples' issue tracker: the route
// prepares the query, the page reads it with usePreloadedQuery). A reference stays retained while
// its route is on screen; the router releases the ones no route holds any more (releaseUnused).
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, FetchPolicy, OperationType, VariablesOf } from 'relay-runtime';
import { getEnvironment } from './environment';

const live = new Set<PreloadedQuery<OperationType>>();

export function preload<T extends OperationType>(
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  fetchPolicy: FetchPolicy = 'store-and-network',
): PreloadedQuery<T> {
  const ref = loadQuery<T>(getEnvironment(), query, variables, { fetchPolicy });
  live.add(ref as PreloadedQuery<OperationType>);
  return ref;
}

const isPreloaded = (value: unknown): value is PreloadedQuery<OperationType> =>
  typeof value === 'object' && value !== null && live.has(value as PreloadedQuery<OperationType>);

/** Disposes every reference that none of the given loader results holds (a result is a reference or a record of them). */
export function releaseUnused(loaderData: readonly unknown[]) {
  const kept = new Set<unknown>();
  for (const data of loaderData) {
    if (isPreloaded(data)) kept.add(data);
    else if (typeof data === 'object' && data !== null) for (const value of Object.values(data)) kept.add(value);
  }
  for (const ref of live) {
    if (kept.has(ref)) continue;
    ref.dispose();
    live.delete(ref);
  }
}
