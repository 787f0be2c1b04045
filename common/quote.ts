// The visitor's quote (#50) on the public booking page: the input's rules and messages, the plain words
// of the sizes and condition levels, and how a quote is said ("$180–$225", "A Ford F-150 is priced as
// a Truck."). Shared by the page (server-rendered and in the browser) and the server.
import { z } from 'zod';
import { cents } from './money.js';
import { VEHICLE_SIZE_LABELS, VEHICLE_SIZES, type VehicleSize } from './vehicle-sizes.js';

export { VEHICLE_SIZE_DESCRIPTIONS as SIZE_DESCRIPTIONS } from './vehicle-sizes.js';

export const CONDITIONS = ['light', 'moderate', 'heavy'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** One line under each condition choice. */
export const CONDITION_DESCRIPTIONS: Record<Condition, string> = {
  light: 'Regular upkeep, light dust and crumbs',
  moderate: 'Some stains, pet hair or sand',
  heavy: 'Heavy pet hair, mud, spills or odors',
};

export const QUOTE_SIZE_REQUIRED = "We don't know this model's size: please choose the vehicle's size.";
export const QUOTE_SIZE_INVALID = `Please choose a size: ${VEHICLE_SIZES.join(', ')}.`;
export const QUOTE_CONDITION_INVALID = "Please choose the car's condition: light, moderate or heavy.";
export const QUOTE_ADD_ONS_INVALID = 'At most 30 add-ons can be chosen.';
export const ADD_ON_NOT_FOUND = 'Add-on not found';
export const QUOTE_MAKE_REQUIRED = 'Please enter the vehicle make.';
export const QUOTE_MODEL_REQUIRED = 'Please enter the vehicle model.';
export const QUOTE_YEAR_INVALID = 'Year must be a 4-digit year.';

/** A visitor's vehicle and choices, as the quote, the availability and the bookings take them. */
export const vehicleChoiceSchema = z.object({
  vehicleYear: z.number({ message: QUOTE_YEAR_INVALID }).int(QUOTE_YEAR_INVALID).min(1900, QUOTE_YEAR_INVALID).max(2100, QUOTE_YEAR_INVALID).nullish(),
  vehicleMake: z.string({ message: QUOTE_MAKE_REQUIRED }).trim().min(1, QUOTE_MAKE_REQUIRED).max(50, 'Make must be 50 characters or less.'),
  vehicleModel: z.string({ message: QUOTE_MODEL_REQUIRED }).trim().min(1, QUOTE_MODEL_REQUIRED).max(50, 'Model must be 50 characters or less.'),
  size: z.preprocess((v) => (v === '' ? null : v), z.enum(VEHICLE_SIZES, { message: QUOTE_SIZE_INVALID }).nullish()),
  addOnIds: z.array(z.string().max(100), { message: ADD_ON_NOT_FOUND }).max(30, QUOTE_ADD_ONS_INVALID).nullish(),
  condition: z.preprocess((v) => (v === '' ? null : v), z.enum(CONDITIONS, { message: QUOTE_CONDITION_INVALID }).nullish()),
});
export type VehicleChoice = z.output<typeof vehicleChoiceSchema>;

/** "180.00" → "$180", "182.50" → "$182.50". */
export const dollars = (amount: string) => {
  const c = cents(amount);
  return c % 100 === 0 ? `$${(c / 100).toLocaleString('en-US')}` : `$${(Math.floor(c / 100)).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;
};

/** What the page says of the price: exact with a condition, else the range from light to heavy ("$180–$225"). */
export const quotePriceText = (q: { total: string | null; low: string; high: string }) =>
  q.total !== null ? dollars(q.total) : q.low === q.high ? dollars(q.low) : `${dollars(q.low)}–${dollars(q.high)}`;

/** "3 h 30 min", "45 min", "2 h". */
export const durationText = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h && m ? `${h} h ${m} min` : h ? `${h} h` : `${m} min`;
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');
/** Said when the visitor's size was below the table's: "A Ford F-150 is priced as a Truck." */
export const sizeAdjustedSentence = (make: string, model: string, size: VehicleSize) => {
  const vehicle = `${make.trim()} ${model.trim()}`.trim();
  const label = VEHICLE_SIZE_LABELS[size];
  return `${article(vehicle)} ${vehicle} is priced as ${article(label).toLowerCase()} ${label}.`;
};

/** "Show the price" without JavaScript before the service and the vehicle are given. */
export const QUOTE_NEEDS_VEHICLE = 'Please choose a service and enter the make and model to see the price.';
