// Learning and scripts: published articles (grouped, or as a list), all articles for admins, script templates.
import { builder } from '../../graphql/builder.js';
import { ArticleRef, LearningCategory, ScriptTemplateRef } from './content.types.js';

const scriptOrder = [{ category: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];
const articleOrder = [{ category: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];

builder.queryFields((t) => ({
  learningCategories: t.field({
    type: [LearningCategory],
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      const articles = await ctx.prisma.article.findMany({ where: { status: 'published' }, orderBy: articleOrder });
      const groups = new Map<string, typeof articles>();
      for (const a of articles) groups.set(a.category, [...(groups.get(a.category) ?? []), a]);
      return [...groups].map(([name, list]) => ({ name, articles: list }));
    },
  }),
  adminArticles: t.prismaField({
    type: [ArticleRef],
    authScopes: { admin: true },
    description: 'Every article, drafts included, newest first',
    resolve: (query, _r, _a, ctx) => ctx.prisma.article.findMany({ ...query, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
  scriptTemplates: t.prismaField({
    type: [ScriptTemplateRef],
    authScopes: { signedIn: true },
    resolve: (query, _r, _a, ctx) => ctx.prisma.scriptTemplate.findMany({ ...query, orderBy: scriptOrder }),
  }),
  adminScripts: t.prismaField({
    type: [ScriptTemplateRef],
    authScopes: { admin: true },
    description: 'The script templates, for the admin Scripts tab',
    resolve: (query, _r, _a, ctx) => ctx.prisma.scriptTemplate.findMany({ ...query, orderBy: scriptOrder }),
  }),
}));
