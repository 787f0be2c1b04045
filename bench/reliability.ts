// Faults under load, against the real services; prints what happened. Not part of `npm test`: it
// stops and starts the machine's PostgreSQL cluster and a Redis server of its own.
//
//   npx tsx bench/reliability.ts [postgres] [sigterm] [redis]      (all three by default)
//
// PG_URL (default postgresql://postgres@127.0.0.1:5432/postgres) is the server the app's scratch
// database is created on; PG_STOP / PG_START are the commands that stop and start it.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { freePort, scratchDatabase, sql } from './setup.js';

const root = path.resolve(import.meta.dirname, '..');
const PG_URL = process.env.PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const cluster = () => execSync('ls /etc/postgresql').toString().trim().split('\n')[0];
const PG_STOP = process.env.PG_STOP ?? `pg_ctlcluster --skip-systemctl-redirect ${cluster()} main stop -m fast`;
const PG_START = process.env.PG_START ?? `pg_ctlcluster --skip-systemctl-redirect ${cluster()} main start`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
interface Server {
  base: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; at: number }>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_URL: `http://localhost:${port}`,
      SESSION_SECRET: 'reliability-secret-that-is-at-least-32-characters',
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_CLIENT: 'false',
      LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn',
      SIGNUPS_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.on('exit', (code) => resolve({ code, at: Date.now() })));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return { base, child, exited };
    await sleep(100);
  }
  throw new Error('server did not start');
}

async function signUp(base: string) {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Rel', lastName: 'Owner', email: `rel.${crypto.randomBytes(5).toString('hex')}@example.com`, password: 'password123' }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { id: ((await res.json()) as { id: string }).id, cookie: res.headers.getSetCookie()[0].split(';')[0] };
}

async function openTicket(base: string, cookie: string) {
  const res = await fetch(`${base}/api/support/ticket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ category: 'Technical Issue', subject: 'Reliability', message: 'Testing' }),
  });
  return (await res.json()) as { id: string };
}

let phone = 1000;
/** One customer write; resolves to the new id when acknowledged (201), else to the status or error. */
async function writeCustomer(base: string, cookie: string) {
  const n = phone++;
  try {
    const res = await fetch(`${base}/api/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ firstName: 'Load', lastName: `N${n}`, phone: `(913) 55${String(n).padStart(5, '0').slice(0, 1)}-${String(n).padStart(4, '0').slice(-4)}`, allowDuplicatePhone: true }),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status === 201) return { ok: true as const, id: ((await res.json()) as { id: string }).id };
    await res.arrayBuffer();
    return { ok: false as const, status: String(res.status) };
  } catch (e) {
    return { ok: false as const, status: (e as Error).name };
  }
}

async function postgresRestart() {
  console.log('\n## PostgreSQL stopped and started under write load');
  const db = await scratchDatabase(PG_URL);
  const server = await startServer({ DATABASE_URL: db.url });
  try {
    const owner = await signUp(server.base);
    const acked: string[] = [];
    const failures: Record<string, number> = {};
    let stoppedAt = 0;
    let startedAt = 0;
    let firstSuccessAfter = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        const r = await writeCustomer(server.base, owner.cookie);
        if (r.ok) {
          acked.push(r.id);
          if (startedAt && !firstSuccessAfter) firstSuccessAfter = Date.now();
        } else {
          failures[r.status] = (failures[r.status] ?? 0) + 1;
          await sleep(50);
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await sleep(2000);
    const ackedBefore = acked.length;
    stoppedAt = Date.now();
    execSync(PG_STOP);
    await sleep(3000);
    const health = await fetch(`${server.base}/healthz`).then((r) => r.status, (e) => (e as Error).name);
    execSync(PG_START);
    startedAt = Date.now();
    for (let i = 0; i < 200 && !firstSuccessAfter; i++) await sleep(50);
    await sleep(2000);
    running = false;
    await Promise.all(workers);
    const stored = await sql<{ id: string }>(db.url, 'SELECT id FROM "Customer" WHERE "ownerId" = $1', [owner.id]);
    const storedIds = new Set(stored.map((r) => r.id));
    const lost = acked.filter((id) => !storedIds.has(id));
    console.log(`acknowledged writes: ${acked.length} (${ackedBefore} before the stop)`);
    console.log(`refused while down: ${JSON.stringify(failures)}; /healthz while down: ${health}`);
    console.log(`down for ${startedAt - stoppedAt} ms; first acknowledged write ${firstSuccessAfter ? firstSuccessAfter - startedAt : 'never'} ms after start`);
    console.log(`rows stored: ${stored.length}; acknowledged but lost: ${lost.length}`);
    console.log(`server still running: ${server.child.exitCode === null}`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await db.drop().catch(() => {});
  }
}

/** Opens a subscription and reports when its stream ends. */
async function openSubscription(base: string, cookie: string, ticketId: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
    body: JSON.stringify({ query: 'subscription($id: ID!) { ticketUpdated(id: $id) { id status } }', variables: { id: ticketId } }),
  });
  if (!res.body) throw new Error('no event stream');
  const reader = res.body.getReader();
  const ended = (async () => {
    let text = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      return { at: Date.now(), clean: /event: complete/.test(text) };
    } catch {
      return { at: Date.now(), clean: false };
    }
  })();
  return { ended };
}

