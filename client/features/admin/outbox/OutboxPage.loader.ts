// Starts OutboxPageQuery with the route (/admin/outbox), while the page's code downloads.
import { preload } from '../../../relay/preload';
import query, { type OutboxPageQuery } from './__generated__/OutboxPageQuery.graphql';

export const loader = () => preload<OutboxPageQuery>(query, {});
