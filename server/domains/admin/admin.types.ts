// What only admins read: daily tasks as stored, CSV uploads, the email outbox, and admin-only user fields.
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../../graphql/user.js';
import { hoursSinceSignup, isOverdue } from './admin.service.js';

export const DailyTaskRef = builder.prismaNode('DailyTask', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  findUnique: (id) => ({ id }),
  fields: (t) => ({
    taskId: t.exposeString('taskId'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    timeRequired: t.exposeString('timeRequired'),
    checklist: t.exposeStringList('checklist'),
    scripts: t.string({ description: 'JSON: [{ "name": "…", "text": "…" }]', resolve: (task) => JSON.stringify(task.scripts ?? []) }),
    week: t.exposeInt('week'),
    day: t.exposeInt('day'),
    displayOrder: t.exposeInt('displayOrder'),
    csvUploadId: t.exposeID('csvUploadId', { nullable: true }),
  }),
});

export const CsvUploadRef = builder.prismaNode('CsvUpload', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  findUnique: (id) => ({ id }),
  fields: (t) => ({
    filename: t.exposeString('filename'),
    mode: t.exposeString('mode'),
    taskCount: t.exposeInt('taskCount'),
    uploadedAt: t.expose('uploadedAt', { type: 'DateTime' }),
  }),
});

export const EmailOutboxRef = builder.prismaObject('EmailOutbox', {
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    error: t.exposeString('error', { nullable: true, description: 'Why the mail server refused it' }),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  stripeSessionId: t.exposeString('stripeSessionId', { nullable: true, authScopes: { admin: true } }),
  hoursSinceSignup: t.int({ resolve: (u) => hoursSinceSignup(u.createdAt) }),
  paymentOverdue: t.boolean({ description: 'Unverified more than 48 hours after sign-up', resolve: (u) => isOverdue(u) }),
}));
