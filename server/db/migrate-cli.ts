// npm run db:migrate | db:new -- NAME | db:check
import { loadConfig } from '../config.js';
import { openDatabaseUrl } from './location.js';
import { applyMigrations, pendingSchemaChanges, writeMigration } from './migrate.js';

const [command, name] = process.argv.slice(2);

async function main() {
  if (command === 'migrate') {
    const { url, stop } = await openDatabaseUrl(loadConfig());
    const applied = await applyMigrations(url);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
    await stop();
  } else if (command === 'new') {
    if (!name) throw new Error('Usage: npm run db:new -- NAME');
    const sql = await pendingSchemaChanges();
    if (!sql.trim()) return console.log('schema.prisma and the migrations agree; nothing to write.');
    console.log(`Wrote ${await writeMigration(name, sql)}`);
  } else if (command === 'check') {
    const sql = await pendingSchemaChanges();
    if (sql.trim()) {
      console.error('schema.prisma differs from prisma/migrations. Run `npm run db:new -- NAME`:\n');
      console.error(sql);
      process.exitCode = 1;
    } else console.log('schema.prisma and prisma/migrations agree.');
  } else {
    throw new Error('Usage: migrate-cli.ts migrate | new NAME | check');
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
