// The email outbox: a reply's email is written with the reply (and its job on the queue) and sent
// after the reply is answered, so a slow or unreachable mail server never holds the admin's request;
// a failed send is retried with backoff, by one process at a time, until it gives up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../test/harness.js';
import { freePort } from '../test/ports.js';
import { startSmtp } from '../test/smtp.js';
import { EMAIL_QUEUE, RETRY_DELAYS_MS } from './mail.js';

const until = async (what: string, ok: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

async function reply(t: TestApp, subject: string) {
  const owner = await t.owner();
  const admin = await t.admin();
  const ticket = await owner.rest('POST', '/api/support/ticket', { category: 'General Question', subject, message: 'Hi' });
  const res = await admin.rest('POST', `/api/admin/tickets/${ticket.body.id}/reply`, { message: 'We are on it.' });
  expect(res.status).toBe(201);
  return { owner, row: () => t.prisma.emailOutbox.findFirstOrThrow({ where: { to: owner.user.email, kind: 'support-reply' } }) };
}

describe('a slow mail server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ held: true });
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    smtp.release();
    await t?.close();
    await smtp?.close();
  });

  it('the reply is answered while the mail server has not yet greeted; the email follows', async () => {
    const { owner, row } = await reply(t, 'Slow');
    // Answered, with the email written but not sent: the server was not even past its greeting.
    expect(await row()).toMatchObject({ sentAt: null, error: null });
    expect(smtp.received).toEqual([]);
    await until('the send to reach the mail server', () => smtp.connections() > 0);
    smtp.release();
    const isReply = (m: { to: string; raw: string }) => m.to === owner.user.email && /^Subject: Re: Slow$/m.test(m.raw);
    await until('the email', () => smtp.received.some(isReply));
    await until('the outbox to mark it sent', async () => (await row()).sentAt !== null);
    expect(await row()).toMatchObject({ attempts: 1, nextAttemptAt: null, error: null });
    expect(smtp.received.filter(isReply)).toHaveLength(1);
  });
});

describe('a mail server that is down', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => t?.close());

  it('the reply succeeds; the failure is recorded and the email is sent by its retry job once the server is up', async () => {
    const { owner, row } = await reply(t, 'Down');
    await until('the failed attempt', async () => (await row()).error !== null);
    const failed = await row();
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, error: expect.stringContaining('ECONNREFUSED') });
    // Due again after the first retry delay, not before, with the job that will send it then.
    expect(failed.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + RETRY_DELAYS_MS[0] / 2);
    const { boss } = t.app.services.queue;
    const waiting = await boss.findJobs(EMAIL_QUEUE, { key: failed.id, queued: true });
    expect(waiting.map((j) => j.startAfter.getTime())).toEqual([failed.nextAttemptAt?.getTime()]);
    // Neither the sweep nor an early run of the job sends it before it is due.
    expect(await t.app.services.mailer.sweep()).toBe(0);
    await t.app.services.mailer.deliver(failed.id);
    expect((await row()).attempts).toBe(1);

    const smtp = await startSmtp({ port });
    try {
      // The retry's time comes: the job runs (here, its code is run at once rather than in a minute).
      await t.prisma.emailOutbox.update({ where: { id: failed.id }, data: { nextAttemptAt: new Date() } });
      await t.app.services.mailer.deliver(failed.id);
      // Only the due message: the welcome emails that failed too wait for their own retry.
      expect(smtp.received.map((m) => `${m.to} ${/^Subject: (.*)$/m.exec(m.raw)?.[1]}`)).toEqual([`${owner.user.email} Re: Down`]);
      expect(await row()).toMatchObject({ attempts: 2, error: null, nextAttemptAt: null, sentAt: expect.any(Date) });
      // Sent once: a message already sent is not sent again, by its job or the sweep.
      const sent = smtp.received.length;
      await t.app.services.mailer.deliver(failed.id);
      await t.app.services.mailer.sweep();
      expect(smtp.received).toHaveLength(sent);
    } finally {
      await smtp.close();
    }
  });

  it('after the last retry it gives up, keeping the message and its error, with no job left', async () => {
    const { row } = await reply(t, 'Gone');
    await until('the failed attempt', async () => (await row()).error !== null);
    const { id } = await row();
    await t.prisma.emailOutbox.update({ where: { id }, data: { attempts: RETRY_DELAYS_MS.length, nextAttemptAt: new Date() } });
    await t.app.services.mailer.deliver(id);
    expect(await row()).toMatchObject({ attempts: RETRY_DELAYS_MS.length + 1, nextAttemptAt: null, sentAt: null, error: expect.stringContaining('ECONNREFUSED') });
    // The job of the first retry still waits; when it runs it finds nothing due and adds no other.
    await t.app.services.mailer.deliver(id);
    const jobs = await t.app.services.queue.boss.findJobs(EMAIL_QUEUE, { key: id, queued: true });
    expect(jobs).toHaveLength(1);
    expect(await row()).toMatchObject({ attempts: RETRY_DELAYS_MS.length + 1, nextAttemptAt: null });
  });
});

describe('one sender per message', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('two deliveries of one queued message at once send it once', async () => {
    const { mailer } = t.app.services;
    const { id } = await t.prisma.$transaction((tx) => mailer.enqueue(tx, { kind: 'test', to: 'once@example.com', subject: 'Once', text: 'x', html: '<p>x</p>' }));
    await Promise.all([mailer.deliver(id), mailer.deliver(id), mailer.sweep()]);
    // The message's own job runs too (and finds it sent). A job may be left for when the lease of a
    // delivery still sending would end, which then finds it sent as well.
    const due = async () => (await t.app.services.queue.boss.findJobs(EMAIL_QUEUE, { key: id, queued: true })).filter((j) => j.startAfter.getTime() <= Date.now());
    t.app.services.mailer.wake();
    await until('the due jobs to run', async () => (await due()).length === 0);
    expect(smtp.received.filter((m) => m.to === 'once@example.com')).toHaveLength(1);
    expect(await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ attempts: 1, sentAt: expect.any(Date) });
  });
});
