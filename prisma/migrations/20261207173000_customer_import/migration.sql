-- CSV imports of customers (issue 56): each import is recorded, and the customers it created name it,
-- so it can be undone for 24 hours.
CREATE TABLE "CustomerImport" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "rows" INTEGER NOT NULL,
    "created" INTEGER NOT NULL,
    "merged" INTEGER NOT NULL,
    "skipped" INTEGER NOT NULL,
    "invalid" INTEGER NOT NULL,

    CONSTRAINT "CustomerImport_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "CustomerImport_ownerId_createdAt_idx" ON "CustomerImport"("ownerId", "createdAt");

ALTER TABLE "CustomerImport" ADD CONSTRAINT "CustomerImport_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Customer" ADD COLUMN "importId" TEXT;

CREATE INDEX "Customer_importId_idx" ON "Customer"("importId");

ALTER TABLE "Customer" ADD CONSTRAINT "Customer_importId_fkey" FOREIGN KEY ("importId") REFERENCES "CustomerImport"("id") ON DELETE SET NULL ON UPDATE CASCADE;
