// The links a text from the platform's number may carry, so the number relays no one's phishing: the
// app's own pages of the business (its booking page, a customer's manage and pay links) and, once the
// owner pays, the review link they saved in Settings (that link exactly, not its site). Anything a phone
// would make tappable counts as a link: with or without a scheme, an IP address, a domain in any script.
import { DEFAULT_MESSAGE_TEMPLATES, type MessageTemplateText, type MessageValues, renderMessage } from '../../../common/messages.js';

/** Dots a phone reads as one: ASCII, ideographic, full-width and half-width. */
const DOT = '[.\u3002\uFF0E\uFF61]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
/**
 * A web address with a scheme; or a bare IPv4 address or domain (labels in any script, any of the dots),
 * with a port and a path or not ("bit.ly/x", "203.0.113.7/login", "пример.рф"). Not the domain of an
 * email address.
 */
/** A top-level domain: letters in any script, or its ASCII form ("xn--p1ai"). */
const TLD = '(?:\\p{L}{2,24}|xn--[a-z0-9-]{1,59})';
const LINK = new RegExp(
  `https?:\\/\\/[^\\s<>"]+|(?<![\\p{L}\\p{N}])(?:\\d{1,3}(?:${DOT}\\d{1,3}){3}|(?:${LABEL}${DOT})+${TLD})(?![\\p{L}\\p{N}-])(?::\\d{1,5})?(?:[/?#][^\\s<>"]*)?`,
  'giu',
);
/** An email address (its domain is no link); one followed by a path is left to LINK. */
const EMAIL = new RegExp(`[^\\s@<>"]+@(?:${LABEL}${DOT})+${TLD}(?![\\p{L}\\p{N}/.-])`, 'giu');
/** Sentence punctuation after a link is not part of it. */
const TRAILING = /[.,;:!?)\]'"]+$/;

/** The links in a text, as written (trailing punctuation dropped). */
export const linksIn = (text: string) =>
  [...text.replace(EMAIL, ' ').matchAll(LINK)].map((m) => m[0].replace(TRAILING, '')).filter(Boolean);

export interface LinkRules {
  /** The app's public address (APP_URL). */
  base: string;
  subdomain: string | null;
  reviewLink: string | null;
}

const parse = (link: string) => {
  try {
    return new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`);
  } catch {
    return null;
  }
};
const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** Whether a link is one of the business's pages on the app or its review link. */
export function allowedLink(link: string, rules: LinkRules) {
  const url = parse(link);
  if (!url) return false;
  const app = new URL(rules.base);
  if (url.host.toLowerCase() === app.host.toLowerCase()) {
    const path = url.pathname;
    return (rules.subdomain !== null && under(path, `/booking/${rules.subdomain}`)) || under(path, '/b/') || under(path, '/pay/');
  }
  // The review link itself, not anything else on its site.
  const review = rules.reviewLink ? parse(rules.reviewLink) : null;
  const key = (u: URL) => `${u.host.toLowerCase()}${u.pathname.replace(/\/+$/, '')}${u.search}`;
  return !!review && key(url) === key(review);
}

/** The links of `text` that a text from the platform's number may not carry. */
export const foreignLinks = (text: string, rules: LinkRules) => linksIn(text).filter((l) => !allowedLink(l, rules));

/** The owner's words for an SMS template that links elsewhere: which links are allowed. */
export function linksNotAllowed(found: string[], rules: LinkRules) {
  const booking = rules.subdomain ? `${rules.base.replace(/\/$/, '')}/booking/${rules.subdomain}` : null;
  const allowed = [booking && `your booking page (${booking}, or {bookingLink})`, rules.reviewLink ? `your review link (${rules.reviewLink}, or {reviewLink})` : null]
    .filter(Boolean)
    .join(' and ');
  return `A text message may link only to ${allowed || 'your booking page ({bookingLink})'}, and to the manage and pay links the app adds. Remove: ${found.join(', ')}`;
}

/**
 * The template a text from the platform's number is written with: the owner's, while their payment is
 * verified and it links nowhere else once rendered; otherwise the default wording of the same kind.
 */
export function platformSmsTemplate(template: MessageTemplateText, values: MessageValues, opts: { paid: boolean; rules: LinkRules }) {
  const fallback = DEFAULT_MESSAGE_TEMPLATES[template.kind];
  if (!opts.paid) return { ...template, smsBody: fallback.smsBody };
  return foreignLinks(renderMessage(template.smsBody, values), opts.rules).length ? { ...template, smsBody: fallback.smsBody } : template;
}
