// Server throughput on the same work (issue 18): a hand-written floor (node:http + pg: iron-session
// unseal, one session+user SQL, the page's SQL, JSON) beside the product's /graphql and REST, for an
// owner's page of 20 customers and for the dashboard; SQL statements per operation; and the first
// customers page of an owner with 20 customers against one with 100,000.
//
//   npx tsx bench/throughput.ts   (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres;
//                                  BENCH_SECONDS per run, default 10; BENCH_CONCURRENCY, default 32;
//                                  BENCH_ONLY=graphql,rest to load only some rows (profiling);
//                                  BENCH_CPU_PROF=dir writes the server's CPU profile there;
//                                  BENCH_FLOOR_PREPARED=1 lets the floor prepare its statements by name too)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import pino from 'pino';
import { resolveSessionKeys } from '../server/auth/session.js';
import { createApp } from '../server/app.js';
import { createPrisma } from '../server/db/client.js';
import { applyMigrations } from '../server/db/migrate.js';
import { seedContent } from '../server/domains/content/content.seed.js';
import { seedProgram } from '../server/domains/program/program.seed.js';
import { floorServer } from './floor.js';
import {
  CUSTOMERS_QUERY,
  clientOperation,
  countingApp,
  DASHBOARD_VARIABLES,
  freePort,
  percentile,
  productionConfig,
  scratchDatabase,
} from './setup.js';

const root = path.resolve(import.meta.dirname, '..');
const OWNERS = 200;
const PAGE = 20;
const BIG = 100_000;
const TODAY = DASHBOARD_VARIABLES.today;


/** The text of a Relay-compiled client operation. */

async function seed(url: string) {
  const { prisma } = createPrisma(url, { embedded: false });
  await seedProgram(prisma, 30);
  await seedContent(prisma);
  await prisma.$disconnect();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const run = (text: string) => c.query(text);
  await run(`INSERT INTO "User"(id, email, "firstName", "lastName", "passwordHash", "paymentVerified", "onboardingCompleted", "currentProgramDay", "updatedAt")
     SELECT 'u' || g, 'owner' || g || '@bench.example', 'Owner' || g, 'Bench', 'x', true, true, 1 + (g % 30), now() FROM generate_series(0, ${OWNERS}) g`);
  await run(`INSERT INTO "Business"(id, "ownerId", "businessName", subdomain, city, state, "zipCode", "updatedAt")
     SELECT 'b' || g, 'u' || g, 'Shine ' || g, 'shine' || g, 'Olathe', 'KS', '66062', now() FROM generate_series(0, ${OWNERS}) g`);
  // u1..u200 have 20 customers each; u0 has 100,000.
  await run(`INSERT INTO "Customer"(id, "ownerId", "firstName", "lastName", email, phone, "phoneDigits", address, status, "createdAt", "updatedAt")
     SELECT 'c' || g || '-' || k, 'u' || g, 'First' || k, 'Last' || k, 'c' || k || '@mail.example', '(913) 555-' || lpad((k % 10000)::text, 4, '0'),
       '913555' || lpad((k % 10000)::text, 4, '0'), k || ' Main St', (CASE WHEN k % 3 = 0 THEN 'active' ELSE 'lead' END)::"CustomerStatus",
       now() - (k || ' seconds')::interval, now()
     FROM generate_series(0, ${OWNERS}) g, generate_series(1, ${PAGE}) k WHERE g > 0
     UNION ALL
     SELECT 'c0-' || k, 'u0', 'First' || k, 'Last' || k, 'c' || k || '@mail.example', '(913) 555-' || lpad((k % 10000)::text, 4, '0'),
       '913555' || lpad((k % 10000)::text, 4, '0'), k || ' Main St', (CASE WHEN k % 3 = 0 THEN 'active' ELSE 'lead' END)::"CustomerStatus",
       now() - (k || ' seconds')::interval, now()
     FROM generate_series(1, ${BIG}) k`);
  await run(`INSERT INTO "Vehicle"(id, "customerId", make, model, year, "updatedAt") SELECT 'v' || c.id, c.id, 'Honda', 'Civic', 2020, now() FROM "Customer" c`);
  // Each business offers three services; each small owner has two appointments today, one booked from a request.
  await run(`INSERT INTO "Service"(id, "businessId", name, price, "displayOrder", "updatedAt")
     SELECT 's' || b.id || '-' || k, b.id, 'Service ' || k, 50 * k, k, now() FROM "Business" b, generate_series(1, 3) k`);
  await run(`INSERT INTO "ServiceRecord"(id, "customerId", "vehicleId", "serviceDate", status, "totalAmount", "serviceName", "updatedAt")
     SELECT 'r' || g || '-' || k, 'c' || g || '-' || k, 'vc' || g || '-' || k, '${TODAY} 15:00:00'::timestamp + (k || ' hours')::interval, 'scheduled', 120, 'Service 1', now()
     FROM generate_series(1, ${OWNERS}) g, generate_series(1, 2) k`);
  await run(`INSERT INTO "BookingRequest"(id, "ownerId", status, name, phone, "serviceName", "vehicleMake", "vehicleModel", "preferredDate", "preferredTime", address, "appointmentId", "updatedAt")
     SELECT 'q' || g || '-' || k, 'u' || g, (CASE WHEN k = 1 THEN 'accepted' ELSE 'pending' END)::"BookingRequestStatus", 'Visitor', '9135550000', 'Service 1', 'Honda', 'Civic',
       '${TODAY}', 'morning', '1 Elm St', CASE WHEN k = 1 THEN 'r' || g || '-1' END, now()
     FROM generate_series(1, ${OWNERS}) g, generate_series(1, 2) k`);
  await run(`INSERT INTO "TaskProgress"(id, "userId", "taskId", week, day)
     SELECT 'p' || u.id || '-' || t."taskId", u.id, t."taskId", t.week, t.day FROM "User" u JOIN "DailyTask" t ON (t.week - 1) * 7 + t.day < u."currentProgramDay"`);
  await run(`INSERT INTO "ConversationDay"("userId", date, count) SELECT u.id, current_date - k, 2 FROM "User" u, generate_series(1, 6) k`);
  await run('VACUUM ANALYZE');
  await c.end();
}

