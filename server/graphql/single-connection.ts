// GraphQL over SSE's single connection mode (the graphql-sse protocol) at /graphql/stream: one event
// stream per client carries all of its subscriptions. This is @graphql-yoga/plugin-graphql-sse's
// useGraphQLSSE (graphql-sse's fetch handler over yoga's envelop, so every plugin of the schema
// applies to each operation as on /graphql), with reservations bound to the credential that made them.
import crypto from 'node:crypto';
import { GraphQLError, getOperationAST } from 'graphql';
import { type Response as Answer, createHandler, type RequestParams } from 'graphql-sse';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import { authenticate } from '../auth/authenticate.js';
import type { AppServices } from '../services.js';
import type { Context, RequestScope } from './context.js';
import { TOO_MANY_STREAMS_PER_SESSION } from './streams.js';

export const STREAM_ENDPOINT = '/graphql/stream';
const TOKEN_HEADER = 'x-graphql-event-stream-token';

const json = (status: number, message: string): Answer => [
  JSON.stringify({ errors: [{ message }] }),
  { status, statusText: '', headers: { 'content-type': 'application/json; charset=utf-8' } },
];
const NOT_FOUND = json(404, 'Stream not found');
/** What an answered POST's request is left as (module level: a closure made in `serve` would keep the request). */
const ANSWERED = { headers: new Headers(), body: () => '', raw: null };
/** What graphql-sse's handler carries for a request (its `context`): the yoga server context, and whether this module made the request. */
interface RequestContext {
  scope: RequestScope;
  internal: boolean;
}

/**
 * A reservation (PUT) takes a signed-in caller and counts against their streams per session; every
 * later request with its token (the stream's GET, each operation's POST, a DELETE) must come from the
 * same session or API token, so a token alone never reads or feeds another caller's stream.
 */
