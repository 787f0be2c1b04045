// Performance budgets, measured: starts the server on PostgreSQL, seeds 1,000 owners with 100
// customers each (vehicles, service records, tickets, program progress, conversations), then loads
// the dashboard three ways from a loopback load generator:
//   GraphQL  the client's own DashboardPageQuery, one request;
//   REST     the same data through the documented routes (7 requests in parallel, as a client would);
//   raw SQL  a hand-written endpoint (this file only) reading the same data with plain SQL: the floor.
// It also prints SQL statements per heavy operation and the gzip size of the JS each route loads.
//
//   npx tsx bench/load.ts        (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres;
//                                 BENCH_SECONDS per run, default 10; BENCH_CONCURRENCY, default 16)
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '../server/app.js';
import { createPrisma } from '../server/db/client.js';
import { applyMigrations } from '../server/db/migrate.js';
import { hashPassword } from '../server/domains/account/account.sign-in.js';
import { seedContent } from '../server/domains/content/content.seed.js';
import { seedProgram } from '../server/domains/program/program.seed.js';
import { clientOperation, countingApp, freePort, percentile, productionConfig, scratchDatabase, sql } from './setup.js';

const root = path.resolve(import.meta.dirname, '..');
const OWNERS = 1_000;
const CUSTOMERS = 100;
const TODAY = new Date().toISOString().slice(0, 10);


/** The raw-SQL floor: the dashboard's data in a handful of hand-written statements. */
function rawDashboard(pool: pg.Pool, sessions: Awaited<ReturnType<typeof createApp>>['services']['sessions']) {
  return async (request: Request) => {
    const current = await sessions.read(request.headers.get('cookie'));
    if (!current) return new Response('{"error":"Not authenticated"}', { status: 401 });
    const userId = current.user.id;
    const day = current.user.currentProgramDay;
    const week = Math.floor((day - 1) / 7) + 1;
    const [business, tasks, done, conversations, streak, articles] = await Promise.all([
      pool.query('SELECT id, "businessName", subdomain, city FROM "Business" WHERE "ownerId" = $1', [userId]),
      pool.query('SELECT id, "taskId", title, description, "timeRequired", checklist, scripts FROM "DailyTask" WHERE week = $1 AND day = $2 ORDER BY "displayOrder"', [week, ((day - 1) % 7) + 1]),
      pool.query('SELECT "taskId" FROM "TaskProgress" WHERE "userId" = $1 AND week = $2 AND day = $3', [userId, week, ((day - 1) % 7) + 1]),
      pool.query('SELECT count FROM "ConversationDay" WHERE "userId" = $1 AND date = $2', [userId, TODAY]),
      pool.query('SELECT date FROM "ConversationDay" WHERE "userId" = $1 AND count >= 2 AND date <= $2 ORDER BY date DESC LIMIT 400', [userId, TODAY]),
      pool.query(`SELECT id, category, title, "readTime" FROM "Article" WHERE status = 'published' ORDER BY category, "createdAt"`),
    ]);
    const completed = new Set(done.rows.map((r) => r.taskId));
    return Response.json({
      viewer: {
        firstName: current.user.firstName,
        business: business.rows[0] ?? null,
        programDay: { programDay: day, tasks: tasks.rows.map((t) => ({ ...t, completed: completed.has(t.taskId) })) },
        conversations: { count: conversations.rows[0]?.count ?? 0, goal: 2 },
        conversationStreak: streak.rows.length,
      },
      learningCategories: articles.rows,
    });
  };
}

