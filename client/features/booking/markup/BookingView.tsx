// The public booking page's markup, rendered by the server and hydrated in the browser. This folder is
// plain React: biome.json refuses Relay and CSS imports here, so the server can render it as is.
import Car from 'lucide-react/icons/car';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import MessageSquare from 'lucide-react/icons/message-square';
import Phone from 'lucide-react/icons/phone';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import { brandPalette, INK_LIGHT } from '../../../../common/brand';
import { notTakingBookings } from '../../../../common/booking';
import { radiusLabel, stateName } from '../../../../common/business';
import type { BookingPageQuery$data } from '../__generated__/BookingPageQuery.graphql';
import type { Weekday } from '../../../../common/availability';
import { type ClosedDays, daysOffLines } from '../../../../common/closed-days';
import { type BookingFormState, BookingRequestForm, type BookingSubmit } from './BookingRequestForm';
import { type BookInstantly, InstantBooking, type InstantState, type LoadSlots } from './InstantBooking';
import type { FetchQuote } from './VehicleQuote';

/** The business as BookingPageQuery selects it: the page's one data shape. */
export type BookingBusiness = NonNullable<BookingPageQuery$data['publicBusiness']>;

export const PLACEHOLDER_PHONE = '(555) 123-4567';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const smsHref = (phone: string, businessName: string) =>
  `sms:${phone.replace(/[^\d+]/g, '')}?&body=${encodeURIComponent(`Hi ${businessName}! I'd like to book a detailing service.`)}`;

