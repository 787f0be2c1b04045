-- AlterTable
ALTER TABLE "CustomerMessage" ADD COLUMN     "movedFrom" TEXT;
