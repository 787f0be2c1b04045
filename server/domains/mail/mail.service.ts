// Outgoing email. Every message is recorded in the outbox; sending through SMTP comes with SMTP_URL.
import type { Context } from '../../graphql/context.js';

export interface Email {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Builds text and HTML parts from paragraphs; the owner's data is escaped in the HTML. */
export function compose(paragraphs: string[]) {
  return {
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}

/** Queues the email; returns whether it was sent now (false: kept in the outbox). */
export async function sendEmail(ctx: Pick<Context, 'prisma'>, email: Email) {
  await ctx.prisma.emailOutbox.create({ data: email });
  return { sent: false };
}
