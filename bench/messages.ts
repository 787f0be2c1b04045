// Issue 29's figure: 10,000 reminders for 1,000 owners (10 customers with a job each), planned through
// the planner (row + pg-boss job in one transaction per owner), then all made due at once: how long
// the `customer-message` queue takes to send them (claimed and handed to the outbox, and the outbox's
// emails received by a capturing SMTP server), and the database load meanwhile (pg_stat_database
// deltas: transactions, rows read/inserted/updated; and the statements the app's pool sent).
// Run: npx tsx bench/messages.ts
//   PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL / DATABASE_URL)=postgresql://… — a scratch
//   database on that server, dropped at the end; without one it runs on PGlite.
//   BENCH_OWNERS=1000, BENCH_JOBS_PER_OWNER=10 (defaults). BENCH_SMTP=1 also waits for the outbox to
//   deliver every email to the capturing SMTP server (one connection per email: much slower).
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { MESSAGE_QUEUE, planMessage } from '../server/domains/messages/messages.schedule.js';
import { startSmtp } from '../server/test/smtp.js';
import { countedDatabase } from './setup.js';

const OWNERS = Number(process.env.BENCH_OWNERS ?? 1000);
const PER_OWNER = Number(process.env.BENCH_JOBS_PER_OWNER ?? 10);
const TOTAL = OWNERS * PER_OWNER;
const DAY_MS = 86_400_000;

const { url, external, prisma, sql, stop } = await countedDatabase();
const withSmtp = process.env.BENCH_SMTP === '1';
const smtp = await startSmtp();
const config = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-that-is-at-least-32-characters',
  DATA_DIR: path.join(os.tmpdir(), 'lp-bench'),
  SERVE_CLIENT: 'false',
  LOG_LEVEL: 'silent',
  ...(withSmtp ? { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } : {}),
  QUEUE_POLLING_SECONDS: '0.5',
  APP_URL: 'https://app.example.com',
});
const app = await createApp({ config, prisma, log: pino({ level: 'silent' }), database: { url, embedded: !external } });
const { queue } = app.services;

console.log(`database: ${external ? 'PostgreSQL' : 'PGlite (in memory)'}; ${OWNERS} owners × ${PER_OWNER} jobs = ${TOTAL} reminders`);

// Seed: owners, businesses, customers and scheduled jobs, in bulk (the bench measures the queue, not sign-up).
let t0 = performance.now();
const run = Date.now().toString(36);
const jobDate = new Date(Date.now() + 30 * DAY_MS);
for (let o = 0; o < OWNERS; o += 100) {
  const ids = Array.from({ length: Math.min(100, OWNERS - o) }, (_, i) => `bench-${run}-${o + i}`);
  await prisma.user.createMany({ data: ids.map((id) => ({ id, email: `${id}@owner.example.com`, firstName: 'Bench', lastName: 'Owner', passwordHash: 'x' })) });
  await prisma.business.createMany({ data: ids.map((id) => ({ ownerId: id, businessName: `Shine ${id}`, subdomain: id, city: 'Olathe', state: 'KS', zipCode: '66062' })) });
  const customers = ids.flatMap((ownerId) =>
    Array.from({ length: PER_OWNER }, (_, c) => ({ id: `${ownerId}-c${c}`, ownerId, firstName: `C${c}`, lastName: 'Bench', phone: '913-555-0100', phoneDigits: '9135550100', email: `${ownerId}-c${c}@customer.example.com` })),
  );
  await prisma.customer.createMany({ data: customers });
  await prisma.serviceRecord.createMany({
    data: customers.map((c, i) => ({ id: `${c.id}-j`, customerId: c.id, serviceDate: new Date(jobDate.getTime() + (i % PER_OWNER) * 3 * 3_600_000), status: 'scheduled' as const, serviceName: 'Full Detail' })),
  });
}
console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

