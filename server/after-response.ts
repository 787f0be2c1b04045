// Work a request leaves for after its answer: the router opens a queue per request (server/http.ts)
// and runs it once the response has been handed to the socket (or, without a socket, on a later turn
// of the event loop). The queue's `add` reaches the GraphQL context as yoga's server context, so
// resolvers leave work there. A request must not wait for what only its consequences need:
// delivering live updates, sending email. Tasks handle their own failures (one that escapes is logged).

const later = (fn: () => unknown) => setImmediate(fn);

/** Without an open queue (a test calling yoga directly): on a later turn of the event loop. */
export const afterThisTurn = (fn: () => unknown) => {
  later(fn);
};

/**
 * A queue for one request: `add` keeps a task until `run` (called once the answer is out) starts
 * each on a later turn of the event loop, counting them in `pending` until they settle so that a
 * shutdown can wait for them. A task added after `run` starts on a later turn by itself.
 */
export function openAfterResponse(pending: { count: number }, onError: (err: unknown) => void) {
  const tasks: (() => unknown)[] = [];
  let ran = false;
  const start = (fn: () => unknown) => {
    pending.count += 1;
    later(async () => {
      try {
        await fn();
      } catch (err) {
        onError(err);
      } finally {
        pending.count -= 1;
      }
    });
  };
  return {
    add(fn: () => unknown) {
      if (ran) start(fn);
      else tasks.push(fn);
    },
    run() {
      if (ran) return;
      ran = true;
      for (const fn of tasks.splice(0)) start(fn);
    },
  };
}
