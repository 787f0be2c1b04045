-- AlterTable
ALTER TABLE "ServiceRecord" ADD COLUMN     "bookedAnyway" BOOLEAN NOT NULL DEFAULT false;

-- Written by hand: a job the owner booked anyway over another stays out of the no-overlap rule (the
-- visitors' windows still avoid it: the slot engine reads every scheduled job).
ALTER TABLE "ServiceRecord" DROP CONSTRAINT "ServiceRecord_no_overlap";
ALTER TABLE "ServiceRecord" ADD CONSTRAINT "ServiceRecord_no_overlap"
  EXCLUDE USING gist ("ownerId" WITH =, tstzrange("busyFrom", "busyUntil") WITH &&)
  WHERE ("status" = 'scheduled' AND NOT "bookedAnyway" AND "busyFrom" IS NOT NULL AND "busyUntil" IS NOT NULL);
