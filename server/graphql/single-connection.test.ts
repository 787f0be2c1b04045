// One event stream per client (graphql-sse's single connection mode at /graphql/stream), over a real
// socket as in production: each operation on it is still authorized and counted as on /graphql, an
// owner's stream carries that owner's events only, and its token is worth nothing to anyone else.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type TestApp, startTestApp } from '../test/harness.js';
import { TOO_MANY_STREAMS_PER_SESSION } from './streams.js';

/** Short, so a reservation left unconnected is given back within a test. */
const RESERVATION_SECONDS = 2;
let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;
beforeAll(async () => {
  t = await startTestApp({ STREAMS_PER_SESSION: '3', STREAMS_PER_IP: '1000', STREAM_RESERVATION_SECONDS: String(RESERVATION_SECONDS) });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  if (server && 'closeAllConnections' in server) server.closeAllConnections();
  server?.close();
  await t?.close();
});

const TOKEN = 'x-graphql-event-stream-token';
/** What the signed-in home subscribes to: the Support icon's feed and the requests badge. */
const MY_TICKETS = 'subscription { myTicketsUpdated { id messages { message } } }';
const REQUESTS = 'subscription { bookingRequestReceived { id name } }';

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return check();
};

const reserve = (cookie: string) => fetch(`${base}/graphql/stream`, { method: 'PUT', headers: { cookie, accept: 'text/plain' } });

/** The reserved stream, read over a socket; `text` is what arrived so far. */
function connect(cookie: string, token: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; req: http.ClientRequest; text: () => string }>((resolve, reject) => {
    let text = '';
    const req = http.get(`${base}/graphql/stream`, { headers: { accept: 'text/event-stream', cookie, [TOKEN]: token } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('error', () => {});
      resolve({ status: res.statusCode ?? 0, headers: res.headers, req, text: () => text });
    });
    req.on('error', (e) => (req.destroyed ? undefined : reject(e)));
  });
}

const run = (cookie: string, token: string, operationId: string, query: string) =>
  fetch(`${base}/graphql/stream`, {
    method: 'POST',
    headers: { cookie, [TOKEN]: token, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, extensions: { operationId } }),
  });

