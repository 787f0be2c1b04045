// Response compression. JSON and HTML answers (GraphQL, REST, pages) are whole in memory already, so
// they are compressed in one zlib call into one buffer with its Content-Length, and the server writes
// head and body in one go; hono's streaming compress (CompressionStream, chunked writes) costs several
// times as much per answer and stays for everything else. Event streams are never touched.
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Answers smaller than this go as they are. */
export const COMPRESS_THRESHOLD = 1024;
const WHOLE = /^(application\/(json|graphql-response\+json)|text\/html)\s*(;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** gzip or deflate by the caller's Accept-Encoding (q-values honoured; gzip first on a tie), or null. */
export function chooseEncoding(header: string | undefined): 'gzip' | 'deflate' | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const [gzip, deflate] = [of('gzip'), of('deflate')];
  if (gzip > 0 && gzip >= deflate) return 'gzip';
  return deflate > 0 ? 'deflate' : null;
}

/**
 * zlib sized to the input: a window no larger than the body and a smaller hash table compress a
 * small answer exactly as well, without allocating and clearing the full-size tables on each call.
 * The fastest level: on the app's JSON it compresses nearly as well as the default, for less CPU
 * (figures in bench/results/README.md); these answers are made anew on every request.
 */
function deflated(body: Uint8Array, encoding: 'gzip' | 'deflate') {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(body.byteLength + 1))));
  const options = { windowBits, memLevel: windowBits < 15 ? 6 : 8, level: zlib.constants.Z_BEST_SPEED };
  return encoding === 'gzip' ? zlib.gzipSync(body, options) : zlib.deflateSync(body, options);
}

export function compression(): MiddlewareHandler {
  const streaming = compress({ threshold: COMPRESS_THRESHOLD });
  return async (c, next) => {
    // Requests for event streams skip compression altogether: wrapped, a stream the client cancels
    // is not cancelled on the server, and its subscription slot is never given back.
    if (c.req.header('accept')?.includes('text/event-stream')) return next();
    await next();
    const res = c.res;
    const whole = WHOLE.test(res.headers.get('content-type') ?? '') && res.status !== 206 && c.req.method !== 'HEAD' && !res.headers.has('content-encoding');
    // Anything else (built files, the calendar feed) is left to the streaming middleware, after the fact.
    if (!whole) return streaming(c, async () => {});
    const headers = new Headers(res.headers);
    let body = new Uint8Array(await res.arrayBuffer());
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (body.byteLength >= COMPRESS_THRESHOLD && !NO_TRANSFORM.test(headers.get('cache-control') ?? '')) {
      const vary = headers.get('vary');
      if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      if (encoding) {
        body = deflated(body, encoding);
        headers.set('content-encoding', encoding);
        const etag = headers.get('etag');
        if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
      }
    }
    headers.set('content-length', String(body.byteLength));
    // Replaced outright (hono merges the old response's headers into a new one otherwise).
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
