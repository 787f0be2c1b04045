// Jobs whose day has passed while they are still `scheduled`: neither marked done nor cancelled. The
// home lists them (viewer.unfinishedJobs) so the owner can complete or cancel each.
import { Temporal } from 'temporal-polyfill';
import type { Context } from '../../graphql/context.js';
import { getOrSet } from '../../graphql/get-or-set.js';
import { businessZone } from '../../kernel/zips.js';

/** The instant today began in `timeZone` (midnight, or the first moment after a gap). */
export const startOfToday = (timeZone: string, now = new Date()) =>
  new Date(Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).startOfDay().epochMilliseconds);

/** One lookup of the business's zone per request, shared by the page and its totalCount. */
const cutoffs = new WeakMap<object, Map<string, Promise<Date>>>();

/** The start of the owner's today in the business's zone (UTC for an owner without a business). */
export function startOfBusinessToday(ctx: Pick<Context, 'prisma'>, ownerId: string, now = new Date()) {
  return getOrSet(getOrSet(cutoffs, ctx, () => new Map()), ownerId, async () => {
    const business = await ctx.prisma.business.findUnique({ where: { ownerId }, select: { timeZone: true, zipCode: true } });
    return startOfToday(business ? businessZone(business) : 'UTC', now);
  });
}

/** The owner's scheduled jobs from before today (the Prisma filter of viewer.unfinishedJobs). */
export async function unfinishedJobsWhere(ctx: Pick<Context, 'prisma'>, ownerId: string) {
  return { status: 'scheduled' as const, customer: { ownerId }, serviceDate: { lt: await startOfBusinessToday(ctx, ownerId) } };
}
