// The owner's writes of a job (#49): New job and Log a job, an edit (a move, a new length or place),
// Complete, cancel and delete. Each runs in one transaction under the business lock when the job's
// time or place changes (placement.ts), keeps the customer's figures (refreshCustomer), and announces
// the change as a job event (server/kernel/job-events.ts) for the messages and deposits to follow.
import {
  COMPLETE_KEEPS_NOTES,
  COMPLETION_NOTE_ONLY,
  newServiceRecordSchema,
  SERVICE_DATE_REQUIRED,
  SERVICE_STATUS_REQUIRED,
  serviceRecordSchema,
  withCompletionNote,
} from '../../../common/customers.js';
import { type DepositChoice, depositChoiceProblem } from '../../../common/deposits.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, parseInput, ValidationError } from '../../graphql/errors.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';
import type { JobEvent } from '../../kernel/job-events.js';
import { zipOfAddress } from '../../kernel/zips.js';
import { fillCustomerAddress, given, ownCustomer, refreshCustomer } from '../customers/customers.service.js';
import { lockRules, placeJob, settleBusyRanges } from './placement.js';

type Tx = PrismaNS.TransactionClient;

/** A job logged as completed within this long after its start is thanked; older ones are history. */
const THANK_LOGGED_WITHIN_MS = 24 * 3_600_000;

/** Only a booked job can be marked no-show (#59): not one done, cancelled or already marked. */
export const NO_SHOW_NOT_SCHEDULED = 'Only a scheduled job can be marked no-show.';
/** …and only once its start has passed: a job still to come is moved or cancelled. */
export const NO_SHOW_NOT_STARTED = 'A job can be marked no-show only once its start time has passed. Reschedule or cancel it instead.';
/** "Ask for a review" is for a job done. */
export const REVIEW_NOT_COMPLETED = 'You can ask for a review only on a completed job.';

/**
 * The no-show rule (#59), the one place it is written (the edit, PATCH /api/appointments/{id} and
 * markNoShow all come here): a scheduled job whose start has passed; null when the change is fine.
 */
function noShowProblem(before: { status: string }, after: { status: string; serviceDate: Date }, now: Date) {
  if (after.status !== 'no_show' || before.status === 'no_show') return null;
  if (before.status !== 'scheduled') return NO_SHOW_NOT_SCHEDULED;
  if (after.serviceDate > now) return NO_SHOW_NOT_STARTED;
  return null;
}

/** When the job stopped being live (#59): set when it is cancelled or marked no-show, kept while it stays so, cleared when it is booked or done again. */
function cancelledAtOf(before: { status: string; cancelledAt: Date | null }, after: { status: string }, now: Date) {
  if (after.status !== 'cancelled' && after.status !== 'no_show') return null;
  return before.status === after.status ? before.cancelledAt : now;
}

/**
 * What a change of a job is, as the job's life announces it (server/kernel/job-events.ts): completed,
 * cancelled, a no-show, opened again, or moved (a scheduled job at a new time; `before` only while its old time
 * was still to come, so the customer reads "moved"). A change of length, place or notes is none.
 */
function changeEvent(
  id: string,
  ownerId: string,
  change: { before: { status: string; serviceDate: Date; arrivalEnd?: Date | null }; after: { status: string; serviceDate: Date }; now: Date; deposit?: DepositChoice | null },
): JobEvent | null {
  const { before, after, now } = change;
  const deposit = change.deposit ? { ownerId, choice: change.deposit } : undefined;
  if (after.status === 'completed') return before.status === 'completed' ? null : { type: 'job.completed', jobId: id, completedAt: now };
  if (after.status === 'cancelled') return before.status === 'cancelled' ? null : { type: 'job.cancelled', jobId: id, deposit };
  if (after.status === 'no_show') return before.status === 'no_show' ? null : { type: 'job.no_show', jobId: id, now };
  if (before.status !== 'scheduled') return { type: 'job.reopened', jobId: id, deposit, now };
  if (before.serviceDate.getTime() === after.serviceDate.getTime()) return null;
  const was = before.serviceDate > now ? { serviceDate: before.serviceDate, arrivalEnd: before.arrivalEnd ?? null } : null;
  return { type: 'job.moved', jobId: id, before: was, deposit, now };
}

/** What a new record may name besides its fields: one of the owner's services and the customer's vehicle. */
export interface RecordLinks {
  serviceId?: string | null;
  vehicleId?: string | null;
  /** Keep a scheduled job that overlaps another (travel and buffers included) instead of refusing it. */
  bookAnyway?: boolean | null;
}

/**
 * A job done ("Log a job", never in the future) or booked ("New job", status scheduled). A service
 * given fills the name, and the duration and price the owner left out; a vehicle must be the customer's.
 */
