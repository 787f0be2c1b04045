// Starts AdminPageQuery and the selected tab's query with the route, in parallel, while the code downloads.
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { preload } from '../../relay/preload';
import query, { type AdminPageQuery } from './__generated__/AdminPageQuery.graphql';
import { TAB_QUERIES, tabOf } from './tabQueries';

export const loader = ({ request }: LoaderFunctionArgs) => {
  const tabQuery = TAB_QUERIES[tabOf(new URL(request.url).searchParams)];
  return {
    page: preload<AdminPageQuery>(query, {}),
    tab: tabQuery ? preload<OperationType>(tabQuery, {}) : null,
  };
};