async function seed(url: string) {
  const { prisma } = createPrisma(url, { embedded: false });
  await seedProgram(prisma, 30);
  await seedContent(prisma);
  await prisma.$disconnect();
  const hash = await hashPassword('password123');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const run = (text: string, values: unknown[] = []) => c.query(text, values);
  await run(
    `INSERT INTO "User"(id, email, "firstName", "lastName", "passwordHash", "paymentVerified", "onboardingCompleted", "currentProgramDay", "updatedAt")
     SELECT 'u' || g, 'owner' || g || '@bench.example', 'Owner' || g, 'Bench', $1, true, true, 1 + (g % 30), now() FROM generate_series(1, ${OWNERS}) g`,
    [hash],
  );
  await run(`INSERT INTO "Business"(id, "ownerId", "businessName", subdomain, city, state, "zipCode", "updatedAt")
     SELECT 'b' || g, 'u' || g, 'Shine ' || g, 'shine' || g, 'Olathe', 'KS', '66062', now() FROM generate_series(1, ${OWNERS}) g`);
  await run(`INSERT INTO "Service"(id, "businessId", name, price, "displayOrder", "updatedAt")
     SELECT 's' || g || '-' || k, 'b' || g, 'Service ' || k, 50 + k * 25, k, now() FROM generate_series(1, ${OWNERS}) g, generate_series(1, 3) k`);
  await run(`INSERT INTO "Customer"(id, "ownerId", "firstName", "lastName", phone, "phoneDigits", status, "createdAt", "updatedAt")
     SELECT 'c' || g || '-' || k, 'u' || g, 'First' || k, 'Last' || k, '(913) 555-' || lpad(k::text, 4, '0'), '913555' || lpad(k::text, 4, '0'),
       (CASE WHEN k % 3 = 0 THEN 'active' ELSE 'lead' END)::"CustomerStatus", now() - (k || ' hours')::interval, now()
     FROM generate_series(1, ${OWNERS}) g, generate_series(1, ${CUSTOMERS}) k`);
  await run(`INSERT INTO "Vehicle"(id, "customerId", make, model, year, "updatedAt")
     SELECT 'v' || c.id, c.id, 'Honda', 'Civic', 2020, now() FROM "Customer" c`);
  await run(`INSERT INTO "ServiceRecord"(id, "customerId", "serviceDate", "totalAmount", "updatedAt")
     SELECT 'r' || c.id, c.id, now() - interval '20 days', 120, now() FROM "Customer" c WHERE c.status = 'active'`);
  await run(`INSERT INTO "Ticket"(id, "ownerId", category, subject, status, unread, "updatedAt")
     SELECT 't' || g || '-' || k, 'u' || g, 'Technical Issue', 'Question ' || k, (CASE WHEN k = 1 THEN 'new' ELSE 'resolved' END)::"TicketStatus", k = 1, now() - (g || ' minutes')::interval
     FROM generate_series(1, ${OWNERS}) g, generate_series(1, 2) k`);
  await run(`INSERT INTO "TicketMessage"(id, "ticketId", "authorId", message, "isAdminReply")
     SELECT 'm' || t.id || '-' || k, t.id, t."ownerId", 'Message ' || k, k = 2 FROM "Ticket" t, generate_series(1, 3) k`);
  await run(`INSERT INTO "TaskProgress"(id, "userId", "taskId", week, day)
     SELECT 'p' || u.id || '-' || t."taskId", u.id, t."taskId", t.week, t.day FROM "User" u JOIN "DailyTask" t ON (t.week - 1) * 7 + t.day < u."currentProgramDay"`);
  await run(`INSERT INTO "ConversationDay"("userId", date, count)
     SELECT u.id, current_date - k, 2 FROM "User" u, generate_series(1, 6) k`);
  const counts = await run(`SELECT (SELECT count(*) FROM "User") users, (SELECT count(*) FROM "Customer") customers, (SELECT count(*) FROM "Vehicle") vehicles,
     (SELECT count(*) FROM "ServiceRecord") records, (SELECT count(*) FROM "Ticket") tickets, (SELECT count(*) FROM "TaskProgress") progress`);
  await c.end();
  return counts.rows[0];
}

/** The text of a Relay-compiled client operation. */


