// The public vehicle size lookup (#50): vehicleSize(year, make, model) → {size, known} from the size table
// (common/vehicle-size-table.ts), for the booking page to show the size as soon as the visitor names the car.
// GET /api/vehicle-size is its REST row. It and the visitor's quote share one per-client-IP budget
// (QUOTE_RATE_LIMIT_PER_MINUTE): checkQuoteThrottle.
import { lookupVehicleSize, type VehicleSizeLookup as Lookup } from '../../../common/vehicle-sizes.js';
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { RateLimitError, resultOf, ValidationError } from '../../graphql/errors.js';

/** The longest make or model the lookup reads (the table's longest names are far shorter). */
export const VEHICLE_TEXT_MAX = 80;
export const VEHICLE_YEAR_MIN = 1900;
export const VEHICLE_YEAR_MAX = 2100;
export const MAKE_REQUIRED = 'Make is required.';
export const MODEL_REQUIRED = 'Model is required.';
export const MAKE_TOO_LONG = `Make must be at most ${VEHICLE_TEXT_MAX} characters.`;
export const MODEL_TOO_LONG = `Model must be at most ${VEHICLE_TEXT_MAX} characters.`;
export const YEAR_OUT_OF_RANGE = `Year must be a whole number from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}.`;

/**
 * Counts one public size lookup or quote for the caller's client IP and throws RateLimitError (429 with
 * Retry-After by REST) past QUOTE_RATE_LIMIT_PER_MINUTE in the minute. The lookup and the quote share it.
 */
export const checkQuoteThrottle = (ctx: Pick<Context, 'throttle' | 'clientIp'>) => ctx.throttle.take('quoteIp', ctx.clientIp);

/** Refuses a missing make or model, one too long, or a year outside 1900–2100 (ValidationError naming the field). */
export function vehicleSizeInput(input: { year?: number | null; make?: string | null; model?: string | null }) {
  const make = (input.make ?? '').trim();
  const model = (input.model ?? '').trim();
  const year = input.year ?? null;
  const refuse = (field: string, message: string) => {
    throw new ValidationError(message, [{ field, message }]);
  };
  if (!make) refuse('make', MAKE_REQUIRED);
  if (make.length > VEHICLE_TEXT_MAX) refuse('make', MAKE_TOO_LONG);
  if (!model) refuse('model', MODEL_REQUIRED);
  if (model.length > VEHICLE_TEXT_MAX) refuse('model', MODEL_TOO_LONG);
  if (year !== null && (!Number.isInteger(year) || year < VEHICLE_YEAR_MIN || year > VEHICLE_YEAR_MAX)) refuse('year', YEAR_OUT_OF_RANGE);
  return { year, make, model };
}

/** The size of a visitor's vehicle; counted against the caller's quote budget first. */
export async function vehicleSize(ctx: Pick<Context, 'throttle' | 'clientIp'>, input: { year?: number | null; make?: string | null; model?: string | null }) {
  await checkQuoteThrottle(ctx);
  return lookupVehicleSize(vehicleSizeInput(input));
}

const VehicleSizeLookup = builder.objectRef<Lookup>('VehicleSizeLookup').implement({
  description: "A vehicle's size from the size table: the booking page prices it; a model the table does not know leaves the visitor to choose.",
  fields: (t) => ({
    size: t.exposeString('size', { nullable: true, description: 'sedan, small_suv, large_suv, truck or van; null when the table does not know the vehicle' }),
    known: t.exposeBoolean('known', { description: 'The table knows the make and model' }),
  }),
});

builder.queryFields((t) => ({
  vehicleSize: t.field({
    type: VehicleSizeLookup,
    description:
      "The size of a vehicle from its make and model (public, no account), forgiving case, spaces, hyphens, common spellings and trim words; limited per client IP with the booking page's quotes (QUOTE_RATE_LIMIT_PER_MINUTE).",
    args: {
      year: t.arg.int({ description: `The model year (${VEHICLE_YEAR_MIN}–${VEHICLE_YEAR_MAX}); decides models that changed size over the years` }),
      make: t.arg.string({ required: true }),
      model: t.arg.string({ required: true, description: 'Trim words after the model are fine ("Silverado 1500 LT")' }),
    },
    errors: resultOf('VehicleSizeLookup', 'lookup', [ValidationError, RateLimitError]),
    resolve: (_r, args, ctx) => vehicleSize(ctx, args),
  }),
}));
