-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "refundStartedAt" TIMESTAMP(3);