async function load(name: string, seconds: number, concurrency: number, once: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        try {
          await once(i++);
          latencies.push(performance.now() - start);
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const rps = latencies.length / seconds;
  console.log(
    `${name.padEnd(8)} ${rps.toFixed(0).padStart(6)} req/s   p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(latencies, 99).toFixed(1).padStart(6)} ms   errors ${errors}`,
  );
  return { rps, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** gzip bytes of the JS a route loads: the entry chunk, the route's chunk, and their static imports. */
function bundleSizes() {
  const manifestFile = path.join(root, 'dist/client/.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.log('(no dist/client/.vite/manifest.json: run `npm run build` for bundle sizes)');
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const gz = (key: string) => zlib.gzipSync(fs.readFileSync(path.join(root, 'dist/client', manifest[key].file))).length;
  const adminKey = Object.keys(manifest).find((k) => k.endsWith('features/admin/AdminPage.tsx'));
  const routes: [string, string][] = [
    ['/auth', 'features/account/AuthPage.tsx'],
    ['/dashboard', 'features/dashboard/DashboardPage.tsx'],
    ['/booking/{subdomain}', 'features/booking/BookingPage.tsx'],
    ['/admin', 'features/admin/AdminPage.tsx'],
  ];
  console.log('\nJS loaded per route (gzip):');
  for (const [route, module] of routes) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module));
    if (!key) continue;
    const files = closure([entry, key]);
    const total = [...files].reduce((sum, k) => sum + gz(k), 0);
    const adminIncluded = route !== '/admin' && adminKey ? files.has(adminKey) : false;
    console.log(`${route.padEnd(22)} ${(total / 1024).toFixed(1).padStart(6)} KB in ${files.size} files${route === '/admin' ? '' : `; admin code included: ${adminIncluded ? 'YES' : 'no'}`}`);
  }
}

async function main() {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
  const db = await scratchDatabase(server);
  const url = db.url;
  let child: ChildProcess | undefined;
  try {
    await applyMigrations(url);
    let t = performance.now();
    const counts = await seed(url);
    console.log(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
    console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; ${seconds} s per run, ${concurrency} concurrent clients`);

    // SQL statements per operation, counted in an in-process app on the same database.
    const { app: inProcess, sql: statements, close: closeInProcess } = await countingApp(url);
    const signIn = async (email: string) => {
      const res = await inProcess.fetch(
        new Request('http://localhost/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'password123' }) }),
      );
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
      return res.headers.getSetCookie()[0].split(';')[0];
    };
    await sql(url, `UPDATE "User" SET "isAdmin" = true WHERE id = 'u1000'`);
    const adminCookie = await signIn('owner1000@bench.example');
    const ownerCookie = await signIn('owner7@bench.example');
    const ops: [string, string, string, Record<string, unknown>][] = [
      ['dashboard', ownerCookie, clientOperation('features/dashboard/__generated__/DashboardPageQuery.graphql.ts'), { today: TODAY }],
      ['customers page', ownerCookie, clientOperation('features/customers/__generated__/CustomersPageQuery.graphql.ts'), {}],
      ['admin ticket list', adminCookie, clientOperation('features/admin/support/__generated__/SupportTabQuery.graphql.ts'), {}],
      ['admin users', adminCookie, clientOperation('features/admin/users/__generated__/UsersTabQuery.graphql.ts'), {}],
    ];
    console.log('\nSQL statements per operation (warm):');
    for (const [label, cookie, text, variables] of ops) {
      const send = () =>
        inProcess.fetch(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: text, variables }) }));
      const first = (await (await send()).json()) as { errors?: { message: string }[] };
      if (first.errors) throw new Error(`${label}: ${first.errors[0].message}`);
      statements.count = 0;
      t = performance.now();
      await send();
      console.log(`${label.padEnd(18)} ${String(statements.count).padStart(3)} statements, ${(performance.now() - t).toFixed(1)} ms`);
    }
    await closeInProcess();

    // The server in its own process, loaded over loopback.
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'bench/load.ts', 'serve'], { cwd: root, env: { ...process.env, DATABASE_URL: url, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
    child = server;
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const cookies: string[] = [];
    for (let g = 1; g <= 50; g++) {
      const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `owner${g * 19}@bench.example`, password: 'password123' }) });
      cookies.push(res.headers.getSetCookie()[0].split(';')[0]);
    }
    const dashboard = clientOperation('features/dashboard/__generated__/DashboardPageQuery.graphql.ts');
    const ok = async (res: Response) => {
      if (res.status !== 200) throw new Error(String(res.status));
      await res.arrayBuffer();
    };
    const graphql = (i: number) =>
      fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookies[i % cookies.length] }, body: JSON.stringify({ query: dashboard, variables: { today: TODAY } }) }).then(ok);
    const restPaths = ['/api/user', '/api/business', '/api/daily-tasks', '/api/progress', `/api/conversations/count/${TODAY}`, `/api/conversations/streak?today=${TODAY}`, '/api/learning'];
    const rest = async (i: number) => {
      await Promise.all(restPaths.map((p) => fetch(`${base}${p}`, { headers: { cookie: cookies[i % cookies.length] } }).then(ok)));
    };
    const raw = (i: number) => fetch(`${base}/bench/raw-dashboard`, { headers: { cookie: cookies[i % cookies.length] } }).then(ok);

    console.log('\nDashboard data under load:');
    await load('warm-up', 2, concurrency, graphql);
    await load('warm-up', 2, concurrency, rest);
    const g = await load('GraphQL', seconds, concurrency, graphql);
    const r = await load('REST', seconds, concurrency, rest);
    const s = await load('raw SQL', seconds, concurrency, raw);
    console.log(`GraphQL/raw: ${(g.rps / s.rps).toFixed(2)}× the throughput, ${(g.p50 / s.p50).toFixed(2)}× the p50`);
    console.log(`REST/GraphQL: ${(r.rps / g.rps).toFixed(2)}× the throughput, ${(r.p50 / g.p50).toFixed(2)}× the p50 (REST is ${restPaths.length} requests per dashboard)`);
    bundleSizes();
  } finally {
    child?.kill('SIGTERM');
    await db.drop().catch(() => {});
  }
}

// ---- the server process: the app plus the raw endpoint ----
async function serveMode() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('serve mode needs DATABASE_URL');
  const { prisma, pool } = createPrisma(url, { embedded: false, poolSize: 10 });
  const app = await createApp({ config: productionConfig(url), prisma, log: pino({ level: 'silent' }) });
  const raw = rawDashboard(pool, app.services.sessions);
  const server = serve({ port: Number(process.env.PORT), hostname: '127.0.0.1', fetch: (r) => (new URL(r.url).pathname === '/bench/raw-dashboard' ? raw(r) : app.fetch(r)) }, () => {
    process.stdout.write('ready\n');
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

if (process.argv[2] === 'serve') await serveMode();
else await main();
