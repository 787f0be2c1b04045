// The fourth security probe (issue 58: links, deletion, logs, imports, headers, source maps), each
// finding as behaviour. The connection limits have their own test on a real socket (listen.test.ts),
// and production's refusal to start without APP_URL is in config.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_LIMIT, dayFull, IMPORT_ROWS_LIMIT, SCRIPTS_LIMIT, TASK_LIMITS, tasksToCsv } from '../common/tasks.js';
import { subscriptionNotCancelled } from './domains/payments/payments.service.js';
import { clientDir } from './client-files.js';
import { PERMISSIONS_POLICY } from './http-guards.js';
import { loggablePath } from './log-paths.js';
import { restRows } from './rest/routes.js';
import { book, inDays, ownerWithBusiness, windowsOn } from './test/fixtures.js';
import { type TestApp, startTestApp } from './test/harness.js';
import { startStripeStandin } from './test/stripe-standin.js';

const APP = 'https://app.example.com';
let t: TestApp;
let standin: Awaited<ReturnType<typeof startStripeStandin>>;
const logged: { path?: string; msg?: string }[] = [];
beforeAll(async () => {
  standin = await startStripeStandin();
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  });
  t = await startTestApp({ APP_URL: APP, STRIPE_SECRET_KEY: 'sk_test_probe4', STRIPE_API_URL: standin.url }, { log: pino({ level: 'info' }, sink) });
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

/** A request as a client that chose its own Host (and X-Forwarded-Host) would send it. */
const fromEvilHost = (method: string, url: string, body?: unknown) =>
  t.app.fetch(
    new Request(`http://evil.example${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

describe("links are built on APP_URL, never on a request's Host", () => {
  it("the owner's email about a booking request, an instant booking's manage link and its email", async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const requested = await fromEvilHost('POST', `/api/booking/${o.subdomain}/requests`, {
      name: 'Evan Host', phone: '(312) 555-0111', serviceName: 'Full Detail', vehicleMake: 'Honda', vehicleModel: 'Fit',
      preferredDate: inDays(3), preferredTime: 'morning', address: '1 Main St',
    });
    expect(requested.status).toBe(201);
    const toOwner = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: o.user.email }, orderBy: { createdAt: 'desc' } });
    expect(toOwner.text).toContain(`${APP}/requests`);
    expect(toOwner.text).not.toContain('evil.example');

    const instant = await ownerWithBusiness(t);
    const [w] = await windowsOn(t, instant, inDays(4));
    const res = await fromEvilHost('POST', `/api/booking/${instant.subdomain}/bookings`, {
      serviceId: instant.serviceId, start: w.start, name: 'Evan Host', phone: '(312) 555-0112', email: 'evan@example.com',
      vehicleMake: 'Honda', vehicleModel: 'Fit', address: '1 Main St', zip: '60601',
    });
    const body = await res.json();
    expect(res.status).toBe(201);
    expect(body.manageUrl).toMatch(new RegExp(`^${APP}/b/`));
    // The visitor's confirmation (a customer message) carries the link on APP_URL.
    const toVisitor = await t.prisma.customerMessage.findMany({ where: { appointmentId: body.id } });
    expect(toVisitor.length).toBeGreaterThan(0);
    for (const m of toVisitor) expect(m.body).not.toContain('evil.example');
    expect(toVisitor.map((m) => m.body).join('\n')).toContain(`${APP}/b/`);
    // The booking page's canonical address too.
    const page = await (await fromEvilHost('GET', `/booking/${instant.subdomain}`)).text();
    expect(page).toContain(`${APP}/booking/${instant.subdomain}`);
    expect(page).not.toContain('evil.example');
  });

  it('without APP_URL (development), the base is the local address, still never the Host', async () => {
    const local = await startTestApp({ APP_URL: '', PORT: '3456' });
    try {
      const o = await ownerWithBusiness(local);
      const [w] = await windowsOn(local, o, inDays(4));
      const res = await local.app.fetch(
        new Request(`http://evil.example/api/booking/${o.subdomain}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ serviceId: o.serviceId, start: w.start, name: 'Evan', phone: '(312) 555-0113', vehicleMake: 'Honda', vehicleModel: 'Fit', address: '1 Main St', zip: '60601' }),
        }),
      );
      expect((await res.json()).manageUrl).toMatch(/^http:\/\/localhost:3456\/b\//);
    } finally {
      await local.close();
    }
  });
});

