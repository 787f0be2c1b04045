// A visitor's instant booking waiting for its deposit holds its window (a BookingHold, under the
// business row lock as placement): one per visitor at a time, released by a queued job when it lapses
// (server/domains/deposits: its Checkout Session, its payment, its release). The owner's schedule shows them.
import { phoneDigits } from '../../../common/customers.js';
import { DEPOSIT_WAITING, HOLD_MINUTES } from '../../../common/deposits.js';
import { cents, formatCents } from '../../../common/money.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError } from '../../graphql/errors.js';
import type { Visitor } from '../jobs/rules.js';
import type { VisitorQuote } from './quote.js';

/** The queue of the holds' release jobs (due when a hold lapses). */
export const HOLD_QUEUE = 'deposit-hold-release';
const MINUTE = 60_000;

type Tx = PrismaNS.TransactionClient;
type Db = Context['prisma'] | Tx;

/** A visitor's instant booking waiting for its deposit, as the owner's schedule shows it. */
export interface ScheduleHold {
  id: string;
  start: Date;
  arrivalEnd: Date | null;
  durationMinutes: number;
  name: string;
  serviceName: string;
  deposit: string;
  expiresAt: Date;
}

/** The running holds of visitors' instant bookings (not a job's deposit link) starting in [from, to), by start. */
export async function visitorHolds(db: Db, ownerId: string, from: Date, to: Date, now = new Date()): Promise<ScheduleHold[]> {
  const rows = await db.bookingHold.findMany({
    where: { ownerId, appointmentId: null, expiresAt: { gt: now }, serviceDate: { gte: from, lt: to } },
    orderBy: { serviceDate: 'asc' },
  });
  const ids = [...new Set(rows.map((r) => r.serviceId).filter((id): id is string => !!id))];
  const services = ids.length ? await db.service.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }) : [];
  return rows.map((r) => {
    const input = r.input as { name?: unknown };
    return {
      id: r.id,
      start: r.serviceDate,
      arrivalEnd: r.arrivalEnd,
      durationMinutes: r.durationMinutes,
      name: typeof input.name === 'string' ? input.name : 'A visitor',
      serviceName: services.find((s) => s.id === r.serviceId)?.name ?? 'Detailing',
      deposit: formatCents(cents(r.depositAmount)),
      expiresAt: r.expiresAt,
    };
  });
}

/**
 * What a hold keeps of the visitor's booking: the parsed input, and the manage token for the
 * confirmation's link (the job keeps only its hash; the hold, and the token with it, is deleted within
 * the Checkout Session's life).
 */
export type HeldInput = Visitor & { notes?: string | null; manageToken: string; quote?: VisitorQuote['stored'] | null };

export interface HoldInput {
  ownerId: string;
  serviceId: string;
  start: Date;
  durationMinutes: number;
  arrivalEnd: Date;
  zip: string;
  input: HeldInput;
  manageTokenHash: string;
  depositCents: number;
}

const visitorOf = (input: { phone: string; email?: string | null }) => ({
  visitorPhoneDigits: phoneDigits(input.phone),
  visitorEmail: input.email ? input.email.trim().toLowerCase() : null,
});

/**
 * One unpaid hold per visitor at a time: a visitor (the same phone digits or email) whose earlier
 * booking with this business still waits for its deposit is refused (409) until it is paid or lapses.
 * Not released in its favour: the phone and email are typed, so anyone could cancel a stranger's hold
 * in the middle of their payment by typing theirs.
 */
export async function refuseSecondHold(tx: Tx, ownerId: string, input: { phone: string; email?: string | null }, now = new Date()) {
  const { visitorPhoneDigits, visitorEmail } = visitorOf(input);
  const waiting = await tx.bookingHold.count({
    where: { ownerId, appointmentId: null, expiresAt: { gt: now }, OR: [{ visitorPhoneDigits }, ...(visitorEmail ? [{ visitorEmail }] : [])] },
  });
  if (waiting) throw new ConflictError(DEPOSIT_WAITING);
}

/** Writes the hold and its release job, inside the booking's transaction (under the business lock). */
export async function createHold(ctx: Pick<Context, 'queue'>, tx: Tx, h: HoldInput) {
  const expiresAt = new Date(Date.now() + HOLD_MINUTES * MINUTE);
  const hold = await tx.bookingHold.create({
    data: {
      ownerId: h.ownerId,
      serviceId: h.serviceId,
      serviceDate: h.start,
      durationMinutes: h.durationMinutes,
      arrivalEnd: h.arrivalEnd,
      zipCode: h.zip,
      input: h.input as PrismaNS.InputJsonValue,
      manageTokenHash: h.manageTokenHash,
      depositAmount: formatCents(h.depositCents),
      ...visitorOf(h.input),
      expiresAt,
    },
  });
  await ctx.queue.send(HOLD_QUEUE, { holdId: hold.id }, { startAfter: expiresAt }, tx);
  return hold;
}
