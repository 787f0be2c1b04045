// Availability through REST and GraphQL: the owner's rules, the public free windows, instant booking
// (one winner among twenty at once), and who may read or change what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_WINDOW, NOTHING_TO_CHANGE, OVERLAPPING_INTERVALS, SEND_A_REQUEST, SLOT_TAKEN, TOO_MANY_PUBLIC_DAYS, UNKNOWN_TIME_ZONE, UNKNOWN_ZIP, ZIP_FORMAT } from '../../../common/availability.js';
import { type TestApp, startTestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function ownerWithBusiness(mode: 'request' | 'instant' = 'instant') {
  const o = await t.owner();
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: `Glow ${Math.random().toString(36).slice(2, 8)}`, city: 'Chicago', state: 'IL', zipCode: '60601' });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
  if (mode === 'instant') expect((await o.rest('PUT', '/api/availability', { bookingMode: 'instant' })).status).toBe(200);
  const service = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
  return Object.assign(o, { subdomain: b.body.subdomain as string, serviceId: service.id });
}

const slots = (subdomain: string, serviceId: string, from = inDays(3), to = from, zip = '60601') =>
  t.caller().rest('GET', `/api/booking/${subdomain}/availability?serviceId=${serviceId}&from=${from}&to=${to}&zip=${zip}`);

const booking = (serviceId: string, start: string, patch: Record<string, unknown> = {}) => ({
  serviceId,
  start,
  name: 'Vera Visitor',
  phone: '(312) 555-0142',
  email: 'vera@example.com',
  vehicleYear: 2019,
  vehicleMake: 'Subaru',
  vehicleModel: 'Outback',
  address: '12 Elm St, Chicago IL',
  zip: '60601',
  ...patch,
});

describe("the owner's availability", () => {
  it('has the defaults, the zone of the ZIP and the onboarding hours as intervals', async () => {
    const o = await ownerWithBusiness('request');
    const res = await o.rest('GET', '/api/availability');
    expect(res).toMatchObject({
      status: 200,
      body: {
        timeZone: 'America/Chicago',
        bookingMode: 'request',
        minNoticeHours: 12,
        horizonDays: 60,
        arrivalWindowMinutes: 120,
        slotStepMinutes: 30,
        maxJobsPerDay: null,
        bufferMinutes: 15,
        travelSpeedMph: 35,
        timeOff: [],
      },
    });
    expect(res.body.weeklyHours.mon).toEqual([{ start: '09:00', end: '18:00' }]);
    expect(res.body.weeklyHours.sun).toEqual([{ start: '09:00', end: '17:00' }]);
  });

  it('changes only the fields given, keeps the hours labels in step, and replaces time off', async () => {
    const o = await ownerWithBusiness('request');
    const res = await o.rest('PUT', '/api/availability', {
      timeZone: 'America/Denver',
      weeklyHours: { mon: [{ start: '13:00', end: '17:00' }, { start: '08:00', end: '12:00' }], sat: [] },
      timeOff: [{ from: '2030-12-24', to: '2030-12-26' }],
      maxJobsPerDay: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ timeZone: 'America/Denver', maxJobsPerDay: 3, bufferMinutes: 15, timeOff: [{ from: '2030-12-24', to: '2030-12-26', intervals: null }] });
    expect(res.body.weeklyHours.mon).toEqual([{ start: '08:00', end: '12:00' }, { start: '13:00', end: '17:00' }]);
    const business = await o.rest('GET', '/api/business');
    expect(business.body).toMatchObject({ hoursWeekday: '8:00 AM - 12:00 PM, 1:00 PM - 5:00 PM', hoursWeekend: 'Closed' });
    expect((await o.rest('PUT', '/api/availability', { maxJobsPerDay: null })).body.maxJobsPerDay).toBeNull();
  });

  it('refuses overlapping intervals, unknown zones and negative numbers with 400 naming the field', async () => {
    const o = await ownerWithBusiness('request');
    const overlap = await o.rest('PUT', '/api/availability', { weeklyHours: { tue: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] } });
    expect(overlap.status).toBe(400);
    expect(JSON.stringify(overlap.body)).toContain(OVERLAPPING_INTERVALS);
    expect(JSON.stringify(overlap.body)).toContain('weeklyHours.tue');
    const zone = await o.rest('PUT', '/api/availability', { timeZone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect(JSON.stringify(zone.body)).toContain(UNKNOWN_TIME_ZONE);
    const negative = await o.rest('PUT', '/api/availability', { bufferMinutes: -5 });
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toContain('bufferMinutes');
    expect(await o.rest('PUT', '/api/availability', { unrelated: 1 })).toMatchObject({ status: 400, body: { error: NOTHING_TO_CHANGE } });
    expect((await o.rest('GET', '/api/availability')).body.timeZone).toBe('America/Chicago');
  });
});

describe('the public free windows', () => {
  it('answers the windows of an instant-mode business in its zone, and none in request mode', async () => {
    const o = await ownerWithBusiness();
    const res = await slots(o.subdomain, o.serviceId, inDays(3), inDays(4));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.body).toMatchObject({ timeZone: 'America/Chicago', bookingMode: 'instant' });
    expect(res.body.days.map((d: { date: string }) => d.date)).toEqual([inDays(3), inDays(4)]);
    const windows = res.body.days.flatMap((d: { windows: unknown[] }) => d.windows);
    expect(windows.length).toBeGreaterThan(0);
    expect(windows[0]).toEqual({ start: expect.stringMatching(/T\d\d:\d\d:00-0[56]:00$/), end: expect.any(String), label: expect.stringMatching(/–/) });
    const request = await ownerWithBusiness('request');
    expect((await slots(request.subdomain, request.serviceId)).body).toMatchObject({ bookingMode: 'request', days: [] });
  });

  it('says 404 for an unknown business or service and 400 past 14 days', async () => {
    const o = await ownerWithBusiness();
    expect((await slots('nosuchbusiness', o.serviceId)).status).toBe(404);
    expect((await slots(o.subdomain, 'nosuchservice')).status).toBe(404);
    const other = await ownerWithBusiness();
    expect((await slots(o.subdomain, other.serviceId)).status).toBe(404);
    const long = await slots(o.subdomain, o.serviceId, inDays(1), inDays(15));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(TOO_MANY_PUBLIC_DAYS);
    expect((await slots(o.subdomain, o.serviceId, inDays(1), inDays(14))).status).toBe(200);
  });

  it('offers no windows outside the service radius', async () => {
    const o = await ownerWithBusiness();
    const res = await slots(o.subdomain, o.serviceId, inDays(3), inDays(3), '90210');
    expect(res.body).toMatchObject({ outsideServiceArea: true, days: [] });
  });
});

