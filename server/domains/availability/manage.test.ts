// A visitor's booking through its private link: the REST rows and GraphQL operations, the cut-off,
// moves through the slot check, the emails and the owner's live event, and the calendar feed.
import crypto from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_WINDOW, SLOT_TAKEN } from '../../../common/availability.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { subscribe } from '../../test/sse.js';
import { BOOKING_CANCELLED, CHOOSE_A_WINDOW, MANAGED_BOOKING_NOT_FOUND, tooLateToChange } from './manage.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function instantOwner() {
  const o = await t.owner();
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: `Glow ${Math.random().toString(36).slice(2, 8)}`, city: 'Chicago', state: 'IL', zipCode: '60601', phone: '(312) 555-0199' });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
  expect((await o.rest('PUT', '/api/availability', { bookingMode: 'instant' })).status).toBe(200);
  const service = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
  return Object.assign(o, { subdomain: b.body.subdomain as string, serviceId: service.id });
}

type Window = { start: string; end: string; label: string };
const windowsOn = async (o: { subdomain: string; serviceId: string }, date: string): Promise<Window[]> => {
  const res = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${date}&to=${date}&zip=60601`);
  expect(res.status).toBe(200);
  return res.body.days[0].windows;
};

async function book(o: { subdomain: string; serviceId: string }, start: string, email: string | null = 'vera@example.com') {
  const res = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, {
    serviceId: o.serviceId,
    start,
    name: 'Vera Visitor',
    phone: `(312) 555-${String(crypto.randomInt(1000, 9999))}`,
    email,
    vehicleMake: 'Subaru',
    vehicleModel: 'Outback',
    address: '12 Elm St, Chicago IL',
    zip: '60601',
  });
  expect(res.status).toBe(201);
  const token = new URL(res.body.manageUrl).pathname.split('/').pop() as string;
  return { id: res.body.id as string, token, manageUrl: res.body.manageUrl as string };
}

const manage = (token: string, action = '', body?: unknown) =>
  t.caller().rest(action ? 'POST' : 'GET', `/api/bookings/manage/${encodeURIComponent(token)}${action ? `/${action}` : ''}`, body);

describe('the manage token', () => {
  it('is 32 random bytes, not the id, and only its hash is stored', async () => {
    const o = await instantOwner();
    const [w] = await windowsOn(o, inDays(4));
    const { id, token, manageUrl } = await book(o, w.start);
    expect(manageUrl).toBe(`http://localhost/b/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(id);
    const row = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } });
    expect(row.manageTokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    // The id, or the stored hash, opens nothing.
    expect((await manage(id)).status).toBe(404);
    expect((await manage(row.manageTokenHash as string)).status).toBe(404);
  });

  it('unknown, malformed and NUL tokens are 404 or 400, never 500', async () => {
    expect(await manage(crypto.randomBytes(32).toString('base64url'))).toMatchObject({ status: 404, body: { error: MANAGED_BOOKING_NOT_FOUND } });
    expect((await manage('short')).status).toBe(404);
    expect((await manage(`${'a'.repeat(40)}\u0000`)).status).toBe(400);
    expect((await manage(`${'a'.repeat(40)}\u0000`, 'cancel')).status).toBe(400);
    expect((await manage(crypto.randomBytes(32).toString('base64url'), 'cancel')).status).toBe(404);
    expect((await manage(crypto.randomBytes(32).toString('base64url'), 'reschedule', { start: `${inDays(3)}T15:00:00Z` })).status).toBe(404);
    const gql = await t.caller().gql('query($t: String!) { managedBooking(token: $t) { __typename } }', { t: `${'a'.repeat(40)}\u0000` });
    expect(gql.errors?.[0]?.extensions?.code ?? gql.data.managedBooking.__typename).toMatch(/BAD_USER_INPUT|NotFoundError/);
  });
});

