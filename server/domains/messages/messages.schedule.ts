// Plans the owner's customer messages: one CustomerMessage row per channel, and for email and sms its
// job on the `customer-message` queue, written in the caller's transaction (so the messages exist
// exactly when the booking, move, completion or cancellation that causes them does). Moving a job
// cancels its unsent messages and plans them again; cancelling or deleting it cancels them.
import crypto from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  type MessageKind,
  type MessageTemplateText,
  type MessageValues,
  renderMessage,
} from '../../../common/messages.js';
import type { Prisma } from '../../db/client.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import type { JobQueue } from '../../integrations/queue.js';
import { cancellationPolicy } from '../../../common/deposits.js';
import { appBase } from '../../kernel/urls.js';
import { windowLabel } from '../../kernel/time.js';
import { businessZone } from '../../kernel/zips.js';
import { platformSmsTemplate } from './sms.links.js';
import type { MessagePlanning } from '../../kernel/ports.js';

export const MESSAGE_QUEUE = 'customer-message';
export const NO_CHANNEL = 'No email address and no consent to texts';
const MINUTE = 60_000;

type Tx = PrismaNS.TransactionClient;
export type Db = Tx | Prisma;
type Channel = 'email' | 'sms' | 'manual_sms';

/** What planning needs besides the database. */
/** What planning a message needs: server/kernel/ports.ts. */
export type MessageDeps = MessagePlanning;

export const messageDeps = (ctx: Pick<Context, 'queue' | 'sms' | 'afterResponse' | 'config' | 'request'>): MessageDeps => ({
  queue: ctx.queue,
  smsConfigured: Boolean(ctx.sms),
  base: appBase(ctx),
  wake: () => ctx.afterResponse(() => ctx.queue.wake(MESSAGE_QUEUE)),
});

