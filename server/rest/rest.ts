// The REST compatibility mechanism: each documented route is a row that runs a GraphQL operation
// through the same yoga instance (same session, authorization and validation) and shapes the result.
// No business rule lives here.

import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { type DocumentNode, print } from 'graphql';
import { shareAfterResponse } from '../after-response.js';
import { clientIpOf, setClientIp } from '../auth/client-ip.js';
import { retryAfterSeconds } from '../auth/throttle.js';
import { handOver, inputProblem, NUL_REFUSED, takeResultObject } from '../graphql/yoga.js';
import type { introspection } from './graphql-env.js';

/** REST speaks database ids; GraphQL speaks Relay global ids. */
export const toGlobalId = (type: string, id: string) => encodeGlobalID(type, id);
export const toDatabaseId = (globalId: string) => decodeGlobalID(globalId).id;

/** Replaces the `id` of a GraphQL object with its database id. */
export const withDatabaseId = <T extends { id: string }>(node: T): T => ({ ...node, id: toDatabaseId(node.id) });

/**
 * A text field of a REST body: absent is ''; anything else goes to GraphQL as sent, so a number or
 * an object is refused there as the wrong type (400) instead of being stored as "[object Object]".
 */
export const text = (value: unknown) => value ?? '';

export const MALFORMED_PATH = 'Malformed URL: invalid percent-encoding in the path';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/** Every implementation of the schema's Error interface. */
type ErrorTypename = introspection['types']['Error']['possibleTypes'];

/** A result as a row's mapper sees it: error members of root result unions were answered already. */
export type Success<Data> = { [K in keyof Data]: Exclude<Data[K], { __typename: ErrorTypename }> };

/** A typed document made by the `graphql` tag of ./graphql.ts. */
type Operation = DocumentNode & { __apiType?: (variables: never) => unknown };

/** A route as a domain writes it: the result mapper and the variable names are checked against the operation. */
export interface RestRowSpec<Doc extends Operation> {
  method: Method;
  path: string;
  /** A `graphql(…)` document. Root result unions select `__typename ... on Error { message }`. */
  operation: Doc;
  /** The operation's variables; values go to GraphQL as sent, so GraphQL validates them (400). */
  variables?: (req: RestRequest) => { [K in keyof VariablesOf<Doc>]: unknown };
  /** Shapes `data` into the documented JSON; may throw RestError (e.g. 401 for a null viewer). */
  result?: (data: Success<ResultOf<Doc>>, req: RestRequest) => unknown;
  status?: number;
  /** A public route for anyone, from anywhere: the caller's cookie and credentials are not passed on. */
  public?: boolean;
}

/** A route as the mechanism runs it: the operation printed once, the mapper's type erased. */
export interface RestRow {
  method: Method;
  path: string;
  operation: string;
  variables?: (req: RestRequest) => Record<string, unknown>;
  result?: (data: Record<string, unknown>, req: RestRequest) => unknown;
  status?: number;
  /** A public route for anyone, from anywhere: the caller's cookie and credentials are not passed on. */
  public?: boolean;
}

