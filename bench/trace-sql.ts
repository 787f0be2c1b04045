// Prints the SQL statements one operation issues (a diagnostic for bench/throughput.ts).
//   npx tsx bench/trace-sql.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createPrisma } from '../server/db/client.js';
import { applyMigrations } from '../server/db/migrate.js';
import { seedContent } from '../server/domains/content/content.seed.js';
import { seedProgram } from '../server/domains/program/program.seed.js';
import { scratchDatabase, sql } from './setup.js';

const db = await scratchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
try {
  await applyMigrations(db.url);
  const { prisma, pool } = createPrisma(db.url, { embedded: false });
  await seedProgram(prisma, 30);
  await seedContent(prisma);
  let log: string[] | null = null;
  const query = pool.query.bind(pool) as (...a: unknown[]) => unknown;
  pool.query = ((...a: unknown[]) => {
    const q = a[0] as string | { text: string };
    log?.push(typeof q === 'string' ? q : q.text);
    return query(...a);
  }) as typeof pool.query;
  const config = loadConfig({ NODE_ENV: 'production', APP_URL: 'http://localhost', SESSION_SECRET: 'bench-secret-that-is-at-least-32-characters', DATA_DIR: path.join(os.tmpdir(), 'lp-bench'), SERVE_CLIENT: 'false', LOG_LEVEL: 'silent' });
  const app = await createApp({ config, prisma, log: pino({ level: 'silent' }) });
  await sql(db.url, `INSERT INTO "User"(id, email, "firstName", "lastName", "passwordHash", "paymentVerified", "onboardingCompleted", "updatedAt") VALUES ('u1', 'a@b.example', 'A', 'B', 'x', true, true, now())`);
  await sql(db.url, `INSERT INTO "Customer"(id, "ownerId", "firstName", "lastName", phone, "phoneDigits", "updatedAt") SELECT 'c' || k, 'u1', 'F', 'L', '1', '1', now() FROM generate_series(1, 30) k`);
  const cookie = (await app.services.sessions.start('u1', null)).split(';')[0];
  const text = fs.readFileSync(path.join(import.meta.dirname, '../client/features/dashboard/__generated__/DashboardPageQuery.graphql.ts'), 'utf8');
  const dashboard = JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(text)?.[1] ?? '""') as string;
  const ops: [string, string, unknown?][] = [
    ['customers page', '/graphql', { query: '{ viewer { customers(first: 20) { edges { node { id firstName } } pageInfo { hasNextPage } } } }' }],
    ['customers page with totalCount', '/graphql', { query: '{ viewer { customers(first: 20) { totalCount edges { node { id firstName vehicles { make } } } } } }' }],
    ['REST customers', '/api/customers'],
    ['dashboard', '/graphql', { query: dashboard, variables: { today: new Date().toISOString().slice(0, 10), from: new Date().toISOString().slice(0, 10), to: new Date(Date.now() + 86400000).toISOString().slice(0, 10) } }],
  ];
  for (const [label, pathname, body] of ops) {
    const send = () => app.fetch(new Request(`http://localhost${pathname}`, { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json', cookie }, body: body ? JSON.stringify(body) : undefined }));
    await (await send()).text();
    log = [];
    console.log(label, (await (await send()).text()).slice(0, 120));
    for (const s of log) console.log(`   ${s.replace(/\s+/g, ' ').slice(0, Number(process.env.TRACE_WIDTH ?? 300))}`);
    log = null;
  }
  await app.close();
  await prisma.$disconnect();
} finally {
  await db.drop();
}
