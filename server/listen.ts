// The HTTP server's own limits, so no client can hold every connection: Node's request, headers and
// keep-alive timeouts and maxConnections, and a count of open connections per client address.
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import type { Config } from './config.js';

type Limits = Pick<
  Config,
  'REQUEST_TIMEOUT_SECONDS' | 'HEADERS_TIMEOUT_SECONDS' | 'KEEP_ALIVE_TIMEOUT_SECONDS' | 'MAX_CONNECTIONS' | 'CONNECTIONS_PER_IP' | 'TRUST_PROXY'
>;

/** The soft limit of open files of this process (Linux), or null where it cannot be read. */
export function openFileLimit(): number | null {
  try {
    const line = fs.readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/** What the server applies: the configured values, or the defaults (which depend on being behind a proxy). */
export function serverLimits(config: Limits, files = openFileLimit()) {
  const behindProxy = config.TRUST_PROXY;
  return {
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    headersTimeout: Math.min(config.HEADERS_TIMEOUT_SECONDS, config.REQUEST_TIMEOUT_SECONDS) * 1000,
    // Behind a proxy an idle connection outlives the proxy's own idle timeout (60 s is common), so a
    // request never meets a socket the server is closing; facing clients directly, it closes soon.
    keepAliveTimeout: (config.KEEP_ALIVE_TIMEOUT_SECONDS ?? (behindProxy ? 65 : 5)) * 1000,
    // Below the file limit, leaving room for the database, Redis, logs and the built client's files.
    maxConnections: config.MAX_CONNECTIONS ?? Math.max(64, Math.min(15_000, (files ?? 16_384) - 512)),
    // Every connection of a proxy comes from its address: there the proxy limits its clients.
    perIp: config.CONNECTIONS_PER_IP ?? (behindProxy ? 0 : 256),
  };
}

/**
 * Counts open connections per remote address and closes one over `max` at once (0: no limit). The
 * server's own maxConnections bounds the total.
 */
export function limitConnectionsPerIp(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const ip = socket.remoteAddress ?? '';
    const count = (open.get(ip) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(ip, count);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
  });
}

/** Serves `fetch` on the configured port with the limits above. */
export function listen(fetch: (request: Request, env?: unknown) => Response | Promise<Response>, config: Limits & Pick<Config, 'PORT' | 'HOST'>, log: Logger) {
  const limits = serverLimits(config);
  return new Promise<Server>((resolve) => {
    const server = serve(
      {
        fetch,
        port: config.PORT,
        hostname: config.HOST,
        serverOptions: {
          requestTimeout: limits.requestTimeout,
          headersTimeout: limits.headersTimeout,
          keepAliveTimeout: limits.keepAliveTimeout,
          // How often Node looks for requests past those timeouts (its default, 30 s, would let one wait that much longer).
          connectionsCheckingInterval: Math.min(1000, limits.headersTimeout),
        },
      },
      (info: AddressInfo) => {
        log.info({ limits }, `Detailer's Launchpad listening on http://localhost:${info.port}`);
        resolve(server as Server);
      },
    ) as Server;
    server.keepAliveTimeout = limits.keepAliveTimeout;
    server.maxConnections = limits.maxConnections;
    limitConnectionsPerIp(server, limits.perIp);
  });
}
