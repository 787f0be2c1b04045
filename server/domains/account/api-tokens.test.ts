// Personal API tokens: created and revoked by their user, shown once, stored hashed, and accepted as
// `Authorization: Bearer` on /graphql with the user's own authorization, outside CSRF, rate limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_API_TOKENS } from '../../../common/account.js';
import { type LooseJson, type TestApp, startTestApp } from '../../test/harness.js';
import { hashToken, INVALID_TOKEN } from '../../auth/bearer.js';
import { SESSION_REQUIRED, TOO_MANY_TOKENS } from './api-tokens.service.js';
import { TOO_MANY_TOKEN_REQUESTS } from '../../auth/throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ API_TOKEN_REQUESTS_PER_MINUTE: '40' });
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;

const CREATE = `mutation($name: String!) {
  createApiToken(input: { name: $name }) {
    __typename
    ... on CreatedApiToken { token apiToken { id name prefix lastUsedAt } }
    ... on Error { message }
  }
}`;
const LIST = `{ apiTokens { id name prefix createdAt lastUsedAt } }`;
const REVOKE = `mutation($id: ID!) {
  revokeApiToken(id: $id) { __typename ... on RevokeApiTokenSuccess { revokedApiTokenId } ... on Error { message } }
}`;

async function createToken(o: Owner, name = 'Zapier') {
  const { data, errors } = await o.gql(CREATE, { name });
  expect(errors).toBeUndefined();
  expect(data.createApiToken.__typename).toBe('CreatedApiToken');
  return data.createApiToken as { token: string; apiToken: { id: string; name: string; prefix: string } };
}

