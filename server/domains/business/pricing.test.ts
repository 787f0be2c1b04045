// Settings → Pricing (#50) through REST and GraphQL against a real database; loadPriceList.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceQuote } from '../../../common/pricing.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { loadPriceList } from './pricing.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

let n = 0;
type Owner = Awaited<ReturnType<TestApp['owner']>>;

/** An owner with a business and two services: Full Detail 150.00 / 180 min, Wash 50.00 / no duration. */
async function ownerWithServices(): Promise<{ owner: Owner; detail: string; wash: string }> {
  const owner = await t.owner();
  const name = `Price Shine ${Date.now().toString(36)}${n++}`;
  expect((await owner.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' })).status).toBe(201);
  const res = await owner.rest('POST', '/api/onboarding/services', {
    services: [
      { name: 'Full Detail', price: '150', durationMinutes: 180 },
      { name: 'Wash', price: '50.00' },
    ],
  });
  expect(res.status).toBe(201);
  const [detail, wash] = res.body.services.map((s: { id: string }) => s.id);
  return { owner, detail, wash };
}

const LEVELS = [
  { key: 'light', label: 'Light', percent: 0 },
  { key: 'moderate', label: 'Moderate', percent: 15 },
  { key: 'heavy', label: 'Heavy', percent: 25 },
];

describe('GET /api/pricing', () => {
  it('answers the defaults: every size at the service price and duration, no add-ons, 0/15/25 %, 50.00', async () => {
    const { owner, detail, wash } = await ownerWithServices();
    const res = await owner.rest('GET', '/api/pricing');
    expect(res.status).toBe(200);
    expect(res.body.sizes).toEqual([
      { key: 'sedan', label: 'Sedan / car' },
      { key: 'small_suv', label: 'Small SUV' },
      { key: 'large_suv', label: 'Large SUV' },
      { key: 'truck', label: 'Truck' },
      { key: 'van', label: 'Van' },
    ]);
    const d = { price: '150.00', durationMinutes: 180 };
    const w = { price: '50.00', durationMinutes: 120 };
    expect(res.body.services).toEqual([
      { id: detail, name: 'Full Detail', bySize: { sedan: d, small_suv: d, large_suv: d, truck: d, van: d } },
      { id: wash, name: 'Wash', bySize: { sedan: w, small_suv: w, large_suv: w, truck: w, van: w } },
    ]);
    expect(res.body.addOns).toEqual([]);
    expect(res.body.conditionLevels).toEqual(LEVELS);
    expect(res.body.targetHourlyRate).toBe('50.00');
  });

  it('needs a business (404) and a sign-in (401)', async () => {
    const owner = await t.owner();
    expect((await owner.rest('GET', '/api/pricing')).status).toBe(404);
    expect((await t.caller().rest('GET', '/api/pricing')).status).toBe(401);
  });
});

describe('PUT /api/pricing', () => {
  it('changes the sizes given of the services named; the others keep the service price', async () => {
    const { owner, detail, wash } = await ownerWithServices();
    const res = await owner.rest('PUT', '/api/pricing', { services: [{ id: detail, bySize: { truck: { price: '210', durationMinutes: 240 }, van: { price: '225.50', durationMinutes: 255 } } }] });
    expect(res.status).toBe(200);
    const [d, w] = res.body.services;
    expect(d.bySize.truck).toEqual({ price: '210.00', durationMinutes: 240 });
    expect(d.bySize.van).toEqual({ price: '225.50', durationMinutes: 255 });
    expect(d.bySize.sedan).toEqual({ price: '150.00', durationMinutes: 180 });
    expect(w.bySize.truck).toEqual({ price: '50.00', durationMinutes: 120 });
    // A second PUT changes the row, and leaves the others; the other keys are untouched.
    const again = await owner.rest('PUT', '/api/pricing', { services: [{ id: detail, bySize: { truck: { price: '200.00', durationMinutes: 210 } } }] });
    expect(again.body.services[0].bySize.truck).toEqual({ price: '200.00', durationMinutes: 210 });
    expect(again.body.services[0].bySize.van).toEqual({ price: '225.50', durationMinutes: 255 });
    expect(again.body.conditionLevels).toEqual(LEVELS);
    expect((await owner.rest('GET', '/api/pricing')).body.services[0].bySize.truck.price).toBe('200.00');
    expect(wash).toBeTruthy();
  });

  it('replaces the add-ons, keeping those given with their id', async () => {
    const { owner, detail, wash } = await ownerWithServices();
    const first = await owner.rest('PUT', '/api/pricing', {
      addOns: [
        { name: 'Pet hair removal', price: '40', durationMinutes: 30, serviceIds: [] },
        { name: 'Engine bay', price: '25.50', durationMinutes: 45, serviceIds: [detail] },
      ],
    });
    expect(first.status).toBe(200);
    const [pet, engine] = first.body.addOns;
    expect(pet).toEqual({ id: expect.any(String), name: 'Pet hair removal', price: '40.00', durationMinutes: 30, serviceIds: [] });
    expect(engine).toEqual({ id: expect.any(String), name: 'Engine bay', price: '25.50', durationMinutes: 45, serviceIds: [detail] });
    const second = await owner.rest('PUT', '/api/pricing', {
      addOns: [
        { id: engine.id, name: 'Engine bay detail', price: '30.00', durationMinutes: 60, serviceIds: [detail, wash] },
        { name: 'Odor treatment', price: '35.00', durationMinutes: 30 },
      ],
    });
    expect(second.status).toBe(200);
    expect(second.body.addOns).toEqual([
      { id: engine.id, name: 'Engine bay detail', price: '30.00', durationMinutes: 60, serviceIds: [detail, wash] },
      { id: expect.any(String), name: 'Odor treatment', price: '35.00', durationMinutes: 30, serviceIds: [] },
    ]);
    expect(await t.prisma.addOn.count({ where: { id: pet.id } })).toBe(0);
    // An empty list removes them all.
    expect((await owner.rest('PUT', '/api/pricing', { addOns: [] })).body.addOns).toEqual([]);
  });

  it('replaces the condition levels and the target hourly rate', async () => {
    const { owner } = await ownerWithServices();
    const levels = [
      { key: 'light', label: 'Clean', percent: 0 },
      { key: 'moderate', label: 'Lived-in', percent: 20 },
      { key: 'heavy', label: 'Disaster', percent: 40 },
    ];
    const res = await owner.rest('PUT', '/api/pricing', { conditionLevels: levels, targetHourlyRate: '65.5' });
    expect(res.status).toBe(200);
    expect(res.body.conditionLevels).toEqual(levels);
    expect(res.body.targetHourlyRate).toBe('65.50');
    const only = await owner.rest('PUT', '/api/pricing', { targetHourlyRate: '70.00' });
    expect(only.body.conditionLevels).toEqual(levels);
    expect(only.body.targetHourlyRate).toBe('70.00');
  });

  it('answers 400 naming the field, and changes nothing', async () => {
    const { owner, detail } = await ownerWithServices();
    const before = (await owner.rest('GET', '/api/pricing')).body;
    const addOn = { name: 'Engine bay', price: '25.00', durationMinutes: 30 };
    const cases: [unknown, string][] = [
      [{ services: [{ id: detail, bySize: { truck: { price: '-1.00', durationMinutes: 60 } } }] }, 'services.0.bySize.truck.price: A price cannot be negative'],
      [{ services: [{ id: detail, bySize: { van: { price: '10.00', durationMinutes: 14 } } }] }, 'services.0.bySize.van.durationMinutes: The duration must be between 15 and 720 minutes'],
      [{ services: [{ id: detail, bySize: { van: { price: '10.00', durationMinutes: 721 } } }] }, 'services.0.bySize.van.durationMinutes: The duration must be between 15 and 720 minutes'],
      [{ services: [{ id: 'nope', bySize: {} }] }, 'services.0.id: Unknown service'],
      [{ addOns: [addOn, { ...addOn, price: '-5' }] }, 'addOns.1.price: A price cannot be negative'],
      [{ addOns: [{ ...addOn, durationMinutes: 0 }] }, 'addOns.0.durationMinutes: The duration must be between 15 and 720 minutes'],
      [{ addOns: [{ ...addOn, name: 'Engine\nbay' }] }, 'addOns.0.name: The name cannot hold line breaks or control characters'],
      [{ addOns: [{ ...addOn, name: '  ' }] }, 'addOns.0.name: Enter a name'],
      [{ addOns: Array.from({ length: 31 }, () => addOn) }, 'addOns: At most 30 add-ons'],
      [{ addOns: [{ ...addOn, id: 'not-mine' }] }, 'addOns.0.id: Unknown add-on'],
      [{ addOns: [{ ...addOn, serviceIds: ['nope'] }] }, 'addOns.0.serviceIds.0: Unknown service'],
      [{ conditionLevels: LEVELS.slice(0, 2) }, 'conditionLevels: Give exactly three condition levels: light, moderate and heavy'],
      [{ conditionLevels: [LEVELS[1], LEVELS[0], LEVELS[2]] }, 'conditionLevels.0.key: The levels are light, moderate and heavy, in that order (expected light)'],
      [{ conditionLevels: [LEVELS[0], LEVELS[1], { ...LEVELS[2], percent: 101 }] }, 'conditionLevels.2.percent: The percentage must be between 0 and 100'],
      [{ targetHourlyRate: '-50' }, 'targetHourlyRate: A rate cannot be negative'],
      [{}, 'pricing: Give services, addOns, conditionLevels or targetHourlyRate to change'],
      [{ services: [], targetHourlyRate: null }, 'pricing: Give services, addOns, conditionLevels or targetHourlyRate to change'],
      [{ targetHourlyRate: 50 }, 'Variable "$input" got invalid value 50 at "input.targetHourlyRate"; String cannot represent a non string value: 50'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.rest('PUT', '/api/pricing', body);
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    // 30 add-ons are fine.
    expect((await owner.rest('PUT', '/api/pricing', { addOns: Array.from({ length: 30 }, () => addOn) })).status).toBe(200);
    await owner.rest('PUT', '/api/pricing', { addOns: [] });
    expect((await owner.rest('GET', '/api/pricing')).body).toEqual(before);
  });

  it("refuses another owner's service and add-on ids (400) and changes nothing, for either", async () => {
    const a = await ownerWithServices();
    const b = await ownerWithServices();
    const mine = await a.owner.rest('PUT', '/api/pricing', { addOns: [{ name: 'Headlight restoration', price: '60.00', durationMinutes: 45, serviceIds: [a.detail] }] });
    const aAddOn = mine.body.addOns[0];
    const aBefore = (await a.owner.rest('GET', '/api/pricing')).body;
    const bBefore = (await b.owner.rest('GET', '/api/pricing')).body;
    const tries: [unknown, string][] = [
      [{ services: [{ id: a.detail, bySize: { truck: { price: '1.00', durationMinutes: 15 } } }] }, 'services.0.id: Unknown service'],
      [{ addOns: [{ id: aAddOn.id, name: 'Stolen', price: '1.00', durationMinutes: 15 }] }, 'addOns.0.id: Unknown add-on'],
      [{ addOns: [{ name: 'Mine', price: '1.00', durationMinutes: 15, serviceIds: [a.detail] }] }, 'addOns.0.serviceIds.0: Unknown service'],
      // Valid parts before the refused one are not saved either (one transaction).
      [{ targetHourlyRate: '99.00', services: [{ id: b.detail, bySize: { van: { price: '1.00', durationMinutes: 15 } } }, { id: a.wash, bySize: {} }] }, 'services.1.id: Unknown service'],
    ];
    for (const [body, message] of tries) {
      const res = await b.owner.rest('PUT', '/api/pricing', body);
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await a.owner.rest('GET', '/api/pricing')).body).toEqual(aBefore);
    expect((await b.owner.rest('GET', '/api/pricing')).body).toEqual(bBefore);
    expect(await t.prisma.addOn.findUnique({ where: { id: aAddOn.id } })).toMatchObject({ name: 'Headlight restoration' });
  });

  it('GraphQL: pricing and updatePricing speak global service ids', async () => {
    const { owner, detail } = await ownerWithServices();
    const q = await owner.gql(`{ pricing { __typename ... on PricingSuccess { pricing { id services { serviceId name bySize { size price durationMinutes } } targetHourlyRate } } } }`);
    const service = q.data.pricing.pricing.services[0];
    expect(service.name).toBe('Full Detail');
    expect(service.bySize[3]).toEqual({ size: 'truck', price: '150.00', durationMinutes: 180 });
    const m = await owner.gql(
      `mutation($input: UpdatePricingInput!) { updatePricing(input: $input) { __typename ... on ValidationError { message fieldErrors { field message } } ... on UpdatePricingSuccess { pricing { services { bySize { size price } } addOns { serviceIds } } } } }`,
      { input: { services: [{ id: service.serviceId, bySize: [{ size: 'truck', price: '199.99', durationMinutes: 200 }] }], addOns: [{ name: 'Pet hair removal', price: '40.00', durationMinutes: 30, serviceIds: [service.serviceId] }] } },
    );
    expect(m.data.updatePricing.__typename).toBe('UpdatePricingSuccess');
    expect(m.data.updatePricing.pricing.services[0].bySize[3]).toEqual({ size: 'truck', price: '199.99' });
    expect(m.data.updatePricing.pricing.addOns[0].serviceIds).toEqual([service.serviceId]);
    const bad = await owner.gql(`mutation($input: UpdatePricingInput!) { updatePricing(input: $input) { __typename ... on ValidationError { message fieldErrors { field message } } } }`, {
      input: { services: [{ id: service.serviceId, bySize: [{ size: 'truck', price: '-1', durationMinutes: 200 }] }] },
    });
    expect(bad.data.updatePricing.fieldErrors).toEqual([{ field: 'services.0.bySize.truck.price', message: 'A price cannot be negative' }]);
    expect(service.serviceId).not.toBe(detail); // a global id
    expect(q.data.pricing.pricing.id).toEqual(expect.any(String));
  });
});

describe('loadPriceList', () => {
  it("reads a service's size rows, the add-ons and the condition levels; null for another business's service", async () => {
    const a = await ownerWithServices();
    const b = await ownerWithServices();
    await a.owner.rest('PUT', '/api/pricing', {
      services: [{ id: a.detail, bySize: { truck: { price: '210.00', durationMinutes: 240 } } }],
      addOns: [{ name: 'Pet hair removal', price: '40.00', durationMinutes: 30 }],
      conditionLevels: [LEVELS[0], LEVELS[1], { key: 'heavy', label: 'Very dirty', percent: 30 }],
    });
    const business = await t.prisma.business.findUniqueOrThrow({ where: { ownerId: a.owner.user.id } });
    const list = await loadPriceList(t.prisma, business.id, a.detail);
    if (!list) throw new Error('no price list');
    expect(list.service).toEqual({ id: a.detail, name: 'Full Detail', price: '150.00', durationMinutes: 180, sizePrices: [{ size: 'truck', price: '210.00', durationMinutes: 240 }] });
    const q = priceQuote(list, { size: 'truck', addOnIds: [list.addOns[0].id], condition: 'heavy' });
    expect(q.total).toBe('313.00');
    expect(q.lines.at(-1)).toEqual({ description: 'Condition: Very dirty (+30%)', amount: '63.00' });
    expect(q.durationMinutes).toBe(270);
    expect(await loadPriceList(t.prisma, business.id, b.detail)).toBeNull();
  });
});
