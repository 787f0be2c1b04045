// The visitor's quote in GraphQL (#50): bookingQuote (public, throttled per client IP with the vehicle
// size lookup), and what the booking page reads to ask for it: the add-ons offered with each service
// and the business's condition levels. POST /api/booking/{subdomain}/quote is its REST row.
import { conditionLevelsOf, addOnApplies } from '../../../common/pricing.js';
import { CONDITION_DESCRIPTIONS, type Condition } from '../../../common/quote.js';
import { builder } from '../../graphql/builder.js';
import { GoneError, NotFoundError, RateLimitError, resultOf, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import type { Context } from '../../graphql/context.js';
import { BUSINESS_NOT_FOUND } from '../../../common/business.js';
import { refuseIfNotTakingBookings } from '../business/business.service.js';
import { PublicBusiness, PublicService } from '../business/business.types.js';
import { QUOTE_SERVICE_NOT_FOUND, quoteService, type VisitorQuote } from '../availability/quote.js';
import { checkQuoteThrottle } from './vehicle-size.js';
import { QuoteLine } from '../availability/availability.graphql.js';

export { QuoteLine };

const BookingQuote = builder.objectRef<VisitorQuote>('BookingQuote').implement({
  description: "A service priced for the visitor's vehicle: the exact total when the condition is given, else the range from light to heavy.",
  fields: (t) => ({
    size: t.exposeString('size', { description: 'The size priced: sedan, small_suv, large_suv, truck or van' }),
    sizeKnown: t.exposeBoolean('sizeKnown', { description: 'The size table knows the model' }),
    sizeAdjusted: t.exposeBoolean('sizeAdjusted', { description: "The size chosen was below the table's for the model: the table's is priced" }),
    lines: t.field({ type: [QuoteLine], resolve: (q) => q.lines }),
    total: t.exposeString('total', { nullable: true, description: 'null when no condition was given (then low to high)' }),
    low: t.exposeString('low'),
    high: t.exposeString('high'),
    durationMinutes: t.exposeInt('durationMinutes'),
  }),
});

const BookingQuoteInput = builder.inputType('BookingQuoteInput', {
  fields: (t) => ({
    serviceId: t.id({ required: true }),
    vehicleYear: t.int(),
    vehicleMake: t.string({ required: true }),
    vehicleModel: t.string({ required: true }),
    size: t.string({ description: 'sedan, small_suv, large_suv, truck or van: required when the model is unknown; never priced below the table' }),
    addOnIds: t.stringList({ description: 'Add-ons offered with the service (PublicService.addOns)' }),
    condition: t.string({ description: 'light, moderate or heavy; absent = the range' }),
  }),
});

async function quote(ctx: Context, subdomain: string, input: Record<string, unknown>) {
  await checkQuoteThrottle(ctx);
  const serviceId = databaseId(String(input.serviceId ?? ''), 'Service', QUOTE_SERVICE_NOT_FOUND);
  const b = await ctx.prisma.business.findUnique({
    where: { subdomain: subdomain.trim().toLowerCase().slice(0, 64) },
    select: { id: true, businessName: true, phone: true, owner: { select: { closedAt: true } } },
  });
  if (!b) throw new NotFoundError(BUSINESS_NOT_FOUND);
  refuseIfNotTakingBookings(b);
  return quoteService(ctx.prisma, b.id, serviceId, { ...input, serviceId });
}

builder.queryFields((t) => ({
  bookingQuote: t.field({
    type: BookingQuote,
    description: "The price and time of a service for the visitor's vehicle on a public booking page (no account); limited per client IP with the vehicle size lookup.",
    args: { subdomain: t.arg.string({ required: true }), input: t.arg({ type: BookingQuoteInput, required: true }) },
    errors: resultOf('BookingQuote', 'quote', [ValidationError, NotFoundError, RateLimitError, GoneError]),
    resolve: (_r, { subdomain, input }, ctx) => quote(ctx, subdomain, { ...input }),
  }),
}));

const PublicAddOn = builder.objectRef<{ id: string; name: string; price: { toFixed(n: number): string }; durationMinutes: number }>('PublicAddOn').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'What bookingQuote and the bookings take in addOnIds' }),
    name: t.exposeString('name'),
    price: t.string({ resolve: (a) => a.price.toFixed(2) }),
    durationMinutes: t.exposeInt('durationMinutes'),
  }),
});

const PublicConditionLevel = builder.objectRef<{ key: Condition; label: string; percent: number }>('PublicConditionLevel').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: 'light, moderate or heavy' }),
    label: t.exposeString('label'),
    description: t.string({ resolve: (l) => CONDITION_DESCRIPTIONS[l.key] }),
  }),
});

builder.objectFields(PublicService, (t) => ({
  depositPercent: t.int({
    nullable: true,
    description: "A percentage deposit asked at booking (of the quote's total); null for none, a fixed one, or while the business cannot take cards",
    resolve: (s, _a, ctx) => (s.cards && ctx.payments.stripe && s.depositType === 'percent' && s.depositValue ? Number(s.depositValue.toFixed(0)) : null),
  }),
  addOns: t.field({
    type: [PublicAddOn],
    description: 'The add-ons offered with the service, in the owner\'s order',
    resolve: async (s, _a, ctx) => {
      const service = await ctx.prisma.service.findUnique({ where: { id: s.id }, select: { businessId: true } });
      if (!service) return [];
      const all = await ctx.prisma.addOn.findMany({ where: { businessId: service.businessId }, orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] });
      return all.filter((a) => addOnApplies(a, s.id));
    },
  }),
}));

builder.objectFields(PublicBusiness, (t) => ({
  conditionLevels: t.field({
    type: [PublicConditionLevel],
    description: "The car's condition levels a visitor may choose (light, moderate, heavy)",
    resolve: async (b, _a, ctx) => {
      const service = b.services[0];
      const row = service ? await ctx.prisma.service.findUnique({ where: { id: service.id }, select: { business: { select: { conditionLevels: true } } } }) : null;
      return conditionLevelsOf(row?.business.conditionLevels ?? null) as { key: Condition; label: string; percent: number }[];
    },
  }),
}));
