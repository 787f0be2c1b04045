// Issue 28's figures: the public availability call (GET /api/booking/{subdomain}/availability, the
// most days one call may ask: PUBLIC_AVAILABILITY_DAYS, 14) for an owner with 500 future jobs — p50/p95
// and SQL statements per call — and twenty visitors
// posting the same arrival window at once (how many 201, how many 409).
// Run: npx tsx bench/availability.ts
//   PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL / DATABASE_URL)=postgresql://… — the bench
//   creates a scratch database on that server and drops it; without one it runs on PGlite.
//   BENCH_RUNS=200 (default) calls; target p95 ≤ 50 ms on PostgreSQL.
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { PUBLIC_AVAILABILITY_DAYS } from '../common/availability.js';
import { createApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { countedDatabase, percentile } from './setup.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const JOBS = 500;
/** The days the 500 jobs are spread over (16 or 17 a day, as issue 28 measured). */
const SEED_DAYS = 31;
/** The most days one public call may ask (31 when issue 28 measured; the API now refuses more than 14). */
const DAYS = PUBLIC_AVAILABILITY_DAYS;
const VISITORS = 20;
const DAY_MS = 86_400_000;

// Every statement the app sends, counted: the availability call must not grow with the jobs (no N+1).
const { external, prisma, sql, stop } = await countedDatabase();
const config = loadConfig({
  NODE_ENV: 'production',
  APP_URL: 'http://localhost',
  SESSION_SECRET: 'bench-secret-that-is-at-least-32-characters',
  DATA_DIR: path.join(os.tmpdir(), 'lp-bench'),
  SERVE_CLIENT: 'false',
  LOG_LEVEL: 'silent',
  // Twenty visitors from one address: the hourly booking throttle is not what this bench measures.
  BOOKING_REQUESTS_PER_IP: '1000',
  // Likewise the per-minute limit of availability calls (the calls below all come from one address).
  AVAILABILITY_REQUESTS_PER_IP: '100000',
});
const app = await createApp({ config, prisma, log: pino({ level: 'silent' }) });

async function call(method: string, route: string, body?: unknown, cookie?: string) {
  const res = await app.fetch(
    new Request(`http://localhost${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, cookie: res.headers.getSetCookie()[0]?.split(';')[0] };
}

// The owner: Chicago, instant booking, open 6:00–22:00 every day, no notice, a 90-day horizon.
const signUp = await call('POST', '/api/register', { firstName: 'Bench', lastName: 'Owner', email: `bench-avail-${Date.now()}@example.com`, password: 'password123' });
const cookie = signUp.cookie as string;
const ownerId = signUp.body.id as string;
const business = await call('POST', '/api/onboarding/business', { businessName: 'Bench Detail', city: 'Chicago', state: 'IL', zipCode: '60601' }, cookie);
if (business.status !== 201) throw new Error(`onboarding: ${JSON.stringify(business.body)}`);
const subdomain = business.body.subdomain as string;
await call('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] }, cookie);
const open = [{ start: '06:00', end: '22:00' }];
const rules = await call(
  'PUT',
  '/api/availability',
  {
    bookingMode: 'instant',
    minNoticeHours: 0,
    horizonDays: 90,
    weeklyHours: { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: open },
  },
  cookie,
);
if (rules.status !== 200) throw new Error(`availability: ${JSON.stringify(rules.body)}`);
const service = await prisma.service.findFirstOrThrow({ where: { business: { ownerId } } });

// 500 future jobs over 31 days (the call asks the first DAYS of them): 16 or 17 a day, 45 minutes each, one every 70 minutes
// from 5:00 UTC, at downtown Chicago ZIPs at most 5 minutes' drive apart, so the jobs fit one another
// as placement.ts requires (the 15-minute buffer and the drive before each) and every gap still costs
// a drive estimate. The free windows left are the evenings.
const first = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
const last = new Date(Date.parse(first) + (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
const customer = await prisma.customer.create({ data: { ownerId, firstName: 'Cy', lastName: 'Client', phone: '3125550100', phoneDigits: '3125550100' } });
const zips = ['60601', '60602', '60603', '60604', '60605', '60606', '60610', '60611'];
const perDay = Math.ceil(JOBS / SEED_DAYS);
await prisma.serviceRecord.createMany({
  data: Array.from({ length: JOBS }, (_, k) => {
    const start = new Date(Date.parse(`${first}T05:00:00Z`) + Math.floor(k / perDay) * DAY_MS + (k % perDay) * 70 * 60_000);
    const end = new Date(start.getTime() + 45 * 60_000);
    return {
      customerId: customer.id,
      serviceDate: start,
      status: 'scheduled' as const,
      durationMinutes: 45,
      zipCode: zips[k % zips.length],
      // The range placement.ts gives a job: the buffer and the drive before it, to its end.
      busyFrom: new Date(start.getTime() - 20 * 60_000),
      busyUntil: end,
    };
  }),
});
const inRange = await prisma.serviceRecord.count({ where: { ownerId, serviceDate: { gte: new Date(`${first}T00:00:00Z`) } } });

const route = `/api/booking/${subdomain}/availability?serviceId=${service.id}&from=${first}&to=${last}&zip=60614`;
const check = await call('GET', route);
if (check.status !== 200 || check.body.days.length !== DAYS) throw new Error(`availability call: ${check.status} ${JSON.stringify(check.body).slice(0, 200)}`);
const windows = check.body.days.reduce((n: number, d: { windows: unknown[] }) => n + d.windows.length, 0);
sql.count = 0;
await call('GET', route);
const statements = sql.count;

for (let i = 0; i < 5; i++) await call('GET', route); // warm-up
const samples: number[] = [];
const cpu0 = process.cpuUsage();
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const r = await call('GET', route);
  samples.push(performance.now() - t0);
  if (r.status !== 200) throw new Error(`availability call ${i}: ${r.status}`);
}
const cpu = process.cpuUsage(cpu0);
const cpuPerCall = (cpu.user + cpu.system) / 1000 / RUNS;
samples.sort((a, b) => a - b);
const p50 = percentile(samples, 50);
const p95 = percentile(samples, 95);

// Twenty visitors, one window, at once.
const target = check.body.days.find((d: { windows: unknown[] }) => d.windows.length > 0)?.windows[0] as { start: string; label: string };
const answers = await Promise.all(
  Array.from({ length: VISITORS }, (_, k) =>
    call('POST', `/api/booking/${subdomain}/bookings`, {
      serviceId: service.id,
      start: target.start,
      name: `Visitor ${k}`,
      phone: `(312) 555-01${String(k).padStart(2, '0')}`,
      vehicleMake: 'Subaru',
      vehicleModel: 'Outback',
      address: '12 Elm St, Chicago IL',
      zip: '60614',
    }),
  ),
);
const count = (status: number) => answers.filter((a) => a.status === status).length;
const refusals = [...new Set(answers.filter((a) => a.status === 409).map((a) => a.body?.error))];
const others = answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => `${a.status} ${JSON.stringify(a.body)}`);

console.log(`availability benchmark on ${external ? 'PostgreSQL' : 'PGlite (in memory)'}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`  owner: ${JOBS} future jobs (${inRange} in ${first}..${last}), open 6:00–22:00 America/Chicago`);
console.log(`  GET /api/booking/{subdomain}/availability, ${DAYS} days, ${windows} free windows: ${RUNS} calls`);
console.log(`    p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target p95 ≤ 50 ms), ${statements} SQL statements per call, node CPU ${cpuPerCall.toFixed(2)} ms per call${external ? '' : ' (PGlite included)'}`);
console.log(`  ${VISITORS} visitors posting ${target.start} (${target.label}) at once: ${count(201)} × 201, ${count(409)} × 409 (${refusals.join(' / ')})${others.length ? `, others: ${others.join('; ')}` : ''}`);
console.log(`  scheduled jobs at that start after the race: ${await prisma.serviceRecord.count({ where: { ownerId, serviceDate: new Date(target.start) } })}`);

await app.close();
await stop();