describe('GET /api/bookings/manage/{token}', () => {
  it('shows the booking, with no cookie, to any origin', async () => {
    const o = await instantOwner();
    const [w] = await windowsOn(o, inDays(4));
    const { token } = await book(o, w.start);
    const res = await t.caller().send('GET', `/api/bookings/manage/${token}`, undefined, { origin: 'https://elsewhere.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await res.json();
    expect(body).toEqual({
      business: { businessName: expect.stringMatching(/^Glow /), phone: '(312) 555-0199' },
      serviceName: 'Full Detail',
      start: w.start,
      end: expect.any(String),
      arrivalEnd: w.end,
      address: '12 Elm St, Chicago IL',
      status: 'scheduled',
      canChange: true,
    });
    expect(Date.parse(body.end) - Date.parse(body.start)).toBe(120 * 60_000);
    // The owner's cookie changes nothing: the route is the same for everyone.
    expect((await o.rest('GET', `/api/bookings/manage/${token}`)).body).toEqual(body);
  });
});

describe('cancel', () => {
  it('cancels, frees the window, mails visitor and owner, and publishes to the owner only', async () => {
    const o = await instantOwner();
    const other = await instantOwner();
    const [w] = await windowsOn(o, inDays(5));
    const { id, token } = await book(o, w.start);
    expect((await windowsOn(o, inDays(5))).map((x) => x.start)).not.toContain(w.start);
    const CHANGED = 'subscription { appointmentChanged { id status } }';
    const mine = await subscribe(t.app.fetch, { cookie: o.cookie, query: CHANGED });
    const theirs = await subscribe(t.app.fetch, { cookie: other.cookie, query: CHANGED });
    try {
      await new Promise((r) => setTimeout(r, 50));
      const res = await t.caller().send('POST', `/api/bookings/manage/${token}/cancel`, undefined, { origin: 'https://elsewhere.example' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'cancelled' });
      const event = await mine.next(2000);
      expect(event?.data?.appointmentChanged.status).toBe('cancelled');
      expect(Buffer.from(event?.data?.appointmentChanged.id, 'base64').toString()).toBe(`ServiceRecord:${id}`);
      await expect(theirs.next(300)).rejects.toThrow();
    } finally {
      mine.close();
      theirs.close();
    }
    expect(await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'cancelled' });
    expect((await windowsOn(o, inDays(5))).map((x) => x.start)).toContain(w.start);
    expect((await manage(token)).body).toMatchObject({ status: 'cancelled', canChange: false });
    expect(await manage(token, 'cancel')).toMatchObject({ status: 409, body: { error: BOOKING_CANCELLED } });
    expect((await manage(token, 'reschedule', { start: w.start })).status).toBe(409);
    const visitor = await t.prisma.emailOutbox.findFirstOrThrow({ where: { kind: 'booking-cancelled', to: 'vera@example.com', text: { contains: w.label } } });
    expect(visitor.subject).toMatch(/cancelled/);
    expect(await t.prisma.emailOutbox.count({ where: { kind: 'booking-cancelled-owner', to: o.user.email } })).toBe(1);
  });

  it('is refused after the cut-off (24 h before the start)', async () => {
    const o = await instantOwner();
    const [w] = await windowsOn(o, inDays(4));
    const { id, token } = await book(o, w.start);
    await t.prisma.serviceRecord.update({ where: { id }, data: { serviceDate: new Date(Date.now() + 23 * 3_600_000) } });
    expect((await manage(token)).body).toMatchObject({ status: 'scheduled', canChange: false });
    expect(await manage(token, 'cancel')).toMatchObject({ status: 409, body: { error: tooLateToChange(24) } });
    expect(await manage(token, 'reschedule', { start: w.start })).toMatchObject({ status: 409, body: { error: tooLateToChange(24) } });
    expect(await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'scheduled' });
    // 25 h ahead it still can.
    await t.prisma.serviceRecord.update({ where: { id }, data: { serviceDate: new Date(Date.now() + 25 * 3_600_000) } });
    expect((await manage(token, 'cancel')).status).toBe(200);
  });

  it("follows the owner's cut-off from Settings → Availability", async () => {
    const o = await instantOwner();
    expect((await o.rest('GET', '/api/availability')).body.changeCutoffHours).toBe(24);
    expect((await o.rest('PUT', '/api/availability', { changeCutoffHours: 48 })).body.changeCutoffHours).toBe(48);
    expect((await o.rest('PUT', '/api/availability', { changeCutoffHours: -1 })).status).toBe(400);
    const [w] = await windowsOn(o, inDays(4));
    const { id, token } = await book(o, w.start);
    await t.prisma.serviceRecord.update({ where: { id }, data: { serviceDate: new Date(Date.now() + 30 * 3_600_000) } });
    expect((await manage(token)).body).toMatchObject({ canChange: false });
    expect(await manage(token, 'cancel')).toMatchObject({ status: 409, body: { error: tooLateToChange(48) } });
    expect((await o.rest('PUT', '/api/availability', { changeCutoffHours: 2 })).status).toBe(200);
    expect((await manage(token)).body).toMatchObject({ canChange: true });
    expect((await manage(token, 'cancel')).status).toBe(200);
  });
});

