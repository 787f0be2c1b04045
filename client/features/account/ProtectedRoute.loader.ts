// Starts the viewer guard's query with the route; it only reaches the network when the store has no
// viewer, or once beside the first page's query when the viewer came from the owner's stored data
// (a session ended meanwhile leads to /auth). Signed-in pages subscribe to live updates, so the
// live-update stream opens now too (its code, its reservation and the stream itself).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { connectLiveUpdates, getEnvironment, takeRestored } from '../../relay/environment';
import { preload } from '../../relay/preload';
import { createClient } from '../../relay/sse';
import query, { type ProtectedRouteQuery } from './__generated__/ProtectedRouteQuery.graphql';

export const loader = ({ request }: LoaderFunctionArgs) => {
  // The admin panel subscribes on its Support tab only: its stream opens there.
  // The client's code comes with this loader (signed-in routes only), so the reservation goes out now, beside the
  // page's queries, not after the first render (the installed app: bench/results/README.md, #32).
  if (!new URL(request.url).pathname.startsWith('/admin')) connectLiveUpdates(createClient);
  return preload<ProtectedRouteQuery>(query, {}, takeRestored(getEnvironment()) ? 'store-and-network' : 'store-or-network');
};
