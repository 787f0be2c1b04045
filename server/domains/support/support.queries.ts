// The admin's ticket list (status filter, search by subject or category) and the unread count.
import { TICKET_FILTERS } from '../../../common/support.js';
import type { Prisma } from '../../db/generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import * as support from './support.service.js';

const TicketFilter = builder.enumType('TicketFilter', { values: TICKET_FILTERS });

const ticketWhere = ({ status, search }: { status?: string | null; search?: string | null }): Prisma.TicketWhereInput => {
  const term = search?.trim();
  return {
    ...(status && status !== 'all' ? { status: status as Prisma.EnumTicketStatusFilter['equals'] } : {}),
    ...(term ? { OR: [{ subject: { contains: term, mode: 'insensitive' } }, { category: { contains: term, mode: 'insensitive' } }] } : {}),
  };
};

builder.queryFields((t) => ({
  adminTickets: t.prismaConnection({
    type: 'Ticket',
    cursor: 'id',
    authScopes: { admin: true },
    description: 'Every ticket, most recently active first',
    args: { status: t.arg({ type: TicketFilter }), search: t.arg.string() },
    totalCount: (_root, args, ctx) => ctx.prisma.ticket.count({ where: ticketWhere(args) }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.ticket.findMany({ ...query, where: ticketWhere(args), orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }] }),
  }),
  adminUnreadTicketCount: t.int({
    authScopes: { admin: true },
    resolve: (_r, _a, ctx) => support.unreadCount(ctx),
  }),
}));
