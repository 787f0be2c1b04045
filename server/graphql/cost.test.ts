// The cost limit against the app's own operations: each page query (as its route loader starts it),
// each subscription and each REST row's operation (a list row's page) is scored with the server's cost
// function and printed, and must keep a clear margin under the limit; operations over it are refused,
// queries and subscriptions alike.
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LIST_MAX } from '../domains/admin/admin.service.js';
import { pageVariables, type RestRequest } from '../rest/rest.js';
import { restRows } from '../rest/routes.js';
import { schema } from '../schema.js';
import { MAX_NODE_IDS } from './builder.js';
import { type TestApp, startTestApp } from '../test/harness.js';
import { subscribe } from '../test/sse.js';
import { operationCost } from './list-cost.js';
import { GRAPHQL_LIMITS } from './yoga.js';

/** The share of the limit a client operation may use, so the pages can grow before they meet it. */
const MAX_SHARE = 0.7;
const LIMIT = GRAPHQL_LIMITS.maxCost;
/** The documented refusals: graphql-armor's at validation, and the same limit once the variables are known. */
const armorRefusal = /^Syntax Error: Query Cost limit of 50000 exceeded, found [\d.]+\.$/;
const refusal = /^Query Cost limit of 50000 exceeded, found \d+\.$/;

const clientRoot = path.resolve(import.meta.dirname, '../../client');
const clientFiles = fs.readdirSync(clientRoot, { recursive: true }) as string[];

interface Operation {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  text: string;
}

/** Every operation the Relay compiler generated for the client. */
const operations = new Map<string, Operation>();
for (const file of clientFiles) {
  if (!file.includes('__generated__') || !file.endsWith('.graphql.ts')) continue;
  const source = fs.readFileSync(path.join(clientRoot, file), 'utf8');
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(source)?.[1];
  const kind = /"operationKind": "(query|mutation|subscription)"/.exec(source)?.[1] as Operation['kind'] | undefined;
  if (!text || !kind) continue;
  const name = path.basename(file, '.graphql.ts');
  operations.set(name, { name, kind, text: JSON.parse(text) as string });
}

/** The queries the route loaders (client/**\/*.loader.ts) start: the page queries. */
const pageQueries = [
  ...new Set(
    clientFiles
      .filter((file) => file.endsWith('.loader.ts'))
      .flatMap((file) => [...fs.readFileSync(path.join(clientRoot, file), 'utf8').matchAll(/from '\.\/__generated__\/(\w+)\.graphql'/g)].map((m) => m[1])),
  ),
].sort();

/**
 * The cost as the loader's request is scored: the loaders pass dates, an id or nothing, and Relay
 * fills in each operation's defaults, as the server does. `worst` gives each variable without a
 * default the largest value the server serves (a page of ADMIN_LIST_MAX, MAX_NODE_IDS ids).
 */
function costOf(op: Operation) {
  const document = parse(op.text);
  const definition = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const largest = Object.fromEntries(
    (definition?.kind === Kind.OPERATION_DEFINITION ? (definition.variableDefinitions ?? []) : [])
      .filter((v) => !v.defaultValue)
      .map((v) => {
        const type = v.type.kind === Kind.NON_NULL_TYPE ? v.type.type : v.type;
        const value = type.kind === Kind.LIST_TYPE ? Array(MAX_NODE_IDS).fill('x') : type.name.value === 'Int' ? ADMIN_LIST_MAX : 'x';
        return [v.variable.name.value, value];
      }),
  );
  return { cost: operationCost(schema, document, op.name, {}), worst: operationCost(schema, parse(op.text), op.name, largest) };
}

