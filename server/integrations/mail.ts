// Outgoing email: every message is recorded in the outbox; with SMTP_URL it is also sent through
// nodemailer and marked sent. A failed send is recorded on the message, never thrown at the user.
// send() sends within the caller's request (for callers that report the outcome). A queued message is
// written with a job on the job queue (server/integrations/queue.ts) in the caller's transaction; the
// job sends it once, and a failed send writes the next attempt's job, due after RETRY_DELAYS_MS, until
// they run out. Every minute a sweep job gives a job to any message that is due and has none waiting
// (messages written before the queue, or whose job was lost), so nothing due is left behind.
import nodemailer from 'nodemailer';
import type { DeliveryOutcome } from '../../common/payment.js';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Prisma } from '../db/client.js';
import type { Prisma as PrismaNS } from '../db/generated/prisma/client.js';
import { escapeHtml } from '../html.js';
import type { JobQueue } from './queue.js';

export interface Email {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go, when not to MAIL_FROM (a decline message: the owner). */
  replyTo?: string | null;
  /** The sender's display name, with MAIL_FROM's address (an owner's customer message: the business name). */
  fromName?: string | null;
  /**
   * The owner the email concerns (the admin's outbox and the owner's page list it there); when absent,
   * the user whose email is `to`, if any (withOwner). null: no owner.
   */
  userId?: string | null;
  /** The outbox entry this one resends (the admin's Resend), or none. */
  resendOfId?: string | null;
}

