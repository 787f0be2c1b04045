// Opens the database the configuration names (DATABASE_URL, or the embedded one under DATA_DIR) and migrates it.
import type { Config } from '../config.js';
import { createPrisma } from './client.js';
import { openDatabaseUrl } from './location.js';
import { applyMigrationsInWorker } from './migrate.js';

export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATABASE_PREPARED_STATEMENTS' | 'dataDir' | 'EMBEDDED_DB_PORT'>) {
  const db = await openDatabaseUrl(config);
  const applied = await applyMigrationsInWorker(db.url);
  const { prisma } = createPrisma(db.url, { embedded: db.embedded, prepared: config.DATABASE_PREPARED_STATEMENTS });
  return {
    ...db,
    prisma,
    applied,
    async close() {
      await prisma.$disconnect();
      await db.stop();
    },
  };
}
