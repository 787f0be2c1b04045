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
  try {
    const data = await fetchQuery<ProtectedRouteQuery>(getEnvironment(), query, {}, { fetchPolicy: 'store-or-network' }).toPromise();
    rememberBusinessZone(data?.viewer?.business?.timeZone);
  } catch {
    // Offline on a first visit.
  }
}
