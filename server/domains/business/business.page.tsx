// The booking page as the server sends it: title, description and Open Graph tags for link previews
// (the owner's logo as the preview image), the page rendered from the compiled BookingPageQuery, and
// that query's response embedded so the browser hydrates without a refetch.
import { print } from 'graphql';
import { renderToString } from 'react-dom/server';
import BookingPageQueryNode, { type BookingPageQuery } from '../../../client/features/booking/__generated__/BookingPageQuery.graphql.js';
import BookingPageSlotsQueryNode, { type BookingPageSlotsQuery } from '../../../client/features/booking/__generated__/BookingPageSlotsQuery.graphql.js';
import { BOOKING_DATA_ID, type BookingEmbedded, scriptJson } from '../../../client/features/booking/embedded.js';
import type { BookingFormState } from '../../../client/features/booking/markup/BookingRequestForm.js';
import { type BookingBusiness, BookingClosed, BookingNotFound, BookingView } from '../../../client/features/booking/markup/BookingView.js';
import { INSTANT_DAYS, type InstantQuery, type InstantState } from '../../../client/features/booking/markup/InstantBooking.js';
import BookingPageQuoteQueryNode, { type BookingPageQuoteQuery } from '../../../client/features/booking/__generated__/BookingPageQuoteQuery.graphql.js';
import { type QuoteShape, type VehicleValues, vehicleNamed } from '../../../client/features/booking/markup/VehicleQuote.js';
import { quoteInput, slotsVehicle } from '../../../client/features/booking/quote-input.js';
import { brandPalette } from '../../../common/brand.js';
import { stateName } from '../../../common/business.js';
import { QUOTE_NEEDS_VEHICLE } from '../../../common/quote.js';
import { escapeHtml } from '../../html.js';
import { compiledOperation } from '../../rest/compiled-operation.js';

/** The page's one query: the text the Relay compiler wrote for the client. */
export const bookingPageOperation = compiledOperation<BookingPageQuery>(BookingPageQueryNode);
const QUERY_TEXT = print(bookingPageOperation);
const SLOTS_TEXT = print(compiledOperation<BookingPageSlotsQuery>(BookingPageSlotsQueryNode));
const QUOTE_TEXT = print(compiledOperation<BookingPageQuoteQuery>(BookingPageQuoteQueryNode));

const DAY_MS = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The visitor's choice from the address (?serviceId=&zip=&date=), each value cut to a sane length. */
export function instantQueryOf(url: string): InstantQuery {
  const q = new URL(url).searchParams;
  const date = q.get('date') ?? '';
  return {
    serviceId: (q.get('serviceId') ?? '').slice(0, 100),
    zip: (q.get('zip') ?? '').trim().slice(0, 10),
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    vehicle: vehicleOfParams(q),
  };
}

/** The vehicle and its choices (#50) from a query or a posted form; add-ons as repeated or comma-separated values. */
export function vehicleOfParams(q: { get(name: string): unknown; getAll(name: string): unknown[] }): VehicleValues {
  const text = (name: string, max: number) => {
    const v = q.get(name);
    return typeof v === 'string' ? v.replaceAll('\u0000', '').trim().slice(0, max) : '';
  };
  const addOnIds = q
    .getAll('addOnIds')
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    .map((v) => v.trim().slice(0, 100))
    .filter(Boolean)
    .slice(0, 30);
  return {
    vehicleYear: text('vehicleYear', 4),
    vehicleMake: text('vehicleMake', 50),
    vehicleModel: text('vehicleModel', 50),
    size: text('size', 20),
    addOnIds: [...new Set(addOnIds)],
    condition: text('condition', 20),
  };
}

type AskGraphQL = <T>(query: string, variables: Record<string, unknown>) => Promise<T | undefined>;

