// The visitor's quote (#50) through REST: every price rule to the cent (size, add-ons, condition
// rounding, the estimate range), the size that cannot be undercut, an unknown model that needs its
// size, add-ons of another owner or service (404); the windows that fit the quote's duration; what a
// booking, a held booking paid by deposit, a request and its accepted job store; and the REST
// appointments that carry lines and durationMinutes.
import crypto from 'node:crypto';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import CustomerDetailQueryNode, { type CustomerDetailQuery } from '../../../client/features/customers/__generated__/CustomerDetailQuery.graphql.js';
import RequestsPageQueryNode, { type RequestsPageQuery } from '../../../client/features/requests/__generated__/RequestsPageQuery.graphql.js';
import { ADD_ON_NOT_FOUND, QUOTE_CONDITION_INVALID, QUOTE_MAKE_REQUIRED, QUOTE_NEEDS_VEHICLE, QUOTE_SIZE_REQUIRED } from '../../../common/quote.js';
import { compiledOperation } from '../../rest/compiled-operation.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { startStripeStandin } from '../../test/stripe-standin.js';

const SECRET = 'whsec_quote_test';
let standin: Awaited<ReturnType<typeof startStripeStandin>>;
let t: TestApp;

beforeAll(async () => {
  standin = await startStripeStandin();
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_quote', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: standin.url, APP_URL: 'http://app.test' });
  standin.settings.webhook = { url: 'http://localhost/webhooks/stripe', secret: SECRET, fetch: async (r) => t.app.fetch(r) };
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const HOURS = [{ start: '09:00', end: '17:00' }];

/**
 * An instant-mode owner (every day 9:00–17:00) with Full Detail: 180.00 for 120 minutes, a truck
 * 225.00 for 180 minutes, a van 100.30 for 150 minutes; Pet hair 40.00 / 30 min for every service,
 * Engine bay 35.50 / 45 min only for another service (Wash).
 */
async function pricedOwner() {
  const o = await t.owner();
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: `Quote ${crypto.randomBytes(3).toString('hex')}`, city: 'Chicago', state: 'IL', zipCode: '60601' });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }, { name: 'Wash', price: '40' }] });
  const week = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, HOURS]));
  expect((await o.rest('PUT', '/api/availability', { bookingMode: 'instant', weeklyHours: week })).status).toBe(200);
  const business = await t.prisma.business.findUniqueOrThrow({ where: { ownerId: o.user.id }, include: { services: true } });
  const byName = (name: string) => {
    const found = business.services.find((s) => s.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found;
  };
  const service = byName('Full Detail');
  const wash = byName('Wash');
  await t.prisma.service.update({ where: { id: service.id }, data: { durationMinutes: 120 } });
  await t.prisma.serviceSizePrice.createMany({
    data: [
      { serviceId: service.id, size: 'truck', price: '225.00', durationMinutes: 180 },
      { serviceId: service.id, size: 'van', price: '100.30', durationMinutes: 150 },
    ],
  });
  const petHair = await t.prisma.addOn.create({ data: { businessId: business.id, name: 'Pet hair removal', price: '40.00', durationMinutes: 30, serviceIds: [] } });
  const engine = await t.prisma.addOn.create({ data: { businessId: business.id, name: 'Engine bay', price: '35.50', durationMinutes: 45, serviceIds: [wash.id], position: 1 } });
  return Object.assign(o, { subdomain: b.body.subdomain as string, businessId: business.id, serviceId: service.id, petHair: petHair.id, engine: engine.id });
}

const quote = (subdomain: string, body: Record<string, unknown>) => t.caller().rest('POST', `/api/booking/${subdomain}/quote`, body);
const truck = { vehicleYear: 2021, vehicleMake: 'Ford', vehicleModel: 'F-150' };
const sedan = { vehicleYear: 2020, vehicleMake: 'Toyota', vehicleModel: 'Camry' };
const unknown = { vehicleMake: 'Acme', vehicleModel: 'Roadster' };

