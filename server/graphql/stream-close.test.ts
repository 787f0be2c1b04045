// A live stream gives its slot back as soon as its client's connection closes: over a real socket
// (@hono/node-server, as in production), with yoga's production keep-alive (12 s), so a slot that
// waited for the next keep-alive to notice the closed socket would still be taken.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type TestApp, startTestApp } from '../test/harness.js';
import { TOO_MANY_STREAMS_PER_SESSION } from './streams.js';

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ STREAMS_PER_SESSION: '10', STREAMS_PER_IP: '1000' });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  if (server && 'closeAllConnections' in server) server.closeAllConnections();
  server?.close();
  await t?.close();
});

const TICKET_UPDATED = 'subscription($id: ID!) { ticketUpdated(id: $id) { messages { message } } }';

/** An SSE subscription over a socket; `text` is what arrived so far. */
function openStream(cookie: string, id: string) {
  return new Promise<{ req: http.ClientRequest; text: () => string }>((resolve, reject) => {
    const body = JSON.stringify({ query: TICKET_UPDATED, variables: { id } });
    let text = '';
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('error', () => {});
        resolve({ req, text: () => text });
      },
    );
    req.on('error', (e) => (req.destroyed ? undefined : reject(e)));
    req.end(body);
  });
}

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return check();
};

it('ten streams closed by their client free their slots at once: an eleventh opened right after is accepted', async () => {
  // yoga pings every 300 ms under NODE_ENV=test; production's 12 s is what the client would wait for.
  vi.stubEnv('NODE_ENV', 'production');
  const o = await t.owner();
  const admin = await t.admin();
  const created = (await o.rest('POST', '/api/support/ticket', { category: 'Technical Issue', subject: 'Live', message: 'First' })).body as { id: string };
  const id = Buffer.from(`Ticket:${created.id}`).toString('base64');

  const streams = await Promise.all(Array.from({ length: 10 }, () => openStream(o.cookie, id)));
  expect(await until(() => t.app.services.streams.size === 10, 5000)).toBe(true);
  // The limit holds while they are open.
  const refused = await openStream(o.cookie, id);
  expect(await until(() => refused.text().includes('data:'), 5000)).toBe(true);
  expect(refused.text()).toContain(TOO_MANY_STREAMS_PER_SESSION(10));

  for (const s of streams) s.req.destroy();
  // Well under the 12 s keep-alive: the sockets' close is all the server gets.
  await new Promise((r) => setTimeout(r, 300));
  const again = await openStream(o.cookie, id);
  await until(() => t.app.services.streams.size >= 1 || again.text().includes('data:'), 2000);
  await admin.rest('POST', `/api/admin/tickets/${created.id}/reply`, { message: 'Room again' });
  expect(await until(() => again.text().includes('data:'), 3000)).toBe(true);
  expect(again.text()).not.toContain(TOO_MANY_STREAMS_PER_SESSION(10));
  expect(again.text()).toContain('Room again');
  again.req.destroy();
  expect(await until(() => t.app.services.streams.size === 0, 2000)).toBe(true);
});
