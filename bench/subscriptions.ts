// Live updates under load, against a real server process (production mode, PostgreSQL, Redis):
// N SSE subscribers on one ticket, admin replies over REST; prints the reply request's own time,
// p50/p95/max delivery (from sending the reply), the server's CPU per reply, its RSS and retained heap per open
// stream (2,000 streams) and any warning the server logged (MaxListenersExceededWarning and the like).
//
// Retained heap: the server runs with --expose-gc and bench/heap-probe.ts (a bench-only preload answering on an
// IPC channel): a full gc, then V8's heapUsed, before and after opening the streams (or owners). RSS read 2-3 s
// after opening moves by ±20 kB per stream between runs (garbage not yet collected, the allocator's pages); the
// retained heap does not. BENCH_HEAP_SNAPSHOT=dir also writes heap snapshots of the owners' server: idle, and
// with the first count of owners connected (`npx tsx bench/heap-split.ts idle.heapsnapshot owners.heapsnapshot`, or heap-retained.ts for retained sizes).
//
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/subscriptions.ts
//
// BENCH_CHECKOUT=/path/to/other/checkout runs that checkout's server with this bench (before/after on
// one machine: `BENCH_CHECKOUT=/work/main npx tsx bench/subscriptions.ts`). Without BENCH_DATABASE_URL
// the server uses its embedded database. REDIS_URL (default redis://127.0.0.1:6379, used when it
// answers; BENCH_REDIS=off to leave it out). BENCH_SUBSCRIBERS (500), BENCH_ROUNDS (3 replies),
// BENCH_RSS_STREAMS (2000). The stream limits per session and per IP and the sign-ups per IP are lifted
// for the bench (every stream comes from one session on 127.0.0.1).
//
// Then, on a fresh server process (PostgreSQL only: the owners are written to the database directly),
// signed-in owners each holding the subscriptions the home page opens, the way the checkout's client
// opens them (one stream per owner in graphql-sse's single connection mode, else one per
// subscription): the server's RSS per owner, and the delivery of an event for one owner (the admin
// answering its ticket) while the others are connected. BENCH_OWNERS: the counts, cumulative
// ("1000,10000"; default 1000); BENCH_OWNER_ROUNDS (20 events per count); BENCH_OWNER_SETTLE_S (30: RSS sampled while the owners stay connected, no gc forced); BENCH_OWNER_SUBSCRIPTIONS (how many
// of the home's subscription operations each owner opens, default all: one since #32, two before; 0 measures the stream alone).
//
// The subscribers run in a child process (bench/subscriptions-client.ts, plain node:http): the reply
// is timed in the main thread, so reading 500 streams (30-50 ms of CPU per event with fetch) no longer
// sits between the reply's answer and its timestamp, nor in front of later arrivals' timestamps. Each
// arrival is timed in the child when its bytes are read, on the monotonic clock all processes share. Before this (issue 21,
// bench/results/subscriptions-21.txt) the streams were read with fetch in the main thread.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sealData } from 'iron-session';
import { redisAvailable } from '../server/test/redis.js';
import type { ProbeReply, ProbeRequest } from './heap-probe.js';
import type { ClientReply, ClientRequest } from './subscriptions-client.js';
import { freePort, percentile, scratchDatabase, sql } from './setup.js';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RSS_STREAMS = Number(process.env.BENCH_RSS_STREAMS ?? 2000);
const OWNERS = (process.env.BENCH_OWNERS ?? '1000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const OWNER_ROUNDS = Number(process.env.BENCH_OWNER_ROUNDS ?? 20);
/** Seconds the owners stay connected after the events and the probe, before RSS is read again (the server left alone: its own collections only). */
const OWNER_SETTLE_S = Number(process.env.BENCH_OWNER_SETTLE_S ?? 30);
/** The subscriptions the signed-in home opens (DashboardPage: the requests badge and the Support icon), as the client sends them. */
const checkout = path.resolve(process.env.BENCH_CHECKOUT ?? path.join(import.meta.dirname, '..'));
/**
 * The subscriptions the checkout's home opens, from its own Relay artifacts: one operation since #32
 * (client/features/live/useOwnerUpdates.ts), two before (the requests badge's and the Support icon's).
 */
async function homeSubscriptions() {
  const text = async (file: string) =>
    ((await import(path.join(checkout, 'client/features', file))) as { default: { params: { text: string | null } } }).default.params.text ?? '';
  const one = 'live/__generated__/useOwnerUpdatesSubscription.graphql.ts';
  if (fs.existsSync(path.join(checkout, 'client/features', one))) return [await text(one)];
  return Promise.all(
    ['requests/__generated__/useBookingRequestsLiveReceivedSubscription.graphql.ts', 'support/__generated__/SupportCenterDialogUpdatedSubscription.graphql.ts'].map(text),
  );
}
const HOME_SUBSCRIPTIONS = (await homeSubscriptions()).slice(0, process.env.BENCH_OWNER_SUBSCRIPTIONS === undefined ? undefined : Number(process.env.BENCH_OWNER_SUBSCRIPTIONS));
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
const SESSION_SECRET = 'bench-secret-that-is-at-least-32-characters';
/** A server process on `port` (a fresh one per part of the bench, so each part's idle RSS is its own). */
function startServer() {
  const probe = path.join(import.meta.dirname, 'heap-probe-preload.mjs');
  const child = spawn(process.execPath, ['--expose-gc', ...nodeArgs, '--import', 'tsx', '--import', probe, 'server/main.ts'], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_URL: `http://localhost:${port}`,
      // Every one of the bench's owners connects from loopback.
      CONNECTIONS_PER_IP: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: external?.url ?? '',
      DATA_DIR: dataDir,
      REDIS_URL: withRedis ? redisUrl : '',
      SESSION_SECRET,
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STREAMS_PER_SESSION: '100000',
      STREAMS_PER_IP: '100000',
      // Sign-ups are counted per IP in Redis, which every bench and test run on the machine shares.
      SIGNUPS_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (d) => {
    serverLog += d;
  });
  child.stderr?.on('data', (d) => {
    serverLog += d;
  });
  return child;
}
let server: ChildProcess = startServer();
const stopServer = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r(null) : server.once('exit', r)));
};

