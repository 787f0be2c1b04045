// Forgot password, change password, a new email by its link, and the signed-in devices (#56),
// through REST, GraphQL and the pages that work without JavaScript, against a real database.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestApp, startTestApp, startTwoProcesses, uniqueEmail } from '../../test/harness.js';
import { accountTokenHash, CURRENT_PASSWORD_INCORRECT, LINK_GONE, PASSWORD_IS_EMAIL } from './account.recovery.js';
import { deviceName, publicSessionId } from './account.devices.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
// Every test caller shares one client IP here (no socket): each test starts with its reset links' count at zero.
beforeEach(() => t.app.services.throttle.reset('passwordResetIp', 'unknown'));

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The last email of `kind` to `to`, once the work after the answer has written it. */
async function mailTo(to: string, kind: string) {
  return vi.waitFor(
    async () => {
      const mail = await t.prisma.emailOutbox.findFirst({ where: { to, kind }, orderBy: { createdAt: 'desc' } });
      if (!mail) throw new Error(`no ${kind} email to ${to} yet`);
      return mail;
    },
    { timeout: 5000, interval: 25 },
  );
}

const linkIn = (text: string, path: string) => {
  const m = new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!m) throw new Error(`no ${path} link in: ${text}`);
  return m[1];
};

/** Signs in with `ua` as another device of the account. */
async function device(email: string, password: string, ua?: string) {
  const c = t.caller();
  const res = await c.send('POST', '/api/login', { email, password }, ua ? { 'user-agent': ua } : {});
  expect(res.status).toBe(200);
  return c;
}

