// The second security probe (issue 26): each finding as behaviour through HTTP, GraphQL and REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_NUL_REFUSED } from './graphql/ids.js';
import { NUL_REFUSED } from './graphql/yoga.js';
import { restRows } from './rest/routes.js';
import { type TestApp, startTestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;

async function paidOwner(): Promise<Owner> {
  const o = await t.owner();
  await t.prisma.user.update({ where: { id: o.user.id }, data: { paymentVerified: true } });
  return o;
}

const feedPath = (url: string) => new URL(url).pathname;

describe('the calendar feed address', () => {
  it('dies with the password: a password change turns the feed off', async () => {
    const o = await paidOwner();
    const created = await o.rest('POST', '/api/calendar-feed');
    expect(created.status).toBe(200);
    expect((await o.send('GET', feedPath(created.body.url))).status).toBe(200);

    await t.prisma.user.update({ where: { id: o.user.id }, data: { passwordHash: 'changed' } });
    expect((await o.send('GET', feedPath(created.body.url))).status).toBe(404);
    expect((await o.rest('GET', '/api/calendar-feed')).body).toEqual({ url: null });
  });

  it('lives on when other account fields change', async () => {
    const o = await paidOwner();
    const created = await o.rest('POST', '/api/calendar-feed');
    await t.prisma.user.update({ where: { id: o.user.id }, data: { firstName: 'Renamed' } });
    expect((await o.send('GET', feedPath(created.body.url))).status).toBe(200);
  });
});

describe('U+0000 is a 400 with a clear message, never a 500', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64');

  it('in the booking page address, read or posted', async () => {
    const c = t.caller();
    for (const [method, path] of [['GET', '/booking/%00'], ['GET', '/booking/a%00b'], ['POST', '/booking/%00']]) {
      const res = await c.send(method, path, method === 'POST' ? 'name=x' : undefined, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(await res.text()).toContain(NUL_REFUSED);
    }
  });

  it('in any field of the booking form posted without JavaScript', async () => {
    const o = await paidOwner();
    await o.rest('POST', '/api/onboarding/business', { businessName: `Nul Shine ${o.user.id.slice(-6)}`, city: 'Olathe', state: 'KS', zipCode: '66062' });
    const { body: business } = await o.rest('GET', '/api/business');
    const form = new URLSearchParams({ name: 'Ann\u0000Lee', phone: '(913) 555-0100', serviceName: 'Something else', vehicleMake: 'Kia', vehicleModel: 'Soul',
      preferredDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), preferredTime: 'any', address: '1 Main St' });
    for (const field of ['name', 'address', 'notes', 'website']) {
      const fields = new URLSearchParams(form);
      fields.set(field, `x\u0000y`);
      const res = await t.caller().send('POST', `/booking/${business.subdomain}`, fields.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.status, field).toBe(400);
      expect(await res.text()).toContain(NUL_REFUSED);
    }
    expect(await t.prisma.bookingRequest.count({ where: { ownerId: o.user.id } })).toBe(0);
  });

  it('inside an id on every REST route that takes one', async () => {
    const o = await paidOwner();
    const admin = await t.admin();
    const failures: string[] = [];
    for (const row of restRows.filter((r) => r.path.includes(':'))) {
      for (const nul of ['%00', 'a%00b']) {
        const path = row.path.replace(/:(\w+)/g, nul);
        const caller = path.startsWith('/api/admin') ? admin : o;
        const res = await caller.send(row.method, path, row.method === 'GET' || row.method === 'DELETE' ? undefined : {});
        const body = await res.text();
        if (res.status !== 400 || !body.includes('NUL')) failures.push(`${res.status} ${row.method} ${path} ${body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('inside a GraphQL id once decoded (Customer:\\u0000), in node, nodes and mutation arguments', async () => {
    const o = await paidOwner();
    const calls: [string, Record<string, unknown>][] = [
      ['query($id: ID!) { node(id: $id) { id } }', { id: b64('Customer:\u0000') }],
      ['query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [b64('Ticket:a\u0000b')] }],
      ['mutation($id: ID!) { updateAppointment(id: $id, input: { notes: "x" }) { __typename } }', { id: b64('ServiceRecord:\u0000') }],
      ['mutation($id: ID!) { updateCustomer(id: $id, input: { firstName: "A", lastName: "B", phone: "(913) 555-0100" }) { __typename } }', { id: b64('Customer:\u0000') }],
      ['mutation($id: ID!) { declineBookingRequest(id: $id) { __typename } }', { id: b64('BookingRequest:\u0000') }],
    ];
    for (const [query, variables] of calls) {
      const res = await o.send('POST', '/graphql', { query, variables });
      const body = await res.json();
      expect(res.status, query).toBe(400);
      expect(body.errors?.[0]?.message, query).toBe(ID_NUL_REFUSED);
    }
  });
});
