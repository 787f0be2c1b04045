// The `customer-message` worker: when a message falls due it checks it again (still scheduled, its job
// not cancelled or gone, the template still on, the address or the consent still there, the number not
// opted out), renders it again from the current template and job, claims it (scheduled -> sent, one
// conditional update: a retried or duplicate job finds nothing to claim) and sends it: email through
// the outbox (its SMTP retries, the business name as sender name, the owner's email as Reply-To), sms
// through the provider. A manual text is never sent here: it waits in the owner's To-text list.
import { appBase } from '../../kernel/urls.js';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Prisma } from '../../db/client.js';
import { compose, type Mailer } from '../../integrations/mail.js';
import type { JobQueue } from '../../integrations/queue.js';
import type { SmsProvider } from '../../integrations/sms.js';
import { invoiceValues, invoiceVerdict, isInvoiceKind } from './messages.invoices.js';
import { foreignLinks, type LinkRules, platformSmsTemplate } from './sms.links.js';
import { REBOOK_CRON, REBOOK_QUEUE, planRebookNudges } from './messages.rebook.js';
import {
  e164,
  knownManageLink,
  MESSAGE_QUEUE,
  type MessageDeps,
  messageJob,
  messageValues,
  policyOf,
  renderFor,
  templateOf,
} from './messages.schedule.js';
import type { MessageWorker } from '../../kernel/ports.js';
import type { OwnerEvents } from '../../kernel/owner-events.js';
import { noticeMessageSent } from './messages.noticed.js';

export const REASONS = {
  jobGone: 'The job was deleted',
  jobCancelled: 'The job was cancelled',
  jobNotScheduled: 'The job is no longer scheduled',
  jobNotCompleted: 'The job is no longer marked completed',
  bookedAgain: 'The customer has booked again',
  turnedOff: 'This message is turned off in Settings → Messages',
  noBusiness: 'The business is not set up',
  noEmail: 'No email address',
  noConsent: 'No consent to texts',
  optedOut: 'The number replied STOP: no texts to it',
  badPhone: 'The phone number cannot receive texts',
  foreignLink: "It links to a page other than your booking page or review link, so it does not go from the app's number: send it from your phone",
  dailyCap: "Today's texts from the app's number are used up: send this one from your phone",
} as const;

const DAY_MS = 86_400_000;

type Row = NonNullable<Awaited<ReturnType<typeof load>>>;
const load = (prisma: Prisma, id: string) =>
  prisma.customerMessage.findUnique({ where: { id }, include: { customer: true, appointment: true, invoice: { include: { lines: true } }, owner: { select: { email: true, paymentVerified: true } } } });

/** Why the message must not go now (cancelled or skipped, with the reason), or null to send it. */
async function verdictOf(prisma: Prisma, row: Row, now: Date): Promise<{ status: 'cancelled' | 'skipped'; error: string } | null> {
  const job = row.appointment;
  if (isInvoiceKind(row.kind)) {
    const verdict = invoiceVerdict(row.kind, row.invoice);
    if (verdict) return verdict;
  } else if (row.kind === 'rebook') {
    const booked = await prisma.serviceRecord.count({ where: { customerId: row.customerId, status: 'scheduled', serviceDate: { gte: now } } });
    if (booked) return { status: 'cancelled', error: REASONS.bookedAgain };
  } else {
    if (!job) return { status: 'cancelled', error: REASONS.jobGone };
    if (job.status === 'cancelled') return { status: 'cancelled', error: REASONS.jobCancelled };
    if (row.kind === 'thank_you' && job.status !== 'completed') return { status: 'cancelled', error: REASONS.jobNotCompleted };
    if (row.kind !== 'thank_you' && job.status !== 'scheduled') return { status: 'cancelled', error: REASONS.jobNotScheduled };
  }
  if (!(await templateOf(prisma, row.ownerId, row.kind)).enabled) return { status: 'cancelled', error: REASONS.turnedOff };
  if (row.channel === 'email' && !row.customer.email) return { status: 'skipped', error: REASONS.noEmail };
  if (row.channel !== 'email') {
    if (!row.customer.smsConsentAt) return { status: 'skipped', error: REASONS.noConsent };
    const phone = e164(row.customer.phone);
    if (!phone) return { status: 'skipped', error: REASONS.badPhone };
    if (await prisma.smsOptOut.findUnique({ where: { phone } })) return { status: 'skipped', error: REASONS.optedOut };
  }
  return null;
}

