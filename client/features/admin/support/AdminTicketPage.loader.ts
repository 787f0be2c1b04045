// Starts AdminTicketPageQuery with the ticket's route (/admin/support/:ticketId), beside the list's.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../../relay/preload';
import query, { type AdminTicketPageQuery } from './__generated__/AdminTicketPageQuery.graphql';

export const loader = ({ params }: LoaderFunctionArgs) => preload<AdminTicketPageQuery>(query, { id: params.ticketId ?? '' });
