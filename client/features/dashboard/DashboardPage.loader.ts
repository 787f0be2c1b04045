// Starts DashboardPageQuery with the route, while the page's code downloads, and beside it the To text
// card's own query.
import { preload } from '../../relay/preload';
import { localDate } from '../../ui/localDate';
import { todayRange } from '../schedule/range';
import query, { type DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';
import toTextQuery, { type ToTextCardQuery } from './__generated__/ToTextCardQuery.graphql';

export const loader = () => ({
  page: preload<DashboardPageQuery>(query, { today: localDate(), ...todayRange() }),
  toText: preload<ToTextCardQuery>(toTextQuery, {}),
});
export type DashboardLoaded = ReturnType<typeof loader>;