/** A request with only the bearer token: no cookie. */
async function bearer(token: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.fetch(
    new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return { status: res.status, body: (await res.json()) as { data?: LooseJson; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe('API tokens', () => {
  it('are shown once at creation, stored only as a hash, and listed without the secret', async () => {
    const o = await t.owner();
    const created = await createToken(o, '  Zapier  ');
    expect(created.token).toMatch(/^lp_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({ name: 'Zapier', prefix: created.token.slice(0, 9), lastUsedAt: null });

    const row = await t.prisma.apiToken.findFirstOrThrow({ where: { userId: o.user.id } });
    expect(row.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const { data } = await o.gql(LIST);
    expect(data.apiTokens).toEqual([expect.objectContaining({ id: created.apiToken.id, name: 'Zapier' })]);
    expect(JSON.stringify(data)).not.toContain(created.token);
  });

  it('validates the name and caps the number of tokens', async () => {
    const o = await t.owner();
    const blank = await o.gql(CREATE, { name: '   ' });
    expect(blank.data.createApiToken).toEqual({ __typename: 'ValidationError', message: 'Please give the token a name' });
    const long = await o.gql(CREATE, { name: 'x'.repeat(61) });
    expect(long.data.createApiToken.message).toBe('Token name must be 60 characters or fewer');

    await t.prisma.apiToken.createMany({
      data: Array.from({ length: MAX_API_TOKENS }, (_, i) => ({ userId: o.user.id, name: `t${i}`, tokenHash: `h-${o.user.id}-${i}`, prefix: 'lp_x' })),
    });
    const over = await o.gql(CREATE, { name: 'one more' });
    expect(over.data.createApiToken).toEqual({ __typename: 'ConflictError', message: TOO_MANY_TOKENS });
    expect(await t.prisma.apiToken.count({ where: { userId: o.user.id } })).toBe(MAX_API_TOKENS);
  });

  it('act as their user with the same authorization, and record when they were last used', async () => {
    const a = await t.owner({ firstName: 'Ana' });
    const b = await t.owner({ firstName: 'Ben' });
    const customer = await a.rest('POST', '/api/customers', { firstName: 'Maria', lastName: 'Lopez', phone: '(913) 555-0100' });
    expect(customer.status).toBe(201);
    const { token } = await createToken(b);

    const me = await bearer(token, '{ viewer { firstName } }');
    expect(me.body.data.viewer).toEqual({ firstName: 'Ben' });
    const row = await t.prisma.apiToken.findFirstOrThrow({ where: { userId: b.user.id } });
    expect(row.lastUsedAt).toBeInstanceOf(Date);

    // B's token sees B's data only; A's customer is invisible, and admin fields are refused.
    const node = await bearer(token, 'query($id: ID!) { node(id: $id) { id } }', {
      id: Buffer.from(`Customer:${customer.body.id}`).toString('base64'),
    });
    expect(node.body.data.node).toBeNull();
    const admin = await bearer(token, '{ adminUsers(first: 1) { edges { node { id } } } }');
    expect(admin.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // The REST routes honour the header too.
    const rest = await t.app.fetch(new Request('http://localhost/api/user', { headers: { authorization: `Bearer ${token}` } }));
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { firstName: string }).firstName).toBe('Ben');
  });

  it('refuse a malformed, unknown or revoked token with 401 rather than treating it as signed out', async () => {
    const o = await t.owner();
    const { token, apiToken } = await createToken(o);
    for (const header of ['lp_unknown-token', 'not-a-token']) {
      const res = await bearer(header, '{ viewer { id } }');
      expect(res.status).toBe(401);
      expect(res.body.errors?.[0].message).toBe(INVALID_TOKEN);
    }
    const basic = await t.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Basic dXNlcjpwYXNz' },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      }),
    );
    expect(basic.status).toBe(401);

    const revoked = await o.gql(REVOKE, { id: apiToken.id });
    expect(revoked.data.revokeApiToken).toEqual({ __typename: 'RevokeApiTokenSuccess', revokedApiTokenId: apiToken.id });
    const after = await bearer(token, '{ viewer { id } }');
    expect(after.status).toBe(401);
    const rest = await t.app.fetch(new Request('http://localhost/api/user', { headers: { authorization: `Bearer ${token}` } }));
    expect(rest.status).toBe(401);
  });

  it('cannot create or revoke tokens: that takes a person signed in with a cookie', async () => {
    const o = await t.owner();
    const { token, apiToken } = await createToken(o);
    const created = await bearer(token, CREATE, { name: 'child' });
    expect(created.status).toBe(403);
    expect(created.body.errors?.[0]).toMatchObject({ message: SESSION_REQUIRED, extensions: { code: 'FORBIDDEN' } });
    const revoked = await bearer(token, REVOKE, { id: apiToken.id });
    expect(revoked.status).toBe(403);
    expect(revoked.body.errors?.[0].message).toBe(SESSION_REQUIRED);
    expect(await t.prisma.apiToken.count({ where: { userId: o.user.id } })).toBe(1);
    // Reading the list stays open to tokens.
    expect((await bearer(token, LIST)).body.data.apiTokens).toHaveLength(1);
  });

  it("cannot be listed or revoked by anyone but their user, admins included", async () => {
    const a = await t.owner();
    const b = await t.owner();
    const admin = await t.admin();
    const { token, apiToken } = await createToken(a);
    for (const other of [b, admin]) {
      const res = await other.gql(REVOKE, { id: apiToken.id });
      expect(res.data.revokeApiToken).toEqual({ __typename: 'NotFoundError', message: 'API token not found' });
      const nodes = await other.gql('query($id: ID!) { node(id: $id) { id } }', { id: apiToken.id });
      expect(nodes.data.node).toBeNull();
      expect(JSON.stringify((await other.gql(LIST)).data)).not.toContain(apiToken.id);
    }
    const signedOut = await t.caller().gql(REVOKE, { id: apiToken.id });
    expect(signedOut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await bearer(token, '{ viewer { id } }')).status).toBe(200);
  });

  it('are exempt from the CSRF header that a cookie caller needs on a simple request', async () => {
    const o = await t.owner();
    const { token } = await createToken(o);
    const url = `http://localhost/graphql?query=${encodeURIComponent('{ viewer { id } }')}`;
    const withCookie = await t.app.fetch(new Request(url, { headers: { cookie: o.cookie } }));
    expect(withCookie.status).toBe(403);
    const withToken = await t.app.fetch(new Request(url, { headers: { authorization: `Bearer ${token}` } }));
    expect(withToken.status).toBe(200);
    expect(((await withToken.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toBeTruthy();
  });

  it('are rate limited per token with a 429 and a clear message', async () => {
    const o = await t.owner();
    const { token } = await createToken(o, 'busy');
    const { token: other } = await createToken(o, 'quiet');
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof bearer>> | undefined;
    for (let i = 0; i < 42; i++) {
      last = await bearer(token, '{ viewer { id } }');
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(40)).toEqual([429, 429]);
    expect(last?.body.errors?.[0].message).toBe(TOO_MANY_TOKEN_REQUESTS);
    expect((await bearer(other, '{ viewer { id } }')).status).toBe(200);
  });
});
