// Runs an installation's one-time seed exactly once, even when several server processes start
// together against one database (a deploy of two instances): the first takes a transaction-scoped
// advisory lock, seeds and writes the marker; the others wait for the lock, see the marker and skip.
import type { Prisma } from './client.js';
import type { Prisma as PrismaNS } from './generated/prisma/client.js';

export async function seedOnce(prisma: Prisma, marker: string, seed: (tx: PrismaNS.TransactionClient) => Promise<void>) {
  if (await prisma.appSetting.findUnique({ where: { key: marker } })) return false;
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${marker}))`;
      if (await tx.appSetting.findUnique({ where: { key: marker } })) return false;
      await seed(tx);
      await tx.appSetting.create({ data: { key: marker, value: new Date().toISOString() } });
      return true;
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}
