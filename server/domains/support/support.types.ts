// Ticket and TicketMessage nodes, the owner's tickets and the admin's ticket list.
import { TICKET_STATUSES } from '../../../common/support.js';
import { ADMIN_PERSON, builder } from '../../graphql/builder.js';
import { ownedByCaller } from '../../graphql/context.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { UserRef } from '../../graphql/user.js';
import { BusinessRef } from '../business/business.types.js';
import { FOUNDERS_RATE_USD } from '../../../common/payment.js';

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

/** What the support desk shows of a ticket's owner beside the conversation (admins signed in, #57). */
const OwnerAccount = builder
  .objectRef<{
    userId: string;
    ticketId: string;
    paymentState: string;
    paymentStateSince: Date;
    paymentStateReason: string | null;
    signedUpAt: Date;
    programDay: number;
    lastActivityAt: Date | null;
  }>('TicketOwnerAccount');

const Requester = builder
  .objectRef<{ userId: string; ticketId: string; name: string; email: string; phone: string | null; businessName: string | null }>('TicketRequester')
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
      account: t.field({
        type: OwnerAccount,
        nullable: true,
        authScopes: ADMIN_PERSON,
        description: "The owner's plan, payment state, sign-up, program day, last activity and other tickets",
        resolve: async (r, _a, ctx) => {
          const user = await ctx.prisma.user.findUnique({
            where: { id: r.userId },
            select: {
              paymentState: true,
              paymentStateSince: true,
              paymentStateReason: true,
              createdAt: true,
              currentProgramDay: true,
              sessions: { select: { lastSeenAt: true }, orderBy: { lastSeenAt: 'desc' }, take: 1 },
            },
          });
          if (!user) return null;
          return {
            userId: r.userId,
            ticketId: r.ticketId,
            paymentState: user.paymentState,
            paymentStateSince: user.paymentStateSince,
            paymentStateReason: user.paymentStateReason,
            signedUpAt: user.createdAt,
            programDay: Math.min(Math.max(user.currentProgramDay, 1), ctx.config.PROGRAM_LENGTH_DAYS),
            lastActivityAt: user.sessions[0]?.lastSeenAt ?? null,
          };
        },
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
    waitingSince: t.expose('waitingSince', {
      type: 'DateTime',
      nullable: true,
      description: 'Since when the owner has waited for the support team (set by their message, cleared by an admin’s reply), or null',
    }),
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
        id: true,
        owner: { select: { id: true, firstName: true, lastName: true, email: true, phone: true, business: { select: { businessName: true } } } },
      },
      resolve: ({ id, owner }) => ({
        userId: owner.id,
        ticketId: id,
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

OwnerAccount.implement({
  fields: (t) => ({
    plan: t.string({ description: 'The subscription plan (one for every owner)', resolve: () => `Founders Rate (${FOUNDERS_RATE_USD} USD a month)` }),
    paymentState: t.exposeString('paymentState', { description: 'trial, paying, verified, failed or cancelled' }),
    paymentStateSince: t.expose('paymentStateSince', { type: 'DateTime' }),
    paymentStateReason: t.exposeString('paymentStateReason', { nullable: true }),
    signedUpAt: t.expose('signedUpAt', { type: 'DateTime' }),
    programDay: t.exposeInt('programDay', { description: 'The owner’s current day of the program' }),
    programLength: t.int({ resolve: (_a, _args, ctx) => ctx.config.PROGRAM_LENGTH_DAYS }),
    lastActivityAt: t.expose('lastActivityAt', { type: 'DateTime', nullable: true, description: 'The latest use of any of the owner’s sign-ins' }),
    ownerId: t.id({ description: 'The owner’s global id (View as, the owner’s page)', resolve: (a) => encodeGlobalID('User', a.userId) }),
    recordPath: t.string({ description: 'The owner’s page in the admin panel', resolve: (a) => `/admin/users/${encodeURIComponent(encodeGlobalID('User', a.userId))}` }),
    otherTickets: t.field({
      type: [TicketRef],
      description: 'The owner’s other tickets, newest first (at most 20)',
      resolve: (a, _args, ctx) =>
        ctx.prisma.ticket.findMany({
          where: { ownerId: a.userId, id: { not: a.ticketId } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: 20,
        }),
    }),
  }),
});

