-- CreateTable
CREATE TABLE "DeletedOwner" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "stripeCustomerId" TEXT,
    "stripeSubscriptionId" TEXT,
    "subscriptionCancelled" BOOLEAN NOT NULL DEFAULT false,
    "stripeAccountId" TEXT,
    "deletedBy" TEXT NOT NULL,
    "deletedByUserId" TEXT,
    "deletedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeletedOwner_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeletedOwner_deletedAt_idx" ON "DeletedOwner"("deletedAt" DESC);

-- CreateIndex
CREATE INDEX "DeletedOwner_email_idx" ON "DeletedOwner"("email");
