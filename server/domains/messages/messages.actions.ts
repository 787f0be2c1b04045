// The owner's hand on single messages: a manual text marked sent, a scheduled message cancelled. Each
// is one conditional update, so a message the queue sends meanwhile is never marked twice.
import type { MessageStatus } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError } from '../../graphql/errors.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';
import { noticeMessageSent } from './messages.noticed.js';

export const MESSAGE_NOT_FOUND = 'Message not found';
export const ONLY_MANUAL_TEXTS = 'Only a text you send from your own phone can be marked sent';

const ALREADY: Record<MessageStatus, string> = {
  scheduled: 'This message is still scheduled',
  sent: 'This message was already sent',
  delivered: 'This message was already delivered',
  failed: 'This message already failed',
  skipped: 'This message was skipped',
  cancelled: 'This message was cancelled',
};

async function ownMessage(ctx: Context, ownerId: string, id: string) {
  const message = await ctx.prisma.customerMessage.findFirst({ where: { id, ownerId }, select: { channel: true, status: true } });
  if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return message;
}

/** A due manual text the owner sent from their phone: scheduled → sent, sentAt now. */
export async function markMessageSent(ctx: Context, id: string) {
  const owner = writer(ctx);
  const now = new Date();
  const count = await ctx.prisma.$transaction(async (tx) => {
    const marked = await tx.customerMessage.updateMany({
      where: { id, ownerId: owner.id, channel: 'manual_sms', status: 'scheduled' },
      data: { status: 'sent', sentAt: now, error: null },
    });
    if (marked.count) await noticeMessageSent(tx, ctx.ownerEvents, await tx.customerMessage.findUniqueOrThrow({ where: { id } }), now);
    return marked.count;
  });
  if (!count) {
    const message = await ownMessage(ctx, owner.id, id);
    throw new ConflictError(message.channel !== 'manual_sms' ? ONLY_MANUAL_TEXTS : ALREADY[message.status]);
  }
  return ctx.prisma.customerMessage.findUniqueOrThrow({ where: { id } });
}

/** A message still due is not sent: scheduled → cancelled (the sender re-checks the status). */
export async function cancelMessage(ctx: Context, id: string) {
  const owner = writer(ctx);
  const { count } = await ctx.prisma.customerMessage.updateMany({
    where: { id, ownerId: owner.id, status: 'scheduled' },
    data: { status: 'cancelled' },
  });
  if (!count) {
    const message = await ownMessage(ctx, owner.id, id);
    throw new ConflictError(`${ALREADY[message.status]}; only a scheduled message can be cancelled`);
  }
  return ctx.prisma.customerMessage.findUniqueOrThrow({ where: { id } });
}
