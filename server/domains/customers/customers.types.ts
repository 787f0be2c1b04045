// Customer, Vehicle and ServiceRecord nodes, and the owner's customer connections.
import { CUSTOMER_STATUSES, SERVICE_STATUSES } from '../../../common/customers.js';
import { builder } from '../../graphql/builder.js';
import { ownedByCaller } from '../../graphql/context.js';
import { UserRef } from '../../graphql/user.js';
import { customerSearch, dueForServiceWhere, totalSpent } from './customers.service.js';

/** Node lookups find the caller's own customers only (admins all), so a foreign id is simply null. */
const ownerScope = ownedByCaller;

export const CustomerStatus = builder.enumType('CustomerStatus', { values: CUSTOMER_STATUSES });
export const ServiceRecordStatus = builder.enumType('ServiceRecordStatus', { values: SERVICE_STATUSES });

export const VehicleRef = builder.prismaNode('Vehicle', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, customer: ownerScope(ctx) }),
  fields: (t) => ({
    year: t.exposeInt('year', { nullable: true }),
    make: t.exposeString('make'),
    model: t.exposeString('model'),
    color: t.exposeString('color', { nullable: true }),
    licensePlate: t.exposeString('licensePlate', { nullable: true }),
    size: t.exposeString('size', {
      nullable: true,
      description: "The size the vehicle is priced at (#50): sedan, small_suv, large_suv, truck or van; null when not sure. Set by the owner, or from the size table when the vehicle was added",
    }),
    customer: t.relation('customer'),
  }),
});

export const ServiceRecordRef = builder.prismaNode('ServiceRecord', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, customer: ownerScope(ctx) }),
  fields: (t) => ({
    serviceDate: t.expose('serviceDate', { type: 'DateTime' }),
    status: t.expose('status', { type: ServiceRecordStatus }),
    totalAmount: t.string({ nullable: true, resolve: (r) => r.totalAmount?.toFixed(2) ?? null }),
    notes: t.exposeString('notes', { nullable: true }),
    nextServiceDue: t.expose('nextServiceDue', { type: 'DateTime', nullable: true }),
    customer: t.relation('customer'),
  }),
});

export const CustomerRef = builder.prismaNode('Customer', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ...ownerScope(ctx) }),
  authScopes: (customer, ctx) => customer.ownerId === ctx.user?.id || !!ctx.user?.isAdmin,
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone'),
    address: t.exposeString('address', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    status: t.expose('status', { type: CustomerStatus }),
    nextServiceDue: t.expose('nextServiceDue', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    vehicles: t.relation('vehicles', { query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
    serviceRecords: t.relation('serviceRecords', {
      query: { orderBy: [{ serviceDate: 'desc' }, { createdAt: 'desc' }] },
    }),
    visitCount: t.relationCount('serviceRecords', { description: 'Completed jobs', where: { status: 'completed' } }),
    totalSpent: t.string({
      description: 'The sum of the completed jobs, 2 decimals (booked and cancelled jobs are not counted)',
      resolve: (c, _a, ctx) => totalSpent(ctx.prisma, c.id),
    }),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  // A root query on Customer, not a relation of the User row: the viewer is already loaded with the
  // session, so the page is one statement (plus one per nested list), and the count runs only when
  // totalCount is selected.
  customers: t.prismaConnection({
    type: CustomerRef,
    cursor: 'id',
    description: 'Newest first; search matches names, email, phone digits, or a vehicle make, model or plate.',
    args: { search: t.arg.string() },
    resolve: async (query, user, { search }, ctx) =>
      ctx.prisma.customer.findMany({
        ...query,
        where: { ownerId: user.id, ...(await customerSearch(ctx, user.id, search)) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
    // Unfiltered, the count is the owner's stored customerCount (kept by the database, read with the
    // user's row): no count over an owner's every customer on each page. A search counts its matches.
    totalCount: (user, { search }, ctx) =>
      !search?.trim() && typeof user.customerCount === 'number'
        ? user.customerCount
        : customerSearch(ctx, user.id, search).then((where) => ctx.prisma.customer.count({ where: { ownerId: user.id, ...where } })),
  }),
  customersDueForService: t.relatedConnection('customers', {
    cursor: 'id',
    description: 'Customers whose next service is due within 14 days or has passed, soonest first.',
    query: () => ({ where: dueForServiceWhere(), orderBy: [{ nextServiceDue: 'asc' }, { id: 'asc' }] }),
  }),
}));

/**
 * A Success member that selects nothing of the customer (only __typename) yields an empty select,
 * which Prisma refuses; the write has happened by then, so that must not become a 500.
 */
export const selecting = <Q extends { select?: object }>(query: Q) => (query.select && !Object.keys(query.select).length ? {} : query);