describe('instant booking', () => {
  it('books a free window, which is then no longer offered', async () => {
    const o = await ownerWithBusiness();
    const [first] = (await slots(o.subdomain, o.serviceId)).body.days[0].windows;
    const res = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, booking(o.serviceId, first.start));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), status: 'scheduled', start: first.start, arrivalEnd: first.end, manageUrl: expect.stringMatching(/\/b\/[\w-]{43}$/) });
    expect(res.body.manageUrl).not.toContain(res.body.id);
    const after = (await slots(o.subdomain, o.serviceId)).body.days[0].windows.map((w: { start: string }) => w.start);
    expect(after).not.toContain(first.start);
    const job = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: res.body.id }, include: { customer: true, vehicle: true } });
    expect(job).toMatchObject({ ownerId: o.user.id, status: 'scheduled', serviceName: 'Full Detail', durationMinutes: 120, zipCode: '60601' });
    expect(job.customer).toMatchObject({ firstName: 'Vera', lastName: 'Visitor', phone: '(312) 555-0142' });
    expect(job.vehicle).toMatchObject({ make: 'Subaru', model: 'Outback' });
    const again = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, booking(o.serviceId, first.start));
    expect(again).toMatchObject({ status: 409, body: { error: SLOT_TAKEN } });
  });

  it('gives the window to exactly one of twenty visitors posting it at once', async () => {
    const o = await ownerWithBusiness();
    const [w] = (await slots(o.subdomain, o.serviceId, inDays(5))).body.days[0].windows;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, k) =>
        t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, booking(o.serviceId, w.start, { phone: `(312) 555-01${String(k).padStart(2, '0')}` })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    const lost = answers.filter((a) => a.status === 409);
    expect(lost).toHaveLength(19);
    expect(lost.every((a) => a.body.error === SLOT_TAKEN)).toBe(true);
    expect(await t.prisma.serviceRecord.count({ where: { ownerId: o.user.id } })).toBe(1);
  });

  it('refuses a time that is not a window, request mode, and names a bad field', async () => {
    const o = await ownerWithBusiness();
    const odd = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, booking(o.serviceId, `${inDays(3)}T03:17:00-06:00`));
    expect(odd).toMatchObject({ status: 409, body: { error: NOT_A_WINDOW } });
    const request = await ownerWithBusiness('request');
    const asRequest = await t.caller().rest('POST', `/api/booking/${request.subdomain}/bookings`, booking(request.serviceId, `${inDays(3)}T15:00:00Z`));
    expect(asRequest).toMatchObject({ status: 409, body: { error: SEND_A_REQUEST } });
    const bad = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, booking(o.serviceId, `${inDays(3)}T15:00:00Z`, { zip: '1' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: ZIP_FORMAT });
    // Five digits no ZIP data knows: said as such, not as a malformed ZIP.
    const unknown = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, booking(o.serviceId, `${inDays(3)}T15:00:00Z`, { zip: '00000' }));
    expect(unknown).toMatchObject({ status: 400, body: { error: UNKNOWN_ZIP } });
    expect((await t.caller().rest('POST', '/api/booking/nosuch/bookings', booking(o.serviceId, `${inDays(3)}T15:00:00Z`))).status).toBe(404);
  });
});

describe('who may read and change availability', () => {
  const query = '{ availability { __typename ... on AvailabilitySuccess { availability { timeZone bufferMinutes } } } }';
  const mutation = 'mutation { updateAvailability(input: { bufferMinutes: 40 }) { __typename } }';

  it('signed out: 401 through REST, UNAUTHENTICATED through GraphQL', async () => {
    const anon = t.caller();
    expect((await anon.rest('GET', '/api/availability')).status).toBe(401);
    expect((await anon.rest('PUT', '/api/availability', { bufferMinutes: 40 })).status).toBe(401);
    expect((await anon.gql(query)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anon.gql(mutation)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("a second owner reads and changes only their own; an admin without a business has none", async () => {
    const first = await ownerWithBusiness('request');
    const second = await ownerWithBusiness('request');
    expect((await second.gql(mutation)).data.updateAvailability.__typename).toBe('UpdateAvailabilitySuccess');
    expect((await first.rest('GET', '/api/availability')).body.bufferMinutes).toBe(15);
    expect((await second.gql(query)).data.availability.availability.bufferMinutes).toBe(40);
    const admin = await t.admin();
    expect((await admin.rest('GET', '/api/availability')).status).toBe(404);
    expect((await admin.gql(query)).data.availability.__typename).toBe('NotFoundError');
  });
});
