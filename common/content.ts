// Learning and scripts rules shared by the server (the authority) and the client. The schemas are in
// content-schemas.ts, so the learning and scripts pages load without zod.

export const CONTENT_REQUIRED = 'Missing information - Please fill in all fields.';
export const DEFAULT_READ_TIME = '5 min';
export const ARTICLE_PREVIEW_CHARS = 150;
export const SCRIPT_PREVIEW_CHARS = 120;
export const SAMPLE_ARTICLE_CATEGORIES = ['Detailing Techniques', 'Business Growth', 'Marketing & Sales'] as const;
export const SCRIPT_CATEGORIES = ['Text Messages', 'Cold Calling', 'Email Templates', 'In-Person Scripts', 'Follow-Up', 'Review Requests'] as const;

export interface PersonalizationSource {
  firstName?: string | null;
  phone?: string | null;
  businessName?: string | null;
  city?: string | null;
  /** The owner's public booking page, as an absolute link. */
  bookingLink?: string | null;
  /** The owner's services, for {basicPrice}, {interiorPrice} and {fullPrice}. */
  services?: readonly { readonly name: string; readonly price: string }[] | null;
}

/** A clear blank to fill before sending, named after its placeholder: {reviewLink} -> [Review Link]. */
export const blank = (name: string) =>
  `[${name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())}]`;

const dollars = (price: string) => {
  const n = Number(price);
  return Number.isInteger(n) ? `$${n}` : `$${n.toFixed(2)}`;
};

/** The price of the owner's service that matches, else (when given) the cheapest or dearest one. */
function priceOf(services: PersonalizationSource['services'], pattern: RegExp, fallback?: 'cheapest' | 'dearest') {
  const list = (services ?? []).filter((s) => s.price !== '' && Number.isFinite(Number(s.price)));
  const match = list.find((s) => pattern.test(s.name));
  if (match) return dollars(match.price);
  if (!fallback || !list.length) return null;
  const sorted = [...list].sort((a, b) => Number(a.price) - Number(b.price));
  const pick = fallback === 'cheapest' ? sorted[0] : sorted[sorted.length - 1];
  return pick ? dollars(pick.price) : null;
}

/**
 * Fills in a script for its owner: firstName, businessName (fallback "{firstName}'s Business"),
 * city (fallback "Your City"), phone (fallback "Your Phone"), bookingLink, and basicPrice /
 * interiorPrice / fullPrice from the owner's services. What the app cannot know (the customer's
 * name, a review link, a time, a car) becomes a clear blank such as [Review Link].
 */
export function personalize(message: string, src: PersonalizationSource) {
  const values = personalValues(src);
  return message.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] || blank(name));
}

/** The placeholders of a script that personalize() leaves as blanks: what the owner still fills in. */
export function unfilledPlaceholders(message: string, src: PersonalizationSource) {
  const values = personalValues(src);
  return placeholders(message).filter((name) => !values[name]);
}

function personalValues(src: PersonalizationSource): Record<string, string | null> {
  const firstName = src.firstName?.trim() || '';
  return {
    firstName,
    businessName: src.businessName?.trim() || `${firstName}'s Business`,
    city: src.city?.trim() || 'Your City',
    phone: src.phone?.trim() || 'Your Phone',
    bookingLink: src.bookingLink?.trim() || null,
    basicPrice: priceOf(src.services, /basic/i, 'cheapest'),
    interiorPrice: priceOf(src.services, /interior/i),
    fullPrice: priceOf(src.services, /full|ultimate|complete/i, 'dearest'),
  };
}

/**
 * An article's body without the level-1 heading it opens with: the page already shows the title
 * as its heading, and the built-in articles repeat it (sometimes shortened) in their markdown.
 */
export const articleBody = (content: string) => content.replace(/^\s*#(?!#)[^\n]*(\n+|$)/, '');

/** The {placeholders} a script uses, in order of first appearance. */
export const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
