// The REST compatibility mechanism: each documented route is a row that runs a GraphQL operation
// through the same yoga instance (same session, authorization and validation) and shapes the result.
// No business rule lives here.

import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { type DocumentNode, print } from 'graphql';
import { type Context as HonoContext, Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { retryAfterSeconds } from '../auth/throttle.js';
import type { RequestScope } from '../graphql/context.js';
import { inputProblem, NUL_REFUSED, type OperationOutcome } from '../graphql/yoga.js';
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

/**
 * The page a list row asks of its connection at a time: the largest page every connection answers
 * (Pothos's default maxSize), and small enough that each request stays well under the cost limit.
 */
export const REST_PAGE_SIZE = 100;

/** The variables the mechanism gives a list row's operation (see `pages`). */
type PageVariable = 'first' | 'after';

/** A page of a connection, as a list row's operation selects it. */
interface Page {
  edges: readonly unknown[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** A typed document made by the `graphql` tag of ./graphql.ts. */
type Operation = DocumentNode & { __apiType?: (variables: never) => unknown };

/** A route as a domain writes it: the result mapper and the variable names are checked against the operation. */
export interface RestRowSpec<Doc extends Operation> {
  method: Method;
  path: string;
  /** A `graphql(…)` document. Root result unions select `__typename ... on Error { message }`. */
  operation: Doc;
  /** The operation's variables; values go to GraphQL as sent, so GraphQL validates them (400). */
  variables?: (req: RestRequest) => { [K in Exclude<keyof VariablesOf<Doc>, PageVariable>]: unknown };
  /**
   * A list route answers every row: the connection of `data` it lists. Its operation takes `$first`
   * and `$after` and selects `pageInfo { hasNextPage endCursor }`; the mechanism asks pages of
   * REST_PAGE_SIZE until the last, and `result` gets the first page's data holding every page's edges.
   */
  pages?: (data: Success<ResultOf<Doc>>) => Page | null | undefined;
  /** A list row that refuses long lists: paging stops once more than this many rows are in (its mapper refuses them). */
  atMost?: number;
  /** Shapes `data` into the documented JSON; may throw RestError (e.g. 401 for a null viewer). */
  result?: (data: Success<ResultOf<Doc>>, req: RestRequest) => unknown;
  /** The success status; a function when it depends on the request (a dry run 200, a write 201). */
  status?: number | ((req: RestRequest) => number);
  /** A public route for anyone, from anywhere: the caller's cookie and credentials are not passed on. */
  public?: boolean;
  /** A download of this content type instead of JSON: `result` answers a RestFile (errors stay JSON). */
  file?: string;
  /** A file upload instead of a JSON body: see RestUpload. */
  upload?: RestUpload;
}

/**
 * A row that takes a file: the body is `text/csv` (the file itself) or `multipart/form-data` (its
 * `file` field, the other fields beside it), read with Hono's parseBody. `req.body` holds the file's
 * text as `file` and the form's text fields. Its own body limit replaces the API's general one, and
 * the JSON-only rule of the API is its `types` instead (cross-site requests stay refused).
 */
export interface RestUpload {
  maxBytes: number;
  types: RegExp;
  /** The 415 answer to another content type. */
  typeMessage: string;
  /** The file is binary (an image): `req.body.file` holds its bytes in base64, not its text. */
  binary?: boolean;
}

/** What the result of a download row answers. */
export interface RestFile {
  filename: string;
  body: string;
}

/** A route as the mechanism runs it: the operation printed once, the mapper's type erased. */
export interface RestRow {
  method: Method;
  path: string;
  operation: string;
  variables?: (req: RestRequest) => Record<string, unknown>;
  pages?: (data: Record<string, unknown>) => Page | null | undefined;
  atMost?: number;
  result?: (data: Record<string, unknown>, req: RestRequest) => unknown;
  status?: number | ((req: RestRequest) => number);
  /** A public route for anyone, from anywhere: the caller's cookie and credentials are not passed on. */
  public?: boolean;
  file?: string;
  upload?: RestUpload;
}

/** Types a row by its operation; the data a mapper gets is that operation's result, errors removed. */
export function restRow<Doc extends Operation>({ operation, result, pages, ...row }: RestRowSpec<Doc>): RestRow {
  return {
    ...row,
    operation: print(operation),
    // The casts: `data` is the answer to this very document, its error members already mapped to statuses.
    pages: pages && ((data) => pages(data as Success<ResultOf<Doc>>)),
    result: result && ((data, req) => result(data as Success<ResultOf<Doc>>, req)),
  };
}

/** The variables a row's operation runs with: the row's own, and for a list row its page (`after` null on the first). */
export const pageVariables = (row: RestRow, variables: Record<string, unknown>, after: string | null = null) =>
  row.pages ? { ...variables, first: REST_PAGE_SIZE, after } : variables;

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** More of the answer beside `error` (a closed business's phone). */
    readonly extra?: Record<string, unknown>,
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
  GoneError: 410,
  RateLimitError: 429,
  TooLargeError: 413,
};

const codeStatus: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  BAD_GATEWAY: 502,
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

const jsonError = (status: number, message: string, headers?: Headers, extra?: Record<string, unknown>) => json(status, { error: message, ...extra }, headers);

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

/** An upload row's body: the file's text as `file`, and a form's other text fields (Hono's parseBody for multipart). */
async function readUpload(c: HonoContext<RestEnv>, binary = false): Promise<Record<string, unknown> | RestError> {
  const read = async (blob: { text(): Promise<string>; arrayBuffer(): Promise<ArrayBuffer> }) =>
    binary ? Buffer.from(await blob.arrayBuffer()).toString('base64') : blob.text();
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return { file: await read(c.req.raw) };
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    return new RestError(400, 'Malformed multipart body');
  }
  const fields = Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const file = form.file;
  return { ...fields, file: file instanceof File ? await read(file) : binary ? '' : (fields.file ?? '') };
}

const statusOf = (row: RestRow, req: RestRequest) => (typeof row.status === 'function' ? row.status(req) : (row.status ?? 200));

const isErrorTypename = (name: string): name is ErrorTypename => Object.hasOwn(errorStatus, name);

/** Finds an error member among the root fields of a result, e.g. { login: { __typename: 'ValidationError' } }. */
function errorMember(data: Record<string, unknown>) {
  for (const value of Object.values(data)) {
    const v = value as { __typename?: string; message?: string; phone?: string | null } | null;
    // A closed business's 410 carries its phone (GoneError.phone), when the operation selects it.
    if (v?.__typename && isErrorTypename(v.__typename)) {
      return { status: errorStatus[v.__typename], message: v.message ?? 'Error', extra: v.phone !== undefined ? { phone: v.phone } : undefined };
    }
  }
  return null;
}

/** The sub-app's bindings: what the router knows of the request (client IP, after-response queue). */
export type RestEnv = { Bindings: { scope: RequestScope }; Variables: { anyOrigin?: boolean; upload?: RestUpload } };

/** Runs a row's operation for the caller of `request` (server/graphql/yoga.ts runOperation). */
type Run = (request: Request, scope: RequestScope, params: { query: string; variables: Record<string, unknown> }) => Promise<OperationOutcome>;

/**
 * The REST routes as a Hono app of their own (mounted on /api by server/http.ts, which passes the
 * request's scope as its binding): each row is a route, so Hono's router gives it its params; a path
 * without the method is a 405 naming the allowed ones, any other path a 404. Public rows answer any
 * origin (CORS, no cookie passed on); the others go through `sameSite` (server/http.ts).
 */
export function createRestApp(
  rows: RestRow[],
  run: Run,
  guards: {
    sameSite: MiddlewareHandler;
    jsonOnly: MiddlewareHandler;
    /** The body limit of `maxBytes` (every route has the general one, an upload row its own). */
    bodyLimit: (maxBytes: number) => MiddlewareHandler;
    /** `sameSite` with the upload's content types in place of JSON. */
    uploadSameSite: (upload: RestUpload) => MiddlewareHandler;
  },
  maxBodyBytes: number,
) {
  const api = new Hono<RestEnv>({ strict: false });
  api.use(async (c, next) => {
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return jsonError(400, MALFORMED_PATH);
    }
    return next();
  });
  // An upload row's path (a CSV file) has its own body limit and content types; every other path the API's.
  const limit = guards.bodyLimit(maxBodyBytes);
  for (const row of rows.filter((r) => r.upload)) {
    const upload = row.upload as RestUpload;
    const ownLimit = guards.bodyLimit(upload.maxBytes);
    api.on(row.method, row.path, (c, next) => {
      c.set('upload', upload);
      return ownLimit(c, next);
    }, guards.uploadSameSite(upload));
  }
  api.use((c, next) => (c.var.upload ? next() : limit(c, next)));
  // A public row's path answers any origin; every other request to the API passes `sameSite` first,
  // whether or not a row takes its method.
  const publicRows = rows.filter((r) => r.public);
  for (const path of new Set(publicRows.map((r) => r.path))) {
    const allowMethods = publicRows.filter((r) => r.path === path).map((r) => r.method);
    api.use(path, cors({ origin: '*', allowMethods, allowHeaders: ['content-type'] }), (c, next) => {
      c.set('anyOrigin', true);
      return next();
    });
  }
  api.use((c, next) => (c.var.upload ? next() : (c.var.anyOrigin ? guards.jsonOnly : guards.sameSite)(c, next)));
  for (const row of rows) api.on(row.method, row.path, (c) => answer(row, c, run));
  for (const path of new Set(rows.map((r) => r.path))) {
    const allow = rows.filter((r) => r.path === path).map((r) => r.method).join(', ');
    api.all(path, () => jsonError(405, 'Method not allowed', new Headers({ allow })));
  }
  api.notFound(() => jsonError(404, 'Not found'));
  return api;
}

/** The names of request headers a row passes on to its operation: a public row's caller is nobody in particular. */
const PASSED_ON = ['cookie', 'user-agent', 'authorization'];
const PASSED_ON_PUBLIC = ['user-agent'];

async function answer(row: RestRow, c: HonoContext<RestEnv>, run: Run): Promise<Response> {
  const request = c.req.raw;
  const url = new URL(request.url);
  const params = c.req.param() as Record<string, string>;
  // A NUL in a path parameter (an id, a date, an address) is refused like one in a body.
  if (Object.values(params).some((p) => p.includes('\u0000'))) return jsonError(400, NUL_REFUSED);
  const body = row.upload ? await readUpload(c, row.upload.binary) : await readBody(request);
  if (body instanceof RestError) return jsonError(body.status, body.message);
  const req: RestRequest = { params, query: url.searchParams, body };

  let variables: Record<string, unknown>;
  try {
    variables = row.variables?.(req) ?? {};
  } catch (e) {
    return jsonError(400, e instanceof Error ? e.message : 'Invalid request');
  }
  const problem = inputProblem(variables);
  if (problem) return jsonError(400, problem);

  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
  for (const name of row.public ? PASSED_ON_PUBLIC : PASSED_ON) {
    const v = request.headers.get(name);
    if (v) headers.set(name, v);
  }
  const outHeaders = new Headers();
  /** Runs the operation once: its data, or the error answer. */
  const execute = async (vars: Record<string, unknown>): Promise<Record<string, unknown> | Response> => {
    // The caller as GraphQL sees them: only the headers above, so a public row carries no cookie.
    const caller = new Request(new URL('/graphql', url), { method: 'POST', headers });
    const { result, setCookies } = await run(caller, c.env.scope, { query: row.operation, variables: vars });
    // Sign-in and sign-out cookies set by the operation travel back to the REST caller.
    for (const cookie of setCookies) outHeaders.append('set-cookie', cookie);
    return dataOrError(result, outHeaders);
  };
  const data = await execute(pageVariables(row, variables));
  if (data instanceof Response) return data;
  // A list row: the following pages' edges join the first page's.
  const list = row.pages?.(data);
  if (row.pages && list) {
    const edges = [...list.edges];
    let { pageInfo } = list;
    while (pageInfo.hasNextPage && pageInfo.endCursor && edges.length <= (row.atMost ?? Number.POSITIVE_INFINITY)) {
      const next = await execute(pageVariables(row, variables, pageInfo.endCursor));
      if (next instanceof Response) return next;
      const page = row.pages(next);
      if (!page) break;
      edges.push(...page.edges);
      pageInfo = page.pageInfo;
    }
    Object.assign(list, { edges });
  }

  try {
    const shaped = row.result ? row.result(data, req) : data;
    if (row.file) {
      const { filename, body } = shaped as RestFile;
      outHeaders.set('content-type', row.file);
      outHeaders.set('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
      outHeaders.set('cache-control', 'no-store');
      return new Response(body, { status: statusOf(row, req), headers: outHeaders });
    }
    if (statusOf(row, req) === 204) return new Response(null, { status: 204, headers: outHeaders });
    return json(statusOf(row, req), shaped, outHeaders);
  } catch (e) {
    if (e instanceof RestError) return jsonError(e.status, e.message, outHeaders, e.extra);
    throw e;
  }
}

/** An operation's data, or the answer for its error: a GraphQL error by its code, an error member by its __typename. */
function dataOrError(result: OperationOutcome['result'], outHeaders: Headers): Record<string, unknown> | Response {
  if (result.errors?.length) {
    const first = result.errors[0];
    const code = String(first.extensions?.code ?? '');
    const http = (first.extensions?.http as { status?: number } | undefined)?.status;
    // Coded errors by their code; the rest by yoga's rule: an error before execution (no data) is the caller's.
    const status = codeStatus[code] ?? (http && http >= 400 && http < 500 ? 400 : result.data === undefined ? 400 : 500);
    if (status === 503) outHeaders.set('retry-after', '5');
    if (status === 429) outHeaders.set('retry-after', String(retryAfterSeconds(first.message)));
    return jsonError(status, status === 500 ? 'Internal server error' : first.message, outHeaders);
  }
  const data = result.data as Record<string, unknown> | null | undefined;
  if (!data) return jsonError(502, 'Unexpected response', outHeaders);
  const failure = errorMember(data);
  if (failure?.status === 429) outHeaders.set('retry-after', String(retryAfterSeconds(failure.message)));
  if (failure) return jsonError(failure.status, failure.message, outHeaders, failure.extra);
  return data;
}
