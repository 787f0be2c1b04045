// REST rows of customers: list, create, detail ({ vehicles, appointments }), vehicles and service records (add, edit, delete).
import { graphql } from '../../rest/graphql.js';
import { customerImportRows } from './customers.import.rest.js';
import { nodeOf, type RestRow, restRow, text, toDatabaseId, toGlobalId, viewerOf, withDatabaseId } from '../../rest/rest.js';

const customerFields = graphql(`fragment RestCustomerFields on Customer { id firstName lastName email phone address notes status createdAt smsConsentAt smsConsentSource }`);
/** A customer as REST answers it: database id, and whether and how they agreed to texts. */
const restCustomer = <C extends { id: string; smsConsentAt?: unknown; smsConsentSource?: string | null }>(c: C) => ({
  ...withDatabaseId(c),
  smsConsent: !!c.smsConsentAt,
  consentSource: c.smsConsentSource ?? null,
});
const vehicleFields = graphql(`fragment RestVehicleFields on Vehicle { id year make model color licensePlate size }`);
export const recordFields = graphql(
  `fragment RestServiceRecordFields on ServiceRecord { id serviceDate status totalAmount notes nextServiceDue zipCode bookedAnyway depositStatus depositAmount depositDueAt depositPayUrl durationMinutes priceIsEstimate lines { description amount } }`,
);

const optional = (v: unknown) => (v === undefined || v === '' ? null : v);
const appointment = <R extends { id: string }>(record: R, customerId: string) => ({ ...withDatabaseId(record), customerId });
/** An updated vehicle or record, with the database id of its customer. */
const withCustomer = ({ customer, ...node }: { id: string; customer: { id: string } }) => ({
  ...withDatabaseId(node),
  customerId: toDatabaseId(customer.id),
});
const vehicleYear = (year: unknown) => (optional(year) === null ? null : Number.isInteger(Number(year)) ? Number(year) : year);
/** A PATCH body's fields as a partial input: absent keys are left out, so they keep their values. */
const patch = (body: Record<string, unknown>, fields: Record<string, (v: unknown) => unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key in body).map(([key, map]) => [key, map(body[key])]));