describe('POST /api/booking/{subdomain}/quote', () => {
  let o: Awaited<ReturnType<typeof pricedOwner>>;
  beforeAll(async () => {
    o = await pricedOwner();
  });

  it('prices a known truck at its size: the range light..heavy without a condition, exact with one', async () => {
    const range = await quote(o.subdomain, { serviceId: o.serviceId, ...truck, addOnIds: [o.petHair] });
    expect(range.status).toBe(200);
    // Heavy is 25 % of the size price only (not the add-on): 225.00 + 40.00 + 56.25.
    expect(range.body).toEqual({
      size: 'truck',
      sizeKnown: true,
      sizeAdjusted: false,
      lines: [
        { description: 'Full Detail (Truck)', amount: '225.00' },
        { description: 'Pet hair removal', amount: '40.00' },
      ],
      total: null,
      low: '265.00',
      high: '321.25',
      durationMinutes: 210,
    });
    const exact = await quote(o.subdomain, { serviceId: o.serviceId, ...truck, addOnIds: [o.petHair], condition: 'moderate' });
    expect(exact.body).toMatchObject({ total: '298.75', low: '298.75', high: '298.75', durationMinutes: 210 });
    expect(exact.body.lines).toContainEqual({ description: 'Condition: Moderate (+15%)', amount: '33.75' });
    // A sedan without a size row takes the service's price and duration.
    expect((await quote(o.subdomain, { serviceId: o.serviceId, ...sedan, condition: 'light' })).body).toMatchObject({
      size: 'sedan',
      total: '180.00',
      durationMinutes: 120,
      lines: [{ description: 'Full Detail (Sedan / car)', amount: '180.00' }],
    });
  });

  it('rounds the condition half up to the cent', async () => {
    // 15 % of 100.30 is 15.045: 15.05; 25 % is 25.075: 25.08.
    const moderate = await quote(o.subdomain, { serviceId: o.serviceId, vehicleMake: 'Honda', vehicleModel: 'Odyssey', condition: 'moderate' });
    expect(moderate.body).toMatchObject({ size: 'van', total: '115.35' });
    const range = await quote(o.subdomain, { serviceId: o.serviceId, vehicleMake: 'Honda', vehicleModel: 'Odyssey' });
    expect(range.body).toMatchObject({ total: null, low: '100.30', high: '125.38' });
  });

  it("never prices below the table's size, and an unknown model needs the visitor's size", async () => {
    const adjusted = await quote(o.subdomain, { serviceId: o.serviceId, ...truck, size: 'sedan', condition: 'light' });
    expect(adjusted.body).toMatchObject({ size: 'truck', sizeKnown: true, sizeAdjusted: true, total: '225.00' });
    // A larger size than the table's is the visitor's to choose.
    expect((await quote(o.subdomain, { serviceId: o.serviceId, ...sedan, size: 'van', condition: 'light' })).body).toMatchObject({ size: 'van', sizeAdjusted: false, total: '100.30' });
    const missing = await quote(o.subdomain, { serviceId: o.serviceId, ...unknown });
    expect(missing).toMatchObject({ status: 400, body: { error: QUOTE_SIZE_REQUIRED } });
    expect(JSON.stringify(missing.body)).toContain('size');
    const chosen = await quote(o.subdomain, { serviceId: o.serviceId, ...unknown, size: 'truck' });
    expect(chosen.body).toMatchObject({ size: 'truck', sizeKnown: false, sizeAdjusted: false, low: '225.00', high: '281.25' });
  });

  it('is 404 for an unknown business or service, an add-on of another owner or not offered with the service; 400 naming the field', async () => {
    const other = await pricedOwner();
    expect((await quote('nosuchbusiness', { serviceId: o.serviceId, ...truck })).status).toBe(404);
    expect((await quote(o.subdomain, { serviceId: other.serviceId, ...truck })).status).toBe(404);
    expect((await quote(o.subdomain, { serviceId: 'nosuchservice', ...truck })).status).toBe(404);
    expect(await quote(o.subdomain, { serviceId: o.serviceId, ...truck, addOnIds: [other.petHair] })).toMatchObject({ status: 404, body: { error: ADD_ON_NOT_FOUND } });
    expect(await quote(o.subdomain, { serviceId: o.serviceId, ...truck, addOnIds: [o.engine] })).toMatchObject({ status: 404, body: { error: ADD_ON_NOT_FOUND } });
    const bad = await quote(o.subdomain, { serviceId: o.serviceId, ...truck, condition: 'filthy' });
    expect(bad).toMatchObject({ status: 400, body: { error: QUOTE_CONDITION_INVALID } });
    expect(JSON.stringify(bad.body)).toContain('condition');
    const noMake = await quote(o.subdomain, { serviceId: o.serviceId, vehicleModel: 'F-150' });
    expect(noMake).toMatchObject({ status: 400, body: { error: QUOTE_MAKE_REQUIRED } });
  });
});

