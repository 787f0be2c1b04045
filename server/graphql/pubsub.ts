// Events for subscriptions. In-process by default; with REDIS_URL every server process shares one feed
// (and this process's own subscribers keep getting events while Redis is down).
// Events carry ids only: subscribers load what they may see, after the write has committed.
import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { endingIterator } from './event-iterators.js';
import { getOrSet } from './get-or-set.js';

export type TicketEventKind = 'created' | 'message' | 'status' | 'read';
export interface TicketEvent {
  ticketId: string;
  kind: TicketEventKind;
}

/** A visitor's new booking request, for its business's owner. */
export interface BookingRequestEvent {
  requestId: string;
  ownerId: string;
}

/** A job of the owner's schedule that a visitor booked, moved or cancelled (instant booking, /b/{token}). */
export interface AppointmentEvent {
  appointmentId: string;
  ownerId: string;
  kind: 'booked' | 'moved' | 'cancelled';
}

/** An invoice of the owner's that a customer paid by card through its pay link (the Checkout webhook). */
export interface InvoiceEvent {
  invoiceId: string;
  ownerId: string;
}

/**
 * A credential that no longer counts: the streams it opened end at once, in every process.
 * userSessions: every session of the user (password change); user: everything of the user, API
 * tokens included (deleted, or no longer an admin).
 */
export type Revocation =
  | { kind: 'session'; sessionId: string }
  | { kind: 'userSessions'; userId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'apiToken'; apiTokenId: string };

export type Channels = { ticketEvent: [TicketEvent]; bookingRequestEvent: [BookingRequestEvent]; appointmentEvent: [AppointmentEvent]; invoiceEvent: [InvoiceEvent]; revocation: [Revocation] };
export interface AppPubSub {
  publish: ReturnType<typeof createPubSub<Channels>>['publish'];
  /** The channel's events from now on, until return(). */
  subscribe<K extends keyof Channels>(channel: K): AsyncIterableIterator<Channels[K][0]>;
}

/** Events a subscriber may have waiting before its stream is ended (a client that reads nothing). */
export const MAX_WAITING_EVENTS = 1000;

/**
 * One subscriber's events from `target`: a listener and a queue. (graphql-yoga's pub/sub wraps each
 * subscriber in a Repeater, whose push alone cost ~14 µs per subscriber and event in the profile of
 * 500 streams.) A subscriber that lets MAX_WAITING_EVENTS pile up is ended; its client reconnects.
 */
function listen<T>(target: EventTarget, topic: string): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let waiting: ((r: IteratorResult<T>) => void) | null = null;
  let done = false;
  const end = (): Promise<IteratorReturnResult<undefined>> => {
    if (!done) {
      done = true;
      queue.length = 0;
      target.removeEventListener(topic, listener);
      const w = waiting;
      waiting = null;
      w?.({ done: true, value: undefined });
    }
    return Promise.resolve({ done: true, value: undefined });
  };
  function listener(event: Event) {
    const value = (event as CustomEvent<T>).detail;
    if (waiting) {
      const w = waiting;
      waiting = null;
      w({ done: false, value });
    } else if (queue.length < MAX_WAITING_EVENTS) queue.push(value);
    else void end();
  }
  target.addEventListener(topic, listener);
  return endingIterator(() => {
    if (queue.length) return Promise.resolve({ done: false, value: queue.shift() as T });
    if (done) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve) => {
      waiting = resolve;
    });
  }, end);
}

function appPubSub(eventTarget: EventTarget): AppPubSub {
  return {
    publish: createPubSub<Channels>({ eventTarget }).publish,
    subscribe: (channel) => listen(eventTarget, channel),
  };
}

/** Subscribers an event reaches per turn of the event loop (see fanOutInChunks). */
export const FAN_OUT_CHUNK = 50;