/** A phone in E.164: +1 and 10 digits for a US number, or as typed with its + and 8–15 digits; else null. */
export function e164(phone: string) {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+') && digits.length >= 8 && digits.length <= 15) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** The owner's template of a kind (their row, else the default). */
export async function templateOf(db: Db, ownerId: string, kind: MessageKind): Promise<MessageTemplateText> {
  const row = await db.messageTemplate.findUnique({ where: { ownerId_kind: { ownerId, kind } } });
  if (!row) return DEFAULT_MESSAGE_TEMPLATES[kind];
  return { kind, enabled: row.enabled, emailSubject: row.emailSubject, emailBody: row.emailBody, smsBody: row.smsBody, offsetMinutes: row.offsetMinutes ?? DEFAULT_MESSAGE_TEMPLATES[kind].offsetMinutes };
}

type Business = { businessName: string; subdomain: string; timeZone: string | null; zipCode: string; reviewLink: string | null; freeCancellationHours?: number };
type Customer = { id: string; ownerId: string; firstName: string; email: string | null; phone: string; address: string | null; smsConsentAt: Date | null };
type Job = {
  id: string;
  serviceDate: Date;
  arrivalEnd: Date | null;
  serviceName: string | null;
  address: string | null;
  manageTokenHash: string | null;
  depositPaidAt?: Date | null;
  depositRefundedAt?: Date | null;
};

/** The cancellation policy a job's confirmation states (#30): a job with a deposit paid and held has one. */
export const policyOf = (business: Business, job: Job | null | undefined) =>
  job?.depositPaidAt && !job.depositRefundedAt && business.freeCancellationHours !== undefined ? cancellationPolicy(business.freeCancellationHours) : null;


/** The values of a message's {variables}; {date} and {window} in the business's zone. */
export function messageValues(p: { business: Business; customer: Customer; job?: Job | null; base: string; extra?: MessageValues }): MessageValues {
  const { business, customer, job } = p;
  const zone = businessZone(business);
  const zoned = (d: Date) => Temporal.Instant.fromEpochMilliseconds(d.getTime()).toZonedDateTimeISO(zone);
  const start = job ? zoned(job.serviceDate) : null;
  return {
    customerFirstName: customer.firstName,
    businessName: business.businessName,
    serviceName: job?.serviceName ?? 'detail',
    // Intl on the instant: a PlainDate's toLocaleString with calendar iso8601 reads " 26, Thursday" on Node 20's ICU.
    date: job ? job.serviceDate.toLocaleString('en-US', { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric' }) : '',
    window: start && job ? windowLabel(start, zoned(job.arrivalEnd ?? job.serviceDate)) : '',
    address: job?.address ?? customer.address ?? '',
    reviewLink: business.reviewLink ?? '',
    bookingLink: `${p.base}/booking/${business.subdomain}`,
    ...p.extra,
  };
}

/**
 * The subject and body of a message on a channel; a confirmation with a manage link carries it even when
 * the template does not, and an emailed confirmation the cancellation policy when the job has a deposit.
 */
export function renderFor(template: MessageTemplateText, channel: Channel | 'none', values: MessageValues, policy: string | null = null, movedFrom: string | null = null) {
  const email = channel === 'email' || channel === 'none';
  let body = renderMessage(email ? template.emailBody : template.smsBody, values);
  // A moved job's confirmation says so first, with the old time and the new.
  const moved = template.kind === 'confirmation' && movedFrom;
  if (moved) {
    const to = [values.date, values.window && `arriving ${values.window}`].filter(Boolean).join(', ');
    // A text says only where it moved from: its own words give the new time (and the business once).
    body = email ? `Your booking was moved from ${movedFrom} to ${to}.\n\n${body}` : `Moved from ${movedFrom}. ${body}`;
  }
  const link = values.manageLink;
  const usesLink = (email ? template.emailBody : template.smsBody).includes('{manageLink}');
  if (template.kind === 'confirmation' && link && !usesLink) {
    body += email ? `\n\nSee, move or cancel your booking: ${link}\nKeep this link private: anyone with it can change your booking.` : ` Manage your booking: ${link}`;
  }
  if (template.kind === 'confirmation' && email && policy) body += `\n\nCancellation policy: ${policy}`;
  // An emailed invoice lists what it is for, whether or not the owner's own wording places it: before
  // the paragraph with the pay link, else at the end.
  if (template.kind === 'invoice' && email && values.invoiceItems && !template.emailBody.includes('{invoiceItems}')) {
    const paragraphs = body.split('\n\n');
    const at = values.payLink ? paragraphs.findIndex((p) => p.includes(values.payLink as string)) : -1;
    paragraphs.splice(at === -1 ? paragraphs.length : at, 0, values.invoiceItems);
    body = paragraphs.join('\n\n');
  }
  // A variable with nothing to say (an invoice without lines) leaves no gap.
  if (email) body = body.replace(/\n{3,}/g, '\n\n');
  const subject = email ? renderMessage(template.emailSubject, values) : null;
  return { subject: subject && moved ? `Moved: ${subject}` : subject, body };
}

const LINK = /https?:\/\/\S+?\/b\/([A-Za-z0-9_-]{32,64})/g;
const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * The job's manage link, when an earlier message of it carried one: only the token's hash is stored
 * with the job, so a link found in a message body counts only when its token hashes to the job's.
 */
export async function knownManageLink(db: Db, job: Pick<Job, 'id' | 'manageTokenHash'>) {
  if (!job.manageTokenHash) return null;
  const rows = await db.customerMessage.findMany({
    where: { appointmentId: job.id, kind: 'confirmation', body: { contains: '/b/' } },
    orderBy: { createdAt: 'desc' },
    take: 3,
    select: { body: true },
  });
  for (const { body } of rows) for (const m of body.matchAll(LINK)) if (sha256(m[1]) === job.manageTokenHash) return m[0];
  return null;
}

/** Where a message to this customer goes: email if they have one; a text with consent and not opted out. */
export async function channelsOf(db: Db, customer: Customer, smsConfigured: boolean, emailTo?: string | null) {
  const out: { channel: Channel; to: string }[] = [];
  const email = emailTo ?? customer.email;
  if (email) out.push({ channel: 'email', to: email });
  const phone = e164(customer.phone);
  if (customer.smsConsentAt && phone && !(await db.smsOptOut.findUnique({ where: { phone } }))) {
    out.push({ channel: smsConfigured ? 'sms' : 'manual_sms', to: phone });
  }
  return out;
}

/** The job a worker sends message `id` with, due at `dueAt` (at most one waits per message). */
export const messageJob = (queue: JobQueue, id: string, dueAt: Date, tx?: Tx) =>
  queue.send(MESSAGE_QUEUE, { id }, { singletonKey: id, ...(dueAt.getTime() > Date.now() ? { startAfter: dueAt } : {}) }, tx);

export interface Plan {
  kind: MessageKind;
  customer: Customer;
  business: Business;
  job?: Job | null;
  dueAt: Date;
  extra?: MessageValues;
  /** The address the booking gave now, when not the customer's. */
  emailTo?: string | null;
  /** "rebook:{customerId}:{date}": the rows get "{key}:{channel}". */
  dedupeKey?: string;
  /** The invoice an invoice message is about. */
  invoiceId?: string | null;
  /** Only these of the customer's channels ('sms' is a text either way, through the provider or by hand). */
  only?: ('email' | 'sms')[];
  /** A confirmation of a job that moved: when it was ("Tuesday, December 8, arriving 9:00–10:00 AM"). */
  movedFrom?: string | null;
}

/** Writes a message's rows (and the jobs of email and sms) in transaction `db`; a disabled template plans nothing. */
export async function planMessage(db: Tx, deps: MessageDeps, p: Plan) {
  const template = await templateOf(db, p.customer.ownerId, p.kind);
  if (!template.enabled) return [];
  const values = messageValues({ business: p.business, customer: p.customer, job: p.job, base: deps.base, extra: p.extra });
  const policy = policyOf(p.business, p.job);
  const all = await channelsOf(db, p.customer, deps.smsConfigured, p.emailTo);
  const platform = all.some((c) => c.channel === 'sms') ? await platformSmsRules(db, p.customer.ownerId, p.business, deps.base) : null;
  const channels = p.only ? all.filter((c) => p.only?.includes(c.channel === 'email' ? 'email' : 'sms')) : all;
  const common = { ownerId: p.customer.ownerId, customerId: p.customer.id, appointmentId: p.job?.id ?? null, invoiceId: p.invoiceId ?? null, kind: p.kind, dueAt: p.dueAt };
  if (!channels.length) {
    const { body } = renderFor(template, 'none', values, policy, p.movedFrom);
    const row = await db.customerMessage.create({
      data: { ...common, channel: 'email', status: 'skipped', to: '', body, error: NO_CHANNEL, dedupeKey: p.dedupeKey ? `${p.dedupeKey}:none` : null, movedFrom: p.movedFrom ?? null },
    });
    return [row];
  }
  const rows = [];
  for (const { channel, to } of channels) {
    const { subject, body } = renderFor(channel === 'sms' && platform ? platformSmsTemplate(template, values, platform) : template, channel, values, policy, p.movedFrom);
    const row = await db.customerMessage.create({
      data: { ...common, channel, to, subject, body, dedupeKey: p.dedupeKey ? `${p.dedupeKey}:${channel}` : null, movedFrom: p.movedFrom ?? null },
    });
    // A manual text has no job: when due it is in the owner's To-text list until they mark it sent.
    if (channel !== 'manual_sms') await messageJob(deps.queue, row.id, p.dueAt, db);
    rows.push(row);
  }
  deps.wake();
  return rows;
}

/** What a text from the platform's number of this owner may say (sms.links.ts): whether they pay, and the links allowed. */
export async function platformSmsRules(db: Db, ownerId: string, business: Pick<Business, 'subdomain' | 'reviewLink'>, base: string) {
  const owner = await db.user.findUnique({ where: { id: ownerId }, select: { paymentVerified: true } });
  const paid = !!owner?.paymentVerified;
  // The review link is the owner's choice of address: it goes from the number once they pay.
  return { paid, rules: { base, subdomain: business.subdomain, reviewLink: paid ? business.reviewLink : null } };
}

/** Cancels the messages still to go of a job, or of several in one statement (all of them, or those of `kinds`). */
export async function cancelJobMessages(db: Db, jobs: string | readonly string[], kinds?: MessageKind[]) {
  const { count } = await db.customerMessage.updateMany({
    where: { appointmentId: typeof jobs === 'string' ? jobs : { in: [...jobs] }, status: 'scheduled', ...(kinds ? { kind: { in: kinds } } : {}) },
    data: { status: 'cancelled' },
  });
  return count;
}

/** The job with its customer and business, for planning; null when the owner has no business yet. */
export async function jobContext(db: Db, appointmentId: string) {
  const job = await db.serviceRecord.findUnique({ where: { id: appointmentId }, include: { customer: true } });
  if (!job) return null;
  const business = await db.business.findUnique({ where: { ownerId: job.customer.ownerId } });
  return business ? { job, customer: job.customer, business } : null;
}

/**
 * A job was booked or moved: its unsent messages are cancelled, then the confirmation goes now and the
 * reminder offsetMinutes before the job (none when that time has passed: a job booked inside the lead
 * time gets no late reminder). `manageLink`: the visitor's link, known only when its token is made.
 */
export async function planJobScheduled(
  db: Tx,
  deps: MessageDeps,
  appointmentId: string,
  opts: { manageLink?: string; emailTo?: string | null; now?: Date; movedFrom?: Pick<Job, 'serviceDate' | 'arrivalEnd'> | null } = {},
) {
  const now = opts.now ?? new Date();
  await cancelJobMessages(db, appointmentId);
  const c = await jobContext(db, appointmentId);
  if (c?.job.status !== 'scheduled' || c.job.serviceDate <= now) return [];
  const manageLink = opts.manageLink ?? (await knownManageLink(db, c.job));
  const base = { customer: c.customer, business: c.business, job: c.job, emailTo: opts.emailTo, extra: { manageLink } };
  const was = opts.movedFrom ? messageValues({ business: c.business, customer: c.customer, job: { ...c.job, ...opts.movedFrom }, base: deps.base }) : null;
  const movedFrom = was ? [was.date, was.window && `arriving ${was.window}`].filter(Boolean).join(', ') : null;
  const rows = await planMessage(db, deps, { ...base, kind: 'confirmation', dueAt: now, movedFrom });
  const reminder = await templateOf(db, c.customer.ownerId, 'reminder');
  const remindAt = new Date(c.job.serviceDate.getTime() - (reminder.offsetMinutes ?? 0) * MINUTE);
  if (remindAt > now) rows.push(...(await planMessage(db, deps, { ...base, kind: 'reminder', dueAt: remindAt })));
  return rows;
}

/**
 * The job was marked completed at `completedAt`: what was still to go before it is cancelled, and the
 * thank-you planned offsetMinutes after it, never before the job's own time (one marked done early).
 */
export async function planJobCompleted(db: Tx, deps: MessageDeps, appointmentId: string, completedAt: Date) {
  await cancelJobMessages(db, appointmentId);
  const c = await jobContext(db, appointmentId);
  if (c?.job.status !== 'completed') return [];
  const template = await templateOf(db, c.customer.ownerId, 'thank_you');
  const from = Math.max(completedAt.getTime(), c.job.serviceDate.getTime());
  const dueAt = new Date(from + (template.offsetMinutes ?? 0) * MINUTE);
  return planMessage(db, deps, { kind: 'thank_you', customer: c.customer, business: c.business, job: c.job, dueAt });
}

/** "On my way" to the job, due now. */
export async function planOnMyWay(db: Tx, deps: MessageDeps, appointmentId: string, etaMinutes: number) {
  await cancelJobMessages(db, appointmentId, ['on_my_way']);
  const c = await jobContext(db, appointmentId);
  if (!c) return [];
  return planMessage(db, deps, { kind: 'on_my_way', customer: c.customer, business: c.business, job: c.job, dueAt: new Date(), extra: { etaMinutes: String(etaMinutes) } });
}
