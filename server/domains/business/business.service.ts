// Business setup: onboarding (one transaction, safe to retry), settings, and the service list.
import {
  SUBDOMAIN_CHANGED_ALREADY,
  changeSubdomainSchema,
  BUSINESS_NOT_FOUND,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_REDIRECT_DAYS,
  SUBDOMAIN_UNCHANGED,
  businessSettingsSchema,
  hoursSchema,
  onboardingBusinessSchema,
  servicesSchema,
  toSubdomain,
} from '../../../common/business.js';
import { z } from 'zod';
import { weeklyFromLabels } from '../../../common/availability.js';
import { depositProblem, moneyCents } from '../../../common/deposits.js';
import { zoneOfZip } from '../../kernel/zips.js';
import type { Prisma as PrismaNS, User } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, GoneError, NotFoundError, parseInput, ValidationError } from '../../graphql/errors.js';
import { notTakingBookings } from '../../../common/booking.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';

type Db = Context['prisma'] | PrismaNS.TransactionClient;

export const BUSINESS_EXISTS = 'Business already exists';
export const SUBDOMAIN_TAKEN = 'Subdomain already taken';
export const SUBDOMAIN_READ_ONLY =
  'Your booking page address cannot be changed with the other business details. Use Change address in Settings (once).';

const findOwn = (db: Db, ownerId: string) => db.business.findUnique({ where: { ownerId } });

export async function requireOwn(db: Db, ownerId: string) {
  const business = await findOwn(db, ownerId);
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return business;
}

/** Addresses that still redirect to a business that left them (SUBDOMAIN_REDIRECT_DAYS): nobody may take them. */
const redirecting = (now = new Date()) => ({ expiresAt: { gt: now } });

async function assertSubdomainFree(db: Db, subdomain: string, ownerId: string) {
  const holder = await db.business.findUnique({ where: { subdomain }, select: { ownerId: true } });
  if (holder && holder.ownerId !== ownerId) throw new ConflictError(SUBDOMAIN_TAKEN);
  if (await db.subdomainRedirect.count({ where: { subdomain, ...redirecting() } })) throw new ConflictError(SUBDOMAIN_TAKEN);
}

/** The booking address a visitor typed, as it is looked up (case and spaces do not matter). */
export const subdomainKey = (subdomain: string) => subdomain.trim().toLowerCase().slice(0, 64);

/** Where an address the business left now points, while it still redirects; null otherwise. */
export async function redirectTarget(db: Db, subdomain: string) {
  const row = await db.subdomainRedirect.findFirst({
    where: { subdomain: subdomainKey(subdomain), ...redirecting() },
    select: { business: { select: { subdomain: true } } },
  });
  return row?.business.subdomain ?? null;
}

/**
 * The owner changes the booking address, once: the address rule of Settings (letters and numbers,
 * at most 30) and the availability check of onboarding (free of other businesses and of addresses
 * still redirecting); the old address answers 301 to the new one for SUBDOMAIN_REDIRECT_DAYS, and nobody
 * else may take it meanwhile.
 */
export async function changeSubdomain(ctx: Context, typed: string) {
  const user = writer(ctx);
  const { subdomain } = parseInput(changeSubdomainSchema, { subdomain: typed });
  return ctx.prisma
    .$transaction(async (tx) => {
      const own = await requireOwn(tx, user.id);
      // One change at a time per business (a double tap must not make two).
      await tx.$queryRaw`SELECT 1 FROM "Business" WHERE "id" = ${own.id} FOR UPDATE`;
      const business = await requireOwn(tx, user.id);
      if (business.subdomainChangedAt) throw new ValidationError(SUBDOMAIN_CHANGED_ALREADY, [{ field: 'subdomain', message: SUBDOMAIN_CHANGED_ALREADY }]);
      if (business.subdomain === subdomain) throw new ValidationError(SUBDOMAIN_UNCHANGED, [{ field: 'subdomain', message: SUBDOMAIN_UNCHANGED }]);
      await assertSubdomainFree(tx, subdomain, user.id);
      const now = new Date();
      // Expired redirects of either address are history: they make room for the new rows.
      await tx.subdomainRedirect.deleteMany({ where: { subdomain: { in: [subdomain, business.subdomain] }, expiresAt: { lte: now } } });
      await tx.subdomainRedirect.create({
        data: { subdomain: business.subdomain, businessId: business.id, expiresAt: new Date(now.getTime() + SUBDOMAIN_REDIRECT_DAYS * 86_400_000) },
      });
      return tx.business.update({ where: { id: business.id }, data: { subdomain, subdomainChangedAt: now } });
    })
    .catch(subdomainRace);
}

