// The owner's availability as stored and as the API shows it, and the customer a visitor's booking
// makes or finds: what availability's services and the deposits (a held booking, once paid) share.
import type { VehicleSize } from '../../../common/vehicle-sizes.js';
import { bookingFormConsent, phoneDigits } from '../../../common/customers.js';
import { storedHours } from '../../../common/job-hours.js';
import type { Business, Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import { businessZone } from '../../kernel/zips.js';
import type { Rules } from './slots.js';

/** What a visitor's booking says of them and their car (a type, not an interface: a hold keeps it as JSON). */
export type Visitor = {
  name: string;
  phone: string;
  email?: string | null;
  address: string;
  vehicleYear?: number | null;
  vehicleMake: string;
  vehicleModel: string;
  smsConsent: boolean;
  /** The size the booking was priced at (#50): the vehicle made gets it, one without a size takes it. */
  vehicleSize?: VehicleSize | null;
};

export type WithTimeOff = Business & { timeOff: { from: Date; to: Date; intervals: unknown }[] };

/** The owner's availability as the API shows it (defaults filled in). */
export function availabilityOf(b: WithTimeOff) {
  return {
    timeZone: businessZone(b),
    ...storedHours(b),
    bookingMode: b.bookingMode,
    minNoticeHours: b.minNoticeHours,
    horizonDays: b.horizonDays,
    arrivalWindowMinutes: b.arrivalWindowMinutes,
    slotStepMinutes: b.slotStepMinutes,
    maxJobsPerDay: b.maxJobsPerDay,
    bufferMinutes: b.bufferMinutes,
    travelSpeedMph: b.travelSpeedMph,
    changeCutoffHours: b.changeCutoffHours,
    freeCancellationHours: b.freeCancellationHours,
  };
}
export type Availability = ReturnType<typeof availabilityOf>;

export const rulesOf = (b: WithTimeOff): Rules => ({ ...availabilityOf(b), baseZip: b.zipCode });

export const withTimeOff = { timeOff: { orderBy: { from: 'asc' as const } } };

/** The customer with the same phone digits, or a new active one with the vehicle. */
export async function customerFor(tx: PrismaNS.TransactionClient, ownerId: string, d: Visitor) {
  const digits = phoneDigits(d.phone);
  const existing = await tx.customer.findFirst({ where: { ownerId, phoneDigits: digits }, orderBy: { createdAt: 'asc' } });
  const [first, ...rest] = d.name.split(/\s+/);
  // A returning customer without an email gets the one given now (the booking's emails go to it).
  // A returning customer who ticked the consent box has it recorded now.
  const fill = { ...(existing && !existing.email && d.email ? { email: d.email } : {}), ...bookingFormConsent(d.smsConsent) };
  if (existing && Object.keys(fill).length) await tx.customer.update({ where: { id: existing.id }, data: fill });
  const customer =
    existing ??
    (await tx.customer.create({
      data: {
        ownerId,
        firstName: first,
        lastName: rest.join(' ') || '-',
        phone: d.phone,
        phoneDigits: digits,
        email: d.email ?? null,
        address: d.address,
        status: 'active',
        ...bookingFormConsent(d.smsConsent),
      },
    }));
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const vehicles = await tx.vehicle.findMany({ where: { customerId: customer.id } });
  const found = vehicles.find((v) => same(v.make, d.vehicleMake) && same(v.model, d.vehicleModel));
  if (found && !found.size && d.vehicleSize) await tx.vehicle.update({ where: { id: found.id }, data: { size: d.vehicleSize } });
  const vehicle =
    found ??
    (await tx.vehicle.create({
      data: { customerId: customer.id, year: d.vehicleYear ?? null, make: d.vehicleMake, model: d.vehicleModel, size: d.vehicleSize ?? null },
    }));
  return { customerId: customer.id, vehicleId: vehicle.id };
}
