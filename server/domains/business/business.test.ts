// Business setup through GraphQL and REST against a real database.
import { cancellationPolicy } from '../../../common/deposits.js';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_PHONE_MESSAGE,
  INVALID_SERVICES,
  MISSING_BUSINESS_FIELDS,
  ONBOARDING_ZIP_MESSAGE,
  SETTINGS_ZIP_MESSAGE,
  serviceProblems,
} from '../../../common/business.js';
import { escapeHtml } from '../../html.js';
import { PAYMENT_REQUIRED_MESSAGE } from '../../kernel/guards.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { renderBookingPage } from './business.page.js';
import { SUBDOMAIN_READ_ONLY } from './business.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

let n = 0;
const uniqueName = (base = 'Shine') => `${base} Detailing ${Date.now().toString(36)}${n++}`;

const onboardingBusiness = (name = uniqueName()) => ({
  businessName: name,
  city: 'Olathe',
  state: 'KS',
  zipCode: '66062',
  serviceRadius: 15,
});
const services = [
  { name: 'Basic Wash & Vacuum', price: '50.00', description: 'Wash' },
  { name: 'Premium Detail', price: '150', description: 'Detail' },
];

const COMPLETE = `mutation($input: CompleteOnboardingInput!) {
  completeOnboarding(input: $input) {
    __typename ... on Error { message }
    ... on CompleteOnboardingSuccess { user { onboardingCompleted business { businessName subdomain hoursWeekday services { name price } } } }
  }
}`;

async function onboardViaRest(owner: Awaited<ReturnType<TestApp['owner']>>, name = uniqueName()) {
  expect((await owner.rest('POST', '/api/onboarding/business', onboardingBusiness(name))).status).toBe(201);
  expect((await owner.rest('POST', '/api/onboarding/services', { services })).status).toBe(201);
  expect((await owner.rest('PUT', '/api/business/hours', { hoursWeekday: '9:00 AM - 6:00 PM', hoursWeekend: 'Closed' })).status).toBe(200);
  expect((await owner.rest('POST', '/api/onboarding/complete')).status).toBe(200);
  return (await owner.rest('GET', '/api/business')).body;
}

