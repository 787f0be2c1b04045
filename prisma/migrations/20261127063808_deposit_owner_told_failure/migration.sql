-- AlterTable
ALTER TABLE "BookingHold" ADD COLUMN     "ownerToldFailureAt" TIMESTAMPTZ(3);
