// REST rows of the content domain: GET /api/learning (published articles grouped by category).
import type { RestRow } from '../../rest/rest.js';
import { withDatabaseId } from '../../rest/rest.js';

export const contentRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/learning',
    operation: `query RestLearning { learningCategories { name articles { id category title content readTime } } }`,
    result: (data: { learningCategories: { name: string; articles: { id: string }[] }[] }) =>
      Object.fromEntries(data.learningCategories.map((c) => [c.name, c.articles.map(withDatabaseId)])),
  },
];
