// After the browser tests on a PostgreSQL server (TEST_DATABASE_URL): their two databases are dropped.
import pg from 'pg';

export default async function teardown() {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) return;
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (const db of [name, `${name}_alt`]) if (/^lp_e2e_[a-z0-9_]+$/.test(db)) await client.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
