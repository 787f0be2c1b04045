// Settings → Pricing (#50): the owner's price list, read and written as one document.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { NotFoundError, PaymentRequiredError, resultOf, ValidationError } from '../../graphql/errors.js';
import { decodeId } from '../../graphql/ids.js';
import { ownPricing, PRICING_SIZES, type PricingDocument, type PricingSize, updatePricing } from './pricing.js';

type SizeRow = { size: PricingSize; price: string; durationMinutes: number };
type ServiceRow = { id: string; name: string; bySize: SizeRow[] };
type AddOnRow = PricingDocument['addOns'][number];

const PricingSizeRef = builder.objectRef<{ key: string; label: string }>('PricingSize').implement({
  fields: (t) => ({ key: t.exposeString('key', { description: 'sedan, small_suv, large_suv, truck or van' }), label: t.exposeString('label') }),
});
const SizePriceRef = builder.objectRef<SizeRow>('SizePrice').implement({
  fields: (t) => ({
    size: t.exposeString('size'),
    price: t.exposeString('price', { description: 'Decimal with 2 places' }),
    durationMinutes: t.exposeInt('durationMinutes'),
  }),
});
const PricingServiceRef = builder.objectRef<ServiceRow>('PricingService').implement({
  fields: (t) => ({
    serviceId: t.id({ description: "The Service's global id (not `id`: this is the service's price list, not the Service)", resolve: (s) => encodeGlobalID('Service', s.id) }),
    name: t.exposeString('name'),
    bySize: t.field({ type: [SizePriceRef], description: 'The five sizes in order; a size the owner has not priced shows the service price and duration', resolve: (s) => s.bySize }),
  }),
});
const AddOnRef = builder.objectRef<AddOnRow>('AddOn').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: "The add-on's id (as the quote takes it)" }),
    name: t.exposeString('name'),
    price: t.exposeString('price'),
    durationMinutes: t.exposeInt('durationMinutes'),
    serviceIds: t.idList({ description: 'Global ids of the services it is offered with; empty = every service', resolve: (a) => a.serviceIds.map((id) => encodeGlobalID('Service', id)) }),
  }),
});
const ConditionLevelRef = builder.objectRef<{ key: string; label: string; percent: number }>('ConditionLevel').implement({
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label'), percent: t.exposeInt('percent', { description: 'On the service price, 0 to 100' }) }),
});
const PricingRef = builder.objectRef<PricingDocument>('Pricing').implement({
  fields: (t) => ({
    id: t.id({ description: "The business's price list (one per business)", resolve: (p) => encodeGlobalID('Pricing', p.businessId) }),
    sizes: t.field({ type: [PricingSizeRef], resolve: (p) => p.sizes }),
    services: t.field({
      type: [PricingServiceRef],
      resolve: (p) => p.services.map((s) => ({ id: s.id, name: s.name, bySize: PRICING_SIZES.map((size) => ({ size, ...s.bySize[size] })) })),
    }),
    addOns: t.field({ type: [AddOnRef], resolve: (p) => p.addOns }),
    conditionLevels: t.field({ type: [ConditionLevelRef], resolve: (p) => p.conditionLevels }),
    targetHourlyRate: t.exposeString('targetHourlyRate', { description: 'Dollars an hour, 2 decimals' }),
  }),
});

const SizePriceInput = builder.inputType('SizePriceInput', {
  fields: (t) => ({
    size: t.string({ required: true, description: 'sedan, small_suv, large_suv, truck or van' }),
    price: t.string({ required: true }),
    durationMinutes: t.int({ required: true, description: '15 to 720' }),
  }),
});
const PricingServiceInput = builder.inputType('PricingServiceInput', {
  fields: (t) => ({ id: t.id({ required: true, description: "The Service's global id" }), bySize: t.field({ type: [SizePriceInput], required: true }) }),
});
const AddOnInput = builder.inputType('AddOnInput', {
  fields: (t) => ({
    id: t.string({ description: 'An existing add-on, kept; omit to create one' }),
    name: t.string({ required: true }),
    price: t.string({ required: true }),
    durationMinutes: t.int({ required: true, description: '15 to 720' }),
    serviceIds: t.idList({ description: 'Global ids of services; empty or absent = every service' }),
  }),
});
const ConditionLevelInput = builder.inputType('ConditionLevelInput', {
  fields: (t) => ({ key: t.string({ required: true }), label: t.string({ required: true }), percent: t.int({ required: true }) }),
});
const UpdatePricingInput = builder.inputType('UpdatePricingInput', {
  fields: (t) => ({
    services: t.field({ type: [PricingServiceInput], description: 'Changes the sizes given of the services named' }),
    addOns: t.field({ type: [AddOnInput], description: 'Replaces the list (at most 30); an entry with an id keeps that add-on' }),
    conditionLevels: t.field({ type: [ConditionLevelInput], description: 'Exactly light, moderate, heavy, in that order' }),
    targetHourlyRate: t.string(),
  }),
});

/** A Service global id as a database id; anything else becomes an id no business has (refused as unknown, 400). */
const serviceDbId = (globalId: string | number) => {
  try {
    const d = decodeId(String(globalId));
    return d.typename === 'Service' ? d.id : '';
  } catch {
    return '';
  }
};

builder.queryField('pricing', (t) =>
  t.field({
    type: PricingRef,
    description: "The signed-in owner's price list (Settings → Pricing).",
    authScopes: { signedIn: true },
    errors: resultOf('Pricing', 'pricing', [NotFoundError, PaymentRequiredError]),
    resolve: (_r, _a, ctx) => ownPricing(ctx),
  }),
);

builder.mutationField('updatePricing', (t) =>
  t.field({
    type: PricingRef,
    description: 'Each part given replaces its part of the price list, in one transaction.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdatePricingInput, required: true }) },
    errors: resultOf('UpdatePricing', 'pricing', [ValidationError, NotFoundError, PaymentRequiredError]),
    resolve: (_r, { input }, ctx) =>
      updatePricing(ctx, {
        ...(input.services
          ? {
              services: input.services.map((s) => ({
                id: serviceDbId(s.id),
                bySize: Object.fromEntries(s.bySize.map(({ size, ...rest }) => [size, rest])),
              })),
            }
          : {}),
        ...(input.addOns ? { addOns: input.addOns.map((a) => ({ ...a, serviceIds: (a.serviceIds ?? []).map(serviceDbId) })) } : {}),
        ...(input.conditionLevels ? { conditionLevels: input.conditionLevels } : {}),
        ...(input.targetHourlyRate != null ? { targetHourlyRate: input.targetHourlyRate } : {}),
      }),
  }),
);
