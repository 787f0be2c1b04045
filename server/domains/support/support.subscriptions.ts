// Live ticket updates. Authorization runs when subscribing and again for every event delivered
// (the session or API token must still be alive; the ticket must still be visible to the subscriber).
import { builder } from '../../graphql/builder.js';
import { type Context, stillSignedIn } from '../../graphql/context.js';
import { forbidden, unauthenticated } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import type { TicketEvent } from '../../graphql/pubsub.js';
import * as support from './support.service.js';

builder.subscriptionType({});

async function* events(ctx: Context, accept: (e: TicketEvent) => boolean, requireAdmin: boolean) {
  const feed = ctx.pubsub.subscribe('ticketEvent');
  // On shutdown the stream completes (the client sees a clean end and reconnects elsewhere).
  const stop = () => void feed.return?.();
  if (ctx.shutdown.aborted) return;
  ctx.shutdown.addEventListener('abort', stop, { once: true });
  try {
    yield* filtered(ctx, feed, accept, requireAdmin);
  } finally {
    ctx.shutdown.removeEventListener('abort', stop);
  }
}

async function* filtered(ctx: Context, feed: AsyncIterable<TicketEvent>, accept: (e: TicketEvent) => boolean, requireAdmin: boolean) {
  for await (const event of feed) {
    if (!accept(event)) continue;
    if (!(await stillSignedIn(ctx))) return;
    if (requireAdmin) {
      const user = await ctx.prisma.user.findUnique({ where: { id: ctx.user!.id }, select: { isAdmin: true } });
      if (!user?.isAdmin) return;
    }
    yield event;
  }
}

function requireUser(ctx: Context, admin: boolean) {
  if (!ctx.user) throw unauthenticated();
  if (admin && !ctx.user.isAdmin) throw forbidden();
}

const AdminTicketEvent = builder.objectRef<TicketEvent & { unreadCount: number }>('AdminTicketEvent').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'created, message, status or read' }),
    unreadCount: t.exposeInt('unreadCount'),
    ticket: t.prismaField({
      type: 'Ticket',
      nullable: true,
      resolve: (query, event, _args, ctx) => ctx.prisma.ticket.findUnique({ ...query, where: { id: event.ticketId } }),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  ticketUpdated: t.prismaField({
    type: 'Ticket',
    nullable: true,
    description: 'A new message or status change on a ticket the caller may see',
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_root, { id }, ctx) => {
      requireUser(ctx, false);
      const ticketId = databaseId(String(id), 'Ticket', support.TICKET_NOT_FOUND);
      if (!(await support.visibleTicket(ctx, ticketId))) throw forbidden();
      return events(ctx, (e) => e.ticketId === ticketId && e.kind !== 'read', false);
    },
    resolve: async (query, event: TicketEvent, _args, ctx) => {
      const visible = await support.visibleTicket(ctx, event.ticketId);
      return visible ? ctx.prisma.ticket.findUnique({ ...query, where: { id: visible.id } }) : null;
    },
  }),
  adminTicketFeed: t.field({
    type: AdminTicketEvent,
    description: 'New tickets, new messages, status changes and reads, with the unread count (admins)',
    subscribe: (_root, _args, ctx) => {
      requireUser(ctx, true);
      return events(ctx, () => true, true);
    },
    resolve: async (event: TicketEvent, _args, ctx) => ({ ...event, unreadCount: await support.unreadCount(ctx) }),
  }),
}));
