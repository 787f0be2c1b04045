// The booking page as the server sends it: title, description and Open Graph tags for link previews,
// the page content in the initial HTML, and the data the client needs to take over without a refetch.
import { renderToString } from 'react-dom/server';
import type { BookingFormState } from '../../../client/features/booking/BookingRequestForm.js';
import { type BookingBusiness, BookingNotFound, BookingView } from '../../../client/features/booking/BookingView.js';
import { stateName } from '../../../common/business.js';
import { escapeHtml } from '../../html.js';

const BOOKING_QUERY = `query BookingPageSSR($subdomain: String!) {
  publicBusiness(subdomain: $subdomain) {
    businessName phone city state zipCode serviceRadius hoursWeekday hoursWeekend
    services { name description price }
  }
}`;

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function describeBusiness(b: BookingBusiness) {
  const services = b.services.slice(0, 3).map((s) => s.name).join(', ');
  return `Professional mobile car detailing in ${b.city}, ${stateName(b.state)}${services ? `: ${services}` : ''}. Text to book.`;
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
  const res = await opts.graphql(
    new Request(new URL('/graphql', opts.requestUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: BOOKING_QUERY, variables: { subdomain: opts.subdomain } }),
    }),
  );
  const { data } = (await res.json()) as { data?: { publicBusiness: BookingBusiness | null } };
  const business = data?.publicBusiness ?? null;

  const title = business ? `${business.businessName} | Mobile Car Detailing` : 'Business Not Found';
  const description = business
    ? describeBusiness(business)
    : "The business you're looking for doesn't exist or is no longer available.";
  const url = `${(opts.appUrl ?? new URL(opts.requestUrl).origin).replace(/\/$/, '')}/booking/${encodeURIComponent(opts.subdomain)}`;
  const meta = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ].join('\n    ');
  const markup = renderToString(
    business ? <BookingView business={business} subdomain={opts.subdomain} form={opts.form} /> : <BookingNotFound />,
  );

  // Function replacers: user text in a replacement string would have its $` $& $' patterns expanded.
  const html = opts.indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(description)}" />\n    ${meta}`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${markup}</div>\n    <script id="booking-data" type="application/json">${scriptJson({ subdomain: opts.subdomain, business, form: opts.form ?? null })}</script>`,
    );
  return { status: business ? 200 : 404, html };
}
