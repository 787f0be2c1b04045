-- AlterTable
ALTER TABLE "Business" ADD COLUMN     "subdomainChangedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "SubdomainRedirect" (
    "subdomain" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubdomainRedirect_pkey" PRIMARY KEY ("subdomain")
);

-- CreateIndex
CREATE INDEX "SubdomainRedirect_businessId_idx" ON "SubdomainRedirect"("businessId");

-- AddForeignKey
ALTER TABLE "SubdomainRedirect" ADD CONSTRAINT "SubdomainRedirect_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;
