// The open subscription streams of this process (a yoga plugin, so every subscription field gets it):
// bounded per session (or API token) and per client IP, ended at once when their credential is revoked
// (a revocation published on the pub/sub, so it reaches every process through Redis), when it expires,
// when the client goes away and when the server shuts down. A field authorizes its caller once, when
// the stream opens (scope-auth's authorizeOnSubscribe); anything that changes who they are (sign-out,
// all sessions ended, user deleted, token revoked) ends the stream, and the client reconnects,
// authenticating afresh.
import type { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { type Caller, credentialLiveUntil } from '../auth/authenticate.js';
import type { Prisma } from '../db/client.js';
import type { SessionManager } from '../auth/session.js';
import type { AppPubSub, Revocation } from './pubsub.js';

export const TOO_MANY_STREAMS_PER_SESSION = (n: number) =>
  `Too many live connections for this sign-in (at most ${n}). Close other tabs or windows of the app and try again.`;
export const TOO_MANY_STREAMS_PER_IP = (n: number) =>
  `Too many live connections from your network (at most ${n}). Close other tabs or windows of the app and try again.`;

/** Events a stream may have waiting for its client before it is ended (a client that reads nothing). */
export const MAX_WAITING_EVENTS = 1000;

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

type Entry = { userId: string; sessionId: string | null; apiTokenId: string | null; end: () => void };

const matches = (e: Entry, r: Revocation) => {
  switch (r.kind) {
    case 'session':
      return e.sessionId === r.sessionId;
    case 'userSessions':
      return e.userId === r.userId && e.sessionId !== null && e.sessionId !== r.except;
    case 'user':
      return e.userId === r.userId;
    case 'apiToken':
      return e.apiTokenId === r.apiTokenId;
  }
};

const tooMany = (message: string) => createGraphQLError(message, { extensions: { code: 'TOO_MANY_STREAMS', http: { status: 429 } } });

export function createStreamRegistry(opts: { pubsub: AppPubSub; shutdown: AbortSignal; perSession: number; perIp: number }) {
  const open = new Set<Entry>();
  const perCredential = new Map<string, number>();
  const perIp = new Map<string, number>();
  const bump = (m: Map<string, number>, key: string, by: number) => {
    const n = (m.get(key) ?? 0) + by;
    if (n > 0) m.set(key, n);
    else m.delete(key);
  };

  // One listener for the whole process, however many streams are open.
  const endAll = () => {
    for (const e of [...open]) e.end();
  };
  opts.shutdown.addEventListener('abort', endAll, { once: true });
  const revocations = opts.pubsub.subscribe('revocation');
  void (async () => {
    for await (const r of revocations) for (const e of [...open]) if (matches(e, r)) e.end();
  })();

  return {
    /** The number of streams open in this process. */
    get size() {
      return open.size;
    },

    /**
     * A slot for a signed-in caller's stream, or a 429 when their session or IP already has the
     * maximum open. `onEnd` is called when the stream must end (revocation, shutdown), its slot
     * already given back; the release function returned gives it back otherwise (idempotent).
     */
    open(caller: Caller & { clientIp: string }, onEnd: () => void): () => void {
      const user = caller.user;
      if (!user) throw new Error('streams are for signed-in callers');
      const credential = caller.apiTokenId ? `token:${caller.apiTokenId}` : `session:${caller.sessionId}`;
      if ((perCredential.get(credential) ?? 0) >= opts.perSession) throw tooMany(TOO_MANY_STREAMS_PER_SESSION(opts.perSession));
      if ((perIp.get(caller.clientIp) ?? 0) >= opts.perIp) throw tooMany(TOO_MANY_STREAMS_PER_IP(opts.perIp));
      bump(perCredential, credential, 1);
      bump(perIp, caller.clientIp, 1);
      const release = () => {
        if (!open.delete(entry)) return;
        bump(perCredential, credential, -1);
        bump(perIp, caller.clientIp, -1);
      };
      const entry: Entry = {
        userId: user.id,
        sessionId: caller.sessionId,
        apiTokenId: caller.apiTokenId,
        end: () => {
          release();
          onEnd();
        },
      };
      open.add(entry);
      if (opts.shutdown.aborted) entry.end();
      return release;
    },

    close() {
      opts.shutdown.removeEventListener('abort', endAll);
      void revocations.return?.();
    },
  };
}

/**
 * The caller's events of `source`, taken as they come, until end() (revocation, shutdown, the client's
 * connection closing), and none once the credential has expired; end() gives the slot back. The
 * credential is read once, when the stream starts (which also catches a revocation published between
 * authenticating this request and opening the slot). A client that lets MAX_WAITING_EVENTS pile up
 * unread is ended (it reconnects and refetches), so no subscriber's queue grows past the pub/sub's (1024).
 */
function untilEnded<T>(ctx: StreamContext, source: AsyncIterator<T>, release: () => void) {
  const waiting: T[] = [];
  let reader = null as { resolve: (r: IteratorResult<T>) => void; reject: (e: unknown) => void } | null;
  let failure = null as { error: unknown } | null;
  let ended = false;
  const end = (): Promise<IteratorReturnResult<undefined>> => {
    if (!ended) {
      ended = true;
      waiting.length = 0;
      release();
      void source.return?.();
      reader?.resolve({ done: true, value: undefined });
      reader = null;
    }
    return Promise.resolve({ done: true, value: undefined });
  };
  // The source is read from now (a pub/sub subscription listens from its first read): an event published while
  // the credential is read is kept, not lost between the operation's acceptance and its first event.
  let pending = source.next();
  pending.catch(() => {});
  void (async () => {
    try {
      const until = await credentialLiveUntil(ctx);
      while (until !== null && !ended) {
        const next = await pending;
        if (next.done || ended || Date.now() >= until || waiting.length >= MAX_WAITING_EVENTS) break;
        if (reader) reader.resolve({ done: false, value: next.value });
        else waiting.push(next.value);
        reader = null;
        pending = source.next();
      }
    } catch (error) {
      if (reader) reader.reject(error);
      else failure = { error };
      reader = null;
    } finally {
      void end();
    }
  })();
  const events: AsyncIterableIterator<T> = {
    next() {
      if (waiting.length) return Promise.resolve({ done: false, value: waiting.shift() as T });
      if (failure) return Promise.reject(failure.error);
      if (ended) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve, reject) => {
        reader = { resolve, reject };
      });
    },
    return: end,
    async throw(error) {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return { events, end };
}

/**
 * Every subscription of a signed-in caller takes a stream slot (services.streams). The client's
 * connection closing ends it at once (@hono/node-server aborts `request.signal`), not at the next
 * keep-alive write 12 s later.
 */
/** What streams read of a request's context (server/graphql/context.ts, which extends it). */
type StreamContext = Caller & { clientIp: string; request: Request; streams: StreamRegistry; prisma: Prisma; sessions: SessionManager };

export function streamSlots(): Plugin<StreamContext> {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue;
      if (!ctx.user) return; // the field's authorization answers
      let stopped = false;
      let stream: { end: () => void } | null = null;
      const stop = () => {
        stopped = true;
        stream?.end();
      };
      const signal = ctx.request.signal;
      let releaseSlot: () => void;
      try {
        releaseSlot = ctx.streams.open(ctx, stop);
      } catch (error) {
        setResultAndStopExecution({ errors: [error as GraphQLError] });
        return;
      }
      const release = () => {
        signal.removeEventListener('abort', release);
        releaseSlot();
        stop();
      };
      if (signal.aborted) release();
      else signal.addEventListener('abort', release, { once: true });
      return {
        onSubscribeResult({ result, setResult }) {
          if (!(Symbol.asyncIterator in result)) return release();
          const slot = untilEnded(ctx, result[Symbol.asyncIterator](), release);
          stream = slot;
          if (stopped) slot.end();
          setResult(slot.events);
        },
        onSubscribeError: release,
      };
    },
  };
}
