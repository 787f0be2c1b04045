// Live updates under load, against a real server process (production mode, PostgreSQL, Redis):
// N SSE subscribers on one ticket, admin replies over REST; prints the reply request's own time,
// p50/p95/max delivery (from sending the reply), the server's RSS per open stream (2,000 streams)
// and any warning the server logged (MaxListenersExceededWarning and the like).
//
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/subscriptions.ts
//
// BENCH_CHECKOUT=/path/to/other/checkout runs that checkout's server with this bench (before/after on
// one machine: `BENCH_CHECKOUT=/work/main npx tsx bench/subscriptions.ts`). Without BENCH_DATABASE_URL
// the server uses its embedded database. REDIS_URL (default redis://127.0.0.1:6379, used when it
// answers; BENCH_REDIS=off to leave it out). BENCH_SUBSCRIBERS (500), BENCH_ROUNDS (3 replies),
// BENCH_RSS_STREAMS (2000). The stream limits per session and per IP are lifted for the bench
// (every stream comes from one session on 127.0.0.1).
//
// The subscribers run in a child process (bench/subscriptions-client.ts, plain node:http): the reply
// is timed in the main thread, so reading 500 streams (30-50 ms of CPU per event with fetch) no longer
// sits between the reply's answer and its timestamp, nor in front of later arrivals' timestamps. Each
// arrival is timed in the child when its bytes are read, on the monotonic clock all processes share. Before this (issue 21,
// bench/results/subscriptions-21.txt) the streams were read with fetch in the main thread.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redisAvailable } from '../server/test/redis.js';
import type { ClientReply, ClientRequest } from './subscriptions-client.js';
import { freePort, percentile, scratchDatabase } from './setup.js';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RSS_STREAMS = Number(process.env.BENCH_RSS_STREAMS ?? 2000);
const checkout = path.resolve(process.env.BENCH_CHECKOUT ?? path.join(import.meta.dirname, '..'));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const withRedis = process.env.BENCH_REDIS !== 'off' && (await redisAvailable(redisUrl));

const external = process.env.BENCH_DATABASE_URL ? await scratchDatabase(process.env.BENCH_DATABASE_URL) : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-sub-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: `bench-admin-${Date.now()}@example.com`, password: 'password123' };

let serverLog = '';
// BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
  cwd: checkout,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: external?.url ?? '',
    DATA_DIR: dataDir,
    REDIS_URL: withRedis ? redisUrl : '',
    SESSION_SECRET: 'bench-secret-that-is-at-least-32-characters',
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STREAMS_PER_SESSION: '100000',
    STREAMS_PER_IP: '100000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout?.on('data', (d) => {
  serverLog += d;
});
server.stderr?.on('data', (d) => {
  serverLog += d;
});

