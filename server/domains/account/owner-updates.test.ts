// ownerUpdates: the owner's booking requests and ticket changes on one subscription, for that owner only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { subscribe } from '../../test/sse.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const UPDATES =
  'subscription { ownerUpdates { __typename ... on BookingRequestReceived { bookingRequest { id name status } } ... on TicketUpdated { ticket { subject status } } } }';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function ownerWithBusiness() {
  const o = await t.owner();
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: `Shine ${Math.random().toString(36).slice(2, 8)}`, city: 'Olathe', state: 'KS', zipCode: '66062' });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
  return Object.assign(o, { subdomain: b.body.subdomain as string });
}
const request = async (subdomain: string) => {
  const res = await t.caller().rest('POST', `/api/booking/${subdomain}/requests`, {
    name: 'Vera Visitor',
    phone: '(913) 555-0142',
    email: 'vera@example.com',
    serviceName: 'Full Detail',
    vehicleYear: 2019,
    vehicleMake: 'Subaru',
    vehicleModel: 'Outback',
    preferredDate: inDays(3),
    preferredTime: 'morning',
    address: '12 Elm St, Olathe KS',
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
};
const openTicket = async (o: Awaited<ReturnType<TestApp['owner']>>, subject: string) => {
  const res = await o.rest('POST', '/api/support/ticket', { category: 'Technical Issue', subject, message: 'The page shows old prices.' });
  expect(res.status).toBe(201);
  return res.body.id as string;
};

describe('ownerUpdates', () => {
  it('carries the owner’s new booking requests and ticket changes in order, each as its own kind of update, and nothing of another owner’s', async () => {
    const o = await ownerWithBusiness();
    const other = await ownerWithBusiness();
    const admin = await t.admin();
    const mine = await openTicket(o, 'Mine');
    const theirs = await openTicket(other, 'Theirs');
    const sub = await subscribe(t.app.fetch, { cookie: o.cookie, query: UPDATES });
    const watching = await subscribe(t.app.fetch, { cookie: other.cookie, query: UPDATES });
    try {
      await new Promise((r) => setTimeout(r, 100));
      await request(other.subdomain);
      await admin.rest('PATCH', `/api/admin/tickets/${theirs}`, { status: 'resolved' });
      const id = await request(o.subdomain);
      const first = (await sub.next(2000))?.data?.ownerUpdates;
      expect(first).toEqual({ __typename: 'BookingRequestReceived', bookingRequest: { id: expect.any(String), name: 'Vera Visitor', status: 'pending' } });
      expect(Buffer.from(first.bookingRequest.id, 'base64').toString()).toBe(`BookingRequest:${id}`);
      await admin.rest('PATCH', `/api/admin/tickets/${mine}`, { status: 'in_progress' });
      expect((await sub.next(2000))?.data?.ownerUpdates).toEqual({ __typename: 'TicketUpdated', ticket: { subject: 'Mine', status: 'in_progress' } });
      await admin.rest('POST', `/api/admin/tickets/${mine}/reply`, { message: 'On it' });
      expect((await sub.next(2000))?.data?.ownerUpdates.ticket.subject).toBe('Mine');
      // The other owner heard of their own request and ticket only.
      expect((await watching.next(2000))?.data?.ownerUpdates.bookingRequest.name).toBe('Vera Visitor');
      expect((await watching.next(2000))?.data?.ownerUpdates.ticket).toEqual({ subject: 'Theirs', status: 'resolved' });
      await expect(watching.next(300)).rejects.toThrow();
    } finally {
      sub.close();
      watching.close();
    }
  });

  it('is refused to a signed-out caller', async () => {
    const anon = await subscribe(t.app.fetch, { query: UPDATES });
    try {
      expect((await anon.next(1000))?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      anon.close();
    }
  });
});
