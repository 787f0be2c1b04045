// The owners' actions before the program noticed them (#59): once per install (seedOnce), each existing
// owner (not an admin) gets the OwnerAction rows their data already shows, firstAt the earliest such
// date, and the tasks naming those actions complete (completeDoneActions, the statement the admin's
// task writers use). Set-based: one INSERT … SELECT … ON CONFLICT DO NOTHING over every owner, then one
// INSERT of the progress rows: a few seconds on 10,000 owners, whatever their data.
//
// What the data shows, and what it cannot:
// - business.onboarded: onboardingCompleted (firstAt the business's creation, else the user's last update).
// - customer.created: a customer the owner added or imported. A visitor's booking (instant or accepted)
//   makes its customer with the job in one transaction, so a customer with a job created within 10 s of
//   it is taken for a booking's and does not count (the listener does not count those either).
// - job.scheduled: a job booked (busy range placed) or any not logged as done (scheduled, cancelled,
//   no-show); job.completed: a job completed (its completedAt, else its date).
// - invoice.sent: an invoice with sentAt (sent, issued, or paid in cash on a draft, which issues it).
// - payment.recorded: a payment not removed; message.sent: a customer message sent or delivered;
//   review.requested: a job with reviewRequestedAt; stripe.connected: charges enabled (firstAt the
//   business's last update: no date of its own).
// - availability.set: a rule of the availability settings off its default, or time off (the
//   onboarding wizard writes the hours themselves, so they prove nothing); firstAt the business's last update.
// - pricing.set: a price by vehicle size (firstAt its service's last update).
// - booking-page.shared: nothing in the data shows it.
import type { Prisma } from '../../db/client.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import { seedOnce } from '../../db/seed-once.js';
import { completeDoneActions } from './program.listeners.js';

type Tx = PrismaNS.TransactionClient;

export const BACKFILL_MARKER = 'seed.owner-actions.v1';

/** Runs the backfill once per install (at startup, after the program's seeds). True when it ran. */
export function backfillOwnerActionsOnce(prisma: Prisma) {
  return seedOnce(prisma, BACKFILL_MARKER, backfillOwnerActions);
}

/** Derives the owners' actions from their data and completes the tasks naming them. Idempotent. */
export async function backfillOwnerActions(tx: Tx) {
  await tx.$executeRaw`
    INSERT INTO "OwnerAction" ("userId", "action", "firstAt")
    SELECT x."userId", x."action", min(x."at")
    FROM (
      SELECT u."id" AS "userId", 'business.onboarded' AS "action", coalesce(b."createdAt", u."updatedAt") AS "at"
        FROM "User" u LEFT JOIN "Business" b ON b."ownerId" = u."id" WHERE u."onboardingCompleted"
      UNION ALL
      SELECT c."ownerId", 'customer.created', c."createdAt" FROM "Customer" c
        WHERE c."importId" IS NOT NULL OR NOT EXISTS (
          SELECT 1 FROM "ServiceRecord" r WHERE r."customerId" = c."id"
            AND r."createdAt" BETWEEN c."createdAt" - interval '10 seconds' AND c."createdAt" + interval '10 seconds')
      UNION ALL
      SELECT r."ownerId", 'job.scheduled', r."createdAt" FROM "ServiceRecord" r
        WHERE r."ownerId" IS NOT NULL AND (r."status" <> 'completed' OR r."busyFrom" IS NOT NULL)
      UNION ALL
      SELECT r."ownerId", 'job.completed', coalesce(r."completedAt", r."serviceDate") FROM "ServiceRecord" r
        WHERE r."ownerId" IS NOT NULL AND r."status" = 'completed'
      UNION ALL
      SELECT i."ownerId", 'invoice.sent', i."sentAt" FROM "Invoice" i WHERE i."sentAt" IS NOT NULL
      UNION ALL
      SELECT i."ownerId", 'payment.recorded', p."createdAt" FROM "InvoicePayment" p JOIN "Invoice" i ON i."id" = p."invoiceId"
        WHERE p."removedAt" IS NULL
      UNION ALL
      SELECT m."ownerId", 'message.sent', coalesce(m."sentAt", m."updatedAt") FROM "CustomerMessage" m
        WHERE m."status" IN ('sent', 'delivered')
      UNION ALL
      SELECT r."ownerId", 'review.requested', r."reviewRequestedAt" FROM "ServiceRecord" r
        WHERE r."ownerId" IS NOT NULL AND r."reviewRequestedAt" IS NOT NULL
      UNION ALL
      SELECT b."ownerId", 'stripe.connected', b."updatedAt" FROM "Business" b WHERE b."chargesEnabled"
      UNION ALL
      SELECT b."ownerId", 'availability.set', b."updatedAt" FROM "Business" b
        WHERE b."bookingMode" <> 'request' OR b."maxJobsPerDay" IS NOT NULL OR b."minNoticeHours" <> 12
          OR b."horizonDays" <> 60 OR b."arrivalWindowMinutes" <> 120 OR b."slotStepMinutes" <> 30
          OR b."bufferMinutes" <> 15 OR b."travelSpeedMph" <> 35 OR b."changeCutoffHours" <> 24
          OR EXISTS (SELECT 1 FROM "TimeOff" o WHERE o."businessId" = b."id")
      UNION ALL
      SELECT b."ownerId", 'pricing.set', s."updatedAt" FROM "ServiceSizePrice" sp
        JOIN "Service" s ON s."id" = sp."serviceId" JOIN "Business" b ON b."id" = s."businessId"
    ) x
    JOIN "User" u ON u."id" = x."userId" AND NOT u."isAdmin"
    GROUP BY x."userId", x."action"
    ON CONFLICT DO NOTHING`;
  const tasks = await tx.dailyTask.findMany({ where: { action: { not: null } }, select: { taskId: true } });
  await completeDoneActions(tx, tasks.map((task) => task.taskId));
}
