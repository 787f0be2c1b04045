// Two server processes on one PostgreSQL database (each its own pool of connections, as two processes
// behind a load balancer): twenty visitors posting one window, half through each, get one booking.
// The embedded database is one session owned by one process, so this runs on a PostgreSQL server
// only (CI sets TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN } from '../../../common/availability.js';
import { createTestDatabase, serverUrl, type TestDatabase } from '../../test/database.js';
import { type TestApp, startTestApp } from '../../test/harness.js';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    a = await startTestApp({}, { database: db });
    b = await startTestApp({}, { database: db });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('give a window to exactly one of twenty visitors, ten posting to each', async () => {
    const o = await a.owner();
    const business = await o.rest('POST', '/api/onboarding/business', { businessName: `Twin ${Math.random().toString(36).slice(2, 8)}`, city: 'Chicago', state: 'IL', zipCode: '60601' });
    expect(business.status).toBe(201);
    await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
    expect((await o.rest('PUT', '/api/availability', { bookingMode: 'instant' })).status).toBe(200);
    const subdomain = business.body.subdomain as string;
    const service = await a.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
    const day = inDays(5);
    const found = await b.caller().rest('GET', `/api/booking/${subdomain}/availability?serviceId=${service.id}&from=${day}&to=${day}&zip=60601`);
    const [window] = found.body.days[0].windows;

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, k) =>
        (k % 2 ? b : a).caller().rest('POST', `/api/booking/${subdomain}/bookings`, {
          serviceId: service.id,
          start: window.start,
          name: `Visitor ${k}`,
          phone: `(312) 555-01${String(k).padStart(2, '0')}`,
          vehicleMake: 'Subaru',
          vehicleModel: 'Outback',
          address: '12 Elm St, Chicago IL',
          zip: '60601',
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.error === SLOT_TAKEN)).toBe(true);
    expect(await b.prisma.serviceRecord.count({ where: { ownerId: o.user.id, status: 'scheduled' } })).toBe(1);
  });
});
