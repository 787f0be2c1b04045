// Starts the app for the browser tests (playwright.config.ts's webServer): on the embedded database,
// or, when E2E_DATABASE_URL names a database on a PostgreSQL server (TEST_DATABASE_URL is set, as in
// CI), on that database, made empty first. The server then migrates it as on any start.
import pg from 'pg';

const url = process.env.E2E_DATABASE_URL;
if (url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^lp_e2e_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to recreate a database not made for the browser tests: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  process.env.DATABASE_URL = url;
}
await import('../server/main.js');
