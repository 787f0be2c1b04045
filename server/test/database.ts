// A database of its own for each test file: PGlite in memory by default, or a copy of a migrated
// template on the PostgreSQL server named by TEST_DATABASE_URL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { applyMigrations, migrationsDir } from '../db/migrate.js';

export const serverUrl = process.env.TEST_DATABASE_URL;

/** The template's name changes with the migrations, so a stale template is never reused. */
export function templateName() {
  const hash = crypto.createHash('sha1');
  for (const dir of fs.readdirSync(migrationsDir).sort()) {
    const file = path.join(migrationsDir, dir, 'migration.sql');
    if (fs.existsSync(file)) hash.update(dir).update(fs.readFileSync(file));
  }
  return `lp_test_tpl_${hash.digest('hex').slice(0, 12)}`;
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function admin<T>(fn: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  embedded: boolean;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!serverUrl) {
    const db = await startEmbeddedPostgres();
    await applyMigrations(db.url);
    return { url: db.url, embedded: true, drop: db.stop };
  }
  const name = `lp_test_${crypto.randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName()}"`));
  return {
    url: withDatabase(serverUrl, name),
    embedded: false,
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}