// Plan: the reminders through the planner, one transaction per owner (row + job each).
t0 = performance.now();
const deps = { queue, smsConfigured: false, base: 'https://app.example.com', wake: () => {} };
for (let o = 0; o < OWNERS; o++) {
  const ownerId = `bench-${run}-${o}`;
  await prisma.$transaction(async (tx) => {
    const business = await tx.business.findUniqueOrThrow({ where: { ownerId } });
    const jobs = await tx.serviceRecord.findMany({ where: { customer: { ownerId } }, include: { customer: true } });
    for (const job of jobs) {
      await planMessage(tx, deps, { kind: 'reminder', customer: job.customer, business, job, dueAt: new Date(job.serviceDate.getTime() - DAY_MS) });
    }
  });
}
const planned = performance.now() - t0;
console.log(`planned ${await prisma.customerMessage.count()} reminders in ${(planned / 1000).toFixed(1)} s (${((planned / TOTAL) * 1000).toFixed(0)} µs each)`);

// Make them all due now: the rows and their waiting jobs.
await prisma.customerMessage.updateMany({ data: { dueAt: new Date() } });
await prisma.$executeRawUnsafe(`UPDATE pgboss.job SET start_after = now() WHERE name = '${MESSAGE_QUEUE}' AND state = 'created'`);

const stats = async () =>
  (
    await prisma.$queryRaw<{ xact: bigint; fetched: bigint; inserted: bigint; updated: bigint; deleted: bigint }[]>`
      SELECT xact_commit + xact_rollback AS xact, tup_fetched AS fetched, tup_inserted AS inserted, tup_updated AS updated, tup_deleted AS deleted
      FROM pg_stat_database WHERE datname = current_database()`
  )[0];
await prisma.$executeRaw`SELECT pg_stat_clear_snapshot()`;
const before = await stats();
const statementsBefore = sql.count;
t0 = performance.now();
queue.wake(MESSAGE_QUEUE);
let handed = 0;
let delivered = 0;
const progress: string[] = [];
while (withSmtp ? delivered < TOTAL : !handed) {
  await new Promise((r) => setTimeout(r, 1000));
  const sent = await prisma.customerMessage.count({ where: { status: 'sent' } });
  if (sent === TOTAL && !handed) handed = performance.now() - t0;
  delivered = smtp.received.length;
  progress.push(`${Math.round((performance.now() - t0) / 1000)}s: ${sent} claimed, ${delivered} received`);
  if (performance.now() - t0 > 30 * 60_000) break;
}
const took = performance.now() - t0;
await prisma.$executeRaw`SELECT pg_stat_clear_snapshot()`;
const after = await stats();
const seconds = took / 1000;
const d = (k: keyof typeof before) => Number(after[k] - before[k]);
console.log(progress.filter((_, i) => i % 10 === 0).join('\n'));
console.log(`all ${TOTAL} checked, claimed and handed to the outbox after ${(handed / 1000).toFixed(1)} s (${(TOTAL / (handed / 1000)).toFixed(0)} messages/s)`);
if (withSmtp) console.log(`all received by SMTP after ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)} messages/s)`);
console.log(
  `database meanwhile: ${d('xact')} transactions (${(d('xact') / seconds).toFixed(0)}/s), rows fetched ${d('fetched')}, inserted ${d('inserted')}, updated ${d('updated')}, deleted ${d('deleted')}; ` +
    `${sql.count - statementsBefore} statements from the app's pool (${((sql.count - statementsBefore) / TOTAL).toFixed(1)} per message; pg-boss's own pool not counted on PostgreSQL)`,
);
const failed = await prisma.customerMessage.count({ where: { status: { not: 'sent' } } });
const outbox = await prisma.emailOutbox.count({ where: { kind: 'customer-reminder' } });
console.log(`not sent: ${failed}; outbox emails: ${outbox}${withSmtp ? `; SMTP messages received: ${smtp.received.length} (duplicates: ${smtp.received.length - new Set(smtp.received.map((m) => m.to)).size})` : ''}`);

await app.close();
await smtp.close();
await stop();
