// The business's zone before a route's query starts, for the loaders whose variables are business days
// (the home's today, the schedule's weeks): ui/businessZone.ts keeps it once a query has answered it.
import { fetchQuery } from 'react-relay';
import { getEnvironment } from '../../relay/environment';
import { knownBusinessZone, rememberBusinessZone } from '../../ui/businessZone';
import query, { type ProtectedRouteQuery } from './__generated__/ProtectedRouteQuery.graphql';

/**
 * When this browser knows no zone for the account yet (its first visit, or before setup), waits for the
 * guard's query (the same request: Relay shares it) and keeps the zone it answers; offline, the browser's
 * zone stands in until the guard's query answers.
 */
export async function businessZoneKnown() {
  if (knownBusinessZone()) return;
  // From the network, not the store: the store restored from this browser's last visit may hold the
  // viewer from before the business was set up (no zone). Relay shares the guard's own request in flight.
  const guard = fetchQuery<ProtectedRouteQuery>(getEnvironment(), query, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .then((data) => void rememberBusinessZone(data?.viewer?.business?.timeZone))
    // Offline on a first visit.
    .catch(() => undefined);
  // A network that never answers (a captive portal) does not keep the page blank: after ZONE_WAIT_MS the
  // page loads in the browser's zone, and the guard corrects it when its answer comes (ProtectedRoute).
  await Promise.race([guard, new Promise((resolve) => setTimeout(resolve, ZONE_WAIT_MS))]);
}

/** How long a loader waits for the business's zone on a first visit before it goes on without it. */
export const ZONE_WAIT_MS = 2_000;
