// Hardening: GraphQL limits, introspection and suggestions in production, cross-site refusals, and the
// sign-in and sign-up throttles per client IP and per email (in memory, and shared through Redis).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS, TOO_MANY_SIGNUPS } from './auth/throttle.js';
import { MAX_NODE_IDS, TOO_MANY_NODE_IDS } from './graphql/builder.js';
import { INTROSPECTION_DISABLED, GRAPHQL_LIMITS } from './graphql/yoga.js';
import { CROSS_SITE_REFUSED, JSON_REQUIRED } from './http-guards.js';
import { toGlobalId } from './rest/rest.js';
import { type TestApp, startTestApp, uniqueEmail } from './test/harness.js';
import { redisForTests, TEST_REDIS_URL } from './test/redis.js';

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  [dev, prod] = await Promise.all([startTestApp(), startTestApp({ NODE_ENV: 'production' })]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close()]);
});

/** Every operation text the Relay compiler generated for the client. */
function clientOperations() {
  const root = path.resolve(import.meta.dirname, '../client');
  const texts: { file: string; text: string }[] = [];
  for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
    if (!file.includes('__generated__') || !file.endsWith('.graphql.ts')) continue;
    const m = /"text": ("(?:[^"\\]|\\.)*")/.exec(fs.readFileSync(path.join(root, file), 'utf8'));
    if (m) texts.push({ file, text: JSON.parse(m[1]) as string });
  }
  return texts;
}

const limitError = /limit of \d+ exceeded/;

