// Starts AdminPageQuery (the unread badge on the Support tab) with the route; each tab's own route
// starts the tab's query at the same time.
import { preload } from '../../relay/preload';
import query, { type AdminPageQuery } from './__generated__/AdminPageQuery.graphql';

export const loader = () => preload<AdminPageQuery>(query, {});
