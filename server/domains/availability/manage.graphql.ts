// The visitor's own booking in GraphQL (public, the token is the only credential): managedBooking,
// cancelManagedBooking, rescheduleManagedBooking; and the owner's live stream of schedule changes
// that visitors make (appointmentChanged).
import { builder } from '../../graphql/builder.js';
import { signedInUser } from '../../auth/authenticate.js';
import { ConflictError, NotFoundError, resultOf, ValidationError } from '../../graphql/errors.js';
import { SlotDay } from './availability.graphql.js';
import * as manage from './manage.service.js';

const ManagedBusiness = builder.objectRef<manage.ManagedBooking['business']>('ManagedBookingBusiness').implement({
  fields: (t) => ({
    businessName: t.exposeString('businessName'),
    phone: t.exposeString('phone', { nullable: true }),
    subdomain: t.exposeString('subdomain'),
  }),
});

const ManagedBooking = builder.objectRef<manage.ManagedBooking>('ManagedBooking').implement({
  description: "A visitor's instant booking as its private link shows it; times are ISO 8601 with the business zone's offset.",
  fields: (t) => ({
    business: t.field({ type: ManagedBusiness, resolve: (m) => m.business }),
    serviceName: t.exposeString('serviceName'),
    timeZone: t.exposeString('timeZone'),
    start: t.exposeString('start', { description: "The arrival window's start (the job is planned from it)" }),
    end: t.exposeString('end', { description: 'When the job is planned to end' }),
    arrivalEnd: t.exposeString('arrivalEnd', { description: "The arrival window's end" }),
    when: t.exposeString('when', { description: 'e.g. "Tuesday, December 1, 9:00–11:00 AM"' }),
    address: t.exposeString('address', { nullable: true }),
    status: t.exposeString('status', { description: 'scheduled, completed or cancelled; held while an instant booking waits for its deposit (payUrl, payBy)' }),
    depositDue: t.exposeString('depositDue', { nullable: true, description: 'While held: the deposit to pay, e.g. "25.00"' }),
    payUrl: t.exposeString('payUrl', { nullable: true, description: "While held: where the deposit is paid (Stripe's checkout page)" }),
    payBy: t.exposeString('payBy', { nullable: true, description: 'While held: until when it can be paid; then the time is freed' }),
    canChange: t.exposeBoolean('canChange', { description: 'Whether it can still be cancelled or moved online (until the business’s cut-off, changeCutoffHours, before it)' }),
    changeCutoffHours: t.exposeInt('changeCutoffHours', { description: 'How many hours before the start it can still be cancelled or moved online' }),
    changeUntil: t.exposeString('changeUntil'),
    deposit: t.exposeString('deposit', { nullable: true, description: 'The deposit paid for it and still held, e.g. "36.00"; null when none (or refunded)' }),
    cancellationPolicy: t.exposeString('cancellationPolicy', { description: "The business's cancellation policy in one sentence" }),
    moveWindows: t.field({
      type: [SlotDay],
      description: `The free windows it can move to over the next ${manage.MOVE_DAYS} days (days without any left out)`,
      resolve: (m, _a, ctx) => manage.moveWindows(ctx, m),
    }),
  }),
});

const Cancellation = builder.objectRef<{ status: 'cancelled' }>('ManagedBookingCancellation').implement({
  fields: (t) => ({ status: t.exposeString('status') }),
});

builder.queryFields((t) => ({
  managedBooking: t.field({
    type: ManagedBooking,
    description: 'A visitor\'s booking by the token of its private link /b/{token} (no account).',
    args: { token: t.arg.string({ required: true }) },
    errors: resultOf('ManagedBooking', 'booking', [NotFoundError]),
    resolve: (_r, { token }, ctx) => manage.managedBooking(ctx, token),
  }),
}));

builder.mutationFields((t) => ({
  cancelManagedBooking: t.field({
    type: Cancellation,
    description: "Cancels a visitor's booking through its private link, until the business's cut-off (changeCutoffHours, 24 h by default) before it.",
    args: { token: t.arg.string({ required: true }) },
    errors: resultOf('CancelManagedBooking', 'cancellation', [NotFoundError, ConflictError]),
    resolve: (_r, { token }, ctx) => manage.cancelManagedBooking(ctx, token),
  }),
  rescheduleManagedBooking: t.field({
    type: ManagedBooking,
    description: "Moves a visitor's booking to another free arrival window, until the business's cut-off (changeCutoffHours, 24 h by default) before it.",
    args: { token: t.arg.string({ required: true }), start: t.arg.string({ required: true, description: "A free window's start, as moveWindows gives it" }) },
    errors: resultOf('RescheduleManagedBooking', 'booking', [ValidationError, NotFoundError, ConflictError]),
    resolve: (_r, { token, start }, ctx) => manage.rescheduleManagedBooking(ctx, token, start),
  }),
}));

builder.subscriptionFields((t) => ({
  appointmentChanged: t.prismaField({
    type: 'ServiceRecord',
    nullable: true,
    description: "Each job of the caller's schedule that a visitor booked, moved or cancelled (instant booking, manage link)",
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('appointment', signedInUser(ctx).id),
    resolve: (query, event, _args, ctx) => ctx.prisma.serviceRecord.findFirst({ ...query, where: { id: event.appointmentId, ownerId: signedInUser(ctx).id } }),
  }),
}));
