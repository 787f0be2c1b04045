-- A decline message goes out from the platform with the owner as Reply-To (issue 26).
ALTER TABLE "EmailOutbox" ADD COLUMN "replyTo" TEXT;
