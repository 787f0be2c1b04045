// Admin mutations: payments and users (tasks and CSV imports: admin.tasks.graphql.ts).
import { DELIVERY_OUTCOMES, type DeliveryOutcome } from '../../../common/payment.js';
import { builder } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { UserRef } from '../../graphql/user.js';
import { BusinessRef } from '../business/business.types.js';
import * as admin from './admin.service.js';
// The program's tasks and CSV imports: admin.tasks.graphql.ts.
import './admin.tasks.graphql.js';
import { EmailOutboxRef } from './admin.types.js';



const SubscriptionEndingEnum = builder.enumType('SubscriptionEnding', {
  values: { now: { description: 'Cancelled at once' }, period_end: { description: 'Cancelled at the end of the period paid for (cancel_at_period_end)' } },
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
    description:
      'Deletes a non-admin user and everything of theirs, cancelling their Founders Rate at Stripe first (now, or at the period\'s end: `subscriptionEnding`); a failed Stripe call deletes nothing. Admin accounts cannot be deleted',
    args: { userId: t.arg.id({ required: true }), subscriptionEnding: t.arg({ type: SubscriptionEndingEnum, defaultValue: 'now' }) },
    errors: errors('deletedUserId'),
    resolve: async (_r, args, ctx) => {
      await admin.deleteUser(ctx, userId(args.userId), args.subscriptionEnding ?? 'now');
      return String(args.userId);
    },
  }),
}));
