// Admin lists: users, users awaiting payment verification, tasks, CSV uploads, the outbox. Each is a
// Relay connection (pages of `first`, at most ADMIN_LIST_MAX, a totalCount); REST rows page through them.
import type { Prisma } from '../../db/generated/prisma/client.js';
import { ADMIN_PERSON, builder } from '../../graphql/builder.js';
import { databaseId } from '../../graphql/ids.js';
import { ADMIN_LIST_MAX, deletionPreview, paymentGroupOrder, paymentGroupWhere, userSearch } from './admin.service.js';
import './admin.overview.js';
import { CsvUploadRef, DailyTaskRef, DeletionPreviewRef, EmailOutboxRef, PaymentGroupEnum, PaymentStateEnum } from './admin.types.js';
// The outbox's fields (adminOutbox, resendEmail, adminEmailSending) live in their own file.
import './admin.outbox.js';

/** The users list's orders (REST ?sort=joined|-joined|name maps to oldest, newest, name). */
const UserSortEnum = builder.enumType('UserSort', {
  values: { newest: { description: 'Joined, newest first' }, oldest: { description: 'Joined, oldest first' }, name: { description: 'First name, then last name' } },
});
const USER_ORDERS: Record<'newest' | 'oldest' | 'name', Prisma.UserOrderByWithRelationInput[]> = {
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
  oldest: [{ createdAt: 'asc' }, { id: 'asc' }],
  name: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
};
const usersWhere = (args: { search?: string | null; paymentState?: Prisma.UserWhereInput['paymentState'] | null }): Prisma.UserWhereInput => ({
  ...userSearch(args.search),
  ...(args.paymentState ? { paymentState: args.paymentState } : {}),
});

const unverified = { paymentVerified: false, isAdmin: false };

builder.queryFields((t) => ({
  adminUsers: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    maxSize: ADMIN_LIST_MAX,
    authScopes: { admin: true },
    description:
      'Every user, newest first (`sort`: joined, oldest first: -joined… see UserSort); with `search`, those whose name, email, phone, business name or city contains each of its words; with `paymentState`, those in it',
    args: {
      search: t.arg.string(),
      paymentState: t.arg({ type: PaymentStateEnum }),
      sort: t.arg({ type: UserSortEnum, defaultValue: 'newest' }),
    },
    totalCount: (_parent, args, ctx) => ctx.prisma.user.count({ where: usersWhere(args) }),
    resolve: (query, _r, args, ctx) => ctx.prisma.user.findMany({ ...query, where: usersWhere(args), orderBy: USER_ORDERS[args.sort ?? 'newest'] }),
  }),
  adminPaymentUsers: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    maxSize: ADMIN_LIST_MAX,
    authScopes: ADMIN_PERSON,
    description:
      "The Payments tab's owners of a group: new (trials within 48 hours) and overdue (trials past them, never paid), by sign-up, oldest first; lapsed (failed or cancelled), latest lapse first",
    args: { group: t.arg({ type: PaymentGroupEnum, required: true }) },
    totalCount: (_parent, args, ctx) => ctx.prisma.user.count({ where: paymentGroupWhere(args.group) }),
    resolve: (query, _r, args, ctx) =>
      ctx.prisma.user.findMany({ ...query, where: paymentGroupWhere(args.group), orderBy: paymentGroupOrder(args.group) }),
  }),
  adminDeletionPreview: t.field({
    type: DeletionPreviewRef,
    authScopes: ADMIN_PERSON,
    description: "What deleting an owner does: who it is, the subscription it cancels and since when it ran, and what else goes",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deletionPreview(ctx, databaseId(String(args.userId), 'User', 'User not found')),
  }),
  adminUnverifiedUsers: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    maxSize: ADMIN_LIST_MAX,
    authScopes: { admin: true },
    description: 'Non-admin users whose payment is not verified, oldest first',
    totalCount: (_parent, _args, ctx) => ctx.prisma.user.count({ where: unverified }),
    resolve: (query, _r, _a, ctx) => ctx.prisma.user.findMany({ ...query, where: unverified, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  }),
  adminTasks: t.prismaConnection({
    type: DailyTaskRef,
    cursor: 'id',
    maxSize: ADMIN_LIST_MAX,
    authScopes: { admin: true },
    description: "The program's tasks by week, day and display order",
    totalCount: (_parent, _args, ctx) => ctx.prisma.dailyTask.count(),
    resolve: (query, _r, _a, ctx) =>
      ctx.prisma.dailyTask.findMany({ ...query, orderBy: [{ week: 'asc' }, { day: 'asc' }, { displayOrder: 'asc' }, { taskId: 'asc' }] }),
  }),
  csvUploads: t.prismaConnection({
    type: CsvUploadRef,
    cursor: 'id',
    maxSize: ADMIN_LIST_MAX,
    authScopes: { admin: true },
    description: 'Task CSV imports, newest first',
    totalCount: (_parent, _args, ctx) => ctx.prisma.csvUpload.count(),
    resolve: (query, _r, _a, ctx) => ctx.prisma.csvUpload.findMany({ ...query, orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }] }),
  }),
  emailOutbox: t.prismaConnection({
    type: EmailOutboxRef,
    cursor: 'id',
    maxSize: ADMIN_LIST_MAX,
    authScopes: { admin: true },
    description: 'Every email the app wrote, newest first',
    totalCount: (_parent, _args, ctx) => ctx.prisma.emailOutbox.count(),
    resolve: (query, _r, _a, ctx) => ctx.prisma.emailOutbox.findMany({ ...query, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
}));
