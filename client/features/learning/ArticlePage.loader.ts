// Starts ArticlePageQuery with the route, while the page's code downloads.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../relay/preload';
import query, { type ArticlePageQuery } from './__generated__/ArticlePageQuery.graphql';

export const loader = ({ params }: LoaderFunctionArgs) => preload<ArticlePageQuery>(query, { id: params.id ?? '' });
