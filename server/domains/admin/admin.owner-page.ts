// The owner's page of the admin panel (#57, /admin/users/{id}): the account and business, the payment
// state and its history (newest first), the program day and the last activity (the latest use of one
// of the owner's own sessions; an admin's "View as" is not the owner's activity), the tickets, the emails
// sent to them (the outbox's rows for the owner, or to their address), and a short audit history.
import type { Prisma } from '../../db/client.js';
import type { User } from '../../db/generated/prisma/client.js';
import { ADMIN_PERSON, builder } from '../../graphql/builder.js';
import { databaseId } from '../../graphql/ids.js';
import { UserRef } from '../../graphql/user.js';
import { BusinessRef } from '../business/business.types.js';
import { TicketRef } from '../support/support.types.js';
import { AUDIT_ORDER, AdminAuditRef } from './admin.audit.js';
import { EmailOutboxRef, PaymentStateEnum } from './admin.types.js';

/** How much of each list the page shows (the outbox and the audit have their own pages for more). */
export const OWNER_PAGE_LIMITS = { tickets: 50, emails: 50, audit: 20, paymentHistory: 50 } as const;

/** An owner's activity: the latest use of their own sessions (not an admin's view of them). */
export async function lastActivityOf(prisma: Prisma, userId: string) {
  const { _max } = await prisma.session.aggregate({ where: { userId, viewAsAdminId: null }, _max: { lastSeenAt: true } });
  return _max.lastSeenAt ?? null;
}

const PaymentStateChangeRef = builder.prismaObject('PaymentStateChange', {
  authScopes: ADMIN_PERSON,
  description: "A change of an owner's payment state",
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.field({ type: PaymentStateEnum, resolve: (c) => c.state }),
    reason: t.exposeString('reason', { nullable: true }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

const OwnerPageRef = builder.objectRef<User>('AdminOwnerPage').implement({
  description: "What the operator reads of one owner on their page",
  fields: (t) => ({
    user: t.prismaField({ type: UserRef, resolve: (query, u, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: u.id } }) }),
    business: t.prismaField({
      type: BusinessRef,
      nullable: true,
      resolve: (query, u, _a, ctx) => ctx.prisma.business.findUnique({ ...query, where: { ownerId: u.id } }),
    }),
    paymentHistory: t.prismaField({
      type: [PaymentStateChangeRef],
      description: 'Newest first',
      resolve: (query, u, _a, ctx) =>
        ctx.prisma.paymentStateChange.findMany({ ...query, where: { userId: u.id }, orderBy: [{ at: 'desc' }, { id: 'desc' }], take: OWNER_PAGE_LIMITS.paymentHistory }),
    }),
    programDay: t.int({ resolve: (u) => u.currentProgramDay }),
    lastActivityAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: "The latest use of one of the owner's sessions (within five minutes), or null",
      resolve: (u, _a, ctx) => lastActivityOf(ctx.prisma, u.id),
    }),
    tickets: t.prismaField({
      type: [TicketRef],
      description: 'Newest first (at most 50)',
      resolve: (query, u, _a, ctx) =>
        ctx.prisma.ticket.findMany({ ...query, where: { ownerId: u.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: OWNER_PAGE_LIMITS.tickets }),
    }),
    emails: t.prismaField({
      type: [EmailOutboxRef],
      description: 'Emails to the owner, newest first (at most 50): written for them, or to their address',
      resolve: (query, u, _a, ctx) =>
        ctx.prisma.emailOutbox.findMany({
          ...query,
          where: { OR: [{ userId: u.id }, { to: { equals: u.email, mode: 'insensitive' } }] },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: OWNER_PAGE_LIMITS.emails,
        }),
    }),
    audit: t.prismaField({
      type: [AdminAuditRef],
      description: "The admin actions on this owner, newest first (at most 20; the audit's page has the rest)",
      resolve: (query, u, _a, ctx) => ctx.prisma.adminAudit.findMany({ ...query, where: { subjectId: u.id }, orderBy: AUDIT_ORDER, take: OWNER_PAGE_LIMITS.audit }),
    }),
  }),
});

builder.queryFields((t) => ({
  adminOwner: t.field({
    type: OwnerPageRef,
    nullable: true,
    authScopes: ADMIN_PERSON,
    description: "One owner's page (null when there is no such user)",
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      let id: string;
      try {
        id = databaseId(String(args.userId), 'User');
      } catch {
        return null;
      }
      return ctx.prisma.user.findUnique({ where: { id } });
    },
  }),
}));
