// Starts SignupPageQuery with the route, while the page's code downloads.
import { preload } from '../../relay/preload';
import query, { type SignupPageQuery } from './__generated__/SignupPageQuery.graphql';

export const loader = () => preload<SignupPageQuery>(query, {});
