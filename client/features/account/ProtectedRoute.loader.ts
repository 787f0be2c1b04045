// Starts the viewer guard's query with the route; it only reaches the network when the store has no
// viewer. Signed-in pages subscribe to live updates, so the live-update client's code starts too.
import { preloadLiveUpdates } from '../../relay/environment';
import { preload } from '../../relay/preload';
import query, { type ProtectedRouteQuery } from './__generated__/ProtectedRouteQuery.graphql';

export const loader = () => {
  void preloadLiveUpdates();
  return preload<ProtectedRouteQuery>(query, {}, 'store-or-network');
};
