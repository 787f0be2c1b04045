// Opens the database the configuration names (DATABASE_URL, or the embedded one under DATA_DIR) and migrates it.
import type { Config } from '../config.js';
import { createPrisma } from './client.js';
import { openDatabaseUrl } from './location.js';
import { applyMigrations } from './migrate.js';

export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'dataDir' | 'EMBEDDED_DB_PORT'>) {
  const db = await openDatabaseUrl(config);
  const applied = await applyMigrations(db.url);
  const { prisma } = createPrisma(db.url, { embedded: db.embedded });
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
