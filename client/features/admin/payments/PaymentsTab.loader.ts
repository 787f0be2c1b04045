// Starts PaymentsTabQuery with the tab's route, while the tab's code downloads.
import { preload } from '../../../relay/preload';
import query, { type PaymentsTabQuery } from './__generated__/PaymentsTabQuery.graphql';

export const loader = () => preload<PaymentsTabQuery>(query, {});