describe('onboarding', () => {
  it('the wizard submission creates business, services and hours, and completes onboarding, at once', async () => {
    const owner = await t.owner();
    const name = uniqueName("Ann's Mobile");
    const { data } = await owner.gql(COMPLETE, {
      input: {
        ...onboardingBusiness(name),
        phone: '913-555-0100',
        email: 'ann@example.com',
        hoursWeekday: '10:00 AM - 7:00 PM',
        hoursWeekend: 'Closed',
        phoneAvailability: 'Anytime',
        services,
      },
    });
    expect(data.completeOnboarding.__typename).toBe('CompleteOnboardingSuccess');
    const { user } = data.completeOnboarding;
    expect(user.onboardingCompleted).toBe(true);
    expect(user.business).toMatchObject({
      businessName: name,
      subdomain: name.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 30),
      hoursWeekday: '10:00 AM - 7:00 PM',
      services: [
        { name: 'Basic Wash & Vacuum', price: '50.00' },
        { name: 'Premium Detail', price: '150.00' },
      ],
    });
  });

  it('the documented REST steps do the same: business, services, hours, complete', async () => {
    const owner = await t.owner();
    const business = await onboardViaRest(owner);
    expect(business).toMatchObject({ city: 'Olathe', state: 'KS', zipCode: '66062', serviceRadius: 15, hoursWeekend: 'Closed' });
    expect((await owner.rest('GET', '/api/user')).body.onboardingCompleted).toBe(true);
    const list = await owner.rest('GET', '/api/services');
    expect(list.body.map((s: { price: string }) => s.price)).toEqual(['50.00', '150.00']);
    expect(await t.prisma.service.findUnique({ where: { id: list.body[0].id } })).not.toBeNull();
  });

  it('a subdomain another owner holds is a conflict the client can map', async () => {
    const name = uniqueName('Same Name');
    const a = await t.owner();
    await onboardViaRest(a, name);
    const b = await t.owner();
    const rest = await b.rest('POST', '/api/onboarding/business', onboardingBusiness(name));
    expect(rest).toMatchObject({ status: 409, body: { error: 'Subdomain already taken' } });
    const gql = await b.gql(COMPLETE, { input: { ...onboardingBusiness(name), hoursWeekday: 'x', hoursWeekend: 'y', services } });
    expect(gql.data.completeOnboarding).toEqual({ __typename: 'ConflictError', message: 'Subdomain already taken' });
    expect(await t.prisma.business.count({ where: { owner: { email: b.user.email } } })).toBe(0);
  });

  it('an interrupted step-by-step onboarding can be retried from the start', async () => {
    const owner = await t.owner();
    const name = uniqueName();
    expect((await owner.rest('POST', '/api/onboarding/business', onboardingBusiness(name))).status).toBe(201);
    const failed = await owner.rest('POST', '/api/onboarding/services', { services: [{ name: '', price: '10' }] });
    expect(failed).toMatchObject({ status: 400, body: { error: INVALID_SERVICES } });
    // The client retries the whole sequence: step 1 again must not say 'Business already exists'.
    await onboardViaRest(owner, name);
    expect(await t.prisma.business.count({ where: { ownerId: owner.user.id } })).toBe(1);
  });

  it('a failure inside the wizard transaction leaves nothing behind', async () => {
    const owner = await t.owner();
    const { data } = await owner.gql(COMPLETE, {
      input: {
        ...onboardingBusiness(),
        hoursWeekday: '9:00 AM - 6:00 PM',
        hoursWeekend: 'Closed',
        services: [{ id: 'U2VydmljZTpub3BlCg==', name: 'Ghost', price: '5' }],
      },
    });
    expect(data.completeOnboarding).toMatchObject({ __typename: 'NotFoundError', message: 'Service not found' });
    expect(await t.prisma.business.count({ where: { ownerId: owner.user.id } })).toBe(0);
    expect((await owner.rest('GET', '/api/user')).body.onboardingCompleted).toBe(false);
  });

  it('after completion a second onboarding business is refused; steps need a business first', async () => {
    const owner = await t.owner();
    expect(await owner.rest('POST', '/api/onboarding/services', { services })).toMatchObject({
      status: 404,
      body: { error: 'Business not found' },
    });
    expect((await owner.rest('PUT', '/api/business/hours', { hoursWeekday: 'a', hoursWeekend: 'b' })).status).toBe(404);
    expect((await owner.rest('POST', '/api/onboarding/complete')).body).toEqual({ error: 'Business not found' });
    await onboardViaRest(owner);
    expect(await owner.rest('POST', '/api/onboarding/business', onboardingBusiness())).toMatchObject({
      status: 409,
      body: { error: 'Business already exists' },
    });
  });

  it.each([
    [{ zipCode: '6606' }, ONBOARDING_ZIP_MESSAGE],
    [{ zipCode: '66062-12' }, ONBOARDING_ZIP_MESSAGE],
    [{ state: 'Narnia' }, 'Please choose a US state'],
    [{ businessName: '' }, 'Please enter a business name'],
    [{ businessName: '!!!' }, 'Invalid business name: use letters or numbers'],
  ])('refuses %o with "%s"', async (patch, message) => {
    const owner = await t.owner();
    const res = await owner.rest('POST', '/api/onboarding/business', { ...onboardingBusiness(), ...patch });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
  });

  it('subdomainAvailability says which address a name would use, and offers a free one when taken', async () => {
    const a = await t.owner();
    const name = uniqueName('Taken');
    const business = await onboardViaRest(a, name);
    const AVAIL = 'query($name: String!) { subdomainAvailability(name: $name) { subdomain available suggestion } }';
    const b = await t.owner();
    const taken = await b.gql(AVAIL, { name });
    expect(taken.data.subdomainAvailability).toEqual({ subdomain: business.subdomain, available: false, suggestion: `${business.subdomain}2` });
    const { suggestion } = taken.data.subdomainAvailability;
    const free = await b.gql(AVAIL, { name: suggestion });
    expect(free.data.subdomainAvailability).toEqual({ subdomain: suggestion, available: true, suggestion: null });
    // The owner's own address is free for them.
    expect((await a.gql(AVAIL, { name })).data.subdomainAvailability.available).toBe(true);
    expect((await b.gql(AVAIL, { name: '!!!' })).data.subdomainAvailability).toEqual({ subdomain: '', available: false, suggestion: null });
    // The suggested address is accepted by the wizard's submission.
    const { data } = await b.gql(COMPLETE, {
      input: { ...onboardingBusiness(name), subdomain: suggestion, hoursWeekday: 'a', hoursWeekend: 'b', services },
    });
    expect(data.completeOnboarding.user.business.subdomain).toBe(suggestion);
  });

  it('a refused wizard submission names the field (services by their place in the list)', async () => {
    const owner = await t.owner();
    const { data } = await owner.gql(
      `mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) { __typename ... on ValidationError { fieldErrors { field message } } } }`,
      { input: { ...onboardingBusiness(), hoursWeekday: 'a', hoursWeekend: 'b', services: [{ name: 'X', price: '-1' }] } },
    );
    expect(data.completeOnboarding.fieldErrors[0]).toEqual({ field: 'services.0.price', message: INVALID_SERVICES });
  });

  it('a missing service radius is the default 15 miles; a nonsense one is refused', async () => {
    const owner = await t.owner();
    const ok = await owner.rest('POST', '/api/onboarding/business', { ...onboardingBusiness(), serviceRadius: null });
    expect(ok.body.serviceRadius).toBe(15);
    const bad = await owner.rest('POST', '/api/onboarding/business', { ...onboardingBusiness(), serviceRadius: -3 });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Invalid service radius' } });
  });

  it('REST accepts numeric prices as the documented clients send them', async () => {
    const owner = await t.owner();
    await onboardViaRest(owner);
    const res = await owner.rest('PUT', '/api/business/services', { services: [{ name: 'Wash', price: 60 }] });
    expect(res.body).toEqual([expect.objectContaining({ name: 'Wash', price: '60.00' })]);
  });

  it('accepts 5+4 ZIP codes and state names', async () => {
    const owner = await t.owner();
    const res = await owner.rest('POST', '/api/onboarding/business', { ...onboardingBusiness(), zipCode: '66062-1234', state: 'kansas' });
    expect(res.body).toMatchObject({ zipCode: '66062-1234', state: 'KS' });
  });
});

