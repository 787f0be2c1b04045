// The admin's ticket list (status filter, "Waiting on us", search by subject, category or the owner's
// name, email and business), the unread count, and where the operator's ticket emails go.
import { TICKET_FILTERS } from '../../../common/support.js';
import type { Prisma } from '../../db/generated/prisma/client.js';
import { ADMIN_PERSON, builder } from '../../graphql/builder.js';
import * as support from './support.service.js';
import { settings } from './support.notify.js';

const TicketFilter = builder.enumType('TicketFilter', { values: TICKET_FILTERS });

const has = (term: string) => ({ contains: term, mode: 'insensitive' as const });

/** A term matches the subject, category, the owner's email or business, or each of its words the owner's first or last name. */
function searchWhere(term: string): Prisma.TicketWhereInput {
  const words = term.split(/\s+/).filter(Boolean);
  return {
    OR: [
      { subject: has(term) },
      { category: has(term) },
      { owner: { email: has(term) } },
      { owner: { business: { businessName: has(term) } } },
      { AND: words.map((w) => ({ OR: [{ owner: { firstName: has(w) } }, { owner: { lastName: has(w) } }] })) },
    ],
  };
}

type TicketArgs = { status?: string | null; search?: string | null; waiting?: boolean | null };

export const ticketWhere = ({ status, search, waiting }: TicketArgs): Prisma.TicketWhereInput => {
  const term = search?.trim();
  return {
    ...(status && status !== 'all' ? { status: status as Prisma.EnumTicketStatusFilter['equals'] } : {}),
    ...(waiting ? { waitingSince: { not: null } } : {}),
    ...(term ? searchWhere(term) : {}),
  };
};

/** Waiting tickets longest-waiting first; otherwise the most recently active first. */
const ticketOrder = ({ waiting }: TicketArgs): Prisma.TicketOrderByWithRelationInput[] =>
  waiting ? [{ waitingSince: 'asc' }, { id: 'asc' }] : [{ updatedAt: 'desc' }, { id: 'desc' }];

const SupportNotifySettings = builder
  .objectRef<{ email: string | null; defaultEmail: string | null; sendsTo: string | null }>('SupportNotifySettings')
  .implement({
    description: 'Where the operator is emailed of new tickets and owners’ replies',
    fields: (t) => ({
      email: t.exposeString('email', { nullable: true, description: 'The address set on the Support tab, or null' }),
      defaultEmail: t.exposeString('defaultEmail', { nullable: true, description: 'ADMIN_NOTIFY_EMAIL, used when no address is set' }),
      sendsTo: t.exposeString('sendsTo', { nullable: true, description: 'Where the emails go now (null: nowhere)' }),
    }),
  });
export { SupportNotifySettings };

builder.queryFields((t) => ({
  adminTickets: t.prismaConnection({
    type: 'Ticket',
    cursor: 'id',
    authScopes: { admin: true },
    description: 'Every ticket, most recently active first (waiting: only those waiting on the support team, longest first)',
    args: {
      status: t.arg({ type: TicketFilter }),
      search: t.arg.string({ description: "Subject, category, or the owner's name, email or business name" }),
      waiting: t.arg.boolean({ description: 'Only tickets whose owner waits for an answer ("Waiting on us")' }),
    },
    totalCount: (_root, args, ctx) => ctx.prisma.ticket.count({ where: ticketWhere(args) }),
    resolve: (query, _root, args, ctx) => ctx.prisma.ticket.findMany({ ...query, where: ticketWhere(args), orderBy: ticketOrder(args) }),
  }),
  adminUnreadTicketCount: t.int({
    authScopes: { admin: true },
    resolve: (_r, _a, ctx) => support.unreadCount(ctx),
  }),
  supportNotifySettings: t.field({
    type: SupportNotifySettings,
    authScopes: ADMIN_PERSON,
    description: 'Where the operator is emailed of new tickets and owners’ replies',
    resolve: (_r, _a, ctx) => settings(ctx),
  }),
}));
