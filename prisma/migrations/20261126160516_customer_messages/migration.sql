-- CreateEnum
CREATE TYPE "MessageKind" AS ENUM ('confirmation', 'reminder', 'on_my_way', 'thank_you', 'rebook');

-- CreateEnum
CREATE TYPE "MessageChannel" AS ENUM ('email', 'sms', 'manual_sms');

-- CreateEnum
CREATE TYPE "MessageStatus" AS ENUM ('scheduled', 'sent', 'delivered', 'failed', 'skipped', 'cancelled');

-- AlterTable
ALTER TABLE "BookingRequest" ADD COLUMN     "smsConsent" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Business" ADD COLUMN     "reviewLink" TEXT;

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "smsConsentAt" TIMESTAMP(3),
ADD COLUMN     "smsConsentSource" TEXT;

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "rebookIntervalDays" INTEGER;

-- AlterTable
ALTER TABLE "ServiceRecord" ADD COLUMN     "completedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "CustomerMessage" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "appointmentId" TEXT,
    "kind" "MessageKind" NOT NULL,
    "channel" "MessageChannel" NOT NULL,
    "status" "MessageStatus" NOT NULL DEFAULT 'scheduled',
    "dueAt" TIMESTAMPTZ(3) NOT NULL,
    "sentAt" TIMESTAMPTZ(3),
    "to" TEXT NOT NULL,
    "subject" TEXT,
    "body" TEXT NOT NULL DEFAULT '',
    "error" TEXT,
    "providerId" TEXT,
    "dedupeKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CustomerMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageTemplate" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "kind" "MessageKind" NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "emailSubject" TEXT NOT NULL,
    "emailBody" TEXT NOT NULL,
    "smsBody" TEXT NOT NULL,
    "offsetMinutes" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MessageTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SmsOptOut" (
    "phone" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmsOptOut_pkey" PRIMARY KEY ("phone")
);

-- CreateIndex
CREATE UNIQUE INDEX "CustomerMessage_providerId_key" ON "CustomerMessage"("providerId");

-- CreateIndex
CREATE UNIQUE INDEX "CustomerMessage_dedupeKey_key" ON "CustomerMessage"("dedupeKey");

-- CreateIndex
CREATE INDEX "CustomerMessage_customerId_dueAt_idx" ON "CustomerMessage"("customerId", "dueAt" DESC);

-- CreateIndex
CREATE INDEX "CustomerMessage_ownerId_channel_status_dueAt_idx" ON "CustomerMessage"("ownerId", "channel", "status", "dueAt");

-- CreateIndex
CREATE INDEX "CustomerMessage_appointmentId_idx" ON "CustomerMessage"("appointmentId");

-- CreateIndex
CREATE UNIQUE INDEX "MessageTemplate_ownerId_kind_key" ON "MessageTemplate"("ownerId", "kind");

-- AddForeignKey
ALTER TABLE "CustomerMessage" ADD CONSTRAINT "CustomerMessage_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerMessage" ADD CONSTRAINT "CustomerMessage_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerMessage" ADD CONSTRAINT "CustomerMessage_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "ServiceRecord"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageTemplate" ADD CONSTRAINT "MessageTemplate_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
