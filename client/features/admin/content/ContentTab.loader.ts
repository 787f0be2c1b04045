// Starts the query of the content kind the path names (/admin/content/articles or …/scripts).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../../relay/preload';
import articles, { type ContentTabArticlesQuery } from './__generated__/ContentTabArticlesQuery.graphql';
import scripts, { type ContentTabScriptsQuery } from './__generated__/ContentTabScriptsQuery.graphql';

export const loader = ({ request }: LoaderFunctionArgs) =>
  new URL(request.url).pathname.endsWith('/scripts')
    ? { kind: 'scripts' as const, ref: preload<ContentTabScriptsQuery>(scripts, {}) }
    : { kind: 'articles' as const, ref: preload<ContentTabArticlesQuery>(articles, {}) };
