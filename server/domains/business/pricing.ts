// The owner's price list (#50, Settings → Pricing): a price and a duration per vehicle size for each
// service (the service's own price and duration fill a size without a row), the add-ons, the three
// condition levels and the target hourly rate. Read as one document, written in one transaction.
import { z } from 'zod';
import { BUSINESS_NOT_FOUND } from '../../../common/business.js';
import { DEFAULT_DURATION_MINUTES } from '../../../common/availability.js';
import { cents, formatCents, parseCents } from '../../../common/money.js';
import { CONTROL_CHARACTERS } from '../../../common/text.js';
import {
  CONDITION_KEYS,
  conditionLevelsOf,
  PRICING_LIMITS,
  type ConditionLevel,
  type PriceList,
} from '../../../common/pricing.js';
import { VEHICLE_SIZE_LABELS, VEHICLE_SIZES, type VehicleSize } from '../../../common/vehicle-sizes.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError, parseInput, ValidationError } from '../../graphql/errors.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';

type Db = Context['prisma'] | PrismaNS.TransactionClient;

export const PRICING_SIZES = VEHICLE_SIZES;
export type PricingSize = VehicleSize;
const PRICING_SIZE_LABELS = VEHICLE_SIZE_LABELS;

export const UNKNOWN_SERVICE = 'Unknown service';
export const UNKNOWN_ADD_ON = 'Unknown add-on';
export const NOTHING_TO_CHANGE = 'Give services, addOns, conditionLevels or targetHourlyRate to change';

const addOnSelect = { id: true, name: true, price: true, durationMinutes: true, serviceIds: true } as const;

/**
 * A service's price list for a quote: its size rows, the business's add-ons and condition levels, in
 * one query; null when the service is not that business's.
 */
export async function loadPriceList(db: Db, businessId: string, serviceId: string): Promise<PriceList | null> {
  const s = await db.service.findFirst({
    where: { id: serviceId, businessId },
    select: {
      id: true,
      name: true,
      price: true,
      durationMinutes: true,
      sizePrices: { select: { size: true, price: true, durationMinutes: true } },
      business: { select: { conditionLevels: true, addOns: { orderBy: { position: 'asc' }, select: addOnSelect } } },
    },
  });
  if (!s) return null;
  return {
    service: {
      id: s.id,
      name: s.name,
      price: s.price.toFixed(2),
      durationMinutes: s.durationMinutes,
      sizePrices: s.sizePrices.map((p) => ({ size: p.size, price: p.price.toFixed(2), durationMinutes: p.durationMinutes })),
    },
    addOns: s.business.addOns.map((a) => ({ ...a, price: a.price.toFixed(2) })),
    conditionLevels: conditionLevelsOf(s.business.conditionLevels),
  };
}

export interface PricingDocument {
  businessId: string;
  sizes: { key: PricingSize; label: string }[];
  services: { id: string; name: string; bySize: Record<PricingSize, { price: string; durationMinutes: number }> }[];
  addOns: { id: string; name: string; price: string; durationMinutes: number; serviceIds: string[] }[];
  conditionLevels: ConditionLevel[];
  targetHourlyRate: string;
}

/** The owner's whole price list. */
async function pricingOf(db: Db, businessId: string): Promise<PricingDocument> {
  const b = await db.business.findUniqueOrThrow({
    where: { id: businessId },
    select: {
      conditionLevels: true,
      targetHourlyRate: true,
      services: {
        orderBy: { displayOrder: 'asc' },
        select: { id: true, name: true, price: true, durationMinutes: true, sizePrices: { select: { size: true, price: true, durationMinutes: true } } },
      },
      addOns: { orderBy: { position: 'asc' }, select: addOnSelect },
    },
  });
  return {
    businessId,
    sizes: PRICING_SIZES.map((key) => ({ key, label: PRICING_SIZE_LABELS[key] })),
    services: b.services.map((s) => ({
      id: s.id,
      name: s.name,
      bySize: Object.fromEntries(
        PRICING_SIZES.map((size) => {
          const row = s.sizePrices.find((p) => p.size === size);
          return [
            size,
            row
              ? { price: row.price.toFixed(2), durationMinutes: row.durationMinutes }
              : { price: s.price.toFixed(2), durationMinutes: s.durationMinutes ?? DEFAULT_DURATION_MINUTES },
          ];
        }),
      ) as PricingDocument['services'][number]['bySize'],
    })),
    addOns: b.addOns.map((a) => ({ ...a, price: a.price.toFixed(2) })),
    conditionLevels: conditionLevelsOf(b.conditionLevels),
    targetHourlyRate: b.targetHourlyRate.toFixed(2),
  };
}

