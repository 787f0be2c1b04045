// The job writes of a booking made outside the owner's New job (#49): a visitor's instant booking (or
// a held one, once its deposit is paid), an accepted request, and a visitor's move or cancellation
// through the manage link. The caller has checked the time (a free window, or the owner's placement)
// under the business lock; here the job is written, the busy ranges of the jobs around it settled, and
// the change announced (server/kernel/job-events.ts), all in the caller's transaction.
import type { Prisma as PrismaNS, ServiceRecord } from '../../db/generated/prisma/client.js';
import type { JobEventContext, JobEvents, JobTime } from '../../kernel/job-events.js';
import { type PlacementRules, settleBusyRanges } from './placement.js';

type Tx = PrismaNS.TransactionClient;
/** What a job write needs of the request (or, in a webhook, of the app's services): the events and their listeners' context. */
export type JobWriteContext = JobEventContext & { jobEvents: JobEvents };

/** How the visitor is reached about it: the manage link, and the address they gave now. */
interface Reach {
  manageLink?: string | null;
  emailTo?: string | null;
}

/** A new scheduled job: written, placed among the others, announced (job.scheduled). */
export async function writeBookedJob(
  tx: Tx,
  ctx: JobWriteContext,
  job: { ownerId: string; rules: PlacementRules; data: PrismaNS.ServiceRecordUncheckedCreateInput; reach?: Reach },
): Promise<ServiceRecord> {
  const record = await tx.serviceRecord.create({ data: { ...job.data, status: 'scheduled' } });
  await settleBusyRanges(tx, job.ownerId, job.rules, [record.serviceDate]);
  await ctx.jobEvents.emit(tx, ctx, { type: 'job.scheduled', jobId: record.id, ...job.reach });
  return record;
}

/** A still-scheduled job at a new time (job.moved, with its old one); false when it is no longer scheduled. */
export async function moveBookedJob(
  tx: Tx,
  ctx: JobWriteContext,
  move: { ownerId: string; rules: PlacementRules; job: { id: string } & JobTime; start: Date; arrivalEnd: Date; reach?: Reach },
): Promise<boolean> {
  const { job, start, arrivalEnd } = move;
  const { count } = await tx.serviceRecord.updateMany({ where: { id: job.id, status: 'scheduled' }, data: { serviceDate: start, arrivalEnd } });
  if (!count) return false;
  await settleBusyRanges(tx, move.ownerId, move.rules, [job.serviceDate, start]);
  await ctx.jobEvents.emit(tx, ctx, { type: 'job.moved', jobId: job.id, before: { serviceDate: job.serviceDate, arrivalEnd: job.arrivalEnd }, ...move.reach });
  return true;
}

/**
 * A still-scheduled job cancelled by the visitor (job.cancelled, by: 'visitor': the cancellation policy
 * settles a paid deposit); false when it is no longer scheduled (a second cancel at the same moment).
 */
export async function cancelBookedJob(
  tx: Tx,
  ctx: JobWriteContext,
  cancel: { ownerId: string; rules: PlacementRules; job: { id: string; serviceDate: Date }; now: Date },
): Promise<boolean> {
  const { job } = cancel;
  const { count } = await tx.serviceRecord.updateMany({ where: { id: job.id, status: 'scheduled' }, data: { status: 'cancelled', cancelledAt: cancel.now } });
  if (!count) return false;
  // The job after it now drives from the one before (or the base): its busy range follows.
  await settleBusyRanges(tx, cancel.ownerId, cancel.rules, [job.serviceDate]);
  await ctx.jobEvents.emit(tx, ctx, { type: 'job.cancelled', jobId: job.id, by: 'visitor', now: cancel.now });
  return true;
}
