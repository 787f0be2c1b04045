// A customer's vehicle carries its size (#50): the size table's when added without one, the owner's correction
// otherwise, in GraphQL and REST; nobody else's owner can touch it.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_SIZE_INVALID } from '../../../common/customers.js';
import { type TestApp, startTestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;

async function customer(o: Owner) {
  const res = await o.rest('POST', '/api/customers', { firstName: 'Sam', lastName: 'Sizer', phone: '(913) 555-0150' });
  expect(res.status).toBe(201);
  return res.body.id as string;
}
const addVehicle = (o: Owner, customerId: string, body: Record<string, unknown>) => o.rest('POST', `/api/customers/${customerId}/vehicles`, body);
const stored = async (id: string) => (await t.prisma.vehicle.findUniqueOrThrow({ where: { id } })).size;

describe("a vehicle's size", () => {
  it("is the size table's when the vehicle is added without one, null when the table does not know it", async () => {
    const o = await t.owner();
    const c = await customer(o);
    const truck = await addVehicle(o, c, { year: 2021, make: 'ford', model: 'F150 XLT' });
    expect(truck).toMatchObject({ status: 201, body: { make: 'ford', model: 'F150 XLT', size: 'truck', customerId: c } });
    expect(await stored(truck.body.id)).toBe('truck');
    const van = await addVehicle(o, c, { year: 2019, make: 'Chrysler', model: 'Pacifica' });
    expect(van.body.size).toBe('van');
    const unknown = await addVehicle(o, c, { make: 'Zastava', model: 'Yugo' });
    expect(unknown).toMatchObject({ status: 201, body: { size: null } });
    const detail = await o.rest('GET', `/api/customers/${c}`);
    expect(detail.body.vehicles.map((v: { size: string | null }) => v.size).sort()).toEqual(['truck', 'van', null].sort());
  });

  it("keeps the owner's choice when added with one, null (not sure) included", async () => {
    const o = await t.owner();
    const c = await customer(o);
    expect((await addVehicle(o, c, { make: 'Honda', model: 'Civic', size: 'small_suv' })).body.size).toBe('small_suv');
    expect((await addVehicle(o, c, { make: 'Ford', model: 'F-150', size: null })).body.size).toBeNull();
    expect((await addVehicle(o, c, { make: 'Ford', model: 'F-150', size: '' })).body.size).toBeNull();
    expect(await addVehicle(o, c, { make: 'Ford', model: 'F-150', size: 'bus' })).toMatchObject({ status: 400, body: { error: VEHICLE_SIZE_INVALID } });
    expect(await t.prisma.vehicle.count({ where: { customerId: c } })).toBe(3);
  });

  it('the owner corrects it; another make or model without a size takes the table’s; a size left out is kept', async () => {
    const o = await t.owner();
    const c = await customer(o);
    const { id } = (await addVehicle(o, c, { make: 'Toyota', model: 'Camry' })).body;
    expect(await stored(id)).toBe('sedan');
    expect(await o.rest('PATCH', `/api/vehicles/${id}`, { size: 'large_suv' })).toMatchObject({ status: 200, body: { id, size: 'large_suv', customerId: c } });
    expect((await o.rest('PATCH', `/api/vehicles/${id}`, { color: 'Red' })).body.size).toBe('large_suv');
    expect((await o.rest('PATCH', `/api/vehicles/${id}`, { model: 'Tacoma' })).body.size).toBe('truck');
    expect((await o.rest('PATCH', `/api/vehicles/${id}`, { model: 'Mystery Machine' })).body.size).toBe('truck');
    expect((await o.rest('PATCH', `/api/vehicles/${id}`, { make: 'Toyota', model: 'Sienna', size: null })).body.size).toBeNull();
    expect(await o.rest('PATCH', `/api/vehicles/${id}`, { size: 'minivan' })).toMatchObject({ status: 400, body: { error: VEHICLE_SIZE_INVALID } });
    expect(await stored(id)).toBeNull();
    // GraphQL: Vehicle.size and UpdateVehicleInput.size.
    const gid = Buffer.from(`Vehicle:${id}`).toString('base64');
    const res = await o.gql(
      `mutation($id: ID!) { updateVehicle(id: $id, input: { size: "van" }) { __typename ... on UpdateVehicleSuccess { vehicle { size } } } }`,
      { id: gid },
    );
    expect(res.data.updateVehicle).toEqual({ __typename: 'UpdateVehicleSuccess', vehicle: { size: 'van' } });
    expect((await o.gql(`query($id: ID!) { node(id: $id) { ... on Vehicle { size } } }`, { id: gid })).data.node).toEqual({ size: 'van' });
  });

  it("another owner can neither see nor change it", async () => {
    const o = await t.owner();
    const other = await t.owner();
    const c = await customer(o);
    const { id } = (await addVehicle(o, c, { make: 'Chevy', model: 'Tahoe' })).body;
    expect(await stored(id)).toBe('large_suv');
    expect((await other.rest('PATCH', `/api/vehicles/${id}`, { size: 'sedan' })).status).toBe(404);
    const gid = Buffer.from(`Vehicle:${id}`).toString('base64');
    const res = await other.gql(`mutation($id: ID!) { updateVehicle(id: $id, input: { size: "sedan" }) { __typename } }`, { id: gid });
    expect(res.data.updateVehicle.__typename).toBe('NotFoundError');
    expect((await other.gql(`query($id: ID!) { node(id: $id) { ... on Vehicle { size } } }`, { id: gid })).data.node).toBeNull();
    expect(await stored(id)).toBe('large_suv');
  });

  it('imported vehicles take the size table’s', async () => {
    const o = await t.owner();
    const file = Papa.unparse([
      ['First name', 'Last name', 'Phone', 'Vehicle year', 'Vehicle make', 'Vehicle model'],
      ['Ann', 'Avery', '913-555-0101', '2020', 'RAM', '1500 Big Horn'],
      ['Ben', 'Brooks', '913-555-0102', '', 'Zastava', 'Yugo'],
    ]);
    const res = await o.send('POST', '/api/customers/import', file, { 'content-type': 'text/csv' });
    expect(res.status).toBe(201);
    const vehicles = await t.prisma.vehicle.findMany({ where: { customer: { ownerId: o.user.id } }, orderBy: { make: 'asc' } });
    expect(vehicles.map((v) => [v.make, v.size])).toEqual([['RAM', 'truck'], ['Zastava', null]]);
  });
});
