// One router on one port: /graphql, /api/*, /healthz, the domains' pages and webhooks (server/wiring.ts),
// and the built client (server/client-files.ts). What every request passes is server/http-guards.ts.
import type { ServerResponse } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { openAfterResponse } from './after-response.js';
import { clientIpFrom } from './auth/client-ip.js';
import { compression } from './compress.js';
import { loggablePath } from './log-paths.js';
import type { PageKit, PageRoutes, RouterContext, RouterEnv } from './kernel/pages.js';
import type { AppServices } from './services.js';
import { type EventStream, handedOver, writeEventStream } from './event-stream.js';
import type { RequestScope } from './graphql/context.js';
import { type OperationOutcome, UNAVAILABLE } from './graphql/yoga.js';
import { createRestApp, type RestRow } from './rest/rest.js';
import { clientShells, mountClient } from './client-files.js';
import { bodyLimitedBy, CSP, MAX_BODY_BYTES, PERMISSIONS_POLICY, payPageCsp, refuseNul, sameSiteStateChanges } from './http-guards.js';

const scopeOf = (c: RouterContext): RequestScope => ({ clientIp: c.var.clientIp, afterResponse: c.var.afterResponse, sendEventStream: c.var.sendEventStream });

export function createHttpApp(opts: {
  services: AppServices;
  /** yoga's fetch: the request and the router's scope of it (yoga's server context). */
  graphql: (request: Request, scope: RequestScope) => Response | Promise<Response>;
  /** The REST rows and how each runs its operation (server/rest/rest.ts). */
  rest: { rows: RestRow[]; run: (request: Request, scope: RequestScope, params: { query: string; variables: Record<string, unknown> }) => Promise<OperationOutcome> };
  /** The pages and webhooks of the domains (server/kernel/pages.ts), mounted in this order. */
  pages: PageRoutes[];
  serveClient: boolean;
  /** Counts the requests being handled, so a shutdown can wait for them. */
  inflight?: { count: number };
  /** Counts the work requests left for after their answer (server/after-response.ts), likewise. */
  afterwork?: { count: number };
}) {
  const { services, graphql } = opts;
  /** yoga's fetch for the pages a request renders with GraphQL (booking, manage), as that request's caller. */
  const graphqlFor = (c: RouterContext) => (request: Request) => graphql(request, scopeOf(c));
  const inflight = opts.inflight ?? { count: 0 };
  const afterwork = opts.afterwork ?? { count: 0 };
  const app = new Hono<RouterEnv>();

  app.use(async (c, next) => {
    // Shutting down: a request that arrives on a kept-alive connection is turned away (503, retry
    // elsewhere) and its connection closed, so the requests in progress can finish.
    if (services.shutdown.aborted) {
      c.header('connection', 'close');
      c.header('retry-after', '1');
      return c.json({ error: UNAVAILABLE }, 503);
    }
    const start = performance.now();
    inflight.count += 1;
    const queue = openAfterResponse(afterwork, (err) => services.log.error({ err }, 'work after a response failed'));
    c.set('afterResponse', queue.add);
    const runAfterResponse = queue.run;
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    // On a socket, an event stream is written to it directly, after the middlewares below have set their headers.
    let eventStream: EventStream | null = null;
    if (outgoing)
      c.set('sendEventStream', (stream) => {
        eventStream = stream;
        return handedOver();
      });
    try {
      await next();
      if (eventStream && outgoing) writeEventStream(outgoing, c.res, eventStream);
    } finally {
      inflight.count -= 1;
      // On a socket: once the answer is handed to it; called through fetch (tests): on a later turn.
      if (outgoing) {
        outgoing.once('finish', runAfterResponse);
        outgoing.once('close', runAfterResponse);
      } else runAfterResponse();
    }
    if (services.shutdown.aborted) c.res.headers.set('connection', 'close');
    services.log.info(
      { method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - start) },
      'request',
    );
  });

  // Answers of 1 kB or more are gzip-compressed when the caller accepts it: GraphQL, REST and HTML.
  // Event streams never are (they must not be buffered), and built assets come precompressed.
  app.use(compression());

  // A business shows its own logo on its own website: registered before secureHeaders, so this runs
  // after it and keeps the logo's cross-origin resource policy (secureHeaders would set same-origin).
  app.use('/booking-logo/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  // A private link's token is in its address: its pages send no Referer at all. Registered before
  // secureHeaders (like the logo's policy above), so this runs after it and is not overwritten.
  const noReferrer: MiddlewareHandler = async (c, next) => {
    await next();
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  };
  app.use('/b/*', noReferrer);
  app.use('/pay/*', noReferrer);
  // Security headers on every response; the CSP goes on the app's HTML (GraphiQL keeps its own assets).
  // Permissions-Policy turns off what the app does not use, for itself and for any origin it might embed.
  app.use(secureHeaders({ contentSecurityPolicy: undefined, xFrameOptions: 'DENY', referrerPolicy: 'strict-origin-when-cross-origin', permissionsPolicy: PERMISSIONS_POLICY }));
  const tooLarge = (c: RouterContext) => c.json({ error: 'Request body is too large' }, 413);
  const limit = bodyLimitedBy(MAX_BODY_BYTES, tooLarge);
  // /api/*'s limit is the REST app's (the general one, or an upload row's own).
  app.use('/graphql', limit);
  app.use('/graphql/stream', limit);
  const sameSite = sameSiteStateChanges(services.config.APP_URL);
  app.use('/graphql', sameSite);
  app.use('/graphql/stream', sameSite);
  // The REST rows, as an app of their own; public rows (a visitor's booking, which may come from the
  // business's own website) answer any origin, the others only the app's (see sameSiteStateChanges).
  const rest = createRestApp(opts.rest.rows, opts.rest.run, {
    sameSite,
    jsonOnly: sameSiteStateChanges(services.config.APP_URL, { anyOrigin: true }),
    bodyLimit: (maxBytes) => bodyLimitedBy(maxBytes, tooLarge),
    uploadSameSite: (upload) => sameSiteStateChanges(services.config.APP_URL, { bodies: upload }),
  }, MAX_BODY_BYTES);
  // The client IP for throttles, on the API and the forms only: the socket's address (absent when a
  // test calls fetch directly).
  const recordClientIp: MiddlewareHandler<RouterEnv> = async (c, next) => {
    let socketAddress: string | undefined;
    try {
      socketAddress = (c.env as { incoming?: unknown } | undefined)?.incoming ? getConnInfo(c).remote.address : undefined;
    } catch {
      socketAddress = undefined;
    }
    c.set('clientIp', clientIpFrom(c.req.raw, socketAddress, services.config.TRUST_PROXY));
    await next();
  };
  app.use('/api/*', recordClientIp);
  app.use('/graphql', recordClientIp);
  app.use('/graphql/stream', recordClientIp);

  app.get('/healthz', async (c) => {
    try {
      await services.prisma.$queryRaw`SELECT 1`;
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false, error: 'database unavailable' }, 503);
    }
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => graphql(c.req.raw, scopeOf(c)));
  // GraphQL over SSE's single connection mode (server/graphql/single-connection.ts): reserve, connect, run, stop.
  app.on(['PUT', 'GET', 'POST', 'DELETE'], '/graphql/stream', (c) => graphql(c.req.raw, scopeOf(c)));
  app.all('/api/*', (c) => rest.fetch(c.req.raw, { scope: scopeOf(c) }));
  app.all('/api', (c) => c.json({ error: 'Not found' }, 404));
  const shells = clientShells(opts.serveClient);
  // The domains' pages and webhooks (server/kernel/pages.ts), each with what it needs of the router.
  const kit: PageKit = {
    services,
    shell: shells.bookingHtml,
    graphqlFor,
    clientIp: recordClientIp,
    refuseNul,
    bodyLimit: (maxSize, as = 'text') =>
      bodyLimit({ maxSize, onError: (c) => (as === 'json' ? c.json({ error: 'Request body is too large' }, 413) : c.text('Request body is too large', 413)) }),
    /** Rendered for each request, never stored (the form's outcome is in it); under the app's CSP. */
    pageHeaders: { 'Cache-Control': 'no-store', 'Content-Security-Policy': CSP },
    checkoutCsp: payPageCsp(services.config.STRIPE_API_URL),
  };
  for (const mount of opts.pages) mount(app, kit);
  mountClient(app, shells, services.sessions.cookieName);

  app.onError((err, c) => {
    services.log.error({ err }, 'unhandled error');
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}
