// Route load on a phone network, measured in Chromium: starts the production server (it builds
// nothing: run `npm run build` first), signs in an owner with realistic data and the admin, and for
// each route prints the time from navigation to network idle on a phone profile (390×844, 150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up, cache off), the GraphQL requests, the longest chain of
// requests made one after another, and the JS transferred (bytes on the wire). Then the installed
// app: a fresh browser profile opens /dashboard once (the service worker installs and takes over),
// and the owner opens the app again at a route; the worker's own network requests are throttled
// the same way (page throttling does not reach a worker, so the bench attaches to it).
//
// The installed rows also print when the page's data is shown (a text of the owner's data visible).
//
//   npx tsx bench/routes.ts        (BENCH_ROUNDS per route, default 3: the median is printed;
//                                   CHROMIUM_PATH, default /usr/bin/chromium;
//                                   BENCH_INSTALLED_ONLY=1 measures the installed rows only;
//                                   BENCH_RTT_MS=300 another round trip than the phone profile's 150 ms;
//                                   BENCH_ROUTES=/auth,/admin measures those first-visit rows only, no installed rows;
//                                   BENCH_CHECKOUT=/path/to/other/checkout runs that checkout's server and build)
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Request } from '@playwright/test';
import { freePort } from './setup.js';

const root = path.resolve(process.env.BENCH_CHECKOUT ?? path.join(import.meta.dirname, '..'));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PHONE = { latencyMs: Number(process.env.BENCH_RTT_MS ?? 150), downBytesPerSecond: 1_600_000 / 8, upBytesPerSecond: 750_000 / 8 };
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const OWNER = { email: 'bench-owner@example.com', password: 'bench-owner-password' };
/** A quiet network for this long after the last response counts as idle. */
const QUIET_MS = 500;
/** BENCH_TRACE=/dashboard,/customers prints those routes' requests (first round, first visit and installed): start, end, size, type, path. */
const TRACE = process.env.BENCH_TRACE?.split(',') ?? [];

interface Measured {
  idleMs: number;
  graphql: number;
  chain: number;
  jsBytes: number;
  /** From the page's navigation start until its data is in the document (installed rows; 0 when not measured). */
  shownMs: number;
}

/** A text of the owner's data each installed row waits for (a regular expression's source). */
const SHOWN: Record<string, string> = { '/dashboard': 'Bench Mobile Detailing', '/customers': 'Customer\\d+ Bench' };