/** Runs one of the page's compiled operations through the app's GraphQL, as the browser would. */
const asker =
  (opts: { graphql: (request: Request) => Response | Promise<Response>; requestUrl: string }): AskGraphQL =>
  async <T,>(query: string, variables: Record<string, unknown>) => {
    const res = await opts.graphql(
      new Request(new URL('/graphql', opts.requestUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return ((await res.json()) as { data?: T }).data;
  };

/** The quote of a service for the vehicle and choices sent (#50), or why none could be given. */
async function quoteOf(ask: AskGraphQL, subdomain: string, serviceId: string, vehicle: VehicleValues): Promise<{ quote: QuoteShape | null; quoteError: string | null }> {
  const data = await ask<BookingPageQuoteQuery['response']>(QUOTE_TEXT, { subdomain, input: quoteInput(serviceId, vehicle) });
  const q = data?.bookingQuote;
  return q?.__typename === 'BookingQuoteSuccess' && q.quote
    ? { quote: q.quote, quoteError: null }
    : { quote: null, quoteError: (q && 'message' in q && q.message) || null };
}

/**
 * The request form sent back without JavaScript (#50): the quote of the service and vehicle typed, so the
 * visitor sees the price and time before the request goes out ("Show the price", or after an error).
 */
async function requestFormQuote(ask: AskGraphQL, subdomain: string, business: BookingBusiness, form: BookingFormState): Promise<BookingFormState> {
  if (form.sent || form.booked || form.values.start !== undefined) return form;
  const v = form.values;
  const vehicle: VehicleValues = {
    vehicleYear: (v.vehicleYear ?? '').trim(),
    vehicleMake: (v.vehicleMake ?? '').trim(),
    vehicleModel: (v.vehicleModel ?? '').trim(),
    size: v.size ?? '',
    addOnIds: (v.addOnIds ?? '').split(',').filter(Boolean),
    condition: v.condition ?? '',
  };
  const service = business.services.find((s) => s.name === v.serviceName);
  if (!service || !vehicleNamed(vehicle)) return form.quoteAsked ? { ...form, quote: null, quoteError: QUOTE_NEEDS_VEHICLE } : form;
  return { ...form, ...(await quoteOf(ask, subdomain, service.id, vehicle)) };
}

/**
 * Instant mode: the next INSTANT_DAYS days' free windows for the chosen service and ZIP (none until
 * both are given), through the same bookingSlots query the browser sends.
 */
async function instantState(opts: { graphql: (request: Request) => Response | Promise<Response>; requestUrl: string; subdomain: string; query: InstantQuery }) {
  const now = Date.now();
  const from = dateOf(now);
  const to = dateOf(now + (INSTANT_DAYS - 1) * DAY_MS);
  const { serviceId, zip, vehicle } = opts.query;
  let state: InstantState = { ...opts.query, from, to, slots: null, error: null };
  const ask = asker(opts);
  // The quote of the vehicle sent (#50): the price and time before any day is chosen.
  if (serviceId && vehicle && vehicleNamed(vehicle)) state = { ...state, ...(await quoteOf(ask, opts.subdomain, serviceId, vehicle)) };
  if (!serviceId || !zip) return state;
  // Without a quote for the vehicle, the windows are not shown yet (they would not fit it).
  if (state.quoteError) return state;
  const data = await ask<BookingPageSlotsQuery['response']>(SLOTS_TEXT, { subdomain: opts.subdomain, serviceId, zip, from, to, ...slotsVehicle(vehicle) });
  const r = data?.bookingSlots;
  if (r?.__typename === 'BookingSlotsSuccess' && r.slots) return { ...state, slots: r.slots };
  return { ...state, error: (r && 'message' in r && r.message) || 'Please choose a service and enter the ZIP code' };
}
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
  /** The app's public address (config.appUrl): the page's canonical and og:url, never the request's Host. */
  appUrl: string;
  /** After a form post without JavaScript: what was typed and the errors, or the confirmation. */
  form?: BookingFormState;
  /** Instant mode: the service, ZIP and day to show windows for (by default, from the address's query). */
  instantQuery?: InstantQuery;
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
  const origin = opts.appUrl;
  const { title, description, meta } = headTags(business, origin, opts.subdomain);
  const form = opts.form && business ? await requestFormQuote(asker(opts), opts.subdomain, business, opts.form) : (opts.form ?? null);
  const instant =
    business?.bookingMode === 'instant'
      ? await instantState({ ...opts, query: opts.instantQuery ?? instantQueryOf(opts.requestUrl) })
      : null;
  const closed = business && !business.acceptingBookings;
  const markup = renderToString(
    closed ? <BookingClosed businessName={business.businessName} phone={business.phone ?? null} /> : business ? <BookingView business={business} subdomain={opts.subdomain} form={form} instant={instant} /> : <BookingNotFound />,
  );
  const embedded: BookingEmbedded = { variables, data, form, instant };

  // Function replacers: user text in a replacement string would have its $` $& $' patterns expanded.
  const html = opts.indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="theme-color"[^>]*>/, () => `<meta name="theme-color" content="${brandPalette(business?.brandColor).brand}" />`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(description)}" />\n    ${meta}`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${markup}</div>\n    <script id="${BOOKING_DATA_ID}" type="application/json">${scriptJson(embedded)}</script>`,
    );
  return { status: closed ? 410 : business ? 200 : 404, html };
}
