// What only admins read: daily tasks as stored, CSV uploads, the email outbox, and admin-only user fields.
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../../graphql/user.js';
import { PAYMENT_STATES } from '../../../common/payment-state.js';
import { type deletionPreview, hoursSinceSignup, isOverdue, PAYMENT_GROUPS, paymentGroupOf } from './admin.service.js';

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

/** An owner's payment state (#57): see common/payment-state.ts. */
export const PaymentStateEnum = builder.enumType('PaymentState', {
  values: PAYMENT_STATES,
  description: 'trial until the first payment (overdue after 48 hours is a grouping, not a state); paying through Stripe; verified by hand; failed renewal; cancelled subscription',
});

/** The Payments tab's groups of owners who do not pay. */
export const PaymentGroupEnum = builder.enumType('PaymentGroup', {
  values: PAYMENT_GROUPS,
  description: 'new: a trial within its 48 hours; overdue: a trial past them, never paid; lapsed: a failed renewal or a cancelled subscription',
});

builder.prismaObjectFields(UserRef, (t) => ({
  paymentState: t.field({ type: PaymentStateEnum, authScopes: { admin: true }, resolve: (u) => u.paymentState }),
  paymentStateSince: t.expose('paymentStateSince', { type: 'DateTime', authScopes: { admin: true }, description: "When the payment state began (a trial's: the sign-up)" }),
  paymentStateReason: t.exposeString('paymentStateReason', { nullable: true, authScopes: { admin: true }, description: 'Why it changed, as stored' }),
  paymentGroup: t.field({
    type: PaymentGroupEnum,
    nullable: true,
    authScopes: { admin: true },
    description: "The Payments tab's group of an owner who does not pay, or null",
    resolve: (u) => paymentGroupOf(u),
  }),
  lastRemindedAt: t.expose('lastRemindedAt', { type: 'DateTime', nullable: true, authScopes: { admin: true }, description: 'When the last payment reminder went' }),
  remindedCount: t.exposeInt('remindedCount', { authScopes: { admin: true }, description: 'How many payment reminders went' }),
  businessName: t.string({
    nullable: true,
    authScopes: { admin: true },
    description: "The owner's business name (tells two owners of one name apart)",
    select: { business: { select: { businessName: true } } },
    resolve: (u) => u.business?.businessName ?? null,
  }),
}));

/** What the delete dialog says before an owner is deleted (admin.service.ts deletionPreview). */
export const DeletionPreviewRef = builder.objectRef<Awaited<ReturnType<typeof deletionPreview>>>('DeletionPreview').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    businessName: t.exposeString('businessName', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    paymentState: t.field({ type: PaymentStateEnum, resolve: (p) => p.paymentState }),
    hasSubscription: t.exposeBoolean('hasSubscription', { description: 'A Founders Rate subscription at Stripe, which the deletion cancels' }),
    subscriptionStartedAt: t.expose('subscriptionStartedAt', {
      type: 'DateTime',
      nullable: true,
      description: "When the subscription began (Stripe's start_date; else when the owner started paying, as recorded)",
    }),
    periodEndsAt: t.expose('periodEndsAt', { type: 'DateTime', nullable: true, description: "When the period paid for ends (Stripe's), the date a cancellation at the period's end takes effect" }),
    customers: t.exposeInt('customers'),
    customersWithBookedJobs: t.exposeInt('customersWithBookedJobs', { description: 'Customers with a scheduled job' }),
    tickets: t.exposeInt('tickets', { description: 'Support tickets' }),
  }),
});
