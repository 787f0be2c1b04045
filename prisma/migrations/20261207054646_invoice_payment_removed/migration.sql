-- AlterTable
ALTER TABLE "InvoicePayment" ADD COLUMN     "removedAt" TIMESTAMP(3),
ADD COLUMN     "removedById" TEXT;