describe('the windows fit the quote', () => {
  it('gives a truck with an add-on (210 minutes) fewer windows than a sedan (120), exactly', async () => {
    const o = await pricedOwner();
    const day = inDays(3);
    const count = async (extra: string) => {
      const res = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${day}&to=${day}&zip=60601${extra}`);
      expect(res.status).toBe(200);
      return res.body.days[0].windows.length as number;
    };
    // 9:00–17:00 at a 30-minute step, the job ending by 17:00: (480 − duration) / 30 + 1 windows.
    expect(await count('')).toBe(13);
    expect(await count('&vehicleYear=2020&vehicleMake=Toyota&vehicleModel=Camry')).toBe(13);
    expect(await count(`&vehicleMake=Ford&vehicleModel=F-150&addOnIds=${o.petHair}`)).toBe(10);
    expect(await count('&vehicleMake=Ford&vehicleModel=F-150')).toBe(11);
    const unknownModel = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${day}&to=${day}&zip=60601&vehicleMake=Acme&vehicleModel=Roadster&addOnIds=${o.petHair}`);
    expect(unknownModel).toMatchObject({ status: 400, body: { error: QUOTE_SIZE_REQUIRED } });
  });
});

const visitor = { name: 'Quinn Quote', phone: '(312) 555-0150', email: 'quinn@example.com', address: '1 Lake St, Chicago IL', zip: '60601' };

