// Customers, vehicles and service history through GraphQL and REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGE,
  CUSTOMER_REQUIRED,
  maxVehicleYear,
  SERVICE_DATE_REQUIRED,
  SERVICE_DETAILS_REQUIRED,
  VEHICLE_REQUIRED,
} from '../../../common/customers.js';
import { DATE_RANGE_MESSAGE } from '../../../common/dates.js';
import { REST_PAGE_SIZE, toGlobalId } from '../../rest/rest.js';
import { type TestApp, startTestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;
let n = 0;
const customer = (patch: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: `(913) 555-${String(1000 + n++).slice(-4)}`,
  email: 'maria@example.com',
  ...patch,
});
const create = async (o: Owner, patch: Record<string, unknown> = {}) => {
  const res = await o.rest('POST', '/api/customers', customer(patch));
  expect(res.status).toBe(201);
  return res.body as { id: string; phone: string };
};

const PAGE = `query($first: Int!, $after: String, $search: String) {
  viewer { customers(first: $first, after: $after, search: $search) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id firstName lastName phone status vehicles { make } serviceRecords { totalAmount } } }
  } }
}`;

describe('customers', () => {
  it('creates and lists customers newest first in the documented shape', async () => {
    const o = await t.owner();
    const first = await create(o, { firstName: 'Ann' });
    const second = await create(o, { firstName: 'Ben', email: '', address: '1 Main St', notes: 'Gate code 1234' });
    const list = await o.rest('GET', '/api/customers');
    expect(list.body.map((c: { firstName: string }) => c.firstName)).toEqual(['Ben', 'Ann']);
    expect(list.body[0]).toMatchObject({ id: second.id, email: null, address: '1 Main St', notes: 'Gate code 1234', status: 'lead' });
    expect(list.body[1].id).toBe(first.id);
  });

  it('GET /api/customers answers every customer, past the largest page a connection answers (REST pages through them)', async () => {
    const o = await t.owner();
    const count = 2 * REST_PAGE_SIZE + 5;
    const start = Date.UTC(2026, 0, 1);
    await t.prisma.customer.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        ownerId: o.user.id,
        firstName: `Many${i}`,
        lastName: 'Row',
        phone: '9135550100',
        phoneDigits: '9135550100',
        createdAt: new Date(start + i * 1000),
      })),
    });
    const list = await o.rest('GET', '/api/customers');
    expect(list.status).toBe(200);
    const names = (list.body as { firstName: string }[]).map((c) => c.firstName);
    expect(names).toHaveLength(count);
    // Newest first, each once, across the pages.
    expect(names).toEqual(Array.from({ length: count }, (_, i) => `Many${count - 1 - i}`));
  });

  it.each([
    [{ firstName: '' }, CUSTOMER_REQUIRED],
    [{ lastName: ' ' }, CUSTOMER_REQUIRED],
    [{ phone: '' }, CUSTOMER_REQUIRED],
    [{ phone: '12' }, 'Please enter a valid phone number'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
  ])('refuses %o with "%s"', async (patch, message) => {
    const o = await t.owner();
    expect(await o.rest('POST', '/api/customers', customer(patch))).toMatchObject({ status: 400, body: { error: message } });
    expect((await o.rest('GET', '/api/customers')).body).toEqual([]);
  });

  it('warns about a phone number already on file, in any format, unless told to add anyway', async () => {
    const o = await t.owner();
    await create(o, { phone: '913-555-0142', firstName: 'Ann', lastName: 'Lee' });
    const dup = await o.rest('POST', '/api/customers', customer({ phone: '+1 (913) 555 0142' }));
    expect(dup).toMatchObject({ status: 409, body: { error: 'A customer with this phone number already exists: Ann Lee.' } });
    expect((await o.rest('POST', '/api/customers', customer({ phone: '9135550142', allowDuplicatePhone: true }))).status).toBe(201);
    // Another owner may have a customer with the same phone.
    const other = await t.owner();
    expect((await other.rest('POST', '/api/customers', customer({ phone: '913-555-0142' }))).status).toBe(201);
  });

  it('finds customers by name, email or phone digits', async () => {
    const o = await t.owner();
    await create(o, { firstName: 'Grace', lastName: 'Hopper', phone: '816-555-7788', email: 'grace@navy.mil' });
    await create(o, { firstName: 'Alan', lastName: 'Turing', phone: '816-555-1212', email: 'alan@example.com' });
    const search = async (s: string) =>
      (await o.gql(PAGE, { first: 10, search: s })).data.viewer.customers.edges.map((e: { node: { firstName: string } }) => e.node.firstName);
    expect(await search('hop')).toEqual(['Grace']);
    expect(await search('GRACE hopper')).toEqual(['Grace']);
    expect(await search('navy.mil')).toEqual(['Grace']);
    expect(await search('(816) 555-12')).toEqual(['Alan']);
    expect(await search('5557788')).toEqual(['Grace']);
    expect(await search('zzz')).toEqual([]);
  });

  it('finds customers by a vehicle make, model or plate, each word matching somewhere', async () => {
    const o = await t.owner();
    const grace = await create(o, { firstName: 'Grace', lastName: 'Hopper', phone: '816-555-7788' });
    const alan = await create(o, { firstName: 'Alan', lastName: 'Turing', phone: '816-555-1212' });
    await create(o, { firstName: 'Ada', lastName: 'Lovelace', phone: '816-555-3434' });
    await o.rest('POST', `/api/customers/${grace.id}/vehicles`, { make: 'Tesla', model: 'Model 3', licensePlate: 'KC 4821' });
    await o.rest('POST', `/api/customers/${alan.id}/vehicles`, { make: 'Ford', model: 'F-150', licensePlate: null });
    await o.rest('POST', `/api/customers/${alan.id}/vehicles`, { make: 'Honda', model: 'Civic', licensePlate: 'ZX9' });
    const search = async (s: string) =>
      (await o.gql(PAGE, { first: 10, search: s })).data.viewer.customers.edges.map((e: { node: { firstName: string } }) => e.node.firstName);
    expect(await search('tesla')).toEqual(['Grace']);
    expect(await search('f-150')).toEqual(['Alan']);
    // Letters and digits are what count: however the model or plate is typed.
    expect(await search('f150')).toEqual(['Alan']);
    expect(await search('F150 ford')).toEqual(['Alan']);
    expect(await search('kc4821')).toEqual(['Grace']);
    expect(await search('model3')).toEqual(['Grace']);
    expect(await search('civic')).toEqual(['Alan']);
    expect(await search('kc 4821')).toEqual(['Grace']);
    expect(await search('zx9')).toEqual(['Alan']);
    expect(await search('alan honda')).toEqual(['Alan']);
    expect(await search('grace honda')).toEqual([]);
    // Another owner's vehicles never match.
    const other = await t.owner();
    expect((await other.gql(PAGE, { first: 10, search: 'tesla' })).data.viewer.customers.edges).toEqual([]);
  });

  it('pages through every customer exactly once', async () => {
    const o = await t.owner();
    await t.prisma.customer.createMany({
      data: Array.from({ length: 23 }, (_, i) => ({
        ownerId: o.user.id,
        firstName: `C${i}`,
        lastName: 'Page',
        phone: `555-01${String(i).padStart(2, '0')}`,
        phoneDigits: `55501${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 5)), // equal timestamps on purpose
      })),
    });
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { data: { viewer: { customers: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { id: string } }[] } } } } =
        await o.gql(PAGE, { first: 5, after });
      const conn = page.data.viewer.customers;
      expect(conn.totalCount).toBe(23);
      seen.push(...conn.edges.map((e) => e.node.id));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
  });

  it('lists customers with vehicles and records in a bounded number of statements, whatever the page size', async () => {
    const o = await t.owner();
    for (let i = 0; i < 30; i++) {
      const c = await create(o);
      await o.rest('POST', `/api/customers/${c.id}/vehicles`, { make: 'Honda', model: 'Civic' });
      await o.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: '2026-11-01', totalAmount: 50 });
    }
    const small = await t.countStatements(() => o.gql(PAGE, { first: 2 }));
    const large = await t.countStatements(() => o.gql(PAGE, { first: 30 }));
    expect(large).toBe(small);
    // The session with its user (and the stored count), and the page joined with its vehicles and records.
    expect(large).toBe(2);
    // Searching by vehicle stays one query for the page, not one per customer, and counts its matches;
    // one more statement finds the vehicles by their letters and digits, for the page and count both.
    const searched = await t.countStatements(() => o.gql(PAGE, { first: 30, search: 'civic' }));
    expect(searched).toBe(large + 2);
  });

  it('the total follows every insert, delete and change of owner, in bulk too; a search counts its matches', async () => {
    const o = await t.owner();
    const other = await t.owner();
    const total = async (owner: Owner, search?: string) => (await owner.gql(PAGE, { first: 1, search })).data.viewer.customers.totalCount;
    const counted = (owner: Owner) => t.prisma.customer.count({ where: { ownerId: owner.user.id } });
    const one = await create(o, { firstName: 'Ann' });
    await create(o, { firstName: 'Ben' });
    const bulk = (ownerId: string) =>
      Array.from({ length: 5 }, (_, i) => ({ ownerId, firstName: 'Bulk', lastName: `B${i}`, phone: `555-02${i}0`, phoneDigits: `55502${i}0` }));
    await t.prisma.customer.createMany({ data: [...bulk(o.user.id), ...bulk(other.user.id)] });
    expect([await total(o), await total(other)]).toEqual([7, 5]);
    await o.gql(`mutation($id: ID!) { deleteCustomer(id: $id) { __typename } }`, { id: toGlobalId('Customer', one.id) });
    await t.prisma.customer.deleteMany({ where: { ownerId: other.user.id, lastName: { in: ['B0', 'B1'] } } });
    expect([await total(o), await total(other)]).toEqual([6, 3]);
    await t.prisma.customer.updateMany({ where: { ownerId: o.user.id, firstName: 'Bulk' }, data: { ownerId: other.user.id } });
    expect([await total(o), await total(other)]).toEqual([1, 8]);
    expect([await total(o), await total(other)]).toEqual([await counted(o), await counted(other)]);
    expect(await total(other, 'bulk')).toBe(8);
    expect(await total(other, 'B3')).toBe(2);
  });

  it('edits and deletes a customer', async () => {
    const o = await t.owner();
    const c = await create(o);
    const id = (await o.gql(PAGE, { first: 1 })).data.viewer.customers.edges[0].node.id;
    const upd = await o.gql(
      `mutation($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { __typename ... on UpdateCustomerSuccess { customer { firstName status } } } }`,
      { id, input: { firstName: 'Mary', lastName: 'Lopez', phone: c.phone, status: 'inactive' } },
    );
    expect(upd.data.updateCustomer.customer).toEqual({ firstName: 'Mary', status: 'inactive' });
    const del = await o.gql(`mutation($id: ID!) { deleteCustomer(id: $id) { __typename ... on DeleteCustomerSuccess { deletedCustomerId } } }`, { id });
    expect(del.data.deleteCustomer.deletedCustomerId).toBe(id);
    expect(await o.rest('GET', `/api/customers/${c.id}`)).toMatchObject({ status: 404, body: { error: 'Customer not found' } });
  });
});

describe('vehicles and service history', () => {
  it('adds a vehicle and a service record, shown in the detail; a lead who was served becomes active', async () => {
    const o = await t.owner();
    const c = await create(o);
    const v = await o.rest('POST', `/api/customers/${c.id}/vehicles`, { year: '2019', make: 'Toyota', model: 'Camry', color: 'Blue', licensePlate: null });
    expect(v).toMatchObject({ status: 201, body: { year: 2019, make: 'Toyota', model: 'Camry', color: 'Blue', licensePlate: null } });
    const a = await o.rest('POST', '/api/appointments', {
      customerId: c.id,
      serviceDate: '2026-11-20T15:00:00.000Z',
      status: 'completed',
      totalAmount: 149.5,
      notes: 'Pet hair',
      nextServiceDue: '2026-12-20T00:00:00.000Z',
    });
    expect(a).toMatchObject({ status: 201, body: { customerId: c.id, totalAmount: '149.50', status: 'completed' } });
    const detail = await o.rest('GET', `/api/customers/${c.id}`);
    expect(detail.body.vehicles).toEqual([expect.objectContaining({ id: v.body.id, make: 'Toyota' })]);
    expect(detail.body.appointments).toEqual([
      expect.objectContaining({ id: a.body.id, serviceDate: '2026-11-20T15:00:00.000Z', notes: 'Pet hair', nextServiceDue: '2026-12-20T00:00:00.000Z' }),
    ]);
    expect(detail.body.customer.status).toBe('active');
  });

  it.each([
    [{ make: '' , model: 'Civic' }, VEHICLE_REQUIRED],
    [{ make: 'Honda', model: '' }, VEHICLE_REQUIRED],
    [{ make: 'Honda', model: 'Civic', year: 1899 }, `Year must be between 1900 and ${maxVehicleYear()}.`],
    [{ make: 'Honda', model: 'Civic', year: maxVehicleYear() + 1 }, `Year must be between 1900 and ${maxVehicleYear()}.`],
  ])('refuses vehicle %o with "%s"', async (body, message) => {
    const o = await t.owner();
    const c = await create(o);
    expect(await o.rest('POST', `/api/customers/${c.id}/vehicles`, body)).toMatchObject({ status: 400, body: { error: message } });
  });

  it('accepts next year as a vehicle year', async () => {
    const o = await t.owner();
    const c = await create(o);
    expect((await o.rest('POST', `/api/customers/${c.id}/vehicles`, { make: 'Rivian', model: 'R2', year: maxVehicleYear() })).status).toBe(201);
  });

  it.each([
    [{ serviceDate: '' }, SERVICE_DATE_REQUIRED],
    [{ serviceDate: null }, SERVICE_DATE_REQUIRED],
    [{ serviceDate: '2026-11-01', totalAmount: -5 }, AMOUNT_MESSAGE],
    [{ serviceDate: '2026-11-01', totalAmount: '12.345' }, AMOUNT_MESSAGE],
    // Dates JavaScript can hold but PostgreSQL cannot store, and dates no service has.
    [{ serviceDate: '-271821-04-20T00:00:00Z' }, DATE_RANGE_MESSAGE],
    [{ serviceDate: '+275760-09-13T00:00:00Z' }, DATE_RANGE_MESSAGE],
    [{ serviceDate: '0000-01-01' }, DATE_RANGE_MESSAGE],
    [{ serviceDate: '1899-12-31' }, DATE_RANGE_MESSAGE],
    [{ serviceDate: '2026-11-01', nextServiceDue: '2201-01-01' }, DATE_RANGE_MESSAGE],
    [{ serviceDate: '2026-11-01' }, SERVICE_DETAILS_REQUIRED],
    [{ serviceDate: '2026-11-01', totalAmount: '', notes: '  ', nextServiceDue: '' }, SERVICE_DETAILS_REQUIRED],
  ])('refuses service record %o with "%s"', async (body, message) => {
    const o = await t.owner();
    const c = await create(o);
    expect(await o.rest('POST', '/api/appointments', { customerId: c.id, ...body })).toMatchObject({ status: 400, body: { error: message } });
  });

  it('due for service: the latest record’s next service within 14 days or past', async () => {
    const o = await t.owner();
    const day = 86_400_000;
    const soon = await create(o, { firstName: 'Soon' });
    const late = await create(o, { firstName: 'Late' });
    const later = await create(o, { firstName: 'Later' });
    const superseded = await create(o, { firstName: 'Superseded' });
    const rec = (id: string, serviceDate: number, next: number) =>
      o.rest('POST', '/api/appointments', { customerId: id, serviceDate: new Date(Date.now() + serviceDate).toISOString(), nextServiceDue: new Date(Date.now() + next).toISOString() });
    await rec(soon.id, -20 * day, 5 * day);
    await rec(late.id, -60 * day, -3 * day);
    await rec(later.id, -1 * day, 40 * day);
    await rec(superseded.id, -90 * day, -30 * day); // old record was due ...
    await rec(superseded.id, -2 * day, 60 * day); // ... but the latest one is not
    const due = await o.gql('{ viewer { customersDueForService(first: 10) { edges { node { firstName } } } } }');
    expect(due.data.viewer.customersDueForService.edges.map((e: { node: { firstName: string } }) => e.node.firstName)).toEqual(['Late', 'Soon']);
  });
});

describe('editing and deleting vehicles and service records', () => {
  const detail = async (o: Owner, id: string) => (await o.rest('GET', `/api/customers/${id}`)).body;

  it('a newer record without a next-service date keeps the customer’s; one that sets it replaces it', async () => {
    const o = await t.owner();
    const c = await create(o);
    await o.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: '2026-10-01', totalAmount: 100, nextServiceDue: '2026-12-01T00:00:00.000Z' });
    await o.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: '2026-10-15', notes: 'Quick wash' });
    const PICK = `query($id: ID!) { node(id: $id) { ... on Customer { nextServiceDue } } }`;
    const gid = (await o.gql(PAGE, { first: 1 })).data.viewer.customers.edges[0].node.id;
    expect((await o.gql(PICK, { id: gid })).data.node.nextServiceDue).toBe('2026-12-01T00:00:00.000Z');
    await o.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: '2026-10-20', nextServiceDue: '2027-01-05T00:00:00.000Z' });
    expect((await o.gql(PICK, { id: gid })).data.node.nextServiceDue).toBe('2027-01-05T00:00:00.000Z');
  });

  it('PATCH /api/vehicles/:id changes only the fields sent and answers the vehicle; DELETE removes it', async () => {
    const o = await t.owner();
    const c = await create(o);
    const v = (await o.rest('POST', `/api/customers/${c.id}/vehicles`, { year: 2019, make: 'Toyota', model: 'Camry', color: 'Blue' })).body;
    const res = await o.rest('PATCH', `/api/vehicles/${v.id}`, { color: 'Red', year: '2020' });
    expect(res).toMatchObject({ status: 200, body: { id: v.id, customerId: c.id, year: 2020, make: 'Toyota', model: 'Camry', color: 'Red' } });
    expect(await o.rest('PATCH', `/api/vehicles/${v.id}`, { make: '' })).toMatchObject({ status: 400, body: { error: VEHICLE_REQUIRED } });
    expect(await o.rest('PATCH', `/api/vehicles/${v.id}`, { color: null })).toMatchObject({ status: 200, body: { color: null, make: 'Toyota' } });
    expect(await o.rest('DELETE', `/api/vehicles/${v.id}`)).toMatchObject({ status: 200, body: { success: true, id: v.id } });
    expect((await detail(o, c.id)).vehicles).toEqual([]);
    expect(await o.rest('DELETE', `/api/vehicles/${v.id}`)).toMatchObject({ status: 404, body: { error: 'Vehicle not found' } });
  });

  it('PATCH /api/appointments/:id is partial and keeps the rules; DELETE restores the earlier next-service date', async () => {
    const o = await t.owner();
    const c = await create(o);
    const older = (await o.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: '2026-09-01', totalAmount: 90, nextServiceDue: '2026-11-01T00:00:00.000Z' })).body;
    const newer = (await o.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: '2026-10-01', totalAmount: 120, nextServiceDue: '2026-12-01T00:00:00.000Z' })).body;
    const res = await o.rest('PATCH', `/api/appointments/${newer.id}`, { notes: 'Ceramic coat', totalAmount: '150.5' });
    expect(res).toMatchObject({ status: 200, body: { id: newer.id, customerId: c.id, notes: 'Ceramic coat', totalAmount: '150.50', serviceDate: '2026-10-01T00:00:00.000Z', nextServiceDue: '2026-12-01T00:00:00.000Z' } });
    expect(await o.rest('PATCH', `/api/appointments/${newer.id}`, { totalAmount: -1 })).toMatchObject({ status: 400, body: { error: AMOUNT_MESSAGE } });
    expect(await o.rest('PATCH', `/api/appointments/${newer.id}`, { serviceDate: null })).toMatchObject({ status: 400, body: { error: SERVICE_DATE_REQUIRED } });
    // Clearing everything but the date leaves nothing meaningful.
    expect(await o.rest('PATCH', `/api/appointments/${older.id}`, { totalAmount: null, nextServiceDue: null })).toMatchObject({
      status: 400,
      body: { error: SERVICE_DETAILS_REQUIRED },
    });
    expect(await o.rest('DELETE', `/api/appointments/${newer.id}`)).toMatchObject({ status: 200, body: { success: true, id: newer.id } });
    const after = await detail(o, c.id);
    expect(after.appointments.map((a: { id: string }) => a.id)).toEqual([older.id]);
    const gid = (await o.gql(PAGE, { first: 1 })).data.viewer.customers.edges[0].node.id;
    const due = await o.gql(`query($id: ID!) { node(id: $id) { ... on Customer { nextServiceDue } } }`, { id: gid });
    expect(due.data.node.nextServiceDue).toBe('2026-11-01T00:00:00.000Z');
  });

  it('GraphQL updates are partial too', async () => {
    const o = await t.owner();
    const c = await create(o);
    const v = (await o.rest('POST', `/api/customers/${c.id}/vehicles`, { make: 'Ford', model: 'Focus', color: 'Grey' })).body;
    const res = await o.gql(
      `mutation($id: ID!) { updateVehicle(id: $id, input: { model: "Fiesta" }) { __typename ... on UpdateVehicleSuccess { vehicle { make model color } } } }`,
      { id: toGlobalId('Vehicle', v.id) },
    );
    expect(res.data.updateVehicle.vehicle).toEqual({ make: 'Ford', model: 'Fiesta', color: 'Grey' });
  });
});

describe('authorization', () => {
  it('owner B gets not found for owner A’s customer and cannot add to it; A’s data is unchanged', async () => {
    const a = await t.owner();
    const c = await create(a);
    await a.rest('POST', `/api/customers/${c.id}/vehicles`, { make: 'Ford', model: 'F-150' });
    const before = await a.rest('GET', `/api/customers/${c.id}`);
    const globalId = (await a.gql(PAGE, { first: 1 })).data.viewer.customers.edges[0].node.id;

    const b = await t.owner();
    expect(await b.gql('query($id: ID!) { node(id: $id) { id } }', { id: globalId })).toEqual({ data: { node: null } });
    expect(await b.rest('GET', `/api/customers/${c.id}`)).toMatchObject({ status: 404, body: { error: 'Customer not found' } });
    expect(await b.rest('POST', `/api/customers/${c.id}/vehicles`, { make: 'X', model: 'Y' })).toMatchObject({ status: 404 });
    expect(await b.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: '2026-11-01', totalAmount: 80 })).toMatchObject({ status: 404 });
    const vehicleId = before.body.vehicles[0].id;
    const record = await a.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: '2026-11-01', notes: 'Wash' });
    const beforeRecord = await a.rest('GET', `/api/customers/${c.id}`);
    expect(await b.rest('PATCH', `/api/vehicles/${vehicleId}`, { make: 'Stolen' })).toMatchObject({ status: 404, body: { error: 'Vehicle not found' } });
    expect(await b.rest('DELETE', `/api/vehicles/${vehicleId}`)).toMatchObject({ status: 404 });
    expect(await b.rest('PATCH', `/api/appointments/${record.body.id}`, { notes: 'x' })).toMatchObject({ status: 404, body: { error: 'Service record not found' } });
    expect(await b.rest('DELETE', `/api/appointments/${record.body.id}`)).toMatchObject({ status: 404 });
    const edit = await b.gql(`mutation($id: ID!) { updateCustomer(id: $id, input: { firstName: "X", lastName: "Y", phone: "5550001111" }) { __typename } }`, { id: globalId });
    expect(edit.data.updateCustomer.__typename).toBe('NotFoundError');
    const del = await b.gql(`mutation($id: ID!) { deleteCustomer(id: $id) { __typename } }`, { id: globalId });
    expect(del.data.deleteCustomer.__typename).toBe('NotFoundError');
    expect((await b.rest('GET', '/api/customers')).body).toEqual([]);
    expect(await a.rest('GET', `/api/customers/${c.id}`)).toEqual(beforeRecord);
  });

  it('signed-out callers get 401 on every customer route', async () => {
    const anon = t.caller();
    for (const [method, path] of [
      ['GET', '/api/customers'],
      ['POST', '/api/customers'],
      ['GET', '/api/customers/abc'],
      ['POST', '/api/customers/abc/vehicles'],
      ['POST', '/api/appointments'],
      ['PATCH', '/api/vehicles/abc'],
      ['DELETE', '/api/vehicles/abc'],
      ['PATCH', '/api/appointments/abc'],
      ['DELETE', '/api/appointments/abc'],
    ]) {
      expect((await anon.rest(method, path, method === 'POST' || method === 'PATCH' ? {} : undefined)).status, `${method} ${path}`).toBe(401);
    }
  });
});
