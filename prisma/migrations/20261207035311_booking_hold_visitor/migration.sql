-- AlterTable
ALTER TABLE "BookingHold" ADD COLUMN     "checkoutUrl" TEXT,
ADD COLUMN     "visitorEmail" TEXT,
ADD COLUMN     "visitorPhoneDigits" TEXT;

-- CreateIndex
CREATE INDEX "BookingHold_ownerId_visitorPhoneDigits_idx" ON "BookingHold"("ownerId", "visitorPhoneDigits");
