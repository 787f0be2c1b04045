// Support tickets: owners write about their own tickets, admins answer all; events go out after commit
// and after the response.
import { CLOSED_TICKET, replySchema, RESPONSE_HOURS, type TICKET_STATUSES, ticketSchema } from '../../../common/support.js';
import type { Prisma } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError, parseInput, ValidationError } from '../../graphql/errors.js';
import type { TicketEventKind } from '../../graphql/pubsub.js';
import { compose, type Email } from '../../integrations/mail.js';
import { signedInUser } from '../../auth/authenticate.js';
import { recordAdminAction } from '../platform/audit.js';
import { notifyAddress } from './support.notify.js';

export const TICKET_NOT_FOUND = 'Ticket not found';
type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * A ticket's event goes out once the caller is answered (the fan-out to every stream does not hold
 * the request): to the admins' feed, and a message or status change to the ticket's and its owner's topics.
 */
function publish(ctx: Context, ticket: { id: string; ownerId: string }, kind: TicketEventKind) {
  const event = { ticketId: ticket.id, kind };
  ctx.afterResponse(() => {
    if (kind === 'message' || kind === 'status') {
      ctx.pubsub.publish('ticket', ticket.id, event);
      ctx.pubsub.publish('owner', ticket.ownerId, event);
    }
    ctx.pubsub.publish('adminTickets', event);
  });
}

/**
 * The ticket if the caller may see it: its owner, or an admin. findUnique (not findFirst) so that
 * Prisma batches the checks of many subscribers receiving one event into a single query.
 */
export async function visibleTicket(ctx: Context, id: string) {
  if (!ctx.user) return null;
  const ticket = await ctx.prisma.ticket.findUnique({ where: { id } });
  return ticket && (ctx.user.isAdmin || ticket.ownerId === ctx.user.id) ? ticket : null;
}

async function requireTicket(ctx: Context, id: string, scope: 'own' | 'any') {
  const ticket = await ctx.prisma.ticket.findFirst({ where: { id, ...(scope === 'own' ? { ownerId: signedInUser(ctx).id } : {}) } });
  if (!ticket) throw new NotFoundError(TICKET_NOT_FOUND);
  return ticket;
}

export async function createTicket(ctx: Context, input: unknown) {
  const data = parseInput(ticketSchema, input);
  const owner = signedInUser(ctx);
  const notify = await notifyAddress(ctx);
  const ticket = await ctx.prisma.$transaction(async (tx) => {
    const created = await tx.ticket.create({
      data: {
        ownerId: owner.id,
        category: data.category,
        subject: data.subject,
        // The owner waits for the support team from their first message.
        waitingSince: new Date(),
        messages: { create: { message: data.message, authorId: owner.id } },
      },
    });
    if (notify) await ctx.mailer.enqueue(tx, await operatorEmail(tx, ctx, notify, created, data.message, 'new'));
    return created;
  });
  publish(ctx, ticket, 'created');
  if (notify) ctx.afterResponse(() => ctx.mailer.wake());
  return ticket;
}

/**
 * The owner's reply: not on a closed ticket; it makes the ticket unread for the support team, starts
 * its wait (unless the owner already waits), and reopens a resolved ticket as in progress.
 */
export async function ownerReply(ctx: Context, ticketId: string, message: unknown) {
  const text = parseInput(replySchema, message);
  const ticket = await requireTicket(ctx, ticketId, 'own');
  if (ticket.status === 'closed') throw new ValidationError(CLOSED_TICKET);
  const notify = await notifyAddress(ctx);
  const updated = await ctx.prisma.$transaction(async (tx) => {
    await tx.ticketMessage.create({ data: { ticketId, message: text, authorId: signedInUser(ctx).id } });
    // waitingSince is kept when already set: the wait counts from the first unanswered message.
    const now = new Date();
    const changed = await tx.ticket.update({
      where: { id: ticketId },
      data: {
        unread: true,
        updatedAt: now,
        waitingSince: ticket.waitingSince ?? now,
        ...(ticket.status === 'resolved' ? { status: 'in_progress' as const } : {}),
      },
    });
    if (notify) await ctx.mailer.enqueue(tx, await operatorEmail(tx, ctx, notify, changed, text, 'reply'));
    return changed;
  });
  publish(ctx, ticket, 'message');
  if (notify) ctx.afterResponse(() => ctx.mailer.wake());
  return updated;
}

