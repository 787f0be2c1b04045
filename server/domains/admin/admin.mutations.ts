// Admin mutations: payments, users, tasks and CSV imports.
import { DELIVERY_OUTCOMES, type DeliveryOutcome } from '../../../common/payment.js';
import { IMPORT_MODES } from '../../../common/tasks.js';
import { builder } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { UserRef } from '../../graphql/user.js';
import { BusinessRef } from '../business/business.types.js';
import * as admin from './admin.service.js';
import { CsvUploadRef, DailyTaskRef, EmailOutboxRef } from './admin.types.js';

const TaskInput = builder.inputType('TaskInput', {
  fields: (t) => ({
    taskId: t.string({ required: true }),
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    timeRequired: t.string(),
    checklist: t.string({ description: 'A JSON array string or one item per line' }),
    scripts: t.string({ description: 'JSON text of named scripts' }),
    week: t.string({ description: 'Whole number (non-numbers become 1)' }),
    day: t.string({ description: 'Whole number 1..7 (non-numbers become 1)' }),
    displayOrder: t.string(),
  }),
});

const ImportMode = builder.enumType('ImportMode', { values: IMPORT_MODES });
const ImportTasksInput = builder.inputType('ImportTasksInput', {
  fields: (t) => ({
    filename: t.string({ required: true }),
    mode: t.field({ type: ImportMode, required: true, defaultValue: 'replace' }),
    csv: t.string({ description: 'The CSV file (header line first)' }),
    rows: t.field({ type: ['JSONObject'], description: 'Or rows already parsed, keyed by column' }),
  }),
});


const DeliveryOutcomeEnum = builder.enumType('DeliveryOutcome', {
  values: DELIVERY_OUTCOMES,
  description: 'sent; queued: kept in the outbox, no SMTP configured; failed: the mail server refused it (kept in the outbox)',
});

const PaymentReminder = builder.objectRef<{ user: unknown; sent: boolean; outcome: DeliveryOutcome; error?: string; messageId: string }>('PaymentReminder').implement({
  fields: (t) => ({
    sent: t.exposeBoolean('sent', { description: 'false: kept in the outbox, not sent (see outcome)' }),
    outcome: t.field({ type: DeliveryOutcomeEnum, resolve: (r) => r.outcome }),
    error: t.string({ nullable: true, description: 'Why the mail server refused it (outcome failed)', resolve: (r) => r.error ?? null }),
    user: t.field({ type: UserRef, resolve: (r) => r.user as never }),
    message: t.prismaField({
      type: EmailOutboxRef,
      description: 'The outbox message this reminder wrote, for the admin outbox list',
      resolve: (query, r, _a, ctx) => ctx.prisma.emailOutbox.findUniqueOrThrow({ ...query, where: { id: r.messageId } }),
    }),
  }),
});

/** The errors these mutations return and the success payload's field (union and result names come from the builder). */
const errors = (data: string) => ({ types: [ValidationError, ConflictError, NotFoundError], dataField: { name: data } });
const userId = (id: string | number) => databaseId(String(id), 'User', 'User not found');
const taskId = (id: string | number) => databaseId(String(id), 'DailyTask', 'Task not found');

builder.mutationFields((t) => ({
  verifyPayment: t.field({
    type: UserRef,
    authScopes: { admin: true },
    args: { userId: t.arg.id({ required: true }) },
    errors: errors('user'),
    resolve: (_r, args, ctx) => admin.verifyPayment(ctx, userId(args.userId)),
  }),
  allowSubdomainChange: t.field({
    type: BusinessRef,
    authScopes: { admin: true },
    description: "Lets the owner change the business's booking address once more (Settings → Business), as asked in a support ticket",
    args: { userId: t.arg.id({ required: true }) },
    errors: errors('business'),
    resolve: (_r, args, ctx) => admin.allowSubdomainChange(ctx, userId(args.userId)),
  }),
  sendPaymentReminder: t.field({
    type: PaymentReminder,
    authScopes: { admin: true },
    args: { userId: t.arg.id({ required: true }) },
    errors: errors('reminder'),
    resolve: (_r, args, ctx) => admin.sendPaymentReminder(ctx, userId(args.userId)),
  }),
  deleteUser: t.field({
    type: 'ID',
    authScopes: { admin: true },
    description: 'Deletes a non-admin user and everything of theirs; admin accounts cannot be deleted',
    args: { userId: t.arg.id({ required: true }) },
    errors: errors('deletedUserId'),
    resolve: async (_r, args, ctx) => {
      await admin.deleteUser(ctx, userId(args.userId));
      return String(args.userId);
    },
  }),
  createTask: t.field({
    type: DailyTaskRef,
    authScopes: { admin: true },
    args: { input: t.arg({ type: TaskInput, required: true }) },
    errors: errors('task'),
    resolve: (_r, { input }, ctx) => admin.createTask(ctx, input),
  }),
  updateTask: t.field({
    type: DailyTaskRef,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TaskInput, required: true }) },
    errors: errors('task'),
    resolve: (_r, { id, input }, ctx) => admin.updateTask(ctx, taskId(id), input),
  }),
  deleteTask: t.field({
    type: 'ID',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    errors: errors('deletedTaskId'),
    resolve: async (_r, { id }, ctx) => {
      await admin.deleteTask(ctx, taskId(id));
      return String(id);
    },
  }),
  importTasks: t.field({
    type: CsvUploadRef,
    authScopes: { admin: true },
    args: { input: t.arg({ type: ImportTasksInput, required: true }) },
    errors: errors('upload'),
    resolve: (_r, { input }, ctx) => admin.importTasks(ctx, input),
  }),
  deleteCsvUpload: t.field({
    type: 'ID',
    authScopes: { admin: true },
    description: 'Removes the upload record and the tasks it brought',
    args: { id: t.arg.id({ required: true }) },
    errors: errors('deletedUploadId'),
    resolve: async (_r, { id }, ctx) => {
      await admin.deleteCsvUpload(ctx, databaseId(String(id), 'CsvUpload', 'Upload not found'));
      return String(id);
    },
  }),
}));
