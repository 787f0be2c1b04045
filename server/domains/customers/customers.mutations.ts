// Create, edit and delete customers and vehicles (a customer's jobs: server/domains/jobs/jobs.mutations.ts).
import { OWNER_CONSENT_SOURCES } from '../../../common/customers.js';
import { builder } from '../../graphql/builder.js';
import { ConflictError, NotFoundError, PaymentRequiredError, ValidationError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import * as customers from './customers.service.js';
import { CustomerRef, CustomerStatus, selecting, VehicleRef } from './customers.types.js';

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
    size: t.string({ description: "sedan, small_suv, large_suv, truck or van; null = not sure; left out, the size table's when it knows the model" }),
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
    size: t.string({ description: "sedan, small_suv, large_suv, truck or van; null = not sure; left out, kept (the size table's when make, model or year change and it knows the model)" }),
  }),
});

const types = [ValidationError, ConflictError, NotFoundError, PaymentRequiredError];
/** The errors these mutations return and the success payload's field (union and result names come from the builder). */
const errors = (data: string) => ({ types, dataField: { name: data } });


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
}));
