// /learning: published articles by category, with search and tabs. When the list cannot be loaded the
// page says so with a way to try again: the built-in samples it used to show instead were replaced by
// the starter library (#59), whose 24+ articles would weigh on every owner's first visit if shipped in
// the page's code.
import { Clock } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { ARTICLE_PREVIEW_CHARS, DEFAULT_READ_TIME } from '../../../common/content';
import { Button } from '../../ui/Button';
import { ErrorBoundary } from 'react-error-boundary';
import { Notice } from '../../ui/Notice';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { SkeletonCards } from '../../ui/Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { MainNav, withMainNav } from '../navigation/MainNav';
import type { LearningPageQuery } from './__generated__/LearningPageQuery.graphql';

interface ArticleCard {
  id: string;
  category: string;
  title: string;
  content: string;
  readTime: string;
}

/** The first characters of the text, without markdown heading marks. */
export const preview = (content: string) => content.replace(/^#{1,3} /gm, '').replace(/\s+/g, ' ').trim().slice(0, ARTICLE_PREVIEW_CHARS);

function Learning({ articles }: { articles: readonly ArticleCard[] }) {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState('all');
  const categories = [...new Set(articles.map((a) => a.category))];
  const term = search.trim().toLowerCase();
  const matching = articles.filter(
    (a) => (tab === 'all' || a.category === tab) && (!term || a.title.toLowerCase().includes(term) || a.content.toLowerCase().includes(term)),
  );
  return (
    <div className="space-y-4">
      <SearchInput label="Search articles" placeholder="Search articles..." value={search} onChange={setSearch} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList layout="scroll">
          <TabsTrigger value="all" className="shrink-0 px-3">All Articles</TabsTrigger>
          {categories.map((c) => (
            <TabsTrigger key={c} value={c} className="shrink-0 px-3">
              {c}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The chosen tab's panel (its trigger's aria-controls names it): the matching articles. */}
        <TabsContent value={tab} className="space-y-4">
          {matching.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="font-semibold">No Articles Found</p>
              {term && (
                <Button variant="secondary" className="mt-3" onClick={() => setSearch('')}>
                  Clear Search
                </Button>
              )}
            </div>
          ) : (
            categories
              .filter((c) => matching.some((a) => a.category === c))
              .map((c) => {
                const list = matching.filter((a) => a.category === c);
                return (
                  <section key={c}>
                    <h2 className="mb-2 font-semibold">
                      {c} <span className="text-sm font-normal text-slate-500">({list.length})</span>
                    </h2>
                    <ul className="space-y-2">
                      {list.map((a) => (
                        <li key={a.id}>
                          <Link to={`/learning/${encodeURIComponent(a.id)}`} className="block rounded-xl border border-slate-200 bg-white p-4 hover:bg-slate-50">
                            <p className="font-semibold">{a.title}</p>
                            <p className="mt-1 text-sm text-slate-600">{preview(a.content)}…</p>
                            <p className="mt-2 inline-flex items-center gap-1 text-xs text-slate-500">
                              <Clock className="size-3" aria-hidden /> {a.readTime || DEFAULT_READ_TIME}
                            </p>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Unavailable() {
  return (
    <Notice tone="error" className="space-y-2">
      <p>The articles could not be loaded. Check your connection and try again.</p>
      <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </Notice>
  );
}

function FromServer() {
  const { learningCategories } = usePreloadedQuery<LearningPageQuery>(
    graphql`
      query LearningPageQuery {
        learningCategories {
          articles {
            id
            category
            title
            content
            readTime
          }
        }
      }
    `,
    useLoaderData() as PreloadedQuery<LearningPageQuery>,
  );
  return <Learning articles={learningCategories.flatMap((c) => c.articles)} />;
}

export function Component() {
  return (
    <div className={`min-h-dvh bg-slate-50 ${withMainNav}`}>
      <PageHeader to="/dashboard?view=learn" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-5">
        <h1 className="text-2xl font-bold">Learning Center</h1>
        <ErrorBoundary fallback={<Unavailable />}>
          <Suspense fallback={<SkeletonCards />}>
            <FromServer />
          </Suspense>
        </ErrorBoundary>
      </main>
      <MainNav active="learn" />
    </div>
  );
}
