// How far a request's address is from the business: the miles and the drive (as instant booking
// estimates them, from the ZIPs) and whether it lies outside the service radius. The owner's business is
// read once per request, however many requests a list shows (the same read as the deposit's).
import type { Context } from '../../graphql/context.js';
import { driveMinutes, milesBetween, zipOfAddress } from '../../kernel/zips.js';
import { ownersBusiness } from '../deposits/deposits.service.js';

export interface RequestDistance {
  miles: number;
  driveMinutes: number;
  serviceRadius: number;
  outsideArea: boolean;
}

/** Null when the address has no ZIP the data knows (nothing to estimate from) or the owner has no business. */
export async function requestDistance(ctx: Context, request: { ownerId: string; address: string }): Promise<RequestDistance | null> {
  const base = await ownersBusiness(ctx, request.ownerId);
  const zip = zipOfAddress(request.address);
  if (!base || !zip) return null;
  const miles = milesBetween(base.zipCode, zip);
  if (miles === null) return null;
  return { miles: Math.round(miles), driveMinutes: driveMinutes(base.zipCode, zip, base.travelSpeedMph), serviceRadius: base.serviceRadius, outsideArea: miles > base.serviceRadius };
}
