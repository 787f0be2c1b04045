// The owner's job writes in GraphQL (jobs.service.ts): New job or Log a job, an edit (move, Complete,
// cancel with the deposit's choice, no-show), "No-show" and "Ask for a review" (#59), delete. A job is a
// ServiceRecord of a customer (customers.types.ts); its no-show and review fields are added here.
import { builder } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, PaymentRequiredError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { selecting, ServiceRecordRef, ServiceRecordStatus } from '../customers/customers.types.js';
import { DepositChoiceEnum } from '../../graphql/deposit-enums.js';
import * as jobs from './jobs.service.js';

const ServiceRecordInput = builder.inputType('ServiceRecordInput', {
  fields: (t) => ({
    serviceDate: t.string({ required: true, description: 'ISO date or date-time' }),
    status: t.field({ type: ServiceRecordStatus }),
    totalAmount: t.string({ description: 'Decimal with at most 2 places' }),
    notes: t.string(),
    nextServiceDue: t.string({ description: 'ISO date or date-time' }),
    serviceId: t.id({ description: "One of the owner's services: its name, and its duration and price unless given" }),
    vehicleId: t.id({ description: "One of the customer's vehicles" }),
    durationMinutes: t.int({ description: 'How long the job takes (5 to 1440 minutes)' }),
    address: t.string({ description: "Where the job is, when not the customer's address" }),
    bookAnyway: t.boolean({ description: 'Save a scheduled job even when it overlaps another (travel and buffers included)' }),
  }),
});

const UpdateServiceRecordInput = builder.inputType('UpdateServiceRecordInput', {
  fields: (t) => ({
    serviceDate: t.string({ description: 'ISO date or date-time' }),
    status: t.field({ type: ServiceRecordStatus }),
    totalAmount: t.string({ description: 'Decimal with at most 2 places' }),
    notes: t.string({ description: "The job's notes; completing a job cannot clear them (edit them on their own)" }),
    completionNote: t.string({ description: "With status completed: added below the job's notes, which are kept" }),
    nextServiceDue: t.string({ description: 'ISO date or date-time' }),
    bookAnyway: t.boolean({ description: 'Save a scheduled job even when it overlaps another (travel and buffers included)' }),
    deposit: t.field({
      type: DepositChoiceEnum,
      description: 'With a cancellation or a new date, for a job whose deposit was paid: refund it or carry it (absent = carry)',
    }),
  }),
});

const types = [ValidationError, ConflictError, NotFoundError, PaymentRequiredError];
/** The errors these mutations return and the success payload's field (union and result names come from the builder). */
const errors = (data: string) => ({ types, dataField: { name: data } });


// When the job stopped being live, and when its customer was asked for a review (#59).
builder.prismaObjectFields(ServiceRecordRef, (t) => ({
  cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true, description: 'When the job was cancelled or marked no-show; null while it is live or done' }),
  reviewRequestedAt: t.expose('reviewRequestedAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When the customer was first asked for a review ("Ask for a review", or a thank-you with the review link sent)',
  }),
}));

builder.mutationFields((t) => ({
  markNoShow: t.field({
    type: ServiceRecordRef,
    description: 'The customer did not come: a scheduled job whose start has passed becomes no_show (not revenue, off the schedule); its messages still to go are cancelled and a paid deposit is kept.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    errors: errors('serviceRecord'),
    resolve: (_r, { id }, ctx) => jobs.markNoShow(ctx, databaseId(String(id), 'ServiceRecord', 'Service record not found')),
  }),
  askForReview: t.field({
    type: ServiceRecordRef,
    description: "A completed job's thank-you with the owner's review link goes now (once); the job records reviewRequestedAt.",
    authScopes: { signedIn: true },
    args: { jobId: t.arg.id({ required: true }) },
    errors: errors('serviceRecord'),
    resolve: (_r, { jobId }, ctx) => jobs.askForReview(ctx, databaseId(String(jobId), 'ServiceRecord', 'Service record not found')),
  }),
  addServiceRecord: t.field({
    type: ServiceRecordRef,
    authScopes: { signedIn: true },
    args: { customerId: t.arg.id({ required: true }), input: t.arg({ type: ServiceRecordInput, required: true }) },
    errors: errors('serviceRecord'),
    resolve: (_r, { customerId, input: { serviceId, vehicleId, bookAnyway, ...input } }, ctx) =>
      jobs.addServiceRecord(ctx, databaseId(String(customerId), 'Customer'), input, {
        bookAnyway,
        serviceId: serviceId ? databaseId(String(serviceId), 'Service', 'Service not found') : null,
        vehicleId: vehicleId ? databaseId(String(vehicleId), 'Vehicle', 'Vehicle not found') : null,
      }),
  }),
  updateServiceRecord: t.field({
    type: ServiceRecordRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateServiceRecordInput, required: true }) },
    errors: errors('serviceRecord'),
    resolve: (_r, { id, input: { bookAnyway, deposit, completionNote, ...input } }, ctx) =>
      jobs.updateServiceRecord(ctx, databaseId(String(id), 'ServiceRecord', 'Service record not found'), input, { bookAnyway, deposit, completionNote }),
  }),
  deleteServiceRecord: t.prismaField({
    type: 'Customer',
    description: 'Returns the customer the record belonged to.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    errors: errors('customer'),
    resolve: async (query, _r, { id }, ctx) => {
      const customerId = await jobs.deleteServiceRecord(
        ctx,
        databaseId(String(id), 'ServiceRecord', 'Service record not found'),
      );
      return ctx.prisma.customer.findUniqueOrThrow({ ...selecting(query), where: { id: customerId } });
    },
  }),
}));
