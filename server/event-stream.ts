// An event stream written straight to node's response (@hono/node-server's documented RESPONSE_ALREADY_SENT),
// instead of through a web ReadableStream that the adapter reads back: the stream, its reader and their
// pending reads were about 7 kB of each open stream's heap (bench/results/README.md, #32). The head goes out
// once the middlewares have run, with every header they set (security headers), so nothing is written twice.
import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';

export interface EventStream {
  status: number;
  headers: HeadersInit | undefined;
  /** The stream's text, chunk by chunk; returned (ended) when the client goes away. */
  body: AsyncGenerator<string, unknown, unknown>;
}

/** The adapter's marker header, by the names it has (not named here). */
const MARKER_NAMES = new Set(RESPONSE_ALREADY_SENT.headers.keys());

/**
 * The response a handler returns for a stream it hands over: the adapter writes nothing for it. A clone, so the
 * middlewares set their headers on a copy, not on the shared constant, and of the constant's own class: the
 * adapter's lighter Response (the global one once it serves) is written from its cache without looking for the marker.
 */
export const handedOver = () => RESPONSE_ALREADY_SENT.clone();

/**
 * Writes `stream` to `out` with the head of `answered` (the response the middlewares finished) and the stream's own
 * headers. If a middleware answered otherwise (an error page), the adapter writes that answer and the stream is ended.
 */
export function writeEventStream(out: ServerResponse, answered: Response, stream: EventStream) {
  if (![...MARKER_NAMES].every((name) => answered.headers.has(name))) {
    void stream.body.return(undefined);
    return;
  }
  const headers = new Headers(stream.headers);
  for (const [name, value] of answered.headers) if (!MARKER_NAMES.has(name)) headers.set(name, value);
  out.writeHead(stream.status, Object.fromEntries(headers));
  let gone = false;
  let drained: (() => void) | null = null;
  out.once('close', () => {
    gone = true;
    drained?.();
    void stream.body.return(undefined);
  });
  void (async () => {
    try {
      for (let r = await stream.body.next(); !r.done && !gone; r = await stream.body.next()) {
        if (out.write(r.value)) continue;
        await new Promise<void>((resolve) => {
          drained = resolve;
          out.once('drain', resolve);
        });
        drained = null;
      }
      if (!gone) out.end();
    } catch (error) {
      // The stream failed: the client sees its connection end, and reconnects.
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
}
