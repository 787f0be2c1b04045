// Opens the database the configuration names (DATABASE_URL, or the embedded one under DATA_DIR) and migrates it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { createPrisma } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';
import { applyMigrations } from './migrate.js';

export async function openDatabaseUrl(config: Pick<Config, 'DATABASE_URL' | 'dataDir'>) {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: false, stop: async () => {} };
  const dir = path.join(config.dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  const pg = await startEmbeddedPostgres(dir);
  return { url: pg.url, embedded: true, stop: pg.stop };
}

export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'dataDir'>) {
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
