// Starts the viewer guard's query with the route; it only reaches the network when the store has no
// viewer, or once beside the first page's query when the viewer came from the owner's stored data
// (a session ended meanwhile leads to /auth). The owner's pages open their live-update stream with their own
// parent route (LiveUpdates.loader.ts).
import { getEnvironment, takeRestored } from '../../relay/environment';
import { preload } from '../../relay/preload';
import query, { type ProtectedRouteQuery } from './__generated__/ProtectedRouteQuery.graphql';

export const loader = () =>
  preload<ProtectedRouteQuery>(query, {}, takeRestored(getEnvironment()) ? 'store-and-network' : 'store-or-network');
