// Starts DashboardPageQuery with the route, while the page's code downloads, and beside it the To text
// card's own query and the live updates the page subscribes to (new requests, ticket replies).
import { preload, preloadSubscription } from '../../relay/preload';
import { localDate } from '../../ui/localDate';
import { todayRange } from '../schedule/range';
import query, { type DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';
import toTextQuery, { type ToTextCardQuery } from './__generated__/ToTextCardQuery.graphql';
import ownerUpdates from '../live/__generated__/useOwnerUpdatesSubscription.graphql';

export const loader = () => {
  preloadSubscription(ownerUpdates);
  return {
    page: preload<DashboardPageQuery>(query, { today: localDate(), ...todayRange() }),
    toText: preload<ToTextCardQuery>(toTextQuery, {}),
  };
};
export type DashboardLoaded = ReturnType<typeof loader>;
