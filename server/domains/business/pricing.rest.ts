// REST rows of Settings → Pricing (#50): GET /api/pricing and PUT /api/pricing. Service ids are database
// ids, as /api/services gives them; bySize is an object keyed by size.
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow, toDatabaseId, toGlobalId } from '../../rest/rest.js';

const pricingFields = graphql(`
  fragment RestPricingFields on Pricing {
    sizes { key label }
    services { id: serviceId name bySize { size price durationMinutes } }
    addOns { id name price durationMinutes serviceIds }
    conditionLevels { key label percent }
    targetHourlyRate
  }
`);

type Fields = {
  sizes: readonly { key: string; label: string }[];
  services: readonly { id: string; name: string; bySize: readonly { size: string; price: string; durationMinutes: number }[] }[];
  addOns: readonly { id: string; name: string; price: string; durationMinutes: number; serviceIds: readonly string[] }[];
  conditionLevels: readonly { key: string; label: string; percent: number }[];
  targetHourlyRate: string;
};

const restPricing = (p: Fields) => ({
  sizes: p.sizes,
  services: p.services.map((s) => ({
    id: toDatabaseId(s.id),
    name: s.name,
    bySize: Object.fromEntries(s.bySize.map(({ size, price, durationMinutes }) => [size, { price, durationMinutes }])),
  })),
  addOns: p.addOns.map((a) => ({ ...a, serviceIds: a.serviceIds.map(toDatabaseId) })),
  conditionLevels: p.conditionLevels,
  targetHourlyRate: p.targetHourlyRate,
});

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
/** A REST id as GraphQL takes it (a global Service id); anything but text goes as sent (GraphQL refuses it, 400). */
const serviceId = (id: unknown) => (typeof id === 'string' || typeof id === 'number' ? toGlobalId('Service', String(id)) : id);

/** The REST document as the mutation's input: bySize objects become lists, ids global. Absent keys stay absent (read with get, so the fuzz test sees the fields). */
function pricingInput(body: Record<string, unknown>) {
  const input: Record<string, unknown> = {};
  if (body.services !== undefined) {
    input.services = Array.isArray(body.services)
      ? body.services.map((s) =>
          isObject(s)
            ? {
                id: serviceId(s.id),
                bySize: isObject(s.bySize)
                  ? Object.entries(s.bySize).map(([size, v]) => (isObject(v) ? { size, price: v.price, durationMinutes: v.durationMinutes } : v))
                  : s.bySize,
              }
            : s,
        )
      : body.services;
  }
  if (body.addOns !== undefined) {
    input.addOns = Array.isArray(body.addOns)
      ? body.addOns.map((a) =>
          isObject(a)
            ? {
                ...(a.id !== undefined && a.id !== null ? { id: a.id } : {}),
                name: a.name,
                price: a.price,
                durationMinutes: a.durationMinutes,
                serviceIds: Array.isArray(a.serviceIds) ? a.serviceIds.map(serviceId) : (a.serviceIds ?? []),
              }
            : a,
        )
      : body.addOns;
  }
  if (body.conditionLevels !== undefined) input.conditionLevels = body.conditionLevels;
  if (body.targetHourlyRate !== undefined) input.targetHourlyRate = body.targetHourlyRate;
  return input;
}

export const pricingRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/pricing',
    operation: graphql(`query RestPricing { pricing { __typename ... on Error { message } ... on PricingSuccess { pricing { ...RestPricingFields } } } }`, [pricingFields]),
    result: (data) => restPricing(data.pricing.pricing),
  }),
  restRow({
    method: 'PUT',
    path: '/api/pricing',
    operation: graphql(
      `mutation RestUpdatePricing($input: UpdatePricingInput!) {
        updatePricing(input: $input) { __typename ... on Error { message } ... on UpdatePricingSuccess { pricing { ...RestPricingFields } } }
      }`,
      [pricingFields],
    ),
    variables: ({ body }) => ({ input: pricingInput(body) }),
    result: (data) => restPricing(data.updatePricing.pricing),
  }),
];
