// Two-step sign-in (#56) through REST and GraphQL against a real database: setup, the pending cookie,
// app codes (one step of drift, never twice), recovery codes (once each), remembered devices, the
// throttle, turning it off, and ADMIN_REQUIRE_TWO_FACTOR.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { CODE_NEEDED, SIGN_IN_EXPIRED, WRONG_CODE } from './account.two-factor.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A code of `secret` for the 30-second step `offset` steps from now. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** An owner with two-step sign-in on: their secret and recovery codes. */
async function ownerWithTwoFactor() {
  const o = await t.owner();
  const setup = await o.rest('POST', '/api/account/two-factor/setup');
  expect(setup.status).toBe(200);
  expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.body.qrSvg).toMatch(/^<svg/);
  const secret = setup.body.secret as string;
  // The previous step's code: the sign-in tests below use the current one, which is newer.
  const enabled = await o.rest('POST', '/api/account/two-factor/enable', { code: await codeAt(secret, -1) });
  expect(enabled.status).toBe(200);
  return Object.assign(o, { secret, recoveryCodes: enabled.body.recoveryCodes as string[] });
}

describe('two-step sign-in', () => {
  it('setup needs a code from the app; then ten recovery codes, stored only as hashes', async () => {
    const o = await t.owner();
    const setup = await o.rest('POST', '/api/account/two-factor/setup');
    const wrong = await o.rest('POST', '/api/account/two-factor/enable', { code: '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { error: WRONG_CODE } });
    const ok = await o.rest('POST', '/api/account/two-factor/enable', { code: await codeAt(setup.body.secret) });
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.body.recoveryCodes).size).toBe(10);
    // The app's secret is kept sealed: the database alone does not reveal it.
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: o.user.id } });
    expect(row.twoFactorSecret).toBeTruthy();
    expect(row.twoFactorSecret).not.toContain(setup.body.secret);
    const stored = JSON.stringify(await t.prisma.recoveryCode.findMany({ where: { userId: o.user.id } }));
    for (const code of ok.body.recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    expect((await o.gql('{ viewer { twoFactorEnabled recoveryCodesLeft } }')).data.viewer).toEqual({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    expect((await o.rest('POST', '/api/account/two-factor/setup')).status).toBe(409);
  });

  it('the password alone gives only a pending cookie that nothing but the code step accepts', async () => {
    const o = await ownerWithTwoFactor();
    const phone = t.caller();
    const login = await phone.rest('POST', '/api/login', { email: o.user.email, password: 'password123' });
    expect(login).toMatchObject({ status: 200, body: { twoFactorRequired: true } });
    expect(phone.cookie).toMatch(/lp_pending=/);
    expect(phone.cookie).not.toMatch(/lp_session=/);
    expect((await phone.rest('GET', '/api/user')).status).toBe(401);
    // No token or other credential with the password alone.
    expect((await phone.gql('mutation { createApiToken(input: { name: "x" }) { __typename } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const gql = await t.caller().gql('mutation($i: LoginInput!) { login(input: $i) { __typename ... on TwoFactorRequired { twoFactorRequired message } } }', {
      i: { email: o.user.email, password: 'password123' },
    });
    expect(gql.data.login).toMatchObject({ __typename: 'TwoFactorRequired', twoFactorRequired: true });

    const wrong = await phone.rest('POST', '/api/login/two-factor', { code: '123456' });
    expect(wrong).toMatchObject({ status: 401, body: { error: WRONG_CODE } });
    const ok = await phone.rest('POST', '/api/login/two-factor', { code: await codeAt(o.secret) });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(o.user.email);
    expect((await phone.rest('GET', '/api/user')).status).toBe(200);
    expect(phone.cookie).not.toMatch(/lp_pending=/);
  });

  it('a code is accepted once, within one step of drift; the pending cookie lasts 5 minutes and is needed', async () => {
    const o = await ownerWithTwoFactor();
    const a = t.caller();
    await a.rest('POST', '/api/login', { email: o.user.email, password: 'password123' });
    const code = await codeAt(o.secret, 1);
    expect((await a.rest('POST', '/api/login/two-factor', { code })).status).toBe(200);
    const b = t.caller();
    await b.rest('POST', '/api/login', { email: o.user.email, password: 'password123' });
    // The same code again (a replay), and a code three steps old.
    expect((await b.rest('POST', '/api/login/two-factor', { code })).status).toBe(401);
    expect((await b.rest('POST', '/api/login/two-factor', { code: await codeAt(o.secret, -3) })).status).toBe(401);
    // Without the pending cookie.
    expect(await t.caller().rest('POST', '/api/login/two-factor', { code: await codeAt(o.secret, 2) })).toMatchObject({ status: 401, body: { error: SIGN_IN_EXPIRED } });
    // The pending cookie lives 5 minutes (its seal refuses it after that too).
    const res = await t.caller().send('POST', '/api/login', { email: o.user.email, password: 'password123' });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('lp_pending='))).toMatch(/Max-Age=300;/);
  });

  it('a recovery code works once, however it is typed', async () => {
    const o = await ownerWithTwoFactor();
    const [first] = o.recoveryCodes;
    const a = t.caller();
    await a.rest('POST', '/api/login', { email: o.user.email, password: 'password123' });
    expect((await a.rest('POST', '/api/login/two-factor', { code: ` ${first.toUpperCase().replace('-', ' ')} ` })).status).toBe(200);
    const b = t.caller();
    await b.rest('POST', '/api/login', { email: o.user.email, password: 'password123' });
    expect((await b.rest('POST', '/api/login/two-factor', { code: first })).status).toBe(401);
    expect((await o.gql('{ viewer { recoveryCodesLeft } }')).data.viewer.recoveryCodesLeft).toBe(9);
  });

  it('wrong codes count toward the sign-in throttle (429)', async () => {
    const o = await ownerWithTwoFactor();
    const a = t.caller();
    await a.rest('POST', '/api/login', { email: o.user.email, password: 'password123' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await a.rest('POST', '/api/login/two-factor', { code: String(100000 + i) })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it('"Remember this device" skips the code there for 30 days, until the password changes', async () => {
    const o = await ownerWithTwoFactor();
    const laptop = t.caller();
    await laptop.rest('POST', '/api/login', { email: o.user.email, password: 'password123' });
    expect((await laptop.rest('POST', '/api/login/two-factor', { code: await codeAt(o.secret), rememberDevice: true })).status).toBe(200);
    expect(laptop.cookie).toMatch(/lp_trusted=/);
    await laptop.rest('POST', '/api/logout');
    const again = await laptop.rest('POST', '/api/login', { email: o.user.email, password: 'password123' });
    expect(again.status).toBe(200);
    expect(again.body.email).toBe(o.user.email);
    // Another account's password on this device still needs its code (the remembered device is per account).
    const other = await ownerWithTwoFactor();
    expect((await laptop.rest('POST', '/api/login', { email: other.user.email, password: 'password123' })).body).toEqual({ twoFactorRequired: true });
    // A new password forgets the device.
    await o.rest('POST', '/api/account/password', { currentPassword: 'password123', newPassword: 'another-pass-9' });
    expect((await laptop.rest('POST', '/api/login', { email: o.user.email, password: 'another-pass-9' })).body).toEqual({ twoFactorRequired: true });
  });

  it('a password reset with it on saves the password and asks for a code; turning it off needs the password and a code', async () => {
    const o = await ownerWithTwoFactor();
    await t.caller().rest('POST', '/api/password-reset', { email: o.user.email });
    const { vi } = await import('vitest');
    const mail = await vi.waitFor(async () => t.prisma.emailOutbox.findFirstOrThrow({ where: { to: o.user.email, kind: 'password-reset' } }), { timeout: 5000 });
    const token = /\/reset-password\/([\w-]{43})/.exec(mail.text)?.[1];
    const reset = t.caller();
    const res = await reset.rest('POST', `/api/password-reset/${token}`, { password: 'reset-pass-77' });
    expect(res).toMatchObject({ status: 200, body: { twoFactorRequired: true } });
    expect((await reset.rest('GET', '/api/user')).status).toBe(401);

    const c = t.caller();
    await c.rest('POST', '/api/login', { email: o.user.email, password: 'reset-pass-77' });
    expect((await c.rest('POST', '/api/login/two-factor', { code: await codeAt(o.secret) })).status).toBe(200);
    expect((await c.rest('POST', '/api/account/two-factor/disable', { password: 'wrong-password', code: o.recoveryCodes[1] })).status).toBe(400);
    expect((await c.rest('POST', '/api/account/two-factor/disable', { password: 'reset-pass-77', code: '000000' })).status).toBe(400);
    expect((await c.rest('POST', '/api/account/two-factor/disable', { password: 'reset-pass-77', code: o.recoveryCodes[1] })).status).toBe(200);
    expect(await t.prisma.recoveryCode.count({ where: { userId: o.user.id } })).toBe(0);
    const plain = await t.caller().rest('POST', '/api/login', { email: o.user.email, password: 'reset-pass-77' });
    expect(plain.body.email).toBe(o.user.email);
  });
});

describe('closing an account with two-step sign-in on', () => {
  it('needs a code beside the password', async () => {
    const o = await ownerWithTwoFactor();
    expect(await o.rest('POST', '/api/account/close', { password: 'password123' })).toMatchObject({ status: 400, body: { error: CODE_NEEDED } });
    expect((await o.rest('POST', '/api/account/close', { password: 'password123', code: '000000' })).status).toBe(400);
    expect((await o.rest('POST', '/api/account/close', { password: 'password123', code: o.recoveryCodes[0] })).status).toBe(202);
  });
});

describe('ADMIN_REQUIRE_TWO_FACTOR', () => {
  it('an administrator without two-step sign-in is refused the admin operations until it is on', async () => {
    const app = await startTestApp({ ADMIN_REQUIRE_TWO_FACTOR: 'true' });
    try {
      const admin = await app.admin();
      const ask = () => admin.rest('GET', '/api/admin/users');
      expect((await ask()).status).toBe(403);
      const setup = await admin.rest('POST', '/api/account/two-factor/setup');
      expect((await admin.rest('POST', '/api/account/two-factor/enable', { code: await codeAt(setup.body.secret) })).status).toBe(200);
      expect((await ask()).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
