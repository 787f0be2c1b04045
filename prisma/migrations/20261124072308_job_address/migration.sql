-- AlterTable
ALTER TABLE "ServiceRecord" ADD COLUMN     "address" TEXT;
