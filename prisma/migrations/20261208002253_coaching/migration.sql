-- CreateEnum
CREATE TYPE "ProgressSource" AS ENUM ('owner', 'app');

-- AlterEnum
ALTER TYPE "ServiceRecordStatus" ADD VALUE 'no_show';

-- AlterTable
ALTER TABLE "DailyTask" ADD COLUMN     "action" TEXT;

-- AlterTable
ALTER TABLE "ServiceRecord" ADD COLUMN     "cancelledAt" TIMESTAMP(3),
ADD COLUMN     "reviewRequestedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "TaskProgress" ADD COLUMN     "completedBy" "ProgressSource" NOT NULL DEFAULT 'owner';

-- CreateTable
CREATE TABLE "OwnerAction" (
    "userId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "firstAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OwnerAction_pkey" PRIMARY KEY ("userId","action")
);

-- CreateTable
CREATE TABLE "CoachDismissal" (
    "userId" TEXT NOT NULL,
    "rule" TEXT NOT NULL,
    "until" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CoachDismissal_pkey" PRIMARY KEY ("userId","rule")
);

-- AddForeignKey
ALTER TABLE "OwnerAction" ADD CONSTRAINT "OwnerAction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachDismissal" ADD CONSTRAINT "CoachDismissal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