describe('what a booking stores', () => {
  it('an instant booking keeps the lines, the estimate total, the size and the duration; the vehicle gets its size; REST answers carry them', async () => {
    const o = await pricedOwner();
    const day = inDays(3);
    const res = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${day}&to=${day}&zip=60601&vehicleMake=Ford&vehicleModel=F-150&addOnIds=${o.petHair}`);
    const [first] = res.body.days[0].windows;
    const booked = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, {
      serviceId: o.serviceId,
      start: first.start,
      ...visitor,
      ...truck,
      size: 'sedan',
      addOnIds: [o.petHair],
    });
    expect(booked.status).toBe(201);
    const lines = [
      { description: 'Full Detail (Truck)', amount: '225.00' },
      { description: 'Pet hair removal', amount: '40.00' },
    ];
    expect(booked.body).toMatchObject({ status: 'scheduled', lines, totalAmount: '265.00', priceIsEstimate: true, durationMinutes: 210 });
    const job = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: booked.body.id }, include: { vehicle: true } });
    expect(job).toMatchObject({ vehicleSize: 'truck', condition: null, priceIsEstimate: true, durationMinutes: 210, priceLines: lines });
    expect(job.totalAmount?.toFixed(2)).toBe('265.00');
    expect(job.vehicle?.size).toBe('truck');
    // The 210 minutes are held: the window 3 hours later is not free (it would start before 210 + 15 buffer).
    const schedule = await o.rest('GET', `/api/schedule?from=${day}&to=${inDays(4)}`);
    expect(schedule.body[0]).toMatchObject({ lines, durationMinutes: 210, priceIsEstimate: true, totalAmount: '265.00' });
    const customer = await o.rest('GET', `/api/customers/${job.customerId}`);
    expect(customer.body.appointments[0]).toMatchObject({ lines, durationMinutes: 210 });
  });

  it('a booking without vehicle choices of a known model is the service as before; with a condition the exact total', async () => {
    const o = await pricedOwner();
    const day = inDays(4);
    const res = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${day}&to=${day}&zip=60601`);
    const [first, second] = res.body.days[0].windows;
    const plain = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, { serviceId: o.serviceId, start: first.start, ...visitor, ...unknown });
    expect(plain.status).toBe(201);
    const job = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: plain.body.id } });
    expect(job).toMatchObject({ vehicleSize: null, durationMinutes: 120, priceLines: null });
    expect(job.totalAmount?.toFixed(2)).toBe('180.00');
    void second;
    const later = (await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${day}&to=${day}&zip=60601`)).body.days[0].windows.at(-1);
    const exact = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, {
      serviceId: o.serviceId,
      start: later.start,
      ...visitor,
      phone: '(312) 555-0151',
      ...sedan,
      condition: 'heavy',
    });
    expect(exact.body).toMatchObject({ totalAmount: '225.00', priceIsEstimate: false });
    expect(exact.body.lines).toEqual([
      { description: 'Full Detail (Sedan / car)', amount: '180.00' },
      { description: 'Condition: Heavy (+25%)', amount: '45.00' },
    ]);
  });

  it("a percentage deposit is a percentage of the quote's total, and the paid job keeps the quote", async () => {
    const o = await pricedOwner();
    await t.prisma.business.update({ where: { ownerId: o.user.id }, data: { stripeAccountId: `acct_${crypto.randomBytes(6).toString('hex')}`, chargesEnabled: true } });
    await t.prisma.service.update({ where: { id: o.serviceId }, data: { depositType: 'percent', depositValue: '20' } });
    const day = inDays(5);
    const res = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${day}&to=${day}&zip=60601&vehicleMake=Ford&vehicleModel=F-150`);
    const [first] = res.body.days[0].windows;
    const held = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, {
      serviceId: o.serviceId,
      start: first.start,
      ...visitor,
      ...truck,
      addOnIds: [o.petHair],
      condition: 'moderate',
    });
    // 20 % of 298.75 is 59.75 (of the service's 180.00 it would be 36.00).
    expect(held.body).toMatchObject({ status: 'held', deposit: '59.75' });
    const session = standin.connected.get(held.body.checkoutUrl.split('/').pop());
    if (!session) throw new Error('no Checkout Session');
    expect(session.amount_total).toBe(5975);
    expect((await standin.pay(session.id))?.status).toBe(200);
    const job = await t.prisma.serviceRecord.findFirstOrThrow({ where: { ownerId: o.user.id }, include: { vehicle: true } });
    expect(job).toMatchObject({ vehicleSize: 'truck', condition: 'moderate', priceIsEstimate: false, durationMinutes: 210 });
    expect(job.totalAmount?.toFixed(2)).toBe('298.75');
    expect(job.depositAmount?.toFixed(2)).toBe('59.75');
    expect(job.vehicle?.size).toBe('truck');
  });

  it('a request keeps the quote, and accepting it carries the quote to the job', async () => {
    const o = await pricedOwner();
    const sent = await t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, {
      ...visitor,
      serviceName: 'Full Detail',
      ...unknown,
      size: 'van',
      addOnIds: [o.petHair],
      condition: 'moderate',
      preferredDate: inDays(6),
      preferredTime: 'morning',
    });
    expect(sent.status).toBe(201);
    const request = await t.prisma.bookingRequest.findUniqueOrThrow({ where: { id: sent.body.id } });
    // 100.30 + 40.00 + 15.05.
    expect(request).toMatchObject({ vehicleSize: 'van', condition: 'moderate', addOnIds: [o.petHair], priceIsEstimate: false, durationMinutes: 180 });
    expect(request.quoteTotal?.toFixed(2)).toBe('155.35');
    const list = await o.rest('GET', '/api/booking-requests');
    expect(list.body[0]).toMatchObject({ quoteTotal: '155.35', durationMinutes: 180, vehicleSize: 'van' });
    expect(list.body[0].lines).toHaveLength(3);
    const accepted = await o.rest('POST', `/api/booking-requests/${sent.body.id}/accept`, { serviceDate: `${inDays(6)}T15:00:00Z` });
    expect(accepted.status).toBe(200);
    expect(accepted.body.appointment).toMatchObject({ totalAmount: '155.35', durationMinutes: 180, vehicleSize: 'van', condition: 'moderate' });
    expect(accepted.body.appointment.lines).toEqual(request.priceLines);
    const vehicle = await t.prisma.vehicle.findFirstOrThrow({ where: { customer: { ownerId: o.user.id } } });
    expect(vehicle.size).toBe('van');
    // An unknown model with add-ons but no size is refused naming the field.
    const noSize = await t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, {
      ...visitor,
      phone: '(312) 555-0152',
      serviceName: 'Full Detail',
      ...unknown,
      addOnIds: [o.petHair],
      preferredDate: inDays(6),
      preferredTime: 'morning',
    });
    expect(noSize).toMatchObject({ status: 400, body: { error: QUOTE_SIZE_REQUIRED } });
  });
});

