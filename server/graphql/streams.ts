// The open subscription streams of this process: bounded per session (or API token) and per client IP,
// ended at once when their credential is revoked (a revocation published on the pub/sub, so it reaches
// every process through Redis) and when the server shuts down. Events are authorized in memory: the
// stream knows its caller, whether they are an admin and when their session expires; anything that
// changes that (sign-out, all sessions ended, user deleted or demoted, token revoked) ends the stream,
// and the client reconnects, authenticating afresh.
import { createGraphQLError } from 'graphql-yoga';
import { type Caller, credentialLiveUntil } from '../auth/authenticate.js';
import type { Context } from './context.js';
import type { AppPubSub, Channels, Revocation } from './pubsub.js';

export const TOO_MANY_STREAMS_PER_SESSION = (n: number) =>
  `Too many live connections for this sign-in (at most ${n}). Close other tabs or windows of the app and try again.`;
export const TOO_MANY_STREAMS_PER_IP = (n: number) =>
  `Too many live connections from your network (at most ${n}). Close other tabs or windows of the app and try again.`;

export interface Stream {
  /** Whether the stream may still deliver (not ended, credential not expired). */
  readonly live: boolean;
  readonly isAdmin: boolean;
  /** Sets when the credential ends on its own (read when the stream opens). */
  expireAt(time: number): void;
  /** Called once when the stream is ended by a revocation or shutdown. */
  onEnd(fn: () => void): void;
  /** Gives the slot back; idempotent. */
  release(): void;
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

type Entry = {
  userId: string;
  sessionId: string | null;
  apiTokenId: string | null;
  ended: boolean;
  endListeners: (() => void)[];
  release: () => void;
};

const matches = (e: Entry, r: Revocation) => {
  switch (r.kind) {
    case 'session':
      return e.sessionId === r.sessionId;
    case 'userSessions':
      return e.userId === r.userId && e.sessionId !== null;
    case 'user':
      return e.userId === r.userId;
    case 'apiToken':
      return e.apiTokenId === r.apiTokenId;
  }
};

export function createStreamRegistry(opts: { pubsub: AppPubSub; shutdown: AbortSignal; perSession: number; perIp: number }) {
  const open = new Set<Entry>();
  const perCredential = new Map<string, number>();
  const perIp = new Map<string, number>();
  const bump = (m: Map<string, number>, key: string, by: number) => {
    const n = (m.get(key) ?? 0) + by;
    if (n > 0) m.set(key, n);
    else m.delete(key);
  };
  const end = (e: Entry) => {
    if (e.ended) return;
    e.ended = true;
    for (const fn of e.endListeners.splice(0)) fn();
    e.release();
  };

  // One listener for the whole process, however many streams are open.
  const endAll = () => {
    for (const e of [...open]) end(e);
  };
  opts.shutdown.addEventListener('abort', endAll, { once: true });

  const revocations = opts.pubsub.subscribe('revocation');
  void (async () => {
    for await (const r of revocations) {
      for (const e of [...open]) if (matches(e, r)) end(e);
    }
  })();

  return {
    /** The number of streams open in this process. */
    get size() {
      return open.size;
    },

    /**
     * Registers a stream for a signed-in caller, or refuses it (429) when their session or IP already
     * has the maximum open. The caller must release() it when the stream ends.
     */
    open(caller: Caller & { clientIp: string }): Stream {
      const user = caller.user;
      if (!user) throw new Error('streams are for signed-in callers');
      const credential = caller.apiTokenId ? `token:${caller.apiTokenId}` : `session:${caller.sessionId}`;
      if ((perCredential.get(credential) ?? 0) >= opts.perSession) {
        throw createGraphQLError(TOO_MANY_STREAMS_PER_SESSION(opts.perSession), { extensions: { code: 'TOO_MANY_STREAMS', http: { status: 429 } } });
      }
      if ((perIp.get(caller.clientIp) ?? 0) >= opts.perIp) {
        throw createGraphQLError(TOO_MANY_STREAMS_PER_IP(opts.perIp), { extensions: { code: 'TOO_MANY_STREAMS', http: { status: 429 } } });
      }
      bump(perCredential, credential, 1);
      bump(perIp, caller.clientIp, 1);
      let released = false;
      const entry: Entry = {
        userId: user.id,
        sessionId: caller.sessionId,
        apiTokenId: caller.apiTokenId,
        ended: false,
        endListeners: [],
        release: () => {
          if (released) return;
          released = true;
          open.delete(entry);
          bump(perCredential, credential, -1);
          bump(perIp, caller.clientIp, -1);
        },
      };
      open.add(entry);
      if (opts.shutdown.aborted) end(entry);
      let expiresAt = Number.POSITIVE_INFINITY;
      return {
        get live() {
          return !entry.ended && Date.now() < expiresAt;
        },
        expireAt(time: number) {
          expiresAt = time;
        },
        isAdmin: user.isAdmin,
        onEnd(fn) {
          if (entry.ended) fn();
          else entry.endListeners.push(fn);
        },
        release: () => end(entry),
      };
    },

    close() {
      opts.shutdown.removeEventListener('abort', endAll);
      void revocations.return?.();
    },
  };
}

type Channel = Exclude<keyof Channels, 'revocation'>;
type EventOf<C extends Channel> = Channels[C][0];

/**
 * The caller's stream of `channel` events that `accept` lets through (the caller must be signed in;
 * with requireAdmin it ends when the caller is no longer an admin). Opening it may be refused (too
 * many streams for the session or IP); it ends when the credential is revoked or expires, and when
 * the server shuts down. No SQL runs per event.
 */
export function channelEvents<C extends Channel>(
  ctx: Context,
  channel: C,
  accept: (e: EventOf<C>) => boolean,
  requireAdmin: boolean,
): AsyncIterableIterator<EventOf<C>> {
  const stream = ctx.streams.open(ctx);
  // One channel at a time; the cast names its event type (the pub/sub's overloads cannot be narrowed generically).
  const feed = (ctx.pubsub.subscribe as (name: Channel) => AsyncIterableIterator<EventOf<C>>)(channel);
  stream.onEnd(() => void feed.return?.());
  // The client's connection closing aborts its request (@hono/node-server aborts `request.signal` when
  // the socket closes before the answer is complete): the slot is given back at once, not when the
  // next keep-alive write finds the socket gone (12 s later).
  const signal = ctx.request.signal;
  if (signal.aborted) stream.release();
  else {
    const closed = () => stream.release();
    signal.addEventListener('abort', closed, { once: true });
    stream.onEnd(() => signal.removeEventListener('abort', closed));
  }
  const deliver = (async function* () {
    try {
      // Also catches a revocation published between authenticating this request and registering the stream.
      const until = await credentialLiveUntil(ctx);
      if (until === null) return;
      stream.expireAt(until);
      for await (const event of feed) {
        if (!stream.live || (requireAdmin && !stream.isAdmin)) return;
        if (accept(event)) yield event;
      }
    } finally {
      stream.release();
    }
  })();
  // return() before the first next() never enters the generator's finally: release here too.
  return {
    next: () => deliver.next(),
    return: (value?: unknown) => {
      stream.release();
      return deliver.return(value as undefined);
    },
    throw: (error?: unknown) => {
      stream.release();
      return deliver.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
