// What the program notices when a customer message leaves (#59): the owner's `message.sent`, and, for a
// thank-you that carries the owner's review link, the job's review asked for (reviewRequestedAt, the
// first time) and `review.requested`. Called in the transaction that marks the message sent: the
// worker's send (messages.send.ts) and the owner's "Sent" on a To-text message (messages.actions.ts).
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import type { OwnerEvents } from '../../kernel/owner-events.js';

type Tx = PrismaNS.TransactionClient;

export interface LeftMessage {
  ownerId: string;
  kind: string;
  appointmentId: string | null;
  body: string;
}

export async function noticeMessageSent(tx: Tx, ownerEvents: OwnerEvents, m: LeftMessage, now: Date) {
  await ownerEvents.emit(tx, { type: 'message.sent', ownerId: m.ownerId, at: now });
  if (m.kind !== 'thank_you' || !m.appointmentId) return;
  const business = await tx.business.findUnique({ where: { ownerId: m.ownerId }, select: { reviewLink: true } });
  const reviewLink = business?.reviewLink?.trim();
  if (!reviewLink || !m.body.includes(reviewLink)) return;
  await tx.serviceRecord.updateMany({ where: { id: m.appointmentId, ownerId: m.ownerId, reviewRequestedAt: null }, data: { reviewRequestedAt: now } });
  await ownerEvents.emit(tx, { type: 'review.requested', ownerId: m.ownerId, jobId: m.appointmentId, at: now });
}
