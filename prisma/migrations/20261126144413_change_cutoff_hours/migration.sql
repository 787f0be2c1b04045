-- AlterTable
ALTER TABLE "Business" ADD COLUMN     "changeCutoffHours" INTEGER NOT NULL DEFAULT 24;
