// Customers and vehicles: one owner's data, never another's (their jobs are written in server/domains/jobs).
import {
  customerSchema,
  DUE_SOON_DAYS,
  BOOKING_FORM_CONSENT,
  CONSENT_SOURCE_NEEDS_CONSENT,
  CONSENT_TICKED_BY_VISITOR,
  OWNER_CONSENT,
  type OwnerConsentSource,
  phoneDigits,
  vehicleSchema,
} from '../../../common/customers.js';
import { lookupVehicleSize } from '../../../common/vehicle-sizes.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, parseInput, ValidationError } from '../../graphql/errors.js';
import { getOrSet } from '../../graphql/get-or-set.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';

type Tx = PrismaNS.TransactionClient;
export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const CUSTOMER_NOTHING_TO_CHANGE = 'Nothing to change: give at least one customer field';

/** A search word as vehicles are compared with it: lowercase letters and digits, so "f150" finds "F-150". */
export const vehicleSearchKey = (word: string) => word.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Every word must match a name, the email, a vehicle's make, model or plate, or (with 3+ digits) the
 * phone. Vehicles compare letters and digits only ("f150", "F 150" and "f-150" all find an F-150): one
 * statement finds, for each word, the owner's customers with such a vehicle.
 */
export function customerSearch(ctx: Context, ownerId: string, search?: string | null): Promise<PrismaNS.CustomerWhereInput> {
  // The page and its totalCount share one vehicle match per request.
  const searches = getOrSet(searchesOf, ctx, () => new Map<string, Promise<PrismaNS.CustomerWhereInput>>());
  return getOrSet(searches, `${ownerId}\n${search ?? ''}`, () => searchWhere(ctx.prisma, ownerId, search));
}
const searchesOf = new WeakMap<Context, Map<string, Promise<PrismaNS.CustomerWhereInput>>>();

async function searchWhere(db: Context['prisma'], ownerId: string, search?: string | null): Promise<PrismaNS.CustomerWhereInput> {
  const terms = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!terms.length) return {};
  const keys = terms.map(vehicleSearchKey);
  const rows = keys.some(Boolean)
    ? await db.$queryRaw<{ customerId: string; i: bigint }[]>`
        SELECT DISTINCT v."customerId", t.i
        FROM "Vehicle" v
        JOIN "Customer" c ON c.id = v."customerId"
        CROSS JOIN unnest(${keys}::text[]) WITH ORDINALITY AS t(key, i)
        WHERE c."ownerId" = ${ownerId} AND t.key <> '' AND (
          regexp_replace(lower(v.make), '[^a-z0-9]', '', 'g') LIKE '%' || t.key || '%'
          OR regexp_replace(lower(v.model), '[^a-z0-9]', '', 'g') LIKE '%' || t.key || '%'
          OR regexp_replace(lower(coalesce(v."licensePlate", '')), '[^a-z0-9]', '', 'g') LIKE '%' || t.key || '%'
        )`
    : [];
  return {
    AND: terms.map((term, index) => {
      const digits = term.replace(/\D/g, '');
      const withVehicle = rows.filter((r) => Number(r.i) === index + 1).map((r) => r.customerId);
      return {
        OR: [
          { firstName: { contains: term, mode: 'insensitive' as const } },
          { lastName: { contains: term, mode: 'insensitive' as const } },
          { email: { contains: term, mode: 'insensitive' as const } },
          ...(withVehicle.length ? [{ id: { in: withVehicle } }] : []),
          ...(digits.length >= 3 ? [{ phoneDigits: { contains: digits } }] : []),
        ],
      };
    }),
  };
}

/** Customers whose latest record's next service is due within 14 days, or overdue. */
export const dueForServiceWhere = (now = new Date()): PrismaNS.CustomerWhereInput => ({
  nextServiceDue: { lte: new Date(now.getTime() + DUE_SOON_DAYS * 86_400_000) },
});

/** What a customer has spent: the sum of their completed jobs (booked and cancelled ones are not spent), 2 decimals. */
export async function totalSpent(db: Context['prisma'], customerId: string) {
  const { _sum } = await db.serviceRecord.aggregate({ where: { customerId, status: 'completed' }, _sum: { totalAmount: true } });
  return (_sum.totalAmount ?? 0).toFixed(2);
}

export async function ownCustomer(db: Context['prisma'] | Tx, ownerId: string, id: string) {
  const customer = await db.customer.findFirst({ where: { id, ownerId } });
  if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return customer;
}

