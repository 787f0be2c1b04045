// The live-update client, on its own: environment.ts imports this module dynamically, and a dynamic
// import keeps every export of its target. graphql-sse's index also exports its server handler (and
// with it graphql-js, about 30 kB compressed); importing only the client's parts leaves that out.
import { type ClientOptions, createClient as createSseClient, NetworkError } from 'graphql-sse';
import { firstRouteRequest } from './firstRoute';

/**
 * The event stream's request (its GET), answered at once with a body that carries the server's answer when it
 * comes: graphql-sse's client sends the page's operations (POST) once its stream's fetch has answered, so they go
 * out beside the stream instead of a round trip after it (the server holds an operation that comes first until
 * its stream connects: server/graphql/single-connection.ts). A refused or failed stream errors its body with a
 * NetworkError, which the client retries as it does a stream it could not open.
 */
function openStream(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  fetch(input, init).then(
    (answer) => (answer.ok && answer.body ? answer.body.pipeTo(writable).catch(() => {}) : writable.abort(new NetworkError(answer))),
    (error: unknown) => writable.abort(new NetworkError(error instanceof Error ? error : String(error))),
  ).catch(() => {});
  return Promise.resolve(new Response(readable, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
}

// The stream's reservation (its PUT) is one of the first route's requests (./firstRoute).
const fetchFn = (input: RequestInfo | URL, init?: RequestInit) =>
  init?.method === 'GET' && new Headers(init.headers).get('accept') === 'text/event-stream'
    ? openStream(input, init)
    : fetch(input, init?.method === 'PUT' && typeof input === 'string' ? firstRouteRequest(input, init) : init);

export function createClient<SingleConnection extends boolean = false>(options: ClientOptions<SingleConnection>) {
  return createSseClient<SingleConnection>({ fetchFn, ...options });
}
