// Starts SchedulePageQuery (the two weeks from ?week=, this week by default) with the route, while the page's code downloads.
// Its weeks are the business's (ui/businessZone.ts): known before the query starts.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../relay/preload';
import { businessZoneKnown } from '../account/businessZoneKnown';
import query, { type SchedulePageQuery } from './__generated__/SchedulePageQuery.graphql';
import { schedulePageVariables } from './range';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  await businessZoneKnown();
  return preload<SchedulePageQuery>(query, schedulePageVariables(new URL(request.url).searchParams.get('week')));
};
