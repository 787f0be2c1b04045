// The owner's price list (#50) and the quote it gives: a service's price and duration per vehicle size,
// the add-ons offered with it, and the car's condition as a percentage on the service's size price.
// Pure: the server (the authority) and the client compute the same figures, in cents, never floats.
import { DEFAULT_DURATION_MINUTES } from './availability.js';
import { cents, formatCents, percentCents } from './money.js';
import { VEHICLE_SIZE_LABELS, type VehicleSize } from './vehicle-sizes.js';

export const CONDITION_KEYS = ['light', 'moderate', 'heavy'] as const;
export type ConditionKey = (typeof CONDITION_KEYS)[number];
export type ConditionLevel = { key: ConditionKey; label: string; percent: number };

/** The condition levels of a business that has not set its own. */
export const CONDITION_LEVELS_DEFAULT: ConditionLevel[] = [
  { key: 'light', label: 'Light', percent: 0 },
  { key: 'moderate', label: 'Moderate', percent: 15 },
  { key: 'heavy', label: 'Heavy', percent: 25 },
];
/** The owner's target hourly rate until they set one (the money screen compares against it). */
export const TARGET_HOURLY_RATE_DEFAULT = '50.00';

/** Limits of the price list the server enforces (and the form shows). */
export const PRICING_LIMITS = { minDuration: 15, maxDuration: 720, maxAddOns: 30, maxPercent: 100, maxName: 80 } as const;

export interface PriceList {
  service: {
    id: string;
    name: string;
    price: string;
    durationMinutes: number | null;
    sizePrices: { size: VehicleSize; price: string; durationMinutes: number }[];
  };
  addOns: { id: string; name: string; price: string; durationMinutes: number; serviceIds: string[] }[];
  conditionLevels: { key: string; label: string; percent: number }[];
}

export interface QuoteChoice {
  size: VehicleSize;
  addOnIds: string[];
  condition: ConditionKey | null;
}

export interface Quote {
  lines: { description: string; amount: string }[];
  /** The exact total; null when no condition was given (then low..high is the range). */
  total: string | null;
  low: string;
  high: string;
  durationMinutes: number;
}

/** An add-on the quote names that is not offered with the service (the caller answers 404). */
export class AddOnNotOffered extends Error {
  constructor(readonly addOnId: string) {
    super(`Add-on ${addOnId} is not offered with this service`);
    this.name = 'AddOnNotOffered';
  }
}

/** Whether an add-on is offered with a service (no services named = every service). */
export const addOnApplies = (addOn: { serviceIds: string[] }, serviceId: string) =>
  addOn.serviceIds.length === 0 || addOn.serviceIds.includes(serviceId);

/** The stored condition levels (Json, maybe null or malformed) as the three levels, in order. */
export function conditionLevelsOf(stored: unknown): ConditionLevel[] {
  if (!Array.isArray(stored)) return CONDITION_LEVELS_DEFAULT.map((l) => ({ ...l }));
  return CONDITION_LEVELS_DEFAULT.map((d) => {
    const found = stored.find((s): s is Record<string, unknown> => !!s && typeof s === 'object' && (s as { key?: unknown }).key === d.key);
    const label = typeof found?.label === 'string' && found.label.trim() ? found.label : d.label;
    const percent = typeof found?.percent === 'number' && Number.isInteger(found.percent) && found.percent >= 0 && found.percent <= 100 ? found.percent : d.percent;
    return { key: d.key, label, percent };
  });
}

/** A service's price and duration for a size: its row, or the service's own price and duration. */
export function sizePrice(service: PriceList['service'], size: VehicleSize): { price: string; durationMinutes: number } {
  const row = service.sizePrices.find((p) => p.size === size);
  if (row) return { price: formatCents(cents(row.price)), durationMinutes: row.durationMinutes };
  return { price: formatCents(cents(service.price)), durationMinutes: service.durationMinutes ?? DEFAULT_DURATION_MINUTES };
}

/** The quote of a service for a car: lines, total (or range) and how long it takes. */
export function priceQuote(list: PriceList, choice: QuoteChoice): Quote {
  const base = sizePrice(list.service, choice.size);
  const baseCents = cents(base.price);
  const lines: Quote['lines'] = [{ description: `${list.service.name} (${VEHICLE_SIZE_LABELS[choice.size]})`, amount: base.price }];
  let addOnCents = 0;
  let durationMinutes = base.durationMinutes;
  const seen = new Set<string>();
  for (const id of choice.addOnIds) {
    if (seen.has(id)) continue;
    seen.add(id);
    const addOn = list.addOns.find((a) => a.id === id);
    if (!addOn || !addOnApplies(addOn, list.service.id)) throw new AddOnNotOffered(id);
    const c = cents(addOn.price);
    addOnCents += c;
    durationMinutes += addOn.durationMinutes;
    lines.push({ description: addOn.name, amount: formatCents(c) });
  }
  const levels = conditionLevelsOf(list.conditionLevels);
  // conditionLevelsOf gives the three levels in CONDITION_KEYS order.
  const levelOf = (key: ConditionKey) => levels[CONDITION_KEYS.indexOf(key)];
  const surcharge = (key: ConditionKey) => percentCents(baseCents, levelOf(key).percent * 1000);
  const totalAt = (key: ConditionKey) => formatCents(baseCents + addOnCents + surcharge(key));
  if (choice.condition) {
    const level = levelOf(choice.condition);
    if (level.percent !== 0) lines.push({ description: `Condition: ${level.label} (+${level.percent}%)`, amount: formatCents(surcharge(level.key)) });
    const total = totalAt(level.key);
    return { lines, total, low: total, high: total, durationMinutes };
  }
  return { lines, total: null, low: totalAt('light'), high: totalAt('heavy'), durationMinutes };
}

