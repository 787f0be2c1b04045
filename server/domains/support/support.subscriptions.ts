// Live ticket updates on the pub/sub's topics (a ticket, an owner's tickets, the admins' feed). Each
// field authorizes its caller once, when the stream opens (authScopes; graphql/streams.ts ends the
// stream when the credential is revoked), and loads what it shows per event, for that caller.
import { signedInUser } from '../../auth/authenticate.js';
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { databaseId } from '../../graphql/ids.js';
import { filter, map, pipe, Repeater } from 'graphql-yoga';
import { isTicketEvent, type TicketEvent } from '../../graphql/pubsub.js';
import * as support from './support.service.js';

builder.subscriptionType({});

const ticketId = (id: string | number) => databaseId(String(id), 'Ticket', support.TICKET_NOT_FOUND);
type TicketQuery = { select?: object; include?: object };

/** The event's ticket with the caller's selection if they may see it (its owner, or an admin); executed once per event and visibility (graphql/shared-results.ts). */
export async function eventTicket(ctx: Context, event: TicketEvent, query: TicketQuery) {
  const q = query.select ? { ...query, select: { ...query.select, ownerId: true } } : query;
  const ticket = await ctx.prisma.ticket.findUnique({ ...q, where: { id: event.ticketId } });
  return ticket && (ctx.user?.isAdmin || ticket.ownerId === ctx.user?.id) ? ticket : null;
}

/** The feed's events: a ticket's, or an owner deleted (their tickets went with them: the count changed). */
type FeedEvent = TicketEvent | { kind: 'owner-deleted'; ticketId: null };

const AdminTicketEvent = builder.objectRef<FeedEvent & { unreadCount: number }>('AdminTicketEvent').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'created, message, status, read, or owner-deleted (their tickets are gone)' }),
    unreadCount: t.exposeInt('unreadCount'),
    ticket: t.prismaField({
      type: 'Ticket',
      nullable: true,
      resolve: (query, event, _args, ctx) => (event.ticketId ? ctx.prisma.ticket.findUnique({ ...query, where: { id: event.ticketId } }) : null),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  ticketUpdated: t.prismaField({
    type: 'Ticket',
    nullable: true,
    description: 'A new message or status change on a ticket the caller may see',
    args: { id: t.arg.id({ required: true }) },
    authScopes: async (_root, { id }, ctx) => !!(await support.visibleTicket(ctx, ticketId(id))),
    subscribe: (_root, { id }, ctx) => ctx.pubsub.subscribe('ticket', ticketId(id)),
    resolve: (query, event, _args, ctx) => eventTicket(ctx, event, query),
  }),
  myTicketsUpdated: t.prismaField({
    type: 'Ticket',
    description: 'A new message or status change on any of the caller’s own tickets (their My Tickets list)',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => pipe(ctx.pubsub.subscribe('owner', signedInUser(ctx).id), filter(isTicketEvent)),
    resolve: async (query, event, _args, ctx) => {
      const ticket = await eventTicket(ctx, event, query);
      if (!ticket) throw new Error('ticket gone');
      return ticket;
    },
  }),
  adminTicketFeed: t.field({
    type: AdminTicketEvent,
    description: 'New tickets, new messages, status changes and reads, with the unread count (admins)',
    authScopes: { admin: true },
    // A user's deletion is published on revocation (after it committed): their tickets went with them.
    subscribe: (_root, _args, ctx) =>
      Repeater.merge([
        ctx.pubsub.subscribe('adminTickets'),
        pipe(
          ctx.pubsub.subscribe('revocation'),
          filter((r) => r.kind === 'user'),
          map((): FeedEvent => ({ kind: 'owner-deleted', ticketId: null })),
        ),
      ]) as AsyncIterable<FeedEvent>,
    resolve: async (event, _args, ctx) => ({ ...event, unreadCount: await support.unreadCount(ctx) }),
  }),
}));
