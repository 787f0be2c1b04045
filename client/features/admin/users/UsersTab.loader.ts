// Starts UsersTabQuery with the tab's route, while the tab's code downloads: the address's
// ?paymentState= and ?sort= (the overview's links) choose the list.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../../relay/preload';
import query, { type UsersTabQuery } from './__generated__/UsersTabQuery.graphql';
import { usersListFilters } from './usersListFilters';

export const loader = ({ request }: LoaderFunctionArgs) => preload<UsersTabQuery>(query, usersListFilters(new URL(request.url).searchParams));
