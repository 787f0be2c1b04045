// Learning and scripts: published articles (grouped, or as a list), all articles for admins, script templates.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../../graphql/builder.js';
import { ADMIN_LIST_MAX } from '../admin/admin.service.js';
import { ArticleRef, LearningCategory, ScriptTemplateRef } from './content.types.js';

const scriptOrder = [{ category: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];
const articleOrder = [{ category: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];

builder.queryFields((t) => ({
  learningCategories: t.field({
    type: [LearningCategory],
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx, info) => {
      // The columns the articles' selection asks for (Article is in select mode), and the category to group by.
      const { select } = queryFromInfo({ context: ctx, info, path: ['articles'], select: { id: true, category: true } });
      const articles = await ctx.prisma.article.findMany({ select, where: { status: 'published' }, orderBy: articleOrder });
      const groups = new Map<string, typeof articles>();
      for (const a of articles) groups.set(a.category, [...(groups.get(a.category) ?? []), a]);
      return [...groups].map(([name, list]) => ({ name, articles: list }));
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
