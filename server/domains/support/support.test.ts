// The support centre through GraphQL, REST and subscriptions.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { redisAvailable, TEST_REDIS_URL } from '../../test/redis.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_TICKET, EMPTY_REPLY, MISSING_TICKET_FIELDS } from '../../../common/support.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { subscribe } from '../../test/sse.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ticket = (patch: Record<string, unknown> = {}) => ({
  category: 'Technical Issue',
  subject: 'Booking page shows old prices',
  message: 'I changed my prices but the page still shows the old ones.',
  ...patch,
});
type Caller = Awaited<ReturnType<TestApp['owner']>>;
const open = async (c: Caller, patch = {}) => {
  const res = await c.rest('POST', '/api/support/ticket', ticket(patch));
  expect(res.status).toBe(201);
  return res.body as { id: string; status: string };
};
const globalId = (id: string) => Buffer.from(`Ticket:${id}`).toString('base64');

describe('owners', () => {
  it('open a ticket, list it, read it and reply', async () => {
    const o = await t.owner();
    const created = await open(o);
    expect(created).toMatchObject({ status: 'new', category: 'Technical Issue', unread: true });
    expect((await o.rest('GET', '/api/support/tickets')).body).toEqual([expect.objectContaining({ id: created.id })]);
    const reply = await o.rest('POST', `/api/support/tickets/${created.id}/messages`, { message: 'Any update?' });
    expect(reply).toMatchObject({ status: 201, body: { message: 'Any update?', isAdminReply: false } });
    const detail = await o.rest('GET', `/api/support/tickets/${created.id}`);
    expect(detail.body.ticket).toMatchObject({ id: created.id, subject: 'Booking page shows old prices' });
    expect(detail.body.messages.map((m: { message: string }) => m.message)).toEqual([ticket().message, 'Any update?']);
  });

  it.each([
    [{ category: '' }, MISSING_TICKET_FIELDS],
    [{ category: 'Something else' }, MISSING_TICKET_FIELDS],
    [{ subject: ' ' }, MISSING_TICKET_FIELDS],
    [{ message: '' }, MISSING_TICKET_FIELDS],
  ])('refuses %o with "%s"', async (patch, message) => {
    const o = await t.owner();
    expect(await o.rest('POST', '/api/support/ticket', ticket(patch))).toMatchObject({ status: 400, body: { error: message } });
    expect((await o.rest('GET', '/api/support/tickets')).body).toEqual([]);
  });

  it('an empty reply, and any reply on a closed ticket, are refused', async () => {
    const o = await t.owner();
    const admin = await t.admin();
    const created = await open(o);
    expect(await o.rest('POST', `/api/support/tickets/${created.id}/messages`, { message: '  ' })).toMatchObject({
      status: 400,
      body: { error: EMPTY_REPLY },
    });
    await admin.rest('PATCH', `/api/admin/tickets/${created.id}`, { status: 'closed' });
    expect(await o.rest('POST', `/api/support/tickets/${created.id}/messages`, { message: 'Hello?' })).toMatchObject({
      status: 400,
      body: { error: CLOSED_TICKET },
    });
  });

  it('owner B can neither see nor answer owner A’s ticket', async () => {
    const a = await t.owner();
    const created = await open(a);
    const b = await t.owner();
    expect((await b.rest('GET', '/api/support/tickets')).body).toEqual([]);
    expect(await b.rest('GET', `/api/support/tickets/${created.id}`)).toMatchObject({ status: 404 });
    expect(await b.rest('POST', `/api/support/tickets/${created.id}/messages`, { message: 'hi' })).toMatchObject({ status: 404 });
    expect(await b.gql('query($id: ID!) { node(id: $id) { id } }', { id: globalId(created.id) })).toEqual({ data: { node: null } });
    expect((await a.rest('GET', `/api/support/tickets/${created.id}`)).body.messages).toHaveLength(1);
  });
});