async function sigterm() {
  console.log('\n## SIGTERM under load');
  const db = await scratchDatabase(PG_URL);
  const server = await startServer({ DATABASE_URL: db.url });
  try {
    const owner = await signUp(server.base);
    const ticket = await openTicket(server.base, owner.cookie);
    const ticketGid = Buffer.from(`Ticket:${ticket.id}`).toString('base64');
    const subscriptions = await Promise.all(Array.from({ length: 5 }, () => openSubscription(server.base, owner.cookie, ticketGid)));
    let started = 0;
    const results: Record<string, number> = {};
    let sentAt = 0;
    const inflightAtSignal: Promise<unknown>[] = [];
    let inflightOk = 0;
    let inflightFailed = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        started++;
        const p = writeCustomer(server.base, owner.cookie);
        const track = !sentAt;
        const r = await p;
        if (sentAt && track) (r.ok ? inflightOk++ : inflightFailed++);
        results[r.ok ? '201' : r.status] = (results[r.ok ? '201' : r.status] ?? 0) + 1;
        if (!r.ok) await sleep(20);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await sleep(1500);
    sentAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    running = false;
    await Promise.all([...workers, ...inflightAtSignal]);
    const ends = await Promise.all(subscriptions.map((s) => s.ended));
    console.log(`requests sent: ${started}; outcomes: ${JSON.stringify(results)}`);
    console.log(`requests in flight at SIGTERM: answered ${inflightOk}, cut off ${inflightFailed}`);
    console.log(`subscriptions: ${ends.filter((e) => e.clean).length} of ${ends.length} completed cleanly, last ${Math.max(...ends.map((e) => e.at)) - sentAt} ms after SIGTERM`);
    console.log(`exit code ${exit.code}, ${exit.at - sentAt} ms after SIGTERM (limit 10,000)`);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await db.drop().catch(() => {});
  }
}

async function redisDown() {
  console.log('\n## Redis stopped while serving');
  const redisPort = await freePort();
  const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await sleep(300);
  const db = await scratchDatabase(PG_URL);
  const server = await startServer({ DATABASE_URL: db.url, REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  try {
    const owner = await signUp(server.base);
    const ticket = await openTicket(server.base, owner.cookie);
    redis.kill('SIGKILL');
    await sleep(500);
    const t0 = Date.now();
    let ok = 0;
    let failed = 0;
    for (let i = 0; i < 50; i++) (await writeCustomer(server.base, owner.cookie)).ok ? ok++ : failed++;
    const elapsed = Date.now() - t0;
    // A live update with Redis gone: subscribe, reply, and wait for the event.
    const res = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: owner.cookie },
      body: JSON.stringify({
        query: 'subscription($id: ID!) { ticketUpdated(id: $id) { id messages { message } } }',
        variables: { id: Buffer.from(`Ticket:${ticket.id}`).toString('base64') },
      }),
    });
    if (!res.body) throw new Error('no event stream');
    const reader = res.body.getReader();
    await sleep(200);
    const sentAt = Date.now();
    await fetch(`${server.base}/api/support/tickets/${ticket.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({ message: 'Still there?' }),
    });
    let received = '';
    const deadline = Date.now() + 5000;
    while (!received.includes('Still there?') && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), sleep(deadline - Date.now()).then(() => ({ done: true, value: undefined }))]);
      if (chunk.done) break;
      received += new TextDecoder().decode(chunk.value);
    }
    await reader.cancel().catch(() => {});
    console.log(`writes with Redis down: ${ok} acknowledged, ${failed} failed, ${Math.round(elapsed / 50)} ms each on average`);
    console.log(`live update with Redis down: ${received.includes('Still there?') ? `delivered by this process in ${Date.now() - sentAt} ms` : 'NOT delivered'}`);
    const health = await fetch(`${server.base}/healthz`).then((r) => r.status);
    console.log(`/healthz: ${health}; server still running: ${server.child.exitCode === null}`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    redis.kill('SIGKILL');
    await db.drop().catch(() => {});
  }
}

const chosen = process.argv.slice(2);
const run = (name: string) => !chosen.length || chosen.includes(name);
if (run('postgres')) await postgresRestart();
if (run('sigterm')) await sigterm();
if (run('redis')) await redisDown();
