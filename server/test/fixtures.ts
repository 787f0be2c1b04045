// Ready-made owners and bookings for server tests: an owner with a business in Chicago and one
// service, in request or instant mode, and a visitor's instant booking with its private link.
import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './harness.js';

export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export type BusinessOwner = Awaited<ReturnType<typeof ownerWithBusiness>>;

/** A signed-in owner with a business (ZIP 60601, America/Chicago) and one service "Full Detail" at 180. */
export async function ownerWithBusiness(
  t: TestApp,
  opts: { mode?: 'request' | 'instant'; paid?: boolean; service?: Record<string, unknown> } = {},
) {
  const o = await t.owner();
  const b = await o.rest('POST', '/api/onboarding/business', {
    businessName: `Glow ${crypto.randomBytes(3).toString('hex')}`,
    city: 'Chicago',
    state: 'IL',
    zipCode: '60601',
    phone: '(312) 555-0199',
  });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180', ...opts.service }] });
  if ((opts.mode ?? 'instant') === 'instant') expect((await o.rest('PUT', '/api/availability', { bookingMode: 'instant' })).status).toBe(200);
  if (opts.paid) await t.prisma.user.update({ where: { id: o.user.id }, data: { paymentVerified: true } });
  const service = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
  return Object.assign(o, { subdomain: b.body.subdomain as string, serviceId: service.id, businessId: service.businessId });
}

export type Window = { start: string; end: string; label: string };

/** The free windows of one day on the owner's public page (ZIP 60601). */
export async function windowsOn(t: TestApp, o: { subdomain: string; serviceId: string }, date: string): Promise<Window[]> {
  const res = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${date}&to=${date}&zip=60601`);
  expect(res.status).toBe(200);
  return res.body.days[0].windows;
}

/** A visitor's instant booking body; `patch` replaces fields. */
export const bookingBody = (serviceId: string, start: string, patch: Record<string, unknown> = {}) => ({
  serviceId,
  start,
  name: 'Vera Visitor',
  phone: `(312) 555-${String(crypto.randomInt(1000, 9999))}`,
  email: 'vera@example.com',
  vehicleMake: 'Subaru',
  vehicleModel: 'Outback',
  address: '12 Elm St, Chicago IL',
  zip: '60601',
  ...patch,
});

/** Books `start` as a visitor; answers the job's id, the manage link and its token. */
export async function book(t: TestApp, o: { subdomain: string; serviceId: string }, start: string, patch: Record<string, unknown> = {}) {
  const res = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, bookingBody(o.serviceId, start, patch));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const token = new URL(res.body.manageUrl).pathname.split('/').pop() as string;
  return { id: res.body.id as string, token, manageUrl: res.body.manageUrl as string, body: res.body };
}

const AROUND_THE_CLOCK = [{ start: '00:00', end: '24:00' }];
/**
 * Opens the owner's business every day around the clock: a scheduled job made at a time relative to
 * now is within the hours whatever the day and hour the tests run (a job outside them asks for
 * bookAnyway, #47.13).
 */
export async function openAroundTheClock(o: Pick<ReturnType<TestApp['caller']>, 'rest'>) {
  const day = AROUND_THE_CLOCK;
  const res = await o.rest('PUT', '/api/availability', { weeklyHours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day } });
  expect(res.status).toBe(200);
}
