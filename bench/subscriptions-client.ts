// The subscribers of bench/subscriptions.ts, in a child process of their own: reading 500 event
// streams costs the client 30-50 ms of CPU per event, which in the bench's main thread would sit in
// front of the reply's answer and of every later arrival's timestamp. Streams are read with
// node:http (no fetch or web streams) so the client takes as little of the machine as it can.
// Times are the system's monotonic clock (process.hrtime), the same in every process.
import http from 'node:http';

export type ClientRequest =
  | { type: 'open'; n: number; url: string; cookie: string; body: string }
  /**
   * Signed-in owners, each with the subscriptions its home page opens: one SSE request per
   * subscription (`streamUrl` null: graphql-sse's distinct connections mode), or one reserved stream
   * carrying them all (graphql-sse's single connection mode at `streamUrl`).
   */
  | { type: 'owners'; url: string; streamUrl: string | null; cookies: string[]; queries: string[] }
  | { type: 'arm'; timeoutMs: number; owner?: number }
  | { type: 'close' };
export type ClientReply =
  | { type: 'opened'; opened: number; refused: number; dropped: number }
  | { type: 'armed' }
  | { type: 'arrivals'; at: (number | null)[] }
  | { type: 'closed' };

const now = () => Number(process.hrtime.bigint()) / 1e6;
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

type Stream = { req: http.ClientRequest; onData: ((at: number) => void) | null };
const streams: Stream[] = [];
/** Each owner's streams (one in single connection mode). */
const owners: Stream[][] = [];
const post = (m: ClientReply) => process.send?.(m);

/**
 * Opens one stream (a POST of `body`, or a GET of a reserved stream when `body` is null); resolves with
 * its HTTP status (0 when the server dropped it before an answer) and the stream when it is open.
 */
function openStream(url: string, cookie: string, body: string | null, extraHeaders: Record<string, string> = {}) {
  return new Promise<{ status: number; stream: Stream | null }>((resolve) => {
    const req = http.request(url, {
      method: body === null ? 'GET' : 'POST',
      agent,
      headers: {
        accept: 'text/event-stream',
        cookie,
        ...(body === null ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
        ...extraHeaders,
      },
    });
    const stream: Stream = { req, onData: null };
    req.on('response', (res) => {
      resolve({ status: res.statusCode ?? 0, stream: res.statusCode === 200 ? stream : null });
      if (res.statusCode !== 200) return void res.resume();
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          // A result with data (keep-alive comments and `complete` carry none).
          if (block.startsWith('event: next') && block.includes('"data":{')) stream.onData?.(at);
        }
      });
      res.on('error', () => {});
    });
    req.on('error', () => resolve({ status: 0, stream: null }));
    req.end(body ?? undefined);
  });
}

/** Opens one stream on the ticket; resolves with its HTTP status. */
async function open(url: string, cookie: string, body: string) {
  const { status, stream } = await openStream(url, cookie, body);
  if (stream) streams.push(stream);
  return status;
}

/** A plain request; resolves with its status and body (status 0 when the server dropped it). */
function request(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const req = http.request(url, {
      method,
      agent,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve({ status: 0, body: '' }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(body);
  });
}

/** One owner's home: its streams, or null when one was refused or dropped (its status). */
async function openOwner(m: Extract<ClientRequest, { type: 'owners' }>, cookie: string): Promise<Stream[] | number> {
  if (m.streamUrl === null) {
    const opened = await Promise.all(m.queries.map((query) => openStream(m.url, cookie, JSON.stringify({ query, variables: {} }))));
    const failed = opened.find((o) => !o.stream);
    if (failed) {
      for (const o of opened) o.stream?.req.destroy();
      return failed.status;
    }
    return opened.map((o) => o.stream as Stream);
  }
  // graphql-sse's single connection mode, as its client does it: reserve (PUT), connect (GET), then
  // each operation POSTed with the token and an operation id (202: its results come on the stream).
  const reserved = await request(m.streamUrl, 'PUT', { cookie, accept: 'text/plain' });
  if (reserved.status !== 201) return reserved.status;
  const token = { 'x-graphql-event-stream-token': reserved.body };
  const { status, stream } = await openStream(m.streamUrl, cookie, null, token);
  if (!stream) return status;
  for (const [i, query] of m.queries.entries()) {
    const body = JSON.stringify({ query, variables: {}, extensions: { operationId: String(i + 1) } });
    const r = await request(m.streamUrl, 'POST', { cookie, 'content-type': 'application/json', accept: 'application/json', ...token }, body);
    if (r.status !== 202) {
      stream.req.destroy();
      return r.status;
    }
  }
  return [stream];
}

// The bench went away: so do its streams.
process.on('disconnect', () => process.exit(0));
process.on('message', async (m: ClientRequest) => {
  if (m.type === 'open') {
    const statuses = await Promise.all(Array.from({ length: m.n }, () => open(m.url, m.cookie, m.body)));
    post({
      type: 'opened',
      opened: statuses.filter((s) => s === 200).length,
      refused: statuses.filter((s) => s !== 200 && s !== 0).length,
      dropped: statuses.filter((s) => s === 0).length,
    });
  } else if (m.type === 'owners') {
    let opened = 0;
    let refused = 0;
    let dropped = 0;
    // A few hundred at a time, as owners arrive over a morning rather than all in one instant.
    for (let i = 0; i < m.cookies.length; i += 200) {
      const batch = await Promise.all(m.cookies.slice(i, i + 200).map((cookie) => openOwner(m, cookie)));
      for (const r of batch) {
        if (Array.isArray(r)) {
          owners.push(r);
          opened++;
        } else if (r === 0) dropped++;
        else refused++;
      }
    }
    post({ type: 'opened', opened, refused, dropped });
  } else if (m.type === 'arm') {
    // One owner: the first result on any of its streams; else every ticket stream.
    const armed = m.owner === undefined ? streams : (owners[m.owner] ?? []);
    const at: (number | null)[] = m.owner === undefined ? armed.map(() => null) : [null];
    let left = at.length;
    const done = () => {
      clearTimeout(timer);
      for (const s of armed) s.onData = null;
      post({ type: 'arrivals', at });
    };
    const timer = setTimeout(done, m.timeoutMs);
    armed.forEach((s, i) => {
      s.onData = (t) => {
        if (m.owner !== undefined) {
          at[0] = t;
          return done();
        }
        s.onData = null;
        at[i] = t;
        if (--left === 0) done();
      };
    });
    post({ type: 'armed' });
    if (left === 0) done();
  } else if (m.type === 'close') {
    for (const s of [...streams.splice(0), ...owners.splice(0).flat()]) s.req.destroy();
    post({ type: 'closed' });
  }
});
