-- CreateEnum
CREATE TYPE "DataExportStatus" AS ENUM ('queued', 'building', 'ready', 'failed');

-- CreateTable
CREATE TABLE "DataExport" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "status" "DataExportStatus" NOT NULL DEFAULT 'queued',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "readyAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "tokenHash" TEXT,
    "file" BYTEA,
    "bytes" INTEGER,

    CONSTRAINT "DataExport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DataExport_tokenHash_key" ON "DataExport"("tokenHash");

-- CreateIndex
CREATE INDEX "DataExport_ownerId_createdAt_idx" ON "DataExport"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "DataExport_expiresAt_idx" ON "DataExport"("expiresAt");

-- AddForeignKey
ALTER TABLE "DataExport" ADD CONSTRAINT "DataExport_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
