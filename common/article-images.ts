// Images in articles (#57): uploaded by the admin's editor, stored by the product and served from its own
// origin to signed-in users (the pages' CSP allows 'self' images only). What may be uploaded, where an
// upload is served, and the check that refuses an outside image address in an article's markdown.
import { sniffLogoType } from './brand.js';

export const ARTICLE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const ARTICLE_IMAGE_TOO_LARGE = 'The image must be 2 MB or smaller.';
export const ARTICLE_IMAGE_WRONG_TYPE = 'The image must be a PNG, JPEG or WebP file.';
export const ARTICLE_IMAGE_MISSING = 'Choose an image to upload.';
export const ARTICLE_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
/** Where an uploaded image is served (by its sha256, so the address never changes meaning). */
export const ARTICLE_IMAGE_PATH = '/learning-images/';
export const articleImageUrl = (hash: string) => `${ARTICLE_IMAGE_PATH}${hash}`;
/** The image type by the file's first bytes (as a logo's: never by its name; SVG refused). */
export const sniffArticleImageType = sniffLogoType;

/** The sentence an article with an outside image address is refused with. */
export const outsideImageMessage = (url: string) =>
  `Images must be uploaded with the editor's Add image button: owners' pages do not show images from other sites (${url.length > 80 ? `${url.slice(0, 77)}...` : url}).`;

/** The addresses of the images in markdown: inline ![alt](url "title") and reference ![alt][ref] / ![ref] with [ref]: url. */
export function markdownImageUrls(markdown: string): string[] {
  const urls: string[] = [];
  for (const m of markdown.matchAll(/!\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]*)/g)) urls.push(m[1].replace(/^<|>$/g, ''));
  const definitions = new Map<string, string>();
  for (const m of markdown.matchAll(/^ {0,3}\[((?:[^\]\\]|\\.)+)\]:\s*(<[^>]*>|\S+)/gm)) {
    definitions.set(m[1].trim().toLowerCase(), m[2].replace(/^<|>$/g, ''));
  }
  for (const m of markdown.matchAll(/!\[((?:[^\]\\]|\\.)*)\](?:\[((?:[^\]\\]|\\.)*)\])?(?!\()/g)) {
    const label = (m[2] || m[1]).trim().toLowerCase();
    const url = definitions.get(label);
    if (url !== undefined) urls.push(url);
  }
  return urls;
}

/** An image address that is not the product's own (anything but a path on this origin), or null. */
export function outsideImage(markdown: string): string | null {
  return markdownImageUrls(markdown).find((url) => url !== '' && !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) ?? null;
}
