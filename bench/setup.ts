// Shared set-up for benchmarks: the whole app on PostgreSQL (BENCH_DATABASE_URL) or an in-memory PGlite.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createPrisma } from '../server/db/client.js';
import { startEmbeddedPostgres } from '../server/db/embedded.js';
import { applyMigrations } from '../server/db/migrate.js';

/** Runs one statement on its own connection. */
export async function sql<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

/** On a PostgreSQL server the bench works in a scratch database it creates and drops. */
export async function scratchDatabase(serverUrl: string) {
  const name = `lp_bench_${crypto.randomBytes(4).toString('hex')}`;
  await sql(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => sql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** A loopback port nothing listens on now. */
export { freePort } from '../server/test/ports.js';

/**
 * A migrated database for a bench: a scratch one on the PostgreSQL server of BENCH_DATABASE_URL
 * (else TEST_DATABASE_URL, DATABASE_URL), or an in-memory PGlite; Prisma on it, with every statement
 * its pool sends counted in `sql.count`. `stop()` disconnects and drops it.
 */
export async function countedDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const external = serverUrl ? await scratchDatabase(serverUrl) : null;
  const embedded = external ? null : await startEmbeddedPostgres();
  const url = external?.url ?? embedded?.url;
  if (!url) throw new Error('no database for the bench');
  await applyMigrations(url);
  const { prisma, pool } = createPrisma(url, { embedded: !external, poolSize: 10 });
  const sql = { count: 0 };
  const query = pool.query.bind(pool) as (...a: unknown[]) => unknown;
  pool.query = ((...a: unknown[]) => {
    sql.count++;
    return query(...a);
  }) as typeof pool.query;
  return {
    url,
    /** On a PostgreSQL server (else PGlite). */
    external: external !== null,
    prisma,
    pool,
    sql,
    async stop() {
      await prisma.$disconnect();
      await embedded?.stop();
      await external?.drop();
    },
  };
}

export async function startBenchApp() {
  const external = process.env.BENCH_DATABASE_URL ? await scratchDatabase(process.env.BENCH_DATABASE_URL) : null;
  const embedded = external ? null : await startEmbeddedPostgres();
  const url = external?.url ?? embedded?.url;
  if (!url) throw new Error('no database for the bench');
  await applyMigrations(url);
  const { prisma } = createPrisma(url, { embedded: !external, poolSize: 10 });
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_URL: 'http://localhost',
    SESSION_SECRET: 'bench-secret-that-is-at-least-32-characters',
    DATA_DIR: path.join(os.tmpdir(), 'lp-bench'),
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'silent',
  });
  const app = await createApp({ config, prisma, log: pino({ level: 'silent' }) });
  return {
    app,
    prisma,
    database: external ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (in memory)',
    async signUp(email: string) {
      const res = await app.fetch(
        new Request('http://localhost/api/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstName: 'Bench', lastName: 'Owner', email, password: 'password123' }),
        }),
      );
      const user = (await res.json()) as { id: string };
      return { id: user.id, cookie: res.headers.getSetCookie()[0].split(';')[0] };
    },
    async close() {
      await prisma.$disconnect();
      await embedded?.stop();
      await external?.drop();
    },
  };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function time(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The server's configuration as the benches run it: production mode on the given database. */
export const productionConfig = (url: string) =>
  loadConfig({
    NODE_ENV: 'production',
    APP_URL: 'http://localhost',
    SESSION_SECRET: 'bench-secret-that-is-at-least-32-characters',
    DATA_DIR: path.join(os.tmpdir(), 'lp-bench'),
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
  });

/**
 * An in-process production app on `url` whose pool counts the SQL statements it sends: set
 * `sql.count = 0`, run an operation, read `sql.count`. `close()` closes the app and its client.
 */
export async function countingApp(url: string) {
  const counted = createPrisma(url, { embedded: false });
  const sql = { count: 0 };
  const query = counted.pool.query.bind(counted.pool) as (...a: unknown[]) => unknown;
  counted.pool.query = ((...a: unknown[]) => {
    sql.count++;
    return query(...a);
  }) as typeof counted.pool.query;
  const app = await createApp({ config: productionConfig(url), prisma: counted.prisma, log: pino({ level: 'silent' }) });
  const close = async () => {
    await app.close();
    await counted.prisma.$disconnect();
  };
  return { app, sql, close };
}

/** The text of a Relay-compiled client operation (a file under client/, after npm run generate). */
export function clientOperation(file: string) {
  const m = /"text": ("(?:[^"\\]|\\.)*")/.exec(fs.readFileSync(path.join(repoRoot, 'client', file), 'utf8'));
  if (!m) throw new Error(`no operation text in ${file}; run npm run generate`);
  return JSON.parse(m[1]) as string;
}

const today = new Date().toISOString().slice(0, 10);
/** The dashboard's variables: today and its schedule window, as the client asks for them (schedule/range.ts todayRange). */
export const DASHBOARD_VARIABLES = { today, from: `${today}T00:00:00.000Z`, to: new Date(Date.parse(today) + 86_400_000).toISOString() };
/** Issue 18's query: an owner's page of 20 customers, 9 fields each. */
export const CUSTOMERS_QUERY =
  'query BenchCustomers { viewer { customers(first: 20) { edges { node { id firstName lastName email phone address notes status createdAt } } pageInfo { hasNextPage endCursor } } } }';

/**
 * A production-mode server process of `checkout` (`node --import tsx server/main.ts`, as `npm start`
 * runs it after the build check) on 127.0.0.1:`port`: the environment bench/subscriptions.ts gives its
 * server (SERVE_CLIENT off, stream and sign-up limits lifted), plus `env`. `nodeArgs` go before the
 * entry (flags, `--import` of a probe); `ipc` opens an IPC channel to the child. Resolves once
 * /healthz answers; rejects with the server's output if it exits or does not answer in 30 s.
 */
export async function startServerProcess(opts: {
  checkout: string;
  port: number;
  databaseUrl: string;
  dataDir: string;
  redisUrl: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
  ipc?: boolean;
}) {
  const { spawn } = await import('node:child_process');
  let output = '';
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], {
    cwd: opts.checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_URL: `http://localhost:${opts.port}`,
      // Every one of the bench's clients connects from loopback.
      CONNECTIONS_PER_IP: '0',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      REDIS_URL: opts.redisUrl,
      SESSION_SECRET: 'bench-secret-that-is-at-least-32-characters',
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'warn',
      STREAMS_PER_SESSION: '100000',
      STREAMS_PER_IP: '100000',
      SIGNUPS_PER_IP: '100000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', ...(opts.ipc ? (['ipc'] as const) : [])],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const base = `http://127.0.0.1:${opts.port}`;
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    if (i > 300 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    base,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
