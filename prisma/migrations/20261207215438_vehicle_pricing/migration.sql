-- CreateEnum
CREATE TYPE "VehicleSize" AS ENUM ('sedan', 'small_suv', 'large_suv', 'truck', 'van');

-- AlterTable
ALTER TABLE "BookingRequest" ADD COLUMN     "addOnIds" TEXT[],
ADD COLUMN     "condition" TEXT,
ADD COLUMN     "durationMinutes" INTEGER,
ADD COLUMN     "priceIsEstimate" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "priceLines" JSONB,
ADD COLUMN     "quoteTotal" DECIMAL(10,2),
ADD COLUMN     "vehicleSize" "VehicleSize";

-- AlterTable
ALTER TABLE "Business" ADD COLUMN     "conditionLevels" JSONB,
ADD COLUMN     "targetHourlyRate" DECIMAL(8,2) NOT NULL DEFAULT 50.00;

-- AlterTable
ALTER TABLE "ServiceRecord" ADD COLUMN     "condition" TEXT,
ADD COLUMN     "priceIsEstimate" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "priceLines" JSONB,
ADD COLUMN     "vehicleSize" "VehicleSize";

-- AlterTable
ALTER TABLE "Vehicle" ADD COLUMN     "size" "VehicleSize";

-- CreateTable
CREATE TABLE "ServiceSizePrice" (
    "serviceId" TEXT NOT NULL,
    "size" "VehicleSize" NOT NULL,
    "price" DECIMAL(8,2) NOT NULL,
    "durationMinutes" INTEGER NOT NULL,

    CONSTRAINT "ServiceSizePrice_pkey" PRIMARY KEY ("serviceId","size")
);

-- CreateTable
CREATE TABLE "AddOn" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "price" DECIMAL(8,2) NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "serviceIds" TEXT[],
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AddOn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AddOn_businessId_position_idx" ON "AddOn"("businessId", "position");

-- AddForeignKey
ALTER TABLE "ServiceSizePrice" ADD CONSTRAINT "ServiceSizePrice_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "Service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AddOn" ADD CONSTRAINT "AddOn_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;
