-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "fromName" TEXT;