function table(title: string, rows: Operation[]) {
  const lines = rows.map((op) => {
    const { cost, worst } = costOf(op);
    return { name: op.name, cost: Math.ceil(cost), worst: Math.ceil(worst) };
  }).sort((a, b) => b.worst - a.worst);
  const width = Math.max(...lines.map((l) => l.name.length));
  const column = (n: number) => String(n).padStart(6);
  console.log(
    [
      `${title}: cost with the loader's variables, limit, margin; worst: variables without a default at the server's largest`,
      `${'operation'.padEnd(width)}  ${'cost'.padStart(6)}  ${'limit'.padStart(6)}  margin  ${'worst'.padStart(6)}`,
      ...lines.map((l) => `${l.name.padEnd(width)}  ${column(l.cost)}  ${column(LIMIT)}  ${((1 - l.cost / LIMIT) * 100).toFixed(1).padStart(5)}%  ${column(l.worst)}`),
    ].join('\n'),
  );
  return lines;
}

describe('the cost of the client’s operations', () => {
  it('each page query, as its route loader starts it, uses at most 70% of the limit', () => {
    expect(pageQueries.length).toBeGreaterThan(15);
    const rows = table(
      'Page queries',
      pageQueries.map((name) => {
        const op = operations.get(name);
        if (op?.kind !== 'query') throw new Error(`${name} is not a generated query`);
        return op;
      }),
    );
    for (const row of rows) {
      expect(row.cost / LIMIT, row.name).toBeLessThanOrEqual(MAX_SHARE);
      // What the loader passes without a default (dates, an id) does not size a list.
      expect(row.worst, `${row.name}: a variable its loader passes sizes a list`).toBe(row.cost);
    }
  });

  it('each subscription of the client uses at most 70% of the limit', () => {
    const subscriptions = [...operations.values()].filter((op) => op.kind === 'subscription');
    expect(subscriptions.length).toBeGreaterThan(5);
    for (const row of table('Subscriptions', subscriptions)) {
      expect(row.cost / LIMIT, row.name).toBeLessThanOrEqual(MAX_SHARE);
      expect(row.worst, `${row.name}: a variable sizes a list`).toBe(row.cost);
    }
  });

  it('every other operation (pagination, mutations) uses at most 70% of the limit at its defaults, and fits it at the largest page', () => {
    const others = [...operations.values()].filter((op) => op.kind !== 'subscription' && !pageQueries.includes(op.name));
    expect(others.length).toBeGreaterThan(40);
    const rows = table('Other operations', others);
    for (const row of rows) {
      expect(row.cost / LIMIT, row.name).toBeLessThanOrEqual(MAX_SHARE);
      expect(row.worst, row.name).toBeLessThanOrEqual(LIMIT);
    }
  });

  it('each REST row’s operation, with the variables the REST mechanism sends (a list row’s page), uses at most 70% of the limit', () => {
    const req: RestRequest = { params: new Proxy({}, { get: () => '1' }), query: new URLSearchParams(), body: {} };
    const variablesOf = (row: (typeof restRows)[number]) => {
      try {
        return pageVariables(row, row.variables?.(req) ?? {});
      } catch {
        // A row that refuses an empty request (a RestError) still sends its page.
        return pageVariables(row, {});
      }
    };
    const lines = restRows
      .map((row) => ({ name: `${row.method} ${row.path}`, cost: Math.ceil(operationCost(schema, parse(row.operation), null, variablesOf(row))) }))
      .sort((a, b) => b.cost - a.cost);
    expect(lines.length).toBeGreaterThan(60);
    const width = Math.max(...lines.map((l) => l.name.length));
    console.log(
      [
        'REST rows: cost of each operation with the variables the mechanism sends, limit, margin',
        ...lines.map((l) => `${l.name.padEnd(width)}  ${String(l.cost).padStart(6)}  ${String(LIMIT).padStart(6)}  ${((1 - l.cost / LIMIT) * 100).toFixed(1).padStart(5)}%`),
      ].join('\n'),
    );
    for (const line of lines) expect(line.cost / LIMIT, line.name).toBeLessThanOrEqual(MAX_SHARE);
  });

  it('a fragment costs what its fields cost written in place, whatever the page’s component tree', () => {
    const inline = '{ viewer { customers(first: 10) { edges { node { id firstName vehicles { id make } } } } } }';
    const spread = `{ viewer { customers(first: 10) { edges { node { ...Row } } } } } fragment Row on Customer { id firstName ...Cars } fragment Cars on Customer { vehicles { id make } }`;
    const cost = (text: string) => operationCost(schema, parse(text), null, {});
    // Each of the two spreads adds graphql-armor's constant of a scalar and an object (3) to the
    // node, three levels of fields under the root, once per row of the page of 10.
    expect(cost(spread)).toBe(cost(inline) + 2 * 3 * 1.5 ** 3 * 10);
  });
});

