// Starts SchedulePageQuery (the two weeks from ?week=, this week by default) with the route, while the page's code downloads.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../relay/preload';
import query, { type SchedulePageQuery } from './__generated__/SchedulePageQuery.graphql';
import { schedulePageVariables } from './range';

export const loader = ({ request }: LoaderFunctionArgs) =>
  preload<SchedulePageQuery>(query, schedulePageVariables(new URL(request.url).searchParams.get('week')));