/**
 * The booking address a business name (or a chosen address) would get, whether it is free for
 * this owner, and the first free one made by adding a number.
 */
export async function subdomainAvailability(ctx: Context, name: string) {
  const ownerId = ctx.user?.id ?? '';
  const subdomain = toSubdomain(name);
  if (!subdomain) return { subdomain, available: false, suggestion: null };
  const base = subdomain.slice(0, SUBDOMAIN_MAX_LENGTH - 4);
  const holders = await ctx.prisma.business.findMany({
    where: { OR: [{ subdomain }, { subdomain: { startsWith: base } }], NOT: { ownerId } },
    select: { subdomain: true },
  });
  const left = await ctx.prisma.subdomainRedirect.findMany({
    where: { OR: [{ subdomain }, { subdomain: { startsWith: base } }], ...redirecting() },
    select: { subdomain: true },
  });
  const taken = new Set([...holders, ...left].map((h) => h.subdomain));
  if (!taken.has(subdomain)) return { subdomain, available: true, suggestion: null };
  let n = 2;
  while (taken.has(`${base}${n}`)) n++;
  return { subdomain, available: false, suggestion: `${base}${n}` };
}

/** The hours labels of onboarding and Settings also set the weekly intervals the slot engine reads. */
const withIntervals = <T extends { hoursWeekday: string; hoursWeekend: string }>(data: T) => ({
  ...data,
  weeklyHours: { ...weeklyFromLabels(data.hoursWeekday, data.hoursWeekend) },
});

/** A unique-constraint race on the subdomain is the same conflict as the check above. */
const subdomainRace = (e: { code?: string; meta?: unknown }) => {
  if (e.code === 'P2002' && JSON.stringify(e.meta ?? '').includes('subdomain')) throw new ConflictError(SUBDOMAIN_TAKEN);
  throw e;
};

/**
 * Onboarding step 1 (POST /api/onboarding/business). While onboarding is incomplete it creates or
 * updates, so a retry after a failed later step succeeds; once complete, a second business conflicts.
 */
async function upsertOnboardingBusiness(db: Db, user: User, data: ReturnType<typeof onboardingBusinessSchema.parse>) {
  const existing = await findOwn(db, user.id);
  if (existing && user.onboardingCompleted) throw new ConflictError(BUSINESS_EXISTS);
  await assertSubdomainFree(db, data.subdomain, user.id);
  const fields = {
    businessName: data.businessName,
    subdomain: data.subdomain,
    phone: data.phone,
    email: data.email,
    city: data.city,
    state: data.state,
    zipCode: data.zipCode,
    serviceRadius: data.serviceRadius,
  };
  return db.business
    .upsert({ where: { ownerId: user.id }, create: { ownerId: user.id, ...fields, timeZone: zoneOfZip(data.zipCode) }, update: fields })
    .catch(subdomainRace);
}

/** Makes the business's services exactly `items`: ids kept and updated, new ones created, the rest deleted. */
async function replaceServices(db: Db, businessId: string, items: ReturnType<typeof servicesSchema.parse>) {
  const current = await db.service.findMany({ where: { businessId }, select: { id: true, depositType: true, depositValue: true } });
  const currentById = new Map(current.map((s) => [s.id, s]));
  for (const [i, item] of items.entries()) {
    if (item.id && !currentById.has(item.id)) throw new NotFoundError('Service not found');
    // A deposit kept as it is (absent) must still fit a new price.
    const kept = item.id && !item.depositType ? currentById.get(item.id) : undefined;
    const problem = kept && depositProblem(kept.depositType, kept.depositValue?.toFixed(2) ?? null, moneyCents(item.price));
    if (problem) throw new ValidationError(problem, [{ field: `services.${i}.depositValue`, message: problem }]);
  }
  const keep = new Set(items.flatMap((i) => (i.id ? [i.id] : [])));
  await db.service.deleteMany({ where: { businessId, id: { notIn: [...keep] } } });
  for (const [displayOrder, { id, name, description, price, durationMinutes, rebookIntervalDays, depositType, depositValue }] of items.entries()) {
    const deposit = depositType ? { depositType, depositValue: depositType === 'none' ? null : depositValue } : {};
    const data = { name, description, price, durationMinutes, rebookIntervalDays, displayOrder, ...deposit };
    if (id) await db.service.update({ where: { id }, data });
    else await db.service.create({ data: { ...data, businessId } });
  }
}

