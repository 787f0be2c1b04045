// Articles and script templates: everyone signed in reads (published articles only for owners); admins write.
import { articleSchema, scriptSchema } from '../../../common/content-schemas.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError, parseInput } from '../../graphql/errors.js';

export async function createArticle(ctx: Context, input: unknown) {
  return ctx.prisma.article.create({ data: { ...parseInput(articleSchema, input), status: 'draft' } });
}

export async function updateArticle(ctx: Context, id: string, input: unknown) {
  const data = parseInput(articleSchema, input);
  if (!(await ctx.prisma.article.findUnique({ where: { id } }))) throw new NotFoundError('Article not found');
  return ctx.prisma.article.update({ where: { id }, data });
}

export async function setArticleStatus(ctx: Context, id: string, status: 'draft' | 'published') {
  if (!(await ctx.prisma.article.findUnique({ where: { id } }))) throw new NotFoundError('Article not found');
  return ctx.prisma.article.update({ where: { id }, data: { status } });
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
