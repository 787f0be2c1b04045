// Consent to texts from the booking forms: the checkbox on the request form and the instant booking form
// (server-rendered, posted without JavaScript, GraphQL and REST), stored on the request and recorded on
// the customer when the request is accepted or the instant booking is made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_CONSENT_LABEL } from '../../../common/booking.js';
import { toGlobalId } from '../../rest/rest.js';
import { type TestApp, startTestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const hours = [{ start: '09:00', end: '17:00' }];
const allWeek = { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours, sun: hours };

async function ownerWith(mode: 'instant' | 'request') {
  const o = await t.owner();
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: `Text ${Math.random().toString(36).slice(2, 8)}`, city: 'Olathe', state: 'KS', zipCode: '66062' });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
  expect((await o.rest('PUT', '/api/availability', { bookingMode: mode, weeklyHours: allWeek, arrivalWindowMinutes: 120, slotStepMinutes: 120 })).status).toBe(200);
  const service = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
  return Object.assign(o, { subdomain: b.body.subdomain as string, serviceId: toGlobalId('Service', service.id) });
}

const postForm = (subdomain: string, values: Record<string, string>) =>
  t.caller().send('POST', `/booking/${subdomain}`, new URLSearchParams(values).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
const checkbox = (html: string) => /<input[^>]*type="checkbox"[^>]*name="smsConsent"[^>]*>|<input[^>]*name="smsConsent"[^>]*type="checkbox"[^>]*>/.exec(html)?.[0] ?? null;

const request = (patch: Record<string, unknown> = {}) => ({
  name: 'Vera Visitor',
  phone: '(913) 555-0142',
  serviceName: 'Full Detail',
  vehicleMake: 'Subaru',
  vehicleModel: 'Outback',
  preferredDate: inDays(3),
  preferredTime: 'morning',
  address: '12 Elm St, Olathe KS 66062',
  ...patch,
});

let acceptedDays = 2;
async function acceptLatest(o: Awaited<ReturnType<typeof ownerWith>>) {
  const pending = await t.prisma.bookingRequest.findFirstOrThrow({ where: { ownerId: o.user.id, status: 'pending' }, orderBy: { createdAt: 'desc' } });
  const res = await o.rest('POST', `/api/booking-requests/${pending.id}/accept`, { serviceDate: new Date(Date.now() + ++acceptedDays * 86_400_000).toISOString() });
  expect(res.status).toBe(200);
  return { request: pending, customer: await t.prisma.customer.findUniqueOrThrow({ where: { id: res.body.request.customerId } }) };
}

describe('the request form', () => {
  it('shows the consent checkbox, unticked, on the page without JavaScript', async () => {
    const o = await ownerWith('request');
    const html = await (await t.caller().send('GET', `/booking/${o.subdomain}`)).text();
    expect(html).toContain(SMS_CONSENT_LABEL);
    expect(checkbox(html)).not.toBeNull();
    expect(checkbox(html)).not.toMatch(/checked/);
  });

  it('posted without JavaScript: the ticked box is kept on an error, stored with the request, and recorded on the customer when accepted', async () => {
    const o = await ownerWith('request');
    const invalid = await postForm(o.subdomain, { ...request({ name: '' }), smsConsent: 'on' } as Record<string, string>);
    expect(invalid.status).toBe(400);
    expect(checkbox(await invalid.text())).toMatch(/checked/);
    expect(await t.prisma.bookingRequest.count({ where: { ownerId: o.user.id } })).toBe(0);

    const res = await postForm(o.subdomain, { ...request(), smsConsent: 'on' } as Record<string, string>);
    expect(res.status).toBe(200);
    // The owner sees it on the request.
    const inbox = await o.gql('{ viewer { bookingRequests(first: 5) { edges { node { name smsConsent } } } } }');
    expect(inbox.data.viewer.bookingRequests.edges).toEqual([{ node: { name: 'Vera Visitor', smsConsent: true } }]);
    const before = Date.now();
    const { request: stored, customer } = await acceptLatest(o);
    expect(stored.smsConsent).toBe(true);
    expect(customer.smsConsentSource).toBe('booking_form');
    expect(customer.smsConsentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('an unticked box stores no consent, and takes none back from a customer who gave it', async () => {
    const o = await ownerWith('request');
    const given = new Date('2026-01-02T03:04:05Z');
    const known = await o.rest('POST', '/api/customers', { firstName: 'Vera', lastName: 'Known', phone: '913-555-0142' });
    await t.prisma.customer.update({ where: { id: known.body.id }, data: { smsConsentAt: given, smsConsentSource: 'owner' } });
    expect((await postForm(o.subdomain, request() as Record<string, string>)).status).toBe(200);
    const { request: stored, customer } = await acceptLatest(o);
    expect(stored.smsConsent).toBe(false);
    expect(customer).toMatchObject({ id: known.body.id, smsConsentAt: given, smsConsentSource: 'owner' });

    const other = await ownerWith('request');
    expect((await other.rest('POST', `/api/booking/${other.subdomain}/requests`, request({ phone: '(913) 555-0199' }))).status).toBe(201);
    expect((await acceptLatest(other)).customer).toMatchObject({ smsConsentAt: null, smsConsentSource: null });
  });

  it('REST and GraphQL take smsConsent as a boolean and refuse anything else', async () => {
    const o = await ownerWith('request');
    const rest = await t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, request({ smsConsent: true }));
    expect(rest.status).toBe(201);
    expect((await acceptLatest(o)).customer.smsConsentSource).toBe('booking_form');
    for (const wrong of ['yes', 1, { a: 1 }]) {
      expect((await t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, request({ smsConsent: wrong }))).status).toBe(400);
    }
    const gql = await t.caller().gql(
      `mutation($s: String!, $i: RequestBookingInput!) { requestBooking(subdomain: $s, input: $i) { __typename ... on RequestBookingSuccess { receipt { id } } } }`,
      { s: o.subdomain, i: request({ smsConsent: true, phone: '(913) 555-0177' }) },
    );
    expect(gql.data.requestBooking.__typename).toBe('RequestBookingSuccess');
    expect((await acceptLatest(o)).customer).toMatchObject({ phone: '(913) 555-0177', smsConsentSource: 'booking_form' });
  });
});

describe('the instant booking form', () => {
  async function firstWindow(o: Awaited<ReturnType<typeof ownerWith>>) {
    const html = await (await t.caller().send('GET', `/booking/${o.subdomain}?serviceId=${encodeURIComponent(o.serviceId)}&zip=66062&date=${inDays(3)}`)).text();
    const starts = [...html.matchAll(/<input type="radio"[^>]* name="start" value="([^"]+)"/g)].map((m) => m[1]);
    return { html, starts };
  }
  const booking = (o: { serviceId: string }, start: string, patch: Record<string, string> = {}) => ({
    mode: 'instant',
    serviceId: o.serviceId,
    zip: '66062',
    date: start.slice(0, 10),
    start,
    name: 'Ivy Instant',
    phone: '(913) 555-0163',
    vehicleMake: 'Kia',
    vehicleModel: 'Soul',
    address: '3 Oak St, Olathe KS',
    ...patch,
  });

  it('shows the checkbox beside the windows, and posted without JavaScript records consent on the new customer', async () => {
    const o = await ownerWith('instant');
    const { html, starts } = await firstWindow(o);
    expect(html).toContain(SMS_CONSENT_LABEL);
    expect(checkbox(html)).not.toMatch(/checked/);
    const invalid = await postForm(o.subdomain, booking(o, starts[0], { vehicleYear: '19', smsConsent: 'on' }));
    expect(invalid.status).toBe(400);
    expect(checkbox(await invalid.text())).toMatch(/checked/);
    const res = await postForm(o.subdomain, booking(o, starts[0], { smsConsent: 'on' }));
    expect(res.status).toBe(200);
    const customer = await t.prisma.customer.findFirstOrThrow({ where: { ownerId: o.user.id } });
    expect(customer).toMatchObject({ phone: '(913) 555-0163', smsConsentSource: 'booking_form', smsConsentAt: expect.any(Date) });
  });

  it('through REST and GraphQL: a returning customer who ticks it has consent recorded; unticked changes nothing', async () => {
    const o = await ownerWith('instant');
    const known = await o.rest('POST', '/api/customers', { firstName: 'Ivy', lastName: 'Known', phone: '913 555 0163' });
    const { starts } = await firstWindow(o);
    const rest = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, {
      ...booking(o, starts[0]),
      serviceId: (await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } })).id,
      smsConsent: false,
    });
    expect(rest.status).toBe(201);
    expect(await t.prisma.customer.findUniqueOrThrow({ where: { id: known.body.id } })).toMatchObject({ smsConsentAt: null });
    expect((await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, { ...booking(o, starts[1]), smsConsent: 'on' })).status).toBe(400);

    const { mode: _mode, date: _date, ...input } = booking(o, starts[starts.length - 1]);
    const gql = await t.caller().gql(
      `mutation($s: String!, $i: BookInstantlyInput!) { bookInstantly(subdomain: $s, input: $i) { __typename ... on Error { message } } }`,
      { s: o.subdomain, i: { ...input, smsConsent: true } },
    );
    expect(gql.data.bookInstantly.__typename).toBe('BookInstantlySuccess');
    expect(await t.prisma.customer.findUniqueOrThrow({ where: { id: known.body.id } })).toMatchObject({ smsConsentSource: 'booking_form', smsConsentAt: expect.any(Date) });
    expect(await t.prisma.customer.count({ where: { ownerId: o.user.id } })).toBe(1);
  });
});
