// Article images (#57): the admin's editor uploads a PNG, JPEG or WebP (checked as a logo is: by size and
// by its first bytes, never by its name or declared type; SVG refused); the bytes live in the database
// (every server instance serves them) under their sha256, and one image uploaded twice is stored once.
// Served at /learning-images/{hash} (content.routes.ts) to signed-in users: same-origin, so the pages'
// CSP (img-src 'self') shows them.
import { createHash } from 'node:crypto';
import {
  ARTICLE_IMAGE_MAX_BYTES,
  ARTICLE_IMAGE_MISSING,
  ARTICLE_IMAGE_TOO_LARGE,
  ARTICLE_IMAGE_WRONG_TYPE,
  articleImageUrl,
  sniffArticleImageType,
} from '../../../common/article-images.js';
import type { Context } from '../../graphql/context.js';
import { ValidationError } from '../../graphql/errors.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const refuse = (message: string) => new ValidationError(message, [{ field: 'image', message }]);

/** Stores an uploaded image (base64, a data: prefix allowed) and answers its address. */
export async function uploadArticleImage(ctx: Context, base64: string) {
  const text = base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!text) throw refuse(ARTICLE_IMAGE_MISSING);
  if (text.length > Math.ceil(ARTICLE_IMAGE_MAX_BYTES / 3) * 4 + 4) throw refuse(ARTICLE_IMAGE_TOO_LARGE);
  if (!BASE64.test(text)) throw refuse(ARTICLE_IMAGE_WRONG_TYPE);
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  if (bytes.length > ARTICLE_IMAGE_MAX_BYTES) throw refuse(ARTICLE_IMAGE_TOO_LARGE);
  const contentType = sniffArticleImageType(bytes);
  if (!contentType) throw refuse(ARTICLE_IMAGE_WRONG_TYPE);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const stored = await ctx.prisma.articleImage.findFirst({ where: { hash }, select: { id: true } });
  if (!stored) await ctx.prisma.articleImage.create({ data: { hash, contentType, bytes } });
  return { url: articleImageUrl(hash) };
}

/** The bytes behind /learning-images/{hash}, or null. */
export async function findArticleImage(prisma: Context['prisma'], hash: string) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  return prisma.articleImage.findFirst({ where: { hash }, select: { bytes: true, contentType: true } });
}
