// Admin lists: users, users awaiting payment verification, tasks, CSV uploads, the outbox.
import { builder } from '../../graphql/builder.js';
import { CsvUploadRef, DailyTaskRef, EmailOutboxRef } from './admin.types.js';

builder.queryFields((t) => ({
  adminUsers: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    authScopes: { admin: true },
    description: 'Every user, newest first',
    totalCount: (_parent, _args, ctx) => ctx.prisma.user.count(),
    resolve: (query, _r, _a, ctx) => ctx.prisma.user.findMany({ ...query, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
  adminUnverifiedUsers: t.prismaField({
    type: ['User'],
    authScopes: { admin: true },
    description: 'Non-admin users whose payment is not verified, oldest first',
    resolve: (query, _r, _a, ctx) => ctx.prisma.user.findMany({ ...query, where: { paymentVerified: false, isAdmin: false }, orderBy: { createdAt: 'asc' } }),
  }),
  adminTasks: t.prismaField({
    type: [DailyTaskRef],
    authScopes: { admin: true },
    resolve: (query, _r, _a, ctx) =>
      ctx.prisma.dailyTask.findMany({ ...query, orderBy: [{ week: 'asc' }, { day: 'asc' }, { displayOrder: 'asc' }, { taskId: 'asc' }] }),
  }),
  csvUploads: t.prismaField({
    type: [CsvUploadRef],
    authScopes: { admin: true },
    resolve: (query, _r, _a, ctx) => ctx.prisma.csvUpload.findMany({ ...query, orderBy: { uploadedAt: 'desc' } }),
  }),
  emailOutbox: t.prismaField({
    type: [EmailOutboxRef],
    authScopes: { admin: true },
    description: 'The 50 most recent emails',
    resolve: (query, _r, _a, ctx) => ctx.prisma.emailOutbox.findMany({ ...query, orderBy: { createdAt: 'desc' }, take: 50 }),
  }),
}));

