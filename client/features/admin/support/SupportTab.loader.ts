// Starts SupportTabQuery with the tab's route, while the tab's code downloads.
import { preload } from '../../../relay/preload';
import query, { type SupportTabQuery } from './__generated__/SupportTabQuery.graphql';

export const loader = () => preload<SupportTabQuery>(query, {});
