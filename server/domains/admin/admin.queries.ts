// Admin lists: users, users awaiting payment verification, tasks, CSV uploads, the outbox. Each is a
// Relay connection (pages of `first`, at most ADMIN_LIST_MAX, a totalCount); REST rows page through them.
import { builder } from '../../graphql/builder.js';
import { ADMIN_LIST_MAX, userSearch } from './admin.service.js';
import { CsvUploadRef, DailyTaskRef, EmailOutboxRef } from './admin.types.js';

const unverified = { paymentVerified: false, isAdmin: false };

builder.queryFields((t) => ({
  adminUsers: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    maxSize: ADMIN_LIST_MAX,
    authScopes: { admin: true },
    description: 'Every user, newest first; with `search`, those whose name, email or phone contains each of its words',
    args: { search: t.arg.string() },
    totalCount: (_parent, args, ctx) => ctx.prisma.user.count({ where: userSearch(args.search) }),
    resolve: (query, _r, args, ctx) => ctx.prisma.user.findMany({ ...query, where: userSearch(args.search), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
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
