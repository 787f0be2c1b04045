// With TEST_DATABASE_URL, migrates one template database that every test file copies.
import { applyMigrations } from '../db/migrate.js';
import { admin, serverUrl, templateName, withDatabase } from './database.js';

export default async function setup() {
  if (!serverUrl) return;
  const name = templateName();
  const exists = await admin((c) => c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]));
  if (exists.rowCount) return;
  const building = `${name}_building`;
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${building}"`);
  });
  await applyMigrations(withDatabase(serverUrl, building));
  await admin((c) => c.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
}
