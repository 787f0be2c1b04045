-- CreateEnum
CREATE TYPE "BookingMode" AS ENUM ('request', 'instant');

-- AlterTable
ALTER TABLE "Business" ADD COLUMN     "arrivalWindowMinutes" INTEGER NOT NULL DEFAULT 120,
ADD COLUMN     "bookingMode" "BookingMode" NOT NULL DEFAULT 'request',
ADD COLUMN     "bufferMinutes" INTEGER NOT NULL DEFAULT 15,
ADD COLUMN     "horizonDays" INTEGER NOT NULL DEFAULT 60,
ADD COLUMN     "maxJobsPerDay" INTEGER,
ADD COLUMN     "minNoticeHours" INTEGER NOT NULL DEFAULT 12,
ADD COLUMN     "slotStepMinutes" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "timeZone" TEXT,
ADD COLUMN     "travelSpeedMph" INTEGER NOT NULL DEFAULT 35,
ADD COLUMN     "weeklyHours" JSONB;

-- AlterTable
ALTER TABLE "ServiceRecord" ADD COLUMN     "arrivalEnd" TIMESTAMPTZ(3),
ADD COLUMN     "busyFrom" TIMESTAMPTZ(3),
ADD COLUMN     "busyUntil" TIMESTAMPTZ(3),
ADD COLUMN     "manageToken" TEXT,
ADD COLUMN     "ownerId" TEXT,
ADD COLUMN     "zipCode" TEXT;

-- CreateTable
CREATE TABLE "TimeOff" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "from" DATE NOT NULL,
    "to" DATE NOT NULL,
    "intervals" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TimeOff_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TimeOff_businessId_from_idx" ON "TimeOff"("businessId", "from");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceRecord_manageToken_key" ON "ServiceRecord"("manageToken");

-- CreateIndex
CREATE INDEX "ServiceRecord_ownerId_serviceDate_idx" ON "ServiceRecord"("ownerId", "serviceDate");

-- AddForeignKey
ALTER TABLE "TimeOff" ADD CONSTRAINT "TimeOff_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (Prisma's schema cannot say these): ownership of a job follows its customer, and
-- one owner's scheduled jobs with a busy range never overlap, whatever writes them and however many
-- at once.
UPDATE "ServiceRecord" sr SET "ownerId" = c."ownerId" FROM "Customer" c WHERE c."id" = sr."customerId";

CREATE FUNCTION "ServiceRecord_owner_from_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."ownerId" := (SELECT "ownerId" FROM "Customer" WHERE "id" = NEW."customerId");
  RETURN NEW;
END $$;

CREATE TRIGGER "ServiceRecord_owner" BEFORE INSERT OR UPDATE OF "customerId", "ownerId" ON "ServiceRecord"
  FOR EACH ROW EXECUTE FUNCTION "ServiceRecord_owner_from_customer"();

CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE "ServiceRecord" ADD CONSTRAINT "ServiceRecord_no_overlap"
  EXCLUDE USING gist ("ownerId" WITH =, tstzrange("busyFrom", "busyUntil") WITH &&)
  WHERE ("status" = 'scheduled' AND "busyFrom" IS NOT NULL AND "busyUntil" IS NOT NULL);
