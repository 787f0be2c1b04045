-- Instant bookings keep only the SHA-256 (hex) of their manage token: links already sent keep working
-- (the same hash of the same token), and the database no longer holds a working link.
DROP INDEX "ServiceRecord_manageToken_key";

ALTER TABLE "ServiceRecord" RENAME COLUMN "manageToken" TO "manageTokenHash";
UPDATE "ServiceRecord" SET "manageTokenHash" = encode(sha256(convert_to("manageTokenHash", 'UTF8')), 'hex') WHERE "manageTokenHash" IS NOT NULL;

CREATE UNIQUE INDEX "ServiceRecord_manageTokenHash_key" ON "ServiceRecord"("manageTokenHash");