// ---- the load generator: a bounded loop of keep-alive requests against 127.0.0.1 ----

interface Tally {
  latencies: number[];
  errors: number;
  elapsed: number;
  /** The server process's CPU time (user + system, µs) spent while this row ran. */
  cpu: number;
  /** PostgreSQL's CPU time (every postgres process on this machine, µs) while this row ran. */
  dbCpu: number;
  firstError?: unknown;
}

/** Reads the server process's CPU time (µs), when the bench knows where to ask. */
let serverCpu: (() => Promise<number>) | undefined;

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The CPU time (µs) of every postgres process on this machine, from /proc; undefined where there is
 * no /proc. The database shares the two cores with the server and the load, so SQL that costs the
 * database more also leaves the server less.
 */
function databaseCpu(): number | undefined {
  let ticks = 0;
  try {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // gone since the listing
      }
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    }
  } catch {
    return undefined;
  }
  return (ticks / CLOCK_TICKS) * 1e6;
}

/** Runs `once` from `concurrency` loops for `seconds`, adding to the tally. */
async function load(tally: Tally, seconds: number, concurrency: number, once: (i: number) => Promise<void>) {
  const cpuBefore = await serverCpu?.();
  const dbBefore = databaseCpu();
  const began = performance.now();
  const until = began + seconds * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        try {
          await once(i++);
          tally.latencies.push(performance.now() - start);
        } catch (e) {
          tally.firstError ??= e;
          tally.errors++;
        }
      }
    }),
  );
  tally.elapsed += performance.now() - began;
  const cpuAfter = await serverCpu?.();
  if (cpuBefore !== undefined && cpuAfter !== undefined) tally.cpu += cpuAfter - cpuBefore;
  const dbAfter = databaseCpu();
  if (dbBefore !== undefined && dbAfter !== undefined) tally.dbCpu += dbAfter - dbBefore;
}

/**
 * The rows of one table take turns in slices of SLICE seconds until each has run `seconds`, so a
 * busy machine's noise falls on all of them alike and their ratios stay meaningful.
 */
async function interleaved(rows: [string, (i: number) => Promise<void>][], seconds: number, concurrency: number) {
  const SLICE = 2;
  const tallies = rows.map((): Tally => ({ latencies: [], errors: 0, elapsed: 0, cpu: 0, dbCpu: 0 }));
  for (let done = 0; done < seconds; done += SLICE) {
    for (const [k, [, once]] of rows.entries()) await load(tallies[k], Math.min(SLICE, seconds - done), concurrency, once);
  }
  return rows.map(([label], k) => {
    const t = tallies[k];
    if (t.firstError) console.error(`  ${label}: first error: ${t.firstError instanceof Error ? t.firstError.message : String(t.firstError)}`);
    t.latencies.sort((a, b) => a - b);
    const requests = Math.max(1, t.latencies.length + t.errors);
    const cpuPerRequest = t.cpu / requests / 1000;
    const dbCpuPerRequest = t.dbCpu / requests / 1000;
    return { label, rps: t.latencies.length / (t.elapsed / 1000), p50: percentile(t.latencies, 50), p99: percentile(t.latencies, 99), cpuPerRequest, dbCpuPerRequest, errors: t.errors };
  });
}

const ok = async (res: Response) => {
  const body = await res.text();
  if (res.status !== 200 || body.includes('"errors"')) throw new Error(`${res.status} ${body.slice(0, 200)}`);
};