export function singleConnectionStreams(opts: {
  services: Pick<AppServices, 'prisma' | 'throttle' | 'sessions' | 'config'>;
  /** What is wrong with an operation's parameters before it runs (/graphql's onParams checks), if anything. */
  paramsProblem: (params: RequestParams) => string | null;
}): Plugin<Context> {
  const { services } = opts;
  const perSession = services.config.STREAMS_PER_SESSION;
  /** A reservation its client does not connect to within this long is given back. */
  const reservationMs = services.config.STREAM_RESERVATION_SECONDS * 1000;
  /**
   * `stream`: the request of the connected event stream (its GET), which the reservation's operations run on;
   * `waiting`: operations that came before it (the client sends them beside the GET), let go when it connects or
   * the reservation ends.
   */
  const reservations = new Map<
    string,
    { credential: string; connected: boolean; timer: ReturnType<typeof setTimeout>; stream?: Request; waiting?: (() => void)[] }
  >();
  const perCredential = new Map<string, number>();
  let handler: ReturnType<typeof createHandler<Request, RequestContext>>;

  const credentialOf = async (request: Request) => {
    const caller = await authenticate(services, request);
    if (!caller.user) return null;
    return caller.apiTokenId ? `token:${caller.apiTokenId}` : `session:${caller.sessionId}`;
  };
  const release = (token: string) => {
    const r = reservations.get(token);
    if (!r) return;
    clearTimeout(r.timer);
    reservations.delete(token);
    for (const go of r.waiting?.splice(0) ?? []) go();
    const n = (perCredential.get(r.credential) ?? 1) - 1;
    if (n > 0) perCredential.set(r.credential, n);
    else perCredential.delete(r.credential);
  };
  // graphql-sse ends a stream when its GET is aborted: so an unconnected reservation is ended by an
  // aborted GET of its own.
  const expire = (token: string, url: string) => {
    release(token);
    const request = new Request(url, { headers: { accept: 'text/event-stream', [TOKEN_HEADER]: token }, signal: AbortSignal.abort() });
    void serve(request, { scope: {}, internal: true }).then((res) => res.body?.cancel());
  };

  /** graphql-sse's handler answered as a fetch Response (as its use/fetch adapter does), with the request's scope as its documented `context`. */
  const serve = async (request: Request, context: RequestContext): Promise<Response> => {
    const req = { method: request.method, url: request.url, headers: request.headers, body: () => request.text(), raw: request, context };
    const [body, init] = await handler(req);
    if (!body || typeof body === 'string') {
      // graphql-sse keeps the request of an operation's POST for as long as the operation runs (its hooks are
      // called with it); this module's hooks are done with it once it is answered, so its HTTP request (socket,
      // parser, headers) is let go (heap per owner: bench/results/README.md, #32).
      if (request.method === 'POST') Object.assign(req, ANSWERED);
      return new Response(body, init);
    }
    let cancelled = false;
    if (request.signal.aborted) void body.return(undefined);
    else request.signal.addEventListener(
      'abort',
      () => {
        if (!cancelled) void body.return(undefined);
      },
      { once: true },
    );
    // On a node socket the router writes the stream itself (server/event-stream.ts: leaner than a ReadableStream).
    if (context.scope.sendEventStream) return context.scope.sendEventStream({ status: init.status ?? 200, headers: init.headers, body });
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await body.next();
        if (value != null) controller.enqueue(encoder.encode(value));
        if (done) controller.close();
      },
      async cancel(reason) {
        cancelled = true;
        await body.return(reason);
      },
    });
    return new Response(stream, init);
  };

  return {
    onYogaInit({ yoga }) {
      handler = createHandler<Request, RequestContext>(
        {
          async authenticate(req) {
            const token = req.headers.get(TOKEN_HEADER) ?? new URL(req.url).searchParams.get('token');
            if (req.context.internal) return token;
            const credential = await credentialOf(req.raw);
            if (req.method === 'PUT') {
              if (!credential) return json(401, 'Not signed in');
              if ((perCredential.get(credential) ?? 0) >= perSession) return json(429, TOO_MANY_STREAMS_PER_SESSION(perSession));
              const fresh = crypto.randomUUID();
              perCredential.set(credential, (perCredential.get(credential) ?? 0) + 1);
              reservations.set(fresh, { credential, connected: false, timer: setTimeout(() => expire(fresh, req.url), reservationMs).unref() });
              return fresh;
            }
            const reservation = token ? reservations.get(token) : undefined;
            if (!token || !reservation || !credential || reservation.credential !== credential) return NOT_FOUND;
            if (req.headers.get('accept') === 'text/event-stream' && !reservation.connected) {
              reservation.connected = true;
              reservation.stream = req.raw;
              clearTimeout(reservation.timer);
              // The client may have gone while it was being authenticated: then no abort event comes.
              if (req.raw.signal.aborted) release(token);
              else req.raw.signal.addEventListener('abort', () => release(token), { once: true });
              for (const go of reservation.waiting?.splice(0) ?? []) go();
            }
            if (req.method === 'POST' && !reservation.connected) {
              // An operation sent beside its stream's GET, arrived first: it runs once the stream is there.
              await new Promise<void>((go) => {
                reservation.waiting ??= [];
                reservation.waiting.push(go);
              });
              // Not if the stream never came, or the operation's client went away meanwhile (no one would end it).
              if (reservations.get(token) !== reservation || !reservation.stream || req.raw.signal.aborted) return NOT_FOUND;
            }
            return token;
          },
          onSubscribe(req, params) {
            const problem = opts.paramsProblem(params);
            if (problem) return json(400, problem);
            // The operation runs on the stream's request (same credential, checked above; its signal ends with the
            // stream), not on its own POST, which is answered at once: a POST kept by every operation's context
            // kept its socket and parser too (heap per owner: bench/results/README.md, #32).
            const token = req.headers.get(TOKEN_HEADER) ?? new URL(req.url).searchParams.get('token');
            const request = (token && reservations.get(token)?.stream) || req.raw;
            // The scope's clientIp and afterResponse only: its sendEventStream would keep the POST's router state.
            const { clientIp, afterResponse } = req.context.scope;
            const initial: Partial<YogaInitialContext> & RequestScope = { clientIp, afterResponse, request, params };
            const enveloped = yoga.getEnveloped(initial);
            let document: ReturnType<typeof enveloped.parse>;
            try {
              document = enveloped.parse(params.query);
            } catch (error) {
              if (error instanceof GraphQLError) return json(400, error.message);
              throw error;
            }
            const errors = enveloped.validate(enveloped.schema, document);
            if (errors.length > 0) return { data: null, errors };
            return (async () => {
              const contextValue = await enveloped.contextFactory();
              const args = { schema: enveloped.schema, document, contextValue, variableValues: params.variables, operationName: params.operationName };
              const operation = getOperationAST(document, params.operationName);
              const result = await (operation?.operation === 'subscription' ? enveloped.subscribe(args) : enveloped.execute(args));
              // graphql-sse takes a result without `data` (a refused subscription's errors) for execution arguments.
              return Symbol.asyncIterator in result || 'data' in result ? result : { data: null, ...result };
            })();
          },
        },
      );
    },
    onRequest({ request, url, serverContext, endResponse }) {
      if (url.pathname !== STREAM_ENDPOINT) return;
      return serve(request, { scope: serverContext as RequestScope, internal: false }).then(endResponse);
    },
  };
}
