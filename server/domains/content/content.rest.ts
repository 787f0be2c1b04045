// REST rows of learning and scripts, for owners and for the admin tabs.
import { RestError, type RestRow, text, toGlobalId, viewerOf, withDatabaseId } from '../../rest/rest.js';

const errors = `__typename ... on Error { message }`;
const articleFields = `id category title content readTime status createdAt updatedAt`;
const scriptFields = `id category title message createdAt`;
const articleBody = (body: Record<string, unknown>) => ({
  category: text(body.category),
  title: text(body.title),
  content: text(body.content),
  readTime: body.readTime == null ? null : String(body.readTime),
});
const scriptBody = (body: Record<string, unknown>) => ({
  category: text(body.category),
  title: text(body.title),
  message: text(body.message),
});
const articleId = (id: string) => toGlobalId('Article', id);
const scriptId = (id: string) => toGlobalId('ScriptTemplate', id);
type Node = { id: string };

export const contentRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/learning',
    operation: `query RestLearning { learningCategories { name articles { id category title content readTime } } }`,
    result: (data: { learningCategories: { name: string; articles: Node[] }[] }) =>
      Object.fromEntries(data.learningCategories.map((c) => [c.name, c.articles.map(withDatabaseId)])),
  },
  {
    method: 'GET',
    path: '/api/learning/:id',
    operation: `query RestArticle($id: ID!) { viewer { id } node(id: $id) { ... on Article { ${articleFields} } } }`,
    variables: ({ params }) => ({ id: articleId(params.id) }),
    result: (data) => {
      viewerOf(data);
      if (!data.node?.id) throw new RestError(404, 'Article not found');
      return withDatabaseId(data.node);
    },
  },
  {
    method: 'GET',
    path: '/api/scripts',
    operation: `query RestScripts { scriptTemplates { ${scriptFields} } }`,
    result: (data) => data.scriptTemplates.map(withDatabaseId),
  },
  {
    method: 'GET',
    path: '/api/admin/scripts',
    operation: `query RestAdminScripts { adminScripts { ${scriptFields} } }`,
    result: (data) => data.adminScripts.map(withDatabaseId),
  },
  {
    method: 'POST',
    path: '/api/admin/scripts',
    operation: `mutation RestCreateScript($input: ScriptInput!) { createScript(input: $input) { ${errors} ... on CreateScriptSuccess { script { ${scriptFields} } } } }`,
    variables: ({ body }) => ({ input: scriptBody(body) }),
    result: (data) => withDatabaseId(data.createScript.script),
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/admin/scripts/:id',
    operation: `mutation RestUpdateScript($id: ID!, $input: ScriptInput!) { updateScript(id: $id, input: $input) { ${errors} ... on UpdateScriptSuccess { script { ${scriptFields} } } } }`,
    variables: ({ params, body }) => ({ id: scriptId(params.id), input: scriptBody(body) }),
    result: (data) => withDatabaseId(data.updateScript.script),
  },
  {
    method: 'DELETE',
    path: '/api/admin/scripts/:id',
    operation: `mutation RestDeleteScript($id: ID!) { deleteScript(id: $id) { ${errors} ... on DeleteScriptSuccess { deletedScriptId } } }`,
    variables: ({ params }) => ({ id: scriptId(params.id) }),
    result: (_d, { params }) => ({ success: true, id: params.id }),
  },
  {
    method: 'GET',
    path: '/api/admin/learning',
    operation: `query RestAdminArticles { adminArticles { ${articleFields} } }`,
    result: (data) => data.adminArticles.map(withDatabaseId),
  },
  {
    method: 'POST',
    path: '/api/admin/learning',
    operation: `mutation RestCreateArticle($input: ArticleInput!) { createArticle(input: $input) { ${errors} ... on CreateArticleSuccess { article { ${articleFields} } } } }`,
    variables: ({ body }) => ({ input: articleBody(body) }),
    result: (data) => withDatabaseId(data.createArticle.article),
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/admin/learning/:id',
    operation: `mutation RestUpdateArticle($id: ID!, $input: ArticleInput!) { updateArticle(id: $id, input: $input) { ${errors} ... on UpdateArticleSuccess { article { ${articleFields} } } } }`,
    variables: ({ params, body }) => ({ id: articleId(params.id), input: articleBody(body) }),
    result: (data) => withDatabaseId(data.updateArticle.article),
  },
  {
    method: 'DELETE',
    path: '/api/admin/learning/:id',
    operation: `mutation RestDeleteArticle($id: ID!) { deleteArticle(id: $id) { ${errors} ... on DeleteArticleSuccess { deletedArticleId } } }`,
    variables: ({ params }) => ({ id: articleId(params.id) }),
    result: (_d, { params }) => ({ success: true, id: params.id }),
  },
  {
    method: 'PATCH',
    path: '/api/admin/learning/:id/status',
    operation: `mutation RestArticleStatus($id: ID!, $status: ArticleStatus!) { setArticleStatus(id: $id, status: $status) { ${errors} ... on SetArticleStatusSuccess { article { ${articleFields} } } } }`,
    variables: ({ params, body }) => ({ id: articleId(params.id), status: body.status }),
    result: (data) => withDatabaseId(data.setArticleStatus.article),
  },
];
