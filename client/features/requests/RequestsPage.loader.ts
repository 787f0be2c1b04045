// Starts RequestsPageQuery with the route, while the page's code downloads.
import { preload } from '../../relay/preload';
import query, { type RequestsPageQuery } from './__generated__/RequestsPageQuery.graphql';

export const loader = () => preload<RequestsPageQuery>(query, {});
