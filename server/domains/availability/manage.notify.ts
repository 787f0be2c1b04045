// What follows a visitor's instant booking, move or cancellation: the private manage link's token,
// the visitor's messages and the owner's email recorded within the same transaction, and the live
// event for the owner's schedule (published after the answer).
import crypto from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import type { AppointmentEvent } from '../../graphql/pubsub.js';
import { compose, queueEmail } from '../../integrations/mail.js';
import { appBase } from '../../kernel/urls.js';
import { businessZone } from '../../kernel/zips.js';
import { windowLabel } from '../../kernel/time.js';

/**
 * A manage token: 32 random bytes, base64url (43 characters), never derived from the row. Only its
 * SHA-256 is stored (ServiceRecord.manageTokenHash, unique): the token has 256 bits of entropy, so an
 * unsalted hash cannot be reversed, lookups stay one indexed equality, and a copy of the database
 * (a backup, an admin's query, a log of rows) opens no booking.
 */
export function newManageToken() {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: manageTokenHash(token) };
}
export const manageTokenHash = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');
/** base64url of 24 (links sent before the hash) to 48 bytes; anything else is not looked up. */
export const MANAGE_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

export const manageUrlOf = (ctx: Pick<Context, 'config' | 'request'>, token: string) => `${appBase(ctx)}/b/${token}`;

/** "Tuesday, December 1, 9:00–11:00 AM" in the business's zone. */
export function whenLabel(start: Date, arrivalEnd: Date | null, timeZone: string) {
  const s = Temporal.Instant.fromEpochMilliseconds(start.getTime()).toZonedDateTimeISO(timeZone);
  const e = Temporal.Instant.fromEpochMilliseconds((arrivalEnd ?? start).getTime()).toZonedDateTimeISO(timeZone);
  // Intl, not Temporal's toLocaleString: the polyfill's PlainDate formats as " 1, Tuesday" (no month).
  const date = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(start);
  return `${date}, ${windowLabel(s, e)}`;
}

type Tx = PrismaNS.TransactionClient;
type Kind = Exclude<AppointmentEvent['kind'], 'deposit'>;

const OWNER_SUBJECT: Record<Kind, (name: string, when: string) => string> = {
  booked: (n, w) => `New booking: ${n}, ${w}`,
  moved: (n, w) => `${n} moved their booking to ${w}`,
  cancelled: (n, w) => `${n} cancelled their booking of ${w}`,
};

/** What notifyBooking and the job writes use of a request's context (the deposit webhook passes its own). */
export type NotifyContext = Pick<Context, 'mailer' | 'afterResponse' | 'queue' | 'sms' | 'config' | 'request' | 'jobEvents' | 'payments' | 'log'>;

/**
 * The emails of a visitor's booking, move or cancellation, written through `tx` (so only if it commits):
 * a cancellation's email to the visitor when an address is known (the one given now, else the
 * customer's), and the owner's email, with the schedule's address. The visitor's confirmation of a
 * booking or a move is the customer message the job's event plans (server/domains/jobs/booked.ts).
 */
export async function notifyBooking(
  ctx: NotifyContext,
  tx: Tx,
  e: { recordId: string; kind: Kind; visitorEmail?: string | null },
) {
  const r = await tx.serviceRecord.findUniqueOrThrow({ where: { id: e.recordId }, include: { customer: true } });
  const owner = r.ownerId
    ? await tx.user.findUnique({ where: { id: r.ownerId }, select: { email: true, firstName: true, business: true } })
    : null;
  const business = owner?.business;
  if (!owner || !business) return;
  const zone = businessZone(business);
  const when = whenLabel(r.serviceDate, r.arrivalEnd, zone);
  const name = `${r.customer.firstName} ${r.customer.lastName === '-' ? '' : r.customer.lastName}`.trim();
  const service = r.serviceName ?? 'Detailing';
  const mail = { prisma: tx, mailer: ctx.mailer, afterResponse: ctx.afterResponse };
  // The visitor's confirmation (a booking, a move) is the owner's customer message (the job's event,
  // server/domains/jobs/booked.ts); a cancellation is answered here.
  const to = e.visitorEmail ?? r.customer.email;
  if (to && e.kind === 'cancelled') {
    const { text, html } = compose([
      `Hi ${r.customer.firstName},`,
      `Your ${service} with ${business.businessName} on ${when} is cancelled.`,
      `To book again, visit ${appBase(ctx)}/booking/${business.subdomain}`,
      `— ${business.businessName}, through Detailer's Launchpad`,
    ]);
    await queueEmail(mail, { kind: 'booking-cancelled', to, subject: `Your booking with ${business.businessName} is cancelled`, text, html });
  }
  const { text, html } = compose([
    `Hi ${owner.firstName},`,
    e.kind === 'booked'
      ? `${name} booked ${service} on your page for ${when}.`
      : e.kind === 'moved'
        ? `${name} moved their ${service} to ${when}.`
        : `${name} cancelled their ${service} of ${when}; the time is free again.`,
    [`Phone: ${r.customer.phone}`, ...(r.address ? [`Where: ${r.address}`] : [])].join('\n'),
    `Your schedule: ${appBase(ctx)}/schedule`,
  ]);
  await queueEmail(mail, { kind: `booking-${e.kind}-owner`, to: owner.email, subject: OWNER_SUBJECT[e.kind](name, when), text, html });
}

/** The owner's schedule hears of it once the visitor has their answer (server/after-response.ts). */
export function publishAppointment(ctx: Context, event: AppointmentEvent) {
  ctx.afterResponse(() => ctx.pubsub.publish('appointment', event.ownerId, event));
}
