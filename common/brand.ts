// The booking page's brand: the colour rule and readable colours on and beside it, and what a logo may be.
import { z } from 'zod';

export const BRAND_COLOR_INVALID = 'Brand colour must be a hex colour like #1d4ed8.';
/** An update that names neither the colour nor the logo (a REST body without either field, say). */
export const BRAND_NOTHING_TO_CHANGE = 'Choose a brand colour or a logo to save.';
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TOO_LARGE = 'The logo must be 256 kB or smaller.';
export const LOGO_WRONG_TYPE = 'The logo must be a PNG, JPEG or WebP image.';
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';
/** The product's own blue (the page's colour when the owner has chosen none). */
export const DEFAULT_BRAND_COLOR = '#1d4ed8';

export const brandColorSchema = z
  .string({ message: BRAND_COLOR_INVALID })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, BRAND_COLOR_INVALID);

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image type by the file's first bytes (never by its name or declared type); null for anything else, SVG included. */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const INK_LIGHT = '#ffffff';
export const INK_DARK = '#0f172a';

/** The text colour on a brand-coloured background: white or near-black, whichever contrasts more. */
export const textOn = (background: string) =>
  contrastRatio(INK_LIGHT, background) >= contrastRatio(INK_DARK, background) ? INK_LIGHT : INK_DARK;

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The brand colour for text and icons on the white page: the colour itself when it reads well on
 * white (contrast ≥ 4.5), otherwise the same hue darkened until it does (a yellow brand gets a dark gold).
 */
export function inkOnWhite(color: string) {
  let rgb = channels(color);
  while (contrastRatio(toHex(rgb), INK_LIGHT) < 4.5) rgb = rgb.map((c) => c * 0.9);
  return toHex(rgb);
}

/** The page's colours for a brand colour (or the default). */
export function brandPalette(brandColor: string | null | undefined) {
  const brand = brandColor ?? DEFAULT_BRAND_COLOR;
  return { brand, onBrand: textOn(brand), ink: inkOnWhite(brand) };
}