export async function createOnboardingBusiness(ctx: Context, input: unknown) {
  const user = writer(ctx);
  return upsertOnboardingBusiness(ctx.prisma, user, parseInput(onboardingBusinessSchema, input));
}

export async function setServices(ctx: Context, services: unknown) {
  const user = writer(ctx);
  // Field errors name each field at fault as `services.N.price`, as the wizard's submission does.
  const { services: items } = parseInput(z.object({ services: servicesSchema }), { services });
  return ctx.prisma.$transaction(async (tx) => {
    const business = await requireOwn(tx, user.id);
    await replaceServices(tx, business.id, items);
    return business;
  });
}

export async function updateHours(ctx: Context, input: unknown) {
  const user = writer(ctx);
  const data = parseInput(hoursSchema, input);
  await requireOwn(ctx.prisma, user.id);
  return ctx.prisma.$transaction(async (tx) => {
    const saved = await tx.business.update({ where: { ownerId: user.id }, data: withIntervals(data) });
    await ctx.ownerEvents.emit(tx, { type: 'availability.set', ownerId: user.id });
    return saved;
  });
}

export async function markOnboardingComplete(ctx: Context) {
  const user = writer(ctx);
  await requireOwn(ctx.prisma, user.id);
  ctx.user = await ctx.prisma.$transaction(async (tx) => {
    await ctx.ownerEvents.emit(tx, { type: 'business.onboarded', ownerId: user.id });
    return tx.user.update({ where: { id: user.id }, data: { onboardingCompleted: true } });
  });
  return ctx.user;
}

/** The wizard's submission: business, services, hours and completion in one transaction. */
export async function completeOnboarding(ctx: Context, input: Record<string, unknown>) {
  const user = writer(ctx);
  const business = parseInput(onboardingBusinessSchema, input);
  const { services } = parseInput(z.object({ services: servicesSchema }), { services: input.services });
  const hours = parseInput(hoursSchema, input);
  const phoneAvailability = typeof input.phoneAvailability === 'string' ? input.phoneAvailability.slice(0, 50) : null;
  ctx.user = await ctx.prisma.$transaction(async (tx) => {
    const saved = await upsertOnboardingBusiness(tx, user, business);
    await replaceServices(tx, saved.id, services);
    await tx.business.update({ where: { id: saved.id }, data: { ...withIntervals(hours), phoneAvailability } });
    await ctx.ownerEvents.emit(tx, { type: 'business.onboarded', ownerId: user.id });
    return tx.user.update({ where: { id: user.id }, data: { onboardingCompleted: true } });
  });
  return ctx.user;
}

/** Business Settings: create when there is none, otherwise update; the subdomain is read-only. */
export async function saveBusiness(ctx: Context, input: unknown) {
  const user = writer(ctx);
  const data = parseInput(businessSettingsSchema, input);
  const existing = await findOwn(ctx.prisma, user.id);
  if (existing) {
    if (existing.subdomain !== data.subdomain) throw new ValidationError(SUBDOMAIN_READ_ONLY, [{ field: 'subdomain', message: SUBDOMAIN_READ_ONLY }]);
    const hours = { hoursWeekday: data.hoursWeekday ?? existing.hoursWeekday, hoursWeekend: data.hoursWeekend ?? existing.hoursWeekend };
    const changed = hours.hoursWeekday !== existing.hoursWeekday || hours.hoursWeekend !== existing.hoursWeekend;
    if (!changed) return ctx.prisma.business.update({ where: { id: existing.id }, data });
    return ctx.prisma.$transaction(async (tx) => {
      const saved = await tx.business.update({ where: { id: existing.id }, data: withIntervals({ ...data, ...hours }) });
      await ctx.ownerEvents.emit(tx, { type: 'availability.set', ownerId: user.id });
      return saved;
    });
  }
  await assertSubdomainFree(ctx.prisma, data.subdomain, user.id);
  const created = { ...data, ownerId: user.id, timeZone: zoneOfZip(data.zipCode) };
  return ctx.prisma.business
    .create({ data: data.hoursWeekday && data.hoursWeekend ? withIntervals({ ...created, hoursWeekday: data.hoursWeekday, hoursWeekend: data.hoursWeekend }) : created })
    .catch(subdomainRace);
}

/** A closed account's business takes no bookings, requests or slot searches: 410, with its phone (account.closing.ts). */
export function refuseIfNotTakingBookings(b: { businessName: string; phone: string | null; owner: { closedAt: Date | null } }) {
  if (b.owner.closedAt) throw new GoneError(notTakingBookings(b.businessName, b.phone), b.phone);
}
