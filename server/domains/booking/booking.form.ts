// The booking form without JavaScript: POST /booking/{subdomain} (form-encoded, field names = the REST
// body names) runs the same GraphQL mutation as REST and answers the page again: with the errors beside
// the fields and what was typed, or with the confirmation.
import { print } from 'graphql';
import BookingPageBookMutationNode, { type BookingPageBookMutation } from '../../../client/features/booking/__generated__/BookingPageBookMutation.graphql.js';
import { type BookingFormState, QUOTE_INTENT, QUOTE_INTENT_FIELD } from '../../../client/features/booking/markup/BookingRequestForm.js';
import { INSTANT_FIELDS, INSTANT_MODE_FIELD, instantInput, QUOTE_FIELDS } from '../../../client/features/booking/markup/InstantBooking.js';
import { BOOKING_FIELDS, BOOKING_YEAR_INVALID, bookingRequestSchema, HONEYPOT_FIELD, SMS_CONSENT_FIELD, smsConsentPosted } from '../../../common/booking.js';
import { compiledOperation } from '../../rest/compiled-operation.js';
import { NUL_REFUSED } from '../../graphql/yoga.js';
import { askGraphQL } from '../../private-page.js';
import { renderBookingPage, vehicleOfParams } from '../business/business.page.js';

const MUTATION = `mutation BookingFormRequest($subdomain: String!, $input: RequestBookingInput!) {
  requestBooking(subdomain: $subdomain, input: $input) {
    __typename
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
    ... on RequestBookingSuccess { receipt { businessName } }
  }
}`;

type Result =
  | { __typename: 'RequestBookingSuccess'; receipt: { businessName: string } }
  | { __typename: 'ValidationError'; message: string; fieldErrors: { field: string; message: string }[] }
  | { __typename: 'NotFoundError' | 'RateLimitError'; message: string };

/** The first message for each field. */
const byField = (issues: readonly { field: string; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const i of issues) errors[i.field] ??= i.message;
  return errors;
};

export async function handleBookingForm(opts: {
  request: Request;
  subdomain: string;
  indexHtml: string;
  graphql: (request: Request) => Response | Promise<Response>;
  appUrl: string;
}): Promise<{ html: string; status: number; redirect?: string }> {
  const { request, subdomain } = opts;
  const body = await request.formData().catch(() => new FormData());
  if (body.get(INSTANT_MODE_FIELD) === 'instant') return handleInstantForm(opts, body);
  const values: Record<string, string> = {};
  for (const name of [...BOOKING_FIELDS, HONEYPOT_FIELD, SMS_CONSENT_FIELD]) {
    const v = body.get(name);
    values[name] = typeof v === 'string' ? v : '';
  }
  // The quote's choices (#50): the size, the add-ons (one checkbox each) and the condition.
  const chosen = vehicleOfParams(body);
  values.size = chosen.size;
  values.condition = chosen.condition;
  values.addOnIds = chosen.addOnIds.join(',');
  const render = (form: BookingFormState, status: number) =>
    renderBookingPage({ ...opts, requestUrl: request.url, form }).then((page) => ({ ...page, status: page.status === 404 ? 404 : status }));
  // The consent box comes back ticked with the form ("on"), and goes to the mutation as a boolean.
  const { [HONEYPOT_FIELD]: website, [SMS_CONSENT_FIELD]: consent, ...fields } = values;
  const smsConsent = smsConsentPosted(consent);
  const typed = { ...fields, ...(smsConsent ? { [SMS_CONSENT_FIELD]: 'on' } : {}) };
  // PostgreSQL text cannot hold U+0000: the form comes back (without it) with the JSON route's message.
  if (Object.values(values).some((v) => v.includes('\u0000'))) {
    const cleaned = Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, v.replaceAll('\u0000', '')]));
    return render({ values: cleaned, errors: {}, notice: NUL_REFUSED }, 400);
  }
  // "Show the price" (#50): the page comes back with what was typed and the quote of it; nothing is sent.
  if (body.get(QUOTE_INTENT_FIELD) === QUOTE_INTENT) return render({ values: typed, errors: {}, quoteAsked: true }, 200);

  // Every field's error at once (the same rules the mutation applies); a robot's post goes on regardless.
  const parsed = bookingRequestSchema.safeParse(typed);
  if (!parsed.success && !website) {
    const errors = byField(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
    return render({ values: typed, errors }, 400);
  }
  const input = {
    ...fields,
    vehicleYear: parsed.success ? parsed.data.vehicleYear : null,
    smsConsent,
    website: website || null,
    size: chosen.size || null,
    addOnIds: chosen.addOnIds,
    condition: chosen.condition || null,
  };
  const payload = await askGraphQL<{ requestBooking: Result }>(opts.graphql, request, MUTATION, { subdomain, input });
  const result = payload.data?.requestBooking;
  if (!result) return render({ values: typed, errors: {}, notice: 'Something went wrong. Please try again, or call or text us.' }, 500);
  switch (result.__typename) {
    case 'RequestBookingSuccess':
      return render({ values: {}, errors: {}, sent: { businessName: result.receipt.businessName } }, 200);
    case 'ValidationError':
      return render({ values: typed, errors: byField(result.fieldErrors), notice: result.message }, 400);
    case 'RateLimitError':
      return render({ values: typed, errors: {}, notice: result.message }, 429);
    default:
      return render({ values: typed, errors: {}, notice: result.message }, 404);
  }
}

