// The fan-out of one event to this process's subscribers (a chunk per turn of the event loop, in
// order), and one subscriber's queue.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAppPubSub, fanOutInChunks, MAX_WAITING_EVENTS } from './pubsub.js';

const turn = () => new Promise((r) => setImmediate(r));

describe('fanOutInChunks', () => {
  it('reaches the subscribers a chunk per turn of the event loop, each getting the events in order and the same event object', async () => {
    const target = fanOutInChunks(new EventTarget(), 50);
    const got: Event[][] = Array.from({ length: 120 }, () => []);
    for (const list of got) target.addEventListener('ticketEvent', (e) => list.push(e));
    const first = new Event('ticketEvent');
    const second = new Event('ticketEvent');
    target.dispatchEvent(first);
    target.dispatchEvent(second);
    // Both events' first chunks ran at once; the rest wait for later turns.
    expect(got.filter((l) => l.length === 2)).toHaveLength(50);
    expect(got.filter((l) => l.length === 0)).toHaveLength(70);
    await turn();
    expect(got.filter((l) => l.length > 0)).toHaveLength(100);
    await turn();
    await turn();
    expect(got.every((l) => l.length === 2 && l[0] === first && l[1] === second)).toBe(true);
  });

  it('a subscriber that leaves during a fan-out gets nothing more; the target listens once per event type', async () => {
    const inner = new EventTarget();
    let innerListeners = 0;
    const add = inner.addEventListener.bind(inner);
    const remove = inner.removeEventListener.bind(inner);
    inner.addEventListener = (...a: Parameters<EventTarget['addEventListener']>) => {
      innerListeners += 1;
      add(...a);
    };
    inner.removeEventListener = (...a: Parameters<EventTarget['removeEventListener']>) => {
      innerListeners -= 1;
      remove(...a);
    };
    const target = fanOutInChunks(inner, 2);
    const calls: number[] = [];
    const listeners = [0, 1, 2, 3].map((i) => () => calls.push(i));
    for (const l of listeners) target.addEventListener('ticketEvent', l);
    expect(innerListeners).toBe(1);
    target.dispatchEvent(new Event('ticketEvent'));
    target.removeEventListener('ticketEvent', listeners[3]);
    await turn();
    expect(calls).toEqual([0, 1, 2]);
    for (const l of listeners) target.removeEventListener('ticketEvent', l);
    expect(innerListeners).toBe(0);
  });
});

describe('a subscriber', () => {
  it('gets the events published after it subscribed, in order, and nothing after return()', async () => {
    const { pubsub, close } = createAppPubSub(undefined, pino({ level: 'silent' }));
    const events = pubsub.subscribe('ticketEvent');
    pubsub.publish('ticketEvent', { ticketId: 'a', kind: 'message' });
    pubsub.publish('ticketEvent', { ticketId: 'b', kind: 'status' });
    expect(await events.next()).toEqual({ done: false, value: { ticketId: 'a', kind: 'message' } });
    await turn();
    expect(await events.next()).toEqual({ done: false, value: { ticketId: 'b', kind: 'status' } });
    const waiting = events.next();
    await events.return?.();
    expect(await waiting).toEqual({ done: true, value: undefined });
    pubsub.publish('ticketEvent', { ticketId: 'c', kind: 'message' });
    expect(await events.next()).toEqual({ done: true, value: undefined });
    await close();
  });

  it('that lets more than MAX_WAITING_EVENTS pile up is ended (its client reconnects and refetches)', async () => {
    const { pubsub, close } = createAppPubSub(undefined, pino({ level: 'silent' }));
    const events = pubsub.subscribe('ticketEvent');
    for (let i = 0; i <= MAX_WAITING_EVENTS; i++) pubsub.publish('ticketEvent', { ticketId: String(i), kind: 'message' });
    expect(await events.next()).toEqual({ done: true, value: undefined });
    await close();
  });
});
