-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MessageKind" ADD VALUE 'invoice';
ALTER TYPE "MessageKind" ADD VALUE 'invoice_reminder';
ALTER TYPE "MessageKind" ADD VALUE 'invoice_receipt';

-- AlterTable
ALTER TABLE "CustomerMessage" ADD COLUMN     "invoiceId" TEXT;

-- CreateIndex
CREATE INDEX "CustomerMessage_invoiceId_idx" ON "CustomerMessage"("invoiceId");

-- AddForeignKey
ALTER TABLE "CustomerMessage" ADD CONSTRAINT "CustomerMessage_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;
