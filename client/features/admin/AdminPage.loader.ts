// Starts AdminPageQuery (the unread badge on the Support tab) with the route; each tab's own route
// starts the tab's query at the same time. An old /admin?tab=… address leads to its tab first (as the
// Overview's loader does): no query starts for the address left, so the tab's and the frame's go out together.
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { preload } from '../../relay/preload';
import { adminTabPath } from '../../../common/admin-tabs';
import query, { type AdminPageQuery } from './__generated__/AdminPageQuery.graphql';

export const loader = ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  if (url.pathname === '/admin' && url.searchParams.has('tab')) return redirect(adminTabPath(url.searchParams));
  return preload<AdminPageQuery>(query, {});
};