describe('forgot password', () => {
  it('answers a known and an unknown address alike (202), and mails a single-use 60-minute link only to the known one', async () => {
    const o = await t.owner();
    const known = await t.caller().rest('POST', '/api/password-reset', { email: ` ${o.user.email.toUpperCase()} ` });
    const stranger = uniqueEmail('nobody');
    const unknown = await t.caller().rest('POST', '/api/password-reset', { email: stranger });
    expect(known).toMatchObject({ status: 202, body: { ok: true } });
    expect(unknown).toMatchObject({ status: 202, body: { ok: true } });
    const mail = await mailTo(o.user.email, 'password-reset');
    const token = linkIn(mail.text, '/reset-password');
    const row = await t.prisma.accountToken.findUniqueOrThrow({ where: { tokenHash: accountTokenHash(token) } });
    // Only the hash is stored, and the link lives 60 minutes.
    expect(JSON.stringify(await t.prisma.accountToken.findMany({ where: { userId: o.user.id } }))).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(await t.prisma.emailOutbox.count({ where: { to: stranger } })).toBe(0);
  });

  it('answers a known and an unknown address in about the same time', async () => {
    const o = await t.owner();
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await t.caller().send('POST', '/api/password-reset', { email });
      expect(res.status).toBe(202);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternating, 4 of each (the address's limit is 5 an hour).
    for (let i = 0; i < 4; i++) {
      known.push(await timed(o.user.email));
      unknown.push(await timed(uniqueEmail('ghost')));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // The lookup and the email happen after the answer: neither answer waits for them.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(15, median(unknown)));
  });

  it('limits an address to 5 an hour (429 with Retry-After), known or not', async () => {
    const email = uniqueEmail('many');
    for (let i = 0; i < 5; i++) expect((await t.caller().rest('POST', '/api/password-reset', { email })).status).toBe(202);
    const sixth = await t.caller().rest('POST', '/api/password-reset', { email });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('3600');
    expect(sixth.body.error).toBe('Too many password reset requests. Please wait an hour and try again.');
  });

  it('limits a client IP to 20 an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await t.caller().send('POST', '/api/password-reset', { email: uniqueEmail('ip') })).status);
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('a reset signs this device in, ends every other session and the link; the old password stops working', async () => {
    const o = await t.owner();
    const laptop = await device(o.user.email, 'password123');
    await t.caller().rest('POST', '/api/password-reset', { email: o.user.email });
    const token = linkIn((await mailTo(o.user.email, 'password-reset')).text, '/reset-password');

    const stranger = t.caller();
    const res = await stranger.rest('POST', `/api/password-reset/${token}`, { password: 'brand-new-secret' });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(o.user.email);
    expect((await stranger.rest('GET', '/api/user')).status).toBe(200);
    expect((await o.rest('GET', '/api/user')).status).toBe(401);
    expect((await laptop.rest('GET', '/api/user')).status).toBe(401);

    const again = await t.caller().rest('POST', `/api/password-reset/${token}`, { password: 'another-secret-1' });
    expect(again).toMatchObject({ status: 410, body: { error: LINK_GONE } });
    expect((await t.caller().rest('POST', '/api/login', { email: o.user.email, password: 'password123' })).status).toBe(401);
    expect((await t.caller().rest('POST', '/api/login', { email: o.user.email, password: 'brand-new-secret' })).status).toBe(200);
    // The owner is told, with a way back if it was not them.
    expect((await mailTo(o.user.email, 'password-changed')).text).toContain('/forgot-password');
  });

  it('refuses a short password or the email as password (400) and keeps the link; 410 for an expired, replaced or unknown link', async () => {
    const o = await t.owner();
    await t.caller().rest('POST', '/api/password-reset', { email: o.user.email });
    const first = linkIn((await mailTo(o.user.email, 'password-reset')).text, '/reset-password');
    expect(await t.caller().rest('POST', `/api/password-reset/${first}`, { password: 'short77' })).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 8 characters' },
    });
    expect(await t.caller().rest('POST', `/api/password-reset/${first}`, { password: o.user.email.toUpperCase() })).toMatchObject({
      status: 400,
      body: { error: PASSWORD_IS_EMAIL },
    });
    // Asking again ends the older link.
    await t.prisma.emailOutbox.deleteMany({ where: { to: o.user.email, kind: 'password-reset' } });
    await t.caller().rest('POST', '/api/password-reset', { email: o.user.email });
    const second = linkIn((await mailTo(o.user.email, 'password-reset')).text, '/reset-password');
    expect((await t.caller().rest('POST', `/api/password-reset/${first}`, { password: 'good-password-1' })).status).toBe(410);
    // Past its 60 minutes.
    await t.prisma.accountToken.update({ where: { tokenHash: accountTokenHash(second) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await t.caller().rest('POST', `/api/password-reset/${second}`, { password: 'good-password-1' })).status).toBe(410);
    expect((await t.caller().rest('POST', '/api/password-reset/not-a-real-token', { password: 'good-password-1' })).status).toBe(410);
  });

  it('of two requests racing with one link, one resets and the other gets 410', async () => {
    const o = await t.owner();
    await t.caller().rest('POST', '/api/password-reset', { email: o.user.email });
    const token = linkIn((await mailTo(o.user.email, 'password-reset')).text, '/reset-password');
    const results = await Promise.all([
      t.caller().rest('POST', `/api/password-reset/${token}`, { password: 'racing-one-1' }),
      t.caller().rest('POST', `/api/password-reset/${token}`, { password: 'racing-two-2' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
  });

  it('works without JavaScript: the forms post, a success redirects signed in, a dead link says so (410)', async () => {
    const o = await t.owner();
    const browser = t.caller();
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' };
    const ask = await browser.send('GET', '/forgot-password');
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('name="email"');
    const sent = await browser.send('POST', '/forgot-password', form({ email: o.user.email }), formHeaders);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('we sent it a link');
    const token = linkIn((await mailTo(o.user.email, 'password-reset')).text, '/reset-password');

    const page = await browser.send('GET', `/reset-password/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="password"');
    expect(html).not.toMatch(/<script\b/);
    const short = await browser.send('POST', `/reset-password/${token}`, form({ password: 'short' }), formHeaders);
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Password must be at least 8 characters');
    const done = await browser.send('POST', `/reset-password/${token}`, form({ password: 'page-password-1' }), formHeaders);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/?password=reset');
    expect((await browser.rest('GET', '/api/user')).body.email).toBe(o.user.email);

    const used = await t.caller().send('GET', `/reset-password/${token}`);
    expect(used.status).toBe(410);
    expect(await used.text()).toContain(LINK_GONE);
  });
});

describe('change password', () => {
  it('needs the current password (400, counted as a failed sign-in), keeps this device and ends the others', async () => {
    const o = await t.owner();
    const phone = await device(o.user.email, 'password123', PHONE_UA);
    const wrong = await o.rest('POST', '/api/account/password', { currentPassword: 'not-it-at-all', newPassword: 'changed-pass-1' });
    expect(wrong).toMatchObject({ status: 400, body: { error: CURRENT_PASSWORD_INCORRECT } });
    const short = await o.rest('POST', '/api/account/password', { currentPassword: 'password123', newPassword: 'short' });
    expect(short).toMatchObject({ status: 400, body: { error: 'Password must be at least 8 characters' } });
    const ok = await o.rest('POST', '/api/account/password', { currentPassword: 'password123', newPassword: 'changed-pass-1' });
    expect(ok.status).toBe(200);
    expect((await o.rest('GET', '/api/user')).status).toBe(200);
    expect((await phone.rest('GET', '/api/user')).status).toBe(401);
    const mail = await mailTo(o.user.email, 'password-changed');
    expect(mail.text).toContain('/forgot-password');
    expect((await t.caller().rest('POST', '/api/login', { email: o.user.email, password: 'changed-pass-1' })).status).toBe(200);
  });

  it('wrong current passwords count toward the sign-in throttle of the address', async () => {
    const o = await t.owner();
    for (let i = 0; i < 5; i++) await o.rest('POST', '/api/account/password', { currentPassword: `wrong-${i}-guess`, newPassword: 'changed-pass-1' });
    const locked = await t.caller().rest('POST', '/api/login', { email: o.user.email, password: 'password123' });
    expect(locked.status).toBe(429);
  });
});

describe('change email', () => {
  const UPDATE = `mutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) { __typename ... on Error { message } ... on UpdateProfileSuccess { user { email pendingEmail } } }
  }`;

  it('changes only when the new address confirms; the old address is told with an undo link for 7 days', async () => {
    const o = await t.owner();
    const newEmail = uniqueEmail('moved');
    const asked = await o.rest('PUT', '/api/user', { firstName: 'Owner', lastName: 'Test', email: newEmail, currentPassword: 'password123' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: o.user.email, pendingEmail: newEmail });
    const confirm = linkIn((await mailTo(newEmail, 'email-confirm')).text, '/confirm-email');
    const row = await t.prisma.accountToken.findUniqueOrThrow({ where: { tokenHash: accountTokenHash(confirm) } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 3_600_000);

    // Opening the link only shows a button: a mail scanner following it changes nothing.
    expect((await t.caller().send('GET', `/confirm-email/${confirm}`)).status).toBe(200);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: o.user.id } })).email).toBe(o.user.email);

    const done = await t.caller().rest('POST', '/api/account/email/confirm', { token: confirm });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ email: newEmail });
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: o.user.id } })).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await t.caller().rest('POST', '/api/account/email/confirm', { token: confirm })).status).toBe(410);

    const told = await mailTo(o.user.email, 'email-changed');
    const undo = linkIn(told.text, '/undo-email');
    const undoRow = await t.prisma.accountToken.findUniqueOrThrow({ where: { tokenHash: accountTokenHash(undo) } });
    expect(undoRow.expiresAt.getTime() - undoRow.createdAt.getTime()).toBe(7 * 86_400_000);
    const undone = await t.caller().send('POST', `/undo-email/${undo}`, '', { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' });
    expect(undone.status).toBe(200);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: o.user.id } })).email).toBe(o.user.email);
    // Undoing signs every device out.
    expect((await o.rest('GET', '/api/user')).status).toBe(401);
  });

  it('typing the current email again drops a pending change and its link', async () => {
    const o = await t.owner();
    const newEmail = uniqueEmail('maybe');
    await o.gql(UPDATE, { input: { firstName: 'Owner', lastName: 'Test', email: newEmail, currentPassword: 'password123' } });
    const confirm = linkIn((await mailTo(newEmail, 'email-confirm')).text, '/confirm-email');
    const back = await o.gql(UPDATE, { input: { firstName: 'Owner', lastName: 'Test', email: o.user.email } });
    expect(back.data.updateProfile.user).toEqual({ email: o.user.email, pendingEmail: null });
    expect((await t.caller().rest('POST', '/api/account/email/confirm', { token: confirm })).status).toBe(410);
  });

  it('an address taken before the confirmation is refused (409) and the account keeps its email', async () => {
    const o = await t.owner();
    const newEmail = uniqueEmail('contested');
    await o.gql(UPDATE, { input: { firstName: 'Owner', lastName: 'Test', email: newEmail, currentPassword: 'password123' } });
    const confirm = linkIn((await mailTo(newEmail, 'email-confirm')).text, '/confirm-email');
    await t.owner({ email: newEmail });
    expect((await t.caller().rest('POST', '/api/account/email/confirm', { token: confirm })).status).toBe(409);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: o.user.id } })).email).toBe(o.user.email);
  });
});

describe('signed-in devices', () => {
  it('lists each device with its browser and system, this one first, and never the credential', async () => {
    const o = await t.owner();
    await device(o.user.email, 'password123', PHONE_UA);
    await device(o.user.email, 'password123', IPHONE_UA);
    const res = await o.rest('GET', '/api/account/sessions');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[0]).toMatchObject({ current: true });
    expect(res.body.map((s: { device: string }) => s.device)).toEqual(expect.arrayContaining(['Chrome on Android', 'Safari on iOS']));
    const ids = (await t.prisma.session.findMany({ where: { userId: o.user.id } })).map((s) => s.id);
    for (const id of ids) expect(JSON.stringify(res.body)).not.toContain(id);
    for (const s of res.body) expect(Object.keys(s).sort()).toEqual(['current', 'device', 'id', 'lastActiveAt']);
  });

  it('signs one device out at once (204), 404 for another account\'s; "everywhere else" keeps only this one', async () => {
    const o = await t.owner();
    const phone = await device(o.user.email, 'password123', PHONE_UA);
    const tablet = await device(o.user.email, 'password123', IPHONE_UA);
    const list = (await o.rest('GET', '/api/account/sessions')).body as { id: string; device: string }[];
    const phoneId = list.find((s) => s.device === 'Chrome on Android')?.id;
    const other = await t.owner();
    expect((await other.send('DELETE', `/api/account/sessions/${phoneId}`)).status).toBe(404);
    expect((await phone.rest('GET', '/api/user')).status).toBe(200);
    const gone = await o.send('DELETE', `/api/account/sessions/${phoneId}`);
    expect(gone.status).toBe(204);
    expect((await phone.rest('GET', '/api/user')).status).toBe(401);
    expect((await tablet.rest('GET', '/api/user')).status).toBe(200);
    expect((await o.send('DELETE', '/api/account/sessions')).status).toBe(204);
    expect((await tablet.rest('GET', '/api/user')).status).toBe(401);
    expect((await o.rest('GET', '/api/account/sessions')).body).toHaveLength(1);
  });

  it('names devices from their user agent', () => {
    expect(deviceName(PHONE_UA)).toBe('Chrome on Android');
    expect(deviceName(IPHONE_UA)).toBe('Safari on iOS');
    expect(deviceName(null)).toBe('Unknown device');
    expect(deviceName('curl/8.5.0')).toBe('curl');
    expect(publicSessionId('a')).not.toBe(publicSessionId('b'));
  });
});

// Two server processes on one PostgreSQL database (TEST_DATABASE_URL), as the queues' two-process tests do.
describe.skipIf(!process.env.TEST_DATABASE_URL)('on two server processes', () => {
  it('a device signed out on one process is signed out on the other at once', async () => {
    const two = await startTwoProcesses();
    try {
      const email = uniqueEmail('two');
      const onA = two.a.caller();
      expect((await onA.rest('POST', '/api/register', { firstName: 'Two', lastName: 'Places', email, password: 'password123' })).status).toBe(201);
      const onB = two.b.caller();
      expect((await onB.rest('POST', '/api/login', { email, password: 'password123' })).status).toBe(200);
      expect((await onB.rest('GET', '/api/user')).status).toBe(200);
      expect((await onA.send('DELETE', '/api/account/sessions')).status).toBe(204);
      expect((await onB.rest('GET', '/api/user')).status).toBe(401);
      expect((await onA.rest('GET', '/api/user')).status).toBe(200);
    } finally {
      await two.close();
    }
  });
});
