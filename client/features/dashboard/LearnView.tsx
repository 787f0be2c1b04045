// The Learn view: the first two categories with up to three articles each, and the way to all of them.
import { ArrowRight, BookOpen, Clock } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { DEFAULT_READ_TIME } from '../../../common/content';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import type { LearnView_categories$key } from './__generated__/LearnView_categories.graphql';

export const LEARN_CATEGORIES_SHOWN = 2;
export const LEARN_ARTICLES_PER_CATEGORY = 3;

export function LearnView({ categories }: { categories: LearnView_categories$key }) {
  const data = useFragment(
    graphql`
      fragment LearnView_categories on LearningCategory @relay(plural: true) {
        name
        articles {
          id
          title
          readTime
        }
      }
    `,
    categories,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookOpen className="size-5 text-brand-700" aria-hidden /> Learning Center
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {data.length === 0 && <p className="text-sm text-slate-600">New articles are on their way.</p>}
        {data.slice(0, LEARN_CATEGORIES_SHOWN).map((category) => (
          <section key={category.name}>
            <h3 className="mb-2 text-sm font-semibold text-slate-700">{category.name}</h3>
            <ul className="space-y-2">
              {category.articles.slice(0, LEARN_ARTICLES_PER_CATEGORY).map((a) => (
                <li key={a.id}>
                  <Link to={`/learning/${encodeURIComponent(a.id)}`} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50">
                    <span className="font-medium">{a.title}</span>
                    <span className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-500">
                      <Clock className="size-3" aria-hidden /> {a.readTime || DEFAULT_READ_TIME}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <Link to="/learning" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          Browse all articles <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
