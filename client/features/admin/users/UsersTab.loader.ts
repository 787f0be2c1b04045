// Starts UsersTabQuery with the tab's route, while the tab's code downloads.
import { preload } from '../../../relay/preload';
import query, { type UsersTabQuery } from './__generated__/UsersTabQuery.graphql';

export const loader = () => preload<UsersTabQuery>(query, {});
