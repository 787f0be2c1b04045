// Starts SchedulePageQuery (today and the coming days) with the route, while the page's code downloads.
import { preload } from '../../relay/preload';
import query, { type SchedulePageQuery } from './__generated__/SchedulePageQuery.graphql';
import { scheduleRange } from './range';

export const loader = () => preload<SchedulePageQuery>(query, scheduleRange());