describe("the owner's screens read the quote", () => {
  it('the requests inbox and the customer detail ask for the lines, the total and whether it is an estimate', async () => {
    const o = await pricedOwner();
    const sent = await t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, {
      ...visitor,
      phone: '(312) 555-0171',
      serviceName: 'Full Detail',
      ...truck,
      addOnIds: [o.petHair],
      preferredDate: inDays(6),
      preferredTime: 'morning',
    });
    expect(sent.status).toBe(201);
    // The text the inbox sends (RequestsPageQuery with its fragments), as the Relay compiler wrote it.
    const inbox = await o.gql(print(compiledOperation<RequestsPageQuery>(RequestsPageQueryNode)));
    expect(inbox.errors).toBeUndefined();
    const [request] = inbox.data.viewer.bookingRequests.edges.map((e: { node: Record<string, unknown> }) => e.node);
    // No condition: the light estimate, 225.00 + 40.00.
    expect(request).toMatchObject({
      quoteTotal: '265.00',
      priceIsEstimate: true,
      durationMinutes: 210,
      lines: [
        { description: 'Full Detail (Truck)', amount: '225.00' },
        { description: 'Pet hair removal', amount: '40.00' },
      ],
    });
    const accepted = await o.rest('POST', `/api/booking-requests/${sent.body.id}/accept`, { serviceDate: `${inDays(6)}T15:00:00Z` });
    expect(accepted.status).toBe(200);
    const customer = await t.prisma.customer.findFirstOrThrow({ where: { ownerId: o.user.id } });
    const id = Buffer.from(`Customer:${customer.id}`).toString('base64');
    const detail = await o.gql(print(compiledOperation<CustomerDetailQuery>(CustomerDetailQueryNode)), { id });
    expect(detail.errors).toBeUndefined();
    expect(detail.data.node.serviceRecords).toMatchObject([
      { totalAmount: '265.00', priceIsEstimate: true, lines: [{ description: 'Full Detail (Truck)', amount: '225.00' }, { description: 'Pet hair removal', amount: '40.00' }] },
    ]);
  });
});

