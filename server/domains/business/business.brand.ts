// The booking page's brand: the owner sets or clears the colour and uploads or removes the logo; the
// logo's bytes live in the database (every server instance serves them) under their sha256.
import { createHash } from 'node:crypto';
import { BRAND_NOTHING_TO_CHANGE, brandColorSchema, LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_WRONG_TYPE, sniffLogoType } from '../../../common/brand.js';
import type { Context } from '../../graphql/context.js';
import { type FieldError, ValidationError } from '../../graphql/errors.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';
import { requireOwn } from './business.service.js';

/** Where the page and its link preview find the logo; the hash changes with the bytes, so caches may keep it forever. */
export const logoUrl = (logo: { hash: string } | null | undefined) => (logo ? `/booking-logo/${logo.hash}` : null);

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A base64 logo checked by size and by its first bytes (the declared type is never trusted; SVG is refused). */
function decodeLogo(base64: string): { bytes: Uint8Array<ArrayBuffer>; contentType: string; hash: string } | FieldError {
  const text = base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (text.length > Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4) return { field: 'logo', message: LOGO_TOO_LARGE };
  if (!BASE64.test(text)) return { field: 'logo', message: LOGO_WRONG_TYPE };
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  if (bytes.length > LOGO_MAX_BYTES) return { field: 'logo', message: LOGO_TOO_LARGE };
  const contentType = sniffLogoType(bytes);
  if (!contentType) return { field: 'logo', message: LOGO_WRONG_TYPE };
  return { bytes, contentType, hash: createHash('sha256').update(bytes).digest('hex') };
}

/** Absent keeps, null clears (colour) or removes (logo). Only the caller's own business changes. */
export async function updateBookingBrand(ctx: Context, input: { brandColor?: string | null; logo?: string | null }) {
  const user = writer(ctx);
  if (input.brandColor === undefined && input.logo === undefined) {
    throw new ValidationError(BRAND_NOTHING_TO_CHANGE, [{ field: 'brandColor', message: BRAND_NOTHING_TO_CHANGE }]);
  }
  const errors: FieldError[] = [];
  let brandColor: string | null | undefined;
  if (input.brandColor !== undefined && input.brandColor !== null) {
    const parsed = brandColorSchema.safeParse(input.brandColor);
    if (parsed.success) brandColor = parsed.data;
    else errors.push({ field: 'brandColor', message: parsed.error.issues[0].message });
  } else brandColor = input.brandColor;
  const logo = typeof input.logo === 'string' ? decodeLogo(input.logo) : input.logo;
  if (logo && 'message' in logo) errors.push(logo);
  if (errors.length) throw new ValidationError(errors[0].message, errors);

  const business = await requireOwn(ctx.prisma, user.id);
  return ctx.prisma.$transaction(async (tx) => {
    if (logo === null) await tx.businessLogo.deleteMany({ where: { businessId: business.id } });
    else if (logo && !('message' in logo)) {
      await tx.businessLogo.upsert({ where: { businessId: business.id }, create: { businessId: business.id, ...logo }, update: logo });
    }
    return tx.business.update({ where: { id: business.id }, data: brandColor === undefined ? {} : { brandColor } });
  });
}

/** The bytes behind /booking-logo/{hash}, or null. */
export async function findLogo(prisma: Context['prisma'], hash: string) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  return prisma.businessLogo.findFirst({ where: { hash }, select: { bytes: true, contentType: true } });
}