async function finish(code: number) {
  await stopServer();
  await external?.drop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

async function serverStarted() {
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return;
    if (i > 300 || server.exitCode !== null) {
      console.error(`the server did not start:\n${serverLog}`);
      await finish(1);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
await serverStarted();

/** The server's CPU time so far (user + system), from /proc. */
const cpuMs = () => {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
/** Asks the server's heap probe (bench/heap-probe.ts). */
const probe = <T extends ProbeReply['type']>(m: ProbeRequest & { type: T }) =>
  new Promise<Extract<ProbeReply, { type: T }>>((resolve) => {
    const onMessage = (r: ProbeReply) => {
      if (r.type !== m.type) return;
      server.off('message', onMessage);
      resolve(r as Extract<ProbeReply, { type: T }>);
    };
    server.on('message', onMessage);
    server.send(m);
  });
/** The server's V8 heap in use after a full gc, in kB. */
const heapKb = async () => (await probe({ type: 'heap' })).heapUsed / 1024;
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
const heapBefore = await heapKb();
const { refused } = await open(SUBSCRIBERS);
if (refused) console.log(`  ${refused} of ${SUBSCRIBERS} streams refused`);
await new Promise((r) => setTimeout(r, 1000)); // let every subscription reach the pub/sub

const replyTimes: number[] = [];
const latencies: number[] = [];
let delivered = 0;
const cpuBefore = cpuMs();
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
const cpuPerReply = (cpuMs() - cpuBefore) / ROUNDS;
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
console.log(`    server CPU per reply (its request and its delivery to every stream): ${f(cpuPerReply)} ms`);

if (RSS_STREAMS > SUBSCRIBERS) {
  await open(RSS_STREAMS - SUBSCRIBERS);
  await new Promise((r) => setTimeout(r, 2000));
}
const rssAfter = rssKb();
const heapAfter = await heapKb();
if (dropped) console.log(`  ${dropped} stream requests dropped by the server before an answer`);
console.log(
  `  server RSS: ${(rssBefore / 1024).toFixed(1)} MB idle, ${(rssAfter / 1024).toFixed(1)} MB with ${open200} streams open: ${((rssAfter - rssBefore) / Math.max(1, open200)).toFixed(1)} kB per stream`,
);
console.log(
  `  server retained heap (after gc): ${(heapBefore / 1024).toFixed(1)} MB idle, ${(heapAfter / 1024).toFixed(1)} MB with ${open200} streams open: ${((heapAfter - heapBefore) / Math.max(1, open200)).toFixed(1)} kB per stream`,
);

await ask({ type: 'close' }, 'closed');
await new Promise((r) => setTimeout(r, 500));
const printWarnings = () => {
  const warnings = serverLog.split('\n').filter((l) => /Warning|"level":(40|50|60)/.test(l));
  console.log(warnings.length ? `  server warnings (${warnings.length}):\n    ${warnings.slice(0, 5).join('\n    ')}` : '  server warnings: none');
};
printWarnings();

// Signed-in owners, each holding the streams its home page opens, on a fresh server process: the
// server's RSS per owner, and the delivery of an event for one of them while the others are connected.
if (OWNERS.length && !external) console.log('  owners: skipped (the owners are written to the database directly: set BENCH_DATABASE_URL)');
else if (OWNERS.length && external) {
  await stopServer();
  serverLog = '';
  server = startServer();
  await serverStarted();
  // The checkout's own client decides: one reserved stream per owner, or one request per subscription.
  const single = /singleConnection:\s*true/.test(fs.readFileSync(path.join(checkout, 'client/relay/environment.ts'), 'utf8'));
  for (let i = 0; i < 5; i++) await reply(`owners warm-up ${i}`);
  const idle = rssKb();
  const idleProbe = await probe({ type: 'heap' });
  const idleHeap = idleProbe.heapUsed / 1024;
  const snapshots = process.env.BENCH_HEAP_SNAPSHOT;
  if (snapshots) {
    fs.mkdirSync(snapshots, { recursive: true });
    console.log(`  heap snapshot: ${(await probe({ type: 'snapshot', path: path.resolve(snapshots, 'idle.heapsnapshot') })).path}`);
  }
  const cookieName = ownerCookie.slice(0, ownerCookie.indexOf('='));
  const expiresAt = Date.now() + 30 * 86_400_000;
  let created = 0;
  let ownersOpen = 0;
  console.log(
    `  signed-in owners, each with the home page's ${HOME_SUBSCRIPTIONS.length} subscription operation(s) (${single ? 'one stream per owner, graphql-sse single connection mode' : 'one stream per subscription'}); server RSS ${(idle / 1024).toFixed(1)} MB idle, retained heap ${(idleHeap / 1024).toFixed(1)} MB:`,
  );
  for (const n of OWNERS) {
    // The bench's owner (with the ticket the admin answers) is the first; the others are written
    // straight to the database (registering thousands through argon2 would take the bench's time).
    const more = n - Math.max(1, created);
    const prefix = `bench-owner-${crypto.randomBytes(4).toString('hex')}-`;
    if (more > 0) {
      await sql(
        external.url,
        `INSERT INTO "User" (id, email, "firstName", "lastName", "passwordHash", "updatedAt")
           SELECT $1 || i, $1 || i || '@example.com', 'Owner', 'N' || i, 'not a hash', now() FROM generate_series(1, $2::int) i`,
        [prefix, more],
      );
      await sql(
        external.url,
        `INSERT INTO "Session" (id, "userId", "expiresAt") SELECT $1 || i, $1 || i, $3::timestamptz FROM generate_series(1, $2::int) i`,
        [prefix, more, new Date(expiresAt)],
      );
    }
    const cookies = created === 0 ? [ownerCookie] : [];
    for (let i = 1; i <= more; i++) {
      const sealed = await sealData({ sessionId: `${prefix}${i}`, expiresAt }, { password: { 1: SESSION_SECRET }, ttl: 30 * 86_400 });
      cookies.push(`${cookieName}=${sealed}`);
    }
    created = n;
    const opened = await ask(
      { type: 'owners', url: `${base}/graphql`, streamUrl: single ? `${base}/graphql/stream` : null, cookies, queries: HOME_SUBSCRIPTIONS },
      'opened',
    );
    ownersOpen += opened.opened;
    await new Promise((r) => setTimeout(r, 3000));
    const rss = rssKb();
    const times: number[] = [];
    let missed = 0;
    for (let round = 0; round < OWNER_ROUNDS; round++) {
      await ask({ type: 'arm', timeoutMs: 10_000, owner: 0 }, 'armed');
      const arrivals = receive('arrivals');
      const start = monotonicMs();
      await reply(`Reply to one owner ${n}/${round}`);
      const at = (await arrivals).at[0];
      if (at === null || at === undefined) missed++;
      else times.push(at - start);
      await new Promise((r) => setTimeout(r, 100));
    }
    // The retained heap after the events: the probe's full gc of a 600 MB heap stops the server for ~200 ms,
    // which made the first event after it the slowest (bench/results/README.md, #32).
    const probed = await probe({ type: 'heap' });
    const heap = probed.heapUsed / 1024;
    if (snapshots && n === OWNERS[0]) {
      console.log(`  heap snapshot: ${(await probe({ type: 'snapshot', path: path.resolve(snapshots, `owners-${n}.heapsnapshot`) })).path}`);
    }
    const inOrder = times.map((t) => t.toFixed(1)).join(' ');
    times.sort((a, b) => a - b);
    const problems = [opened.refused && `${opened.refused} refused`, opened.dropped && `${opened.dropped} dropped`, missed && `${missed} events missed`].filter(Boolean);
    console.log(
      `    ${ownersOpen} owners connected${problems.length ? ` (${problems.join(', ')})` : ''}: RSS ${(rss / 1024).toFixed(1)} MB, ${((rss - idle) / Math.max(1, ownersOpen)).toFixed(1)} kB per owner; retained heap ${(heap / 1024).toFixed(1)} MB, ${((heap - idleHeap) / Math.max(1, ownersOpen)).toFixed(1)} kB per owner; an event for one owner (admin reply, ${OWNER_ROUNDS} rounds): p50 ${f(percentile(times, 50))} ms, p95 ${f(percentile(times, 95))} ms, max ${f(times.at(-1))} ms`,
    );
    console.log(`      arrivals in order (ms): ${inOrder}`);
    // Where the RSS per owner is held, after a full gc: V8's heap in use and its free pages, V8's own malloc, the
    // external buffers, and the rest of the anonymous memory (malloc's arenas: native state of sockets and parsers).
    const perOwner = (now: number, before: number) => `${((now - before) / 1024 / Math.max(1, ownersOpen)).toFixed(1)}`;
    const v8Anon = (p: typeof probed) => p.heapTotal + p.malloced + p.external;
    console.log(
      `      per owner, after gc (kB): heap used ${perOwner(probed.heapUsed, idleProbe.heapUsed)}, heap free ${perOwner(probed.heapTotal - probed.heapUsed, idleProbe.heapTotal - idleProbe.heapUsed)}, V8 malloc ${perOwner(probed.malloced, idleProbe.malloced)}, external ${perOwner(probed.external, idleProbe.external)}, other anonymous ${perOwner(probed.anonKb * 1024 - v8Anon(probed), idleProbe.anonKb * 1024 - v8Anon(idleProbe))}; RSS ${perOwner(probed.rss, idleProbe.rss)}`,
    );
    // RSS over time with the owners connected and the server left to itself (keep-alives only): V8 shrinks its heap
    // when allocation is low (its memory reducer), which the forced gc above does not do.
    if (OWNER_SETTLE_S > 0) {
      const samples: string[] = [];
      const started = Date.now();
      for (const at of [5, 10, 20, 30, 45, 60, 90, 120].filter((s) => s <= OWNER_SETTLE_S)) {
        await new Promise((r) => setTimeout(r, Math.max(0, started + at * 1000 - Date.now())));
        const left = await probe({ type: 'heap', gc: false });
        samples.push(`+${at} s ${(rssKb() / 1024).toFixed(0)} MB (heap ${(left.heapUsed / 1048576).toFixed(0)} of ${(left.heapTotal / 1048576).toFixed(0)} MB)`);
      }
      console.log(`      RSS left alone after the events: ${samples.join(', ')}`);
    }
  }
  await ask({ type: 'close' }, 'closed');
  await new Promise((r) => setTimeout(r, 500));
  printWarnings();
}

closingClient = true;
client.kill();
await finish(0);
