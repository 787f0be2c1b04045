// The program notices what the owner did (#59): the first time an action of PROGRAM_ACTIONS happens,
// it is recorded (OwnerAction) and the tasks naming it complete, completedBy 'app', whichever their day.
// Job actions come from the job's events, the rest from the owner's (server/kernel/owner-events.ts).
//
// A task that names an action the owner did BEFORE the task existed (the operator adds it, imports it
// or gives an existing task an action later) is completed when it is written (completeDoneActions, called
// by the admin's task writers and the seed's update): the progress row is then a plain row like any
// other, so the day's count, the advance rule, unticking and the REST shapes need nothing new.
import type { ProgramAction } from '../../../common/program-actions.js';
import type { Prisma } from '../../db/generated/prisma/client.js';
import type { JobEvents } from '../../kernel/job-events.js';
import type { OwnerEvents } from '../../kernel/owner-events.js';

type Tx = Prisma.TransactionClient;

/**
 * Records the owner's first `action` and, that first time only, completes every task naming it that
 * the owner has not done: one statement. An admin (or a user id that is no owner) records nothing.
 * A second customer, message… finds the OwnerAction row and changes nothing.
 */
export async function noticeAction(tx: Tx, ownerId: string, action: ProgramAction, at: Date = new Date()) {
  await tx.$executeRaw`
    WITH first AS (
      INSERT INTO "OwnerAction" ("userId", "action", "firstAt")
      SELECT u."id", ${action}, ${at} FROM "User" u WHERE u."id" = ${ownerId} AND NOT u."isAdmin"
      ON CONFLICT DO NOTHING
      RETURNING "userId"
    )
    INSERT INTO "TaskProgress" ("id", "userId", "taskId", "week", "day", "completedAt", "completedBy")
    SELECT gen_random_uuid()::text, first."userId", t."taskId", t."week", t."day", ${at}, 'app'::"ProgressSource"
    FROM first JOIN "DailyTask" t ON t."action" = ${action}
    ON CONFLICT ("userId", "taskId") DO NOTHING`;
}

/**
 * Completes the tasks of `taskIds` for every owner who already did the action they name (one statement),
 * when the operator creates them or gives them an action. An owner with the task done keeps their row.
 */
export async function completeDoneActions(tx: Tx, taskIds: readonly string[]) {
  if (!taskIds.length) return;
  await tx.$executeRaw`
    INSERT INTO "TaskProgress" ("id", "userId", "taskId", "week", "day", "completedAt", "completedBy")
    SELECT gen_random_uuid()::text, a."userId", t."taskId", t."week", t."day", now(), 'app'::"ProgressSource"
    FROM "DailyTask" t JOIN "OwnerAction" a ON a."action" = t."action"
    WHERE t."taskId" = ANY(${[...taskIds]}::text[])
    ON CONFLICT ("userId", "taskId") DO NOTHING`;
}

/** The job's owner (kept on the job by a trigger), for the job's own actions. */
async function jobOwner(tx: Tx, jobId: string) {
  const job = await tx.serviceRecord.findUnique({ where: { id: jobId }, select: { ownerId: true } });
  return job?.ownerId ?? null;
}

export function listenToOwners(jobEvents: JobEvents, ownerEvents: OwnerEvents) {
  jobEvents.on(['job.scheduled'], async (tx, e) => {
    const ownerId = await jobOwner(tx, e.jobId);
    if (ownerId) await noticeAction(tx, ownerId, 'job.scheduled', e.now);
  });
  jobEvents.on(['job.completed'], async (tx, e) => {
    const ownerId = await jobOwner(tx, e.jobId);
    if (ownerId) await noticeAction(tx, ownerId, 'job.completed', e.completedAt);
  });
  ownerEvents.on(async (tx, e) => {
    await noticeAction(tx, e.ownerId, e.type, e.at);
  });
}