describe('admins', () => {
  it('see every ticket with the unread count, filter and search, read, reply and set status', async () => {
    const admin = await t.admin();
    const o = await t.owner({ firstName: 'Riley' });
    const saved = await o.rest('PUT', '/api/business', { businessName: 'Riley Shine', subdomain: `riley${Date.now()}`, city: 'Austin', state: 'TX', zipCode: '73301' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const a = await open(o, { subject: 'Stripe receipt missing', category: 'Payment/Billing Question' });
    const b = await open(o, { subject: 'How to price ceramic coating' });

    const list = await admin.rest('GET', '/api/admin/tickets');
    expect(list.body.tickets.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const unread = list.body.unreadCount;
    expect(unread).toBeGreaterThanOrEqual(2);
    expect((await admin.rest('GET', '/api/admin/tickets/unread/count')).body).toEqual({ count: unread });

    const search = await admin.gql(`{ adminTickets(first: 50, search: "billing") { edges { node { subject } } } }`);
    expect(search.data.adminTickets.edges.map((e: { node: { subject: string } }) => e.node.subject)).toContain('Stripe receipt missing');
    expect(search.data.adminTickets.edges.map((e: { node: { subject: string } }) => e.node.subject)).not.toContain('How to price ceramic coating');

    const detail = await admin.rest('GET', `/api/admin/tickets/${a.id}`);
    expect(detail.body.user, JSON.stringify(detail.body.user)).toEqual({ name: 'Riley Test', email: o.user.email, phone: null, businessName: 'Riley Shine' });

    await admin.gql(`mutation($id: ID!) { markTicketRead(ticketId: $id) { __typename } }`, { id: globalId(a.id) });
    expect((await admin.rest('GET', '/api/admin/tickets/unread/count')).body.count).toBe(unread - 1);

    const reply = await admin.rest('POST', `/api/admin/tickets/${a.id}/reply`, { message: 'Resent it — check your inbox.' });
    expect(reply).toMatchObject({ status: 201, body: { isAdminReply: true } });
    expect(await admin.rest('PATCH', `/api/admin/tickets/${a.id}`, { status: 'resolved' })).toMatchObject({ status: 200, body: { status: 'resolved' } });
    expect((await admin.rest('PATCH', `/api/admin/tickets/${a.id}`, { status: 'bogus' })).status).toBe(400);
    const resolved = await admin.rest('GET', '/api/admin/tickets?status=resolved');
    expect(resolved.body.tickets.map((x: { id: string }) => x.id)).toEqual([a.id]);

    // The owner writing again makes it unread for the team.
    await o.rest('POST', `/api/support/tickets/${a.id}/messages`, { message: 'Got it, thanks!' });
    expect((await admin.rest('GET', `/api/admin/tickets/${a.id}`)).body.ticket.unread).toBe(true);
    expect((await o.rest('GET', `/api/support/tickets/${a.id}`)).body.messages.map((m: { isAdminReply: boolean }) => m.isAdminReply)).toEqual([false, true, false]);
  });

  it('owners and signed-out callers are refused every admin ticket call', async () => {
    const o = await t.owner();
    const created = await open(o);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/tickets'],
      ['GET', `/api/admin/tickets/${created.id}`],
      ['PATCH', `/api/admin/tickets/${created.id}`, { status: 'closed' }],
      ['POST', `/api/admin/tickets/${created.id}/reply`, { message: 'x' }],
      ['GET', '/api/admin/tickets/unread/count'],
    ];
    for (const [method, url, body] of calls) {
      expect((await o.rest(method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await t.caller().rest(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    for (const m of [
      `mutation { setTicketStatus(ticketId: "${globalId(created.id)}", status: closed) { __typename } }`,
      `mutation { adminReplyToTicket(ticketId: "${globalId(created.id)}", message: "x") { __typename } }`,
      `mutation { markTicketRead(ticketId: "${globalId(created.id)}") { __typename } }`,
    ]) {
      expect((await o.gql(m)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const after = await o.rest('GET', `/api/support/tickets/${created.id}`);
    expect(after.body.ticket.status).toBe('new');
    expect(after.body.messages).toHaveLength(1);
  });
});

const TICKET_UPDATED = `subscription($id: ID!) { ticketUpdated(id: $id) { id status messages { message isAdminReply } } }`;
const FEED = `subscription { adminTicketFeed { kind unreadCount ticket { subject } } }`;

describe('subscriptions', () => {
  it('the owner receives the admin’s reply and status change on their ticket', async () => {
    const o = await t.owner();
    const admin = await t.admin();
    const created = await open(o);
    const sub = await subscribe(t.app.fetch, { cookie: o.cookie, query: TICKET_UPDATED, variables: { id: globalId(created.id) } });
    await new Promise((r) => setTimeout(r, 100));
    await admin.rest('POST', `/api/admin/tickets/${created.id}/reply`, { message: 'On it!' });
    const first = await sub.next();
    expect(first?.data.ticketUpdated.messages.at(-1)).toEqual({ message: 'On it!', isAdminReply: true });
    await admin.rest('PATCH', `/api/admin/tickets/${created.id}`, { status: 'in_progress' });
    expect((await sub.next())?.data.ticketUpdated.status).toBe('in_progress');
    sub.close();
  });

  it('another owner cannot subscribe to a ticket, and receives nothing of it', async () => {
    const a = await t.owner();
    const created = await open(a);
    const b = await t.owner();
    const sub = await subscribe(t.app.fetch, { cookie: b.cookie, query: TICKET_UPDATED, variables: { id: globalId(created.id) } });
    const result = await sub.next();
    expect(result?.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    sub.close();
  });

  it('the admin feed delivers new tickets with the unread count; owners cannot subscribe to it', async () => {
    const admin = await t.admin();
    const feed = await subscribe(t.app.fetch, { cookie: admin.cookie, query: FEED });
    await new Promise((r) => setTimeout(r, 100));
    const o = await t.owner();
    await open(o, { subject: 'Live one' });
    const event = await feed.next();
    expect(event?.data.adminTicketFeed).toMatchObject({ kind: 'created', ticket: { subject: 'Live one' } });
    expect(event?.data.adminTicketFeed.unreadCount).toBeGreaterThan(0);
    feed.close();

    const denied = await subscribe(t.app.fetch, { cookie: o.cookie, query: FEED });
    expect((await denied.next())?.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    denied.close();
  });

  it('a subscriber whose session ends receives no more events', async () => {
    const o = await t.owner();
    const admin = await t.admin();
    const created = await open(o);
    const sub = await subscribe(t.app.fetch, { cookie: o.cookie, query: TICKET_UPDATED, variables: { id: globalId(created.id) } });
    await new Promise((r) => setTimeout(r, 100));
    await t.app.services.sessions.revokeAllForUser(o.user.id);
    await admin.rest('POST', `/api/admin/tickets/${created.id}/reply`, { message: 'Secret' });
    expect(await sub.next()).toBeNull();
    sub.close();
  });
});


const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const REDIS_URL = TEST_REDIS_URL;
const hasRedis = await redisAvailable(REDIS_URL);
if (!hasRedis) console.warn(`Skipping the cross-process subscription test: no Redis at ${REDIS_URL}`);

describe.skipIf(!hasRedis)('with Redis', () => {
  it('an event published by one server process reaches a subscriber connected to another', async () => {
    const publisher = await startTestApp({ REDIS_URL });
    const port = await freePort();
    const root = path.resolve(import.meta.dirname, '../../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: publisher.databaseUrl,
        REDIS_URL,
        SESSION_SECRET: publisher.config.SESSION_SECRET,
        SERVE_CLIENT: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: 'ignore',
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 100; i++) {
        if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const o = await publisher.owner();
      const admin = await publisher.admin();
      const created = await o.rest('POST', '/api/support/ticket', ticket());
      const sub = await subscribe((req) => fetch(req), {
        url: `${base}/graphql`,
        cookie: o.cookie,
        query: TICKET_UPDATED,
        variables: { id: globalId(created.body.id) },
      });
      await new Promise((r) => setTimeout(r, 300));
      await admin.rest('POST', `/api/admin/tickets/${created.body.id}/reply`, { message: 'From the other process' });
      const event = await sub.next(10_000);
      expect(event?.data.ticketUpdated.messages.at(-1).message).toBe('From the other process');
      sub.close();
    } finally {
      child.kill('SIGTERM');
      await publisher.close();
    }
  }, 60_000);
});
