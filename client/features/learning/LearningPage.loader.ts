// Starts LearningPageQuery with the route, while the page's code downloads.
import { preload } from '../../relay/preload';
import query, { type LearningPageQuery } from './__generated__/LearningPageQuery.graphql';

export const loader = () => preload<LearningPageQuery>(query, {});
