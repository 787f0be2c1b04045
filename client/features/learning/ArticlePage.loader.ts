// Starts ArticlePageQuery with the route (sample articles ship with the app and need no query).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { SAMPLE_ARTICLES } from '../../../common/sample-articles';
import { preload } from '../../relay/preload';
import query, { type ArticlePageQuery } from './__generated__/ArticlePageQuery.graphql';

export const loader = ({ params }: LoaderFunctionArgs) => {
  const id = params.id ?? '';
  return SAMPLE_ARTICLES.some((a) => a.id === id) ? null : preload<ArticlePageQuery>(query, { id });
};