describe('reschedule', () => {
  it('moves to a free window, frees the old one, mails both with the link, and publishes', async () => {
    const o = await instantOwner();
    const before = await windowsOn(o, inDays(6));
    const { id, token, manageUrl } = await book(o, before[0].start);
    const target = before[before.length - 1];
    const sub = await subscribe(t.app.fetch, { cookie: o.cookie, query: 'subscription { appointmentChanged { id serviceDate } }' });
    try {
      await new Promise((r) => setTimeout(r, 50));
      const res = await manage(token, 'reschedule', { start: target.start });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ start: target.start, arrivalEnd: target.end, status: 'scheduled', canChange: true });
      const event = await sub.next(2000);
      expect(new Date(event?.data?.appointmentChanged.serviceDate).getTime()).toBe(Date.parse(target.start));
    } finally {
      sub.close();
    }
    const row = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } });
    expect(row.serviceDate.getTime()).toBe(Date.parse(target.start));
    // The range the exclusion constraint compares (placement.ts): the 15-minute buffer and the drive
    // from the base (the same ZIP: none) before the arrival, to the end of the 2-hour job.
    expect(row.busyFrom?.getTime()).toBe(Date.parse(target.start) - 15 * 60_000);
    expect(row.busyUntil?.getTime()).toBe(Date.parse(target.start) + 120 * 60_000);
    const after = (await windowsOn(o, inDays(6))).map((w) => w.start);
    expect(after).toContain(before[0].start);
    expect(after).not.toContain(target.start);
    // The visitor's new confirmation is the owner's customer message (server/domains/messages), with the link.
    const confirmations = await t.prisma.customerMessage.findMany({ where: { appointmentId: id, kind: 'confirmation' }, orderBy: { createdAt: 'asc' } });
    expect(confirmations).toHaveLength(2);
    const moved = confirmations[1];
    expect(moved).toMatchObject({ channel: 'email', to: 'vera@example.com', body: expect.stringContaining(manageUrl) });
    expect(moved.body).toContain(target.label);
    // It says it moved, from when to when, before anything else.
    expect(moved.subject).toMatch(/^Moved: /);
    expect(moved.body.split('\n')[0]).toMatch(new RegExp(`^Your booking was moved from .*${before[0].label}.* to .*${target.label}`));
    expect(confirmations[0].subject).not.toMatch(/^Moved/);
    expect(await t.prisma.emailOutbox.count({ where: { kind: 'booking-moved-owner', to: o.user.email } })).toBe(1);
  });

  it('refuses a taken window (409) and a time that is not a window (409), and names a missing start (400)', async () => {
    const o = await instantOwner();
    const ws = await windowsOn(o, inDays(7));
    const mine = await book(o, ws[0].start);
    const last = ws[ws.length - 1];
    await book(o, last.start);
    expect(await manage(mine.token, 'reschedule', { start: last.start })).toMatchObject({ status: 409, body: { error: SLOT_TAKEN } });
    expect(await manage(mine.token, 'reschedule', { start: `${inDays(7)}T03:17:00-06:00` })).toMatchObject({ status: 409, body: { error: NOT_A_WINDOW } });
    expect(await manage(mine.token, 'reschedule', {})).toMatchObject({ status: 400, body: { error: CHOOSE_A_WINDOW } });
    const row = await t.prisma.serviceRecord.findFirstOrThrow({ where: { manageTokenHash: crypto.createHash('sha256').update(mine.token).digest('hex') } });
    expect(row.serviceDate.getTime()).toBe(Date.parse(ws[0].start));
  });

  it("another owner's job never blocks, its own old time never blocks a move next to it", async () => {
    const o = await instantOwner();
    const other = await instantOwner();
    const ws = await windowsOn(o, inDays(8));
    const theirs = await windowsOn(other, inDays(8));
    await book(other, theirs[1].start);
    const mine = await book(o, ws[0].start);
    // One step later overlaps the booking's own current time: allowed, as it moves.
    const res = await manage(mine.token, 'reschedule', { start: ws[1].start });
    expect(res).toMatchObject({ status: 200, body: { start: ws[1].start } });
  });
});

