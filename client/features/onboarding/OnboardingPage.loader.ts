// Starts OnboardingPageQuery with the route, while the page's code downloads.
import { preload } from '../../relay/preload';
import query, { type OnboardingPageQuery } from './__generated__/OnboardingPageQuery.graphql';

export const loader = () => preload<OnboardingPageQuery>(query, {});
