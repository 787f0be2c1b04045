// Outgoing email: every message is recorded in the outbox; with SMTP_URL it is also sent through
// nodemailer and marked sent. A failed send is recorded on the message, never thrown at the user.
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
}

/** Builds text and HTML parts from paragraphs; everything (owners' data included) is escaped in the HTML. */
export function compose(paragraphs: string[]) {
  return {
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}

export type Mailer = ReturnType<typeof createMailer>;

export function createMailer(opts: { config: Config; prisma: Prisma; log: Logger }) {
  const { config, prisma, log } = opts;
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    configured: !!transport,
    /** Records the email and sends it when SMTP is configured; says what became of it and which outbox row it is. */
    async send(email: Email): Promise<{ sent: boolean; outcome: DeliveryOutcome; error?: string; messageId: string }> {
      const row = await prisma.emailOutbox.create({ data: email });
      const messageId = row.id;
      if (!transport) return { sent: false, outcome: 'queued', messageId };
      try {
        await transport.sendMail({ from: config.MAIL_FROM, to: email.to, subject: email.subject, text: email.text, html: email.html });
        await prisma.emailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date() } });
        return { sent: true, outcome: 'sent', messageId };
      } catch (err) {
        const error = (err as Error).message.slice(0, 500);
        log.warn({ err: error, to: email.to }, 'email not sent');
        await prisma.emailOutbox.update({ where: { id: row.id }, data: { error } });
        return { sent: false, outcome: 'failed', error, messageId };
      }
    },
    close: () => transport?.close(),
  };
}

/** Sends through the app's mailer. */
export const sendEmail = (ctx: { mailer: Mailer }, email: Email) => ctx.mailer.send(email);