export function BookingView({
  business,
  subdomain,
  form,
  submit,
  instant,
  loadSlots,
  book,
  fetchQuote,
}: {
  business: BookingBusiness;
  subdomain: string;
  form?: BookingFormState | null;
  submit?: BookingSubmit;
  /** Instant mode: the windows shown (the server's, then the browser's). */
  instant?: InstantState | null;
  loadSlots?: LoadSlots;
  book?: BookInstantly;
  fetchQuote?: FetchQuote;
}) {
  const phone = business.phone || PLACEHOLDER_PHONE;
  const sms = smsHref(phone, business.businessName);
  // The owner's colour behind the hero and on buttons (with white or dark text, whichever reads), and
  // a readable shade of it for text on white.
  const { brand, onBrand, ink } = brandPalette(business.brandColor);
  const closed: ClosedDays = { closedWeekdays: business.closedWeekdays as Weekday[], daysOff: business.daysOff, openDays: business.openDays };
  const daysOff = daysOffLines(closed);
  const onBrandStyle = { backgroundColor: brand, color: onBrand };
  const inkStyle = { color: ink };
  const requestPosted = !!form && !form.booked && form.values.start === undefined;
  // In instant mode a posted request (outside the area, no free time) comes back with its own state.
  const requestForm = (
    <BookingRequestForm
      subdomain={subdomain}
      businessName={business.businessName}
      services={business.services}
      closed={closed}
      initial={requestPosted ? form : null}
      submit={submit}
      buttonStyle={onBrandStyle}
      quote={{ services: business.services, conditionLevels: business.conditionLevels, fetchQuote }}
    />
  );
  return (
    <div className="min-h-dvh bg-white text-slate-900">
      <header data-testid="booking-hero" className="px-4 pb-12 pt-14 text-center" style={onBrandStyle}>
        {business.logoUrl ? (
          <img src={business.logoUrl} alt={`${business.businessName} logo`} className="mx-auto mb-4 h-20 w-auto max-w-[14rem] rounded-xl bg-white object-contain p-2" />
        ) : (
          <Car className="mx-auto mb-3 size-10 opacity-90" aria-hidden />
        )}
        <h1 className="text-3xl font-bold sm:text-4xl">{business.businessName}</h1>
        <p className="mt-2 text-lg opacity-90">Professional Mobile Car Detailing</p>
        <p className={`mt-4 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium ${onBrand === INK_LIGHT ? 'bg-white/15' : 'bg-black/10'}`}>
          <Star className="size-4" aria-hidden /> 100% Satisfaction
        </p>
      </header>

      <main className="mx-auto max-w-3xl space-y-10 px-4 py-10">
        <section className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center">
          <h2 className="text-2xl font-bold">Ready to Book?</h2>
          <p className="mt-1 text-slate-600">Send us a text and we'll get you on the schedule.</p>
          <a href={sms} className="mt-4 inline-flex h-12 items-center gap-2 rounded-lg px-6 font-semibold hover:opacity-90" style={onBrandStyle}>
            <MessageSquare className="size-5" aria-hidden /> Text to Book Service
          </a>
          <p className="mt-3 text-sm text-slate-700">
            Or call{' '}
            <a href={telHref(phone)} className="font-semibold underline" style={inkStyle}>
              {phone}
            </a>
          </p>
        </section>

        {business.bookingMode === 'instant' ? (
          <section id="book" className="scroll-mt-4 rounded-2xl border border-slate-200 p-5 shadow-sm">
            <InstantBooking
              subdomain={subdomain}
              services={business.services}
              conditionLevels={business.conditionLevels}
              fetchQuote={fetchQuote}
              deposits={{ policy: business.cancellationPolicy ?? null, paused: business.depositsPaused === true }}
              initial={instant ?? null}
              form={requestPosted ? null : form}
              loadSlots={loadSlots}
              book={book}
              buttonStyle={onBrandStyle}
              requestForm={requestPosted ? null : requestForm}
            />
          </section>
        ) : null}
        {business.bookingMode === 'instant' && !requestPosted ? null : (
          <section id="request" className="rounded-2xl border border-slate-200 p-5 shadow-sm">
            {requestForm}
          </section>
        )}

        <section>
          <h2 className="mb-4 text-2xl font-bold">Our Services</h2>
          <ul className="space-y-3">
            {business.services.map((s) => (
              <li key={s.name} className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
                <div>
                  <h3 className="font-semibold">{s.name}</h3>
                  {s.description && <p className="mt-1 text-sm text-slate-600">{s.description}</p>}
                </div>
                <div className="shrink-0 text-right">
                  <p className="text-xs uppercase tracking-wide text-slate-500">Starting price</p>
                  <p className="text-xl font-bold" style={inkStyle}>${s.price}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">All services include free travel within service area</p>
        </section>

        <section>
          <h2 className="mb-4 text-2xl font-bold">About Us</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-3 rounded-xl border border-slate-200 p-4 text-sm">
              <p className="flex items-center gap-2">
                <MapPin className="size-4" style={inkStyle} aria-hidden />
                {business.city}, {stateName(business.state)}
                {business.zipCode ? ` ${business.zipCode}` : ''}
              </p>
              <div className="flex items-start gap-2">
                <Clock className="mt-0.5 size-4 shrink-0" style={inkStyle} aria-hidden />
                <div>
                  <ul aria-label="Hours" data-testid="booking-hours">
                    {business.hours.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  {daysOff.length > 0 && (
                    <>
                      <p className="mt-2 font-medium">Days off</p>
                      <ul aria-label="Days off" data-testid="booking-days-off">
                        {daysOff.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </>
                  )}
                </div>
              </div>
            </div>
            <div className="rounded-xl border border-slate-200 p-4 text-sm">
              <p className="font-semibold">Service Area</p>
              <p className="text-slate-600">
                We come to you within {radiusLabel(business.serviceRadius)} miles of {business.city}.
              </p>
              <div aria-hidden className="relative mt-3 h-28 overflow-hidden rounded-lg bg-[repeating-linear-gradient(45deg,#e0e7ff_0,#e0e7ff_10px,#eef2ff_10px,#eef2ff_20px)]">
                <div
                  className="absolute left-1/2 top-1/2 size-20 -translate-x-1/2 -translate-y-1/2 rounded-full border-2"
                  style={{ borderColor: brand, backgroundColor: `${brand}1a` }}
                />
                <MapPin className="absolute left-1/2 top-1/2 size-6 -translate-x-1/2 -translate-y-full" style={inkStyle} />
              </div>
            </div>
          </div>
        </section>

        <section>
          <h2 className="mb-4 text-2xl font-bold">Why Choose Us?</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl border border-slate-200 p-4">
              <Sparkles className="mb-2 size-6" style={inkStyle} aria-hidden />
              <h3 className="font-semibold">Premium Service</h3>
              <p className="text-sm text-slate-600">Professional products and careful hands on every vehicle, at your home or office.</p>
            </div>
            <div className="rounded-xl border border-slate-200 p-4">
              <ShieldCheck className="mb-2 size-6" style={inkStyle} aria-hidden />
              <h3 className="font-semibold">Satisfaction Guaranteed</h3>
              <p className="text-sm text-slate-600">Not happy with a detail? Tell us and we'll make it right.</p>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 px-4 py-8 text-center text-sm text-slate-600">
        <a href={sms} className="inline-flex items-center gap-1 font-semibold underline" style={inkStyle}>
          <Phone className="size-4" aria-hidden /> Book Your Detail Today
        </a>
        <p className="mt-4 flex items-center justify-center gap-2 text-xs text-slate-500">
          <span aria-hidden className="inline-flex size-5 items-center justify-center rounded bg-brand-700 text-[10px] font-bold text-white">
            DL
          </span>
          Powered by Detailer's Launchpad
        </p>
      </footer>
    </div>
  );
}

/** A closed account's booking page: no form, the business's phone instead. */
export function BookingClosed({ businessName, phone }: { businessName: string; phone: string | null }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center" data-testid="booking-closed">
      <Car className="size-10 text-slate-400" aria-hidden />
      <h1 className="text-2xl font-bold">{businessName}</h1>
      <p className="text-slate-700">{notTakingBookings(businessName, null)}</p>
      {phone && (
        <a href={telHref(phone)} className="text-lg font-semibold text-blue-800 underline">
          Call {phone}
        </a>
      )}
    </main>
  );
}

export function BookingNotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <Car className="size-10 text-slate-400" aria-hidden />
      <h1 className="text-2xl font-bold">Business Not Found</h1>
      <p className="text-slate-600">The business you're looking for doesn't exist or is no longer available.</p>
    </main>
  );
}
