// Live ticket updates, published once and authorized cheaply. Authorization runs in full when a
// stream opens (the credential is alive, the ticket visible); afterwards each event is authorized in
// memory (graphql/streams.ts ends the stream when the credential is revoked or expires, so the
// caller's identity and role are current), and what an event shows is loaded once per event and
// process and shared by every subscriber allowed to see it; subscribers of one authorization class
// (admins; a ticket's owner) share one execution of each event (graphql/shared-subscriptions.ts).
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { forbidden, unauthenticated } from '../../graphql/errors.js';
import { filterEvents } from '../../graphql/event-iterators.js';
import { getOrSet } from '../../graphql/get-or-set.js';
import { databaseId } from '../../graphql/ids.js';
import type { TicketEvent } from '../../graphql/pubsub.js';
import { byAdminOrUser, shareResultsBy } from '../../graphql/shared-subscriptions.js';
import { channelEvents } from '../../graphql/streams.js';
import * as support from './support.service.js';

builder.subscriptionType({});

/**
 * The caller's stream of ticket events that `accept` lets through; with requireAdmin it ends when
 * the caller is no longer an admin. Opening it may be refused (too many streams for the session or
 * IP); it ends when the credential is revoked or expires, and when the server shuts down.
 */
export function events(ctx: Context, accept: (e: TicketEvent) => boolean, requireAdmin: boolean): AsyncIterableIterator<TicketEvent> {
  requireUser(ctx, requireAdmin);
  return channelEvents(ctx, 'ticketEvent', accept, requireAdmin);
}

/** What one event loads, once per event object (shared by every listener of this process). */
const perEvent = new WeakMap<TicketEvent, Map<string, Promise<unknown>>>();
export function oncePerEvent<T>(event: TicketEvent, key: string, load: () => Promise<T>): Promise<T> {
  return getOrSet(getOrSet(perEvent, event, () => new Map()), key, load) as Promise<T>;
}

type TicketQuery = { select?: Record<string, unknown>; include?: Record<string, unknown> };

/** The event's ticket with the subscriber's selection (and its owner, to decide visibility), loaded once per selection. */
function eventTicket(ctx: Context, event: TicketEvent, query: TicketQuery) {
  const q = query.select ? { ...query, select: { ...query.select, ownerId: true } } : query;
  return oncePerEvent(event, `ticket:${JSON.stringify(q)}`, () => ctx.prisma.ticket.findUnique({ ...q, where: { id: event.ticketId } }));
}

/** The ticket if the subscriber may see it: its owner, or an admin; decided in memory. */
const visibleTo = <T extends { ownerId: string }>(ctx: Context, ticket: T | null) =>
  ticket && ctx.user && (ctx.user.isAdmin || ticket.ownerId === ctx.user.id) ? ticket : null;

/** Messages and status changes on the caller's own tickets; the owner is read once per event and shared. */
function ownEvents(ctx: Context) {
  const me = ctx.user?.id;
  return filterEvents(events(ctx, (e) => e.kind === 'message' || e.kind === 'status', false), async (event) => {
    const ticket = await oncePerEvent(event, 'owner', () => ctx.prisma.ticket.findUnique({ where: { id: event.ticketId }, select: { ownerId: true } }));
    return ticket?.ownerId === me;
  });
}

function requireUser(ctx: Context, admin: boolean) {
  if (!ctx.user) throw unauthenticated();
  if (admin && !ctx.user.isAdmin) throw forbidden();
}

const AdminTicketEvent = builder.objectRef<TicketEvent & { unreadCount: number; source: TicketEvent }>('AdminTicketEvent').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'created, message, status or read' }),
    unreadCount: t.exposeInt('unreadCount'),
    ticket: t.prismaField({
      type: 'Ticket',
      nullable: true,
      resolve: async (query, event, _args, ctx) => visibleTo(ctx, await eventTicket(ctx, event.source, query)),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  ticketUpdated: t.prismaField({
    type: 'Ticket',
    nullable: true,
    description: 'A new message or status change on a ticket the caller may see',
    args: { id: t.arg.id({ required: true }) },
    // What a ticket shows depends on being an admin or its owner only (requester is for admins).
    extensions: shareResultsBy(byAdminOrUser),
    subscribe: async (_root, { id }, ctx) => {
      requireUser(ctx, false);
      const ticketId = databaseId(String(id), 'Ticket', support.TICKET_NOT_FOUND);
      if (!(await support.visibleTicket(ctx, ticketId))) throw forbidden();
      return events(ctx, (e) => e.ticketId === ticketId && e.kind !== 'read', false);
    },
    resolve: async (query, event: TicketEvent, _args, ctx) => visibleTo(ctx, await eventTicket(ctx, event, query)),
  }),
  myTicketsUpdated: t.prismaField({
    type: 'Ticket',
    description: 'A new message or status change on any of the caller’s own tickets (their My Tickets list)',
    extensions: shareResultsBy(byAdminOrUser),
    subscribe: (_root, _args, ctx) => {
      requireUser(ctx, false);
      return ownEvents(ctx);
    },
    // ownEvents let only the caller's own tickets through; the ticket is loaded once per event and selection.
    resolve: async (query, event: TicketEvent, _args, ctx) => {
      const ticket = visibleTo(ctx, await eventTicket(ctx, event, query));
      if (!ticket) throw new Error('ticket gone');
      return ticket;
    },
  }),
  adminTicketFeed: t.field({
    type: AdminTicketEvent,
    description: 'New tickets, new messages, status changes and reads, with the unread count (admins)',
    extensions: shareResultsBy(byAdminOrUser),
    subscribe: (_root, _args, ctx) => events(ctx, () => true, true),
    resolve: async (event: TicketEvent, _args, ctx) => ({
      ...event,
      source: event,
      unreadCount: await oncePerEvent(event, 'unreadCount', () => support.unreadCount(ctx)),
    }),
  }),
}));
