// "Request a booking": one form for both worlds. Server-rendered it is a real <form method="post">
// (field names = the REST body names) that works without JavaScript; in the browser the same form
// is checked with the shared zod rules and sent without leaving the page.
import { zodResolver } from '@hookform/resolvers/zod';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import {
  BOOKING_NOT_CONFIRMED,
  type BookingRequestInput,
  bookingDateRange,
  bookingRequestSchema,
  bookingSentMessage,
  HONEYPOT_FIELD,
  PREFERRED_TIME_LABELS,
  SMS_CONSENT_FIELD,
  smsConsentPosted,
  PREFERRED_TIMES,
  SOMETHING_ELSE,
} from '../../../../common/booking';
import { type ClosedDays, closedDateMessage, closedHint } from '../../../../common/closed-days';
import { setFieldErrors } from '../../../relay/formErrors';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Textarea } from '../../../ui/Textarea';
import { ErrorSummary, type SummaryError, useFocusOn } from './ErrorSummary';
import { SmsConsent } from './SmsConsent';
import { EMPTY_VEHICLE, type FetchQuote, type QuoteConditionLevel, type QuoteService, type QuoteShape, type VehicleValues, VehicleQuote } from './VehicleQuote';

/** What the server knows after a post without JavaScript. */
export interface BookingFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: string;
  sent?: { businessName: string };
  /** An instant booking made without JavaScript. */
  booked?: InstantConfirmation;
  /** "Show the price" was pressed without JavaScript (#50): the form comes back with the quote, nothing sent. */
  quoteAsked?: boolean;
  /** The quote of the service and vehicle sent back (#50), or why none could be given. */
  quote?: QuoteShape | null;
  quoteError?: string | null;
}

/** The button that asks the server for the quote without sending the request (no JavaScript), and its value. */
export const QUOTE_INTENT_FIELD = 'intent';
export const QUOTE_INTENT = 'quote';

/** What the visitor sees after booking a window. */
export interface InstantConfirmation {
  serviceId: string;
  /** The window's start, ISO 8601 with the business offset (its date is the local date). */
  start: string;
  label: string;
  address: string;
  manageUrl: string;
}

/** The fields of the request form in page order (the error summary lists them so, the first is focused). */
const FIELD_ORDER = ['name', 'phone', 'email', 'serviceName', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'preferredDate', 'preferredTime', 'address', 'notes'] as const;
const idOf = (name: string) => `request-${name}`;

/** The errors as the summary lists them, in `order`, each linking to `idOf(field)`. */
export function summaryErrors(order: readonly string[], errorOf: (name: string) => string | undefined, id: (name: string) => string): SummaryError[] {
  return order.flatMap((name) => {
    const message = errorOf(name);
    return message ? [{ id: id(name), message }] : [];
  });
}

export type BookingSubmitResult =
  | { ok: true; businessName: string }
  | { ok: false; message: string; fieldErrors?: readonly { field: string; message: string }[] };

/** Sends the request (GraphQL in the browser); absent on the server. */
export type BookingSubmit = (
  values: BookingRequestInput & { website: string; smsConsent: boolean; size?: string; addOnIds?: string[]; condition?: string },
) => Promise<BookingSubmitResult>;

type Values = Record<keyof BookingRequestInput | typeof HONEYPOT_FIELD, string> & { [SMS_CONSENT_FIELD]: boolean };

const blank: Values = {
  name: '',
  phone: '',
  email: '',
  serviceName: '',
  vehicleYear: '',
  vehicleMake: '',
  vehicleModel: '',
  preferredDate: '',
  preferredTime: 'any',
  address: '',
  notes: '',
  website: '',
  smsConsent: false,
};

/** The shared rules, then the business's closed days on a date they found valid (the server's rule, in its words). */
function withClosedDays(resolver: Resolver<Values>, closed: ClosedDays): Resolver<Values> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const message = result.errors.preferredDate ? null : closedDateMessage(closed, values.preferredDate);
    if (!message) return result;
    return { values: {}, errors: { ...result.errors, preferredDate: { type: 'closed', message } } };
  };
}

