// The booking page as the server sends it: title, description and Open Graph tags for link previews
// (the owner's logo as the preview image), the page rendered from the compiled BookingPageQuery, and
// that query's response embedded so the browser hydrates without a refetch.
import { print } from 'graphql';
import { renderToString } from 'react-dom/server';
import BookingPageQueryNode, { type BookingPageQuery } from '../../../client/features/booking/__generated__/BookingPageQuery.graphql.js';
import { BOOKING_DATA_ID, type BookingEmbedded, scriptJson } from '../../../client/features/booking/embedded.js';
import type { BookingFormState } from '../../../client/features/booking/markup/BookingRequestForm.js';
import { type BookingBusiness, BookingNotFound, BookingView } from '../../../client/features/booking/markup/BookingView.js';
import { brandPalette } from '../../../common/brand.js';
import { stateName } from '../../../common/business.js';
import { escapeHtml } from '../../html.js';
import { compiledOperation } from '../../rest/compiled-operation.js';

/** The page's one query: the text the Relay compiler wrote for the client. */
export const bookingPageOperation = compiledOperation<BookingPageQuery>(BookingPageQueryNode);
const QUERY_TEXT = print(bookingPageOperation);

export function describeBusiness(b: BookingBusiness) {
  const services = b.services.slice(0, 3).map((s) => s.name).join(', ');
  return `Professional mobile car detailing in ${b.city}, ${stateName(b.state)}${services ? `: ${services}` : ''}. Text to book.`;
}

function headTags(business: BookingBusiness | null, origin: string, subdomain: string) {
  const title = business ? `${business.businessName} | Mobile Car Detailing` : 'Business Not Found';
  const description = business
    ? describeBusiness(business)
    : "The business you're looking for doesn't exist or is no longer available.";
  // The address the business was found under (lookups trim and lowercase it), never the path as typed.
  const url = `${origin}/booking/${encodeURIComponent(subdomain.trim().toLowerCase())}`;
  const logo = business?.logoUrl ? `${origin}${business.logoUrl}` : null;
  const meta = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(logo
      ? [`<meta property="og:image" content="${escapeHtml(logo)}" />`, `<meta property="og:image:alt" content="${escapeHtml(`${business?.businessName} logo`)}" />`]
      : []),
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ].join('\n    ');
  return { title, description, meta };
}

export async function renderBookingPage(opts: {
  indexHtml: string;
  subdomain: string;
  graphql: (request: Request) => Response | Promise<Response>;
  requestUrl: string;
  appUrl?: string;
  /** After a form post without JavaScript: what was typed and the errors, or the confirmation. */
  form?: BookingFormState;
}) {
  const variables = { subdomain: opts.subdomain };
  const res = await opts.graphql(
    new Request(new URL('/graphql', opts.requestUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY_TEXT, variables }),
    }),
  );
  const { data } = (await res.json()) as { data?: BookingPageQuery['response'] };
  if (!data) throw new Error('BookingPageQuery failed');
  const business = data.publicBusiness ?? null;
  const origin = (opts.appUrl ?? new URL(opts.requestUrl).origin).replace(/\/$/, '');
  const { title, description, meta } = headTags(business, origin, opts.subdomain);
  const form = opts.form ?? null;
  const markup = renderToString(
    business ? <BookingView business={business} subdomain={opts.subdomain} form={form} /> : <BookingNotFound />,
  );
  const embedded: BookingEmbedded = { variables, data, form };

  // Function replacers: user text in a replacement string would have its $` $& $' patterns expanded.
  const html = opts.indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="theme-color"[^>]*>/, () => `<meta name="theme-color" content="${brandPalette(business?.brandColor).brand}" />`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(description)}" />\n    ${meta}`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${markup}</div>\n    <script id="${BOOKING_DATA_ID}" type="application/json">${scriptJson(embedded)}</script>`,
    );
  return { status: business ? 200 : 404, html };
}
