// The admin's ticket list (status filter, search by subject or category) and the unread count.
import { TICKET_FILTERS } from '../../../common/support.js';
import { builder } from '../../graphql/builder.js';
import * as support from './support.service.js';

const TicketFilter = builder.enumType('TicketFilter', { values: TICKET_FILTERS });

builder.queryFields((t) => ({
  adminTickets: t.prismaConnection({
    type: 'Ticket',
    cursor: 'id',
    authScopes: { admin: true },
    description: 'Every ticket, most recently active first',
    args: { status: t.arg({ type: TicketFilter }), search: t.arg.string() },
    resolve: (query, _root, { status, search }, ctx) => {
      const term = search?.trim();
      return ctx.prisma.ticket.findMany({
        ...query,
        where: {
          ...(status && status !== 'all' ? { status } : {}),
          ...(term
            ? { OR: [{ subject: { contains: term, mode: 'insensitive' } }, { category: { contains: term, mode: 'insensitive' } }] }
            : {}),
        },
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      });
    },
  }),
  adminUnreadTicketCount: t.int({
    authScopes: { admin: true },
    resolve: (_r, _a, ctx) => support.unreadCount(ctx),
  }),
}));
