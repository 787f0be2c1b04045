// Starts AuthPageQuery with the route, while the page's code downloads.
import { preload } from '../../relay/preload';
import query, { type AuthPageQuery } from './__generated__/AuthPageQuery.graphql';

export const loader = () => preload<AuthPageQuery>(query, {});
