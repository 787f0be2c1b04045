// Starts OverviewPageQuery with /admin's route. An old /admin?tab=… address leads to its tab instead.
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { preload } from '../../../relay/preload';
import { adminTabPath } from '../../../../common/admin-tabs';
import query, { type OverviewPageQuery } from './__generated__/OverviewPageQuery.graphql';

export const loader = ({ request }: LoaderFunctionArgs) => {
  const search = new URL(request.url).searchParams;
  if (search.has('tab')) return redirect(adminTabPath(search));
  return preload<OverviewPageQuery>(query, {});
};
