// The owner's real hourly rate (#50): for every completed job, what it earned ÷ (the time on site + the
// drive to it), overall and per vehicle size, and for a size below the business's target hourly rate a
// sentence suggesting the price of the service most booked for it.
//
// - Revenue of a job: the work's price the money screen bills for it — its invoice's subtotal less the
//   discount (tax goes to the state and the tip is not the price, so neither counts) when it has a draft,
//   sent, partially paid or paid invoice; nothing when the invoice was refunded; otherwise (no invoice, or a
//   void one) the job's price (totalAmount, as "Done, not invoiced" counts it; none = 0).
// - On-site time: the job's durationMinutes, else its service's for the job's size (ServiceSizePrice), else
//   the service's, else the default the availability plans with (DEFAULT_DURATION_MINUTES).
// - The drive: one way, from the business's ZIP to the job's, as the availability estimates it
//   (driveMinutes at the business's travel speed); 0 when either ZIP is missing or unknown.
// - Size: the job's vehicleSize, else its vehicle's size; a job without one counts in the overall rate
//   and is left out of bySize.
// - Every completed job, whatever the money screen's period (like depositsHeld and doneNotInvoiced):
//   the coaching needs as many jobs as there are.
// Two queries (the business with its services, the completed jobs with their invoice and vehicle).
import { DEFAULT_DURATION_MINUTES } from '../../../common/availability.js';
import { cents, formatCents } from '../../../common/money.js';
import { VEHICLE_SIZE_LABELS, VEHICLE_SIZES, type VehicleSize } from '../../../common/vehicle-sizes.js';
import type { Context } from '../../graphql/context.js';
import { driveMinutes } from '../../kernel/zips.js';

/** The target when the owner has no business (the column's default). */
const TARGET_DEFAULT_CENTS = 5000;

/** What a size's jobs are called in a sentence. */
const PLURALS: Record<VehicleSize, string> = {
  sedan: 'Sedans',
  small_suv: 'Small SUVs',
  large_suv: 'Large SUVs',
  truck: 'Trucks',
  van: 'Vans',
};

export interface RatedJob {
  id: string;
  size: VehicleSize | null;
  serviceName: string | null;
  revenueCents: number;
  onSiteMinutes: number;
  driveMinutes: number;
  /** revenue ÷ hours, in cents an hour (half up); null for a job of no time at all. */
  hourlyRateCents: number | null;
}

export interface SizeRate {
  size: VehicleSize;
  label: string;
  jobs: number;
  revenue: string;
  /** On site + the drive, in hours, to 2 decimals. */
  hours: number;
  hourlyRate: string;
  belowTarget: boolean;
  /** Below the target: the service most booked for this size (null when none of its jobs names one). */
  service: string | null;
  /** Below the target: target × the average hours of this size's jobs of that service, rounded up to the next $5. */
  suggestedPrice: string | null;
  /** Below the target: "Large SUVs earned $38/h over 6 jobs; at your $50/h target the Full Detail would be $265". */
  suggestion: string | null;
}

export interface HourlyRate {
  completedJobs: number;
  targetHourlyRate: string;
  effectiveHourlyRate: string | null;
  bySize: SizeRate[];
  jobs: RatedJob[];
}

/** a × b ÷ d rounded half up (a, b, d ≥ 0, d > 0), exact. */
const mulDivRound = (a: number, b: number, d: number) => Number((BigInt(a) * BigInt(b) * 2n + BigInt(d)) / (BigInt(d) * 2n));
/** a × b ÷ d rounded up, exact. */
const mulDivCeil = (a: number, b: number, d: number) => Number((BigInt(a) * BigInt(b) + BigInt(d) - 1n) / BigInt(d));

/** Cents an hour of so many cents over so many minutes; null for no time. */
export const rateCents = (revenueCents: number, minutes: number) => (minutes > 0 ? mulDivRound(Math.max(revenueCents, 0), 60, minutes) : null);

/** "$50" for whole dollars, else "$52.50". */
const dollars = (c: number) => (c % 100 === 0 ? `$${(c / 100).toLocaleString('en-US')}` : `$${formatCents(c)}`);

/** The suggested price: target (cents an hour) × minutes ÷ jobs ÷ 60, rounded up to the next $5. */
export const suggestedPriceCents = (targetCents: number, minutes: number, jobs: number) => mulDivCeil(targetCents, minutes, 60 * jobs * 500) * 500;

/** "Large SUVs earned $38/h over 6 jobs; at your $50/h target the Full Detail would be $265" (the rate in whole dollars, rounded down). */
export function belowTargetSentence(f: { size: VehicleSize; rateCents: number; jobs: number; targetCents: number; service: string | null; priceCents: number }) {
  const what = f.service ? `the ${f.service}` : 'a job';
  return (
    `${PLURALS[f.size]} earned $${Math.floor(f.rateCents / 100)}/h over ${f.jobs} ${f.jobs === 1 ? 'job' : 'jobs'}; ` +
    `at your ${dollars(f.targetCents)}/h target ${what} would be ${dollars(f.priceCents)}`
  );
}

