// Reads the configuration, opens (and migrates) the database, and serves the app until SIGTERM.
import pino from 'pino';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { listen } from './listen.js';
import { upsertAdmin } from './domains/account/account.service.js';
import { seedContent } from './domains/content/content.seed.js';
import { seedProgram } from './domains/program/program.seed.js';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'password'] });

const db = await openDatabase(config);
if (db.applied.length) log.info({ migrations: db.applied }, 'applied migrations');
log.info({ database: db.embedded ? `embedded (${config.dataDir})` : 'DATABASE_URL' }, 'database ready');

if (await seedProgram(db.prisma, config.PROGRAM_LENGTH_DAYS)) log.info(`loaded the default ${config.PROGRAM_LENGTH_DAYS}-day program`);
if (await seedContent(db.prisma)) log.info('loaded the built-in articles and scripts');

if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
  const existing = await db.prisma.user.count({ where: { isAdmin: true } });
  if (!existing) {
    await upsertAdmin(db.prisma, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    log.info({ email: config.ADMIN_EMAIL }, 'created the first administrator');
  }
}

const app = await createApp({ config, prisma: db.prisma, log, database: { url: db.url, embedded: db.embedded } });
const server = await listen(app.fetch, config, log);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // No new connections; open subscriptions complete; requests in progress are answered (up to 8 s).
  const closed = new Promise((resolve) => server.close(resolve));
  const unanswered = await app.drain(8_000);
  if (unanswered) log.warn({ unanswered }, 'requests or operations still in progress at shutdown');
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  await Promise.race([closed, new Promise((r) => setTimeout(r, 500))]);
  await app.close();
  await db.close();
  log.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