describe('GraphQL limits', () => {
  it('every operation of the client stays within them', async () => {
    const ops = clientOperations();
    expect(ops.length).toBeGreaterThan(40);
    const c = dev.caller();
    for (const { file, text } of ops) {
      const { errors } = await c.gql(text);
      expect(errors?.filter((e) => limitError.test(e.message)) ?? [], file).toEqual([]);
    }
  });

  const nested = (levels: number, leaf = 'id') => {
    let q = leaf;
    for (let i = 0; i < levels; i++) q = `vehicles { customer { ${q} } }`;
    return `{ viewer { customers(first: 1) { edges { node { ${q} } } } } }`;
  };

  it.each([
    ['depth', nested(6), `Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded`],
    [
      'cost',
      `{ ${Array.from({ length: 10 }, (_, i) => nested(3, 'firstName '.repeat(100)).replace('{ viewer', `{ v${i}: viewer`).slice(2, -2)).join(' ')} }`,
      `Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`,
    ],
    ['aliases', `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`, `Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded`],
    ['tokens', `{ viewer { ${'id '.repeat(GRAPHQL_LIMITS.maxTokens)} } }`, `Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded`],
    ['directives', `{ viewer { id ${'@include(if: true) '.repeat(21)} } }`, `Directives limit of ${GRAPHQL_LIMITS.maxDirectives} exceeded`],
  ])('refuses a query over the %s limit before running it', async (_name, query, message) => {
    const o = await dev.owner();
    const res = await o.send('POST', '/graphql', { query });
    const body = (await res.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toContain(message);
  });

  describe('nodes(ids:)', () => {
    const NODES = 'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Customer { firstName } } }';
    let owner: Awaited<ReturnType<TestApp['owner']>>;
    let ids: string[];
    beforeAll(async () => {
      owner = await dev.owner();
      await dev.prisma.user.update({ where: { id: owner.user.id }, data: { paymentVerified: true } });
      ids = [];
      for (let i = 0; i < 3; i++) {
        const c = await owner.rest('POST', '/api/customers', { firstName: `N${i}`, lastName: 'Node', phone: `(913) 555-02${10 + i}` });
        ids.push(toGlobalId('Customer', c.body.id));
      }
    });

    it(`takes at most ${MAX_NODE_IDS} ids, anonymous callers included, with a clear 400`, async () => {
      const many = Array.from({ length: MAX_NODE_IDS + 1 }, (_, i) => ids[i % ids.length]);
      for (const c of [owner, dev.caller()]) {
        const res = await c.send('POST', '/graphql', { query: NODES, variables: { ids: many } });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { data?: { nodes: unknown } | null; errors: { message: string }[] };
        expect(body.errors[0].message).toBe(TOO_MANY_NODE_IDS);
        expect(body.data?.nodes ?? null).toBeNull();
      }
      const enough = await owner.gql(NODES, { ids: many.slice(0, MAX_NODE_IDS) });
      expect(enough.errors).toBeUndefined();
      expect(enough.data.nodes.map((n: { firstName: string }) => n.firstName).slice(0, 3)).toEqual(['N0', 'N1', 'N2']);
    });

    it('loads the ids of one type together, not one query per id', async () => {
      const one = await dev.countStatements(() => owner.gql(NODES, { ids: ids.slice(0, 1) }));
      const hundred = await dev.countStatements(() => owner.gql(NODES, { ids: Array.from({ length: MAX_NODE_IDS }, (_, i) => ids[i % ids.length]) }));
      expect(hundred).toBe(one);
    });

    it('counts the ids, given in variables or in the query, in the cost limit', async () => {
      // A selection of cost about 600: once is fine, a hundred times is over the limit.
      const heavy = (list: string) => `query($ids: [ID!]!) { one: node(id: "${ids[0]}") { id } nodes(ids: ${list}) { id ... on Customer { ${'firstName '.repeat(400)} } } }`;
      const single = await owner.gql(heavy('$ids'), { ids: ids.slice(0, 1) });
      expect(single.errors).toBeUndefined();
      const hundred = Array.from({ length: MAX_NODE_IDS }, (_, i) => ids[i % ids.length]);
      for (const [query, variables] of [
        [heavy('$ids'), { ids: hundred }],
        [heavy(JSON.stringify(hundred)).replace('query($ids: [ID!]!)', 'query'), {}],
      ] as const) {
        const res = await owner.send('POST', '/graphql', { query, variables });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { data?: unknown; errors: { message: string }[] };
        expect(body.errors[0].message).toContain(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`);
        expect(body.data ?? null).toBeNull();
      }
    });
  });

  it('refuses batched requests, so a limit bounds a whole request', async () => {
    const res = await dev.caller().send('POST', '/graphql', [{ query: '{ viewer { id } }' }, { query: '{ viewer { id } }' }]);
    expect(res.status).toBe(400);
  });
});

describe('in production', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('introspection answers admins and API tokens only', async () => {
    const signedOut = await prod.caller().gql(INTROSPECT);
    expect(signedOut.errors?.[0].message).toBe(INTROSPECTION_DISABLED);
    const owner = await prod.owner();
    const asOwner = await owner.gql('{ __type(name: "User") { name } }');
    expect(asOwner.errors?.[0].message).toBe(INTROSPECTION_DISABLED);
    expect(asOwner.data ?? null).toBeNull();
    // __typename is not introspection of the schema.
    expect((await owner.gql('{ viewer { __typename } }')).data.viewer.__typename).toBe('User');

    const admin = await prod.admin();
    expect((await admin.gql(INTROSPECT)).data.__schema.queryType.name).toBe('Query');

    const created = await owner.gql('mutation { createApiToken(input: { name: "schema" }) { ... on CreatedApiToken { token } } }');
    const res = await prod.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${created.data.createApiToken.token}` },
        body: JSON.stringify({ query: INTROSPECT }),
      }),
    );
    expect(((await res.json()) as { data: { __schema: unknown } }).data.__schema).toBeTruthy();
  });

  it('field suggestions are hidden (they are shown in development)', async () => {
    const inProd = await prod.caller().gql('{ viewr { id } }');
    expect(inProd.errors?.[0].message).not.toMatch(/Did you mean/);
    const inDev = await dev.caller().gql('{ viewr { id } }');
    expect(inDev.errors?.[0].message).toMatch(/Did you mean "viewer"/);
  });

  it('enum value suggestions are hidden too, in a literal and in a variable', async () => {
    const literal = 'mutation { createCustomer(input: { firstName: "A", lastName: "B", phone: "9135550100", smsConsentSource: verbl }) { __typename } }';
    const variable = ['mutation($s: OwnerConsentSource) { createCustomer(input: { firstName: "A", lastName: "B", phone: "9135550100", smsConsentSource: $s }) { __typename } }', { s: 'verbl' }] as const;
    for (const app of [prod, dev]) {
      const asked = [await app.caller().gql(literal), await app.caller().gql(...variable)];
      for (const res of asked) {
        expect(res.errors?.[0].message).toMatch(/verbl/);
        if (app === prod) expect(res.errors?.[0].message).not.toMatch(/Did you mean/);
        else expect(res.errors?.[0].message).toMatch(/Did you mean the enum value "verbal"/);
      }
    }
  });
});

describe('cross-site requests', () => {
  const customer = { firstName: 'Maria', lastName: 'Lopez', phone: '(913) 555-0142' };

  it('REST refuses state changes from another origin or with a non-JSON body, and changes nothing', async () => {
    const o = await dev.owner();
    const attempts: [Record<string, string>, number, string][] = [
      [{ origin: 'https://evil.example' }, 403, CROSS_SITE_REFUSED],
      [{ 'sec-fetch-site': 'cross-site' }, 403, CROSS_SITE_REFUSED],
      [{ origin: 'null' }, 403, CROSS_SITE_REFUSED],
      [{ 'content-type': 'text/plain' }, 415, JSON_REQUIRED],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 415, JSON_REQUIRED],
    ];
    for (const [headers, status, message] of attempts) {
      const res = await o.send('POST', '/api/customers', JSON.stringify(customer), headers);
      expect(res.status, JSON.stringify(headers)).toBe(status);
      expect(await res.json()).toEqual({ error: message });
    }
    const del = await o.send('DELETE', '/api/user', undefined, { origin: 'https://evil.example' });
    expect(del.status).toBe(403);
    expect(await dev.prisma.customer.count({ where: { ownerId: o.user.id } })).toBe(0);
    expect(await dev.prisma.user.count({ where: { id: o.user.id } })).toBe(1);

    const same = await o.send('POST', '/api/customers', customer, { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' });
    expect(same.status).toBe(201);
  });

  it('GraphQL refuses a mutation from another origin, and a simple request without the CSRF header', async () => {
    const o = await dev.owner();
    const mutation = `mutation { createCustomer(input: { firstName: "Eve", lastName: "X", phone: "(913) 555-0199" }) { __typename } }`;
    const cross = await o.send('POST', '/graphql', { query: mutation }, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    const form = await o.send('POST', '/graphql', `query=${encodeURIComponent(mutation)}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
    expect(await dev.prisma.customer.count({ where: { ownerId: o.user.id } })).toBe(0);
    // Cross-origin browsers get no CORS grant either.
    const preflight = await o.send('OPTIONS', '/graphql', undefined, {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

const ip = () => `198.51.100.${crypto.randomInt(1, 255)}`;

async function register(t: TestApp, from: string, email = uniqueEmail()) {
  const res = await t.caller().send(
    'POST',
    '/api/register',
    { firstName: 'Ivy', lastName: 'Test', email, password: 'password123' },
    { 'x-forwarded-for': from },
  );
  return { status: res.status, body: (await res.json()) as { error?: string; id?: string }, email };
}

async function signIn(t: TestApp, from: string, email: string, password: string) {
  const res = await t.caller().send('POST', '/api/login', { email, password }, { 'x-forwarded-for': from });
  return { status: res.status, body: (await res.json()) as { error?: string } };
}

/**
 * 19 wrong passwords and then the right one, all sent at once: exactly 5 are verified (401), the rest
 * wait (429), the right one included, and no session starts but the one from signing up.
 */
async function raceSignIns(t: TestApp) {
  const victim = await register(t, ip());
  const attempts = [...Array.from({ length: 19 }, () => 'wrong-password'), 'password123'];
  // A fresh address for every attempt, so only the per-email limit applies.
  const net = crypto.randomBytes(4).toString('hex').replace(/(.{4})/, '$1:');
  const results = await Promise.all(attempts.map((password, i) => signIn(t, `2001:db8:${net}::${i + 1}`, victim.email, password)));
  expect(results.filter((r) => r.status === 401)).toHaveLength(5);
  expect(results.filter((r) => r.status === 429)).toHaveLength(15);
  expect(results.at(-1)).toEqual({ status: 429, body: { error: TOO_MANY_ATTEMPTS } });
  expect(await t.prisma.session.count({ where: { user: { email: victim.email } } })).toBe(1);
}

describe('throttles per client IP and per email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', SIGNUPS_PER_IP: '3', SIGNIN_FAILURES_PER_IP: '4' });
  });
  afterAll(() => t?.close());

  it('sign-ups: a fourth from one IP within the hour waits (429), another IP does not', async () => {
    const from = '203.0.113.7';
    for (let i = 0; i < 3; i++) expect((await register(t, from)).status).toBe(201);
    const fourth = await register(t, from);
    expect(fourth).toMatchObject({ status: 429, body: { error: TOO_MANY_SIGNUPS } });
    expect(await t.prisma.user.count({ where: { email: fourth.email } })).toBe(0);
    expect((await register(t, '203.0.113.8')).status).toBe(201);
  });

  it('sign-ups: one email is tried at most five times an hour, from any IP', async () => {
    const email = uniqueEmail();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await register(t, ip(), email)).status);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });

  it('sign-ins: failures from one IP across many emails lock that IP, not others', async () => {
    const victim = await register(t, ip());
    const from = '203.0.113.9';
    for (let i = 0; i < 4; i++) expect((await signIn(t, from, uniqueEmail(), 'wrong-password')).status).toBe(401);
    expect(await signIn(t, from, victim.email, 'password123')).toEqual({ status: 429, body: { error: TOO_MANY_ATTEMPTS } });
    expect((await signIn(t, '203.0.113.10', victim.email, 'password123')).status).toBe(200);
  });

  it('sign-ins sent at once: at most 5 guesses for one email are verified, and the right password after them waits', async () => {
    await raceSignIns(t);
  });

  it('sign-ins sent at once from one IP across emails: no more than the IP limit are verified', async () => {
    const from = '203.0.113.11';
    const results = await Promise.all(Array.from({ length: 12 }, () => signIn(t, from, uniqueEmail(), 'wrong-password')));
    expect(results.filter((r) => r.status === 401)).toHaveLength(4);
    expect(results.filter((r) => r.status === 429)).toHaveLength(8);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored, so rotating it does not escape the limit', async () => {
    const direct = await startTestApp({ SIGNUPS_PER_IP: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await register(direct, ip())).status);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await direct.close();
    }
  });
});

const REDIS_URL = TEST_REDIS_URL;
const hasRedis = await redisForTests();
if (!hasRedis) console.warn(`Skipping the shared-throttle test: no Redis at ${REDIS_URL}`);

describe.skipIf(!hasRedis)('with Redis', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, TRUST_PROXY: 'true', SIGNIN_FAILURES_PER_IP: '3' };
    [one, two] = await Promise.all([startTestApp(env), startTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  it('the counts are shared by every server process', async () => {
    const from = `2001:db8::${crypto.randomBytes(2).toString('hex')}`;
    for (let i = 0; i < 3; i++) expect((await signIn(one, from, uniqueEmail(), 'wrong-password')).status).toBe(401);
    expect((await signIn(two, from, uniqueEmail(), 'wrong-password')).status).toBe(429);
  });

  it('sign-ins sent at once, to one process or to two: at most 5 guesses for one email are verified', async () => {
    await raceSignIns(one);
    // Each process has its own database; the guesses for one email still share one count.
    const email = uniqueEmail();
    const net = crypto.randomBytes(4).toString('hex').replace(/(.{4})/, '$1:');
    const both = await Promise.all(Array.from({ length: 16 }, (_, i) => signIn(i % 2 ? one : two, `2001:db8:${net}::${i + 1}`, email, 'wrong-password')));
    expect(both.filter((r) => r.status === 401)).toHaveLength(5);
    expect(both.filter((r) => r.status === 429)).toHaveLength(11);
  });
});