type Db = Pick<Context, 'prisma'>;

export async function hourlyRate(ctx: Db, ownerId: string): Promise<HourlyRate> {
  const [business, records] = await Promise.all([
    ctx.prisma.business.findUnique({
      where: { ownerId },
      select: {
        zipCode: true,
        travelSpeedMph: true,
        targetHourlyRate: true,
        services: { select: { name: true, durationMinutes: true, sizePrices: { select: { size: true, durationMinutes: true } } } },
      },
    }),
    ctx.prisma.serviceRecord.findMany({
      where: { status: 'completed', customer: { ownerId } },
      select: {
        id: true,
        serviceName: true,
        durationMinutes: true,
        totalAmount: true,
        zipCode: true,
        vehicleSize: true,
        vehicle: { select: { size: true } },
        invoice: { select: { status: true, subtotal: true, discount: true } },
      },
      orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const targetCents = business ? cents(business.targetHourlyRate) : TARGET_DEFAULT_CENTS;
  const services = new Map((business?.services ?? []).map((s) => [s.name, s]));

  const jobs: RatedJob[] = records.map((r) => {
    const size = r.vehicleSize ?? r.vehicle?.size ?? null;
    const service = r.serviceName ? services.get(r.serviceName) : undefined;
    const onSite =
      r.durationMinutes ?? service?.sizePrices.find((p) => p.size === size)?.durationMinutes ?? service?.durationMinutes ?? DEFAULT_DURATION_MINUTES;
    const drive = business ? driveMinutes(business.zipCode, r.zipCode, business.travelSpeedMph) : 0;
    const inv = r.invoice;
    const revenue =
      inv && inv.status !== 'void'
        ? inv.status === 'refunded'
          ? 0
          : Math.max(cents(inv.subtotal) - cents(inv.discount), 0)
        : r.totalAmount
          ? cents(r.totalAmount)
          : 0;
    return { id: r.id, size, serviceName: r.serviceName, revenueCents: revenue, onSiteMinutes: onSite, driveMinutes: drive, hourlyRateCents: rateCents(revenue, onSite + drive) };
  });

  const sum = (list: RatedJob[], f: (j: RatedJob) => number) => list.reduce((s, j) => s + f(j), 0);
  const minutesOf = (j: RatedJob) => j.onSiteMinutes + j.driveMinutes;
  const overall = jobs.length ? rateCents(sum(jobs, (j) => j.revenueCents), sum(jobs, minutesOf)) : null;

  const bySize: SizeRate[] = [];
  for (const size of VEHICLE_SIZES) {
    const these = jobs.filter((j) => j.size === size);
    if (!these.length) continue;
    const revenue = sum(these, (j) => j.revenueCents);
    const minutes = sum(these, minutesOf);
    const rate = rateCents(revenue, minutes) ?? 0;
    const row: SizeRate = {
      size,
      label: VEHICLE_SIZE_LABELS[size],
      jobs: these.length,
      revenue: formatCents(revenue),
      hours: Math.round((minutes * 100) / 60) / 100,
      hourlyRate: formatCents(rate),
      belowTarget: rate < targetCents,
      service: null,
      suggestedPrice: null,
      suggestion: null,
    };
    if (row.belowTarget) {
      // The service most booked for this size (a tie: the first in name order); its jobs' average time.
      const counts = new Map<string, number>();
      for (const j of these) if (j.serviceName) counts.set(j.serviceName, (counts.get(j.serviceName) ?? 0) + 1);
      const [service] = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))[0] ?? [null];
      const basis = service ? these.filter((j) => j.serviceName === service) : these;
      const price = suggestedPriceCents(targetCents, sum(basis, minutesOf), basis.length);
      row.service = service;
      row.suggestedPrice = formatCents(price);
      row.suggestion = belowTargetSentence({ size, rateCents: rate, jobs: these.length, targetCents, service, priceCents: price });
    }
    bySize.push(row);
  }

  return {
    completedJobs: jobs.length,
    targetHourlyRate: formatCents(targetCents),
    effectiveHourlyRate: overall === null ? null : formatCents(overall),
    bySize,
    jobs,
  };
}

/** How many completed jobs the owner has (the dashboard links to the rate from five on). */
export const completedJobCount = (ctx: Db, ownerId: string) => ctx.prisma.serviceRecord.count({ where: { status: 'completed', customer: { ownerId } } });

/** The dashboard's link to the rate shows from this many completed jobs on. */
export const HOURLY_RATE_MIN_JOBS = 5;
