// Articles: owners read published ones; drafts exist only for admins.
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { articleWordCount } from './content.reading.js';

/** What a caller may see: admins everything, everyone else published articles only. */
export const visibleArticles = (ctx: Context) => (ctx.user?.isAdmin ? {} : { status: 'published' as const });

export const ArticleStatus = builder.enumType('ArticleStatus', { values: ['draft', 'published'] as const });

// Select mode: an article's content is its large column, loaded only where a query asks for it (the
// dashboard's learning list asks titles).
export const ArticleRef = builder.prismaNode('Article', {
  id: { field: 'id' },
  select: { status: true },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ...visibleArticles(ctx) }),
  authScopes: (article, ctx) => (article.status === 'published' ? !!ctx.user : !!ctx.user?.isAdmin),
  fields: (t) => ({
    category: t.exposeString('category'),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    // Computed from the content whenever it is written (content.service.ts, the library's seed, which
    // also recomputed every older article once): kept in its column so the dashboard's list of titles
    // and read times does not load every article's text.
    readTime: t.string({
      description: "'N min' with N = ceil(wordCount / 200), at least 1: computed from the content, never typed",
      select: { readTime: true },
      resolve: (a) => a.readTime,
    }),
    wordCount: t.int({
      description: 'The words of the content as read: markup, link and image targets and list markers are not counted',
      select: { content: true },
      resolve: (a) => articleWordCount(a.content),
    }),
    status: t.expose('status', { type: ArticleStatus }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const LearningCategory = builder
  .objectRef<{ name: string; articles: { id: string }[] }>('LearningCategory')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      articles: t.field({ type: [ArticleRef], resolve: (c) => c.articles as never }),
    }),
  });

export const ScriptTemplateRef = builder.prismaNode('ScriptTemplate', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { signedIn: true },
  findUnique: (id) => ({ id }),
  fields: (t) => ({
    category: t.exposeString('category'),
    title: t.exposeString('title'),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