/**
 * `target` with one listener per event type, which passes each event on to this process's
 * subscribers `chunk` at a time, yielding to the event loop (setImmediate) between chunks: with
 * hundreds of streams open, one event does not hold every other request until all are written.
 * Each subscriber still gets the events in the order they came, and the same event object (what an
 * event loads is shared through it).
 */
export function fanOutInChunks(target: EventTarget, chunk = FAN_OUT_CHUNK): EventTarget {
  const listeners = new Map<string, Set<EventListenerOrEventListenerObject>>();
  const call = (listener: EventListenerOrEventListenerObject, event: Event) =>
    typeof listener === 'function' ? listener(event) : listener.handleEvent(event);
  const relay = (event: Event) => {
    const set = listeners.get(event.type);
    if (!set) return;
    const all = [...set];
    let i = 0;
    const step = () => {
      for (const end = Math.min(i + chunk, all.length); i < end; i++) {
        // One that unsubscribed meanwhile gets nothing more.
        if (set.has(all[i])) call(all[i], event);
      }
      if (i < all.length) setImmediate(step);
    };
    step();
  };
  return {
    addEventListener(type, listener) {
      if (!listener) return;
      getOrSet(listeners, type, () => {
        target.addEventListener(type, relay);
        return new Set();
      }).add(listener);
    },
    removeEventListener(type, listener) {
      const set = listeners.get(type);
      if (!set || !listener) return;
      set.delete(listener);
      if (set.size) return;
      listeners.delete(type);
      target.removeEventListener(type, relay);
    },
    dispatchEvent: (event) => target.dispatchEvent(event),
  };
}

function localTarget() {
  // Every subscriber is one listener; hundreds are expected, so no leak warning at 10.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  return eventTarget;
}

/**
 * Redis when it is up, this process when it is not: subscribers listen on both, and an event goes
 * through Redis (reaching every process, this one included) only while the publishing connection is
 * ready; otherwise it is delivered here. So a Redis outage degrades live updates to one process
 * instead of stopping them.
 */
function redisWithLocalFallback(redis: EventTarget, local: EventTarget, redisReady: () => boolean): EventTarget {
  return {
    addEventListener(type, listener, options) {
      local.addEventListener(type, listener, options);
      redis.addEventListener(type, listener, options);
    },
    removeEventListener(type, listener, options) {
      local.removeEventListener(type, listener, options);
      redis.removeEventListener(type, listener, options);
    },
    dispatchEvent(event) {
      return redisReady() ? redis.dispatchEvent(event) : local.dispatchEvent(event);
    },
  };
}

export function createAppPubSub(redisUrl: string | undefined, log: Logger) {
  if (!redisUrl) return { pubsub: appPubSub(fanOutInChunks(localTarget())), close: async () => {} };
  // Publishing is skipped while Redis is down (events go to this process instead), so its commands
  // may fail fast; the subscriber's SUBSCRIBE/UNSUBSCRIBE wait for the reconnection rather than reject.
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  // One warning per outage, not one per reconnection attempt.
  let down = false;
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (err) => {
      if (down) return;
      down = true;
      log.warn({ err: err.message }, 'redis unavailable: live updates reach this process only until it is back');
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      log.info('redis reconnected');
    });
  }
  // The event target sends UNSUBSCRIBE without awaiting it; one cut short by close() is moot, not an
  // unhandled rejection.
  const unsubscribe = subscribeClient.unsubscribe.bind(subscribeClient) as (...channels: string[]) => Promise<unknown>;
  Object.assign(subscribeClient, { unsubscribe: (...channels: string[]) => unsubscribe(...channels).catch(() => 0) });
  const redis = createRedisEventTarget({ publishClient, subscribeClient });
  const eventTarget = fanOutInChunks(
    redisWithLocalFallback(redis, localTarget(), () => publishClient.status === 'ready' && subscribeClient.status === 'ready'),
  );
  const pubsub = appPubSub(eventTarget);
  return {
    pubsub,
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
