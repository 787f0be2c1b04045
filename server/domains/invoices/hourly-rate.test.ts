// The owner's real hourly rate (#50) on a real database: per job and per size to the cent with a known
// drive (computed here from the availability's own estimate), revenue as the money screen bills it (the
// invoice's subtotal less discount, a refunded one nothing, else the job's price), the on-site time's
// fallbacks (the size's duration, the service's, the default), the below-target sentence and its price,
// no completed jobs, another owner's jobs, and a constant number of queries.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DURATION_MINUTES } from '../../../common/availability.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { driveMinutes } from '../../kernel/zips.js';
import { belowTargetSentence, hourlyRate, suggestedPriceCents } from './hourly-rate.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ APP_URL: 'http://app.test' });
});
afterAll(() => t?.close());

const BASE_ZIP = '66062'; // Olathe, KS: the business
const FAR_ZIP = '64105'; // Kansas City, MO
const NEAR_ZIP = '66061'; // Olathe, KS

async function owner() {
  const o = await t.owner();
  const tag = crypto.randomBytes(4).toString('hex');
  const business = await t.prisma.business.create({
    data: { ownerId: o.user.id, businessName: `Gloss ${tag}`, subdomain: `gloss${tag}`, city: 'Olathe', state: 'KS', zipCode: BASE_ZIP },
  });
  const customer = await t.prisma.customer.create({
    data: { ownerId: o.user.id, firstName: 'Maria', lastName: 'Lopez', phone: '(913) 555-0100', phoneDigits: '9135550100' },
  });
  return Object.assign(o, { customerId: customer.id, businessId: business.id });
}
type Owner = Awaited<ReturnType<typeof owner>>;

let numbers = 0;
async function job(
  o: Owner,
  f: {
    serviceName?: string;
    size?: 'sedan' | 'small_suv' | 'large_suv' | 'truck' | 'van';
    vehicleSize?: 'sedan' | 'small_suv' | 'large_suv' | 'truck' | 'van';
    durationMinutes?: number;
    totalAmount?: string;
    zip?: string;
    status?: 'scheduled' | 'completed' | 'cancelled';
    invoice?: { status: 'draft' | 'sent' | 'paid' | 'void' | 'refunded'; subtotal: string; discount?: string; tax?: string; tip?: string; total: string };
  },
) {
  const vehicle = f.vehicleSize
    ? await t.prisma.vehicle.create({ data: { customerId: o.customerId, make: 'Chevrolet', model: 'Tahoe', size: f.vehicleSize } })
    : null;
  const record = await t.prisma.serviceRecord.create({
    data: {
      customerId: o.customerId,
      serviceDate: new Date('2026-11-10T16:00:00Z'),
      status: f.status ?? 'completed',
      serviceName: f.serviceName ?? null,
      vehicleSize: f.size ?? null,
      vehicleId: vehicle?.id ?? null,
      durationMinutes: f.durationMinutes ?? null,
      totalAmount: f.totalAmount ?? null,
      zipCode: f.zip ?? null,
    },
  });
  if (f.invoice) {
    const i = f.invoice;
    await t.prisma.invoice.create({
      data: {
        ownerId: o.user.id,
        number: ++numbers,
        customerId: o.customerId,
        appointmentId: record.id,
        status: i.status,
        subtotal: i.subtotal,
        discount: i.discount ?? '0',
        tax: i.tax ?? '0',
        tip: i.tip ?? '0',
        total: i.total,
        dueDate: new Date('2026-12-31'),
        payToken: crypto.randomBytes(24).toString('base64url'),
      },
    });
  }
  return record;
}

const summary = async (o: Owner) => (await o.rest('GET', '/api/money/summary?from=2026-11-01&to=2026-11-30')).body;

