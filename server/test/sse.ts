// Reads GraphQL subscription results from a text/event-stream response (the protocol graphql-sse and yoga speak).
// Reading starts at once, as a socket would: an in-process stream only runs the server's iterator when read.
import type { LooseJson } from './harness.js';

type Result = { data?: LooseJson; errors?: { message: string; extensions?: { code?: string } }[] };

export interface Subscription {
  status: number;
  /** The next result, or null when the stream completed; rejects after timeoutMs. */
  next(timeoutMs?: number): Promise<Result | null>;
  close(): void;
}

export async function subscribe(
  fetchFn: (request: Request) => Response | Promise<Response>,
  opts: { url?: string; cookie?: string; headers?: Record<string, string>; query: string; variables?: Record<string, unknown> },
): Promise<Subscription> {
  const controller = new AbortController();
  const headers = new Headers({ 'content-type': 'application/json', accept: 'text/event-stream' });
  if (opts.cookie) headers.set('cookie', opts.cookie);
  for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);
  const res = await fetchFn(
    new Request(opts.url ?? 'http://localhost/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: opts.query, variables: opts.variables }),
      signal: controller.signal,
    }),
  );

  const results: (Result | null)[] = [];
  let wake: (() => void) | null = null;
  const push = (r: Result | null) => {
    results.push(r);
    wake?.();
  };

  const reader = res.body?.getReader();
  (async () => {
    if (!reader) throw new Error('no event stream');
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trimStart())
            .join('\n');
          if (event === 'complete') return push(null);
          if (data && (event === 'next' || event === 'message')) push(JSON.parse(data));
        }
      }
    } catch {
      /* aborted */
    }
    push(null);
  })();

  return {
    status: res.status,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!results.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
      return results.shift() ?? null;
    },
    // Aborting stops a socket; an in-process response is cancelled as well, as a closed socket would.
    close: () => {
      controller.abort();
      void reader?.cancel().catch(() => {});
    },
  };
}