/** An owner with a ticket, and the home's two subscriptions on one stream. */
async function ownerAtHome() {
  const o = await t.owner();
  const ticket = (await o.rest('POST', '/api/support/ticket', { category: 'Technical Issue', subject: 'Live', message: 'First' })).body as { id: string };
  const reserved = await reserve(o.cookie);
  expect(reserved.status).toBe(201);
  const token = await reserved.text();
  const stream = await connect(o.cookie, token);
  expect(stream.status).toBe(200);
  // Written straight to the socket (server/event-stream.ts) with the router's headers, the security headers too.
  expect(stream.headers).toMatchObject({ 'content-type': 'text/event-stream; charset=utf-8', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  expect(stream.headers['x-hono-already-sent']).toBeUndefined();
  expect((await run(o.cookie, token, 'tickets', MY_TICKETS)).status).toBe(202);
  expect((await run(o.cookie, token, 'requests', REQUESTS)).status).toBe(202);
  return { o, ticket, token, stream };
}

it("one stream carries all of an owner's subscriptions, and only that owner's events", async () => {
  const admin = await t.admin();
  const before = t.app.services.streams.size;
  const a = await ownerAtHome();
  const b = await ownerAtHome();
  // Each operation is a subscription of its own for the stream limits, as on /graphql.
  expect(await until(() => t.app.services.streams.size === before + 4, 5000)).toBe(true);

  await admin.rest('POST', `/api/admin/tickets/${b.ticket.id}/reply`, { message: 'For B only' });
  expect(await until(() => b.stream.text().includes('For B only'), 5000)).toBe(true);
  expect(b.stream.text()).toMatch(/event: next\ndata: \{"id":"tickets","payload":\{"data":\{"myTicketsUpdated"/);
  await admin.rest('POST', `/api/admin/tickets/${a.ticket.id}/reply`, { message: 'For A only' });
  expect(await until(() => a.stream.text().includes('For A only'), 5000)).toBe(true);
  // By now B's event went by A long ago (events are delivered in order of publishing).
  expect(a.stream.text()).not.toContain('For B only');
  expect(b.stream.text()).not.toContain('For A only');
  expect(a.stream.text()).not.toContain(b.ticket.id);

  // The client going away ends its operations and gives their slots back.
  a.stream.req.destroy();
  b.stream.req.destroy();
  expect(await until(() => t.app.services.streams.size === before, 5000)).toBe(true);
});

it('an event published as an operation starts, while its credential is being read, reaches the stream', async () => {
  const o = await t.owner();
  const ticket = (await o.rest('POST', '/api/support/ticket', { category: 'Technical Issue', subject: 'Early', message: 'First' })).body as { id: string };
  const token = await (await reserve(o.cookie)).text();
  const stream = await connect(o.cookie, token);
  const { sessions, pubsub } = t.app.services;
  const liveUntil = sessions.liveUntil.bind(sessions);
  // The admin's status change is published just as the operation's stream slot reads its credential.
  const reading = vi.spyOn(sessions, 'liveUntil').mockImplementationOnce((sessionId) => {
    pubsub.publish('owner', o.user.id, { ticketId: ticket.id, kind: 'status' });
    return liveUntil(sessionId);
  });
  try {
    expect((await run(o.cookie, token, 'updates', 'subscription { ownerUpdates { ... on TicketUpdated { ticket { subject } } } }')).status).toBe(202);
    expect(reading).toHaveBeenCalledTimes(1);
    expect(await until(() => stream.text().includes('"ticket":{"subject":"Early"}'), 5000)).toBe(true);
  } finally {
    reading.mockRestore();
    stream.req.destroy();
  }
});

it("a stream's token is refused to anyone but the session that reserved it", async () => {
  const a = await t.owner();
  const b = await t.owner();
  const token = await (await reserve(a.cookie)).text();

  const read = await connect(b.cookie, token);
  expect(read.status).toBe(404);
  read.req.destroy();
  const fed = await run(b.cookie, token, 'x', MY_TICKETS);
  expect(fed.status).toBe(404);
  expect(await fed.json()).toEqual({ errors: [{ message: 'Stream not found' }] });
  expect((await run('', token, 'x', MY_TICKETS)).status).toBe(404);
  expect((await reserve('')).status).toBe(401);

  // Its own session may connect and run.
  const own = await connect(a.cookie, token);
  expect(own.status).toBe(200);
  expect((await run(a.cookie, token, 'x', MY_TICKETS)).status).toBe(202);
  own.req.destroy();
});

it('an operation on the stream is authorized as on /graphql: an owner cannot follow the admins’ feed', async () => {
  const o = await t.owner();
  const token = await (await reserve(o.cookie)).text();
  const stream = await connect(o.cookie, token);
  expect((await run(o.cookie, token, 'feed', 'subscription { adminTicketFeed { unreadCount } }')).status).toBe(202);
  expect(await until(() => stream.text().includes('"id":"feed"'), 5000)).toBe(true);
  expect(stream.text()).toMatch(/"id":"feed","payload":\{"data":null,"errors":\[\{"message":"[^"]+"/);
  expect(stream.text()).not.toContain('"data":{"adminTicketFeed":{');
  stream.req.destroy();
});

it('reservations count against the streams per session', async () => {
  const o = await t.owner();
  const tokens = [];
  for (let i = 0; i < 3; i++) {
    const r = await reserve(o.cookie);
    expect(r.status).toBe(201);
    tokens.push(await r.text());
  }
  const refused = await reserve(o.cookie);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ errors: [{ message: TOO_MANY_STREAMS_PER_SESSION(3) }] });
  // A connected stream that ends gives its reservation back.
  const s = await connect(o.cookie, tokens[0] as string);
  s.req.destroy();
  expect(await until(() => false, 200)).toBe(false);
  expect((await reserve(o.cookie)).status).toBe(201);
});

/** Reserves as many streams as a session may have at once: all succeed only if none of the session's earlier reservations is still held. */
async function reserveAll(cookie: string) {
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await reserve(cookie)).status);
  return statuses;
}

it('an operation sent before its stream connects waits for the stream and runs on it', async () => {
  const admin = await t.admin();
  const o = await t.owner();
  const ticket = (await o.rest('POST', '/api/support/ticket', { category: 'Technical Issue', subject: 'Early', message: 'First' })).body as { id: string };
  const before = t.app.services.streams.size;
  const token = await (await reserve(o.cookie)).text();
  // The client sends its operations beside the stream's GET (client/relay/sse.ts): this one arrives first.
  let answered = 0;
  const early = run(o.cookie, token, 'tickets', MY_TICKETS).then((res) => {
    answered = res.status;
    return res;
  });
  await new Promise((r) => setTimeout(r, 300));
  expect(answered).toBe(0);
  expect(t.app.services.streams.size).toBe(before);
  const stream = await connect(o.cookie, token);
  expect(stream.status).toBe(200);
  expect((await early).status).toBe(202);
  expect(await until(() => t.app.services.streams.size === before + 1, 5000)).toBe(true);
  await admin.rest('POST', `/api/admin/tickets/${ticket.id}/reply`, { message: 'Came after the early operation' });
  expect(await until(() => stream.text().includes('Came after the early operation'), 5000)).toBe(true);
  // It runs on the stream: closing the stream ends it.
  stream.req.destroy();
  expect(await until(() => t.app.services.streams.size === before, 5000)).toBe(true);

  // One whose client went away while it waited is not run (nothing would end it but the stream's end).
  const next = await (await reserve(o.cookie)).text();
  const gone = new AbortController();
  const abandoned = fetch(`${base}/graphql/stream`, {
    method: 'POST',
    headers: { cookie: o.cookie, [TOKEN]: next, 'content-type': 'application/json' },
    body: JSON.stringify({ query: MY_TICKETS, extensions: { operationId: 'abandoned' } }),
    signal: gone.signal,
  }).catch(() => null);
  await new Promise((r) => setTimeout(r, 200));
  gone.abort();
  await abandoned;
  await new Promise((r) => setTimeout(r, 200));
  const again = await connect(o.cookie, next);
  expect(again.status).toBe(200);
  await new Promise((r) => setTimeout(r, 500));
  expect(t.app.services.streams.size).toBe(before);
  again.req.destroy();
});

it('a reservation its client never connects to is given back: its token is refused, its operations ended, its slot free', async () => {
  const o = await t.owner();
  const before = t.app.services.streams.size;
  const token = await (await reserve(o.cookie)).text();
  // An operation sent before the stream connects waits for it (above), holding nothing meanwhile.
  const early = run(o.cookie, token, 'early', MY_TICKETS);
  expect((await reserve(o.cookie)).status).toBe(201);
  expect((await reserve(o.cookie)).status).toBe(201);
  expect((await reserve(o.cookie)).status).toBe(429);
  expect(t.app.services.streams.size).toBe(before);

  await new Promise((r) => setTimeout(r, RESERVATION_SECONDS * 1000 + 1000));
  const refused = await early;
  expect(refused.status).toBe(404);
  expect(await refused.json()).toEqual({ errors: [{ message: 'Stream not found' }] });
  const late = await run(o.cookie, token, 'late', MY_TICKETS);
  expect(late.status).toBe(404);
  expect(await late.json()).toEqual({ errors: [{ message: 'Stream not found' }] });
  const read = await connect(o.cookie, token);
  expect(read.status).toBe(404);
  read.req.destroy();
  expect(await until(() => t.app.services.streams.size === before, 5000)).toBe(true);
  expect(await reserveAll(o.cookie)).toEqual([201, 201, 201]);
});

it('a stream its client closed: its token is refused, its operations ended, its slot free', async () => {
  const o = await t.owner();
  const before = t.app.services.streams.size;
  const token = await (await reserve(o.cookie)).text();
  const stream = await connect(o.cookie, token);
  expect((await run(o.cookie, token, 'tickets', MY_TICKETS)).status).toBe(202);
  expect(await until(() => t.app.services.streams.size === before + 1, 5000)).toBe(true);

  stream.req.destroy();
  expect(await until(() => t.app.services.streams.size === before, 5000)).toBe(true);
  const after = await run(o.cookie, token, 'again', MY_TICKETS);
  expect(after.status).toBe(404);
  expect(await after.json()).toEqual({ errors: [{ message: 'Stream not found' }] });
  const reopened = await connect(o.cookie, token);
  expect(reopened.status).toBe(404);
  reopened.req.destroy();
  expect(await reserveAll(o.cookie)).toEqual([201, 201, 201]);
});

it('a client gone while its stream was being authenticated gives the reservation back', async () => {
  const o = await t.owner();
  const token = await (await reserve(o.cookie)).text();
  // The connection closed before the handler ran (no abort event will come).
  const gone = await t.app.fetch(
    new Request(`${base}/graphql/stream`, { headers: { accept: 'text/event-stream', cookie: o.cookie, [TOKEN]: token }, signal: AbortSignal.abort() }),
  );
  await gone.body?.cancel();
  expect((await run(o.cookie, token, 'x', MY_TICKETS)).status).toBe(404);
  expect(await reserveAll(o.cookie)).toEqual([201, 201, 201]);
});

it("on an open stream each operation is authorized by who sends it: another owner's, and the owner's own after signing out, are refused", async () => {
  const admin = await t.admin();
  const a = await ownerAtHome();
  const b = await t.owner();
  const bTicket = (await b.rest('POST', '/api/support/ticket', { category: 'Technical Issue', subject: 'Mine', message: 'First' })).body as { id: string };

  // B, holding A's token, tries to follow B's own tickets on A's stream (so B's events would reach A's page).
  const fed = await run(b.cookie, a.token, 'intruder', MY_TICKETS);
  expect(fed.status).toBe(404);
  expect(await fed.json()).toEqual({ errors: [{ message: 'Stream not found' }] });
  await admin.rest('POST', `/api/admin/tickets/${bTicket.id}/reply`, { message: 'For B only' });
  await admin.rest('POST', `/api/admin/tickets/${a.ticket.id}/reply`, { message: 'For A only' });
  expect(await until(() => a.stream.text().includes('For A only'), 5000)).toBe(true);
  expect(a.stream.text()).not.toContain('"id":"intruder"');
  expect(a.stream.text()).not.toContain('For B only');

  // A signs out in another tab: the session's cookie no longer runs anything on the stream.
  const signedIn = a.o.cookie;
  expect((await a.o.rest('POST', '/api/logout')).status).toBe(200);
  const after = await run(signedIn, a.token, 'after', REQUESTS);
  expect(after.status).toBe(404);
  expect(a.stream.text()).not.toContain('"id":"after"');
  a.stream.req.destroy();
});
