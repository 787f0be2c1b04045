// Starts DashboardPageQuery with the route, while the page's code downloads, and beside it the To text
// card's own query and the live updates the page subscribes to (new requests, ticket replies). Its today
// is the business's (ui/businessZone.ts): known before the query starts.
import { preload, preloadSubscription } from '../../relay/preload';
import { today } from '../../ui/businessZone';
import { businessZoneKnown } from '../account/businessZoneKnown';
import { todayRange } from '../schedule/range';
import query, { type DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';
import toTextQuery, { type ToTextCardQuery } from './__generated__/ToTextCardQuery.graphql';
import ownerUpdates from '../live/__generated__/useOwnerUpdatesSubscription.graphql';

export const loader = async () => {
  preloadSubscription(ownerUpdates);
  const toText = preload<ToTextCardQuery>(toTextQuery, {});
  await businessZoneKnown();
  return { page: preload<DashboardPageQuery>(query, { today: today(), ...todayRange() }), toText };
};
export type DashboardLoaded = Awaited<ReturnType<typeof loader>>;
