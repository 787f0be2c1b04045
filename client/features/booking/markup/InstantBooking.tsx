// "Book a time" (instant mode): the visitor picks a service and gives the ZIP of the address, then a day
// and a free arrival window, and books it. Server-rendered it is two real forms (a GET that shows the
// windows, each day a link; a POST whose windows are radio buttons) and works without JavaScript; in
// the browser the same markup updates in place (the availability query) and books without leaving.
import CalendarCheck from 'lucide-react/icons/calendar-check';
import { type CSSProperties, type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { OUTSIDE_SERVICE_AREA } from '../../../../common/availability';
import { BOOKING_YEAR_INVALID, HONEYPOT_FIELD, SMS_CONSENT_FIELD, smsConsentPosted } from '../../../../common/booking';
import { depositCentsOf, depositNotice, HOLD_MINUTES, MIN_DEPOSIT_CENTS, NO_DEPOSIT_NOW } from '../../../../common/deposits';
import { cents, formatCents } from '../../../../common/money';
import { SmsConsent } from './SmsConsent';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Textarea } from '../../../ui/Textarea';
import type { BookingFormState, InstantConfirmation } from './BookingRequestForm';
import { summaryErrors } from './BookingRequestForm';
import { ErrorSummary, useFocusOn } from './ErrorSummary';
import { EMPTY_VEHICLE, type FetchQuote, type QuoteConditionLevel, type QuoteShape, type VehicleValues, VehicleQuote, vehicleNamed } from './VehicleQuote';

export interface SlotWindow {
  start: string;
  end: string;
  label: string;
}
export interface SlotDay {
  date: string;
  windows: readonly SlotWindow[];
}
/** What the visitor asked to see: the service (its global id), the ZIP and the chosen day; the vehicle and its choices (#50). */
export interface InstantQuery {
  serviceId: string;
  zip: string;
  date: string | null;
  vehicle?: VehicleValues;
}
/** The windows shown for an InstantQuery (the server embeds them; the browser fetches new ones). */
export interface InstantState extends InstantQuery {
  from: string;
  to: string;
  slots: { outsideServiceArea: boolean; days: readonly SlotDay[] } | null;
  /** Why no windows could be shown (an unknown ZIP, an unknown service). */
  error?: string | null;
  /** The quote of the vehicle sent (#50), or why none could be given. */
  quote?: QuoteShape | null;
  quoteError?: string | null;
}

/** How many days the page offers from today. */
export const INSTANT_DAYS = 14;
/** The hidden field that tells the server's form handler the post is an instant booking. */
export const INSTANT_MODE_FIELD = 'mode';
/** The fields of the booking form in page order (field names = the REST body names). */
export const INSTANT_FIELDS = ['start', 'name', 'phone', 'email', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'address', 'notes'] as const;
/** The quote's choices the booking form carries besides the vehicle (#50). */
export const QUOTE_FIELDS = ['size', 'addOnIds', 'condition'] as const;
const idOf = (name: string) => (name === 'start' ? 'instant-start-0' : `instant-${name}`);

export type LoadSlots = (q: { serviceId: string; zip: string; from: string; to: string; vehicle?: VehicleValues }) => Promise<
  { ok: true; slots: NonNullable<InstantState['slots']> } | { ok: false; message: string }
>;
export type BookResult =
  | { ok: true; booking: { start: string; label: string; manageUrl: string; checkoutUrl?: string | null } }
  | { ok: false; conflict: boolean; message: string; fieldErrors?: readonly { field: string; message: string }[] };
export type BookInstantly = (input: Record<string, string>) => Promise<BookResult>;

