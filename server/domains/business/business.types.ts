// Business and Service nodes (owner or admin), and the public view of a business for its booking page.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { ownedByCaller } from '../../graphql/context.js';
import { UserRef } from '../../graphql/user.js';
import { weekHoursLines } from '../../../common/availability.js';
import { weeklyHoursOf } from '../../../common/job-hours.js';
import type { ClosedDays } from '../../../common/closed-days.js';
import { logoUrl } from './business.brand.js';
import { businessZone } from '../../kernel/zips.js';

/** How the booking page takes bookings: requests the owner accepts, or instant free arrival windows (Settings → Availability). */
export const BookingMode = builder.enumType('BookingMode', { values: ['request', 'instant'] as const });

/** Node lookups by global id only find the caller's own records (admins find all). */
const ownedBy = ownedByCaller;

export const ServiceRef = builder.prismaNode('Service', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, business: ownedBy(ctx) }),
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    price: t.string({ description: 'Decimal with 2 places, e.g. "150.00"', resolve: (s) => s.price.toFixed(2) }),
    durationMinutes: t.exposeInt('durationMinutes', { nullable: true, description: 'How long the service takes; jobs of it last this long' }),
    rebookIntervalDays: t.exposeInt('rebookIntervalDays', { nullable: true, description: 'Days after a job of this service when the customer is due again (the rebooking nudge)' }),
    displayOrder: t.exposeInt('displayOrder'),
  }),
});

export const BusinessRef = builder.prismaNode('Business', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ...ownedBy(ctx) }),
  authScopes: (business, ctx) => ctx.user?.id === business.ownerId || !!ctx.user?.isAdmin,
  fields: (t) => ({
    businessName: t.exposeString('businessName'),
    subdomain: t.exposeString('subdomain'),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    zipCode: t.exposeString('zipCode'),
    timeZone: t.string({ description: "The business's IANA time zone: its calendar days and wall-clock times (Availability.timeZone)", resolve: businessZone }),
    serviceRadius: t.exposeInt('serviceRadius'),
    bookingMode: t.field({ type: BookingMode, description: 'instant: the page offers free arrival windows (bookingSlots, bookInstantly)', resolve: (b) => b.bookingMode }),
    hoursWeekday: t.exposeString('hoursWeekday'),
    hoursWeekend: t.exposeString('hoursWeekend'),
    phoneAvailability: t.exposeString('phoneAvailability', { nullable: true }),
    bookingPath: t.string({ resolve: (b) => `/booking/${b.subdomain}` }),
    subdomainChangeable: t.boolean({
      description: 'Whether the owner may still change the booking address (once per business)',
      resolve: (b) => b.subdomainChangedAt === null,
    }),
    brandColor: t.exposeString('brandColor', { nullable: true, description: "The booking page's colour, #rrggbb" }),
    logoUrl: t.string({
      nullable: true,
      description: "The booking page's logo (its address changes with the image)",
      select: { logo: { select: { hash: true } } },
      resolve: (b) => logoUrl(b.logo),
    }),
    services: t.relation('services', { query: { orderBy: { displayOrder: 'asc' } } }),
  }),
});

builder.prismaObjectField(UserRef, 'business', (t) => t.relation('business', { nullable: true }));

/** What a visitor of /booking/{subdomain} may see: no owner, no email, no ids of other records. */
export interface PublicBusinessShape {
  /** False once the owner closed the account: the page says so, with the phone, and takes no bookings. */
  acceptingBookings: boolean;
  businessName: string;
  phone: string | null;
  city: string;
  state: string;
  zipCode: string;
  serviceRadius: number;
  bookingMode: 'request' | 'instant';
  hoursWeekday: string;
  hoursWeekend: string;
  /** The weekly intervals the availability settings keep (null before they were first saved: the labels). */
  weeklyHours: unknown;
  /** The closed weekdays, days off and days of other hours a request may name, read once per page (common/closed-days.ts). */
  closed: ClosedDays;
  brandColor: string | null;
  logo: { hash: string } | null;
  /** For the deposit and cancellation-policy fields (server/domains/deposits); not exposed as such. */
  stripeAccountId: string | null;
  chargesEnabled: boolean;
  freeCancellationHours: number;
  services: PublicServiceShape[];
}

export interface PublicServiceShape {
  id: string;
  name: string;
  description: string;
  price: { toFixed(n: number): string };
  depositType: 'none' | 'fixed' | 'percent';
  depositValue: { toFixed(n: number): string } | null;
  /** Whether the business can take cards now (a deposit is asked only then). */
  cards?: boolean;
}

export const PublicService = builder.objectRef<PublicServiceShape>('PublicService').implement({
  fields: (t) => ({
    id: t.id({ description: "The Service's global id (the availability and booking calls take it)", resolve: (s) => encodeGlobalID('Service', s.id) }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    price: t.string({ resolve: (s) => s.price.toFixed(2) }),
  }),
});

const PublicDateRange = builder.objectRef<{ from: string; to: string }>('PublicDateRange').implement({
  fields: (t) => ({
    from: t.exposeString('from', { description: 'YYYY-MM-DD, the first day' }),
    to: t.exposeString('to', { description: 'YYYY-MM-DD, the last day' }),
  }),
});


/** How a service's deposit is asked (Settings → Get paid, and the services' fields). */
export const DepositType = builder.enumType('DepositType', { values: ['none', 'fixed', 'percent'] as const });

export const PublicBusiness = builder.objectRef<PublicBusinessShape>('PublicBusiness').implement({
  description: 'The public face of a business on its booking page.',
  fields: (t) => ({
    acceptingBookings: t.exposeBoolean('acceptingBookings', { description: 'False once the owner closed the account (GET /api/booking/{subdomain} answers 410)' }),
    businessName: t.exposeString('businessName'),
    phone: t.exposeString('phone', { nullable: true }),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    zipCode: t.exposeString('zipCode'),
    serviceRadius: t.exposeInt('serviceRadius'),
    bookingMode: t.field({ type: BookingMode, description: 'instant: the page offers free arrival windows (bookingSlots, bookInstantly)', resolve: (b) => b.bookingMode }),
    hoursWeekday: t.exposeString('hoursWeekday'),
    hoursWeekend: t.exposeString('hoursWeekend'),
    hours: t.stringList({
      description: 'The week as the availability settings have it, days with the same hours together ("Mon–Fri: 9:00 AM - 6:00 PM", "Sun: Closed")',
      resolve: (b) => weekHoursLines(weeklyHoursOf(b)),
    }),
    closedWeekdays: t.stringList({
      description: 'The weekdays the business does not work ("sun"): a booking request for one is refused',
      resolve: (b) => b.closed.closedWeekdays,
    }),
    daysOff: t.field({
      type: [PublicDateRange],
      description: 'Whole days off from today up to the last date a request may name, inclusive ranges: a booking request for one is refused',
      resolve: (b) => b.closed.daysOff,
    }),
    openDays: t.field({
      type: [PublicDateRange],
      description: 'Days with other hours than the week gives them (open even on a closed weekday), from today up to the last date a request may name',
      resolve: (b) => b.closed.openDays,
    }),
    brandColor: t.exposeString('brandColor', { nullable: true }),
    logoUrl: t.string({ nullable: true, resolve: (b) => logoUrl(b.logo) }),
    services: t.field({ type: [PublicService], resolve: (b) => b.services.map((s) => ({ ...s, cards: !!(b.stripeAccountId && b.chargesEnabled) })) }),
  }),
});
