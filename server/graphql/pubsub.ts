// Events for subscriptions: graphql-yoga's createPubSub with topic channels (`subscribe('ticket', id)`),
// in process by default; with REDIS_URL on @graphql-yoga/redis-event-target, so every server process
// shares one feed (and this process's own subscribers keep getting events while Redis is down).
// Events carry ids only: subscription fields load what they show, after the write has committed.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { getOrSet } from './get-or-set.js';

export type TicketEventKind = 'created' | 'message' | 'status' | 'read';
export interface TicketEvent {
  ticketId: string;
  kind: TicketEventKind;
}

/** A visitor's new booking request for its business's owner. */
export interface BookingRequestEvent {
  requestId: string;
}

/**
 * What the owner's own channel carries: their new booking requests and changes to their tickets, told
 * apart by their keys (`'requestId' in event`). One channel, so the owner's updates (the requests badge, the
 * Support icon) are one subscription to one topic (ownerUpdates, domains/live/owner-updates.subscriptions.ts).
 */
export type OwnerEvent = BookingRequestEvent | TicketEvent;
export const isBookingRequestEvent = (event: OwnerEvent): event is BookingRequestEvent => 'requestId' in event;
export const isTicketEvent = (event: OwnerEvent): event is TicketEvent => 'ticketId' in event;

/** A job of the owner's schedule that a visitor booked, moved or cancelled (instant booking, /b/{token}). */
export interface AppointmentEvent {
  appointmentId: string;
  ownerId: string;
  kind: 'booked' | 'moved' | 'cancelled' | 'deposit';
}

/**
 * A credential that no longer counts: the streams it opened end at once, in every process.
 * userSessions: every session of the user (password change); user: everything of the user, API
 * tokens included (deleted, or no longer an admin).
 */
export type Revocation =
  | { kind: 'session'; sessionId: string }
  /** Every session of the user, but `except` (the device that changed the password) when given. */
  | { kind: 'userSessions'; userId: string; except?: string }
  | { kind: 'user'; userId: string }
  | { kind: 'apiToken'; apiTokenId: string };

/** Channels with an id first are topics: `publish('ticket', ticketId, event)`, `subscribe('ticket', ticketId)`. */
export type Channels = {
  /** A ticket's new messages and status changes. */
  ticket: [ticketId: string, event: TicketEvent];
  /** An owner's new booking requests, and new messages and status changes on their tickets. */
  owner: [ownerId: string, event: OwnerEvent];
  /** Every ticket event, for the admins' feed. */
  adminTickets: [event: TicketEvent];
  appointment: [ownerId: string, event: AppointmentEvent];
  /** An invoice of the owner's that a customer paid by card through its pay link (the Checkout webhook). */
  invoicePaid: [ownerId: string, event: { invoiceId: string }];
  revocation: [Revocation];
};
export type AppPubSub = ReturnType<typeof createPubSub<Channels>>;

/** Subscribers an event reaches per turn of the event loop (see fanOut). */
export const FAN_OUT_CHUNK = 50;

/**
 * `target` with one listener per topic, passing each event on FAN_OUT_CHUNK subscribers per turn of the event loop, so the
 * first streams are written while the rest wait (delivery figures: bench/results/README.md, #31). Each subscriber gets its
 * events in order and the same event object (shared-results.ts). A listener that throws loses that event instead of
 * throwing out of dispatch: yoga's subscriber queue throws past 1024 unread events (a burst faster than the stream executes).
 */
function fanOut(target: EventTarget, log: Logger): EventTarget {
  const listeners = new Map<string, Set<EventListener>>();
  const deliver = (listener: EventListener, event: Event) => {
    try {
      listener(event);
    } catch (err) {
      log.warn({ err }, 'a live-update subscriber is too far behind: an event was dropped for it');
    }
  };
  const relay = (event: Event) => {
    const subscribers = listeners.get(event.type);
    if (!subscribers) return;
    const all = [...subscribers];
    let i = 0;
    const step = () => {
      // One that unsubscribed meanwhile gets nothing more.
      for (const end = Math.min(i + FAN_OUT_CHUNK, all.length); i < end; i++) if (subscribers.has(all[i])) deliver(all[i], event);
      if (i < all.length) setImmediate(step);
    };
    step();
  };
  const fn = (l: EventListenerOrEventListenerObject): EventListener => (typeof l === 'function' ? l : l.handleEvent);
  return {
    addEventListener(type, listener) {
      if (!listener) return;
      getOrSet(listeners, type, () => {
        target.addEventListener(type, relay);
        return new Set();
      }).add(fn(listener));
    },
    removeEventListener(type, listener) {
      const subscribers = listeners.get(type);
      if (!subscribers || !listener) return;
      subscribers.delete(fn(listener));
      if (subscribers.size) return;
      listeners.delete(type);
      target.removeEventListener(type, relay);
    },
    dispatchEvent: (event) => target.dispatchEvent(event),
  };
}

export function createAppPubSub(redisUrl: string | undefined, log: Logger) {
  if (!redisUrl) return { pubsub: createPubSub<Channels>({ eventTarget: fanOut(new EventTarget(), log) }), close: async () => {} };
  // Publishing is skipped while Redis is down (see below), so its commands may fail fast; the
  // subscriber's SUBSCRIBE/UNSUBSCRIBE wait for the reconnection rather than reject.
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  let down = false; // one warning per outage, not one per reconnection attempt
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (err) => {
      if (!down) log.warn({ err: err.message }, 'redis unavailable: live updates reach this process only until it is back');
      down = true;
    });
    client.on('ready', () => {
      if (down) log.info('redis reconnected');
      down = false;
    });
  }
  // Redis when it is up, this process when it is not: subscribers listen on both, and an event goes
  // through Redis (reaching every process, this one included) only while both connections are ready.
  const redis = createRedisEventTarget({ publishClient, subscribeClient });
  const local = new EventTarget();
  const ready = () => publishClient.status === 'ready' && subscribeClient.status === 'ready';
  const eventTarget: EventTarget = {
    addEventListener(type, listener) {
      local.addEventListener(type, listener);
      redis.addEventListener(type, listener);
    },
    removeEventListener(type, listener) {
      local.removeEventListener(type, listener);
      redis.removeEventListener(type, listener);
    },
    dispatchEvent: (event) => (ready() ? redis.dispatchEvent(event as CustomEvent) : local.dispatchEvent(event)),
  };
  return {
    pubsub: createPubSub<Channels>({ eventTarget: fanOut(eventTarget, log) }),
    async close() {
      // Commands cut short by this are moot (patches/@graphql-yoga+redis-event-target: not unhandled rejections).
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
