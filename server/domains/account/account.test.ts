// Accounts and sessions through GraphQL and REST against a real database.
import { sealData } from 'iron-session';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../../db/client.js';
import { runOperation } from '../../graphql/yoga.js';
import { type TestApp, startTestApp, uniqueEmail } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const REGISTER = `mutation($input: RegisterInput!) {
  register(input: $input) {
    __typename
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
    ... on RegisterSuccess { user { id email firstName isAdmin paymentVerified onboardingCompleted currentProgramDay } }
  }
}`;
const LOGIN = `mutation($input: LoginInput!) {
  login(input: $input) { __typename ... on Error { message } ... on LoginSuccess { user { email } } }
}`;
const VIEWER = '{ viewer { id email firstName } }';

const valid = () => ({ firstName: 'Ann', lastName: 'Lee', email: uniqueEmail('ann'), password: 'password123' });

describe('register', () => {
  it('creates an owner, signs them in and keeps the defaults of a new account', async () => {
    const c = t.caller();
    const input = { ...valid(), phone: '555-0100' };
    const { data } = await c.gql(REGISTER, { input });
    expect(data.register.__typename).toBe('RegisterSuccess');
    expect(data.register.user).toMatchObject({
      email: input.email,
      firstName: 'Ann',
      isAdmin: false,
      paymentVerified: false,
      onboardingCompleted: false,
      currentProgramDay: 1,
    });
    expect((await c.gql(VIEWER)).data.viewer.email).toBe(input.email);
    const row = await t.prisma.user.findUniqueOrThrow({ where: { email: input.email } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.phone).toBe('555-0100');
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: 'short77' }, 'Password must be at least 8 characters'],
  ])('refuses %o with "%s" and creates nothing', async (patch, message) => {
    const input = { ...valid(), ...patch };
    const before = await t.prisma.user.count();
    const { data } = await t.caller().gql(REGISTER, { input });
    expect(data.register).toMatchObject({ __typename: 'ValidationError', message });
    expect(await t.prisma.user.count()).toBe(before);
    const rest = await t.caller().rest('POST', '/api/register', input);
    expect(rest).toMatchObject({ status: 400, body: { error: message } });
  });

  it('treats emails case-insensitively: a second account with other casing is a conflict', async () => {
    const input = valid();
    await t.caller().gql(REGISTER, { input });
    const again = await t.caller().gql(REGISTER, { input: { ...input, email: input.email.toUpperCase() } });
    expect(again.data.register).toMatchObject({
      __typename: 'ConflictError',
      message: 'An account with this email already exists. Please sign in instead.',
    });
    const rest = await t.caller().rest('POST', '/api/register', { ...input, email: ` ${input.email.toUpperCase()} ` });
    expect(rest.status).toBe(409);
  });

  it('keeps the payment session id but does not trust it to mark the account paid', async () => {
    const input = { ...valid(), stripeSessionId: 'cs_test_123' };
    const res = await t.caller().rest('POST', '/api/register', input);
    expect(res.status).toBe(201);
    expect(res.body.paymentVerified).toBe(false);
    const row = await t.prisma.user.findUniqueOrThrow({ where: { email: input.email } });
    expect(row.stripeSessionId).toBe('cs_test_123');
  });
});

