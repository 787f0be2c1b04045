// What the production-mode server holds before any stream is open (issue 32: 10,000 signed-in owners
// in ≤ 1 GB): a server process started as bench/subscriptions.ts starts it (startServerProcess in
// bench/setup.ts), measured idle (2 s after /healthz answers) and again after a warm-up of page
// queries (one owner: the dashboard and customers page queries and GET /api/customers, BENCH_WARMUP
// rounds, default 20). Prints VmRSS (and its anonymous and file-backed parts, from /proc) and, after
// two full garbage collections inside the server (bench/idle-memory-probe.mjs over IPC), heapUsed,
// heapTotal, external, arrayBuffers, V8's malloced memory and its code space.
//
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/idle-memory.ts
//
// BENCH_CHECKOUT=/path/to/other/checkout runs that checkout's server (before/after on one machine).
// Without BENCH_DATABASE_URL the server uses its embedded database. REDIS_URL (default
// redis://127.0.0.1:6379, used when it answers; BENCH_REDIS=off to leave it out). BENCH_NODE_ARGS:
// extra node flags for the server. BENCH_HEAP_SNAPSHOT=dir writes a heap snapshot of each state there.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redisAvailable } from '../server/test/redis.js';
import { CUSTOMERS_QUERY, clientOperation, DASHBOARD_VARIABLES, freePort, scratchDatabase, startServerProcess } from './setup.js';

const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const checkout = path.resolve(process.env.BENCH_CHECKOUT ?? path.join(import.meta.dirname, '..'));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const withRedis = process.env.BENCH_REDIS !== 'off' && (await redisAvailable(redisUrl));
const snapshotDir = process.env.BENCH_HEAP_SNAPSHOT;

const external = process.env.BENCH_DATABASE_URL ? await scratchDatabase(process.env.BENCH_DATABASE_URL) : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-idle-'));
const server = await startServerProcess({
  checkout,
  port: await freePort(),
  databaseUrl: external?.url ?? '',
  dataDir,
  redisUrl: withRedis ? redisUrl : '',
  nodeArgs: [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', path.join(import.meta.dirname, 'idle-memory-probe.mjs')],
  ipc: true,
});

type Probe = {
  memory: NodeJS.MemoryUsage;
  heap: { malloced_memory: number; peak_malloced_memory: number };
  code: { code_and_metadata_size: number; bytecode_and_metadata_size: number; external_script_source_size: number };
  spaces: Record<string, number>;
};
const ask = <T>(child: ChildProcess, message: unknown) =>
  new Promise<T>((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send(message as never);
  });
const status = () => fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
const kB = (field: string, text: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? Number.NaN);
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

async function measure(label: string) {
  const probe = await ask<Probe>(server.child, 'measure');
  await new Promise((r) => setTimeout(r, 200));
  const s = status();
  const m = probe.memory;
  console.log(`  ${label}:`);
  console.log(`    RSS ${mb(kB('VmRSS', s) * 1024)} (anonymous ${mb(kB('RssAnon', s) * 1024)}, files ${mb(kB('RssFile', s) * 1024)})`);
  console.log(
    `    after gc: heapUsed ${mb(m.heapUsed)}, heapTotal ${mb(m.heapTotal)} (new space ${mb(probe.spaces.new_space ?? 0)}), external ${mb(m.external)}, arrayBuffers ${mb(m.arrayBuffers)}`,
  );
  console.log(
    `    V8 malloced ${mb(probe.heap.malloced_memory)} (peak ${mb(probe.heap.peak_malloced_memory)}); code ${mb(probe.code.code_and_metadata_size)}, bytecode ${mb(probe.code.bytecode_and_metadata_size)}, script sources ${mb(probe.code.external_script_source_size)}`,
  );
  if (snapshotDir) {
    fs.mkdirSync(snapshotDir, { recursive: true });
    const file = path.join(snapshotDir, `idle-${label.replace(/\W+/g, '-')}-${Date.now()}.heapsnapshot`);
    const written = await ask<{ snapshot: string }>(server.child, { snapshot: file });
    console.log(`    heap snapshot: ${written.snapshot}`);
  }
}

async function finish(code: number) {
  await server.stop();
  await external?.drop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('unhandledRejection', async (e) => {
  console.error(e, `\nserver log:\n${server.output().slice(-3000)}`);
  await finish(1);
});

console.log(`idle memory: server from ${checkout}`);
console.log(
  `  ${external ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded database'}, ${withRedis ? `Redis (${redisUrl})` : 'no Redis'}, NODE_ENV=production, node ${process.version}${process.env.BENCH_NODE_ARGS ? ` ${process.env.BENCH_NODE_ARGS}` : ''}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
);
await new Promise((r) => setTimeout(r, 2000));
await measure('idle (no request yet)');

const register = await fetch(`${server.base}/api/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ firstName: 'Bench', lastName: 'Owner', email: `bench-idle-${Date.now()}@example.com`, password: 'password123' }),
});
const cookie = register.headers.getSetCookie()[0]?.split(';')[0];
if (!cookie) throw new Error(`no session cookie (HTTP ${register.status})`);
const graphql = (body: unknown) =>
  fetch(`${server.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
const pages: [string, () => Promise<Response>][] = [
  ['DashboardPageQuery', () => graphql({ query: clientOperation('features/dashboard/__generated__/DashboardPageQuery.graphql.ts'), variables: DASHBOARD_VARIABLES })],
  ['CustomersPageQuery', () => graphql({ query: clientOperation('features/customers/__generated__/CustomersPageQuery.graphql.ts') })],
  ['customers page', () => graphql({ query: CUSTOMERS_QUERY })],
  ['GET /api/customers', () => fetch(`${server.base}/api/customers`, { headers: { cookie } })],
];
for (let i = 0; i < WARMUP; i++) {
  for (const [name, page] of pages) {
    const res = await page();
    const text = await res.text();
    if (!res.ok || text.includes('"errors"')) throw new Error(`${name}: HTTP ${res.status} ${text.slice(0, 300)}`);
  }
}
await new Promise((r) => setTimeout(r, 2000));
await measure(`after ${WARMUP} rounds of ${pages.map(([n]) => n).join(', ')}`);
await finish(0);
