// REST rows of customers: list, create, detail ({ vehicles, appointments }), add vehicle, add service record.
import { RestError, type RestRow, toGlobalId, viewerOf, withDatabaseId } from '../../rest/rest.js';

const errors = `__typename ... on Error { message }`;
const customerFields = `id firstName lastName email phone address notes status createdAt`;
const vehicleFields = `id year make model color licensePlate`;
const recordFields = `id serviceDate status totalAmount notes nextServiceDue`;
/** GET /api/customers answers this many, newest first (GraphQL pages through all of them). */
export const REST_CUSTOMER_LIMIT = 1000;

const optional = (v: unknown) => (v === undefined || v === '' ? null : v);
const appointment = (record: { id: string }, customerId: string) => ({ ...withDatabaseId(record), customerId });

export const customerRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/customers',
    operation: `query RestCustomers($first: Int!, $search: String) {
      viewer { customers(first: $first, search: $search) { edges { node { ${customerFields} } } } }
    }`,
    variables: ({ query }) => ({ first: REST_CUSTOMER_LIMIT, search: query.get('search') }),
    result: (data) => viewerOf(data).customers.edges.map((e: { node: { id: string } }) => withDatabaseId(e.node)),
  },
  {
    method: 'POST',
    path: '/api/customers',
    operation: `mutation RestCreateCustomer($input: CustomerInput!) {
      createCustomer(input: $input) { ${errors} ... on CreateCustomerSuccess { customer { ${customerFields} } } }
    }`,
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
      },
    }),
    result: (data) => withDatabaseId(data.createCustomer.customer),
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/customers/:id',
    operation: `query RestCustomer($id: ID!) {
      viewer { id }
      node(id: $id) { ... on Customer { ${customerFields} vehicles { ${vehicleFields} } serviceRecords { ${recordFields} } } }
    }`,
    variables: ({ params }) => ({ id: toGlobalId('Customer', params.id) }),
    result: (data, { params }) => {
      viewerOf(data);
      if (!data.node) throw new RestError(404, 'Customer not found');
      const { vehicles, serviceRecords, ...customer } = data.node;
      return {
        customer: withDatabaseId(customer),
        vehicles: vehicles.map(withDatabaseId),
        appointments: serviceRecords.map((r: { id: string }) => appointment(r, params.id)),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/customers/:id/vehicles',
    operation: `mutation RestAddVehicle($customerId: ID!, $input: VehicleInput!) {
      addVehicle(customerId: $customerId, input: $input) { ${errors} ... on AddVehicleSuccess { vehicle { ${vehicleFields} } } }
    }`,
    variables: ({ params, body }) => ({
      customerId: toGlobalId('Customer', params.id),
      input: {
        year: optional(body.year) === null ? null : Number.isInteger(Number(body.year)) ? Number(body.year) : body.year,
        make: body.make ?? '',
        model: body.model ?? '',
        color: optional(body.color),
        licensePlate: optional(body.licensePlate),
      },
    }),
    result: (data, { params }) => ({ ...withDatabaseId(data.addVehicle.vehicle), customerId: params.id }),
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/appointments',
    operation: `mutation RestAddAppointment($customerId: ID!, $input: ServiceRecordInput!) {
      addServiceRecord(customerId: $customerId, input: $input) {
        ${errors} ... on AddServiceRecordSuccess { serviceRecord { ${recordFields} } }
      }
    }`,
    variables: ({ body }) => ({
      customerId: toGlobalId('Customer', String(body.customerId ?? '')),
      input: {
        serviceDate: body.serviceDate ?? '',
        status: optional(body.status),
        totalAmount: optional(body.totalAmount) === null ? null : String(body.totalAmount),
        notes: optional(body.notes),
        nextServiceDue: optional(body.nextServiceDue),
      },
    }),
    result: (data, { body }) => appointment(data.addServiceRecord.serviceRecord, String(body.customerId)),
    status: 201,
  },
];