describe('services', () => {
  it.each([
    [[{ name: '', price: '10' }], INVALID_SERVICES],
    [[{ name: 'Wash', price: '-1' }], INVALID_SERVICES],
    [[{ name: 'Wash', price: 'ten' }], INVALID_SERVICES],
    [[{ name: 'Wash', price: '' }], INVALID_SERVICES],
    [[{ name: 'x'.repeat(51), price: '10' }], 'Service names must be 50 characters or less'],
    [[{ name: 'Wash', price: '10', description: 'x'.repeat(201) }], 'Descriptions must be 200 characters or less'],
    [[{ name: 'Wash', price: '1000000' }], 'Prices must be at most 999999 with at most 2 decimals'],
    [[{ name: 'Wash', price: '10.999' }], 'Prices must be at most 999999 with at most 2 decimals'],
    [[], 'Please add at least one service'],
  ])('refuses %j with "%s" and keeps the old list', async (list, message) => {
    const owner = await t.owner();
    await onboardViaRest(owner);
    const res = await owner.rest('PUT', '/api/business/services', { services: list });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
    expect((await owner.rest('GET', '/api/services')).body).toHaveLength(2);
  });

  it('names every field at fault by its place in the list, under the one message of the spec', async () => {
    const owner = await t.owner();
    await onboardViaRest(owner);
    const { data } = await owner.gql(
      `mutation($services: [ServiceInput!]!) { updateServices(services: $services) { __typename ... on Error { message } ... on ValidationError { fieldErrors { field message } } } }`,
      { services: [{ name: 'Wash', price: '50' }, { name: ' ', price: '80' }, { name: 'Detail', price: '-5' }, { name: '', price: 'ten' }] },
    );
    expect(data.updateServices.message).toBe(INVALID_SERVICES);
    const fields = data.updateServices.fieldErrors.map((e: { field: string }) => e.field);
    expect(new Set(fields)).toEqual(new Set(['services.1.name', 'services.2.price', 'services.3.name', 'services.3.price']));
    // The forms mark the same fields before sending (one rule in common/business.ts).
    expect(serviceProblems([{ name: 'Wash', price: '50' }, { name: ' ', price: '80' }, { name: 'Detail', price: '-5' }, { name: '', price: 'ten' }])).toEqual({
      message: INVALID_SERVICES,
      fields: ['services.1.name', 'services.2.price', 'services.3.name', 'services.3.price'],
    });
  });

  it('accepts the limits: 50-character name, 200-character description, 999999.99', async () => {
    const owner = await t.owner();
    await onboardViaRest(owner);
    const res = await owner.rest('PUT', '/api/business/services', {
      services: [{ name: 'x'.repeat(50), description: 'd'.repeat(200), price: '999999' }],
    });
    expect(res.status).toBe(200);
    expect(res.body[0].price).toBe('999999.00');
  });

  it('replacing the list keeps ids of existing services, creates new ones and deletes the rest', async () => {
    const owner = await t.owner();
    await onboardViaRest(owner);
    const [first, second] = (await owner.rest('GET', '/api/services')).body;
    const res = await owner.rest('PUT', '/api/business/services', {
      services: [
        { id: second.id, name: 'Premium Detail', price: '175.5', description: 'Now with wax' },
        { id: null, name: 'Headlight Restoration', price: '80', description: '' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: second.id, name: 'Premium Detail', price: '175.50', description: 'Now with wax' },
      expect.objectContaining({ name: 'Headlight Restoration', price: '80.00' }),
    ]);
    expect(await t.prisma.service.findUnique({ where: { id: first.id } })).toBeNull();
  });
});

describe('settings', () => {
  const settings = (subdomain: string, patch: Record<string, unknown> = {}) => ({
    businessName: 'Gleam Co',
    subdomain,
    city: 'Austin',
    state: 'TX',
    zipCode: '73301',
    hoursWeekday: '9:00 AM - 6:00 PM',
    hoursWeekend: '9:00 AM - 5:00 PM',
    ...patch,
  });

  it('GET /api/business is a 404 when there is none; saving creates, then updates', async () => {
    const owner = await t.owner();
    expect(await owner.rest('GET', '/api/business')).toMatchObject({ status: 404, body: { error: 'Business not found' } });
    const sub = `gleam${Date.now()}`;
    expect((await owner.rest('POST', '/api/business', settings(sub))).status).toBe(200);
    const updated = await owner.rest('PUT', '/api/business', settings(sub.toUpperCase(), { businessName: 'Gleam & Co' }));
    expect(updated.body).toMatchObject({ businessName: 'Gleam & Co', subdomain: sub });
    expect(await t.prisma.business.count({ where: { ownerId: owner.user.id } })).toBe(1);
  });

  it('hours left out take the settings defaults', async () => {
    const owner = await t.owner();
    const res = await owner.rest('POST', '/api/business', { ...settings(`d${Date.now()}`), hoursWeekday: undefined, hoursWeekend: null });
    expect(res.body).toMatchObject({ hoursWeekday: '9:00 AM - 6:00 PM', hoursWeekend: '9:00 AM - 5:00 PM' });
  });

  it.each([
    [{ businessName: '' }, MISSING_BUSINESS_FIELDS],
    [{ city: ' ' }, MISSING_BUSINESS_FIELDS],
    [{ state: '' }, MISSING_BUSINESS_FIELDS],
    [{ zipCode: '' }, MISSING_BUSINESS_FIELDS],
    [{ subdomain: '' }, MISSING_BUSINESS_FIELDS],
    [{ zipCode: '660621' }, SETTINGS_ZIP_MESSAGE],
  ])('refuses %o with "%s"', async (patch, message) => {
    const owner = await t.owner();
    const res = await owner.rest('PUT', '/api/business', settings(`s${Date.now()}${n++}`, patch));
    expect(res).toMatchObject({ status: 400, body: { error: message } });
  });

  it('the business phone follows the onboarding rule on every write (GraphQL and REST)', async () => {
    const owner = await t.owner();
    for (const phone of ['not a phone', '12345', '555-0100x']) {
      const rest = await owner.rest('POST', '/api/onboarding/business', { ...onboardingBusiness(), phone });
      expect(rest, phone).toMatchObject({ status: 400, body: { error: BUSINESS_PHONE_MESSAGE } });
      const { data } = await owner.gql(COMPLETE, {
        input: { ...onboardingBusiness(), phone, email: 'a@example.com', hoursWeekday: 'x', hoursWeekend: 'y', services },
      });
      expect(data.completeOnboarding).toMatchObject({ __typename: 'ValidationError', message: BUSINESS_PHONE_MESSAGE });
    }
    const business = await onboardViaRest(owner);
    const put = await owner.rest('PUT', '/api/business', settings(business.subdomain, { phone: 'not a phone' }));
    expect(put).toMatchObject({ status: 400, body: { error: BUSINESS_PHONE_MESSAGE } });
    const { data } = await owner.gql(
      `mutation($input: SaveBusinessInput!) { saveBusiness(input: $input) { __typename ... on Error { message } } }`,
      { input: settings(business.subdomain, { phone: 'call me' }) },
    );
    expect(data.saveBusiness).toMatchObject({ __typename: 'ValidationError', message: BUSINESS_PHONE_MESSAGE });
    const ok = await owner.rest('PUT', '/api/business', settings(business.subdomain, { phone: '+1 (913) 555-0100' }));
    expect(ok.body.phone).toBe('+1 (913) 555-0100');
  });

  it('saving settings keeps every field the request leaves out (radius, email, phone, hours)', async () => {
    const owner = await t.owner();
    const created = await owner.rest('POST', '/api/onboarding/business', {
      ...onboardingBusiness(),
      serviceRadius: 30,
      phone: '913-555-0100',
      email: 'shop@example.com',
    });
    expect(created.status).toBe(201);
    await owner.rest('PUT', '/api/business/hours', { hoursWeekday: '7:00 AM - 7:00 PM', hoursWeekend: 'Closed' });
    const { hoursWeekday: _w, hoursWeekend: _e, ...withoutHours } = settings(created.body.subdomain, { city: 'Lenexa' });
    const res = await owner.rest('PUT', '/api/business', withoutHours);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      city: 'Lenexa',
      serviceRadius: 30,
      phone: '913-555-0100',
      email: 'shop@example.com',
      hoursWeekday: '7:00 AM - 7:00 PM',
      hoursWeekend: 'Closed',
    });
    const radius = await owner.gql(
      `mutation($input: SaveBusinessInput!) { saveBusiness(input: $input) { ... on SaveBusinessSuccess { business { serviceRadius city email } } } }`,
      { input: { ...withoutHours, city: 'Olathe', serviceRadius: 25 } },
    );
    expect(radius.data.saveBusiness.business).toEqual({ serviceRadius: 25, city: 'Olathe', email: 'shop@example.com' });
    const cleared = await owner.rest('PUT', '/api/business', { ...withoutHours, phone: null });
    expect(cleared.body).toMatchObject({ phone: null, serviceRadius: 25 });
  });

  it('the subdomain is read-only once the business exists', async () => {
    const owner = await t.owner();
    const business = await onboardViaRest(owner);
    const res = await owner.rest('PUT', '/api/business', settings(`${business.subdomain}x`));
    expect(res).toMatchObject({ status: 400, body: { error: SUBDOMAIN_READ_ONLY } });
    expect((await owner.rest('GET', '/api/business')).body.subdomain).toBe(business.subdomain);
  });
});

