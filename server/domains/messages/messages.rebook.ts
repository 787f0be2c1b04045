// The rebooking nudge: a daily job (on the queue's cron, once per tick across processes) plans a nudge
// for each customer whose next service fell due since the last days' runs: the customer's
// nextServiceDue, else their last completed job's date plus its service's rebookIntervalDays. Each
// due date is nudged once (the rows' dedupeKey), and a customer who has booked again is left alone.
import type { Prisma } from '../../db/client.js';
import { type MessageDeps, planMessage } from './messages.schedule.js';

export const REBOOK_QUEUE = 'customer-message-rebook';
/** Every day at 15:00 UTC: morning across the US zones. */
export const REBOOK_CRON = '0 15 * * *';
/** Due dates this many days back are still nudged (a run missed while no server ran). */
export const REBOOK_CATCH_UP_DAYS = 7;
const DAY_MS = 86_400_000;

/** The customers due for a nudge now: id, due date and the last completed job. */
export function dueCustomers(prisma: Prisma, now: Date) {
  const since = new Date(now.getTime() - REBOOK_CATCH_UP_DAYS * DAY_MS);
  return prisma.$queryRaw<{ customerId: string; due: Date; jobId: string | null }[]>`
    WITH due AS (
      SELECT c.id AS "customerId", l.id AS "jobId",
        COALESCE(c."nextServiceDue", l."serviceDate" + make_interval(days => (
          SELECT max(s."rebookIntervalDays") FROM "Service" s JOIN "Business" b ON b.id = s."businessId"
          WHERE b."ownerId" = c."ownerId" AND s.name = l."serviceName"))) AS due
      FROM "Customer" c
      LEFT JOIN LATERAL (
        SELECT sr.id, sr."serviceDate", sr."serviceName" FROM "ServiceRecord" sr
        WHERE sr."customerId" = c.id AND sr.status = 'completed'
        ORDER BY sr."serviceDate" DESC, sr.id DESC LIMIT 1
      ) l ON true
    )
    SELECT d.* FROM due d
    WHERE d.due > ${since} AND d.due <= ${now}
      AND NOT EXISTS (SELECT 1 FROM "ServiceRecord" f WHERE f."customerId" = d."customerId" AND f.status = 'scheduled' AND f."serviceDate" >= ${now})`;
}

/** Plans the due nudges not planned yet; returns how many customers got one. */
export async function planRebookNudges(prisma: Prisma, deps: MessageDeps, now = new Date()) {
  let planned = 0;
  for (const { customerId, due, jobId } of await dueCustomers(prisma, now)) {
    const key = `rebook:${customerId}:${due.toISOString().slice(0, 10)}`;
    if (await prisma.customerMessage.findFirst({ where: { dedupeKey: { startsWith: `${key}:` } }, select: { id: true } })) continue;
    try {
      const rows = await prisma.$transaction(async (tx) => {
        const customer = await tx.customer.findUniqueOrThrow({ where: { id: customerId } });
        const business = await tx.business.findUnique({ where: { ownerId: customer.ownerId } });
        if (!business) return [];
        const job = jobId ? await tx.serviceRecord.findUnique({ where: { id: jobId } }) : null;
        return planMessage(tx, deps, { kind: 'rebook', customer, business, job, dueAt: now, dedupeKey: key });
      });
      if (rows.length) planned += 1;
    } catch (e) {
      // Another run planned this due date at the same moment: once is enough.
      if ((e as { code?: string }).code !== 'P2002') throw e;
    }
  }
  return planned;
}
