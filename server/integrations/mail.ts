// Outgoing email: every message is recorded in the outbox; with SMTP_URL it is also sent through
// nodemailer and marked sent. A failed send is recorded on the message, never thrown at the user.
// send() sends within the caller's request (for callers that report the outcome); a queued message
// is sent after the caller's response and retried with backoff until RETRY_DELAYS_MS runs out.
import nodemailer from 'nodemailer';
import type { DeliveryOutcome } from '../../common/payment.js';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Prisma } from '../db/client.js';
import { escapeHtml } from '../html.js';

export interface Email {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go, when not to MAIL_FROM (a decline message: the owner). */
  replyTo?: string | null;
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
/** How often the outbox is swept for queued messages that are due (retries, and any left by a stop). */
const SWEEP_MS = 30_000;

export function createMailer(opts: { config: Config; prisma: Prisma; log: Logger }) {
  const { config, prisma, log } = opts;
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;

  /** One attempt at a message this process has claimed; a queued one that fails is due again later. */
  async function attempt(row: Email & { id: string; attempts: number }, retry: boolean) {
    if (!transport) throw new Error('no SMTP transport');
    try {
      await transport.sendMail({
        from: config.MAIL_FROM,
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
      await prisma.emailOutbox.update({
        where: { id: row.id },
        data: { error, nextAttemptAt: wait === undefined ? null : new Date(Date.now() + wait) },
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

  /** Sends a queued message if it is due; failures are recorded on it and retried later, never thrown. */
  async function deliver(id: string) {
    if (!transport) return;
    try {
      const row = await claim(id);
      if (row) await attempt(row, true);
    } catch (err) {
      log.error({ err, id }, 'email delivery failed; the outbox keeps it for the next sweep');
    }
  }

  let sweeping: Promise<void> | null = null;
  /** Sends every queued message that is due, oldest first. */
  function deliverDue() {
    sweeping ??= (async () => {
      try {
        const due = await prisma.emailOutbox.findMany({
          where: { sentAt: null, nextAttemptAt: { lte: new Date() } },
          orderBy: { nextAttemptAt: 'asc' },
          select: { id: true },
          take: 50,
        });
        for (const { id } of due) await deliver(id);
      } catch (err) {
        log.error({ err }, 'outbox sweep failed');
      } finally {
        sweeping = null;
      }
    })();
    return sweeping;
  }
  const sweep = transport ? setInterval(() => void deliverDue(), SWEEP_MS) : null;
  sweep?.unref();

  return {
    configured: !!transport,
    /** Records the email and sends it when SMTP is configured; says what became of it and which outbox row it is. */
    async send(email: Email): Promise<{ sent: boolean; outcome: DeliveryOutcome; error?: string; messageId: string }> {
      const row = await prisma.emailOutbox.create({ data: { ...email, attempts: transport ? 1 : 0 } });
      const messageId = row.id;
      if (!transport) return { sent: false, outcome: 'queued', messageId };
      const result = await attempt(row, false);
      return result.sent ? { sent: true, outcome: 'sent', messageId } : { sent: false, outcome: 'failed', error: result.error, messageId };
    },
    /**
     * The outbox row of an email to send later (with SMTP, due at once), for a caller to write in its
     * own transaction and then hand to deliver() after its response: the caller never waits for SMTP,
     * and a message whose sending fails, or is cut short by a stop, is retried by the sweep.
     */
    queued: (email: Email) => ({ ...email, nextAttemptAt: transport ? new Date() : null }),
    deliver,
    deliverDue,
    close: () => {
      if (sweep) clearInterval(sweep);
      transport?.close();
    },
  };
}

/** Sends through the app's mailer within the request (for callers that report the outcome). */
export const sendEmail = (ctx: { mailer: Mailer }, email: Email) => ctx.mailer.send(email);

/**
 * Records the email now and sends it after the caller's response: the request never waits for SMTP,
 * and a failed send is retried (Mailer.queued). `prisma` may be a transaction's client: the message
 * is then recorded (and so sent) only if the transaction commits.
 */
export async function queueEmail(ctx: { prisma: Pick<Prisma, 'emailOutbox'>; mailer: Mailer; afterResponse: (fn: () => unknown) => void }, email: Email) {
  const row = await ctx.prisma.emailOutbox.create({ data: ctx.mailer.queued(email), select: { id: true } });
  ctx.afterResponse(() => ctx.mailer.deliver(row.id));
}