async function assertPhoneFree(ctx: Context, ownerId: string, digits: string, exceptId?: string) {
  const same = await ctx.prisma.customer.findFirst({
    where: { ownerId, phoneDigits: digits, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { firstName: true, lastName: true },
  });
  if (same) {
    throw new ConflictError(`A customer with this phone number already exists: ${same.firstName} ${same.lastName}.`);
  }
}

type CustomerFields = Partial<Record<'firstName' | 'lastName' | 'phone' | 'email' | 'address' | 'notes' | 'status', unknown>> & {
  smsConsent?: boolean | null;
  /** How the customer agreed, when the owner records it: told them (verbal) or in writing. */
  smsConsentSource?: OwnerConsentSource | null;
};
const REQUIRED_FIELDS = ['firstName', 'lastName', 'phone'] as const;

/**
 * The consent the owner records: given now, with how (verbal unless said; kept with its date when
 * already given), or withdrawn. A source alone corrects how an owner-recorded consent was given; the
 * visitor's own tick on the booking form is never rewritten by the owner.
 */
function consentChange(input: Pick<CustomerFields, 'smsConsent' | 'smsConsentSource'>, current?: { smsConsentAt: Date | null; smsConsentSource: string | null }) {
  const source = input.smsConsentSource ? OWNER_CONSENT[input.smsConsentSource] : null;
  if (input.smsConsent === false) return { smsConsentAt: null, smsConsentSource: null };
  if (current?.smsConsentAt) {
    const ownersOwn = !current.smsConsentSource?.startsWith(BOOKING_FORM_CONSENT);
    return source && ownersOwn ? { smsConsentSource: source } : {};
  }
  if (input.smsConsent === true) return { smsConsentAt: new Date(), smsConsentSource: source ?? OWNER_CONSENT.verbal };
  return {};
}

export async function createCustomer(ctx: Context, input: CustomerFields, allowDuplicatePhone = false) {
  const user = writer(ctx);
  const { smsConsent, smsConsentSource, ...fields } = input;
  // A missing name or phone gets the same message as an empty one.
  const { status, ...data } = parseInput(customerSchema, { ...fields, ...Object.fromEntries(REQUIRED_FIELDS.map((k) => [k, fields[k] ?? ''])) });
  const digits = phoneDigits(data.phone);
  if (!allowDuplicatePhone) await assertPhoneFree(ctx, user.id, digits);
  return ctx.prisma.$transaction(async (tx) => {
    const customer = await tx.customer.create({
      data: { ...data, status: status ?? 'lead', phoneDigits: digits, ownerId: user.id, ...consentChange({ smsConsent, smsConsentSource }) },
    });
    await ctx.ownerEvents.emit(tx, { type: 'customer.created', ownerId: user.id });
    return customer;
  });
}

/** Partial: a field left out keeps its value; null clears an optional one (and is refused for a name or the phone). */
export async function updateCustomer(ctx: Context, id: string, input: CustomerFields, allowDuplicatePhone = false) {
  const user = writer(ctx);
  const { smsConsent, smsConsentSource, ...fields } = input;
  const current = await ownCustomer(ctx.prisma, user.id, id);
  // How they agreed, given alone, corrects the owner's own record of a consent; else it says why not.
  if (smsConsentSource && (smsConsent === undefined || smsConsent === null)) {
    if (!current.smsConsentAt) throw new ValidationError(CONSENT_SOURCE_NEEDS_CONSENT, [{ field: 'smsConsentSource', message: CONSENT_SOURCE_NEEDS_CONSENT }]);
    if (current.smsConsentSource?.startsWith(BOOKING_FORM_CONSENT)) {
      throw new ValidationError(CONSENT_TICKED_BY_VISITOR, [{ field: 'smsConsentSource', message: CONSENT_TICKED_BY_VISITOR }]);
    }
  }
  const given = Object.fromEntries(Object.entries(fields).filter(([k, v]) => v !== undefined && k !== 'allowDuplicatePhone'));
  if (!Object.keys(given).length && (smsConsent === undefined || smsConsent === null) && !smsConsentSource) throw new ValidationError(CUSTOMER_NOTHING_TO_CHANGE);
  const { status, ...data } = parseInput(customerSchema, {
    firstName: current.firstName,
    lastName: current.lastName,
    phone: current.phone,
    email: current.email,
    address: current.address,
    notes: current.notes,
    ...given,
    ...Object.fromEntries(REQUIRED_FIELDS.filter((k) => given[k] === null).map((k) => [k, ''])),
  });
  const digits = phoneDigits(data.phone);
  if (!allowDuplicatePhone && digits !== current.phoneDigits) await assertPhoneFree(ctx, user.id, digits, id);
  return ctx.prisma.customer.update({
    where: { id },
    data: { ...data, phoneDigits: digits, ...(status ? { status } : {}), ...consentChange({ smsConsent, smsConsentSource }, current) },
  });
}

export async function deleteCustomer(ctx: Context, id: string) {
  const user = writer(ctx);
  await ownCustomer(ctx.prisma, user.id, id);
  await ctx.prisma.$transaction(async (tx) => {
    // Its jobs go with it: announced first (a deposit still asked on one can no longer be paid).
    const jobs = await tx.serviceRecord.findMany({ where: { customerId: id }, select: { id: true } });
    if (jobs.length) await ctx.jobEvents.emit(tx, ctx, { type: 'job.deleted', jobIds: jobs.map((j) => j.id) });
    await tx.customer.delete({ where: { id } });
  });
  return id;
}

export async function addVehicle(ctx: Context, customerId: string, input: unknown) {
  const user = writer(ctx);
  const { size, ...data } = parseInput(vehicleSchema, input);
  await ownCustomer(ctx.prisma, user.id, customerId);
  // Added without a size: the size table's when it knows the model (#50); null (not sure) stays null.
  return ctx.prisma.vehicle.create({ data: { ...data, size: size === undefined ? lookupVehicleSize(data).size : size, customerId } });
}

async function ownVehicle(ctx: Context, ownerId: string, id: string) {
  const vehicle = await ctx.prisma.vehicle.findFirst({ where: { id, customer: { ownerId } } });
  if (!vehicle) throw new NotFoundError('Vehicle not found');
  return vehicle;
}

/** The fields a partial update sets: an absent (undefined) field keeps its value, null clears it. */
export const given = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

/** A partial update: fields left out keep their values; the result must pass the same rules as a new vehicle. */
export async function updateVehicle(ctx: Context, id: string, input: object) {
  const user = writer(ctx);
  const old = await ownVehicle(ctx, user.id, id);
  const { year, make, model, color, licensePlate, size } = old;
  const changes = given(input);
  const data = parseInput(vehicleSchema, { year, make, model, color, licensePlate, size, ...changes });
  // Another vehicle typed in without a size: the size table's for it when it knows the model (#50).
  const renamed = data.make !== make || data.model !== model || data.year !== year;
  if (!('size' in changes) && renamed) data.size = lookupVehicleSize(data).size ?? data.size;
  return ctx.prisma.vehicle.update({ where: { id }, data });
}

export async function deleteVehicle(ctx: Context, id: string) {
  const user = writer(ctx);
  const vehicle = await ownVehicle(ctx, user.id, id);
  await ctx.prisma.vehicle.delete({ where: { id } });
  return vehicle.customerId;
}

/** A job's address becomes the customer's when they have none yet (the next job starts from it). */
export async function fillCustomerAddress(tx: Tx, customerId: string, address: string | null | undefined) {
  if (!address?.trim()) return;
  await tx.customer.updateMany({ where: { id: customerId, OR: [{ address: null }, { address: '' }] }, data: { address: address.trim() } });
}

/**
 * Keeps the customer's nextServiceDue equal to that of the latest record that sets one (a newer
 * record without a date keeps it), and makes a served lead active.
 */
export async function refreshCustomer(tx: Tx, customerId: string) {
  const latest = await tx.serviceRecord.findFirst({
    where: { customerId, nextServiceDue: { not: null } },
    orderBy: [{ serviceDate: 'desc' }, { createdAt: 'desc' }],
    select: { nextServiceDue: true },
  });
  const served = await tx.serviceRecord.count({ where: { customerId, status: 'completed' } });
  const customer = await tx.customer.findUniqueOrThrow({ where: { id: customerId }, select: { status: true } });
  await tx.customer.update({
    where: { id: customerId },
    data: {
      nextServiceDue: latest?.nextServiceDue ?? null,
      ...(served && customer.status === 'lead' ? { status: 'active' as const } : {}),
    },
  });
}