export function BookingRequestForm(props: {
  subdomain: string;
  businessName: string;
  services: readonly { name: string; price: string }[];
  /** The closed weekdays and days off: a date on one is refused as the server would. */
  closed: ClosedDays;
  initial?: BookingFormState | null;
  submit?: BookingSubmit;
  /** The send button in the page's brand colours. */
  buttonStyle?: CSSProperties;
  /** The visitor's quote (#50): the services' add-ons, the condition levels, and the quote query in the browser. */
  quote?: { services: readonly (QuoteService & { name: string })[]; conditionLevels: readonly QuoteConditionLevel[]; fetchQuote?: FetchQuote };
}) {
  const { initial, submit } = props;
  // The quote's choices (size, add-ons, condition) beside the form's own fields; posted as named inputs too.
  const choices = useRef<VehicleValues>(EMPTY_VEHICLE);
  const [sent, setSent] = useState(initial?.sent?.businessName ?? null);
  const [notice, setNotice] = useState(initial?.notice ?? null);
  const sentRef = useFocusOn<HTMLDivElement>(sent);
  /** Bumped after each failed send: the summary (or the first field at fault) takes focus. */
  const [failures, setFailures] = useState(0);
  // The consent box comes back from a post without JavaScript as "on" when it was ticked.
  const posted = { ...initial?.values, [SMS_CONSENT_FIELD]: smsConsentPosted(initial?.values[SMS_CONSENT_FIELD]) };
  const form = useForm<Values>({
    defaultValues: { ...blank, ...posted } as Values,
    resolver: withClosedDays(zodResolver(bookingRequestSchema.passthrough()) as unknown as Resolver<Values>, props.closed),
  });
  const { errors, isSubmitting } = form.formState;
  // defaultValue too, so the server-rendered HTML (no JavaScript) shows what was typed.
  const defaults = { ...blank, ...posted } as Values;
  const field = (name: Exclude<keyof Values, typeof SMS_CONSENT_FIELD>) => ({ ...form.register(name), defaultValue: defaults[name] });
  const errorOf = (name: keyof Values) => errors[name]?.message ?? (form.formState.isSubmitted ? undefined : initial?.errors[name]);
  const range = bookingDateRange();
  const summary = summaryErrors(FIELD_ORDER, (n) => errorOf(n as keyof Values), idOf);
  // Server-rendered after a failed post: the browser focuses the first field at fault on load.
  const firstServerError = form.formState.isSubmitted ? undefined : FIELD_ORDER.find((n) => initial?.errors[n]);
  const autoFocusOf = (name: keyof Values) => (name === firstServerError ? { autoFocus: true } : {});

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!submit) return;
      setNotice(null);
      const { size, addOnIds, condition } = choices.current;
      const result = await submit({ ...(values as unknown as BookingRequestInput & { website: string; smsConsent: boolean }), size, addOnIds: [...addOnIds], condition });
      if (result.ok) {
        setSent(result.businessName);
        return;
      }
      setNotice(result.message);
      const placed = setFieldErrors(form, result.fieldErrors ?? [], { fields: (f) => (f in blank ? (f as keyof Values) : null), focus: false });
      // The first at fault in the form's order, not the server's.
      const first = FIELD_ORDER.find((n) => placed.includes(n));
      if (first) form.setFocus(first);
      else setFailures((n) => n + 1);
    },
    // react-hook-form focuses the first field at fault itself.
    () => setNotice(null),
  );

  if (sent) {
    return (
      // Focused when it appears (and so scrolled into view): the form it replaces was much taller. By the
      // browser (autofocus) without JavaScript, by useFocusOn with it (React's autoFocus only focuses controls).
      // biome-ignore lint/a11y/noAutofocus: the visitor must see that the request went out
      <div ref={sentRef} className="space-y-2 text-center focus:outline-none" role="status" tabIndex={-1} autoFocus data-testid="booking-confirmation">
        <CalendarCheck className="mx-auto size-10 text-green-600" aria-hidden />
        <h2 className="text-2xl font-bold">{bookingSentMessage(sent)}</h2>
        <p className="text-slate-600">{BOOKING_NOT_CONFIRMED} We'll reach out by phone or text to set the time.</p>
      </div>
    );
  }

  const select = 'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900';
  return (
    <form method="post" action={`/booking/${encodeURIComponent(props.subdomain)}`} onSubmit={(e) => {
        // "Show the price" is for the server (no JavaScript); in the browser the quote is already live.
        if ((e.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === QUOTE_INTENT_FIELD) return e.preventDefault();
        return onSubmit(e);
      }} noValidate className="space-y-4 text-left">
      <div>
        <h2 className="text-2xl font-bold">Request a booking</h2>
        <p className="mt-1 text-sm text-slate-600">{BOOKING_NOT_CONFIRMED} We'll contact you to confirm the time.</p>
      </div>
      <ErrorSummary errors={summary} notice={notice} focusKey={failures} autoFocus={!!initial?.notice && !firstServerError && !form.formState.isSubmitted} />
      <Field id={idOf('name')} label="Your name" autoComplete="name" maxLength={100} error={errorOf('name')} {...autoFocusOf('name')} {...field('name')} />
      <Field id={idOf('phone')} label="Phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={30} error={errorOf('phone')} {...autoFocusOf('phone')} {...field('phone')} />
      <Field id={idOf('email')} label="Email (optional)" type="email" autoComplete="email" maxLength={254} error={errorOf('email')} {...autoFocusOf('email')} {...field('email')} />
      <Choice label="Service" error={errorOf('serviceName')} errorId="request-serviceName-error">
        <select
          id={idOf('serviceName')}
          className={select}
          aria-label="Service"
          aria-invalid={errorOf('serviceName') ? true : undefined}
          aria-describedby={errorOf('serviceName') ? 'request-serviceName-error' : undefined}
          {...autoFocusOf('serviceName')}
          {...field('serviceName')}
        >
          <option value="">Choose a service</option>
          {props.services.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name} — ${s.price}
            </option>
          ))}
          <option value={SOMETHING_ELSE}>{SOMETHING_ELSE}</option>
        </select>
      </Choice>
      <div className="grid grid-cols-3 gap-3">
        <Field id={idOf('vehicleYear')} label="Year" inputMode="numeric" maxLength={4} error={errorOf('vehicleYear')} {...autoFocusOf('vehicleYear')} {...field('vehicleYear')} />
        <Field id={idOf('vehicleMake')} label="Make" maxLength={50} error={errorOf('vehicleMake')} {...autoFocusOf('vehicleMake')} {...field('vehicleMake')} />
        <Field id={idOf('vehicleModel')} label="Model" maxLength={50} error={errorOf('vehicleModel')} {...autoFocusOf('vehicleModel')} {...field('vehicleModel')} />
      </div>
      {props.quote && (
        <RequestQuote form={form} quote={props.quote} posted={initial ?? null} onChange={(v) => { choices.current = v; }} />
      )}
      <Field id={idOf('preferredDate')} label="Preferred date" type="date" min={range.min} max={range.max} hint={closedHint(props.closed)} error={errorOf('preferredDate')} {...autoFocusOf('preferredDate')} {...field('preferredDate')} />
      <Choice label="Preferred time" error={errorOf('preferredTime')} errorId="request-preferredTime-error">
        <select
          id={idOf('preferredTime')}
          className={select}
          aria-label="Preferred time"
          aria-invalid={errorOf('preferredTime') ? true : undefined}
          aria-describedby={errorOf('preferredTime') ? 'request-preferredTime-error' : undefined}
          {...autoFocusOf('preferredTime')}
          {...field('preferredTime')}
        >
          {PREFERRED_TIMES.map((t) => (
            <option key={t} value={t}>
              {PREFERRED_TIME_LABELS[t]}
            </option>
          ))}
        </select>
      </Choice>
      <Field id={idOf('address')} label="Address where the car will be" autoComplete="street-address" maxLength={300} error={errorOf('address')} {...autoFocusOf('address')} {...field('address')} />
      <Textarea id={idOf('notes')} label="Notes (optional)" maxLength={1000} aria-describedby={errorOf('notes') ? 'request-notes-error' : undefined} {...autoFocusOf('notes')} {...field('notes')} />
      {errorOf('notes') && (
        <p id="request-notes-error" className="text-sm text-red-600">
          {errorOf('notes')}
        </p>
      )}
      <SmsConsent id={idOf(SMS_CONSENT_FIELD)} defaultChecked={defaults.smsConsent} {...form.register(SMS_CONSENT_FIELD)} />
      {/* For robots only: people never see or fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...field(HONEYPOT_FIELD)} />
        </label>
      </div>
      <Button type="submit" size="lg" className="w-full hover:opacity-90" style={props.buttonStyle} disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send request'}
      </Button>
    </form>
  );
}

/** The quote under the request form's vehicle fields (#50): follows the service and the vehicle typed. */
function RequestQuote({
  form,
  quote,
  posted,
  onChange,
}: {
  form: UseFormReturn<Values>;
  quote: NonNullable<Parameters<typeof BookingRequestForm>[0]['quote']>;
  posted: BookingFormState | null;
  onChange: (v: VehicleValues) => void;
}) {
  // Without JavaScript the server prices what was sent ("Show the price"); in the browser the quote follows the typing.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const live = hydrated && !!quote.fetchQuote;
  const [serviceName, vehicleYear, vehicleMake, vehicleModel] = form.watch(['serviceName', 'vehicleYear', 'vehicleMake', 'vehicleModel']);
  const serviceId = quote.services.find((s) => s.name === serviceName)?.id ?? '';
  const values = posted?.values ?? {};
  const initial: VehicleValues = {
    ...EMPTY_VEHICLE,
    size: values.size ?? '',
    condition: values.condition ?? '',
    addOnIds: (values.addOnIds ?? '').split(',').filter(Boolean),
  };
  return (
    <>
      <VehicleQuote
        serviceId={serviceId}
        services={quote.services}
        conditionLevels={quote.conditionLevels}
        initial={initial}
        quote={posted?.quote ?? null}
        error={posted?.quoteError ?? null}
        fetchQuote={quote.fetchQuote}
        onChange={onChange}
        vehicle={{ vehicleYear: String(vehicleYear ?? ''), vehicleMake: String(vehicleMake ?? ''), vehicleModel: String(vehicleModel ?? '') }}
      />
      {live ? null : (
        // Sends the form back to the server, which prices it and sends nothing (no JavaScript).
        <Button type="submit" name={QUOTE_INTENT_FIELD} value={QUOTE_INTENT} variant="secondary" className="w-full" data-testid="show-price">
          Show the price
        </Button>
      )}
    </>
  );
}

/** A labelled select; its error has `errorId`, which the select names in aria-describedby. */
function Choice({ label, error, errorId, children }: { label: string; error?: string; errorId: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children` (a select), wrapped by the label
    <label className="block space-y-1.5">
      <span className="block text-sm font-medium text-slate-700">{label}</span>
      {children}
      {error && (
        <span id={errorId} className="block text-sm text-red-600" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

