// Where a US ZIP is: its time zone (zipcode-to-timezone) and coordinates (zipcodes), and the drive
// between two ZIPs: great-circle miles × 1.3 at the owner's speed, rounded up to 5 minutes.
import { createRequire } from 'node:module';
import zipZones from 'zipcode-to-timezone';
import { ROAD_FACTOR } from '../../common/availability.js';

let zipcodes: typeof import('zipcodes') | undefined;
/**
 * zipcodes' lookup, its module loaded on the first call: its table of every ZIP is the largest module
 * the server loads, and is needed only where an address or a drive is placed (bench/results/README.md,
 * idle memory).
 */
const lookupZip = (zip: string) => {
  zipcodes ??= createRequire(import.meta.url)('zipcodes') as typeof import('zipcodes');
  return zipcodes.lookup(zip);
};

/** The zone a business gets when none was chosen; its ZIP's, or US Eastern for an unknown ZIP. */
export const FALLBACK_TIME_ZONE = 'America/New_York';
export const zoneOfZip = (zip: string) => zipZones.lookup(zip.trim().slice(0, 5)) ?? FALLBACK_TIME_ZONE;
/** The business's IANA zone: the one its availability settings name, else its ZIP's. Every day boundary of a business is in it. */
export const businessZone = (b: { timeZone: string | null; zipCode: string }) => b.timeZone ?? zoneOfZip(b.zipCode);

export const knownZip = (zip: string) => Boolean(lookupZip(zip.trim().slice(0, 5)));

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle miles between two ZIPs; null when either is unknown. */
export function milesBetween(a: string, b: string): number | null {
  if (a.slice(0, 5) === b.slice(0, 5)) return 0;
  const p = lookupZip(a.trim().slice(0, 5));
  const q = lookupZip(b.trim().slice(0, 5));
  if (!p || !q) return null;
  const h =
    Math.sin(rad(q.latitude - p.latitude) / 2) ** 2 +
    Math.cos(rad(p.latitude)) * Math.cos(rad(q.latitude)) * Math.sin(rad(q.longitude - p.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes of driving, rounded up to 5; 0 when a ZIP is missing or unknown (nothing to estimate from). */
export function driveMinutes(a: string | null | undefined, b: string | null | undefined, mph: number): number {
  if (!a || !b || mph <= 0) return 0;
  const miles = milesBetween(a, b);
  if (miles === null || miles === 0) return 0;
  return Math.ceil(((miles * ROAD_FACTOR) / mph) * 60 / 5) * 5;
}

/** The ZIP of a US address ("12 Oak St, Austin, TX 78701"): its last 5-digit group that is a known ZIP. */
export function zipOfAddress(address: string | null | undefined): string | null {
  const groups = (address ?? '').match(/\b\d{5}\b/g) ?? [];
  for (let k = groups.length - 1; k >= 0; k--) if (knownZip(groups[k])) return groups[k];
  return null;
}