const BOOK_TEXT = print(compiledOperation<BookingPageBookMutation>(BookingPageBookMutationNode));
type BookResult = BookingPageBookMutation['response']['bookInstantly'];

/**
 * An instant booking posted without JavaScript (the form carries mode=instant): the same mutation the
 * browser sends; the page comes back with the confirmation, or with the errors, what was typed and
 * the windows as they are now (409 when the window was just taken).
 */
async function handleInstantForm(
  opts: Parameters<typeof handleBookingForm>[0],
  body: FormData,
): Promise<{ html: string; status: number; redirect?: string }> {
  const { request, subdomain } = opts;
  const values: Record<string, string> = {};
  for (const name of [...INSTANT_FIELDS, ...QUOTE_FIELDS, 'serviceId', 'zip', 'date', SMS_CONSENT_FIELD, HONEYPOT_FIELD]) {
    const v = body.get(name);
    values[name] = typeof v === 'string' ? v : '';
  }
  const nul = Object.values(values).some((v) => v.includes('\u0000'));
  const clean = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.replaceAll('\u0000', '')]));
  const { [HONEYPOT_FIELD]: _website, ...typed } = clean;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(clean.date) ? clean.date : /^\d{4}-\d{2}-\d{2}/.test(clean.start) ? clean.start.slice(0, 10) : null;
  // The vehicle and its choices as the quote had them (#50): the page comes back with the same quote and windows.
  const instantQuery = { serviceId: clean.serviceId.slice(0, 100), zip: clean.zip.trim().slice(0, 10), date, vehicle: vehicleOfParams(body) };
  const render = (form: BookingFormState, status: number) =>
    renderBookingPage({ ...opts, requestUrl: request.url, form, instantQuery }).then((page) => ({ ...page, status: page.status === 404 ? 404 : status }));
  // PostgreSQL text cannot hold U+0000: the form comes back (without it) with the JSON route's message.
  if (nul) return render({ values: typed, errors: {}, notice: NUL_REFUSED }, 400);

  const errors: Record<string, string> = {};
  if (!clean.start) errors.start = 'Please choose an arrival window';
  if (clean.vehicleYear.trim() && !/^\d{4}$/.test(clean.vehicleYear.trim())) errors.vehicleYear = BOOKING_YEAR_INVALID;
  if (Object.keys(errors).length) return render({ values: typed, errors }, 400);

  const payload = await askGraphQL<{ bookInstantly: BookResult }>(opts.graphql, request, BOOK_TEXT, { subdomain, input: instantInput(values) });
  const result = payload.data?.bookInstantly;
  if (!result) return render({ values: typed, errors: {}, notice: 'Something went wrong. Please try again, or call or text us.' }, 500);
  switch (result.__typename) {
    case 'BookInstantlySuccess':
      if (!result.booking) break;
      // A deposit to pay: the window is held and the visitor goes to Checkout.
      if (result.booking.checkoutUrl) return { html: '', status: 303, redirect: result.booking.checkoutUrl };
      return render(
        {
          values: {},
          errors: {},
          booked: { serviceId: clean.serviceId, start: result.booking.start, label: result.booking.label, address: clean.address.trim(), manageUrl: result.booking.manageUrl },
        },
        200,
      );
    case 'ValidationError':
      return render({ values: typed, errors: byField(result.fieldErrors ?? []), notice: result.message }, 400);
    case 'ConflictError':
      // The window is gone: the fresh windows, and what was typed except the window.
      return render({ values: { ...typed, start: '' }, errors: {}, notice: result.message }, 409);
    case 'RateLimitError':
      return render({ values: typed, errors: {}, notice: result.message }, 429);
    case 'NotFoundError':
      return render({ values: typed, errors: {}, notice: result.message }, 404);
  }
  return render({ values: typed, errors: {}, notice: 'Something went wrong. Please try again, or call or text us.' }, 500);
}
