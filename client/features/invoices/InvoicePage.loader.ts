// Starts InvoicePageQuery with the route, while the page's code downloads.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../relay/preload';
import query, { type InvoicePageQuery } from './__generated__/InvoicePageQuery.graphql';

export const loader = ({ params }: LoaderFunctionArgs) => preload<InvoicePageQuery>(query, { id: params.id ?? '' });
