// The support centre through GraphQL, REST and subscriptions.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { redisForTests, TEST_REDIS_URL } from '../../test/redis.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_TICKET, EMPTY_REPLY, MISSING_TICKET_FIELDS } from '../../../common/support.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { freePort } from '../../test/ports.js';
import { type Subscription, subscribe } from '../../test/sse.js';
import { TOO_MANY_STREAMS_PER_IP, TOO_MANY_STREAMS_PER_SESSION } from '../../graphql/streams.js';

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

  it('a reply moves a new ticket to in progress, unless the admin chose a status; other statuses stay', async () => {
    const admin = await t.admin();
    const o = await t.owner();
    const status = async (id: string) => (await admin.rest('GET', `/api/admin/tickets/${id}`)).body.ticket.status;

    const fresh = await open(o);
    expect(await status(fresh.id)).toBe('new');
    expect((await admin.rest('POST', `/api/admin/tickets/${fresh.id}/reply`, { message: 'Looking into it.' })).status).toBe(201);
    expect(await status(fresh.id)).toBe('in_progress');
    expect((await o.rest('GET', `/api/support/tickets/${fresh.id}`)).body.ticket.status).toBe('in_progress');

    const chosen = await open(o);
    expect((await admin.rest('POST', `/api/admin/tickets/${chosen.id}/reply`, { message: 'Fixed.', status: 'resolved' })).status).toBe(201);
    expect(await status(chosen.id)).toBe('resolved');
    const viaGraphql = await admin.gql(
      `mutation($id: ID!) { adminReplyToTicket(ticketId: $id, message: "Still new on purpose", status: new) { ... on AdminReplyToTicketSuccess { ticket { status } } } }`,
      { id: globalId((await open(o)).id) },
    );
    expect(viaGraphql.data.adminReplyToTicket.ticket.status).toBe('new');

    await admin.rest('PATCH', `/api/admin/tickets/${fresh.id}`, { status: 'resolved' });
    await admin.rest('POST', `/api/admin/tickets/${fresh.id}/reply`, { message: 'One more thing.' });
    expect(await status(fresh.id)).toBe('resolved');
    expect((await admin.rest('POST', `/api/admin/tickets/${fresh.id}/reply`, { message: 'x', status: 'bogus' })).status).toBe(400);
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

describe('ticket times', () => {
  it('opening a ticket does not change its last activity; a reply does; the owner’s list has a true total', async () => {
    const o = await t.owner();
    const admin = await t.admin();
    const created = await open(o);
    const TIMES = `query($id: ID!) { node(id: $id) { ... on Ticket { createdAt lastActivityAt unread } } }`;
    const before = (await admin.gql(TIMES, { id: globalId(created.id) })).data.node;
    expect(before.unread).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    await admin.gql(`mutation($id: ID!) { markTicketRead(ticketId: $id) { __typename } }`, { id: globalId(created.id) });
    const read = (await admin.gql(TIMES, { id: globalId(created.id) })).data.node;
    expect(read).toEqual({ ...before, unread: false });
    await admin.rest('POST', `/api/admin/tickets/${created.id}/reply`, { message: 'Hello' });
    const replied = (await admin.gql(TIMES, { id: globalId(created.id) })).data.node;
    expect(new Date(replied.lastActivityAt).getTime()).toBeGreaterThan(new Date(before.lastActivityAt).getTime());
    expect(replied.createdAt).toBe(before.createdAt);

    for (let i = 0; i < 3; i++) await open(o, { subject: `More ${i}` });
    const page = await o.gql('{ viewer { tickets(first: 2) { totalCount pageInfo { hasNextPage } edges { node { id } } } } }');
    expect(page.data.viewer.tickets).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: true } });
  });

  it('the admin pages through every ticket and sees the true total of the filter', async () => {
    const o = await t.owner();
    const admin = await t.admin();
    const tag = `Paged${Math.random().toString(36).slice(2, 8)}`;
    for (let i = 0; i < 5; i++) await open(o, { subject: `${tag} ${i}` });
    const PAGE = `query($after: String, $search: String) { adminTickets(first: 2, after: $after, search: $search) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { subject } } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const conn: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { subject: string } }[] } = (
        await admin.gql(PAGE, { after, search: tag })
      ).data.adminTickets;
      expect(conn.totalCount).toBe(5);
      seen.push(...conn.edges.map((e) => e.node.subject));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(5);
    const users = await admin.gql('{ adminUsers(first: 1) { totalCount edges { node { id } } } }');
    expect(users.data.adminUsers.totalCount).toBe(await t.prisma.user.count());
    expect(users.data.adminUsers.edges).toHaveLength(1);
  });
});

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

  it('the owner’s ticket list hears of the admin’s status change and reply on any of their tickets, and nothing of others’', async () => {
    const o = await t.owner();
    const other = await t.owner();
    const admin = await t.admin();
    const mine = await open(o, { subject: 'Mine' });
    const theirs = await open(other, { subject: 'Theirs' });
    const MINE = 'subscription { myTicketsUpdated { subject status } }';
    const sub = await subscribe(t.app.fetch, { cookie: o.cookie, query: MINE });
    await new Promise((r) => setTimeout(r, 100));
    await admin.rest('PATCH', `/api/admin/tickets/${theirs.id}`, { status: 'resolved' });
    await admin.rest('PATCH', `/api/admin/tickets/${mine.id}`, { status: 'in_progress' });
    expect((await sub.next())?.data.myTicketsUpdated).toEqual({ subject: 'Mine', status: 'in_progress' });
    await admin.rest('POST', `/api/admin/tickets/${theirs.id}/reply`, { message: 'Not yours' });
    await admin.rest('POST', `/api/admin/tickets/${mine.id}/reply`, { message: 'Yours' });
    expect((await sub.next())?.data.myTicketsUpdated.subject).toBe('Mine');
    sub.close();
    const anon = await subscribe(t.app.fetch, { query: MINE });
    expect((await anon.next())?.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    anon.close();
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

// Events are authorized in memory: a revocation, published on the pub/sub, ends the streams it
// concerns at once, with no event needed (and no SQL per event to notice it).
describe('revocation ends live streams at once', () => {
  const ENDS_WITHIN_MS = 2000;
  const watch = async (c: { cookie: string }, id: string, headers?: Record<string, string>) => {
    const sub = await subscribe(t.app.fetch, { cookie: headers ? undefined : c.cookie, headers, query: TICKET_UPDATED, variables: { id: globalId(id) } });
    await new Promise((r) => setTimeout(r, 100));
    return sub;
  };

  it('signing out ends the streams of that session only', async () => {
    const o = await t.owner();
    const created = await open(o);
    const other = t.caller();
    await other.rest('POST', '/api/login', { email: o.user.email, password: 'password123' });
    const kept = await watch(other, created.id);
    const sub = await watch(o, created.id);
    await o.rest('POST', '/api/logout');
    expect(await sub.next(ENDS_WITHIN_MS)).toBeNull();
    const admin = await t.admin();
    await admin.rest('POST', `/api/admin/tickets/${created.id}/reply`, { message: 'Still here' });
    expect((await kept.next())?.data?.ticketUpdated.messages.at(-1).message).toBe('Still here');
    kept.close();
    sub.close();
  });

  it('ending every session of the user (a password change) ends all their streams', async () => {
    const o = await t.owner();
    const created = await open(o);
    const subs = [await watch(o, created.id), await watch(o, created.id)];
    await t.app.services.sessions.revokeAllForUser(o.user.id);
    for (const sub of subs) expect(await sub.next(ENDS_WITHIN_MS)).toBeNull();
  });

  it('deleting the user ends their streams, API token streams included', async () => {
    const o = await t.owner();
    const created = await open(o);
    const { data } = await o.gql<{ createApiToken: { token: string } }>(`mutation { createApiToken(input: { name: "Zapier" }) { ... on CreatedApiToken { token } } }`);
    const bySession = await watch(o, created.id);
    const byToken = await watch(o, created.id, { authorization: `Bearer ${data.createApiToken.token}` });
    const admin = await t.admin();
    expect((await admin.rest('DELETE', `/api/admin/users/${o.user.id}`)).status).toBe(200);
    expect(await bySession.next(ENDS_WITHIN_MS)).toBeNull();
    expect(await byToken.next(ENDS_WITHIN_MS)).toBeNull();
  });

  it('revoking an API token ends the streams opened with it', async () => {
    const o = await t.owner();
    const created = await open(o);
    const { data } = await o.gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      `mutation { createApiToken(input: { name: "Zapier" }) { ... on CreatedApiToken { token apiToken { id } } } }`,
    );
    const byToken = await watch(o, created.id, { authorization: `Bearer ${data.createApiToken.token}` });
    const bySession = await watch(o, created.id);
    const revoked = await o.gql(`mutation($id: ID!) { revokeApiToken(id: $id) { __typename } }`, { id: data.createApiToken.apiToken.id });
    expect(revoked.data.revokeApiToken.__typename).toBe('RevokeApiTokenSuccess');
    expect(await byToken.next(ENDS_WITHIN_MS)).toBeNull();
    const admin = await t.admin();
    await admin.rest('POST', `/api/admin/tickets/${created.id}/reply`, { message: 'Session stream lives on' });
    expect((await bySession.next())?.data?.ticketUpdated.messages.at(-1).message).toBe('Session stream lives on');
    bySession.close();
  });

  it('a session that expires delivers nothing more (its expiry is known in memory)', async () => {
    const o = await t.owner();
    const admin = await t.admin();
    const created = await open(o);
    await t.prisma.session.updateMany({ where: { userId: o.user.id }, data: { expiresAt: new Date(Date.now() + 1500) } });
    const sub = await watch(o, created.id);
    await new Promise((r) => setTimeout(r, 1600));
    await admin.rest('POST', `/api/admin/tickets/${created.id}/reply`, { message: 'After expiry' });
    expect(await sub.next()).toBeNull();
    sub.close();
  });

  it('an event is loaded once, however many subscribers receive it', async () => {
    const o = await t.owner();
    const admin = await t.admin();
    const created = await open(o);
    const statementsFor = async (subscribers: number, message: string) => {
      const subs = await Promise.all(Array.from({ length: subscribers }, () => watch(o, created.id)));
      const n = await t.countStatements(async () => {
        await admin.rest('POST', `/api/admin/tickets/${created.id}/reply`, { message });
        for (const sub of subs) expect((await sub.next())?.data?.ticketUpdated.messages.at(-1).message).toBe(message);
      });
      for (const sub of subs) sub.close();
      return n;
    };
    const one = await statementsFor(1, 'To one');
    expect(await statementsFor(8, 'To eight')).toBe(one);
  });
});

describe('stream limits and keep-alive', () => {
  it('refuses streams beyond the limit per session and per IP, with a clear message', async () => {
    const limited = await startTestApp({ STREAMS_PER_SESSION: '2', STREAMS_PER_IP: '3' });
    try {
      const a = await limited.owner();
      const b = await limited.owner();
      const created = (await a.rest('POST', '/api/support/ticket', ticket())).body as { id: string };
      const theirs = (await b.rest('POST', '/api/support/ticket', ticket())).body as { id: string };
      const watch = (c: Caller, id: string) => subscribe(limited.app.fetch, { cookie: c.cookie, query: TICKET_UPDATED, variables: { id: globalId(id) } });
      const first = [await watch(a, created.id), await watch(a, created.id)];
      const third = await watch(a, created.id);
      const refusal = (await third.next())?.errors?.[0];
      expect(refusal?.message).toBe(TOO_MANY_STREAMS_PER_SESSION(2));
      expect(refusal?.extensions?.code).toBe('TOO_MANY_STREAMS');
      const fromB = await watch(b, theirs.id);
      const overIp = await watch(b, theirs.id);
      expect((await overIp.next())?.errors?.[0].message).toBe(TOO_MANY_STREAMS_PER_IP(3));
      // A closed stream gives its slot back.
      const openBefore = limited.app.services.streams.size;
      first[0].close();
      for (let i = 0; i < 100 && limited.app.services.streams.size >= openBefore; i++) await new Promise((r) => setTimeout(r, 50));
      const again = await watch(b, theirs.id);
      await limited.admin().then((admin) => admin.rest('POST', `/api/admin/tickets/${theirs.id}/reply`, { message: 'Room again' }));
      const got = await again.next();
      expect(got?.data?.ticketUpdated.messages.at(-1).message, JSON.stringify(got)).toBe('Room again');
      for (const s of [first[1], fromB, again]) s.close();
    } finally {
      await limited.close();
    }
  });

  it('an idle stream carries keep-alive comments (graphql-yoga pings; every 300 ms under test, 12 s otherwise)', async () => {
    const o = await t.owner();
    const created = await open(o);
    const controller = new AbortController();
    const res = await t.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: o.cookie },
        body: JSON.stringify({ query: TICKET_UPDATED, variables: { id: globalId(created.id) } }),
        signal: controller.signal,
      }),
    );
    const reader = res.body?.getReader();
    let text = '';
    const until = Date.now() + 1000;
    while (reader && Date.now() < until) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), until - Date.now()))]);
      if (!chunk || chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    controller.abort();
    expect(text.split(':\n\n').length - 1).toBeGreaterThanOrEqual(3);
  });
});


const REDIS_URL = TEST_REDIS_URL;
const hasRedis = await redisForTests(REDIS_URL);
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

/** A TCP relay to Redis that the test can cut, as an outage would (the Redis server itself is shared). */
async function redisRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port || 6379), hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const relayPort = await freePort();
  await new Promise<void>((r) => server.listen(relayPort, '127.0.0.1', r));
  return {
    url: `redis://127.0.0.1:${relayPort}`,
    /** Redis is gone: every connection drops and new ones are refused. */
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

const pgServer = process.env.TEST_DATABASE_URL;
if (!pgServer) console.warn('Skipping the two-process live-update test: it needs PostgreSQL (set TEST_DATABASE_URL) and Redis');

describe.skipIf(!hasRedis || !pgServer)('two server processes on PostgreSQL with Redis', () => {
  it('an event raised on one reaches a subscriber on the other; with Redis down each still serves its own', async () => {
    const shared = await startTestApp();
    const relay = await redisRelay(REDIS_URL);
    const root = path.resolve(import.meta.dirname, '../../..');
    const start = async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: shared.databaseUrl,
          REDIS_URL: relay.url,
          SESSION_SECRET: shared.config.SESSION_SECRET,
          SERVE_CLIENT: 'false',
          LOG_LEVEL: 'error',
          NODE_ENV: 'test',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      return { child, base: `http://127.0.0.1:${port}`, stderr: () => stderr };
    };
    const processes = [await start(), await start()];
    try {
      for (const { base, child, stderr } of processes) {
        let ready = false;
        for (let i = 0; i < 300 && !ready && child.exitCode === null; i++) {
          ready = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
          if (!ready) await new Promise((r) => setTimeout(r, 200));
        }
        if (!ready) throw new Error(`server process at ${base} did not start (exit ${child.exitCode}): ${stderr()}`);
      }
      const [a, b] = processes;
      const o = await shared.owner();
      const admin = await shared.admin();
      const created = (await o.rest('POST', '/api/support/ticket', ticket())).body as { id: string };
      const watch = (base: string) =>
        subscribe((req) => fetch(req), { url: `${base}/graphql`, cookie: o.cookie, query: TICKET_UPDATED, variables: { id: globalId(created.id) } });
      const onA = await watch(a.base);
      const onB = await watch(b.base);
      await new Promise((r) => setTimeout(r, 500));
      const replyThrough = (base: string, message: string) =>
        fetch(`${base}/api/admin/tickets/${created.id}/reply`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: admin.cookie },
          body: JSON.stringify({ message }),
        });
      const last = async (sub: Subscription) => (await sub.next(10_000))?.data?.ticketUpdated.messages.at(-1).message;

      expect((await replyThrough(a.base, 'Raised on A')).ok).toBe(true);
      expect(await last(onB)).toBe('Raised on A');
      expect(await last(onA)).toBe('Raised on A');

      await relay.down();
      await new Promise((r) => setTimeout(r, 1000));
      expect((await replyThrough(a.base, 'A while Redis is down')).ok).toBe(true);
      expect(await last(onA)).toBe('A while Redis is down');
      expect((await replyThrough(b.base, 'B while Redis is down')).ok).toBe(true);
      expect(await last(onB)).toBe('B while Redis is down');
      onA.close();
      onB.close();
    } finally {
      for (const { child } of processes) child.kill('SIGTERM');
      await shared.close();
    }
  }, 120_000);
});
