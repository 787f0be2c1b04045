-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "ownerToldPayFailureAt" TIMESTAMP(3);
