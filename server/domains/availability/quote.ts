// The visitor's quote (#50): a service of a business priced for a vehicle (its size from the table, a
// visitor's size never below it), the add-ons offered with the service and the car's condition. The
// quote route (server/domains/booking/quote.graphql.ts), the free windows (its duration) and the
// bookings (what the job stores) all price through here.
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import { AddOnNotOffered, type PriceList, priceQuote } from '../../../common/pricing.js';
import { ADD_ON_NOT_FOUND, QUOTE_SIZE_REQUIRED, type VehicleChoice, vehicleChoiceSchema } from '../../../common/quote.js';
import { largerSize, lookupVehicleSize, type VehicleSize } from '../../../common/vehicle-sizes.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError, parseInput, ValidationError } from '../../graphql/errors.js';
import { loadPriceList } from '../business/pricing.js';

type Db = Context['prisma'] | PrismaNS.TransactionClient;

export const QUOTE_SERVICE_NOT_FOUND = 'Service not found';

export interface VisitorQuote {
  size: VehicleSize;
  sizeKnown: boolean;
  sizeAdjusted: boolean;
  lines: { description: string; amount: string }[];
  total: string | null;
  low: string;
  high: string;
  durationMinutes: number;
  condition: VehicleChoice['condition'];
  addOnIds: string[];
  /** What a job (or a request) stores: the exact total, or the light total marked as an estimate. */
  stored: {
    vehicleSize: VehicleSize;
    condition: string | null;
    priceLines: { description: string; amount: string }[];
    totalAmount: string;
    priceIsEstimate: boolean;
    durationMinutes: number;
  };
}

/** The size priced: the table's when it knows the model, never below it; else the visitor's (required). */
export function sizeFor(choice: Pick<VehicleChoice, 'vehicleYear' | 'vehicleMake' | 'vehicleModel' | 'size'>) {
  const found = lookupVehicleSize({ year: choice.vehicleYear ?? null, make: choice.vehicleMake, model: choice.vehicleModel });
  if (found.known && found.size) {
    const size = choice.size ? largerSize(found.size, choice.size) : found.size;
    return { size, sizeKnown: true, sizeAdjusted: !!choice.size && size !== choice.size };
  }
  if (!choice.size) throw new ValidationError(QUOTE_SIZE_REQUIRED, [{ field: 'size', message: QUOTE_SIZE_REQUIRED }]);
  return { size: choice.size, sizeKnown: false, sizeAdjusted: false };
}

/** Prices a choice against a loaded price list (add-ons of another business or service: 404). */
export function quoteOf(list: PriceList, choice: VehicleChoice): VisitorQuote {
  const { size, sizeKnown, sizeAdjusted } = sizeFor(choice);
  const addOnIds = [...new Set(choice.addOnIds ?? [])];
  const condition = choice.condition ?? null;
  try {
    const q = priceQuote(list, { size, addOnIds, condition });
    // The estimate a job keeps: the light level's lines and total (they add up), marked as an estimate.
    const kept = condition ? q : priceQuote(list, { size, addOnIds, condition: 'light' });
    return {
      size,
      sizeKnown,
      sizeAdjusted,
      ...q,
      condition,
      addOnIds,
      stored: {
        vehicleSize: size,
        condition,
        priceLines: kept.lines,
        totalAmount: kept.total ?? q.low,
        priceIsEstimate: !condition,
        durationMinutes: q.durationMinutes,
      },
    };
  } catch (e) {
    if (e instanceof AddOnNotOffered) throw new NotFoundError(ADD_ON_NOT_FOUND);
    throw e;
  }
}

/** The quote of a business's service (404 when the service is not the business's). */
export async function quoteService(db: Db, businessId: string, serviceId: string, input: unknown): Promise<VisitorQuote> {
  const choice = parseInput(vehicleChoiceSchema, input);
  const list = await loadPriceList(db, businessId, serviceId);
  if (!list) throw new NotFoundError(QUOTE_SERVICE_NOT_FOUND);
  return quoteOf(list, choice);
}

/** Whether a booking or a search names the vehicle (then it is priced and timed for it). */
export const namesVehicle = (input: Record<string, unknown>) =>
  [input.vehicleMake, input.vehicleModel].every((v) => typeof v === 'string' && v.trim() !== '');

/**
 * A booking's quote: priced when the vehicle's size can be told (a known model, or a size given) or
 * when add-ons or a condition are chosen (then an unknown model needs its size); else null, and the
 * booking is the service's price and duration as before.
 */
export async function bookingQuote(db: Db, businessId: string, serviceId: string, input: Record<string, unknown>): Promise<VisitorQuote | null> {
  if (!namesVehicle(input)) return null;
  const choice = parseInput(vehicleChoiceSchema, input);
  const list = await loadPriceList(db, businessId, serviceId);
  if (!list) throw new NotFoundError(QUOTE_SERVICE_NOT_FOUND);
  const chosen = (choice.addOnIds?.length ?? 0) > 0 || !!choice.condition || !!choice.size;
  if (!chosen && !lookupVehicleSize({ year: choice.vehicleYear ?? null, make: choice.vehicleMake, model: choice.vehicleModel }).known) return null;
  return quoteOf(list, choice);
}

/** The job's (ServiceRecord's) columns of a stored quote; none without a quote. */
export const quoteColumns = (q: VisitorQuote['stored'] | null | undefined) =>
  q
    ? {
        vehicleSize: q.vehicleSize,
        condition: q.condition,
        priceLines: q.priceLines as PrismaNS.InputJsonValue,
        priceIsEstimate: q.priceIsEstimate,
      }
    : {};
