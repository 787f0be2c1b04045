// Starts the viewer guard's query with the route; it only reaches the network when the store has no viewer.
import { preload } from '../../relay/preload';
import query, { type ProtectedRouteQuery } from './__generated__/ProtectedRouteQuery.graphql';

export const loader = () => preload<ProtectedRouteQuery>(query, {}, 'store-or-network');
