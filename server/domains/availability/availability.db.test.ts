// The availability data on a real database: the zone and intervals onboarding sets, the job owner the
// trigger keeps, and the exclusion constraint that makes two overlapping busy jobs of one owner impossible.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function ownerWithCustomer(zipCode = '60601') {
  const o = await t.owner();
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: `Glow ${Math.random().toString(36).slice(2, 8)}`, city: 'Chicago', state: 'IL', zipCode });
  expect(b.status).toBe(201);
  const customer = await t.prisma.customer.create({ data: { ownerId: o.user.id, firstName: 'Cy', lastName: 'Client', phone: '3125550100', phoneDigits: '3125550100' } });
  return { o, customer };
}

const busy = (customerId: string, from: string, until: string, status: 'scheduled' | 'cancelled' = 'scheduled') =>
  t.prisma.serviceRecord.create({ data: { customerId, serviceDate: new Date(from), status, busyFrom: new Date(from), busyUntil: new Date(until) } });

describe('availability data', () => {
  it('takes the time zone from the ZIP and the weekly intervals from the hours labels', async () => {
    const { o } = await ownerWithCustomer('90210');
    expect(await t.prisma.business.findUnique({ where: { ownerId: o.user.id }, select: { timeZone: true, bookingMode: true, minNoticeHours: true } })).toEqual({
      timeZone: 'America/Los_Angeles',
      bookingMode: 'request',
      minNoticeHours: 12,
    });
    const res = await o.rest('PUT', '/api/business/hours', { hoursWeekday: '8:00 AM - 5:00 PM', hoursWeekend: 'Closed' });
    expect(res.status).toBeLessThan(300);
    const { weeklyHours } = await t.prisma.business.findUniqueOrThrow({ where: { ownerId: o.user.id }, select: { weeklyHours: true } });
    expect(weeklyHours).toMatchObject({ mon: [{ start: '08:00', end: '17:00' }], fri: [{ start: '08:00', end: '17:00' }], sat: [], sun: [] });
  });

  it('keeps the owner of a job from its customer, whatever the writer says', async () => {
    const { o, customer } = await ownerWithCustomer();
    const other = await ownerWithCustomer();
    const job = await t.prisma.serviceRecord.create({ data: { customerId: customer.id, serviceDate: new Date(), ownerId: other.o.user.id } });
    expect(job.ownerId).toBe(o.user.id);
    const moved = await t.prisma.serviceRecord.update({ where: { id: job.id }, data: { customerId: other.customer.id } });
    expect(moved.ownerId).toBe(other.o.user.id);
  });

  it('refuses a second scheduled job of the same owner over the same busy time, and only that', async () => {
    const { customer } = await ownerWithCustomer();
    const other = await ownerWithCustomer();
    await busy(customer.id, '2030-05-01T15:00:00Z', '2030-05-01T17:15:00Z');
    await expect(busy(customer.id, '2030-05-01T17:00:00Z', '2030-05-01T19:15:00Z')).rejects.toThrow(/ServiceRecord_no_overlap|exclusion|conflicting/i);
    // Touching ranges, another owner's job, and a cancelled job hold nothing against it.
    await busy(customer.id, '2030-05-01T17:15:00Z', '2030-05-01T19:00:00Z');
    await busy(other.customer.id, '2030-05-01T15:00:00Z', '2030-05-01T17:15:00Z');
    await busy(customer.id, '2030-05-01T15:30:00Z', '2030-05-01T16:00:00Z', 'cancelled');
    // Jobs without a busy range (requests accepted before this rule) are not constrained by the database.
    await t.prisma.serviceRecord.create({ data: { customerId: customer.id, serviceDate: new Date('2030-05-01T15:00:00Z'), status: 'scheduled' } });
  });
});
