// Admin-only writes of articles and script templates.
import { ADMIN_PERSON, builder } from '../../graphql/builder.js';
import { NotFoundError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { uploadArticleImage } from './content.images.js';
import * as content from './content.service.js';
import { ArticleRef, ArticleStatus, ScriptTemplateRef } from './content.types.js';

const ArticleInput = builder.inputType('ArticleInput', {
  fields: (t) => ({
    category: t.string({ required: true }),
    title: t.string({ required: true }),
    content: t.string({ required: true, description: 'Markdown' }),
    readTime: t.string({ deprecationReason: 'Computed from the content (Article.readTime): a value sent is ignored' }),
  }),
});

const ScriptInput = builder.inputType('ScriptInput', {
  fields: (t) => ({
    category: t.string({ required: true }),
    title: t.string({ required: true }),
    message: t.string({ required: true, description: 'Text with {variable} placeholders' }),
  }),
});

/** An uploaded article image: the address to put in the markdown. */
const ArticleImageUpload = builder.objectRef<{ url: string }>('ArticleImageUpload').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: 'Same-origin, served to signed-in users' }) }),
});

/** The errors these mutations return and the success payload's field (union and result names come from the builder). */
const errors = (data: string) => ({ types: [ValidationError, NotFoundError], dataField: { name: data } });
const articleId = (id: string | number) => databaseId(String(id), 'Article', 'Article not found');
const scriptId = (id: string | number) => databaseId(String(id), 'ScriptTemplate', 'Script not found');

builder.mutationFields((t) => ({
  createArticle: t.field({
    type: ArticleRef,
    authScopes: { admin: true },
    description: 'New articles start as drafts',
    args: { input: t.arg({ type: ArticleInput, required: true }) },
    errors: errors('article'),
    resolve: (_r, { input }, ctx) => content.createArticle(ctx, input),
  }),
  updateArticle: t.field({
    type: ArticleRef,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ArticleInput, required: true }) },
    errors: errors('article'),
    resolve: (_r, { id, input }, ctx) => content.updateArticle(ctx, articleId(id), input),
  }),
  setArticleStatus: t.field({
    type: ArticleRef,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: ArticleStatus, required: true }) },
    errors: errors('article'),
    resolve: (_r, { id, status }, ctx) => content.setArticleStatus(ctx, articleId(id), status),
  }),
  uploadArticleImage: t.field({
    type: ArticleImageUpload,
    authScopes: ADMIN_PERSON,
    description: 'Stores an image for articles (PNG, JPEG or WebP, at most 2 MB) and answers its address',
    args: { image: t.arg.string({ required: true, description: 'The file, base64' }) },
    errors: { types: [ValidationError], dataField: { name: 'image' } },
    resolve: (_r, { image }, ctx) => uploadArticleImage(ctx, image),
  }),
  deleteArticle: t.field({
    type: 'ID',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    errors: errors('deletedArticleId'),
    resolve: async (_r, { id }, ctx) => {
      await content.deleteArticle(ctx, articleId(id));
      return String(id);
    },
  }),
  createScript: t.field({
    type: ScriptTemplateRef,
    authScopes: { admin: true },
    args: { input: t.arg({ type: ScriptInput, required: true }) },
    errors: errors('script'),
    resolve: (_r, { input }, ctx) => content.createScript(ctx, input),
  }),
  updateScript: t.field({
    type: ScriptTemplateRef,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ScriptInput, required: true }) },
    errors: errors('script'),
    resolve: (_r, { id, input }, ctx) => content.updateScript(ctx, scriptId(id), input),
  }),
  deleteScript: t.field({
    type: 'ID',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    errors: errors('deletedScriptId'),
    resolve: async (_r, { id }, ctx) => {
      await content.deleteScript(ctx, scriptId(id));
      return String(id);
    },
  }),
}));