export const customerRows: RestRow[] = [
  // Before /api/customers/:id, so export.csv and import are not taken for an id.
  ...customerImportRows,
  restRow({
    method: 'GET',
    path: '/api/customers',
    operation: graphql(`query RestCustomers($first: Int!, $after: String, $search: String) {
      viewer { customers(first: $first, after: $after, search: $search) { pageInfo { hasNextPage endCursor } edges { node { ...RestCustomerFields } } } }
    }`, [customerFields]),
    variables: ({ query }) => ({ search: query.get('search') }),
    pages: (data) => data.viewer?.customers,
    result: (data) => viewerOf(data).customers.edges.map((e) => restCustomer(e.node)),
  }),
  restRow({
    method: 'POST',
    path: '/api/customers',
    operation: graphql(`mutation RestCreateCustomer($input: CustomerInput!) {
      createCustomer(input: $input) {
        __typename ... on Error { message }
        ... on CreateCustomerSuccess { customer { ...RestCustomerFields } }
      }
    }`, [customerFields]),
    variables: ({ body }) => ({
      input: {
        firstName: body.firstName ?? '',
        lastName: body.lastName ?? '',
        phone: body.phone ?? '',
        email: optional(body.email),
        address: optional(body.address),
        notes: optional(body.notes),
        status: optional(body.status),
        allowDuplicatePhone: body.allowDuplicatePhone === true,
        ...(body.smsConsent !== undefined ? { smsConsent: body.smsConsent } : {}),
        ...(body.smsConsentSource !== undefined ? { smsConsentSource: body.smsConsentSource } : {}),
      },
    }),
    result: (data) => restCustomer(data.createCustomer.customer),
    status: 201,
  }),
  restRow({
    method: 'GET',
    path: '/api/customers/:id',
    operation: graphql(`query RestCustomer($id: ID!) {
      viewer { id }
      node(id: $id) { ... on Customer { ...RestCustomerFields vehicles { ...RestVehicleFields } serviceRecords { ...RestServiceRecordFields } } }
    }`, [customerFields, vehicleFields, recordFields]),
    variables: ({ params }) => ({ id: toGlobalId('Customer', params.id) }),
    result: (data, { params }) => {
      viewerOf(data);
      const { vehicles, serviceRecords, ...customer } = nodeOf(data.node, 'Customer not found');
      return {
        customer: restCustomer(customer),
        vehicles: vehicles.map(withDatabaseId),
        appointments: serviceRecords.map((r) => appointment(r, params.id)),
      };
    },
  }),
  restRow({
    method: 'PATCH',
    path: '/api/customers/:id',
    operation: graphql(`mutation RestUpdateCustomer($id: ID!, $input: CustomerInput!) {
      updateCustomer(id: $id, input: $input) {
        __typename ... on Error { message } ... on UpdateCustomerSuccess { customer { ...RestCustomerFields } }
      }
    }`, [customerFields]),
    variables: ({ params, body }) => ({
      id: toGlobalId('Customer', params.id),
      input: {
        ...patch(body, {
          firstName: text,
          lastName: text,
          phone: text,
          email: optional,
          address: optional,
          notes: optional,
          status: optional,
          smsConsent: (v) => v,
          smsConsentSource: (v) => v,
        }),
        ...(body.allowDuplicatePhone === true ? { allowDuplicatePhone: true } : {}),
      },
    }),
    result: (data) => restCustomer(data.updateCustomer.customer),
  }),
  restRow({
    method: 'POST',
    path: '/api/customers/:id/vehicles',
    operation: graphql(`mutation RestAddVehicle($customerId: ID!, $input: VehicleInput!) {
      addVehicle(customerId: $customerId, input: $input) {
        __typename ... on Error { message }
        ... on AddVehicleSuccess { vehicle { ...RestVehicleFields } }
      }
    }`, [vehicleFields]),
    variables: ({ params, body }) => ({
      customerId: toGlobalId('Customer', params.id),
      input: {
        year: vehicleYear(body.year),
        make: body.make ?? '',
        model: body.model ?? '',
        color: optional(body.color),
        licensePlate: optional(body.licensePlate),
        // Left out: the size table's when it knows the model (#50); null or '' = not sure.
        ...('size' in body ? { size: optional(body.size) } : {}),
      },
    }),
    result: (data, { params }) => ({ ...withDatabaseId(data.addVehicle.vehicle), customerId: params.id }),
    status: 201,
  }),
  restRow({
    method: 'POST',
    path: '/api/appointments',
    operation: graphql(`mutation RestAddAppointment($customerId: ID!, $input: ServiceRecordInput!) {
      addServiceRecord(customerId: $customerId, input: $input) {
        __typename ... on Error { message } ... on AddServiceRecordSuccess { serviceRecord { ...RestServiceRecordFields } }
      }
    }`, [recordFields]),
    variables: ({ body }) => ({
      customerId: toGlobalId('Customer', String(body.customerId ?? '')),
      input: {
        serviceDate: body.serviceDate ?? '',
        status: optional(body.status),
        totalAmount: optional(body.totalAmount) === null ? null : String(body.totalAmount),
        notes: optional(body.notes),
        nextServiceDue: optional(body.nextServiceDue),
        serviceId: optional(body.serviceId) === null ? null : toGlobalId('Service', String(body.serviceId)),
        vehicleId: optional(body.vehicleId) === null ? null : toGlobalId('Vehicle', String(body.vehicleId)),
        durationMinutes: optional(body.durationMinutes),
        address: optional(body.address),
        bookAnyway: body.bookAnyway === true,
      },
    }),
    result: (data, { body }) => appointment(data.addServiceRecord.serviceRecord, String(body.customerId)),
    status: 201,
  }),
  restRow({
    method: 'PATCH',
    path: '/api/vehicles/:id',
    operation: graphql(`mutation RestUpdateVehicle($id: ID!, $input: UpdateVehicleInput!) {
      updateVehicle(id: $id, input: $input) {
        __typename ... on Error { message }
        ... on UpdateVehicleSuccess { vehicle { ...RestVehicleFields customer { id } } }
      }
    }`, [vehicleFields]),
    variables: ({ params, body }) => ({
      id: toGlobalId('Vehicle', params.id),
      input: patch(body, { year: vehicleYear, make: text, model: text, color: optional, licensePlate: optional, size: optional }),
    }),
    result: (data) => withCustomer(data.updateVehicle.vehicle),
  }),
  restRow({
    method: 'DELETE',
    path: '/api/vehicles/:id',
    operation: graphql(`mutation RestDeleteVehicle($id: ID!) {
      deleteVehicle(id: $id) { __typename ... on Error { message } ... on DeleteVehicleSuccess { customer { id } } }
    }`),
    variables: ({ params }) => ({ id: toGlobalId('Vehicle', params.id) }),
    result: (_data, { params }) => ({ success: true, id: params.id }),
  }),
  restRow({
    method: 'PATCH',
    path: '/api/appointments/:id',
    operation: graphql(`mutation RestUpdateAppointment($id: ID!, $input: UpdateServiceRecordInput!) {
      updateServiceRecord(id: $id, input: $input) {
        __typename ... on Error { message }
        ... on UpdateServiceRecordSuccess { serviceRecord { ...RestServiceRecordFields customer { id } } }
      }
    }`, [recordFields]),
    variables: ({ params, body }) => ({
      id: toGlobalId('ServiceRecord', params.id),
      input: {
        ...patch(body, {
          serviceDate: text,
          status: optional,
          totalAmount: (v) => (optional(v) === null ? null : String(v)),
          notes: optional,
          completionNote: optional,
          nextServiceDue: optional,
        }),
        ...(body.bookAnyway === true ? { bookAnyway: true } : {}),
        // The owner's choice for a paid deposit when cancelling or moving: "refund" or "carry".
        ...(body.deposit !== undefined ? { deposit: body.deposit as 'refund' | 'carry' } : {}),
      },
    }),
    result: (data) => withCustomer(data.updateServiceRecord.serviceRecord),
  }),
  restRow({
    method: 'DELETE',
    path: '/api/appointments/:id',
    operation: graphql(`mutation RestDeleteAppointment($id: ID!) {
      deleteServiceRecord(id: $id) { __typename ... on Error { message } ... on DeleteServiceRecordSuccess { customer { id } } }
    }`),
    variables: ({ params }) => ({ id: toGlobalId('ServiceRecord', params.id) }),
    result: (_data, { params }) => ({ success: true, id: params.id }),
  }),
];