describe('after an instant booking', () => {
  it('confirms to the visitor with the manage link, mails the owner, and the calendar feed has the job', async () => {
    const o = await instantOwner();
    const [w] = await windowsOn(o, inDays(9));
    const { id, manageUrl } = await book(o, w.start);
    // One confirmation to the visitor, the owner's customer message with the manage link (no second email of its own).
    const visitor = await t.prisma.customerMessage.findMany({ where: { appointmentId: id, kind: 'confirmation' } });
    expect(visitor).toEqual([expect.objectContaining({ channel: 'email', to: 'vera@example.com', body: expect.stringContaining(manageUrl) })]);
    expect(visitor[0].body).toContain(w.label);
    expect(await t.prisma.emailOutbox.count({ where: { kind: 'booking-booked' } })).toBe(0);
    const owner = await t.prisma.emailOutbox.findFirstOrThrow({ where: { kind: 'booking-booked-owner', to: o.user.email } });
    expect(owner.text).toContain('Vera Visitor booked Full Detail');
    expect(owner.text).not.toContain(manageUrl);
    const feed = await o.rest('POST', '/api/calendar-feed');
    const ics = await (await t.caller().send('GET', new URL(feed.body.url).pathname)).text();
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const job = events.find((e) => e.uid === `${id}@detailers-launchpad`);
    expect(job?.startDate.toJSDate().getTime()).toBe(Date.parse(w.start));
    expect(job?.endDate.toJSDate().getTime()).toBe(Date.parse(w.start) + 120 * 60_000);
    expect(job?.location).toBe('12 Elm St, Chicago IL');
  });

  it('mails only the owner when the visitor gave no email', async () => {
    const o = await instantOwner();
    const [w] = await windowsOn(o, inDays(10));
    const { id, manageUrl } = await book(o, w.start, null);
    expect(await t.prisma.emailOutbox.count({ where: { text: { contains: manageUrl } } })).toBe(0);
    expect(await t.prisma.customerMessage.findMany({ where: { appointmentId: id, kind: 'confirmation' } })).toEqual([
      expect.objectContaining({ status: 'skipped', to: '', error: 'No email address and no consent to texts' }),
    ]);
    expect(await t.prisma.emailOutbox.count({ where: { kind: 'booking-booked-owner', to: o.user.email } })).toBe(1);
  });
});

