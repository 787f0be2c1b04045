// Work a request leaves for after its answer: the router opens a queue per request and runs it once
// the response has been handed to the socket (or, without a socket, on a later turn of the event
// loop); it carries the queue to the Request the handlers see (the body limit replaces the first) and
// the REST layer to the GraphQL request it makes on the caller's behalf. A request must not wait for
// what only its consequences need: delivering live updates, sending email.
// Tasks handle their own failures (a failure that escapes is logged by the router).
type Queue = { tasks: (() => unknown)[]; ran: boolean };
/** Keyed by Request, and by the router's own handle of a request until it is carried to one. */
const queues = new WeakMap<object, Queue>();

const later = (fn: () => unknown) => setImmediate(fn);

/** Runs `fn` after `request` is answered; on a later turn of the event loop when it has no open queue. */
export function afterResponse(request: Request, fn: () => unknown) {
  const queue = queues.get(request);
  if (queue && !queue.ran) queue.tasks.push(fn);
  else later(fn);
}

/** `to` (the request `from` became, or one made on its behalf) leaves its work in `from`'s queue. */
export function shareAfterResponse(from: object, to: Request) {
  const queue = queues.get(from);
  if (queue) queues.set(to, queue);
}

/**
 * Opens a queue under `key`; the returned function runs it once, each task on a later turn of the
 * event loop, counting the tasks in `pending` until they settle so that a shutdown can wait for them.
 */
export function openAfterResponse(key: object, pending: { count: number }, onError: (err: unknown) => void) {
  const queue: Queue = { tasks: [], ran: false };
  queues.set(key, queue);
  return () => {
    if (queue.ran) return;
    queue.ran = true;
    for (const fn of queue.tasks.splice(0)) {
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
    }
  };
}
