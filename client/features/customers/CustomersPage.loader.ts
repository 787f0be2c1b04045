// Starts CustomersPageQuery with the route, while the page's code downloads.
import { preload } from '../../relay/preload';
import query, { type CustomersPageQuery } from './__generated__/CustomersPageQuery.graphql';

export const loader = () => preload<CustomersPageQuery>(query, {});