describe('the booking page without JavaScript', () => {
  const gid = (id: string) => Buffer.from(`Service:${id}`).toString('base64');
  const radios = (html: string) => [...html.matchAll(/<input type="radio"[^>]* name="start" value="([^"]+)"/g)].map((m) => m[1]);

  it('renders the quote of the vehicle sent and the windows that fit it; an unknown model gets the size choice', async () => {
    const o = await pricedOwner();
    const base = `/booking/${o.subdomain}?serviceId=${encodeURIComponent(gid(o.serviceId))}&zip=60601&date=${inDays(3)}`;
    const plain = await (await t.caller().send('GET', base)).text();
    const truckPage = await (await t.caller().send('GET', `${base}&vehicleMake=Ford&vehicleModel=F150&addOnIds=${o.petHair}&condition=moderate`)).text();
    expect(truckPage).toContain('$298.75');
    expect(truckPage).toMatch(/Size: <span[^>]*>Truck<\/span>/);
    expect(truckPage).toMatch(/About (<!-- -->)?3 h 30 min/);
    // 9:00–17:00 at the owner's 30-minute step: 13 windows for 120 minutes, 10 for 210.
    expect(radios(plain)).toHaveLength(13);
    expect(radios(truckPage)).toHaveLength(10);
    // The booking form carries the vehicle and choices the quote had.
    expect(truckPage).toContain(`name="addOnIds" value="${o.petHair}"`);
    expect(truckPage).toContain('name="condition" value="moderate"');
    const unknownPage = await (await t.caller().send('GET', `${base}&vehicleMake=Acme&vehicleModel=Roadster`)).text();
    expect(unknownPage).toContain('What size is it?');
    expect(unknownPage).toContain(QUOTE_SIZE_REQUIRED.replaceAll("'", '&#x27;'));
    expect(radios(unknownPage)).toEqual([]);
    const adjusted = await (await t.caller().send('GET', `${base}&vehicleMake=Ford&vehicleModel=F-150&size=sedan`)).text();
    expect(adjusted).toContain('A Ford F-150 is priced as a Truck.');
    expect(adjusted).toMatch(/Estimated (<!-- -->)?\$225–\$281\.25/);
  });

  it('request mode: "Show the price" sends the form back with the quote of the vehicle typed and sends nothing; the choices post with the request', async () => {
    const o = await pricedOwner();
    await t.prisma.business.update({ where: { ownerId: o.user.id }, data: { bookingMode: 'request' } });
    const post = (values: [string, string][]) =>
      t.caller().send('POST', `/booking/${o.subdomain}`, new URLSearchParams(values).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    const typed: [string, string][] = [
      ['name', 'Rita Request'],
      ['phone', '(312) 555-0161'],
      ['serviceName', 'Full Detail'],
      ['vehicleYear', '2021'],
      ['vehicleMake', 'Ford'],
      ['vehicleModel', 'F150'],
      ['addOnIds', o.petHair],
      ['condition', 'moderate'],
      ['preferredDate', inDays(6)],
      ['preferredTime', 'morning'],
      ['address', '1 Lake St, Chicago IL'],
    ];
    // The first page has the button; a plain page renders no quote.
    const first = await (await t.caller().send('GET', `/booking/${o.subdomain}`)).text();
    expect(first).toContain('data-testid="show-price"');
    expect(first).not.toContain('data-testid="quote-price"');
    const priced = await post([...typed, ['intent', 'quote']]);
    expect(priced.status).toBe(200);
    const page = await priced.text();
    // 225.00 + 40.00 + 33.75, 180 + 30 minutes.
    expect(page).toMatch(/data-testid="quote-price">(<!-- -->)?\$298\.75/);
    expect(page).toMatch(/About (<!-- -->)?3 h 30 min/);
    expect(page).toMatch(/Size: <span[^>]*>Truck<\/span>/);
    expect(page).toContain('Pet hair removal');
    // What was typed comes back, the choices checked; nothing was sent.
    expect(page).toContain('value="Rita Request"');
    expect(page).toContain(`name="addOnIds" checked="" value="${o.petHair}"`);
    expect(page).toMatch(/<option value="moderate" selected="">/);
    expect(await t.prisma.bookingRequest.count({ where: { ownerId: o.user.id } })).toBe(0);
    // An unknown model: the size choice and its message; then without a vehicle, what is missing.
    const unknownPage = await (await post([...typed.filter(([k]) => k !== 'vehicleModel' && k !== 'vehicleMake'), ['vehicleMake', 'Acme'], ['vehicleModel', 'Roadster'], ['intent', 'quote']])).text();
    expect(unknownPage).toContain('What size is it?');
    expect(unknownPage).toContain(QUOTE_SIZE_REQUIRED.replaceAll("'", '&#x27;'));
    const bare = await (await post([['serviceName', 'Full Detail'], ['intent', 'quote']])).text();
    expect(bare).toContain(QUOTE_NEEDS_VEHICLE);
    // Sent (the send button has no intent): the request keeps the quote shown.
    const sent = await post(typed);
    expect(sent.status).toBe(200);
    const request = await t.prisma.bookingRequest.findFirstOrThrow({ where: { ownerId: o.user.id } });
    expect(request).toMatchObject({ vehicleSize: 'truck', condition: 'moderate', addOnIds: [o.petHair], priceIsEstimate: false, durationMinutes: 210 });
    expect(request.quoteTotal?.toFixed(2)).toBe('298.75');
  });

  it("the service picker's percentage deposit is of the quote's total once the vehicle's choices are in the address", async () => {
    const o = await pricedOwner();
    await t.prisma.business.update({ where: { ownerId: o.user.id }, data: { stripeAccountId: `acct_${crypto.randomBytes(6).toString('hex')}`, chargesEnabled: true } });
    await t.prisma.service.update({ where: { id: o.serviceId }, data: { depositType: 'percent', depositValue: '20' } });
    const option = (html: string) => html.match(new RegExp(`<option value="${gid(o.serviceId)}"[^>]*>(.*?)</option>`))?.[1]?.replaceAll('<!-- -->', '');
    const base = `/booking/${o.subdomain}?serviceId=${encodeURIComponent(gid(o.serviceId))}&zip=60601`;
    // Of the service's 180.00 before a vehicle is given; of 298.75 (20 % = 59.75) with the truck's choices.
    expect(option(await (await t.caller().send('GET', base)).text())).toBe('Full Detail — $180.00 (deposit $36.00)');
    const truckPage = await (await t.caller().send('GET', `${base}&vehicleMake=Ford&vehicleModel=F150&addOnIds=${o.petHair}&condition=moderate`)).text();
    expect(option(truckPage)).toBe('Full Detail — $180.00 (deposit $59.75)');
    // Without a condition, of the light estimate: 20 % of 265.00.
    const estimate = await (await t.caller().send('GET', `${base}&vehicleMake=Ford&vehicleModel=F150&addOnIds=${o.petHair}`)).text();
    expect(option(estimate)).toBe('Full Detail — $180.00 (deposit $53.00)');
  });
});