describe('the page /b/{token} (no JavaScript)', () => {
  const form = (token: string, action: string, fields: Record<string, string>) =>
    t.caller().send('POST', `/b/${token}/${action}`, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

  it('shows the booking with a Move form of free windows, moves, asks before cancelling, then cancels', async () => {
    const o = await instantOwner();
    const ws = await windowsOn(o, inDays(4));
    const { id, token } = await book(o, ws[0].start);
    const res = await t.caller().send('GET', `/b/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1[^>]*>Your booking<\/h1>/);
    expect(html).toContain('Full Detail');
    expect(html).toContain('12 Elm St, Chicago IL');
    expect(html).toContain(ws[0].label);
    expect(html).toContain(`action="/b/${token}/move"`);
    // The days with free windows are links; one day's windows are offered at a time, below Cancel.
    expect(html).toContain(`href="/b/${token}?day=${inDays(4)}#move"`);
    expect(html.indexOf('Cancel booking…')).toBeLessThan(html.indexOf('Move to another time'));
    expect(html.match(/<fieldset/g)).toHaveLength(1);
    const day4 = await (await t.caller().send('GET', `/b/${token}?day=${inDays(4)}`)).text();
    expect(day4).toContain(`value="${ws[2].start}"`);
    expect(day4).not.toContain(`value="${ws[0].start}"`);
    expect(day4).toContain(`href="/b/${token}?day=${inDays(4)}#move" aria-current="date"`);

    const moved = await form(token, 'move', { start: ws[2].start });
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toBe(`/b/${token}?done=moved`);
    expect((await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).serviceDate.getTime()).toBe(Date.parse(ws[2].start));
    expect(await (await t.caller().send('GET', `/b/${token}?done=moved`)).text()).toContain('Your booking was moved');

    const ask = await form(token, 'cancel', {});
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('Cancel this booking?');
    expect((await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).status).toBe('scheduled');
    const cancelled = await form(token, 'cancel', { confirm: 'yes' });
    expect(cancelled.status).toBe(303);
    expect((await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).status).toBe('cancelled');
    const after = await (await t.caller().send('GET', `/b/${token}?done=cancelled`)).text();
    expect(after).toContain('Your booking is cancelled.');
    expect(after).not.toContain('/move"');
  });

  it('after the cut-off says to call, with a tel: link, and refuses a posted move (409)', async () => {
    const o = await instantOwner();
    const ws = await windowsOn(o, inDays(4));
    const { id, token } = await book(o, ws[0].start);
    await t.prisma.serviceRecord.update({ where: { id }, data: { serviceDate: new Date(Date.now() + 5 * 3_600_000) } });
    const html = await (await t.caller().send('GET', `/b/${token}`)).text();
    expect(html).toContain('href="tel:3125550199"');
    expect(html).toContain('can no longer be changed online');
    expect(html).not.toContain('/move"');
    const res = await form(token, 'move', { start: ws[1].start });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('can no longer be changed online');
  });

  it('an unknown token is 404, a NUL is 400, a taken window is 409 with the page', async () => {
    expect((await t.caller().send('GET', `/b/${crypto.randomBytes(32).toString('base64url')}`)).status).toBe(404);
    expect((await t.caller().send('GET', '/b/abc%00def')).status).toBe(400);
    expect((await form('abc%00def', 'cancel', { confirm: 'yes' })).status).toBe(400);
    expect((await form(crypto.randomBytes(32).toString('base64url'), 'cancel', { confirm: 'yes' })).status).toBe(404);
    const o = await instantOwner();
    const ws = await windowsOn(o, inDays(5));
    const mine = await book(o, ws[0].start);
    await book(o, ws[ws.length - 1].start);
    const res = await form(mine.token, 'move', { start: ws[ws.length - 1].start });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(SLOT_TAKEN.replace("'", '&#39;'));
    expect((await form(mine.token, 'move', { start: `x\u0000` })).status).toBeLessThan(500);
  });
});

describe('whenLabel', () => {
  it('names the weekday, month and day in the business zone, then the window', async () => {
    const { whenLabel } = await import('./manage.notify.js');
    // 15:00–17:00 UTC on Tuesday, December 1, 2026 is 9:00–11:00 AM in Chicago.
    expect(whenLabel(new Date('2026-12-01T15:00:00Z'), new Date('2026-12-01T17:00:00Z'), 'America/Chicago')).toMatch(/^Tuesday, December 1, 9:00/);
    // 03:00 UTC on December 2 is still December 1 in Chicago.
    expect(whenLabel(new Date('2026-12-02T03:00:00Z'), null, 'America/Chicago')).toMatch(/^Tuesday, December 1, /);
  });
});
