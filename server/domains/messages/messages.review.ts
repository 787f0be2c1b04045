// "Ask for a review" (#59): the owner asks the customer of a completed job for a review, and the job's
// thank-you (the message that carries the owner's review link) goes now. The job's writer records the
// request and announces it (job.review_requested, server/domains/jobs/jobs.service.ts); this plans the
// message in that transaction, or refuses, and then nothing changes.
import { ConflictError } from '../../graphql/errors.js';
import { channelsOf, type Db, jobContext, type MessageDeps, planMessage, templateOf } from './messages.schedule.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';

type Tx = PrismaNS.TransactionClient;

export const REVIEW_LINK_MISSING = 'Add your review link in Settings → Messages first.';
export const REVIEW_THANK_YOU_OFF = 'The thank-you message is turned off in Settings → Messages. Turn it on to ask for a review.';
export const REVIEW_NO_CHANNEL = 'This customer has no email address and no consent to texts. Ask them for a review in person.';
/** Why a thank-you planned for later no longer goes: the one sent now replaces it. */
export const REVIEW_REPLACED = 'Sent now instead ("Ask for a review")';

/** A thank-you of the job that already left with the review link in it (the customer has it: not again). */
export const sentWithLink = (db: Db, appointmentId: string, reviewLink: string) =>
  db.customerMessage.findFirst({
    where: { appointmentId, kind: 'thank_you', status: { in: ['sent', 'delivered'] }, body: { contains: reviewLink } },
    select: { id: true },
  });

/**
 * The job's thank-you, due `now`, on the customer's channels: one still planned (for later, or a text
 * waiting in the To-text list) is replaced by it, so the customer gets one; one already sent with the
 * review link is not repeated (nothing planned). Refuses without a review link, with the thank-you
 * turned off, or with no way to reach the customer.
 */
export async function planReviewRequest(db: Tx, deps: MessageDeps, appointmentId: string, now: Date) {
  const c = await jobContext(db, appointmentId);
  const reviewLink = c?.business.reviewLink?.trim();
  if (!c || !reviewLink) throw new ConflictError(REVIEW_LINK_MISSING);
  if (!(await templateOf(db, c.customer.ownerId, 'thank_you')).enabled) throw new ConflictError(REVIEW_THANK_YOU_OFF);
  // The planned ones are locked first: a worker sending one right now commits before the check below
  // reads it, so a thank-you that just left is not sent twice (a second tap, the worker at the same time).
  await db.$queryRaw`SELECT "id" FROM "CustomerMessage" WHERE "appointmentId" = ${appointmentId} AND "kind" = 'thank_you' AND "status" = 'scheduled' FOR UPDATE`;
  if (await sentWithLink(db, appointmentId, reviewLink)) return [];
  if (!(await channelsOf(db, c.customer, deps.smsConfigured)).length) throw new ConflictError(REVIEW_NO_CHANNEL);
  // A queued message cannot be brought forward (one job per message waits on the queue): the planned
  // rows are cancelled and the thank-you planned again, due now.
  await db.customerMessage.updateMany({
    where: { appointmentId, kind: 'thank_you', status: 'scheduled' },
    data: { status: 'cancelled', error: REVIEW_REPLACED },
  });
  return planMessage(db, deps, { kind: 'thank_you', customer: c.customer, business: c.business, job: c.job, dueAt: now });
}
