// learningCategories: published articles grouped by category (owners and admins).
import { builder } from '../../graphql/builder.js';
import { LearningCategory } from './content.types.js';

builder.queryField('learningCategories', (t) =>
  t.field({
    type: [LearningCategory],
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      const articles = await ctx.prisma.article.findMany({
        where: { status: 'published' },
        orderBy: [{ category: 'asc' }, { createdAt: 'asc' }],
      });
      const groups = new Map<string, typeof articles>();
      for (const a of articles) groups.set(a.category, [...(groups.get(a.category) ?? []), a]);
      return [...groups].map(([name, list]) => ({ name, articles: list }));
    },
  }),
);
