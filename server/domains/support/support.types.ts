// Ticket and TicketMessage nodes, the owner's tickets and the admin's ticket list.
import { TICKET_STATUSES } from '../../../common/support.js';
import { builder } from '../../graphql/builder.js';
import { ownedByCaller } from '../../graphql/context.js';
import { UserRef } from '../../graphql/user.js';
import { BusinessRef } from '../business/business.types.js';

const visibleTo = ownedByCaller;

export const TicketStatus = builder.enumType('TicketStatus', { values: TICKET_STATUSES });

export const TicketMessageRef = builder.prismaNode('TicketMessage', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ticket: visibleTo(ctx) }),
  fields: (t) => ({
    message: t.exposeString('message'),
    isAdminReply: t.exposeBoolean('isAdminReply'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const Requester = builder
  .objectRef<{ userId: string; name: string; email: string; phone: string | null; businessName: string | null }>('TicketRequester')
  .implement({
    fields: (t) => ({
      userId: t.globalID({ description: "The requester's User id", resolve: (r) => ({ type: 'User', id: r.userId }) }),
      name: t.exposeString('name'),
      email: t.exposeString('email'),
      phone: t.exposeString('phone', { nullable: true }),
      businessName: t.exposeString('businessName', { nullable: true }),
      business: t.prismaField({
        type: BusinessRef,
        nullable: true,
        description: "The requester's business (its booking address, and whether the owner may still change it)",
        resolve: (query, r, _a, ctx) => ctx.prisma.business.findUnique({ ...query, where: { ownerId: r.userId } }),
      }),
    }),
  });

export const TicketRef = builder.prismaNode('Ticket', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ...visibleTo(ctx) }),
  authScopes: (ticket, ctx) => ticket.ownerId === ctx.user?.id || !!ctx.user?.isAdmin,
  fields: (t) => ({
    category: t.exposeString('category'),
    subject: t.exposeString('subject'),
    status: t.expose('status', { type: TicketStatus }),
    unread: t.exposeBoolean('unread', { description: 'Unread by the support team' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    lastActivityAt: t.expose('updatedAt', {
      type: 'DateTime',
      description: 'The last message or status change (reading a ticket is not activity)',
    }),
    messages: t.relation('messages', { query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
    requester: t.field({
      type: Requester,
      description: 'Who opened the ticket (admins only)',
      authScopes: { admin: true },
      select: {
        owner: { select: { id: true, firstName: true, lastName: true, email: true, phone: true, business: { select: { businessName: true } } } },
      },
      resolve: ({ owner }) => ({
        userId: owner.id,
        name: `${owner.firstName} ${owner.lastName}`,
        email: owner.email,
        phone: owner.phone,
        businessName: owner.business?.businessName ?? null,
      }),
    }),
  }),
});

builder.prismaObjectField(UserRef, 'tickets', (t) =>
  t.relatedConnection('tickets', {
    cursor: 'id',
    totalCount: true,
    description: 'The user’s own tickets, newest first',
    query: () => ({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
);
