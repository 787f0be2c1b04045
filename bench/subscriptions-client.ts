// The subscribers of bench/subscriptions.ts, in a child process of their own: reading 500 event
// streams costs the client 30-50 ms of CPU per event, which in the bench's main thread would sit in
// front of the reply's answer and of every later arrival's timestamp. Streams are read with
// node:http (no fetch or web streams) so the client takes as little of the machine as it can.
// Times are the system's monotonic clock (process.hrtime), the same in every process.
import http from 'node:http';

export type ClientRequest =
  | { type: 'open'; n: number; url: string; cookie: string; body: string }
  | { type: 'arm'; timeoutMs: number }
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
const post = (m: ClientReply) => process.send?.(m);

/** Opens one stream; resolves with its HTTP status (0 when the server dropped it before an answer). */
function open(url: string, cookie: string, body: string) {
  return new Promise<number>((resolve) => {
    const req = http.request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie, 'content-length': Buffer.byteLength(body) },
    });
    const stream: Stream = { req, onData: null };
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0);
      if (res.statusCode !== 200) return void res.resume();
      streams.push(stream);
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
    req.on('error', () => resolve(0));
    req.end(body);
  });
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
  } else if (m.type === 'arm') {
    const at: (number | null)[] = streams.map(() => null);
    let left = streams.length;
    const done = () => {
      clearTimeout(timer);
      for (const s of streams) s.onData = null;
      post({ type: 'arrivals', at });
    };
    const timer = setTimeout(done, m.timeoutMs);
    streams.forEach((s, i) => {
      s.onData = (t) => {
        s.onData = null;
        at[i] = t;
        if (--left === 0) done();
      };
    });
    post({ type: 'armed' });
    if (left === 0) done();
  } else if (m.type === 'close') {
    for (const s of streams.splice(0)) s.req.destroy();
    post({ type: 'closed' });
  }
});
