// /learning/{id}: an article rendered from markdown with raw HTML off and unsafe links removed (ArticleView.tsx).
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { PageHeader } from '../../ui/PageHeader';
import { MainNav, withMainNav } from '../navigation/MainNav';
import type { ArticlePageQuery } from './__generated__/ArticlePageQuery.graphql';
import { ArticleView } from './ArticleView';

const RETURN = '/learning';

function NotFound() {
  return (
    <div className="space-y-3 py-10 text-center">
      <h1 className="text-2xl font-bold">Article Not Found</h1>
      <p className="text-slate-600">The article you're looking for doesn't exist or has been removed.</p>
      <Link to={RETURN} className="font-medium text-brand-700 underline">
        Return to Learning
      </Link>
    </div>
  );
}

function Skeleton() {
  return (
    <div className="animate-pulse space-y-3" role="status" aria-label="Loading article">
      <div className="h-4 w-24 rounded bg-slate-200" />
      <div className="h-8 w-3/4 rounded bg-slate-200" />
      <div className="h-4 w-full rounded bg-slate-200" />
      <div className="h-4 w-5/6 rounded bg-slate-200" />
    </div>
  );
}

const Article = ArticleView;

function FromServer({ queryRef }: { queryRef: PreloadedQuery<ArticlePageQuery> }) {
  const { node } = usePreloadedQuery<ArticlePageQuery>(
    graphql`
      query ArticlePageQuery($id: ID!) {
        node(id: $id) {
          ... on Article {
            category
            title
            content
            readTime
          }
        }
      }
    `,
    queryRef,
  );
  return node?.title ? <Article article={node as never} /> : <NotFound />;
}

export function Component() {
  const { id = '' } = useParams();
  // The loader starts the query (an old address of a built-in sample is an article not found).
  const queryRef = useLoaderData() as PreloadedQuery<ArticlePageQuery>;
  return (
    <div className={`min-h-dvh bg-white ${withMainNav}`}>
      <PageHeader to={RETURN} label="Back to Learning" />
      <main className="mx-auto max-w-2xl px-4 py-6">
        <ErrorBoundary resetKeys={[id]} fallback={<NotFound />}>
          <Suspense fallback={<Skeleton />}>
            <FromServer queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <MainNav active="learn" />
    </div>
  );
}
