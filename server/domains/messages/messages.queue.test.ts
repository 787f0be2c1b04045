// Customer messages on the job queue across processes and restarts: a reminder that fell due while no
// server ran is sent once when one starts, and two server processes on one PostgreSQL database send
// each due message exactly once.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, serverUrl, type TestDatabase } from '../../test/database.js';
import { type TestApp, startTestApp, startTwoProcesses } from '../../test/harness.js';
import { startSmtp } from '../../test/smtp.js';

const FAST = { QUEUE_POLLING_SECONDS: '0.5' };
const DAY = 86_400_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ok()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** An owner with a business and `n` customers (emails tag-i@…), each with a job whose reminder is due at `remindAt`. */
async function jobsRemindedAt(t: TestApp, tag: string, n: number, remindAt: Date, via: TestApp[] = [t]) {
  const o = await t.owner();
  expect((await o.rest('POST', '/api/onboarding/business', { businessName: `Queue ${tag}`, city: 'Olathe', state: 'KS', zipCode: '66062' })).status).toBe(201);
  const signedIn = via.map((app) => app.caller(o.cookie));
  const serviceDate = new Date(remindAt.getTime() + DAY).toISOString();
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const c = signedIn[i % signedIn.length];
      const customer = await c.rest('POST', '/api/customers', { firstName: `C${i}`, lastName: 'Queue', phone: `913-555-${String(1000 + i)}`, email: `${tag}-${i}@example.com` });
      expect(customer.status).toBe(201);
      const job = await c.rest('POST', '/api/appointments', { customerId: customer.body.id, serviceDate, status: 'scheduled', bookAnyway: true });
      expect(job.status).toBe(201);
    }),
  );
  return o;
}

describe('a restart', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let db: TestDatabase;
  beforeAll(async () => {
    smtp = await startSmtp();
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.drop();
  });

  it('a reminder that fell due while no server ran is sent once when one starts', async () => {
    const env = { ...FAST, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    const tag = `restart${crypto.randomBytes(3).toString('hex')}`;
    const first = await startTestApp(env, { database: db });
    const remindAt = new Date(Date.now() + 4_000);
    try {
      await jobsRemindedAt(first, tag, 1, remindAt);
      await until('the confirmation', () => smtp.received.some((m) => m.to === `${tag}-0@example.com`));
    } finally {
      await first.close();
    }
    await sleep(remindAt.getTime() - Date.now() + 500);
    const reminders = () => smtp.received.filter((m) => m.to === `${tag}-0@example.com` && m.raw.includes('Subject: Reminder'));
    expect(reminders()).toEqual([]);

    const second = await startTestApp(env, { database: db });
    try {
      await until('the reminder', () => reminders().length > 0);
      await sleep(1_500);
      expect(reminders()).toHaveLength(1);
      const row = await second.prisma.customerMessage.findFirstOrThrow({ where: { kind: 'reminder', to: `${tag}-0@example.com` } });
      expect(row).toMatchObject({ status: 'sent', error: null });
    } finally {
      await second.close();
    }
  });
});

// The embedded database is one session owned by one process: this runs on a PostgreSQL server only
// (TEST_DATABASE_URL), as the email queue's and the bookings' two-process tests do.
describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database (TEST_DATABASE_URL)', () => {
  let pair: Awaited<ReturnType<typeof startTwoProcesses>>;
  let smtpA: typeof pair.smtpA;
  let smtpB: typeof pair.smtpB;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    pair = await startTwoProcesses(FAST);
    ({ a, b, smtpA, smtpB } = pair);
  });
  afterAll(async () => {
    await pair?.close();
  });

  it('each due confirmation and reminder is sent exactly once, whichever process runs its job', async () => {
    const n = 30;
    const tag = `pair${crypto.randomBytes(3).toString('hex')}`;
    const remindAt = new Date(Date.now() + 6_000);
    // Planned through both processes, the reminders all due at one moment: both workers compete.
    await jobsRemindedAt(a, tag, n, remindAt, [a, b]);
    const mine = () => [...smtpA.received, ...smtpB.received].filter((m) => m.to.startsWith(`${tag}-`));
    await until('every confirmation and reminder', () => mine().length >= 2 * n);
    await sleep(2_000);
    const perAddress = new Map<string, number>();
    for (const m of mine()) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1);
    expect([...perAddress.values()]).toEqual(Array(n).fill(2));
    const reminders = mine().filter((m) => m.raw.includes('Subject: Reminder'));
    expect(reminders).toHaveLength(n);
    const rows = await a.prisma.customerMessage.findMany({ where: { to: { startsWith: `${tag}-` } } });
    expect(rows).toHaveLength(2 * n);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    // Both processes sent some: exactly once is not one process doing all the work.
    expect(smtpA.received.filter((m) => m.to.startsWith(`${tag}-`)).length).toBeGreaterThan(0);
    expect(smtpB.received.filter((m) => m.to.startsWith(`${tag}-`)).length).toBeGreaterThan(0);
  });
});