const ownBusinessId = async (db: Db, ownerId: string) => {
  const b = await db.business.findUnique({ where: { ownerId }, select: { id: true } });
  if (!b) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return b.id;
};

export async function ownPricing(ctx: Context) {
  const user = writer(ctx);
  return pricingOf(ctx.prisma, await ownBusinessId(ctx.prisma, user.id));
}

// ---- Validation: every message names its field (REST answers the first one as 400).

const MAX_PRICE_CENTS = 99_999_999; // Decimal(8, 2)
const money = (what: string) =>
  z
    .string({ error: `Enter ${what} like 25.00` })
    .trim()
    .refine((s) => !s.startsWith('-'), { message: `${what[0].toUpperCase()}${what.slice(1)} cannot be negative` })
    .refine((s) => s.startsWith('-') || parseCents(s) !== null, { message: `Enter ${what} like 25.00` })
    .refine((s) => (parseCents(s) ?? 0) <= MAX_PRICE_CENTS, { message: `${what[0].toUpperCase()}${what.slice(1)} is too large` })
    .transform((s) => formatCents(parseCents(s) ?? 0));
const minutes = z
  .number({ error: `Enter the minutes, ${PRICING_LIMITS.minDuration} to ${PRICING_LIMITS.maxDuration}` })
  .int({ error: 'Enter whole minutes' })
  .min(PRICING_LIMITS.minDuration, { error: `The duration must be between ${PRICING_LIMITS.minDuration} and ${PRICING_LIMITS.maxDuration} minutes` })
  .max(PRICING_LIMITS.maxDuration, { error: `The duration must be between ${PRICING_LIMITS.minDuration} and ${PRICING_LIMITS.maxDuration} minutes` });
const id = z.string().max(100).refine((v) => !v.includes('\u0000'));
const name = z
  .string({ error: 'Enter a name' })
  .trim()
  .min(1, { error: 'Enter a name' })
  .max(PRICING_LIMITS.maxName, { error: `At most ${PRICING_LIMITS.maxName} characters` })
  .refine((v) => !CONTROL_CHARACTERS.test(v), { error: 'The name cannot hold line breaks or control characters' });
const sizePrice = z.object({ price: money('a price'), durationMinutes: minutes });

const pricingInput = z.object({
  services: z
    .array(
      z.object({
        id,
        bySize: z.object(Object.fromEntries(PRICING_SIZES.map((s) => [s, sizePrice.optional()])) as Record<PricingSize, z.ZodOptional<typeof sizePrice>>).strict(),
      }),
    )
    .max(500)
    .optional(),
  addOns: z
    .array(
      z.object({
        id: id.nullish(),
        name,
        price: money('a price'),
        durationMinutes: minutes,
        serviceIds: z.array(id).max(500).default([]),
      }),
    )
    .max(PRICING_LIMITS.maxAddOns, { error: `At most ${PRICING_LIMITS.maxAddOns} add-ons` })
    .optional(),
  conditionLevels: z
    .array(
      z.object({
        key: z.string(),
        label: z.string({ error: 'Enter a label' }).trim().min(1, { error: 'Enter a label' }).max(40, { error: 'At most 40 characters' }),
        percent: z
          .number({ error: 'Enter a percentage, 0 to 100' })
          .int({ error: 'Enter a whole percentage' })
          .min(0, { error: 'The percentage must be between 0 and 100' })
          .max(PRICING_LIMITS.maxPercent, { error: 'The percentage must be between 0 and 100' }),
      }),
    )
    .length(3, { error: 'Give exactly three condition levels: light, moderate and heavy' })
    .superRefine((levels, c) => {
      levels.forEach((l, i) => {
        if (l.key !== CONDITION_KEYS[i]) c.addIssue({ code: 'custom', path: [i, 'key'], message: `The levels are light, moderate and heavy, in that order (expected ${CONDITION_KEYS[i]})` });
      });
    })
    .optional(),
  targetHourlyRate: money('a rate')
    .refine((s) => cents(s) > 0, { message: 'The target hourly rate must be more than 0' })
    .optional(),
});
export type PricingInput = z.input<typeof pricingInput>;

