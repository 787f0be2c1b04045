// The pub/sub's topics: a subscriber gets the events of its topic published after it subscribed, in
// order, and nothing after return().
import pino from 'pino';
import { expect, it } from 'vitest';
import { createAppPubSub } from './pubsub.js';

it('a topic subscriber gets its topic’s events in order, none of other topics, and nothing after return()', async () => {
  const { pubsub, close } = createAppPubSub(undefined, pino({ level: 'silent' }));
  const events = pubsub.subscribe('ticket', 'a');
  const next = events.next();
  pubsub.publish('ticket', 'b', { ticketId: 'b', kind: 'message' });
  pubsub.publish('ticket', 'a', { ticketId: 'a', kind: 'message' });
  pubsub.publish('ticket', 'a', { ticketId: 'a', kind: 'status' });
  expect(await next).toEqual({ done: false, value: { ticketId: 'a', kind: 'message' } });
  expect(await events.next()).toEqual({ done: false, value: { ticketId: 'a', kind: 'status' } });
  const waiting = events.next();
  await events.return?.();
  expect(await waiting).toEqual({ done: true, value: undefined });
  pubsub.publish('ticket', 'a', { ticketId: 'a', kind: 'message' });
  expect(await events.next()).toEqual({ done: true, value: undefined });
  await close();
});

it('hundreds of subscribers on one topic each get the event (no listener limit)', async () => {
  const { pubsub, close } = createAppPubSub(undefined, pino({ level: 'silent' }));
  const warnings: Error[] = [];
  const onWarning = (w: Error) => warnings.push(w);
  process.on('warning', onWarning);
  const subs = Array.from({ length: 300 }, () => pubsub.subscribe('adminTickets'));
  const got = subs.map((s) => s.next());
  pubsub.publish('adminTickets', { ticketId: 'x', kind: 'created' });
  expect((await Promise.all(got)).every((r) => r.value?.ticketId === 'x')).toBe(true);
  await new Promise((r) => setImmediate(r));
  process.off('warning', onWarning);
  expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  for (const s of subs) await s.return?.();
  await close();
});

it('a burst past what a subscriber can queue (1024) drops the excess for it instead of throwing out of publish', async () => {
  const { pubsub, close } = createAppPubSub(undefined, pino({ level: 'silent' }));
  const events = pubsub.subscribe('ticket', 'a');
  const first = events.next();
  for (let i = 0; i < 1100; i++) pubsub.publish('ticket', 'a', { ticketId: 'a', kind: i === 0 ? 'status' : 'message' });
  expect(await first).toEqual({ done: false, value: { ticketId: 'a', kind: 'status' } });
  await events.return?.();
  await close();
});
