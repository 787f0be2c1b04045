-- AlterTable
ALTER TABLE "Business" ADD COLUMN     "freeCancellationHours" INTEGER NOT NULL DEFAULT 24;

-- AlterTable
ALTER TABLE "ServiceRecord" ADD COLUMN     "depositAmount" DECIMAL(10,2),
ADD COLUMN     "depositCheckoutSessionId" TEXT,
ADD COLUMN     "depositPaidAt" TIMESTAMP(3),
ADD COLUMN     "depositPaymentIntentId" TEXT,
ADD COLUMN     "depositRefundedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "BookingHold" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "serviceId" TEXT,
    "serviceDate" TIMESTAMPTZ(3) NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "arrivalEnd" TIMESTAMPTZ(3),
    "zipCode" TEXT,
    "input" JSONB NOT NULL,
    "manageTokenHash" TEXT NOT NULL,
    "depositAmount" DECIMAL(10,2) NOT NULL,
    "checkoutSessionId" TEXT,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "appointmentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingHold_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BookingHold_manageTokenHash_key" ON "BookingHold"("manageTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "BookingHold_checkoutSessionId_key" ON "BookingHold"("checkoutSessionId");

-- CreateIndex
CREATE INDEX "BookingHold_ownerId_expiresAt_idx" ON "BookingHold"("ownerId", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceRecord_depositCheckoutSessionId_key" ON "ServiceRecord"("depositCheckoutSessionId");

-- AddForeignKey
ALTER TABLE "BookingHold" ADD CONSTRAINT "BookingHold_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "ServiceRecord"("id") ON DELETE CASCADE ON UPDATE CASCADE;
