// Which database the configuration names: DATABASE_URL, or the embedded PGlite under DATA_DIR.
// Kept free of the generated Prisma client so the migrate scripts run before `npm run generate`.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';

export async function openDatabaseUrl(config: Pick<Config, 'DATABASE_URL' | 'dataDir'> & { EMBEDDED_DB_PORT?: number }) {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: false, stop: async () => {} };
  // PGlite (its code and its WebAssembly) is loaded only when the embedded database is the one used.
  const { startEmbeddedPostgres } = await import('./embedded.js');
  const dir = path.join(config.dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  const pg = await startEmbeddedPostgres(dir, config.EMBEDDED_DB_PORT);
  return { url: pg.url, embedded: true, stop: pg.stop };
}