describe('login and logout', () => {
  it('signs in with any casing of the email and the right password', async () => {
    const owner = await t.owner({ password: 'correct-horse' });
    const c = t.caller();
    const { data } = await c.gql(LOGIN, { input: { email: owner.user.email.toUpperCase(), password: 'correct-horse' } });
    expect(data.login).toEqual({ __typename: 'LoginSuccess', user: { email: owner.user.email } });
    expect((await c.gql(VIEWER)).data.viewer.email).toBe(owner.user.email);
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const owner = await t.owner();
    for (const input of [
      { email: owner.user.email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'password123' },
    ]) {
      const c = t.caller();
      const { data } = await c.gql(LOGIN, { input });
      expect(data.login).toEqual({ __typename: 'AuthenticationError', message: 'Invalid email or password' });
      expect(c.cookie).toBe('');
      expect(await c.rest('POST', '/api/login', input)).toMatchObject({
        status: 401,
        body: { error: 'Invalid email or password' },
      });
    }
  });

  it('requires email and password', async () => {
    expect(await t.caller().rest('POST', '/api/login', { email: '', password: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'Email is required' },
    });
    expect(await t.caller().rest('POST', '/api/login', { email: 'a@b.co' })).toMatchObject({
      status: 400,
      body: { error: 'Password is required' },
    });
  });

  it('logout revokes the session: the same cookie replayed afterwards is signed out', async () => {
    const owner = await t.owner();
    const stolen = owner.cookie;
    expect((await owner.rest('GET', '/api/user')).status).toBe(200);
    expect(await owner.rest('POST', '/api/logout')).toMatchObject({ status: 200, body: { success: true } });
    expect(owner.cookie).toBe('');
    const replay = t.caller(stolen);
    expect(await replay.rest('GET', '/api/user')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect((await replay.gql(VIEWER)).data.viewer).toBeNull();
  });

  it('a signed-out logout is harmless', async () => {
    expect((await t.caller().rest('POST', '/api/logout')).status).toBe(200);
  });

  it('signing in again replaces the session the browser had', async () => {
    const owner = await t.owner({ password: 'password123' });
    const first = owner.cookie;
    await owner.gql(LOGIN, { input: { email: owner.user.email, password: 'password123' } });
    expect(owner.cookie).not.toBe(first);
    expect((await t.caller(first).rest('GET', '/api/user')).status).toBe(401);
    expect((await owner.rest('GET', '/api/user')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie (not Secure outside production)', async () => {
    const res = await t.caller().send('POST', '/api/register', valid());
    const cookie = res.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^lp_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('signing in sets an account cookie the page can read: one value per user, cleared at sign-out', async () => {
    const accountOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('lp_account='));
    const registered = await t.caller().send('POST', '/api/register', valid());
    const set = accountOf(registered);
    expect(set).toMatch(/^lp_account=[\w-]{32};/);
    expect(set).not.toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Path=\//);
    // It lives as long as the session cookie.
    const maxAge = (c: string | undefined) => c?.match(/Max-Age=(\d+)/)?.[1];
    expect(maxAge(set)).toBe(maxAge(registered.headers.getSetCookie()[0]));

    const ann = await t.owner({ password: 'password123' });
    const bob = await t.owner({ password: 'password123' });
    const signIn = (email: string) => t.caller().send('POST', '/api/login', { email, password: 'password123' });
    const annValue = accountOf(await signIn(ann.user.email))?.split(';')[0];
    expect(annValue).toBeDefined();
    expect(accountOf(await signIn(ann.user.email))?.split(';')[0]).toBe(annValue);
    expect(accountOf(await signIn(bob.user.email))?.split(';')[0]).not.toBe(annValue);
    expect(annValue).not.toContain(ann.user.id);

    const out = await ann.send('POST', '/api/logout');
    expect(out.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^lp_session=;.*Max-Age=0/), expect.stringMatching(/^lp_account=;.*Max-Age=0/)]));
    expect(ann.cookie).toBe('');
  });

  it('in production the cookie is Secure with a __Host- name', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production' });
    try {
      const res = await prod.caller().send('POST', '/api/register', valid());
      const [cookie, account] = res.headers.getSetCookie();
      expect(cookie).toMatch(/^__Host-lp_session=/);
      expect(cookie).toMatch(/Secure/);
      expect(account).toMatch(/^__Host-lp_account=.*Secure/);
    } finally {
      await prod.close();
    }
  });

  it('a tampered cookie or one sealed with an unknown key is signed out, never a 500', async () => {
    const owner = await t.owner();
    const [name, value] = owner.cookie.split('; ')[0].split('=');
    const tampered = `${name}=${value.slice(0, -4)}AAAA`;
    expect((await t.caller(tampered).rest('GET', '/api/user')).status).toBe(401);
    expect((await t.caller('lp_session=garbage').rest('GET', '/api/user')).status).toBe(401);
    const session = await t.prisma.session.findFirstOrThrow({ where: { userId: owner.user.id } });
    const foreign = await sealData({ sessionId: session.id }, { password: 'x'.repeat(40) });
    expect((await t.caller(`lp_session=${foreign}`).rest('GET', '/api/user')).status).toBe(401);
  });

  it('keys rotate: a cookie sealed with the old key still works when a new key is added', async () => {
    const oldKey = 'old-key-that-is-at-least-32-characters!!';
    const before = await startTestApp({ SESSION_SECRET: oldKey });
    try {
      const owner = await before.owner();
      const rotated = await startTestApp({
        SESSION_SECRET: JSON.stringify({ 2: 'new-key-that-is-at-least-32-characters!!', 1: oldKey }),
      });
      // Same database rows are needed: copy the session into the rotated app's database.
      const session = await before.prisma.session.findFirstOrThrow({ where: { userId: owner.user.id }, include: { user: true } });
      const { sessions: _s, ...user } = { ...session.user, sessions: undefined };
      await rotated.prisma.user.create({ data: user });
      await rotated.prisma.session.create({ data: { ...session, user: undefined } as never });
      expect((await rotated.caller(owner.cookie).rest('GET', '/api/user')).status).toBe(200);
      await rotated.close();
    } finally {
      await before.close();
    }
  });

  it('sessions have an absolute lifetime', async () => {
    const owner = await t.owner();
    await t.prisma.session.updateMany({ where: { userId: owner.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await owner.rest('GET', '/api/user')).status).toBe(401);
  });

  it('deleting a user ends all of their sessions', async () => {
    const owner = await t.owner();
    const second = t.caller();
    await second.rest('POST', '/api/login', { email: owner.user.email, password: 'password123' });
    await t.prisma.user.delete({ where: { id: owner.user.id } });
    expect((await owner.rest('GET', '/api/user')).status).toBe(401);
    expect((await second.rest('GET', '/api/user')).status).toBe(401);
  });

  it('revokeAllForUser (password change) ends every browser of that user', async () => {
    const owner = await t.owner();
    await t.app.services.sessions.revokeAllForUser(owner.user.id);
    expect((await owner.rest('GET', '/api/user')).status).toBe(401);
  });
});

describe('the unsealed-cookie cache', () => {
  const sessionOf = (userId: string) => t.prisma.session.findFirstOrThrow({ where: { userId, revokedAt: null } });

  it('a revoked session is refused on the very next request, though its cookie was unsealed before', async () => {
    const owner = await t.owner();
    expect((await owner.rest('GET', '/api/user')).status).toBe(200);
    expect((await owner.rest('GET', '/api/user')).status).toBe(200);
    await t.app.services.sessions.revoke((await sessionOf(owner.user.id)).id);
    expect(await owner.rest('GET', '/api/user')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect((await owner.gql(VIEWER)).data.viewer).toBeNull();
  });

  it('a deleted user is refused on the very next request, though the cookie was unsealed before', async () => {
    const owner = await t.owner();
    expect((await owner.gql(VIEWER)).data.viewer.email).toBe(owner.user.email);
    await t.prisma.user.delete({ where: { id: owner.user.id } });
    expect((await owner.gql(VIEWER)).data.viewer).toBeNull();
    expect((await owner.rest('GET', '/api/user')).status).toBe(401);
  });

  it('a signed-in request reads its session and user in one statement', async () => {
    const owner = await t.owner();
    await owner.gql(VIEWER);
    expect(await t.countStatements(() => owner.gql(VIEWER))).toBe(1);
  });

  it('the session read gives the user row exactly as Prisma reads it (every column, timestamps in UTC)', async () => {
    const owner = await t.owner();
    await t.prisma.user.update({ where: { id: owner.user.id }, data: { phone: '9135550100', paymentNote: 'n', createdAt: new Date('2026-01-02T03:04:05.678Z') } });
    const cookie = (await t.app.services.sessions.start(owner.user.id, null)).split(';')[0];
    const read = await t.app.services.sessions.read(cookie);
    expect(read?.user).toEqual(await t.prisma.user.findUniqueOrThrow({ where: { id: owner.user.id } }));
    expect(read?.user.createdAt.toISOString()).toBe('2026-01-02T03:04:05.678Z');
  });

  it('a database out of reach during the session read is a 503 the caller can retry, not a 500', async () => {
    const owner = await t.owner();
    const pool = poolOf(t.prisma);
    if (!pool) throw new Error('the test app runs on createPrisma');
    const query = pool.query;
    pool.query = (() => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))) as never;
    try {
      expect((await owner.rest('GET', '/api/user')).status).toBe(503);
      expect((await owner.gql(VIEWER)).errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      pool.query = query;
    }
  });

  it('honours the cookie\'s own expiry: a remembered cookie past it is refused, though its session row lives on', async () => {
    const owner = await t.owner();
    expect((await owner.rest('GET', '/api/user')).status).toBe(200);
    const days = t.config.SESSION_MAX_AGE_DAYS;
    await t.prisma.session.updateMany({ where: { userId: owner.user.id }, data: { expiresAt: new Date(Date.now() + 2 * days * 86_400_000) } });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (days + 1) * 86_400_000 });
    try {
      expect((await owner.rest('GET', '/api/user')).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await owner.rest('GET', '/api/user')).status).toBe(200);
  });

  it('a cookie sealed with the session id alone (before cookies carried their expiry) signs in until its seal expires', async () => {
    const owner = await t.owner();
    const session = await sessionOf(owner.user.id);
    const shortLived = await sealData({ sessionId: session.id }, { password: { 1: t.config.SESSION_SECRET ?? '' }, ttl: 120 });
    const caller = t.caller(`lp_session=${shortLived}`);
    expect((await caller.rest('GET', '/api/user')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    try {
      // The session row lives for 30 days; only the seal has expired.
      expect((await caller.rest('GET', '/api/user')).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await owner.rest('GET', '/api/user')).status).toBe(200);
  });
});

describe('authorization of users', () => {
  it('an owner cannot read, or learn of, another owner through node(id) or nodes(ids); an admin can', async () => {
    const a = await t.owner();
    const b = await t.owner();
    const aId = (await a.gql(VIEWER)).data.viewer.id;
    // Null, as for an id that does not exist: not even __typename tells that the user exists.
    for (const caller of [b, t.caller()]) {
      for (const query of [`query($id: ID!) { node(id: $id) { ... on User { email } } }`, `query($id: ID!) { node(id: $id) { __typename id } }`]) {
        const res = await caller.gql(query, { id: aId });
        expect(res).toEqual({ data: { node: null } });
      }
      const many = await caller.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }`, { ids: [aId] });
      expect(many).toEqual({ data: { nodes: [null] } });
    }

    const adminEmail = uniqueEmail('admin');
    await t.owner({ email: adminEmail });
    await t.prisma.user.update({ where: { email: adminEmail }, data: { isAdmin: true } });
    const admin = t.caller();
    await admin.rest('POST', '/api/login', { email: adminEmail, password: 'password123' });
    const asAdmin = await admin.gql(`query($id: ID!) { node(id: $id) { ... on User { email } } }`, { id: aId });
    expect(asAdmin.data.node.email).toBe(a.user.email);
  });
});

describe('REST layer', () => {
  it('GET /api/user answers the documented shape with the database id', async () => {
    const owner = await t.owner({ firstName: 'Maya' });
    const res = await owner.rest('GET', '/api/user');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: owner.user.id, firstName: 'Maya', onboardingCompleted: false });
    expect(await t.prisma.user.findUnique({ where: { id: res.body.id } })).not.toBeNull();
  });

  it('malformed JSON, a non-object body and wrong types are 400s', async () => {
    const c = t.caller();
    const bad = await c.send('POST', '/api/login', '{"email":', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Malformed JSON body' });
    expect((await c.rest('POST', '/api/login', [1, 2])).status).toBe(400);
    expect((await c.rest('POST', '/api/register', { ...valid(), firstName: 5 })).status).toBe(400);
  });

  it('an unknown /api path is a JSON 404 and a wrong method a 405', async () => {
    expect(await t.caller().rest('GET', '/api/nothing/here')).toEqual(
      expect.objectContaining({ status: 404, body: { error: 'Not found' } }),
    );
    expect((await t.caller().rest('DELETE', '/api/user')).status).toBe(405);
  });

  it("runs the REST layer's operation in process as the caller, with the cookies it sets; errors come as an error result", async () => {
    const owner = await t.owner({ firstName: 'Ines', password: 'password123' });
    const caller = new Request('http://localhost/graphql', { method: 'POST', headers: { cookie: owner.cookie } });
    const ok = await runOperation(t.app.yoga, caller, {}, { query: '{ viewer { firstName } }', variables: {} });
    expect(ok).toEqual({ result: { data: { viewer: { firstName: 'Ines' } } }, setCookies: [] });

    const wrong = await runOperation(t.app.yoga, caller, {}, { query: '{ viewer { noSuchField } }', variables: {} });
    expect(wrong.result.data).toBeUndefined();
    expect(wrong.result.errors?.[0].message).toContain('noSuchField');

    const anonymous = new Request('http://localhost/graphql', { method: 'POST' });
    const signIn = await runOperation(t.app.yoga, anonymous, { clientIp: '203.0.113.9' }, {
      query: 'mutation($input: LoginInput!) { login(input: $input) { __typename } }',
      variables: { input: { email: owner.user.email, password: 'password123' } },
    });
    expect(signIn.setCookies.join()).toMatch(/lp_session=/);
  });

  it('/healthz answers when the database does', async () => {
    const res = await t.app.fetch(new Request('http://localhost/healthz'));
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('profile', () => {
  const UPDATE = `mutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) { __typename ... on Error { message } ... on UpdateProfileSuccess { user { firstName lastName phone email pendingEmail } } }
  }`;

  it('saves names and phone; a new email needs the right current password', async () => {
    const owner = await t.owner({ password: 'password123' });
    const base = { firstName: 'New', lastName: 'Name', email: owner.user.email, phone: '555-0199' };
    const saved = await owner.gql(UPDATE, { input: base });
    expect(saved.data.updateProfile.user).toMatchObject({ firstName: 'New', lastName: 'Name', phone: '555-0199' });

    const newEmail = uniqueEmail('moved');
    const noPassword = await owner.gql(UPDATE, { input: { ...base, email: newEmail } });
    expect(noPassword.data.updateProfile.message).toBe('Please enter your current password to change your email.');
    const wrong = await owner.gql(UPDATE, { input: { ...base, email: newEmail, currentPassword: 'nope-nope' } });
    expect(wrong.data.updateProfile.message).toBe('Your current password is incorrect.');
    const moved = await owner.gql(UPDATE, { input: { ...base, email: newEmail.toUpperCase(), currentPassword: 'password123' } });
    // The email changes once the new address confirms (account.recovery.test.ts); until then it is pending.
    expect(moved.data.updateProfile.user).toMatchObject({ email: owner.user.email, pendingEmail: newEmail });

    const other = await t.owner();
    const taken = await owner.gql(UPDATE, { input: { ...base, email: other.user.email, currentPassword: 'password123' } });
    expect(taken.data.updateProfile.__typename).toBe('ConflictError');
  });

  it('signed-out callers cannot update a profile', async () => {
    const res = await t.caller().gql(UPDATE, { input: { firstName: 'a', lastName: 'b', email: 'a@b.co' } });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('sign-in throttling', () => {
  it('after 5 wrong passwords for an email, sign-in waits (429), even with the right one; other emails are unaffected', async () => {
    const owner = await t.owner({ password: 'password123' });
    const c = t.caller();
    for (let i = 0; i < 5; i++) {
      expect((await c.rest('POST', '/api/login', { email: owner.user.email, password: `wrong-${i}-pass` })).status).toBe(401);
    }
    expect(await c.rest('POST', '/api/login', { email: owner.user.email.toUpperCase(), password: 'password123' })).toMatchObject({
      status: 429,
      body: { error: 'Too many sign-in attempts. Please wait 15 minutes and try again.' },
    });
    const other = await t.owner({ password: 'password123' });
    expect((await t.caller().rest('POST', '/api/login', { email: other.user.email, password: 'password123' })).status).toBe(200);
  });

  it('a successful sign-in clears the count', async () => {
    const owner = await t.owner({ password: 'password123' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await t.caller().rest('POST', '/api/login', { email: owner.user.email, password: 'nope-nope' });
      expect((await t.caller().rest('POST', '/api/login', { email: owner.user.email, password: 'password123' })).status).toBe(200);
    }
  });
});