export async function addServiceRecord(ctx: Context, customerId: string, input: unknown, links: RecordLinks = {}) {
  const user = writer(ctx);
  const data = parseInput(newServiceRecordSchema, input);
  return ctx.prisma.$transaction(async (tx) => {
    const customer = await ownCustomer(tx, user.id, customerId);
    if (links.serviceId) {
      const service = await tx.service.findFirst({ where: { id: links.serviceId, business: { ownerId: user.id } } });
      if (!service) throw new NotFoundError('Service not found');
      data.serviceName = service.name;
      data.durationMinutes ??= service.durationMinutes;
      data.totalAmount ??= service.price.toFixed(2);
    }
    if (links.vehicleId && !(await tx.vehicle.findFirst({ where: { id: links.vehicleId, customerId } }))) {
      throw new NotFoundError('Vehicle not found');
    }
    if (data.status !== 'scheduled') {
      const completedAt = data.status === 'completed' ? new Date() : null;
      const record = await tx.serviceRecord.create({ data: { ...data, completedAt, customerId, vehicleId: links.vehicleId ?? null } });
      await fillCustomerAddress(tx, customerId, data.address);
      await refreshCustomer(tx, customerId);
      // A job logged as done today (not an old one written down later) gets its thank-you.
      if (completedAt && completedAt.getTime() - data.serviceDate.getTime() < THANK_LOGGED_WITHIN_MS) {
        await ctx.jobEvents.emit(tx, ctx, { type: 'job.completed', jobId: record.id, completedAt });
      }
      return record;
    }
    // A booked job: placed among the owner's other jobs under the business lock.
    const rules = await lockRules(tx, user.id);
    const zipCode = zipOfAddress(data.address) ?? zipOfAddress(customer.address);
    const { bookedAnyway } = await placeJob(tx, user.id, rules, {
      start: data.serviceDate,
      durationMinutes: data.durationMinutes,
      zip: zipCode,
      bookAnyway: links.bookAnyway,
      // Outside the owner's hours that day: their "Book anyway" confirms it (#47.13).
      checkHours: true,
    });
    const record = await tx.serviceRecord.create({
      data: { ...data, customerId, vehicleId: links.vehicleId ?? null, zipCode, bookedAnyway },
    });
    await settleBusyRanges(tx, user.id, rules, [data.serviceDate]);
    await fillCustomerAddress(tx, customerId, data.address);
    await refreshCustomer(tx, customerId);
    await ctx.jobEvents.emit(tx, ctx, { type: 'job.scheduled', jobId: record.id });
    return tx.serviceRecord.findUniqueOrThrow({ where: { id: record.id } });
  });
}

async function ownRecord(tx: Tx, ownerId: string, id: string) {
  const record = await tx.serviceRecord.findFirst({ where: { id, customer: { ownerId } } });
  if (!record) throw new NotFoundError('Service record not found');
  return record;
}