async function finish(code: number) {
  server.kill('SIGTERM');
  await new Promise((r) => server.exitCode !== null ? r(null) : server.once('exit', r));
  await external?.drop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

for (let i = 0; ; i++) {
  if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
  if (i > 300 || server.exitCode !== null) {
    console.error(`the server did not start:\n${serverLog}`);
    await finish(1);
  }
  await new Promise((r) => setTimeout(r, 100));
}

const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
const cookieOf = (res: Response) => {
  const c = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!c) throw new Error(`no session cookie (HTTP ${res.status})`);
  return c;
};
const post = (url: string, body: unknown, cookie?: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const ownerCookie = cookieOf(
  await post('/api/register', { firstName: 'Bench', lastName: 'Owner', email: `bench-owner-${Date.now()}@example.com`, password: 'password123' }),
);
const adminCookie = cookieOf(await post('/api/login', ADMIN));
const created = (await (
  await post('/api/support/ticket', { category: 'Technical Issue', subject: 'Bench', message: 'Hello' }, ownerCookie)
).json()) as { id: string };
const id = Buffer.from(`Ticket:${created.id}`).toString('base64');
const reply = async (message: string) => {
  const res = await post(`/api/admin/tickets/${created.id}/reply`, { message }, adminCookie);
  if (!res.ok) throw new Error(`reply refused: HTTP ${res.status} ${await res.text()}`);
};
// A warm server, as in production; the last warm-up replies time the reply with no stream open.
const idleReplyTimes: number[] = [];
for (let i = 0; i < 8; i++) {
  const start = performance.now();
  await reply(`warm-up ${i}`);
  if (i >= 3) idleReplyTimes.push(performance.now() - start);
}
idleReplyTimes.sort((a, b) => a - b);

const client = fork(path.join(import.meta.dirname, 'subscriptions-client.ts'), { execArgv: ['--import', 'tsx'] });
client.on('exit', async (code) => {
  if (code === 0 || closingClient) return;
  console.error(`the client process ended (${code})`);
  await finish(1);
});
let closingClient = false;
const replies: ClientReply[] = [];
const waiting: (() => void)[] = [];
client.on('message', (m: ClientReply) => {
  replies.push(m);
  for (const wake of waiting.splice(0)) wake();
});
/** The same clock as the client process's. */
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
/** The client process's next message of type `type`. */
async function receive<T extends ClientReply['type']>(type: T): Promise<Extract<ClientReply, { type: T }>> {
  for (;;) {
    const i = replies.findIndex((r) => r.type === type);
    if (i >= 0) return replies.splice(i, 1)[0] as Extract<ClientReply, { type: T }>;
    await new Promise<void>((r) => waiting.push(r));
  }
}
/** Sends the client process a request and waits for its answer of type `type`. */
function ask<T extends ClientReply['type']>(m: ClientRequest, type: T) {
  client.send(m);
  return receive(type);
}

/** Opens n streams; those the server drops before answering (a loaded machine) are counted, not fatal. */
let dropped = 0;
let open200 = 0;
const open = async (n: number) => {
  const body = JSON.stringify({
    query: 'subscription($id: ID!) { ticketUpdated(id: $id) { id status messages { message } } }',
    variables: { id },
  });
  const r = await ask({ type: 'open', n, url: `${base}/graphql`, cookie: ownerCookie, body }, 'opened');
  dropped += r.dropped;
  open200 += r.opened;
  return r;
};

console.log(`subscription benchmark: server from ${checkout}`);
console.log(
  `  ${external ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded database'}, ${withRedis ? `Redis (${redisUrl})` : 'no Redis'}, NODE_ENV=production; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
);

process.on('unhandledRejection', async (e) => {
  console.error(e, `\nserver log:\n${serverLog.slice(-3000)}`);
  await finish(1);
});
const rssBefore = rssKb();
const { refused } = await open(SUBSCRIBERS);
if (refused) console.log(`  ${refused} of ${SUBSCRIBERS} streams refused`);
await new Promise((r) => setTimeout(r, 1000)); // let every subscription reach the pub/sub

const replyTimes: number[] = [];
const latencies: number[] = [];
let delivered = 0;
for (let round = 0; round < ROUNDS; round++) {
  await ask({ type: 'arm', timeoutMs: 60_000 }, 'armed');
  const arrivals = receive('arrivals');
  const start = monotonicMs();
  await reply(`Reply to everyone ${round}`);
  replyTimes.push(monotonicMs() - start);
  for (const at of (await arrivals).at) {
    if (at === null) continue;
    delivered++;
    latencies.push(at - start);
  }
  await new Promise((r) => setTimeout(r, 500));
}
latencies.sort((a, b) => a - b);
replyTimes.sort((a, b) => a - b);
const f = (ms: number | undefined) => (ms ?? Number.NaN).toFixed(1);
console.log(`  ${open200} streams on one ticket, ${ROUNDS} replies:`);
console.log(
  `    the reply request itself: median ${f(percentile(replyTimes, 50))} ms, max ${f(replyTimes.at(-1))} ms (no stream open: median ${f(percentile(idleReplyTimes, 50))} ms)`,
);
console.log(
  `    delivered ${delivered}/${SUBSCRIBERS * ROUNDS}: p50 ${f(percentile(latencies, 50))} ms, p95 ${f(percentile(latencies, 95))} ms, max ${f(latencies.at(-1))} ms (from sending the reply)`,
);

if (RSS_STREAMS > SUBSCRIBERS) {
  await open(RSS_STREAMS - SUBSCRIBERS);
  await new Promise((r) => setTimeout(r, 2000));
}
const rssAfter = rssKb();
if (dropped) console.log(`  ${dropped} stream requests dropped by the server before an answer`);
console.log(
  `  server RSS: ${(rssBefore / 1024).toFixed(1)} MB idle, ${(rssAfter / 1024).toFixed(1)} MB with ${open200} streams open: ${((rssAfter - rssBefore) / Math.max(1, open200)).toFixed(1)} kB per stream`,
);

await ask({ type: 'close' }, 'closed');
closingClient = true;
client.kill();
await new Promise((r) => setTimeout(r, 500));
const warnings = serverLog.split('\n').filter((l) => /Warning|"level":(40|50|60)/.test(l));
console.log(warnings.length ? `  server warnings (${warnings.length}):\n    ${warnings.slice(0, 5).join('\n    ')}` : '  server warnings: none');
await finish(0);
