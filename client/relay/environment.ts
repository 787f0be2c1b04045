// The Relay environment: queries and mutations over fetch, subscriptions over SSE, all to /graphql.
import { createClient } from 'graphql-sse';
import { Environment, type FetchFunction, Network, Observable, RecordSource, Store, type SubscribeFunction } from 'relay-runtime';

/** The shared request helper's error format: "<status>: <body text or status text>". */
export class RequestError extends Error {}

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: operation.text, variables }),
  });
  const text = await res.text();
  let json: { data?: unknown; errors?: { message: string }[] } | undefined;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RequestError(`${res.status}: ${text || res.statusText}`);
  }
  if (!res.ok && !json?.data) throw new RequestError(`${res.status}: ${json?.errors?.[0]?.message ?? res.statusText}`);
  if (json?.errors?.length && !json.data) throw new RequestError(json.errors[0].message);
  return json as never;
};

export function createEnvironment() {
  // One SSE request per subscription (graphql-sse's distinct connections mode, which yoga serves as is).
  const sse = createClient({ url: '/graphql', credentials: 'same-origin', retryAttempts: 5 });
  const subscribe: SubscribeFunction = (operation, variables) =>
    Observable.create((sink) =>
      sse.subscribe(
        { query: operation.text ?? '', variables, operationName: operation.name },
        {
          next: (value) => sink.next(value as never),
          error: (err) => sink.error(err instanceof Error ? err : new Error(String(err))),
          complete: () => sink.complete(),
        },
      ),
    );
  return new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource()) });
}
