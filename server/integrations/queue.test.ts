// The outbox on the job queue: a failed send is retried on its schedule by the message's own job, a
// message due while no server ran is sent when one starts, and two server processes on one PostgreSQL
// database send each due message exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, serverUrl, type TestDatabase } from '../test/database.js';
import { type TestApp, startTestApp, startTwoProcesses } from '../test/harness.js';
import { freePort } from '../test/ports.js';
import { startSmtp } from '../test/smtp.js';
import { EMAIL_QUEUE, type Email, RETRY_DELAYS_MS } from './mail.js';

const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const email = (to: string, subject = 'Hello'): Email => ({ kind: 'test', to, subject, text: 'x', html: '<p>x</p>' });
const FAST = { QUEUE_POLLING_SECONDS: '0.5' };

/** Writes a queued message (and its job) in one transaction, as a request does, and wakes the sender. */
async function enqueue(t: TestApp, message: Email, at?: Date) {
  const { id } = await t.prisma.$transaction((tx) => t.app.services.mailer.enqueue(tx, message, { at }));
  t.app.services.mailer.wake();
  return id;
}

const queuedJobs = (t: TestApp, id: string) => t.app.services.queue.boss.findJobs(EMAIL_QUEUE, { key: id, queued: true });

describe('the retry schedule', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on the port: every attempt fails with ECONNREFUSED.
    t = await startTestApp({ ...FAST, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => t?.close());

  it('a failing message is tried again after 1 min, 5 min, 30 min and 2 h, each time by the job written with the failure, then given up', async () => {
    const row = (id: string) => t.prisma.emailOutbox.findUniqueOrThrow({ where: { id } });
    let before = Date.now();
    const id = await enqueue(t, email('retry@example.com'));
    for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length + 1; attempt++) {
      // The queue's worker runs the job; the failure is recorded with the next attempt's time.
      await until(`attempt ${attempt}`, async () => (await row(id)).error !== null);
      const after = Date.now();
      const failed = await row(id);
      expect(failed).toMatchObject({ attempts: attempt, sentAt: null, error: expect.stringContaining('ECONNREFUSED') });
      const jobs = await queuedJobs(t, id);
      const delay = RETRY_DELAYS_MS[attempt - 1];
      if (delay === undefined) {
        // Given up: nothing due, no job left.
        expect(failed.nextAttemptAt).toBeNull();
        expect(jobs).toEqual([]);
        break;
      }
      const next = failed.nextAttemptAt?.getTime() ?? 0;
      expect(next).toBeGreaterThanOrEqual(before + delay);
      expect(next).toBeLessThanOrEqual(after + delay);
      // One job waits for it, due exactly then.
      expect(jobs.map((j) => j.startAfter.getTime())).toEqual([next]);

      // The time comes (without waiting for it): the message and its job are due now.
      before = Date.now();
      await t.prisma.emailOutbox.update({ where: { id }, data: { nextAttemptAt: new Date(), error: null } });
      await t.app.services.queue.boss.update(EMAIL_QUEUE, undefined, { id: jobs[0].id, startAfter: new Date() });
      t.app.services.mailer.wake();
    }
  });
});

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

  it('a message that fell due while no server ran is sent once when one starts', async () => {
    const env = { ...FAST, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    const first = await startTestApp(env, { database: db });
    const dueAt = new Date(Date.now() + 3_000);
    let id: string;
    try {
      id = await enqueue(first, email('restart@example.com'), dueAt);
    } finally {
      await first.close();
    }
    // Down past its time: nothing sent.
    await sleep(dueAt.getTime() - Date.now() + 500);
    expect(smtp.received).toEqual([]);

    const second = await startTestApp(env, { database: db });
    try {
      await until('the email', () => smtp.received.some((m) => m.to === 'restart@example.com'));
      await until('the outbox to mark it sent', async () => (await second.prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).sentAt !== null);
      expect(await second.prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ attempts: 1, error: null, nextAttemptAt: null });
      await sleep(1_000);
      expect(smtp.received.filter((m) => m.to === 'restart@example.com')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

// The embedded database is one PostgreSQL session served to the one server process that embeds it:
// two processes cannot share it, so this runs on a PostgreSQL server only (CI sets TEST_DATABASE_URL).
describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database (TEST_DATABASE_URL; not on the embedded database, which one process owns)', () => {
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

  it('each due message is sent exactly once, whichever process fetches it', async () => {
    const count = 40;
    // Written by both processes, all due at one moment, so both workers compete for them.
    const dueAt = new Date(Date.now() + 2_000);
    const ids = await Promise.all(
      Array.from({ length: count }, (_, i) => enqueue(i % 2 ? a : b, email(`pair-${i}@example.com`), dueAt)),
    );
    await sleep(dueAt.getTime() - Date.now());
    // Both sweeps at once too: a message already holding a job gets no second one.
    await Promise.all([a.app.services.mailer.sweep(), b.app.services.mailer.sweep()]);
    const all = () => [...smtpA.received, ...smtpB.received].filter((m) => m.to.startsWith('pair-'));
    await until('every message', () => all().length >= count, 30_000);
    await sleep(1_500);

    const sent = all().map((m) => m.to).sort();
    expect(sent).toEqual(Array.from({ length: count }, (_, i) => `pair-${i}@example.com`).sort());
    const rows = await a.prisma.emailOutbox.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.attempts === 1 && r.sentAt !== null && r.error === null)).toBe(true);
    // Both processes did send: the exactly-once above is not one process doing all the work.
    expect(smtpA.received.length).toBeGreaterThan(0);
    expect(smtpB.received.length).toBeGreaterThan(0);
  });
});