describe('the real hourly rate', () => {
  it('knows the drive it is computed with', () => {
    // One way, base to job, at the default 35 mph: the figures below are built on these.
    expect(driveMinutes(BASE_ZIP, FAR_ZIP, 35)).toBe(45);
    expect(driveMinutes(BASE_ZIP, NEAR_ZIP, 35)).toBe(10);
    expect(DEFAULT_DURATION_MINUTES).toBe(120);
  });

  it('rates every job and every size to the cent, and suggests a price for a size below the target', async () => {
    const o = await owner();
    const full = await t.prisma.service.create({ data: { businessId: o.businessId, name: 'Full Detail', price: '200.00', durationMinutes: 180 } });
    await t.prisma.serviceSizePrice.create({ data: { serviceId: full.id, size: 'large_suv', price: '240.00', durationMinutes: 240 } });
    await t.prisma.service.create({ data: { businessId: o.businessId, name: 'Wash', price: '80.00', durationMinutes: 60 } });

    // Large SUVs. The size's duration (240) + 45 min drive; $200.00 → 20000 × 60 / 285 = 4210.53 → 42.11.
    const a = await job(o, { serviceName: 'Full Detail', size: 'large_suv', totalAmount: '200.00', zip: FAR_ZIP });
    // The vehicle's size; its invoice's subtotal less the discount (tax and tip aside): 230.00 over 300 + 45 min → 40.00.
    const b = await job(o, {
      serviceName: 'Full Detail',
      vehicleSize: 'large_suv',
      durationMinutes: 300,
      totalAmount: '999.00',
      zip: FAR_ZIP,
      invoice: { status: 'paid', subtotal: '250.00', discount: '20.00', tax: '10.00', tip: '15.00', total: '255.00' },
    });
    // No drive (no ZIP): 150.00 over 120 min → 75.00.
    const c = await job(o, { serviceName: 'Interior', size: 'large_suv', durationMinutes: 120, totalAmount: '150.00' });
    // Sedans: 80.00 over 60 + 10 min → 8000 × 60 / 70 = 6857.14 → 68.57; a refunded invoice earned nothing (60 min).
    const d = await job(o, { serviceName: 'Wash', size: 'sedan', totalAmount: '80.00', zip: NEAR_ZIP });
    const e = await job(o, { serviceName: 'Wash', size: 'sedan', totalAmount: '80.00', invoice: { status: 'refunded', subtotal: '80.00', total: '80.00' } });
    // A truck: no size price → the service's 180 min; 300.00 → 100.00.
    const f = await job(o, { serviceName: 'Full Detail', size: 'truck', totalAmount: '300.00' });
    // A van, a service the business does not list, a void invoice: the default 120 min, the job's 120.00 → 60.00.
    const g = await job(o, { serviceName: 'Odd job', size: 'van', totalAmount: '120.00', invoice: { status: 'void', subtotal: '50.00', total: '50.00' } });
    // No size: only in the overall rate. 100.00 over 90 + 45 min.
    const h = await job(o, { serviceName: 'Wash', durationMinutes: 90, totalAmount: '100.00', zip: FAR_ZIP });
    // Not done: never counted.
    await job(o, { serviceName: 'Full Detail', size: 'large_suv', totalAmount: '999.00', status: 'scheduled' });
    await job(o, { serviceName: 'Full Detail', size: 'small_suv', totalAmount: '999.00', status: 'cancelled' });

    const rate = await hourlyRate(t, o.user.id);
    expect(rate.jobs.map((j) => [j.id, j.revenueCents, j.onSiteMinutes, j.driveMinutes, j.hourlyRateCents])).toEqual([
      [a.id, 20000, 240, 45, 4211],
      [b.id, 23000, 300, 45, 4000],
      [c.id, 15000, 120, 0, 7500],
      [d.id, 8000, 60, 10, 6857],
      [e.id, 0, 60, 0, 0],
      [f.id, 30000, 180, 0, 10000],
      [g.id, 12000, DEFAULT_DURATION_MINUTES, 0, 6000],
      [h.id, 10000, 90, 45, 4444],
    ]);

    // Overall: 1180.00 over 1315 min → 118000 × 60 / 1315 = 5384.03 → 53.84.
    const body = await summary(o);
    expect(body.effectiveHourlyRate).toBe('53.84');
    expect(body.bySize).toEqual([
      { size: 'sedan', jobs: 2, revenue: '80.00', hours: 2.17, hourlyRate: '36.92' }, // 8000 × 60 / 130
      { size: 'large_suv', jobs: 3, revenue: '580.00', hours: 12.5, hourlyRate: '46.40' }, // 58000 × 60 / 750
      { size: 'truck', jobs: 1, revenue: '300.00', hours: 3, hourlyRate: '100.00' },
      { size: 'van', jobs: 1, revenue: '120.00', hours: 2, hourlyRate: '60.00' },
    ]);

    // Below the $50 target: Large SUVs (the Full Detail, booked twice: (285 + 345) / 2 = 315 min → $262.50 → $265)
    // and Sedans (the Wash: (70 + 60) / 2 = 65 min → $54.17 → $55). Trucks and vans: no sentence.
    const gql = await o.gql(`{ viewer { moneySummary(period: month) { targetHourlyRate completedJobs bySize { size label belowTarget service suggestedPrice suggestion } } } }`);
    expect(gql.errors).toBeUndefined();
    const s = gql.data.viewer.moneySummary;
    expect(s.targetHourlyRate).toBe('50.00');
    expect(s.completedJobs).toBe(8);
    expect(s.bySize).toEqual([
      { size: 'sedan', label: 'Sedan / car', belowTarget: true, service: 'Wash', suggestedPrice: '55.00', suggestion: 'Sedans earned $36/h over 2 jobs; at your $50/h target the Wash would be $55' },
      {
        size: 'large_suv',
        label: 'Large SUV',
        belowTarget: true,
        service: 'Full Detail',
        suggestedPrice: '265.00',
        suggestion: 'Large SUVs earned $46/h over 3 jobs; at your $50/h target the Full Detail would be $265',
      },
      { size: 'truck', label: 'Truck', belowTarget: false, service: null, suggestedPrice: null, suggestion: null },
      { size: 'van', label: 'Van', belowTarget: false, service: null, suggestedPrice: null, suggestion: null },
    ]);

    // The owner's own target: at $46.40 a size is at or above it, no sentence; a target with cents reads with cents.
    await t.prisma.business.update({ where: { id: o.businessId }, data: { targetHourlyRate: '46.40' } });
    expect((await hourlyRate(t, o.user.id)).bySize.filter((r) => r.suggestion).map((r) => r.size)).toEqual(['sedan']);
    await t.prisma.business.update({ where: { id: o.businessId }, data: { targetHourlyRate: '62.50' } });
    const high = await hourlyRate(t, o.user.id);
    expect(high.targetHourlyRate).toBe('62.50');
    // 6250 × 315 / 60 = 32812.5 → $330; the van (60.00, one job of the default 120 min) → 6250 × 2 = $125.
    expect(high.bySize.map((r) => r.suggestion)).toEqual([
      'Sedans earned $36/h over 2 jobs; at your $62.50/h target the Wash would be $70',
      'Large SUVs earned $46/h over 3 jobs; at your $62.50/h target the Full Detail would be $330',
      null,
      'Vans earned $60/h over 1 job; at your $62.50/h target the Odd job would be $125',
    ]);
  });

  it('rounds the suggested price up to the next $5, and words a size without a named service', () => {
    expect(suggestedPriceCents(5000, 300, 1)).toBe(25000); // exactly $250
    expect(suggestedPriceCents(5000, 301, 1)).toBe(25500); // $250.83 → $255
    expect(suggestedPriceCents(5000, 630, 2)).toBe(26500);
    expect(belowTargetSentence({ size: 'truck', rateCents: 3899, jobs: 4, targetCents: 5000, service: null, priceCents: 20000 })).toBe(
      'Trucks earned $38/h over 4 jobs; at your $50/h target a job would be $200',
    );
  });

  it('is null and empty without completed jobs, and never counts another owner’s', async () => {
    const o = await owner();
    const other = await owner();
    await job(other, { serviceName: 'Wash', size: 'sedan', totalAmount: '80.00', zip: FAR_ZIP });
    await job(o, { serviceName: 'Wash', size: 'sedan', totalAmount: '80.00', status: 'scheduled' });
    const body = await summary(o);
    expect(body.effectiveHourlyRate).toBeNull();
    expect(body.bySize).toEqual([]);
    const gql = await o.gql('{ viewer { moneySummary(period: week) { completedJobs targetHourlyRate } } }');
    expect(gql.data.viewer.moneySummary).toEqual({ completedJobs: 0, targetHourlyRate: '50.00' });
    // The other owner sees only theirs: 80.00 over 120 + 45 min.
    expect((await summary(other)).bySize).toEqual([{ size: 'sedan', jobs: 1, revenue: '80.00', hours: 2.75, hourlyRate: '29.09' }]);
  });

  it('answers in the same number of queries for one job or many (no N+1)', async () => {
    const one = await owner();
    const many = await owner();
    await job(one, { serviceName: 'Wash', size: 'sedan', totalAmount: '80.00' });
    for (let k = 0; k < 6; k++) {
      await job(many, { serviceName: 'Wash', size: k % 2 ? 'sedan' : undefined, vehicleSize: k % 2 ? undefined : 'truck', totalAmount: '80.00', zip: FAR_ZIP,
        invoice: { status: 'paid', subtotal: '80.00', total: '80.00' } });
    }
    const query = '{ viewer { moneySummary(period: week) { effectiveHourlyRate targetHourlyRate bySize { size hourlyRate suggestion } } } }';
    const forOne = await t.countStatements(() => one.gql(query));
    const forMany = await t.countStatements(() => many.gql(query));
    expect(forMany).toBe(forOne);
    // The rate itself: two queries (the business with its services, the jobs with their invoice and vehicle).
    expect(await t.countStatements(() => hourlyRate(t, many.user.id))).toBeLessThanOrEqual(2);
  });
});
