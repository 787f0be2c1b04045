// 500 concurrent SSE subscribers on one ticket, one admin reply: prints p50/p95/max delivery latency.
// Run: npx tsx bench/subscriptions.ts   (BENCH_DATABASE_URL=postgresql://… for PostgreSQL, BENCH_SUBSCRIBERS=n)
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { subscribe } from '../server/test/sse.js';
import { percentile, startBenchApp } from './setup.js';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 500);
const bench = await startBenchApp();
const server = serve({ fetch: bench.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const owner = await bench.signUp(`sub-owner-${Date.now()}@example.com`);
const admin = await bench.signUp(`sub-admin-${Date.now()}@example.com`);
await bench.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
const created = await (
  await fetch(`${base}/api/support/ticket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: owner.cookie },
    body: JSON.stringify({ category: 'Technical Issue', subject: 'Bench', message: 'Hello' }),
  })
).json();
const id = Buffer.from(`Ticket:${created.id}`).toString('base64');
const reply = (message: string) =>
  fetch(`${base}/api/admin/tickets/${created.id}/reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie },
    body: JSON.stringify({ message }),
  });
for (let i = 0; i < 5; i++) await reply(`warm-up ${i}`); // a warm server, as in production

console.log(`subscription delivery benchmark on ${bench.database}: ${SUBSCRIBERS} subscribers, one event`);
const subs = await Promise.all(
  Array.from({ length: SUBSCRIBERS }, () =>
    subscribe((r) => fetch(r), {
      url: `${base}/graphql`,
      cookie: owner.cookie,
      query: 'subscription($id: ID!) { ticketUpdated(id: $id) { id status messages { message } } }',
      variables: { id },
    }),
  ),
);
await new Promise((r) => setTimeout(r, 1000)); // let every subscription reach the pub/sub

const start = performance.now();
const arrivals = subs.map((s) => s.next(60_000).then(() => performance.now() - start));
await reply('Reply to everyone');
const replyMs = performance.now() - start;
const latencies = (await Promise.all(arrivals)).sort((a, b) => a - b);
console.log(`  the reply request itself took ${replyMs.toFixed(1)} ms`);
console.log(
  `  delivered ${latencies.length}/${SUBSCRIBERS}: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms (from the reply request)`,
);
for (const s of subs) s.close();
server.close();
await bench.close();
process.exit(0);