/** Like parseInput, with the field's path in the message. */
function parseNamed<T>(schema: z.ZodType<T>, input: unknown): T {
  try {
    return parseInput(schema, input);
  } catch (e) {
    const first = e instanceof ValidationError ? e.fieldErrors[0] : undefined;
    if (first?.field) throw new ValidationError(`${first.field}: ${first.message}`, (e as ValidationError).fieldErrors);
    throw e;
  }
}

const refuse = (field: string, message: string): never => {
  throw new ValidationError(`${field}: ${message}`, [{ field, message }]);
};

/** PUT /api/pricing: each key given replaces its part; all in one transaction. */
export async function updatePricing(ctx: Context, input: unknown) {
  const user = writer(ctx);
  const data = parseNamed(pricingInput, input);
  if (!data.services?.length && !data.addOns && !data.conditionLevels && !data.targetHourlyRate) refuse('pricing', NOTHING_TO_CHANGE);
  return ctx.prisma.$transaction(async (tx) => {
    const businessId = await ownBusinessId(tx, user.id);
    // One save at a time per business (two tabs must not interleave the add-on list).
    await tx.$queryRaw`SELECT 1 FROM "Business" WHERE "id" = ${businessId} FOR UPDATE`;
    const own = new Set((await tx.service.findMany({ where: { businessId }, select: { id: true } })).map((s) => s.id));
    if (data.services) {
      for (const [i, s] of data.services.entries()) if (!own.has(s.id)) refuse(`services.${i}.id`, UNKNOWN_SERVICE);
      for (const s of data.services) {
        for (const size of PRICING_SIZES) {
          const row = s.bySize[size];
          if (!row) continue;
          await tx.serviceSizePrice.upsert({
            where: { serviceId_size: { serviceId: s.id, size } },
            create: { serviceId: s.id, size, price: row.price, durationMinutes: row.durationMinutes },
            update: { price: row.price, durationMinutes: row.durationMinutes },
          });
        }
      }
    }
    if (data.addOns) {
      const current = new Set((await tx.addOn.findMany({ where: { businessId }, select: { id: true } })).map((a) => a.id));
      for (const [i, a] of data.addOns.entries()) {
        if (a.id && !current.has(a.id)) refuse(`addOns.${i}.id`, UNKNOWN_ADD_ON);
        for (const [j, sid] of a.serviceIds.entries()) if (!own.has(sid)) refuse(`addOns.${i}.serviceIds.${j}`, UNKNOWN_SERVICE);
      }
      const kept = data.addOns.flatMap((a) => (a.id ? [a.id] : []));
      if (new Set(kept).size !== kept.length) refuse('addOns', 'An add-on is listed twice');
      await tx.addOn.deleteMany({ where: { businessId, id: { notIn: kept } } });
      for (const [position, a] of data.addOns.entries()) {
        const fields = { name: a.name, price: a.price, durationMinutes: a.durationMinutes, serviceIds: [...new Set(a.serviceIds)], position };
        if (a.id) await tx.addOn.update({ where: { id: a.id }, data: fields });
        else await tx.addOn.create({ data: { ...fields, businessId } });
      }
    }
    if (data.conditionLevels || data.targetHourlyRate) {
      await tx.business.update({
        where: { id: businessId },
        data: {
          ...(data.conditionLevels ? { conditionLevels: data.conditionLevels.map((l, i) => ({ key: CONDITION_KEYS[i], label: l.label, percent: l.percent })) } : {}),
          ...(data.targetHourlyRate ? { targetHourlyRate: data.targetHourlyRate } : {}),
        },
      });
    }
    if (data.services?.length) await ctx.ownerEvents.emit(tx, { type: 'pricing.set', ownerId: user.id });
    return pricingOf(tx, businessId);
  });
}
