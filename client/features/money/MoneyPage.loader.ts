// Starts MoneyPageQuery with the route, while the page's code downloads.
import { preload } from '../../relay/preload';
import query, { type MoneyPageQuery } from './__generated__/MoneyPageQuery.graphql';

export const loader = () => preload<MoneyPageQuery>(query, {});