describe('deleting an owner ends their billing at Stripe', () => {
  async function subscriber(subscription: string) {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    await t.prisma.user.update({ where: { id: o.user.id }, data: { paymentVerified: true, stripeCustomerId: `cus_${o.user.id}`, stripeSubscriptionId: subscription } });
    await t.prisma.business.update({ where: { ownerId: o.user.id }, data: { stripeAccountId: `acct_${o.user.id}` } });
    return o;
  }

  it('cancels the Founders Rate with the deletion, and keeps what support needs of the account', async () => {
    const admin = await t.admin();
    const o = await subscriber(`sub_live_${Date.now()}`);
    const res = await admin.rest('DELETE', `/api/admin/users/${o.user.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const subscription = (await t.prisma.deletedOwner.findFirstOrThrow({ where: { userId: o.user.id } })).stripeSubscriptionId as string;
    expect(standin.cancelledSubscriptions).toContain(subscription);
    const cancel = standin.requests.findLast((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription}`);
    expect(cancel?.idempotencyKey).toBe(`cancel-on-delete-${o.user.id}`);
    expect(await t.prisma.deletedOwner.findFirstOrThrow({ where: { userId: o.user.id } })).toMatchObject({
      email: o.user.email,
      stripeCustomerId: `cus_${o.user.id}`,
      subscriptionCancelled: true,
      stripeAccountId: `acct_${o.user.id}`,
      deletedBy: 'admin',
      deletedByUserId: admin.user.id,
    });
    expect(await t.prisma.user.count({ where: { id: o.user.id } })).toBe(0);
  });

  it("Stripe's refusal stops the deletion with a 502 in words; nothing is deleted", async () => {
    const admin = await t.admin();
    const o = await subscriber(`sub_down_${Date.now()}`);
    standin.settings.failing = { method: 'DELETE', path: /^\/v1\/subscriptions\//, status: 500, error: { type: 'api_error', message: 'Something went wrong on our end.' } };
    try {
      const res = await admin.rest('DELETE', `/api/admin/users/${o.user.id}`);
      expect(res).toMatchObject({ status: 502, body: { error: subscriptionNotCancelled('Something went wrong on our end.') } });
    } finally {
      standin.settings.failing = null;
    }
    expect(await t.prisma.user.count({ where: { id: o.user.id } })).toBe(1);
    expect(await t.prisma.deletedOwner.count({ where: { userId: o.user.id } })).toBe(0);
    // A subscription Stripe no longer knows is over already: the deletion goes on.
    await t.prisma.user.update({ where: { id: o.user.id }, data: { stripeSubscriptionId: 'sub_missing_1' } });
    expect((await admin.rest('DELETE', `/api/admin/users/${o.user.id}`)).status).toBe(200);
  });
});

describe('private-link tokens never reach the request log', () => {
  it('the pages and their /api twins are logged with [token]', async () => {
    const o = await ownerWithBusiness(t);
    const [w] = await windowsOn(t, o, inDays(5));
    const { token } = await book(t, o, w.start);
    const feed = `feed${'z'.repeat(30)}`;
    const paths = [`/b/${token}`, `/pay/${token}`, `/calendar/${feed}.ics`, `/api/bookings/manage/${token}`, `/api/bookings/manage/${token}/cancel`, `/api/pay/${token}/checkout`];
    const before = logged.length;
    for (const p of paths) await t.caller().send(p.includes('cancel') || p.includes('checkout') ? 'POST' : 'GET', p, p.startsWith('/api') && !p.endsWith(token) ? {} : undefined);
    const lines = logged.slice(before).filter((l) => l.msg === 'request');
    expect(lines.map((l) => l.path)).toEqual([
      '/b/[token]', '/pay/[token]', '/calendar/[token].ics', '/api/bookings/manage/[token]', '/api/bookings/manage/[token]/cancel', '/api/pay/[token]/checkout',
    ]);
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(JSON.stringify(logged)).not.toContain(feed);
  });

  it('every REST route that takes a token is covered', () => {
    const withToken = restRows.filter((r) => r.path.includes(':token'));
    expect(withToken.length).toBeGreaterThan(0);
    for (const row of withToken) {
      const secret = 'S3cretT0ken_abcdefghijklmnopqrstuvwxyz';
      expect(loggablePath(row.path.replace(':token', secret)), row.path).not.toContain(secret);
    }
    for (const page of ['/reset-password/', '/confirm-email/', '/undo-email/', '/account-export/']) {
      const secret = 'S3cretT0ken_abcdefghijklmnopqrstuvwxyz';
      expect(loggablePath(`${page}${secret}${page === '/account-export/' ? '.zip' : ''}`), page).toBe(`${page}[token]${page === '/account-export/' ? '.zip' : ''}`);
    }
    expect(loggablePath('/api/customers/abc')).toBe('/api/customers/abc');
    expect(loggablePath('/booking/shine')).toBe('/booking/shine');
  });
});

describe('a task import has bounds', () => {
  const task = (k: number, over: Record<string, unknown> = {}) => ({
    taskId: `bound-${k}`, title: `Task ${k}`, description: 'Do it.', timeRequired: '5 minutes', checklist: [], scripts: [], week: 1, day: 1, displayOrder: k, ...over,
  });
  const csv = (tasks: ReturnType<typeof task>[]) => tasksToCsv(tasks as Parameters<typeof tasksToCsv>[0]);
  const upload = (admin: Awaited<ReturnType<TestApp['admin']>>, text: string, mode = 'add') => admin.rest('POST', '/api/admin/tasks/import', { filename: 'big.csv', mode, csv: text });

  it(`at most ${TASK_LIMITS.importRows} rows, ${TASK_LIMITS.perDay} tasks a day, ${TASK_LIMITS.checklistItems} checklist items, ${TASK_LIMITS.scripts} scripts: 400 naming the limit, nothing imported`, async () => {
    const admin = await t.admin();
    const before = await t.prisma.dailyTask.count();
    const rows = Array.from({ length: TASK_LIMITS.importRows + 1 }, (_, k) => task(k, { day: (k % 7) + 1, week: (k % 4) + 1 }));
    expect(await upload(admin, csv(rows))).toMatchObject({ status: 400, body: { error: IMPORT_ROWS_LIMIT } });
    const crowded = Array.from({ length: TASK_LIMITS.perDay + 1 }, (_, k) => task(k, { week: 3, day: 4 }));
    expect(await upload(admin, csv(crowded), 'replace')).toMatchObject({ status: 400, body: { error: dayFull(3, 4) } });
    const list = Array.from({ length: TASK_LIMITS.checklistItems + 1 }, (_, k) => `Step ${k}`);
    expect(await upload(admin, csv([task(1, { checklist: list })]))).toMatchObject({ status: 400, body: { error: `Row 2: ${CHECKLIST_LIMIT}` } });
    expect(await upload(admin, csv([task(1, { checklist: ['x'.repeat(501)] })]))).toMatchObject({ status: 400, body: { error: `Row 2: ${CHECKLIST_LIMIT}` } });
    const scripts = Array.from({ length: TASK_LIMITS.scripts + 1 }, (_, k) => ({ name: `S${k}`, text: 'Hi' }));
    expect(await upload(admin, csv([task(1, { scripts })]))).toMatchObject({ status: 400, body: { error: `Row 2: ${SCRIPTS_LIMIT}` } });
    expect(await upload(admin, csv([task(1, { scripts: [{ name: 'Long', text: 'y'.repeat(5001) }] })]))).toMatchObject({ status: 400, body: { error: `Row 2: ${SCRIPTS_LIMIT}` } });
    expect(await t.prisma.dailyTask.count()).toBe(before);
    // A task added by hand to a full day is refused the same way.
    const w = { week: 2, day: 3 };
    const there = await t.prisma.dailyTask.count({ where: w });
    await t.prisma.dailyTask.createMany({
      data: Array.from({ length: TASK_LIMITS.perDay - there }, (_, k) => ({ ...task(900 + k, w), taskId: `fill-${w.week}-${w.day}-${k}` })),
    });
    expect(await admin.rest('POST', '/api/admin/tasks', task(999, w))).toMatchObject({ status: 400, body: { error: dayFull(w.week, w.day) } });
    // An import that adds one more to that day is refused too.
    expect(await upload(admin, csv([task(1000, w)]))).toMatchObject({ status: 400, body: { error: dayFull(w.week, w.day) } });
  });
});

describe('headers and the built client', () => {
  it('every answer turns off what the app does not use (Permissions-Policy): the app, booking, manage and pay pages, the API', async () => {
    const o = await ownerWithBusiness(t);
    const expected = Object.keys(PERMISSIONS_POLICY).map((k) => `${k}=()`).join(', ');
    for (const p of ['/', '/dashboard', `/booking/${o.subdomain}`, `/b/${'x'.repeat(43)}`, `/pay/${'x'.repeat(43)}`, '/api/user', '/healthz']) {
      const res = await t.caller().send('GET', p);
      expect(res.headers.get('permissions-policy'), p).toBe(expected);
    }
    expect(expected).toContain('camera=()');
    expect(expected).toContain('geolocation=()');
  });

  it('production serves no source map: the build keeps them off dist/client, and no script names one', async () => {
    const assets = path.join(clientDir, 'assets');
    expect(fs.existsSync(assets), 'no client build: run `npm run build`').toBe(true);
    const files = fs.readdirSync(assets);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    for (const f of files.filter((f) => f.endsWith('.js'))) expect(fs.readFileSync(path.join(assets, f), 'utf8'), f).not.toContain('sourceMappingURL');
    const served = await startTestApp({ SERVE_CLIENT: 'true' });
    try {
      const script = files.find((f) => f.endsWith('.js')) as string;
      expect((await served.caller().send('GET', `/assets/${script}`)).status).toBe(200);
      expect((await served.caller().send('GET', `/assets/${script}.map`)).status).toBe(404);
    } finally {
      await served.close();
    }
  });
});