async function main() {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
  const only = process.env.BENCH_ONLY?.split(',');
  const db = await scratchDatabase(server);
  const url = db.url;
  let child: ChildProcess | undefined;
  try {
    await applyMigrations(url);
    const t = performance.now();
    await seed(url);
    console.log(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s: ${OWNERS} owners with ${PAGE} customers, one with ${BIG.toLocaleString('en')}`);
    console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
    console.log(`${seconds} s per run, ${concurrency} connections, NODE_ENV=production, PostgreSQL, pool 10`);

    // Sessions, and SQL statements per operation counted in an in-process app on the same database.
    const { app: inProcess, sql: statements, close: closeInProcess } = await countingApp(url);
    const cookieOf = async (userId: string) => (await inProcess.services.sessions.start(userId, 'bench')).split(';')[0];
    const cookies: string[] = [];
    for (let g = 1; g <= 50; g++) cookies.push(await cookieOf(`u${g}`));
    const bigCookie = await cookieOf('u0');
    const dashboard = clientOperation('features/dashboard/__generated__/DashboardPageQuery.graphql.ts');
    const customersPage = clientOperation('features/customers/__generated__/CustomersPageQuery.graphql.ts');
    const send = (app: { fetch: (r: Request) => Response | Promise<Response> }, cookie: string, pathname: string, body?: unknown) =>
      app.fetch(
        new Request(`http://localhost${pathname}`, {
          method: body ? 'POST' : 'GET',
          headers: { 'content-type': 'application/json', cookie },
          body: body ? JSON.stringify(body) : undefined,
        }),
      );
    const counts: [string, string, string, unknown?][] = [
      ['GraphQL customers page (20)', cookies[0], '/graphql', { query: CUSTOMERS_QUERY }],
      ['GraphQL customers page (100,000)', bigCookie, '/graphql', { query: CUSTOMERS_QUERY }],
      ['client CustomersPageQuery (20)', cookies[0], '/graphql', { query: customersPage }],
      ['client CustomersPageQuery (100,000)', bigCookie, '/graphql', { query: customersPage }],
      ['REST GET /api/customers', cookies[0], '/api/customers'],
      ['GraphQL dashboard', cookies[0], '/graphql', { query: dashboard, variables: DASHBOARD_VARIABLES }],
    ];
    console.log('\nSQL statements per operation (warm, cookie session):');
    for (const [label, cookie, pathname, body] of counts) {
      await ok(await send(inProcess, cookie, pathname, body));
      statements.count = 0;
      await ok(await send(inProcess, cookie, pathname, body));
      console.log(`  ${label.padEnd(36)} ${String(statements.count).padStart(3)}`);
    }
    await closeInProcess();

    // The server in its own process, loaded over loopback.
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
    const proc = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/throughput.ts', 'serve'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', APP_URL: 'http://localhost', DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = proc;
    const [appPort, floorPort] = await new Promise<number[]>((resolve, reject) => {
      proc.stdout.on('data', (d: Buffer) => {
        const m = /ready (\d+) (\d+)/.exec(d.toString());
        if (m) resolve([Number(m[1]), Number(m[2])]);
      });
      proc.on('exit', (code) => reject(new Error(`server exited ${code}`)));
    });
    const app = `http://127.0.0.1:${appPort}`;
    const floor = `http://127.0.0.1:${floorPort}`;
    serverCpu = async () => {
      const { user, system } = (await (await fetch(`${floor}/__cpu`)).json()) as { user: number; system: number };
      return user + system;
    };
    const post = (base: string, body: unknown) => (i: number) =>
      fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookies[i % cookies.length] }, body: JSON.stringify(body) }).then(ok);
    const get = (base: string, pathname: string) => (i: number) => fetch(`${base}${pathname}`, { headers: { cookie: cookies[i % cookies.length] } }).then(ok);
    const restDashboard = ['/api/user', '/api/business', '/api/daily-tasks', '/api/progress', `/api/conversations/count/${TODAY}`, `/api/conversations/streak?today=${TODAY}`, '/api/learning'];
    const tables: [string, string, (i: number) => Promise<void>][][] = [
      [
        ['floor', 'floor customers (node:http + pg)', get(floor, '/customers')],
        ['graphql', 'GraphQL customers page', post(app, { query: CUSTOMERS_QUERY })],
        ['rest', 'REST GET /api/customers', get(app, '/api/customers')],
      ],
      [
        ['floor', 'floor dashboard (node:http + pg)', get(floor, `/dashboard?${new URLSearchParams(DASHBOARD_VARIABLES)}`)],
        ['graphql', 'GraphQL dashboard', post(app, { query: dashboard, variables: DASHBOARD_VARIABLES })],
        ['rest', `REST dashboard (${restDashboard.length} requests)`, (i) => Promise.all(restDashboard.map((p) => get(app, p)(i))).then(() => undefined)],
      ],
    ];
    console.log(`\nUnder load (${concurrency} connections, ${seconds} s each, in turns of 2 s):`);
    console.log(`  ${'endpoint'.padEnd(36)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'CPU ms/req'.padStart(10)} ${'DB CPU'.padStart(7)}  errors`);
    const results = new Map<string, { rps: number; p50: number; cpuPerRequest: number }>();
    for (const table of tables) {
      const rows = table.filter(([kind]) => !only || only.includes(kind)).map(([, label, once]): [string, (i: number) => Promise<void>] => [label, once]);
      await interleaved(rows, 2, concurrency); // warm-up
      for (const r of await interleaved(rows, seconds, concurrency)) {
        results.set(r.label, r);
        console.log(
          `  ${r.label.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.cpuPerRequest.toFixed(2).padStart(10)} ${r.dbCpuPerRequest.toFixed(2).padStart(7)}  ${r.errors}`,
        );
      }
    }
    const ratio = (a: string, b: string) => {
      const x = results.get(a);
      const y = results.get(b);
      return x && y ? `${(x.rps / y.rps).toFixed(2)}×` : 'n/a';
    };
    // The server's CPU per request says the same with less of the machine's noise: the floor's over the product's.
    const cpuRatio = (a: string, b: string) => {
      const x = results.get(a);
      const y = results.get(b);
      return x && y ? `${(y.cpuPerRequest / x.cpuPerRequest).toFixed(2)}×` : 'n/a';
    };
    console.log(`  (server CPU per request, floor/product: customers ${cpuRatio('GraphQL customers page', 'floor customers (node:http + pg)')}, dashboard ${cpuRatio('GraphQL dashboard', 'floor dashboard (node:http + pg)')})`);
    console.log(`  GraphQL/floor customers: ${ratio('GraphQL customers page', 'floor customers (node:http + pg)')} (target ≥ 0.5×)`);
    console.log(`  GraphQL/floor dashboard: ${ratio('GraphQL dashboard', 'floor dashboard (node:http + pg)')} (target ≥ 0.5×)`);
    console.log(`  REST/GraphQL customers:  ${ratio('REST GET /api/customers', 'GraphQL customers page')} (target ≥ 0.9×)`);

    // The first page, one request at a time, alternating the two owners so both see the same noise.
    const RUNS = Number(process.env.BENCH_RUNS ?? 200);
    for (const [label, body] of [
      ['GraphQL customers page', { query: CUSTOMERS_QUERY }],
      ['client CustomersPageQuery (totalCount, vehicles)', { query: customersPage }],
    ] as const) {
      const samples: [number[], number[]] = [[], []];
      for (let i = 0; i < RUNS + 10; i++) {
        for (const [k, cookie] of [cookies[0], bigCookie].entries()) {
          const start = performance.now();
          await fetch(`${app}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) }).then(ok);
          if (i >= 10) samples[k].push(performance.now() - start);
        }
      }
      const [small, big] = samples.map((s) => percentile(s.sort((a, b) => a - b), 50));
      console.log(`\nFirst page, ${label}, p50 of ${RUNS} sequential requests:`);
      console.log(`  owner with ${PAGE} customers: ${small.toFixed(2)} ms; with ${BIG.toLocaleString('en')}: ${big.toFixed(2)} ms; ratio ${(big / small).toFixed(2)}× (target ≤ 1.5×)`);
    }
  } finally {
    child?.kill('SIGTERM');
    if (child && child.exitCode === null) await new Promise((r) => child?.once('exit', r));
    await db.drop().catch(() => {});
  }
}

// ---- the server process: the product app, and the floor on node:http ----

async function serveMode() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('serve mode needs DATABASE_URL');
  const cfg = productionConfig(url);
  const { prisma } = createPrisma(url, { embedded: false, poolSize: 10 });
  const app = await createApp({ config: cfg, prisma, log: pino({ level: 'silent' }) });
  const floorPool = new pg.Pool({ connectionString: url, max: 10 });
  const floor = floorServer(floorPool, { keys: await resolveSessionKeys(cfg), cookieName: app.services.sessions.cookieName, ttl: cfg.SESSION_MAX_AGE_DAYS * 86_400, page: PAGE, prepared: process.env.BENCH_FLOOR_PREPARED === '1' });
  const appPort = await freePort();
  const floorPort = await freePort();
  const server = serve({ port: appPort, hostname: '127.0.0.1', fetch: app.fetch });
  floor.listen(floorPort, '127.0.0.1', () => process.stdout.write(`ready ${appPort} ${floorPort}\n`));
  process.on('SIGTERM', () => {
    floor.close();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}

if (process.argv[2] === 'serve') await serveMode();
else await main();