async function startServer() {
  if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) throw new Error('No client build: run `npm run build` first.');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-routes-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_URL: `http://localhost:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SESSION_SECRET: 'bench-secret-that-is-at-least-32-characters',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      SIGNUPS_PER_IP: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return { base, child, dataDir };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

/** A caller that keeps its cookie (the production cookie is __Host-, so it travels over localhost). */
function api(base: string) {
  let cookie = '';
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie()[0];
    if (set) cookie = set.split(';')[0];
    const json = await res.json().catch(() => null);
    if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** An owner a month into using the product: onboarded, 60 customers with vehicles and history, tickets. */
async function seedOwner(base: string) {
  const call = api(base);
  await call('POST', '/api/register', { firstName: 'Dana', lastName: 'Bench', email: OWNER.email, password: OWNER.password });
  await call('POST', '/api/onboarding/business', { businessName: 'Bench Mobile Detailing', city: 'Olathe', state: 'KS', zipCode: '66062', serviceRadius: 30 });
  await call('POST', '/api/onboarding/services', {
    services: [
      { name: 'Basic Wash & Vacuum', price: '50', description: 'Wash and vacuum' },
      { name: 'Premium Detail', price: '150', description: 'Full detail' },
    ],
  });
  await call('PUT', '/api/business/hours', { hoursWeekday: '9:00 AM - 6:00 PM', hoursWeekend: 'Closed' });
  await call('POST', '/api/onboarding/complete');
  for (let i = 0; i < 60; i++) {
    const customer = await call('POST', '/api/customers', {
      firstName: `Customer${i}`,
      lastName: 'Bench',
      phone: `913-555-${String(1000 + i)}`,
      email: `customer${i}@example.com`,
      address: `${100 + i} Main St, Olathe, KS`,
    });
    await call('POST', `/api/customers/${customer.id}/vehicles`, { year: '2019', make: 'Honda', model: 'Civic', color: 'Blue' });
    await call('POST', '/api/appointments', { customerId: customer.id, serviceDate: '2026-10-01', totalAmount: 150, notes: 'Full detail' });
  }
  for (let i = 0; i < 3; i++) {
    await call('POST', '/api/support/ticket', { category: 'Technical Issue', subject: `Question ${i}`, message: 'How do I export my customers?' });
  }
}

/** The longest sequence of GraphQL requests where each starts only after the one before finished. */
function longestChain(spans: { start: number; end: number }[]) {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const chain = sorted.map(() => 1);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = 0; j < i; j++) if (sorted[j].end <= sorted[i].start) chain[i] = Math.max(chain[i], chain[j] + 1);
  }
  return Math.max(0, ...chain);
}

const phoneNetwork = {
  offline: false,
  latency: PHONE.latencyMs,
  downloadThroughput: PHONE.downBytesPerSecond,
  uploadThroughput: PHONE.upBytesPerSecond,
};

/**
 * Throttles the running service worker of the page's origin like the page, and counts the script
 * bytes it fetches from the network. A worker is its own DevTools target: the browser session reaches
 * it through Target.sendMessageToTarget (Playwright's sessions attach to pages only).
 */
async function throttleWorker(browser: Browser, origin: string) {
  const session: CDPSession = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const worker = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(origin));
  if (!worker) throw new Error('no service worker is running');
  const { sessionId } = await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
  let id = 0;
  const send = (method: string, params: object = {}) =>
    session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
  const scripts = new Set<string>();
  const counted = { jsBytes: 0 };
  session.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message);
    if (message.method === 'Network.responseReceived' && /javascript/.test(message.params.response.mimeType)) scripts.add(message.params.requestId);
    if (message.method === 'Network.loadingFinished' && scripts.has(message.params.requestId)) counted.jsBytes += message.params.encodedDataLength;
  });
  await send('Network.enable');
  await send('Network.setCacheDisabled', { cacheDisabled: true });
  await send('Network.emulateNetworkConditions', phoneNetwork);
  return {
    counted,
    /** The worker measured is still the one that ran (a stopped and restarted worker would be a new target, unthrottled). */
    stillRunning: async () => (await session.send('Target.getTargets')).targetInfos.some((t) => t.targetId === worker.targetId),
    detach: () => session.detach(),
  };
}

async function measure(context: BrowserContext, url: string, first: boolean, shownText?: string): Promise<Measured> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', phoneNetwork);
  const started = new Map<Request, number>();
  const spans: { start: number; end: number }[] = [];
  let jsBytes = 0;
  let lastActivity = 0;
  let pending = 0;
  const t0 = performance.now();
  page.on('request', (r) => {
    started.set(r, performance.now() - t0);
    pending += 1;
  });
  const trace: string[] = [];
  // A request's sizes are read from the browser after it ends; every read is awaited before the page
  // closes (a read still under way at the close came back as 0 bytes, losing the last scripts on a busy
  // machine).
  const sizing: Promise<void>[] = [];
  const finished = (r: Request) => {
    const end = performance.now() - t0;
    pending -= 1;
    lastActivity = end;
    if (new URL(r.url()).pathname === '/graphql') spans.push({ start: started.get(r) ?? 0, end });
    sizing.push(
      (async () => {
        const size = (await r.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize;
        if (first && TRACE.includes(url)) {
          trace.push(`${String(Math.round(started.get(r) ?? 0)).padStart(6)} ${String(Math.round(end)).padStart(6)} ms ${String(Math.round(size / 1024)).padStart(4)} kB ${r.resourceType().padEnd(10)} ${new URL(r.url()).pathname}`);
        }
        // A script the service worker answered is counted by throttleWorker if it came from the network.
        const fromWorker = (await r.response().catch(() => null))?.fromServiceWorker() ?? false;
        if (r.resourceType() === 'script' && !fromWorker) jsBytes += size;
      })(),
    );
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  // The page notes when the text first enters the document (a MutationObserver, so no polling delay).
  if (shownText) {
    await page.addInitScript((source) => {
      const pattern = new RegExp(source);
      const seen = new MutationObserver(() => {
        if (!pattern.test(document.body?.textContent ?? '')) return;
        (window as { shownAt?: number }).shownAt = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true, characterData: true });
    }, shownText);
  }
  await page.goto(url, { waitUntil: 'load' });
  // Idle: nothing in flight for QUIET_MS (subscriptions' event streams never finish, so they are not counted).
  for (;;) {
    await page.waitForTimeout(50);
    const now = performance.now() - t0;
    const streaming = pending > 0 && now - lastActivity > QUIET_MS && spans.length > 0;
    if ((pending === 0 || streaming) && now - lastActivity >= QUIET_MS) break;
    if (now > 60_000) break;
  }
  const shownMs = shownText ? await page.waitForFunction(() => (window as { shownAt?: number }).shownAt).then((h) => h.jsonValue() as Promise<number>) : 0;
  await Promise.all(sizing);
  await page.close();
  if (trace.length) console.log(`${url}:\n${trace.sort().join('\n')}`);
  return { idleMs: lastActivity, graphql: spans.length, chain: longestChain(spans), jsBytes, shownMs };
}

/** The installed app: a new profile signs in and opens /dashboard (the worker installs and takes over), then opens `url`. */
async function measureInstalled(browser: Browser, base: string, url: string, firstRound: boolean): Promise<Measured> {
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'allow' });
  try {
    const res = await context.request.post('/api/login', { data: OWNER, headers: { origin: base } });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
    const first = await context.newPage();
    await first.goto('/dashboard', { waitUntil: 'load' });
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    await first.close();
    const worker = await throttleWorker(browser, base);
    const measured = await measure(context, url, firstRound, SHOWN[url]);
    if (!(await worker.stillRunning())) throw new Error('the service worker restarted during the visit');
    await worker.detach();
    return { ...measured, jsBytes: measured.jsBytes + worker.counted.jsBytes };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = await startServer();
  let child: ChildProcess | null = server.child;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await seedOwner(server.base);
    // Every visit is a first visit (cache off): the installed app's service worker would serve later
    // rounds from its own cache, so it is kept out.
    const fresh = () => browser.newContext({ baseURL: server.base, serviceWorkers: 'block' });
    const signedOut = await fresh();
    const owner = await fresh();
    const admin = await fresh();
    for (const [context, who] of [
      [owner, OWNER],
      [admin, ADMIN],
    ] as const) {
      const res = await context.request.post('/api/login', { data: who, headers: { origin: server.base } });
      if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
    }
    const routes: [string, BrowserContext, string][] = [
      ['/auth', signedOut, 'signed out'],
      ['/dashboard', owner, 'owner'],
      ['/customers', owner, 'owner'],
      ['/settings', owner, 'owner'],
      ['/learning', owner, 'owner'],
      ['/scripts', owner, 'owner'],
      ['/admin', admin, 'admin'],
      ['/booking/benchmobiledetailing', signedOut, 'visitor'],
    ];
    if (process.env.BENCH_INSTALLED_ONLY) routes.length = 0;
    const only = process.env.BENCH_ROUTES?.split(',');
    if (only) routes.splice(0, routes.length, ...routes.filter(([route]) => only.includes(route)));
    console.log(`Phone profile: ${PHONE.latencyMs} ms RTT, ${(PHONE.downBytesPerSecond * 8) / 1e6} Mbit/s down, cache off; median of ${ROUNDS}`);
    if (routes.length) {
      console.log('| route | who | idle | GraphQL requests | longest chain | JS transferred |');
      console.log('|---|---|---|---|---|---|');
    }
    for (const [route, context, who] of routes) {
      const runs: Measured[] = [];
      for (let i = 0; i < ROUNDS; i++) runs.push(await measure(context, route, i === 0));
      const m = (k: keyof Measured) => median(runs.map((r) => r[k]));
      console.log(
        `| ${route} | ${who} | ${(m('idleMs') / 1000).toFixed(2)} s | ${m('graphql')} | ${m('chain')} | ${Math.round(m('jsBytes') / 1024)} kB |`,
      );
    }
    if (only) return;
    console.log('| route | who | idle | GraphQL requests | longest chain | JS transferred | data shown |');
    console.log('|---|---|---|---|---|---|---|');
    for (const route of ['/dashboard', '/customers']) {
      const runs: Measured[] = [];
      for (let i = 0; i < ROUNDS; i++) runs.push(await measureInstalled(browser, server.base, route, i === 0));
      const m = (k: keyof Measured) => median(runs.map((r) => r[k]));
      console.log(
        `| ${route} (installed) | owner | ${(m('idleMs') / 1000).toFixed(2)} s | ${m('graphql')} | ${m('chain')} | ${Math.round(m('jsBytes') / 1024)} kB | ${(m('shownMs') / 1000).toFixed(2)} s |`,
      );
    }
  } finally {
    await browser.close();
    child?.kill('SIGTERM');
    child = null;
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