export function createMessageSender(opts: {
  config: Config;
  prisma: Prisma;
  log: Logger;
  queue: JobQueue;
  mailer: Mailer;
  sms: SmsProvider | null;
  /** The owner's actions (#59): a message that leaves is the owner's message.sent (and a review asked for). */
  ownerEvents: OwnerEvents;
}): MessageWorker {
  const { config, prisma, log, queue, mailer, sms, ownerEvents } = opts;
  const base = appBase({ config });
  const deps: MessageDeps = { queue, smsConfigured: Boolean(sms), base, wake: () => queue.wake(MESSAGE_QUEUE) };

  /** The message as it reads now: the current template and job (an "on my way" keeps its ETA as written). */
  async function rendered(row: Row) {
    const business = await prisma.business.findUnique({ where: { ownerId: row.ownerId } });
    // The review link is the owner's choice of address: it goes from the platform's number once they pay.
    const links: LinkRules = { base, subdomain: business?.subdomain ?? null, reviewLink: row.owner.paymentVerified ? (business?.reviewLink ?? null) : null };
    if (!business || row.kind === 'on_my_way') return { text: { subject: row.subject, body: row.body }, businessName: business?.businessName ?? null, links };
    const template = await templateOf(prisma, row.ownerId, row.kind);
    const manageLink = row.appointment ? await knownManageLink(prisma, row.appointment) : null;
    const invoice = row.invoice ? invoiceValues(row.invoice, base) : {};
    const values = messageValues({ business, customer: row.customer, job: row.appointment, base, extra: { manageLink, ...invoice } });
    const written = row.channel === 'sms' ? platformSmsTemplate(template, values, { paid: row.owner.paymentVerified, rules: links }) : template;
    return { text: renderFor(written, row.channel, values, policyOf(business, row.appointment), row.movedFrom), businessName: business.businessName, links };
  }

  /** Claims a due message still scheduled for this attempt, with what it says now. */
  const claim = (tx: Pick<Prisma, 'customerMessage'>, row: Row, text: { subject: string | null; body: string }, to: string, now: Date) =>
    tx.customerMessage.updateMany({ where: { id: row.id, status: 'scheduled' }, data: { status: 'sent', sentAt: now, error: null, to, ...text } });

  /** The job of message `id` (idempotent: what is not scheduled any more is left alone). Throws only when the database fails. */
  async function deliver(id: string, now = new Date()) {
    const row = await load(prisma, id);
    if (row?.status !== 'scheduled' || row.channel === 'manual_sms') return;
    if (row.dueAt > now) {
      await messageJob(queue, id, row.dueAt);
      return;
    }
    const verdict = await verdictOf(prisma, row, now);
    if (verdict) {
      await prisma.customerMessage.updateMany({ where: { id, status: 'scheduled' }, data: verdict });
      return;
    }
    const { businessName, text, links } = await rendered(row);
    if (row.channel === 'email') {
      const to = row.to || (row.customer.email as string);
      await prisma.$transaction(async (tx) => {
        if (!(await claim(tx, row, text, to, now)).count) return;
        const { text: plain, html } = compose(text.body.split(/\n{2,}/));
        const outbox = await mailer.enqueue(tx, {
          kind: `customer-${row.kind}`,
          to,
          subject: text.subject ?? '',
          text: plain,
          html,
          replyTo: row.owner.email,
          fromName: businessName,
        });
        await tx.customerMessage.update({ where: { id }, data: { providerId: `email:${outbox.id}` } });
        await noticeMessageSent(tx, ownerEvents, { ...row, body: text.body }, now);
      });
      mailer.wake();
      return;
    }
    const to = e164(row.customer.phone) as string;
    /** The owner texts it from their own phone: it waits in their To-text list, with why when there is a reason. */
    const byHand = (error: string | null) =>
      prisma.customerMessage.updateMany({ where: { id, status: 'scheduled' }, data: { channel: 'manual_sms', to, body: text.body, error } });
    // The provider was removed since it was planned.
    if (!sms) return void (await byHand(null));
    // A link the business's name or a customer's field brought in: the platform's number carries none.
    if (foreignLinks(text.body, links).length) return void (await byHand(REASONS.foreignLink));
    // Claimed before the provider is called (a crash between the two loses the text rather than sending
    // it twice), under the owner's daily cap of texts from the platform's number (counted under a lock).
    const claimed = await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`sms-cap:${row.ownerId}`}))`;
      const sentToday = await tx.customerMessage.count({ where: { ownerId: row.ownerId, channel: 'sms', sentAt: { gt: new Date(now.getTime() - DAY_MS) } } });
      if (sentToday >= config.SMS_PER_OWNER_PER_DAY) {
        await tx.customerMessage.updateMany({ where: { id, status: 'scheduled' }, data: { channel: 'manual_sms', to, body: text.body, error: REASONS.dailyCap } });
        return false;
      }
      return (await claim(tx, row, { subject: null, body: text.body }, to, now)).count > 0;
    });
    if (!claimed) return;
    try {
      const sent = await sms.send({ to, body: text.body, statusCallback: `${base}/webhooks/sms/status` });
      await prisma.$transaction(async (tx) => {
        await tx.customerMessage.update({ where: { id }, data: { providerId: sent.providerId } });
        await noticeMessageSent(tx, ownerEvents, { ...row, body: text.body }, now);
      });
    } catch (err) {
      const error = (err as Error).message.slice(0, 500) || 'The SMS provider refused the message';
      log.warn({ err: error, message: id }, 'text message not sent');
      await prisma.customerMessage.update({ where: { id }, data: { status: 'failed', sentAt: null, error } });
    }
  }

  return {
    deps,
    /** Creates the queues, starts this process's worker and the nudge's daily schedule. */
    async start() {
      await queue.createQueue(MESSAGE_QUEUE, { policy: 'short' });
      await queue.createQueue(REBOOK_QUEUE, { policy: 'short', retryLimit: 0 });
      await queue.work<{ id: string }>(MESSAGE_QUEUE, ({ id }) => deliver(id));
      await queue.work(REBOOK_QUEUE, async () => {
        const planned = await planRebookNudges(prisma, deps);
        if (planned) log.info({ planned }, 'rebooking nudges planned');
      });
      await queue.schedule(REBOOK_QUEUE, REBOOK_CRON);
    },
    /** Runs the job of message `id` here and now (what the worker runs). */
    deliver,
    /** Plans the due rebooking nudges here and now (what the daily job runs). */
    rebook: (now?: Date) => planRebookNudges(prisma, deps, now),
  };
}
