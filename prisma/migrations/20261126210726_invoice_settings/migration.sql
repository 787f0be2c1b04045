-- AlterTable
ALTER TABLE "Business" ADD COLUMN     "invoiceDueDays" INTEGER NOT NULL DEFAULT 14,
ADD COLUMN     "invoiceFirstReminderDays" INTEGER NOT NULL DEFAULT 3,
ADD COLUMN     "invoiceRemindersEnabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "invoiceSecondReminderDays" INTEGER NOT NULL DEFAULT 7;
