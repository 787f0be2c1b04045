// Live ticket updates with several subscribers: each gets what they may see, the reply does not wait
// for the fan-out, and a stream gives its slot back at once whatever it is waiting for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WAITING_EVENTS } from '../../graphql/streams.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { subscribe } from '../../test/sse.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ STREAMS_PER_SESSION: '2' });
});
afterAll(() => t?.close());

const globalId = (id: string) => Buffer.from(`Ticket:${id}`).toString('base64');
const settle = () => new Promise((r) => setTimeout(r, 100));
/** Waits (up to 4 s) for the server's open streams to number n. */
const streamsOpen = async (n: number) => {
  for (let i = 0; i < 40 && t.app.services.streams.size !== n; i++) await settle();
  return t.app.services.streams.size;
};
type Caller = Awaited<ReturnType<TestApp['owner']>>;
const openTicket = async (c: Caller, subject = 'Live') =>
  (await c.rest('POST', '/api/support/ticket', { category: 'Technical Issue', subject, message: 'Hello' })).body as { id: string };

describe('several subscribers of one ticket', () => {
  // The requester (name, email) is for admins only: an owner sharing an admin's result would see it.
  const WITH_REQUESTER = 'subscription($id: ID!) { ticketUpdated(id: $id) { subject messages { message } requester { email } } }';

  it('admins and the ticket’s owner each get what they may see', async () => {
    const o = await t.owner();
    const admin = await t.admin();
    const created = await openTicket(o);
    const watch = (c: Caller) => subscribe(t.app.fetch, { cookie: c.cookie, query: WITH_REQUESTER, variables: { id: globalId(created.id) } });
    const owners = [await watch(o), await watch(o)];
    const admins = [await watch(admin), await watch(admin)];
    await settle();
    await admin.rest('POST', `/api/admin/tickets/${created.id}/reply`, { message: 'Shared' });
    for (const sub of admins) {
      const got = await sub.next();
      expect(got?.data?.ticketUpdated).toEqual({ subject: 'Live', messages: [{ message: 'Hello' }, { message: 'Shared' }], requester: { email: o.user.email } });
    }
    for (const sub of owners) {
      const got = await sub.next();
      expect(JSON.stringify(got)).not.toContain(o.user.email);
      expect(got?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    for (const sub of [...owners, ...admins]) sub.close();
  });

  it('different variables or documents execute apart', async () => {
    const o = await t.owner();
    const admin = await t.admin();
    const [a, b] = [await openTicket(o, 'A'), await openTicket(o, 'B')];
    const watch = (id: string, query: string) => subscribe(t.app.fetch, { cookie: admin.cookie, query, variables: { id: globalId(id) } });
    const subs = [
      await watch(a.id, 'subscription($id: ID!) { ticketUpdated(id: $id) { subject } }'),
      await watch(b.id, 'subscription($id: ID!) { ticketUpdated(id: $id) { subject } }'),
    ];
    await settle();
    await admin.rest('POST', `/api/admin/tickets/${a.id}/reply`, { message: 'To A' });
    await admin.rest('POST', `/api/admin/tickets/${b.id}/reply`, { message: 'To B' });
    expect((await subs[0].next())?.data?.ticketUpdated).toEqual({ subject: 'A' });
    expect((await subs[1].next())?.data?.ticketUpdated).toEqual({ subject: 'B' });
    for (const sub of subs) sub.close();
  });
});

describe('the reply does not wait for its fan-out', () => {
  it('the reply is answered before its event is published; the stream gets it after', async () => {
    const o = await t.owner();
    const admin = await t.admin();
    const created = await openTicket(o, 'Order');
    const sub = await subscribe(t.app.fetch, {
      cookie: admin.cookie,
      query: 'subscription($id: ID!) { ticketUpdated(id: $id) { messages { message } } }',
      variables: { id: globalId(created.id) },
    });
    await settle();
    const order: string[] = [];
    const { pubsub } = t.app.services;
    const publish = pubsub.publish;
    pubsub.publish = ((...args: unknown[]) => {
      order.push(`published ${args[0]}`);
      return (publish as (...a: unknown[]) => void)(...args);
    }) as typeof publish;
    try {
      const res = await admin.send('POST', `/api/admin/tickets/${created.id}/reply`, { message: 'After' });
      order.push(`answered ${res.status}`);
      expect((await sub.next())?.data?.ticketUpdated?.messages?.at(-1)).toEqual({ message: 'After' });
      expect(order).toEqual(['answered 201', 'published ticket', 'published owner', 'published adminTickets']);
    } finally {
      pubsub.publish = publish;
      sub.close();
    }
  });
});

describe('closed streams give their slot back at once', () => {
  it('My Tickets streams, while they wait for an event of the caller’s own', async () => {
    const o = await t.owner();
    const MINE = 'subscription { myTicketsUpdated { subject } }';
    expect(await streamsOpen(0)).toBe(0); // the streams of the tests before are closed
    const subs = [await subscribe(t.app.fetch, { cookie: o.cookie, query: MINE }), await subscribe(t.app.fetch, { cookie: o.cookie, query: MINE })];
    expect(await streamsOpen(2)).toBe(2);
    // Someone else's ticket moves: the streams see the event and must let it pass by.
    const other = await t.owner();
    const admin = await t.admin();
    const theirs = await openTicket(other);
    await admin.rest('POST', `/api/admin/tickets/${theirs.id}/reply`, { message: 'Not yours' });
    await settle();
    for (const sub of subs) sub.close();
    expect(await streamsOpen(0)).toBe(0);
    const again = await subscribe(t.app.fetch, { cookie: o.cookie, query: MINE });
    expect(again.status).toBe(200);
    const mine = await openTicket(o, 'Mine again');
    await admin.rest('POST', `/api/admin/tickets/${mine.id}/reply`, { message: 'Yours' });
    expect((await again.next())?.data?.myTicketsUpdated).toEqual({ subject: 'Mine again' });
    again.close();
  });

  it('a stream whose client reads nothing is ended once MAX_WAITING_EVENTS pile up (its client reconnects)', async () => {
    const o = await t.owner();
    const created = await openTicket(o, 'Stuck');
    expect(await streamsOpen(0)).toBe(0);
    const controller = new AbortController();
    const res = await t.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: o.cookie },
        body: JSON.stringify({ query: 'subscription($id: ID!) { ticketUpdated(id: $id) { subject } }', variables: { id: globalId(created.id) } }),
        signal: controller.signal,
      }),
    );
    // One read starts the stream; the client reads nothing after it.
    void res.body?.getReader().read();
    expect(await streamsOpen(1)).toBe(1);
    await settle();
    // Events in bursts, as requests would publish them, until the stream is ended (20 s at most). Not a fixed number:
    // what gets through depends on the machine's speed (each event is resolved with a query while the pub/sub's queue,
    // 1,024, drops what it cannot hold), and what the response's own buffers take in does not count.
    const deadline = Date.now() + 20_000;
    let published = 0;
    while (t.app.services.streams.size > 0 && Date.now() < deadline) {
      for (let i = 0; i < 100; i++) t.app.services.pubsub.publish('ticket', created.id, { ticketId: created.id, kind: 'message' });
      published += 100;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(t.app.services.streams.size).toBe(0);
    expect(published).toBeGreaterThanOrEqual(MAX_WAITING_EVENTS);
    controller.abort();
  }, 60_000);
});
