-- CreateEnum
CREATE TYPE "BookingRequestStatus" AS ENUM ('pending', 'accepted', 'declined');

-- CreateEnum
CREATE TYPE "PreferredTime" AS ENUM ('morning', 'afternoon', 'evening', 'any');

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "durationMinutes" INTEGER;

-- AlterTable
ALTER TABLE "ServiceRecord" ADD COLUMN     "durationMinutes" INTEGER,
ADD COLUMN     "serviceName" TEXT,
ADD COLUMN     "vehicleId" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "calendarFeedToken" TEXT;

-- CreateTable
CREATE TABLE "BookingRequest" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "status" "BookingRequestStatus" NOT NULL DEFAULT 'pending',
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT,
    "serviceName" TEXT NOT NULL,
    "servicePrice" DECIMAL(8,2),
    "vehicleYear" INTEGER,
    "vehicleMake" TEXT NOT NULL,
    "vehicleModel" TEXT NOT NULL,
    "preferredDate" DATE NOT NULL,
    "preferredTime" "PreferredTime" NOT NULL,
    "address" TEXT NOT NULL,
    "notes" TEXT,
    "customerId" TEXT,
    "appointmentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BookingRequest_appointmentId_key" ON "BookingRequest"("appointmentId");

-- CreateIndex
CREATE INDEX "BookingRequest_ownerId_createdAt_id_idx" ON "BookingRequest"("ownerId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "BookingRequest_ownerId_status_idx" ON "BookingRequest"("ownerId", "status");

-- CreateIndex
CREATE INDEX "ServiceRecord_status_serviceDate_idx" ON "ServiceRecord"("status", "serviceDate");

-- CreateIndex
CREATE UNIQUE INDEX "User_calendarFeedToken_key" ON "User"("calendarFeedToken");

-- AddForeignKey
ALTER TABLE "ServiceRecord" ADD CONSTRAINT "ServiceRecord_vehicleId_fkey" FOREIGN KEY ("vehicleId") REFERENCES "Vehicle"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingRequest" ADD CONSTRAINT "BookingRequest_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingRequest" ADD CONSTRAINT "BookingRequest_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingRequest" ADD CONSTRAINT "BookingRequest_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "ServiceRecord"("id") ON DELETE SET NULL ON UPDATE CASCADE;
