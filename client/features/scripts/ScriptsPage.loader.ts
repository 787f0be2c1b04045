// Starts ScriptsPageQuery with the route, while the page's code downloads.
import { preload } from '../../relay/preload';
import query, { type ScriptsPageQuery } from './__generated__/ScriptsPageQuery.graphql';

export const loader = () => preload<ScriptsPageQuery>(query, {});
