// Starts DashboardPageQuery with the route, while the page's code downloads.
import { preload } from '../../relay/preload';
import { localDate } from '../../ui/localDate';
import { todayRange } from '../schedule/range';
import query, { type DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';

export const loader = () => preload<DashboardPageQuery>(query, { today: localDate(), ...todayRange() });