/** The address of `to` ("Name <a@b.c>" or a@b.c), as accounts store it (lower case). */
const addressOf = (to: string) => (/<([^>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase();

/**
 * The email with its owner linked (#57): an explicit `userId` is kept, else the user whose email is
 * `to` (one lookup), else none. Every email written to the outbox goes through here.
 */
export async function withOwner(db: Pick<PrismaNS.TransactionClient, 'user'>, email: Email): Promise<Email & { userId: string | null }> {
  if (email.userId !== undefined) return { ...email, userId: email.userId };
  const user = await db.user.findUnique({ where: { email: addressOf(email.to) }, select: { id: true } });
  return { ...email, userId: user?.id ?? null };
}

/** MAIL_FROM, or its address under another display name. */
export function senderOf(mailFrom: string, fromName?: string | null) {
  if (!fromName) return mailFrom;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: fromName, address };
}

/** Builds text and HTML parts from paragraphs; everything (owners' data included) is escaped in the HTML. */
export function compose(paragraphs: string[]) {
  return {
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}

export type Mailer = ReturnType<typeof createMailer>;

/** How long a claimed message is left to the process sending it before another may try. */
const LEASE_MS = 5 * 60_000;
/** Waits after the 1st, 2nd, … failed attempt of a queued message; after the last it gives up. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];
/** The queue whose jobs send one outbox message each ({ id }), and the one of the sweep (see above). */
export const EMAIL_QUEUE = 'email';
export const EMAIL_SWEEP_QUEUE = 'email-sweep';
const SWEEP_CRON = '* * * * *';
/** Messages the sweep gives jobs to at a time (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

type Tx = PrismaNS.TransactionClient;

export function createMailer(opts: { config: Config; prisma: Prisma; log: Logger; queue: JobQueue }) {
  const { config, prisma, log, queue } = opts;
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;

  /** The job that sends message `id` when it is due (at most one waits per message: the queue is 'short'). */
  const sendJob = (id: string, at: Date, tx?: Tx) =>
    queue.send(EMAIL_QUEUE, { id }, { singletonKey: id, ...(at.getTime() > Date.now() ? { startAfter: at } : {}) }, tx);

  /** One attempt at a message this process has claimed; a queued one that fails is due again later, with its job. */
  async function attempt(row: Email & { id: string; attempts: number }, retry: boolean) {
    if (!transport) throw new Error('no SMTP transport');
    try {
      await transport.sendMail({
        from: senderOf(config.MAIL_FROM, row.fromName),
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      });
      await prisma.emailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date(), error: null, nextAttemptAt: null } });
      return { sent: true as const };
    } catch (err) {
      const error = (err as Error).message.slice(0, 500);
      const wait = retry ? RETRY_DELAYS_MS[row.attempts - 1] : undefined;
      if (wait === undefined) log[retry ? 'error' : 'warn']({ err: error, to: row.to, attempts: row.attempts }, 'email not sent');
      else log.warn({ err: error, to: row.to, attempts: row.attempts, retryInMs: wait }, 'email not sent; will retry');
      const next = wait === undefined ? null : new Date(Date.now() + wait);
      await prisma.$transaction(async (tx) => {
        await tx.emailOutbox.update({ where: { id: row.id }, data: { error, nextAttemptAt: next } });
        if (next) await sendJob(row.id, next, tx);
        // A customer message handed to the outbox (server/domains/messages) shows that it never went out.
        else if (retry) await tx.customerMessage.updateMany({ where: { providerId: `email:${row.id}`, status: 'sent' }, data: { status: 'failed', error } });
      });
      return { sent: false as const, error };
    }
  }

  /** Claims a queued message that is due (no other process holds it), for one attempt. */
  async function claim(id: string) {
    const now = new Date();
    const claimed = await prisma.emailOutbox.updateMany({
      where: { id, sentAt: null, nextAttemptAt: { lte: now } },
      data: { nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: { increment: 1 } },
    });
    return claimed.count ? prisma.emailOutbox.findUnique({ where: { id } }) : null;
  }

  /**
   * The email job: sends message `id` if it is due and nobody holds it; a failure is recorded on it and
   * retried by a later job. A message not due yet (claimed by a process that may have stopped, or
   * moved later) gets a job for when it is, so a stop in the middle of a send is retried after the lease.
   * Throws only when the database fails (the queue then retries the job).
   */
  async function runJob(id: string) {
    if (!transport) return;
    const row = await claim(id);
    if (row) {
      await attempt(row, true);
      return;
    }
    const waiting = await prisma.emailOutbox.findUnique({ where: { id }, select: { sentAt: true, nextAttemptAt: true } });
    if (waiting && !waiting.sentAt && waiting.nextAttemptAt) await sendJob(id, waiting.nextAttemptAt);
  }

  /** Gives a job to every message that is due (those whose job waits already are left as they are). */
  async function sweep() {
    if (!transport) return 0;
    const due = await prisma.emailOutbox.findMany({
      where: { sentAt: null, nextAttemptAt: { lte: new Date() } },
      orderBy: { nextAttemptAt: 'asc' },
      select: { id: true, nextAttemptAt: true },
      take: SWEEP_BATCH,
    });
    let added = 0;
    for (const { id } of due) if (await sendJob(id, new Date())) added += 1;
    if (added) {
      log.info({ added }, 'outbox sweep: due messages without a job got one');
      queue.wake(EMAIL_QUEUE);
    }
    return added;
  }

  return {
    configured: !!transport,
    /** Creates the queues and, with SMTP, starts this process's email worker and the sweep's schedule. */
    async start() {
      await queue.createQueue(EMAIL_QUEUE, { policy: 'short' });
      await queue.createQueue(EMAIL_SWEEP_QUEUE, { policy: 'short', retryLimit: 0 });
      if (!transport) return;
      await queue.work<{ id: string }>(EMAIL_QUEUE, ({ id }) => runJob(id));
      await queue.work(EMAIL_SWEEP_QUEUE, async () => {
        await sweep();
      });
      await queue.schedule(EMAIL_SWEEP_QUEUE, SWEEP_CRON);
    },
    /** Records the email and sends it when SMTP is configured; says what became of it and which outbox row it is. */
    async send(email: Email): Promise<{ sent: boolean; outcome: DeliveryOutcome; error?: string; messageId: string }> {
      const row = await prisma.emailOutbox.create({ data: { ...(await withOwner(prisma, email)), attempts: transport ? 1 : 0 } });
      const messageId = row.id;
      if (!transport) return { sent: false, outcome: 'queued', messageId };
      const result = await attempt(row, false);
      return result.sent ? { sent: true, outcome: 'sent', messageId } : { sent: false, outcome: 'failed', error: result.error, messageId };
    },
    /**
     * Writes the email to the outbox within the caller's transaction `tx`, with SMTP also the job that
     * sends it at `at` (default now): the caller never waits for SMTP, and the message exists exactly
     * when the change that caused it does. Call wake() after the transaction commits.
     */
    async enqueue(tx: Tx, email: Email, options: { at?: Date } = {}) {
      const at = options.at ?? new Date();
      const row = await tx.emailOutbox.create({ data: { ...(await withOwner(tx, email)), nextAttemptAt: transport ? at : null }, select: { id: true } });
      if (transport) await sendJob(row.id, at, tx);
      return row;
    },
    /** Makes this process's email worker look for due jobs now (after a transaction that enqueued one). */
    wake: () => queue.wake(EMAIL_QUEUE),
    /** Runs the email job for message `id` here and now (what the queue's worker runs). */
    deliver: runJob,
    /** Runs the sweep here and now; returns how many messages got a job. */
    sweep,
    close: () => {
      transport?.close();
    },
  };
}

/** Sends through the app's mailer within the request (for callers that report the outcome). */
export const sendEmail = (ctx: { mailer: Mailer }, email: Email) => ctx.mailer.send(email);

/**
 * Records the email and its job now, in one transaction, and wakes the sender after the caller's
 * response: the request never waits for SMTP, and a failed send is retried (Mailer.enqueue).
 * `prisma` may be a transaction's client: the message and its job are then written in that
 * transaction (and so sent) only if it commits.
 */
export async function queueEmail(ctx: { prisma: Prisma | Tx; mailer: Mailer; afterResponse: (fn: () => unknown) => void }, email: Email) {
  const db = ctx.prisma;
  if ('$transaction' in db) await db.$transaction((tx) => ctx.mailer.enqueue(tx, email));
  else await ctx.mailer.enqueue(db, email);
  ctx.afterResponse(() => ctx.mailer.wake());
}