/** The operator's email of a new ticket or an owner's reply (to ADMIN_NOTIFY_EMAIL or the Support tab's address). */
async function operatorEmail(
  tx: Prisma.TransactionClient,
  ctx: Context,
  to: string,
  ticket: { id: string; subject: string; category: string; ownerId: string },
  message: string,
  kind: 'new' | 'reply',
): Promise<Email> {
  const owner = await tx.user.findUniqueOrThrow({
    where: { id: ticket.ownerId },
    select: { firstName: true, lastName: true, email: true, business: { select: { businessName: true } } },
  });
  const who = `${`${owner.firstName} ${owner.lastName}`.trim()} (${owner.business?.businessName ? `${owner.business.businessName}, ` : ''}${owner.email})`;
  const link = `${ctx.config.appUrl}/admin/support/${encodeURIComponent(ticket.id)}`;
  const { text, html } = compose([
    kind === 'new' ? `${who} opened a support ticket (${ticket.category}): "${ticket.subject}"` : `${who} replied on the ticket "${ticket.subject}":`,
    message,
    `Answer within ${RESPONSE_HOURS} hours: ${link}`,
  ]);
  const subject = kind === 'new' ? `New support ticket: ${ticket.subject}` : `Owner replied: ${ticket.subject}`;
  return { kind: 'support-notify', to, subject, text, html };
}

/**
 * The admin's reply: the message and the email to the ticket's owner are written in one transaction;
 * the live update and the sending of the email come after the response (the reply does not wait
 * for either, and an email whose sending fails stays in the outbox to be retried).
 */
export async function adminReply(ctx: Context, ticketId: string, message: unknown, chosenStatus?: TicketStatus | null) {
  const text = parseInput(replySchema, message);
  const ticket = await ctx.prisma.ticket.findUnique({ where: { id: ticketId }, include: { owner: { select: { firstName: true, email: true } } } });
  if (!ticket) throw new NotFoundError(TICKET_NOT_FOUND);
  const { owner } = ticket;
  const updated = await ctx.prisma.$transaction(async (tx) => {
    await tx.ticketMessage.create({ data: { ticketId, message: text, authorId: signedInUser(ctx).id, isAdminReply: true } });
    const status = statusAfterReply(ticket.status, chosenStatus);
    // The admin's answer ends the owner's wait.
    const changed = await tx.ticket.update({ where: { id: ticketId }, data: { updatedAt: new Date(), status, waitingSince: null } });
    if (chosenStatus && status !== ticket.status) await auditStatus(tx, ctx, ticket, status);
    if (owner) await ctx.mailer.enqueue(tx, replyEmail(owner, ticket.subject, text));
    return changed;
  });
  publish(ctx, ticket, 'message');
  if (owner) ctx.afterResponse(() => ctx.mailer.wake());
  return updated;
}

/** A reply to a new ticket means someone is on it, unless the admin chose the status themselves. */
const statusAfterReply = (current: TicketStatus, chosen?: TicketStatus | null): TicketStatus =>
  chosen ?? (current === 'new' ? 'in_progress' : current);

function replyEmail(owner: { firstName: string; email: string }, subject: string, reply: string): Email {
  const { text, html } = compose([
    `Hi ${owner.firstName},`,
    `Our support team replied to your ticket "${subject}":`,
    reply,
    `Open the Support Center from your dashboard to answer.`,
  ]);
  return { kind: 'support-reply', to: owner.email, subject: `Re: ${subject}`, text, html };
}

/** The audit entry of an admin's status change (ticket.status), in the change's transaction. */
async function auditStatus(tx: Prisma.TransactionClient, ctx: Context, ticket: { id: string; subject: string; status: TicketStatus }, to: TicketStatus) {
  const admin = signedInUser(ctx);
  await recordAdminAction(tx, admin, {
    action: 'ticket.status',
    subject: { type: 'ticket', id: ticket.id, label: ticket.subject },
    details: { from: ticket.status, to },
  });
}

/** An admin's status change, with its audit entry (none when the ticket already had that status). */
export async function setStatus(ctx: Context, ticketId: string, status: TicketStatus) {
  const ticket = await requireTicket(ctx, ticketId, 'any');
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const changed = await tx.ticket.update({ where: { id: ticketId }, data: { status } });
    if (status !== ticket.status) await auditStatus(tx, ctx, ticket, status);
    return changed;
  });
  publish(ctx, ticket, 'status');
  return updated;
}

export async function markRead(ctx: Context, ticketId: string) {
  const ticket = await requireTicket(ctx, ticketId, 'any');
  if (!ticket.unread) return ticket;
  // Reading is not activity: updatedAt (the ticket's last activity) keeps its value.
  const updated = await ctx.prisma.ticket.update({ where: { id: ticketId }, data: { unread: false, updatedAt: ticket.updatedAt } });
  publish(ctx, ticket, 'read');
  return updated;
}

/** Whether the ticket belongs to the caller (the owner's feed carries only their own tickets). */
export async function ownsTicket(ctx: Context, id: string) {
  if (!ctx.user) return false;
  return !!(await ctx.prisma.ticket.findFirst({ where: { id, ownerId: ctx.user.id }, select: { id: true } }));
}

export const unreadCount = (ctx: Context) => ctx.prisma.ticket.count({ where: { unread: true } });

