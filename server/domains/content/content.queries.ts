// Learning and scripts: published articles (grouped, or as a list), all articles for admins, script templates.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { LIBRARY_CATEGORIES } from '../../../common/library/types.js';
import { builder } from '../../graphql/builder.js';
import { ADMIN_LIST_MAX } from '../admin/admin.service.js';
import { ArticleRef, LearningCategory, ScriptTemplateRef } from './content.types.js';

const scriptOrder = [{ category: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];
const articleOrder = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

/**
 * The Learning Center's order of categories (and so the dashboard's "first two"): the starter library's
 * (LIBRARY_CATEGORIES) first, then the others by their earliest article, then by name.
 */
export function orderCategories<T extends { name: string; since: Date }>(groups: T[]) {
  const rank = (name: string) => {
    const i = (LIBRARY_CATEGORIES as readonly string[]).indexOf(name);
    return i === -1 ? LIBRARY_CATEGORIES.length : i;
  };
  return [...groups].sort((a, b) => rank(a.name) - rank(b.name) || a.since.getTime() - b.since.getTime() || a.name.localeCompare(b.name));
}

builder.queryFields((t) => ({
  learningCategories: t.field({
    type: [LearningCategory],
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx, info) => {
      // The columns the articles' selection asks for (Article is in select mode), and the category to group by.
      // Articles in the order they were added (the library's are spaced so its order holds).
      const { select } = queryFromInfo({ context: ctx, info, path: ['articles'], select: { id: true, category: true, createdAt: true } });
      const articles = await ctx.prisma.article.findMany({ select, where: { status: 'published' }, orderBy: articleOrder });
      const groups = new Map<string, typeof articles>();
      for (const a of articles) groups.set(a.category, [...(groups.get(a.category) ?? []), a]);
      return orderCategories([...groups].map(([name, list]) => ({ name, since: list[0].createdAt, articles: list })));
    },
  }),
  adminArticles: t.prismaConnection({
    type: ArticleRef,
    cursor: 'id',
    maxSize: ADMIN_LIST_MAX,
    authScopes: { admin: true },
    description: 'Every article, drafts included, newest first',
    totalCount: (_parent, _args, ctx) => ctx.prisma.article.count(),
    resolve: (query, _r, _a, ctx) => ctx.prisma.article.findMany({ ...query, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
  scriptTemplates: t.prismaField({
    type: [ScriptTemplateRef],
    authScopes: { signedIn: true },
    resolve: (query, _r, _a, ctx) => ctx.prisma.scriptTemplate.findMany({ ...query, orderBy: scriptOrder }),
  }),
  adminScripts: t.prismaConnection({
    type: ScriptTemplateRef,
    cursor: 'id',
    maxSize: ADMIN_LIST_MAX,
    authScopes: { admin: true },
    description: 'The script templates by category, for the admin panel',
    totalCount: (_parent, _args, ctx) => ctx.prisma.scriptTemplate.count(),
    resolve: (query, _r, _a, ctx) => ctx.prisma.scriptTemplate.findMany({ ...query, orderBy: scriptOrder }),
  }),
}));
