// How far a request's address is from the business: the miles and the drive (as instant booking
// estimates them, from the ZIPs) and whether it lies outside the service radius. The owner's business is
// read once per request, however many requests a list shows.
import { createContextCache } from '@pothos/core';
import type { Context } from '../../graphql/context.js';
import { driveMinutes, milesBetween, zipOfAddress } from '../availability/zips.js';

type Base = { zipCode: string; serviceRadius: number; travelSpeedMph: number } | null;
const bases = createContextCache((_ctx: Context) => new Map<string, Promise<Base>>());

export interface RequestDistance {
  miles: number;
  driveMinutes: number;
  serviceRadius: number;
  outsideArea: boolean;
}

/** Null when the address has no ZIP the data knows (nothing to estimate from) or the owner has no business. */
export async function requestDistance(ctx: Context, request: { ownerId: string; address: string }): Promise<RequestDistance | null> {
  const cache = bases(ctx);
  if (!cache.has(request.ownerId)) {
    cache.set(
      request.ownerId,
      ctx.prisma.business.findUnique({ where: { ownerId: request.ownerId }, select: { zipCode: true, serviceRadius: true, travelSpeedMph: true } }),
    );
  }
  const base = await cache.get(request.ownerId);
  const zip = zipOfAddress(request.address);
  if (!base || !zip) return null;
  const miles = milesBetween(base.zipCode, zip);
  if (miles === null) return null;
  return { miles: Math.round(miles), driveMinutes: driveMinutes(base.zipCode, zip, base.travelSpeedMph), serviceRadius: base.serviceRadius, outsideArea: miles > base.serviceRadius };
}
