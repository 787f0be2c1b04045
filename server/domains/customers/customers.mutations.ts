// Create, edit and delete customers, vehicles and service records.
import { DepositChoiceEnum } from './deposit-enums.js';
import { OWNER_CONSENT_SOURCES } from '../../../common/customers.js';
import { builder } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, PaymentRequiredError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import * as customers from './customers.service.js';
import { CustomerRef, CustomerStatus, ServiceRecordRef, ServiceRecordStatus, VehicleRef } from './customers.types.js';

const OwnerConsentSourceEnum = builder.enumType('OwnerConsentSource', {
  description: 'How a customer agreed to texts when the owner records it: told the owner (in person or on the phone), or in writing',
  values: OWNER_CONSENT_SOURCES,
});

/** Creating needs the names and the phone; an update is partial: a field left out keeps its value, null clears an optional one. */
const CustomerInput = builder.inputType('CustomerInput', {
  fields: (t) => ({
    firstName: t.string({ description: 'Required to create' }),
    lastName: t.string({ description: 'Required to create' }),
    phone: t.string({ description: 'Required to create' }),
    email: t.string(),
    address: t.string(),
    notes: t.string(),
    status: t.field({ type: CustomerStatus }),
    allowDuplicatePhone: t.boolean({ description: 'Save even when another customer has this phone number' }),
    smsConsent: t.boolean({
      description: 'The customer agreed to text messages (recorded now, by the owner) or withdrew; left out, unchanged',
    }),
    smsConsentSource: t.field({
      type: OwnerConsentSourceEnum,
      description: 'How the customer agreed, with smsConsent: true (verbal unless given); given alone on an update, it corrects how',
    }),
  }),
});

const VehicleInput = builder.inputType('VehicleInput', {
  fields: (t) => ({
    year: t.int(),
    make: t.string({ required: true }),
    model: t.string({ required: true }),
    color: t.string(),
    licensePlate: t.string(),
  }),
});

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

/** Partial updates: a field left out keeps its value, null clears an optional one. */
const UpdateVehicleInput = builder.inputType('UpdateVehicleInput', {
  fields: (t) => ({
    year: t.int(),
    make: t.string(),
    model: t.string(),
    color: t.string(),
    licensePlate: t.string(),
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

/**
 * A Success member that selects nothing of the customer (only __typename) yields an empty select,
 * which Prisma refuses; the write has happened by then, so that must not become a 500.
 */
const selecting = <Q extends { select?: object }>(query: Q) => (query.select && !Object.keys(query.select).length ? {} : query);

builder.mutationFields((t) => ({
  createCustomer: t.field({
    type: CustomerRef,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CustomerInput, required: true }) },
    errors: errors('customer'),
    resolve: (_r, { input }, ctx) => customers.createCustomer(ctx, input, !!input.allowDuplicatePhone),
  }),
  updateCustomer: t.field({
    type: CustomerRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CustomerInput, required: true }) },
    errors: errors('customer'),
    resolve: (_r, { id, input }, ctx) =>
      customers.updateCustomer(ctx, databaseId(String(id), 'Customer'), input, !!input.allowDuplicatePhone),
  }),
  deleteCustomer: t.field({
    type: 'ID',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    errors: errors('deletedCustomerId'),
    resolve: async (_r, { id }, ctx) => {
      await customers.deleteCustomer(ctx, databaseId(String(id), 'Customer'));
      return String(id);
    },
  }),
  addVehicle: t.field({
    type: VehicleRef,
    authScopes: { signedIn: true },
    args: { customerId: t.arg.id({ required: true }), input: t.arg({ type: VehicleInput, required: true }) },
    errors: errors('vehicle'),
    resolve: (_r, { customerId, input }, ctx) =>
      customers.addVehicle(ctx, databaseId(String(customerId), 'Customer'), input),
  }),
  updateVehicle: t.field({
    type: VehicleRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateVehicleInput, required: true }) },
    errors: errors('vehicle'),
    resolve: (_r, { id, input }, ctx) => customers.updateVehicle(ctx, databaseId(String(id), 'Vehicle'), input),
  }),
  deleteVehicle: t.prismaField({
    type: 'Customer',
    description: 'Returns the customer the vehicle belonged to.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    errors: errors('customer'),
    resolve: async (query, _r, { id }, ctx) => {
      const customerId = await customers.deleteVehicle(ctx, databaseId(String(id), 'Vehicle'));
      return ctx.prisma.customer.findUniqueOrThrow({ ...selecting(query), where: { id: customerId } });
    },
  }),
  addServiceRecord: t.field({
    type: ServiceRecordRef,
    authScopes: { signedIn: true },
    args: { customerId: t.arg.id({ required: true }), input: t.arg({ type: ServiceRecordInput, required: true }) },
    errors: errors('serviceRecord'),
    resolve: (_r, { customerId, input: { serviceId, vehicleId, bookAnyway, ...input } }, ctx) =>
      customers.addServiceRecord(ctx, databaseId(String(customerId), 'Customer'), input, {
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
      customers.updateServiceRecord(ctx, databaseId(String(id), 'ServiceRecord', 'Service record not found'), input, { bookAnyway, deposit, completionNote }),
  }),
  deleteServiceRecord: t.prismaField({
    type: 'Customer',
    description: 'Returns the customer the record belonged to.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    errors: errors('customer'),
    resolve: async (query, _r, { id }, ctx) => {
      const customerId = await customers.deleteServiceRecord(
        ctx,
        databaseId(String(id), 'ServiceRecord', 'Service record not found'),
      );
      return ctx.prisma.customer.findUniqueOrThrow({ ...selecting(query), where: { id: customerId } });
    },
  }),
}));