describe('the limit refuses', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['owner']>>;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await app.owner();
  });
  afterAll(() => app?.close());

  const post = async (query: string, variables?: Record<string, unknown>) => {
    const res = await owner.send('POST', '/graphql', { query, variables });
    return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { message: string }[] } };
  };

  it('a page of the client’s own pagination query asked far larger than the client asks (first in variables)', async () => {
    const op = operations.get('CustomerListPaginationQuery');
    if (!op) throw new Error('CustomerListPaginationQuery is not generated');
    const viewer = await owner.gql('{ viewer { id } }');
    const id = viewer.data.viewer.id;
    const asked = await post(op.text, { id, count: 20 });
    expect(asked.status).toBe(200);
    expect(asked.body.errors).toBeUndefined();

    const huge = await post(op.text, { id, count: 100_000 });
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.[0].message).toMatch(refusal);
    expect(huge.body.data ?? null).toBeNull();
  });

  it('a huge literal first, and deep nesting spread over fragments, before running them', async () => {
    const literal = await post('{ viewer { customers(first: 100000) { edges { node { id firstName lastName phone } } } } }');
    // Refused at validation (graphql-armor), as any invalid document is.
    expect(literal.body.errors?.[0].message).toMatch(armorRefusal);
    expect(literal.body.data).toBeUndefined();

    const deep = `fragment Deep on Customer { vehicles { customer { vehicles { customer { vehicles { customer { ${'firstName '.repeat(100)} } } } } } } }
      { ${Array.from({ length: 10 }, (_, i) => `v${i}: viewer { customers(first: 1) { edges { node { ...Deep } } } }`).join(' ')} }`;
    const nested = await post(deep);
    expect(nested.body.errors?.[0].message).toMatch(armorRefusal);
    expect(nested.body.data).toBeUndefined();
  });

  it('connections nested without first, which still answer pages of 20, as if they asked for 20', async () => {
    const nested = (first: string) =>
      `{ viewer { customers${first} { edges { node { messages${first} { edges { node { ${'body '.repeat(20)} } } } } } } } }`;
    expect(operationCost(schema, parse(nested('')), null, {})).toBe(operationCost(schema, parse(nested('(first: 20)')), null, {}));
    const res = await post(nested(''));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].message).toMatch(refusal);
    // The same nesting with one field per message is well within it.
    const one = await post('{ viewer { customers { edges { node { messages { edges { node { body } } } } } } } }');
    expect(one.body.errors).toBeUndefined();
  });

  it('a subscription over the limit once its variables are known, over SSE, before it takes a stream', async () => {
    const query = 'subscription Changed($n: Int) { appointmentChanged { id customer { messages(first: $n) { edges { node { id body to status } } } } } }';
    const fine = await subscribe(app.app.fetch, { cookie: owner.cookie, query, variables: { n: 5 } });
    expect(fine.status).toBe(200);
    fine.close();

    const over = await subscribe(app.app.fetch, { cookie: owner.cookie, query, variables: { n: 100_000 } });
    expect(over.status).toBe(400);
    const result = await over.next();
    expect(result?.errors?.[0].message).toMatch(refusal);
    over.close();
  });
});
