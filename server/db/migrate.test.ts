import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.js';
import { applyMigrationsInWorker, migrationsDir } from './migrate.js';

describe('applyMigrationsInWorker', () => {
  it('applies every pending migration from its thread and answers their names, then none', async () => {
    const db = await startEmbeddedPostgres();
    try {
      const all = fs
        .readdirSync(migrationsDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort();
      expect(await applyMigrationsInWorker(db.url)).toEqual(all);
      expect(await applyMigrationsInWorker(db.url)).toEqual([]);
    } finally {
      await db.stop();
    }
    // Every migration on a fresh PGlite: slow on a loaded machine.
  }, 120_000);

  it("rejects with the thread's error when the database cannot be reached", async () => {
    await expect(applyMigrationsInWorker('postgresql://nobody@127.0.0.1:1/none')).rejects.toThrow();
  });
});
