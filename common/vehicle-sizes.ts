// The five vehicle sizes a detailer prices by, and the size of a vehicle decided from its make and model
// (the table is data, in vehicle-size-table.ts). Shared by the server (the public size route, the quote, a
// customer's vehicle) and the client (the booking page's size choice, the vehicle form).

import { MAKE_ALIASES, VEHICLE_SIZE_TABLE, type SizeEntry } from './vehicle-size-table.js';

/** The sizes, smallest to largest job, in the order every screen lists them. */
export const VEHICLE_SIZES = ['sedan', 'small_suv', 'large_suv', 'truck', 'van'] as const;
export type VehicleSize = (typeof VEHICLE_SIZES)[number];

// The table spells the sizes itself (no import cycle): the two must be the same five.
type TableSize = Extract<SizeEntry, string>;
const sameSizes: [TableSize] extends [VehicleSize] ? ([VehicleSize] extends [TableSize] ? true : never) : never = true;
void sameSizes;

export const VEHICLE_SIZE_LABELS: Record<VehicleSize, string> = {
  sedan: 'Sedan / car',
  small_suv: 'Small SUV',
  large_suv: 'Large SUV',
  truck: 'Truck',
  van: 'Van',
};

/** One line per size, for a visitor choosing the size of a car the table does not know. */
export const VEHICLE_SIZE_DESCRIPTIONS: Record<VehicleSize, string> = {
  sedan: 'Cars, coupes, hatchbacks and small wagons.',
  small_suv: 'Compact crossovers and two-row small SUVs.',
  large_suv: 'Mid-size and full-size SUVs, and anything with a third row.',
  truck: 'Pickup trucks, any cab or bed.',
  van: 'Minivans, passenger vans and cargo vans.',
};

export const isVehicleSize = (value: unknown): value is VehicleSize =>
  typeof value === 'string' && (VEHICLE_SIZES as readonly string[]).includes(value);

/** The larger of two sizes: the later one in VEHICLE_SIZES order. */
export const largerSize = (a: VehicleSize, b: VehicleSize): VehicleSize =>
  VEHICLE_SIZES.indexOf(a) >= VEHICLE_SIZES.indexOf(b) ? a : b;

/** The 429 of the public size lookup and quote (QUOTE_RATE_LIMIT_PER_MINUTE per client IP). */
export const TOO_MANY_QUOTES = 'Too many price lookups from your network. Please wait a minute and try again.';

export type VehicleSizeLookup = { size: VehicleSize | null; known: boolean };

/** Lower case, "&" as "and", letters and digits only: "F-150" and "f 150" are both "f150". */
const squash = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/**
 * Where, in the squashed text, a word ends: at the end of each typed word, and between letters and digits
 * ("rav4" ends words at "rav" and "rav4", "silverado 1500 lt" at "silverado", "silverado1500" and the end).
 * A model matches only up to one of them, so "CX-5" does not match "CX-50" and "Golf" matches "Golf GTI".
 */
function wordEnds(text: string): Set<number> {
  const ends = new Set<number>();
  let length = 0;
  for (const word of text.toLowerCase().replace(/&/g, 'and').split(/[^a-z0-9]+/)) {
    for (let i = 0; i < word.length; i++) {
      const here = word[i];
      const next = word[i + 1];
      if (next === undefined || /\d/.test(here) !== /\d/.test(next)) ends.add(length + i + 1);
    }
    length += word.length;
  }
  return ends;
}

type Models = Map<string, SizeEntry>;
let index: Map<string, Models> | null = null;

/** The table keyed by squashed make, each make's models by squashed model (and each of its aliases). */
function tableIndex() {
  if (index) return index;
  index = new Map();
  for (const [make, models] of Object.entries(VEHICLE_SIZE_TABLE)) {
    const byModel: Models = new Map();
    for (const [names, entry] of Object.entries(models)) {
      for (const name of names.split('|')) byModel.set(squash(name), entry);
    }
    index.set(squash(make), byModel);
  }
  return index;
}

/** The size of an entry for a model year: the range holding the year, else the nearest one (the latest without a year). */
function sizeFor(entry: SizeEntry, year: number | null | undefined): VehicleSize {
  if (typeof entry === 'string') return entry;
  const ranges = [...entry].sort((a, b) => a[0] - b[0]);
  if (year == null) return ranges[ranges.length - 1][2];
  let best = ranges[0];
  let bestDistance = Infinity;
  for (const range of ranges) {
    const [from, to] = range;
    const distance = year < from ? from - year : to != null && year > to ? year - to : 0;
    if (distance < bestDistance) [best, bestDistance] = [range, distance];
  }
  return best[2];
}

/**
 * The size of a vehicle from the table, forgiving case, spaces, hyphens, common spellings of the make
 * ("chevy", "vw", "mercedes") and trim words after the model ("Silverado 1500 LT" is a Silverado 1500).
 * A make or model the table does not know: `{size: null, known: false}`.
 */
export function lookupVehicleSize(vehicle: { year?: number | null; make: string; model: string }): VehicleSizeLookup {
  const unknown = { size: null, known: false };
  let make = squash(vehicle.make ?? '');
  let modelText = vehicle.model ?? '';
  // A make typed with the start of the model ("Range Rover" + "Sport"), or a spelling of the make.
  const alias = MAKE_ALIASES[make];
  if (alias) {
    make = squash(alias[0]);
    if (alias[1] && !squash(modelText).startsWith(squash(alias[1]))) modelText = `${alias[1]} ${modelText}`;
  }
  const models = tableIndex().get(make);
  if (!models) return unknown;
  let model = squash(modelText);
  let ends = wordEnds(modelText);
  // The make typed in the model field too ("Ford" / "Ford F-150", "Chevrolet" / "Chevy Tahoe").
  const typedMake = alias?.[1] ? '' : squash(vehicle.make ?? '');
  for (const prefix of new Set([make, typedMake, ...Object.keys(MAKE_ALIASES).filter((key) => squash(MAKE_ALIASES[key][0]) === make && !MAKE_ALIASES[key][1])])) {
    if (prefix && model.startsWith(prefix) && ends.has(prefix.length) && model.length > prefix.length) {
      model = model.slice(prefix.length);
      ends = new Set([...ends].map((end) => end - prefix.length).filter((end) => end > 0));
      break;
    }
  }
  if (!model) return unknown;
  let found: SizeEntry | undefined;
  let foundLength = 0;
  for (const end of ends) {
    if (end <= foundLength) continue;
    const entry = models.get(model.slice(0, end));
    if (entry) [found, foundLength] = [entry, end];
  }
  if (!found) return unknown;
  return { size: sizeFor(found, vehicle.year), known: true };
}
