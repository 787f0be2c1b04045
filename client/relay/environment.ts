// The Relay environment: one network layer to /graphql with the session cookie.
import { Environment, type FetchFunction, Network, RecordSource, Store } from 'relay-runtime';

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
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}