/** Types a row by its operation; the data a mapper gets is that operation's result, errors removed. */
export function restRow<Doc extends Operation>({ operation, result, ...row }: RestRowSpec<Doc>): RestRow {
  return {
    ...row,
    operation: print(operation),
    // The one cast: `data` is the answer to this very document, its error members already mapped to statuses.
    result: result && ((data, req) => result(data as Success<ResultOf<Doc>>, req)),
  };
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The signed-in user of a `viewer { … }` operation; a null viewer is a 401. */
export function viewerOf<Viewer>(data: { viewer: Viewer | null }): Viewer {
  if (!data.viewer) throw new RestError(401, 'Not authenticated');
  return data.viewer;
}

/** The node of a `node(id: …) { ... on Type { id … } }` operation; missing or of another type is a 404. */
export function nodeOf<Node extends object>(node: Node | null, message: string): Extract<Node, { id: string }> {
  if (!node || !('id' in node)) throw new RestError(404, message);
  return node as Extract<Node, { id: string }>;
}

/** The one mapping from an error member's __typename to an HTTP status. */
const errorStatus: Record<ErrorTypename, number> = {
  ValidationError: 400,
  AuthenticationError: 401,
  PaymentRequiredError: 402,
  NotFoundError: 404,
  ConflictError: 409,
  RateLimitError: 429,
};

const codeStatus: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

const json = (status: number, body: unknown, headers?: Headers) => {
  const h = new Headers(headers);
  const text = JSON.stringify(body);
  h.set('content-type', 'application/json; charset=utf-8');
  h.set('cache-control', 'no-store');
  // The length lets the router leave small answers uncompressed.
  h.set('content-length', String(Buffer.byteLength(text)));
  return new Response(text, { status, headers: h });
};

const jsonError = (status: number, message: string, headers?: Headers) => json(status, { error: message }, headers);

function compile(path: string) {
  const names: string[] = [];
  const pattern = path.replace(/:(\w+)/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${pattern}/?$`);
  return (pathname: string) => {
    const m = regex.exec(pathname);
    if (!m) return null;
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
  };
}

async function readBody(request: Request): Promise<Record<string, unknown> | RestError> {
  if (request.method === 'GET' || request.method === 'DELETE') return {};
  const text = await request.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new RestError(400, 'Malformed JSON body');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return new RestError(400, 'Request body must be a JSON object');
  const problem = inputProblem(body);
  if (problem) return new RestError(400, problem);
  return body as Record<string, unknown>;
}

const isErrorTypename = (name: string): name is ErrorTypename => Object.hasOwn(errorStatus, name);

/** Finds an error member among the root fields of a result, e.g. { login: { __typename: 'ValidationError' } }. */
function errorMember(data: Record<string, unknown>) {
  for (const value of Object.values(data)) {
    const v = value as { __typename?: string; message?: string } | null;
    if (v?.__typename && isErrorTypename(v.__typename)) return { status: errorStatus[v.__typename], message: v.message ?? 'Error' };
  }
  return null;
}

type Execute = (request: Request) => Promise<Response>;

export function createRestHandler(rows: RestRow[], executeGraphQL: Execute) {
  const routes = rows.map((row) => ({ row, match: compile(row.path) }));

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    try {
      decodeURIComponent(url.pathname);
    } catch {
      return jsonError(400, MALFORMED_PATH);
    }
    const candidates = routes.flatMap((r) => {
      const params = r.match(url.pathname);
      return params ? [{ ...r, params }] : [];
    });
    if (!candidates.length) return jsonError(404, 'Not found');
    const route = candidates.find((r) => r.row.method === request.method);
    if (!route) {
      return jsonError(405, 'Method not allowed', new Headers({ allow: candidates.map((r) => r.row.method).join(', ') }));
    }

    // A NUL in a path parameter (an id, a date, an address) is refused like one in a body.
    if (Object.values(route.params).some((p) => p.includes('\u0000'))) return jsonError(400, NUL_REFUSED);
    const body = await readBody(request);
    if (body instanceof RestError) return jsonError(body.status, body.message);
    const req: RestRequest = { params: route.params, query: url.searchParams, body };

    let variables: Record<string, unknown>;
    try {
      variables = route.row.variables?.(req) ?? {};
    } catch (e) {
      return jsonError(400, e instanceof Error ? e.message : 'Invalid request');
    }

    const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
    for (const name of route.row.public ? ['user-agent'] : ['cookie', 'user-agent', 'authorization']) {
      const v = request.headers.get(name);
      if (v) headers.set(name, v);
    }
    // The operation goes with the request as parameters (handOver), not as a body.
    const gqlRequest = new Request(new URL('/graphql', url), { method: 'POST', headers });
    handOver(gqlRequest, { query: route.row.operation, variables });
    setClientIp(gqlRequest, clientIpOf(request));
    shareAfterResponse(request, gqlRequest);
    const gqlResponse = await executeGraphQL(gqlRequest);
    // Sign-in and sign-out cookies set by the operation travel back to the REST caller.
    const outHeaders = new Headers();
    for (const c of gqlResponse.headers.getSetCookie()) outHeaders.append('set-cookie', c);

    // A result without errors comes as the executor's object; anything else as yoga's JSON.
    let payload: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
    const handed = takeResultObject(gqlRequest);
    try {
      payload = handed ? { data: handed.data as Record<string, unknown> | null | undefined } : await gqlResponse.json();
    } catch {
      return jsonError(502, 'Unexpected response', outHeaders);
    }

    if (payload.errors?.length) {
      const first = payload.errors[0];
      const code = first.extensions?.code ?? '';
      const status = codeStatus[code] ?? (gqlResponse.status >= 400 && gqlResponse.status < 500 ? 400 : 500);
      if (status === 503) outHeaders.set('retry-after', '5');
      if (status === 429) outHeaders.set('retry-after', String(retryAfterSeconds(first.message)));
      return jsonError(status, status === 500 ? 'Internal server error' : first.message, outHeaders);
    }
    const { data } = payload;
    if (!data) return jsonError(502, 'Unexpected response', outHeaders);
    const failure = errorMember(data);
    if (failure?.status === 429) outHeaders.set('retry-after', String(retryAfterSeconds(failure.message)));
    if (failure) return jsonError(failure.status, failure.message, outHeaders);

    try {
      const shaped = route.row.result ? route.row.result(data, req) : data;
      return json(route.row.status ?? 200, shaped, outHeaders);
    } catch (e) {
      if (e instanceof RestError) return jsonError(e.status, e.message, outHeaders);
      throw e;
    }
  };
}
