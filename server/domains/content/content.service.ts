// Articles and script templates: everyone signed in reads (published articles only for owners); admins write.
// An article's images are the product's own (uploaded, content.images.ts): an outside address is refused.
import { outsideImageMessage, outsideImage } from '../../../common/article-images.js';
import { articleSchema, scriptSchema } from '../../../common/content-schemas.js';
import { signedInUser } from '../../auth/authenticate.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError, parseInput, ValidationError } from '../../graphql/errors.js';
import { recordAdminAction } from '../platform/audit.js';
import { articleReadTime } from './content.reading.js';

/**
 * The article's fields, checked, with its read time computed from the content (a readTime sent is
 * ignored); an image from another site is refused with a sentence (owners' pages would block it).
 */
function articleInput(input: unknown) {
  const data = parseInput(articleSchema, input);
  const outside = outsideImage(data.content);
  if (outside !== null) {
    const message = outsideImageMessage(outside);
    throw new ValidationError(message, [{ field: 'content', message }]);
  }
  return { ...data, readTime: articleReadTime(data.content) };
}

export async function createArticle(ctx: Context, input: unknown) {
  return ctx.prisma.article.create({ data: { ...articleInput(input), status: 'draft' } });
}

export async function updateArticle(ctx: Context, id: string, input: unknown) {
  const data = articleInput(input);
  if (!(await ctx.prisma.article.findUnique({ where: { id } }))) throw new NotFoundError('Article not found');
  return ctx.prisma.article.update({ where: { id }, data });
}

/**
 * Publishes or drafts an article; the audit records it (article.publish / article.draft) in the same
 * transaction. Choosing the status it has changes nothing and records nothing.
 */
export async function setArticleStatus(ctx: Context, id: string, status: 'draft' | 'published') {
  const admin = signedInUser(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const found = await tx.article.findUnique({ where: { id } });
    if (!found) throw new NotFoundError('Article not found');
    if (found.status === status) return found;
    const article = await tx.article.update({ where: { id }, data: { status } });
    await recordAdminAction(tx, admin, {
      action: status === 'published' ? 'article.publish' : 'article.draft',
      subject: { type: 'article', id, label: article.title },
    });
    return article;
  });
}

export async function deleteArticle(ctx: Context, id: string) {
  if (!(await ctx.prisma.article.findUnique({ where: { id } }))) throw new NotFoundError('Article not found');
  await ctx.prisma.article.delete({ where: { id } });
  return id;
}

export async function createScript(ctx: Context, input: unknown) {
  return ctx.prisma.scriptTemplate.create({ data: parseInput(scriptSchema, input) });
}

export async function updateScript(ctx: Context, id: string, input: unknown) {
  const data = parseInput(scriptSchema, input);
  if (!(await ctx.prisma.scriptTemplate.findUnique({ where: { id } }))) throw new NotFoundError('Script not found');
  return ctx.prisma.scriptTemplate.update({ where: { id }, data });
}

export async function deleteScript(ctx: Context, id: string) {
  if (!(await ctx.prisma.scriptTemplate.findUnique({ where: { id } }))) throw new NotFoundError('Script not found');
  await ctx.prisma.scriptTemplate.delete({ where: { id } });
  return id;
}
