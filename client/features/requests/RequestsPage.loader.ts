// Starts RequestsPageQuery with the route, while the page's code downloads, and the live updates the page
// subscribes to (new requests arrive in the inbox).
import { preload, preloadSubscription } from '../../relay/preload';
import ownerUpdates from '../live/__generated__/useOwnerUpdatesSubscription.graphql';
import query, { type RequestsPageQuery } from './__generated__/RequestsPageQuery.graphql';

export const loader = () => {
  preloadSubscription(ownerUpdates);
  return preload<RequestsPageQuery>(query, {});
};