/** The posted fields (REST body names) as bookInstantly's input. */
export function instantInput(values: Record<string, string>) {
  const year = (values.vehicleYear ?? '').trim();
  return {
    serviceId: values.serviceId ?? '',
    start: values.start ?? '',
    name: values.name ?? '',
    phone: values.phone ?? '',
    email: values.email || null,
    vehicleYear: year ? Number(year) : null,
    vehicleMake: values.vehicleMake ?? '',
    vehicleModel: values.vehicleModel ?? '',
    // The quote's choices (#50): add-ons travel as one comma-separated field.
    size: values.size || null,
    addOnIds: (values.addOnIds ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    condition: values.condition || null,
    address: values.address ?? '',
    zip: values.zip ?? '',
    notes: values.notes || null,
    smsConsent: smsConsentPosted(values[SMS_CONSENT_FIELD]),
    website: values.website || null,
  };
}

const dayFormat = (date: string, opts: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { ...opts, timeZone: 'UTC' });
export const longDay = (date: string) => dayFormat(date, { weekday: 'long', month: 'long', day: 'numeric' });
const shortDay = (date: string) => dayFormat(date, { weekday: 'short', month: 'short', day: 'numeric' });
export const arrivalLabel = (label: string) => `${label} arrival`;

const pageHref = (subdomain: string, q: InstantQuery) => {
  const params = new URLSearchParams({ serviceId: q.serviceId, zip: q.zip, ...(q.date ? { date: q.date } : {}) });
  // The vehicle and its choices (#50), so the day's windows fit the same quote.
  const v = q.vehicle;
  if (v && vehicleNamed(v)) {
    for (const k of ['vehicleYear', 'vehicleMake', 'vehicleModel', 'size', 'condition'] as const) if (v[k]) params.set(k, v[k]);
    for (const id of v.addOnIds) params.append('addOnIds', id);
  }
  return `/booking/${encodeURIComponent(subdomain)}?${params}#book`;
};

export function InstantBooking(props: {
  subdomain: string;
  services: readonly { id: string; name: string; price: string; deposit?: string | null; depositPercent?: number | null; addOns?: readonly { id: string; name: string; price: string; durationMinutes: number }[] | null }[];
  /** The condition levels a visitor may choose (#50). */
  conditionLevels?: readonly QuoteConditionLevel[];
  fetchQuote?: FetchQuote;
  /** The cancellation policy, and whether deposits are off while the business cannot take cards. */
  deposits?: { policy: string | null; paused: boolean };
  initial: InstantState | null;
  form?: BookingFormState | null;
  loadSlots?: LoadSlots;
  book?: BookInstantly;
  buttonStyle?: CSSProperties;
  /** The request form, offered outside the service area or when no time is free. */
  requestForm: ReactNode;
}) {
  const { subdomain, services, form, loadSlots, book } = props;
  const [state, setState] = useState<InstantState | null>(props.initial);
  const [date, setDate] = useState<string | null>(props.initial?.date ?? null);
  const [loading, setLoading] = useState(false);
  const [booked, setBooked] = useState<InstantConfirmation | null>(form?.booked ?? null);
  const [errors, setErrors] = useState<Record<string, string>>(form?.errors ?? {});
  const [notice, setNotice] = useState<string | null>(form?.notice ?? null);
  const [failures, setFailures] = useState(0);
  const [sending, setSending] = useState(false);
  const values = form?.values ?? {};
  const confirmationRef = useFocusOn<HTMLDivElement>(booked);
  const [serviceId, setServiceId] = useState(props.initial?.serviceId ?? '');
  const [vehicle, setVehicle] = useState<VehicleValues>(props.initial?.vehicle ?? EMPTY_VEHICLE);
  // The quote and the service it prices (the picker's and the Book button's deposit are of it, #50).
  const [priced, setPriced] = useState<{ serviceId: string; quote: QuoteShape | null }>({ serviceId: props.initial?.serviceId ?? '', quote: props.initial?.quote ?? null });
  const quoteOf = (id: string | undefined) => (id && priced.serviceId === id ? priced.quote : null);

  const show = async (serviceId: string, zip: string, keepDate: string | null = null) => {
    if (!loadSlots || !state) return false;
    setLoading(true);
    const withVehicle = vehicleNamed(vehicle) ? vehicle : undefined;
    const r = await loadSlots({ serviceId, zip, from: state.from, to: state.to, vehicle: withVehicle });
    setLoading(false);
    setState({ ...state, serviceId, zip, date: keepDate, vehicle: withVehicle, slots: r.ok ? r.slots : null, error: r.ok ? null : r.message });
    setDate(keepDate);
    return true;
  };

  const onShow = (e: FormEvent<HTMLFormElement>) => {
    if (!loadSlots) return;
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setNotice(null);
    setErrors({});
    void show(String(data.get('serviceId') ?? ''), String(data.get('zip') ?? '').trim());
  };

  // After each failed send in the browser: the first field at fault takes focus (else the summary does).
  useEffect(() => {
    if (!failures) return;
    const first = INSTANT_FIELDS.find((n) => errors[n]);
    if (first) document.getElementById(idOf(first))?.focus();
  }, [failures, errors]);

  const onBook = async (e: FormEvent<HTMLFormElement>) => {
    if (!book || !state) return;
    e.preventDefault();
    const data = Object.fromEntries([...new FormData(e.currentTarget)].map(([k, v]) => [k, String(v)]));
    const local: Record<string, string> = {};
    if (!data.start) local.start = 'Please choose an arrival window';
    if (data.vehicleYear?.trim() && !/^\d{4}$/.test(data.vehicleYear.trim())) local.vehicleYear = BOOKING_YEAR_INVALID;
    if (Object.keys(local).length) {
      setNotice(null);
      setErrors(local);
      setFailures((n) => n + 1);
      return;
    }
    setSending(true);
    const r = await book(data);
    // A deposit to pay: the window is held while the visitor pays it on Stripe's page.
    if (r.ok && r.booking.checkoutUrl) {
      window.location.assign(r.booking.checkoutUrl);
      return;
    }
    setSending(false);
    if (r.ok) {
      setBooked({ serviceId: state.serviceId, start: r.booking.start, label: r.booking.label, address: data.address ?? '', manageUrl: r.booking.manageUrl });
      return;
    }
    setNotice(r.message);
    setErrors(Object.fromEntries((r.fieldErrors ?? []).map((f) => [f.field, f.message])));
    // The window was taken meanwhile: fresh windows for the same day.
    if (r.conflict) await show(state.serviceId, state.zip, date);
    setFailures((n) => n + 1);
  };

  if (booked) {
    const service = services.find((s) => s.id === booked.serviceId);
    return (
      // Focused when it appears (and so scrolled into view): by the browser (autofocus) without
      // JavaScript, by useFocusOn with it (React's autoFocus only focuses form controls).
      // biome-ignore lint/a11y/noAutofocus: the visitor must see that the booking is made
      <div ref={confirmationRef} className="space-y-3 text-center focus:outline-none" role="status" tabIndex={-1} autoFocus data-testid="booking-confirmation">
        <CalendarCheck className="mx-auto size-10 text-green-600" aria-hidden />
        <h2 className="text-2xl font-bold">You're booked!</h2>
        <dl className="mx-auto max-w-sm space-y-1 text-left text-slate-700">
          <div className="flex gap-2">
            <dt className="w-20 shrink-0 font-medium">Service</dt>
            <dd>{service?.name ?? ''}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-20 shrink-0 font-medium">When</dt>
            <dd>
              {longDay(booked.start.slice(0, 10))}, {arrivalLabel(booked.label)}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-20 shrink-0 font-medium">Address</dt>
            <dd>{booked.address}</dd>
          </div>
        </dl>
        <p className="text-sm text-slate-600">
          To see, move or cancel it, keep this link:{' '}
          <a href={booked.manageUrl} className="break-all font-semibold underline">
            {booked.manageUrl}
          </a>
        </p>
      </div>
    );
  }

  const select = 'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900';
  const days = (state?.slots?.days ?? []).filter((d) => d.windows.length > 0);
  const day = days.find((d) => d.date === date) ?? days[0];
  const summary = summaryErrors(INSTANT_FIELDS, (n) => errors[n], idOf);
  // Server-rendered after a failed post: the first field at fault (else the summary) takes focus on load.
  const serverFirst = failures === 0 && form ? INSTANT_FIELDS.find((n) => form.errors[n]) : undefined;
  const autoFocusOf = (name: string) => (name === serverFirst ? { autoFocus: true } : {});
  const err = (name: string) => errors[name];
  const chosen = services.find((s) => s.id === state?.serviceId);
  const deposit = chosen ? depositOf(chosen, quoteOf(chosen.id)) : null;

  return (
    <div className="space-y-6 text-left">
      <div>
        <h2 className="text-2xl font-bold">Book a time</h2>
        <p className="mt-1 text-sm text-slate-600">Choose a service and tell us where the car will be to see the free arrival times.</p>
      </div>
      <form method="get" action={`/booking/${encodeURIComponent(subdomain)}#book`} onSubmit={onShow} className="space-y-4" aria-label="Find a time">
        <label className="block space-y-1.5">
          <span className="block text-sm font-medium text-slate-700">Service</span>
          <select name="serviceId" className={select} value={serviceId} onChange={(e) => setServiceId(e.target.value)} required>
            <option value="">Choose a service</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} — ${s.price}
                {depositLabel(depositOf(s, quoteOf(s.id)))}
              </option>
            ))}
          </select>
        </label>
        <VehicleQuote
          serviceId={serviceId}
          services={services}
          conditionLevels={props.conditionLevels ?? []}
          initial={props.initial?.vehicle ?? EMPTY_VEHICLE}
          quote={props.initial?.quote ?? null}
          error={props.initial?.quoteError ?? null}
          fetchQuote={props.fetchQuote}
          onChange={setVehicle}
          onQuote={(quote, id) => setPriced({ serviceId: id, quote })}
        />
        <Field
          id="instant-zip"
          label="ZIP code of the address"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          defaultValue={state?.zip ?? ''}
          error={state?.error ?? undefined}
          required
        />
        <Button type="submit" variant="secondary" className="w-full" disabled={loading}>
          {loading ? 'Looking...' : 'Show free times'}
        </Button>
      </form>

      {state?.slots?.outsideServiceArea ? (
        <div className="space-y-6">
          <p className="rounded-lg border border-yellow-200 bg-yellow-50 px-4 py-3 text-sm text-yellow-800" role="status">
            {OUTSIDE_SERVICE_AREA}
          </p>
          {props.requestForm}
        </div>
      ) : state?.slots && !day ? (
        <div className="space-y-6">
          <p className="rounded-lg border border-yellow-200 bg-yellow-50 px-4 py-3 text-sm text-yellow-800" role="status">
            No free times in the next {INSTANT_DAYS} days. Please send a request instead.
          </p>
          {props.requestForm}
        </div>
      ) : state?.slots && day ? (
        // No #fragment: a page loaded at a fragment skips autofocus, which moves the visitor to the answer.
        <form method="post" action={`/booking/${encodeURIComponent(subdomain)}`} onSubmit={onBook} noValidate className="space-y-4">
          <ErrorSummary errors={summary} notice={notice} focusKey={failures} autoFocus={!!form?.notice && !serverFirst && failures === 0} />
          <nav aria-label="Days with free times">
            <ul className="flex gap-2 overflow-x-auto pb-1">
              {days.map((d) => (
                <li key={d.date} className="shrink-0">
                  <a
                    href={pageHref(subdomain, { serviceId: state.serviceId, zip: state.zip, date: d.date, vehicle: state.vehicle })}
                    aria-current={d.date === day.date ? 'date' : undefined}
                    onClick={(e) => {
                      if (!loadSlots) return;
                      e.preventDefault();
                      setDate(d.date);
                    }}
                    className={`inline-flex h-11 items-center rounded-lg border px-3 text-sm font-medium ${
                      d.date === day.date ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 text-slate-800'
                    }`}
                  >
                    {shortDay(d.date)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <input type="hidden" name={INSTANT_MODE_FIELD} value="instant" />
          <input type="hidden" name="serviceId" value={state.serviceId} />
          <input type="hidden" name="zip" value={state.zip} />
          <input type="hidden" name="date" value={day.date} />
          <fieldset className="space-y-2" aria-describedby={err('start') ? 'instant-start-error' : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-700">Arrival window on {longDay(day.date)}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {day.windows.map((w, i) => (
                <label key={w.start} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-slate-900 has-[:checked]:bg-slate-100">
                  <input
                    type="radio"
                    name="start"
                    value={w.start}
                    id={`instant-start-${i}`}
                    defaultChecked={values.start === w.start}
                    {...(i === 0 ? autoFocusOf('start') : {})}
                  />
                  {arrivalLabel(w.label)}
                </label>
              ))}
            </div>
            {err('start') && (
              <p id="instant-start-error" className="text-sm text-red-600">
                {err('start')}
              </p>
            )}
          </fieldset>
          <Field id={idOf('name')} label="Your name" name="name" autoComplete="name" maxLength={100} defaultValue={values.name} error={err('name')} {...autoFocusOf('name')} />
          <Field id={idOf('phone')} label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={30} defaultValue={values.phone} error={err('phone')} {...autoFocusOf('phone')} />
          <Field id={idOf('email')} label="Email (optional)" name="email" type="email" autoComplete="email" maxLength={254} defaultValue={values.email} error={err('email')} {...autoFocusOf('email')} />
          {state.vehicle && vehicleNamed(state.vehicle) ? (
            // The vehicle and its choices as the quote had them (#50).
            <>
              <input type="hidden" name="vehicleYear" value={state.vehicle.vehicleYear} />
              <input type="hidden" name="vehicleMake" value={state.vehicle.vehicleMake} />
              <input type="hidden" name="vehicleModel" value={state.vehicle.vehicleModel} />
              <input type="hidden" name="size" value={state.vehicle.size} />
              <input type="hidden" name="addOnIds" value={state.vehicle.addOnIds.join(',')} />
              <input type="hidden" name="condition" value={state.vehicle.condition} />
            </>
          ) : (
          <div className="grid grid-cols-3 gap-3">
            <Field id={idOf('vehicleYear')} label="Year" name="vehicleYear" inputMode="numeric" maxLength={4} defaultValue={values.vehicleYear} error={err('vehicleYear')} {...autoFocusOf('vehicleYear')} />
            <Field id={idOf('vehicleMake')} label="Make" name="vehicleMake" maxLength={50} defaultValue={values.vehicleMake} error={err('vehicleMake')} {...autoFocusOf('vehicleMake')} />
            <Field id={idOf('vehicleModel')} label="Model" name="vehicleModel" maxLength={50} defaultValue={values.vehicleModel} error={err('vehicleModel')} {...autoFocusOf('vehicleModel')} />
          </div>
          )}
          <Field id={idOf('address')} label="Address where the car will be" name="address" autoComplete="street-address" maxLength={200} defaultValue={values.address} error={err('address')} {...autoFocusOf('address')} />
          <Textarea id={idOf('notes')} label="Notes (optional)" name="notes" maxLength={1000} defaultValue={values.notes} aria-describedby={err('notes') ? 'instant-notes-error' : undefined} {...autoFocusOf('notes')} />
          {err('notes') && (
            <p id="instant-notes-error" className="text-sm text-red-600">
              {err('notes')}
            </p>
          )}
          <SmsConsent id="instant-smsConsent" name={SMS_CONSENT_FIELD} defaultChecked={smsConsentPosted(values[SMS_CONSENT_FIELD])} />
          {/* For robots only: people never see or fill it. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <DepositTerms deposit={deposit} policy={props.deposits?.policy ?? null} paused={props.deposits?.paused === true} />
          <Button type="submit" size="lg" className="w-full hover:opacity-90" style={props.buttonStyle} disabled={sending}>
            {sending ? 'Booking...' : deposit ? `Pay $${deposit} deposit and book` : 'Book this time'}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

/**
 * The deposit a service asks: a percentage deposit is of the quote's total once there is one (the light
 * estimate without a condition), as the server asks it (#50); else the service's own.
 */
export function depositOf(service: { deposit?: string | null; depositPercent?: number | null }, quote: QuoteShape | null): string | null {
  if (!quote || !service.depositPercent) return service.deposit ?? null;
  const quoted = depositCentsOf('percent', service.depositPercent * 100, cents(quote.total ?? quote.low));
  return quoted >= MIN_DEPOSIT_CENTS ? formatCents(quoted) : null;
}
/** The service picker's " (deposit $59.75)", one string (an <option> holds text only). */
const depositLabel = (deposit: string | null) => (deposit ? ` (deposit $${deposit})` : '');

/** Above the Book button: the deposit asked and the cancellation policy, or that no deposit is needed now. */
function DepositTerms({ deposit, policy, paused }: { deposit: string | null; policy: string | null; paused: boolean }) {
  if (deposit)
    return (
      <div className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="deposit-terms">
        <p>{depositNotice(deposit, HOLD_MINUTES)}</p>
        {policy && <p>{policy}</p>}
      </div>
    );
  if (paused) return <p className="text-sm text-slate-600">{NO_DEPOSIT_NOW}</p>;
  return null;
}
