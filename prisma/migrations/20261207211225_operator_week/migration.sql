-- CreateEnum
CREATE TYPE "PaymentState" AS ENUM ('trial', 'paying', 'verified', 'failed', 'cancelled');

-- AlterTable
ALTER TABLE "CsvUpload" ADD COLUMN     "restoredAt" TIMESTAMP(3),
ADD COLUMN     "snapshot" JSONB,
ADD COLUMN     "tasksAfter" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "tasksBefore" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "resendOfId" TEXT,
ADD COLUMN     "userId" TEXT;

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "viewAsAdminId" TEXT;

-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN     "waitingSince" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastRemindedAt" TIMESTAMP(3),
ADD COLUMN     "paymentState" "PaymentState" NOT NULL DEFAULT 'trial',
ADD COLUMN     "paymentStateReason" TEXT,
ADD COLUMN     "paymentStateSince" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "remindedCount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "PaymentStateChange" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "state" "PaymentState" NOT NULL,
    "reason" TEXT,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentStateChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminAudit" (
    "id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT NOT NULL,
    "actorEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "subjectLabel" TEXT NOT NULL,
    "details" JSONB,

    CONSTRAINT "AdminAudit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArticleImage" (
    "id" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArticleImage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PaymentStateChange_userId_at_idx" ON "PaymentStateChange"("userId", "at");

-- CreateIndex
CREATE INDEX "AdminAudit_at_id_idx" ON "AdminAudit"("at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "AdminAudit_action_at_idx" ON "AdminAudit"("action", "at" DESC);

-- CreateIndex
CREATE INDEX "AdminAudit_subjectId_at_idx" ON "AdminAudit"("subjectId", "at" DESC);

-- CreateIndex
CREATE INDEX "ArticleImage_hash_idx" ON "ArticleImage"("hash");

-- CreateIndex
CREATE INDEX "EmailOutbox_userId_createdAt_idx" ON "EmailOutbox"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Ticket_waitingSince_idx" ON "Ticket"("waitingSince");

-- CreateIndex
CREATE INDEX "User_paymentState_paymentStateSince_idx" ON "User"("paymentState", "paymentStateSince");

-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");

-- AddForeignKey
ALTER TABLE "PaymentStateChange" ADD CONSTRAINT "PaymentStateChange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill (#57): where each owner's Founders Rate stands, from what is known today.
UPDATE "User" SET
  "paymentState" = (CASE
    WHEN "paymentVerified" AND "stripeSubscriptionId" IS NOT NULL THEN 'paying'
    WHEN "paymentVerified" THEN 'verified'
    WHEN "paymentNote" = 'Your subscription was cancelled.' THEN 'cancelled'
    WHEN "paymentNote" LIKE 'Your last payment failed%' THEN 'failed'
    ELSE 'trial' END)::"PaymentState",
  "paymentStateSince" = (CASE WHEN "paymentVerified" OR "paymentNote" IS NOT NULL THEN "updatedAt" ELSE "createdAt" END),
  "paymentStateReason" = (CASE WHEN "paymentVerified" THEN NULL ELSE "paymentNote" END);
INSERT INTO "PaymentStateChange" ("id", "userId", "state", "reason", "at")
  SELECT 'psc_' || "id", "id", "paymentState", "paymentStateReason", "paymentStateSince" FROM "User";

-- A ticket whose last message is the owner's is waiting on the support team since that message.
UPDATE "Ticket" t SET "waitingSince" = m."createdAt"
  FROM (SELECT DISTINCT ON ("ticketId") "ticketId", "createdAt", "isAdminReply" FROM "TicketMessage"
        ORDER BY "ticketId", "createdAt" DESC) m
  WHERE m."ticketId" = t."id" AND NOT m."isAdminReply" AND t."status" IN ('new', 'in_progress');

-- The audit is append-only: the database refuses to change or remove an entry.
CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'AdminAudit is append-only';
END $$;
CREATE TRIGGER admin_audit_append_only BEFORE UPDATE OR DELETE ON "AdminAudit"
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();