/** A partial update: fields left out keep their values; the result must pass the same rules as a new record. */
export async function updateServiceRecord(
  ctx: Context,
  id: string,
  input: object,
  options: { bookAnyway?: boolean | null; deposit?: DepositChoice | null; completionNote?: string | null } = {},
) {
  const user = writer(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const record = await ownRecord(tx, user.id, id);
    const { serviceDate, status, notes, nextServiceDue, serviceName, durationMinutes, address } = record;
    const totalAmount = record.totalAmount?.toFixed(2) ?? null;
    const changes: Record<string, unknown> = given(input);
    // Completing keeps what the customer and the owner wrote: a completion note is added below the
    // notes, and the completing call cannot clear them (an edit of the notes alone can).
    const completing = changes.status === 'completed' && status !== 'completed';
    const note = options.completionNote?.trim();
    if (completing && notes?.trim() && 'notes' in changes && !(typeof changes.notes === 'string' && changes.notes.trim())) {
      throw new ValidationError(COMPLETE_KEEPS_NOTES, [{ field: 'notes', message: COMPLETE_KEEPS_NOTES }]);
    }
    if (note) {
      if (changes.status !== 'completed' && status !== 'completed') throw new ValidationError(COMPLETION_NOTE_ONLY, [{ field: 'completionNote', message: COMPLETION_NOTE_ONLY }]);
      changes.notes = withCompletionNote(typeof changes.notes === 'string' ? changes.notes : notes, note);
    }
    // Only the fields given change: a required field given as null or '' is a mistake, never its default.
    for (const [field, message] of [['serviceDate', SERVICE_DATE_REQUIRED], ['status', SERVICE_STATUS_REQUIRED]] as const) {
      if (field in changes && (changes[field] === null || changes[field] === '')) throw new ValidationError(message, [{ field, message }]);
    }
    const kept = { serviceDate, status, totalAmount, notes, nextServiceDue, serviceName, durationMinutes, address };
    const data = parseInput(serviceRecordSchema, { ...kept, ...changes });
    const moved =
      data.serviceDate.getTime() !== serviceDate.getTime() ||
      data.status !== status ||
      data.durationMinutes !== durationMinutes ||
      data.address !== address;
    // A paid deposit: the owner refunds it or carries it when cancelling or moving the job.
    const cancels = data.status === 'cancelled' && status !== 'cancelled';
    // A new date counts for a job that is on the schedule after the change (a done or cancelled job's date is history).
    const choiceProblem = depositChoiceProblem(options.deposit, { cancels, moves: data.status === 'scheduled' && data.serviceDate.getTime() !== serviceDate.getTime() });
    if (choiceProblem) throw new ValidationError(choiceProblem, [{ field: 'deposit', message: choiceProblem }]);
    const now = new Date();
    const noShow = noShowProblem(record, data, now);
    if (noShow) throw new ValidationError(noShow, [{ field: 'status', message: noShow }]);
    if (!moved) {
      const updated = await tx.serviceRecord.update({ where: { id }, data });
      await refreshCustomer(tx, record.customerId);
      return updated;
    }
    // Its time, length, place or status changes: placed again (a scheduled job), and the ranges of
    // the jobs around its old and new times settled.
    const rules = await lockRules(tx, user.id);
    let placement = { zipCode: record.zipCode, bookedAnyway: false, busyFrom: null, busyUntil: null };
    if (data.status === 'scheduled') {
      const customer = await tx.customer.findUniqueOrThrow({ where: { id: record.customerId }, select: { address: true } });
      const zipCode = zipOfAddress(data.address) ?? (data.address === address ? record.zipCode : null) ?? zipOfAddress(customer.address);
      const { bookedAnyway } = await placeJob(tx, user.id, rules, {
        id,
        start: data.serviceDate,
        durationMinutes: data.durationMinutes,
        zip: zipCode,
        bookAnyway: options.bookAnyway,
        // A new time (or a job booked again) outside the owner's hours waits for "Book anyway"; a
        // change of length, place or notes keeps the time the owner already chose.
        checkHours: data.serviceDate.getTime() !== serviceDate.getTime() || status !== 'scheduled',
      });
      placement = { ...placement, zipCode, bookedAnyway };
    }
    const completedAt = data.status !== 'completed' ? null : status === 'completed' ? record.completedAt : now;
    const cancelledAt = cancelledAtOf(record, data, now);
    await tx.serviceRecord.update({ where: { id }, data: { ...data, ...placement, completedAt, cancelledAt } });
    await settleBusyRanges(tx, user.id, rules, [serviceDate, data.serviceDate]);
    await refreshCustomer(tx, record.customerId);
    // Its messages and its deposit (the owner's choice, a link still open) follow: server/wiring.ts.
    const event = changeEvent(id, user.id, { before: { status, serviceDate, arrivalEnd: record.arrivalEnd }, after: data, now, deposit: options.deposit });
    if (event) await ctx.jobEvents.emit(tx, ctx, event);
    return tx.serviceRecord.findUniqueOrThrow({ where: { id } });
  });
}

export async function deleteServiceRecord(ctx: Context, id: string) {
  const user = writer(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const record = await ownRecord(tx, user.id, id);
    // Announced while it still exists: its messages still to go, and a deposit still asked, are closed.
    await ctx.jobEvents.emit(tx, ctx, { type: 'job.deleted', jobIds: [id] });
    await tx.serviceRecord.delete({ where: { id } });
    await refreshCustomer(tx, record.customerId);
    return record.customerId;
  });
}

/** "No-show" on a past job (#59): the edit's status change, under the same rule (noShowProblem). */
export const markNoShow = (ctx: Context, id: string) => updateServiceRecord(ctx, id, { status: 'no_show' });

/**
 * "Ask for a review" on a completed job (#59): the job records when it was asked (reviewRequestedAt) and
 * announces it; the messages domain sends the thank-you with the review link now, or refuses (no review
 * link, the thank-you turned off, no way to reach the customer) and nothing changes. The owner's action
 * `review.requested` is announced in the same transaction.
 */
export async function askForReview(ctx: Context, id: string) {
  const user = writer(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const record = await ownRecord(tx, user.id, id);
    if (record.status !== 'completed') throw new ConflictError(REVIEW_NOT_COMPLETED);
    const now = new Date();
    await tx.serviceRecord.update({ where: { id }, data: { reviewRequestedAt: record.reviewRequestedAt ?? now } });
    await ctx.jobEvents.emit(tx, ctx, { type: 'job.review_requested', jobId: id, now });
    await ctx.ownerEvents.emit(tx, { type: 'review.requested', ownerId: user.id, jobId: id, at: now });
    return tx.serviceRecord.findUniqueOrThrow({ where: { id } });
  });
}
