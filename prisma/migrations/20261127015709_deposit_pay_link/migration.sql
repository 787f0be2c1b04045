-- AlterTable
ALTER TABLE "ServiceRecord" ADD COLUMN     "depositDueAt" TIMESTAMPTZ(3),
ADD COLUMN     "depositPayToken" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ServiceRecord_depositPayToken_key" ON "ServiceRecord"("depositPayToken");