describe('authorization', () => {
  it('owner B can neither read nor change owner A’s business or services', async () => {
    const a = await t.owner();
    const aBusiness = await onboardViaRest(a);
    const aServices = (await a.rest('GET', '/api/services')).body;
    const b = await t.owner();
    await onboardViaRest(b);

    const aGlobal = (await a.gql('{ viewer { business { id services { id } } } }')).data.viewer.business;
    const asB = await b.gql('query($id: ID!) { node(id: $id) { id ... on Business { businessName } } }', { id: aGlobal.id });
    expect(asB).toEqual({ data: { node: null } });
    const svcAsB = await b.gql('query($id: ID!) { node(id: $id) { id } }', { id: aGlobal.services[0].id });
    expect(svcAsB).toEqual({ data: { node: null } });

    const steal = await b.rest('PUT', '/api/business/services', {
      services: [{ id: aServices[0].id, name: 'Hijacked', price: '1' }],
    });
    expect(steal).toMatchObject({ status: 404, body: { error: 'Service not found' } });
    expect((await a.rest('GET', '/api/services')).body).toEqual(aServices);
    expect((await a.rest('GET', '/api/business')).body).toEqual(aBusiness);
  });

  it('signed-out callers get 401 on every owner route', async () => {
    const anon = t.caller();
    for (const [method, path] of [
      ['GET', '/api/business'],
      ['POST', '/api/business'],
      ['PUT', '/api/business'],
      ['GET', '/api/services'],
      ['PUT', '/api/business/services'],
      ['POST', '/api/onboarding/business'],
      ['POST', '/api/onboarding/services'],
      ['PUT', '/api/business/hours'],
      ['POST', '/api/onboarding/complete'],
    ]) {
      const res = await anon.rest(method, path, method === 'GET' ? undefined : { services: [] });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('an owner past the 48-hour verification period cannot write business data', async () => {
    const owner = await t.owner();
    await t.prisma.user.update({ where: { id: owner.user.id }, data: { createdAt: new Date(Date.now() - 49 * 3_600_000) } });
    const res = await owner.rest('POST', '/api/onboarding/business', onboardingBusiness());
    expect(res).toMatchObject({ status: 402, body: { error: PAYMENT_REQUIRED_MESSAGE } });
    await t.prisma.user.update({ where: { id: owner.user.id }, data: { paymentVerified: true } });
    expect((await owner.rest('POST', '/api/onboarding/business', onboardingBusiness())).status).toBe(201);
  });
});

describe('public booking page data', () => {
  it('answers the public fields and services, nothing private', async () => {
    const owner = await t.owner();
    const business = await onboardViaRest(owner);
    const anon = t.caller();
    const res = await anon.rest('GET', `/api/booking/${business.subdomain}`);
    expect(res.status).toBe(200);
    expect(res.body.business).toEqual({
      businessName: business.businessName,
      phone: null,
      city: 'Olathe',
      state: 'KS',
      zipCode: '66062',
      serviceRadius: 15,
      bookingMode: 'request',
      hoursWeekday: '9:00 AM - 6:00 PM',
      hoursWeekend: 'Closed',
      hours: ['Mon–Fri: 9:00 AM - 6:00 PM', 'Sat–Sun: Closed'],
      // A request may not name them (#47.8).
      closedWeekdays: ['sat', 'sun'],
      daysOff: [],
      openDays: [],
      brandColor: null,
      logoUrl: null,
      // Deposits (#30): none asked while the business cannot take cards; the policy the page shows.
      takesDeposits: false,
      depositsPaused: false,
      cancellationPolicy: cancellationPolicy(24),
      // The three condition levels a visitor may name for the quote (#50), with their one-line descriptions.
      conditionLevels: [
        { key: 'light', label: 'Light', description: 'Regular upkeep, light dust and crumbs' },
        { key: 'moderate', label: 'Moderate', description: 'Some stains, pet hair or sand' },
        { key: 'heavy', label: 'Heavy', description: 'Heavy pet hair, mud, spills or odors' },
      ],
    });
    expect(res.body.services).toEqual([
      { id: expect.any(String), name: 'Basic Wash & Vacuum', description: 'Wash', price: '50.00', deposit: null, depositPercent: null, addOns: [] },
      { id: expect.any(String), name: 'Premium Detail', description: 'Detail', price: '150.00', deposit: null, depositPercent: null, addOns: [] },
    ]);
    // The REST booking routes take the service's database id, as this route gives it.
    const service = await t.prisma.service.findFirstOrThrow({ where: { name: 'Premium Detail', business: { ownerId: owner.user.id } } });
    expect(res.body.services[1].id).toBe(service.id);
    expect(JSON.stringify(res.body)).not.toContain(owner.user.email);
    const type = await anon.gql('{ __type(name: "PublicBusiness") { fields { name } } }');
    const fields = type.data.__type.fields.map((f: { name: string }) => f.name);
    expect(fields).not.toEqual(expect.arrayContaining(['email']));
    expect(fields).not.toContain('owner');
    expect(fields).not.toContain('id');
  });

  it('an unknown subdomain is a 404', async () => {
    expect(await t.caller().rest('GET', '/api/booking/nobodyhere')).toMatchObject({
      status: 404,
      body: { error: 'Business not found' },
    });
  });

  // String.prototype.replace expands $` $& $' in a replacement string: user text must never be one.
  const indexHtml = fs.readFileSync(path.resolve(import.meta.dirname, '../../../client/index.html'), 'utf8');
  const render = (subdomain: string) =>
    renderBookingPage({ indexHtml, subdomain, graphql: (r) => t.app.fetch(r), requestUrl: `http://localhost/booking/${encodeURIComponent(subdomain)}`, appUrl: 'http://localhost' });
  const oneDocument = (html: string) => {
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength((indexHtml.match(/<\/script>/g) ?? []).length + 1);
    const data = /<script id="booking-data" type="application\/json">([^<]*)<\/script>/.exec(html);
    return JSON.parse(data?.[1] ?? 'null') as {
      variables: { subdomain: string };
      data: { publicBusiness: { businessName: string } | null };
      form: null;
    };
  };

  it.each(['$`', '$&', "$'"])('the server-rendered page shows a business name with %s literally, in one document', async (pattern) => {
    const owner = await t.owner();
    const name = `${uniqueName('Shine')} ${pattern} Co`;
    const business = await onboardViaRest(owner, name);
    const page = await render(business.subdomain);
    expect(page.status).toBe(200);
    expect(oneDocument(page.html).data.publicBusiness?.businessName).toBe(name);
    expect(page.html).toContain(`<title>${escapeHtml(name)} | Mobile Car Detailing</title>`);
  });

  it.each(['$`', '$&', "$'", "x$'$`$&y"])('the server-rendered page of an unknown subdomain %s is one document', async (subdomain) => {
    const page = await render(subdomain);
    expect(page.status).toBe(404);
    expect(oneDocument(page.html)).toEqual({ variables: { subdomain }, data: { publicBusiness: null }, form: null, instant: null });
  });
});
