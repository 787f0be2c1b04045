// The server's connection limits on a real socket: a request must arrive in time (408), idle
// keep-alive connections close, and one address cannot hold more than its share of connections.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { listen, serverLimits } from './listen.js';

const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  REQUEST_TIMEOUT_SECONDS: '2',
  HEADERS_TIMEOUT_SECONDS: '1',
  KEEP_ALIVE_TIMEOUT_SECONDS: '0.5',
  CONNECTIONS_PER_IP: '3',
});
let server: Awaited<ReturnType<typeof listen>>;
let port: number;
beforeAll(async () => {
  server = await listen(async (request) => new Response(`read ${(await request.text()).length}`), config, pino({ level: 'silent' }));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** Opens a raw connection, runs `act` on it, and answers what came back and when it closed (ms). */
function probe(act: (socket: net.Socket) => void) {
  return new Promise<{ text: string; ms: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d) => (text += d));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    act(socket);
  });
}
const drip = (socket: net.Socket, chunk: string) => {
  const every = setInterval(() => socket.writable && socket.write(chunk), 200);
  socket.on('close', () => clearInterval(every));
};

describe('connection limits', () => {
  it('a connection that sends nothing, or its headers too slowly, is answered 408 and closed within the headers timeout', async () => {
    const [silent, slow] = await Promise.all([
      probe(() => {}),
      probe((s) => {
        s.write('GET / HTTP/1.1\r\nHost: x\r\n');
        drip(s, 'X-Slow: y\r\n');
      }),
    ]);
    for (const r of [silent, slow]) {
      expect(r.text).toMatch(/^HTTP\/1\.1 408/);
      expect(r.ms).toBeLessThan(1000 + 4000);
    }
  });

  it('a body trickled a byte at a time is answered 408 once the request timeout passes', async () => {
    const r = await probe((s) => {
      s.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n');
      drip(s, 'a');
    });
    expect(r.text).toMatch(/^HTTP\/1\.1 408/);
    expect(r.ms).toBeLessThan(2000 + 4000);
  });

  it('an idle keep-alive connection is closed soon after its answer', async () => {
    const r = await probe((s) => s.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(r.text).toMatch(/^HTTP\/1\.1 200/);
    // Node waits up to a second past the timeout before it closes the socket.
    expect(r.ms).toBeLessThan(500 + 4000);
  });

  it('one address holds at most CONNECTIONS_PER_IP connections; a closed one makes room', async () => {
    const held = await Promise.all([1, 2, 3].map(() => new Promise<net.Socket>((r) => {
      const s = net.connect(port, '127.0.0.1', () => r(s));
    })));
    const refused = await probe(() => {});
    expect(refused.text).toBe('');
    expect(refused.ms).toBeLessThan(500);
    held[0].destroy();
    await new Promise((r) => setTimeout(r, 50));
    const answered = await probe((s) => s.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect(answered.text).toMatch(/^HTTP\/1\.1 200/);
    for (const s of held) s.destroy();
  });

  it('defaults: 60 s for a request, 20 s for its headers, 5 s idle, 256 per address, below the file limit; behind a proxy 65 s idle and no per-address count', () => {
    const direct = serverLimits(loadConfig({}), 20_000);
    expect(direct).toEqual({ requestTimeout: 60_000, headersTimeout: 20_000, keepAliveTimeout: 5_000, maxConnections: 15_000, perIp: 256 });
    expect(serverLimits(loadConfig({}), 4096).maxConnections).toBe(3584);
    const proxied = serverLimits(loadConfig({ TRUST_PROXY: 'true' }), 20_000);
    expect(proxied).toMatchObject({ keepAliveTimeout: 65_000, perIp: 0 });
  });
});
