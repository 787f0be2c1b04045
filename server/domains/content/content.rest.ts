// REST rows of learning and scripts, for owners and for the admin tabs.
import { ARTICLE_IMAGE_MAX_BYTES } from '../../../common/article-images.js';
import { graphql } from '../../rest/graphql.js';
import { nodeOf, type RestRow, restRow, text, toGlobalId, viewerOf, withDatabaseId } from '../../rest/rest.js';

const articleFields = graphql(`fragment RestArticleFields on Article { id category title content readTime wordCount status createdAt updatedAt }`);
const scriptFields = graphql(`fragment RestScriptFields on ScriptTemplate { id category title message createdAt }`);
// A readTime in the body (the specification's shape) is accepted and ignored: the answer carries the
// one computed from the content.
const articleBody = (body: Record<string, unknown>) => ({
  category: text(body.category),
  title: text(body.title),
  content: text(body.content),
});
const scriptBody = (body: Record<string, unknown>) => ({
  category: text(body.category),
  title: text(body.title),
  message: text(body.message),
});
const articleId = (id: string) => toGlobalId('Article', id);
const scriptId = (id: string) => toGlobalId('ScriptTemplate', id);

export const contentRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/learning',
    operation: graphql(`query RestLearning { learningCategories { name articles { id category title content readTime wordCount } } }`),
    result: (data) =>
      Object.fromEntries(data.learningCategories.map((c) => [c.name, c.articles.map(withDatabaseId)])),
  }),
  restRow({
    method: 'GET',
    path: '/api/learning/:id',
    operation: graphql(
      `query RestArticle($id: ID!) {
        viewer { id } node(id: $id) { ... on Article { ...RestArticleFields } }
      }`,
      [articleFields],
    ),
    variables: ({ params }) => ({ id: articleId(params.id) }),
    result: (data) => {
      viewerOf(data);
      return withDatabaseId(nodeOf(data.node, 'Article not found'));
    },
  }),
  restRow({
    method: 'GET',
    path: '/api/scripts',
    operation: graphql(`query RestScripts { scriptTemplates { ...RestScriptFields } }`, [scriptFields]),
    result: (data) => data.scriptTemplates.map(withDatabaseId),
  }),
  restRow({
    method: 'GET',
    path: '/api/admin/scripts',
    operation: graphql(
      `query RestAdminScripts($first: Int!, $after: String) {
        adminScripts(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ...RestScriptFields } } }
      }`,
      [scriptFields],
    ),
    pages: (data) => data.adminScripts,
    result: (data) => data.adminScripts.edges.map((e) => withDatabaseId(e.node)),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/scripts',
    operation: graphql(
      `mutation RestCreateScript($input: ScriptInput!) {
        createScript(input: $input) {
          __typename ... on Error { message }
          ... on CreateScriptSuccess { script { ...RestScriptFields } }
        }
      }`,
      [scriptFields],
    ),
    variables: ({ body }) => ({ input: scriptBody(body) }),
    result: (data) => withDatabaseId(data.createScript.script),
    status: 201,
  }),
  restRow({
    method: 'PUT',
    path: '/api/admin/scripts/:id',
    operation: graphql(
      `mutation RestUpdateScript($id: ID!, $input: ScriptInput!) {
        updateScript(id: $id, input: $input) {
          __typename ... on Error { message }
          ... on UpdateScriptSuccess { script { ...RestScriptFields } }
        }
      }`,
      [scriptFields],
    ),
    variables: ({ params, body }) => ({ id: scriptId(params.id), input: scriptBody(body) }),
    result: (data) => withDatabaseId(data.updateScript.script),
  }),
  restRow({
    method: 'DELETE',
    path: '/api/admin/scripts/:id',
    operation: graphql(`mutation RestDeleteScript($id: ID!) {
      deleteScript(id: $id) { __typename ... on Error { message } ... on DeleteScriptSuccess { deletedScriptId } }
    }`),
    variables: ({ params }) => ({ id: scriptId(params.id) }),
    result: (_d, { params }) => ({ success: true, id: params.id }),
  }),
  restRow({
    method: 'GET',
    path: '/api/admin/learning',
    operation: graphql(
      `query RestAdminArticles($first: Int!, $after: String) {
        adminArticles(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ...RestArticleFields } } }
      }`,
      [articleFields],
    ),
    pages: (data) => data.adminArticles,
    result: (data) => data.adminArticles.edges.map((e) => withDatabaseId(e.node)),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/learning',
    operation: graphql(
      `mutation RestCreateArticle($input: ArticleInput!) {
        createArticle(input: $input) {
          __typename ... on Error { message }
          ... on CreateArticleSuccess { article { ...RestArticleFields } }
        }
      }`,
      [articleFields],
    ),
    variables: ({ body }) => ({ input: articleBody(body) }),
    result: (data) => withDatabaseId(data.createArticle.article),
    status: 201,
  }),
  restRow({
    method: 'PUT',
    path: '/api/admin/learning/:id',
    operation: graphql(
      `mutation RestUpdateArticle($id: ID!, $input: ArticleInput!) {
        updateArticle(id: $id, input: $input) {
          __typename ... on Error { message }
          ... on UpdateArticleSuccess { article { ...RestArticleFields } }
        }
      }`,
      [articleFields],
    ),
    variables: ({ params, body }) => ({ id: articleId(params.id), input: articleBody(body) }),
    result: (data) => withDatabaseId(data.updateArticle.article),
  }),
  restRow({
    method: 'DELETE',
    path: '/api/admin/learning/:id',
    operation: graphql(`mutation RestDeleteArticle($id: ID!) {
      deleteArticle(id: $id) { __typename ... on Error { message } ... on DeleteArticleSuccess { deletedArticleId } }
    }`),
    variables: ({ params }) => ({ id: articleId(params.id) }),
    result: (_d, { params }) => ({ success: true, id: params.id }),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/learning/images',
    operation: graphql(`mutation RestUploadArticleImage($image: String!) {
      uploadArticleImage(image: $image) { __typename ... on Error { message } ... on UploadArticleImageSuccess { image { url } } }
    }`),
    // multipart/form-data with the image in `file` (or the image itself as the body); read as bytes.
    upload: {
      maxBytes: ARTICLE_IMAGE_MAX_BYTES + 64 * 1024,
      types: /^(multipart\/form-data|image\/(png|jpeg|webp))\s*(;|$)/i,
      typeMessage: 'Send the image as multipart/form-data in the field file.',
      binary: true,
    },
    variables: ({ body }) => ({ image: typeof body.file === 'string' ? body.file : '' }),
    result: (data) => ({ url: data.uploadArticleImage.image.url }),
    status: 201,
  }),
  restRow({
    method: 'PATCH',
    path: '/api/admin/learning/:id/status',
    operation: graphql(
      `mutation RestArticleStatus($id: ID!, $status: ArticleStatus!) {
        setArticleStatus(id: $id, status: $status) {
          __typename ... on Error { message }
          ... on SetArticleStatusSuccess { article { ...RestArticleFields } }
        }
      }`,
      [articleFields],
    ),
    variables: ({ params, body }) => ({ id: articleId(params.id), status: body.status }),
    result: (data) => withDatabaseId(data.setArticleStatus.article),
  }),
];
