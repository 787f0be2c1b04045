// The third security probe (issue 46: money, availability, messages): each finding as behaviour
// through REST and GraphQL. The authorization matrix holds the API-token rows (SESSION_ONLY).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_PUBLIC_DAYS } from '../common/availability.js';
import { TOO_MANY_AVAILABILITY_REQUESTS } from '../common/booking.js';
import { calendarDateMessage } from '../common/dates.js';
import { REASONS } from './domains/messages/messages.send.js';
import { linksIn, linksNotAllowed } from './domains/messages/sms.links.js';
import type { TwilioSms } from './integrations/twilio.js';
import { book, type BusinessOwner, inDays, openAroundTheClock, ownerWithBusiness, windowsOn } from './test/fixtures.js';
import { type TestApp, startTestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('far years and impossible dates are a 400 naming the field, never a 500', () => {
  const FAR = ['+275760-09-13T00:00:00Z', '-000001-01-01T00:00:00Z', '+010000-01-01T00:00:00Z', '1850-01-01T15:00:00Z'];

  it('a booking start or a move in year +275760 or a negative year', async () => {
    const o = await ownerWithBusiness(t);
    for (const start of FAR) {
      const res = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, { serviceId: o.serviceId, start, name: 'V', phone: '(312) 555-0100', vehicleMake: 'A', vehicleModel: 'B', address: '1 A St', zip: '60601' });
      expect(res.status, start).toBe(400);
    }
    const [w] = await windowsOn(t, o, inDays(4));
    const { token } = await book(t, o, w.start);
    for (const start of FAR) {
      const res = await t.caller().rest('POST', `/api/bookings/manage/${token}/reschedule`, { start });
      expect(res.status, start).toBe(400);
    }
  });

  it('the public availability and the owner’s schedule days of 2026-02-30', async () => {
    const o = await ownerWithBusiness(t);
    const res = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=2026-02-30&to=2026-03-02&zip=60601`);
    expect(res).toMatchObject({ status: 400, body: { error: calendarDateMessage('from') } });
    const to = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=2026-02-27&to=2026-02-31&zip=60601`);
    expect(to).toMatchObject({ status: 400, body: { error: calendarDateMessage('to') } });
    const days = await o.gql('{ viewer { scheduleDays(from: "2026-02-30", to: "2026-03-02") { date } } }');
    expect(days.errors?.[0]).toMatchObject({ message: calendarDateMessage('from'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('time off on 2027-02-30 is refused, not stored as 2 March', async () => {
    const o = await ownerWithBusiness(t);
    const res = await o.rest('PUT', '/api/availability', { timeOff: [{ from: '2027-02-30' }] });
    expect(res).toMatchObject({ status: 400, body: { error: `timeOff.0.from: ${calendarDateMessage('The first day of time off')}` } });
    const end = await o.rest('PUT', '/api/availability', { timeOff: [{ from: '2027-02-27', to: '2027-02-29' }] });
    expect(end).toMatchObject({ status: 400, body: { error: `timeOff.0.to: ${calendarDateMessage('The last day of time off')}` } });
    expect((await o.rest('GET', '/api/availability')).body.timeOff).toEqual([]);
  });
});

describe("the platform's number relays no one's text", () => {
  let s: TestApp;
  const texts: { to: string; body: string }[] = [];
  const provider: TwilioSms = {
    validRequest: () => false,
    from: '+15005550006',
    async send({ to, body }) {
      texts.push({ to, body });
      return { providerId: `SM${crypto.randomBytes(16).toString('hex')}`, status: 'queued' };
    },
  };
  beforeAll(async () => {
    s = await startTestApp({ APP_URL: 'https://app.example.com', SMS_PER_OWNER_PER_DAY: '2' }, { sms: provider });
  });
  afterAll(() => s?.close());

  /** A customer who agreed to texts, with a phone of their own. */
  async function customer(o: BusinessOwner) {
    const phone = `(913) 555-${String(crypto.randomInt(1000, 9999))}`;
    const c = await o.rest('POST', '/api/customers', { firstName: 'Lena', lastName: 'Lake', phone, smsConsent: true, smsConsentSource: 'verbal' });
    expect(c.status).toBe(201);
    return { id: c.body.id as string, e164: `+1${phone.replace(/\D/g, '')}` };
  }
  /** Books a job for the customer `days` ahead and delivers its confirmation; answers the text row. */
  async function confirmation(o: BusinessOwner, c: { id: string }, days: number) {
    const at = new Date(`${inDays(days)}T15:00:00Z`);
    const job = await o.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: at.toISOString(), status: 'scheduled', serviceId: o.serviceId });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const row = await s.prisma.customerMessage.findFirstOrThrow({ where: { appointmentId: job.body.id, kind: 'confirmation', channel: { in: ['sms', 'manual_sms'] } } });
    await s.app.services.messages.deliver(row.id);
    return s.prisma.customerMessage.findUniqueOrThrow({ where: { id: row.id } });
  }
  const owner = (paid = false) => ownerWithBusiness(s, { mode: 'request', paid });

  it('a text template may link only to the booking page and the review link: 400 naming them', async () => {
    const o = await owner(true);
    const rules = { base: 'https://app.example.com', subdomain: o.subdomain, reviewLink: null };
    const put = (smsBody: string, extra: Record<string, unknown> = {}) => o.rest('PUT', '/api/message-settings', { ...extra, templates: [{ kind: 'reminder', sms: { body: smsBody } }] });
    for (const [body, found] of [
      ['Claim your prize: bit.ly/x1 {bookingLink}', ['bit.ly/x1']],
      ['Log in at https://evil.example/login to keep your slot.', ['https://evil.example/login']],
      ['Pay here www.paypal-verify.com now', ['www.paypal-verify.com']],
      ['Rebook: https://app.example.com/booking/someone-else', ['https://app.example.com/booking/someone-else']],
    ] as const) {
      const res = await put(body);
      expect(res.status, body).toBe(400);
      expect(res.body.error).toContain(linksNotAllowed([...found], rules));
    }
    // The booking page and the review link saved with it may be written out.
    const ok = await put(`Book again: https://app.example.com/booking/${o.subdomain} or review us at https://g.page/r/shine.`, { reviewLink: 'https://g.page/r/shine' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // The review link exactly, not its site; an IP address or a domain in another script is a link too.
    const withReview = { ...rules, reviewLink: 'https://g.page/r/shine' };
    for (const [body, found] of [
      ['Review: https://g.page/r/shine-evil', ['https://g.page/r/shine-evil']],
      ['Review: g.page/r/other', ['g.page/r/other']],
      ['Log in: 203.0.113.7/login', ['203.0.113.7/login']],
      ['Log in: пример.рф/x or evil。com/a', ['пример.рф/x', 'evil。com/a']],
    ] as const) {
      const res = await put(body);
      expect(res.status, body).toBe(400);
      expect(res.body.error).toContain(linksNotAllowed([...found], withReview));
    }
    expect(linksIn('Call 913.555.0101 or visit example.com/deals. $149.99 at 9 a.m. Mail me@shine.com')).toEqual(['example.com/deals']);
    // Hidden behind punctuation, an @ or an ASCII-form top-level domain, a link is still one.
    for (const [text, link] of [
      ['See...evil.com/login', 'evil.com/login'],
      ['go --evil.com/x', 'evil.com/x'],
      ['x @evil.com/x', 'evil.com/x'],
      ['x@evil.com/x', 'evil.com/x'],
      ['site.xn--p1ai/x', 'site.xn--p1ai/x'],
    ] as const) expect(linksIn(text), text).toEqual([link]);
  });

  it("an unpaid owner's texts go in the default wording; once paid, in the owner's", async () => {
    const o = await owner(false);
    const c = await customer(o);
    expect((await o.rest('PUT', '/api/message-settings', { templates: [{ kind: 'confirmation', sms: { body: 'Booked with {businessName}! Questions? {bookingLink}' } }] })).status).toBe(200);
    const unpaid = await confirmation(o, c, 5);
    expect(unpaid).toMatchObject({ channel: 'sms', status: 'sent' });
    expect(unpaid.body).toMatch(/: you are booked for Full Detail on /);
    await s.prisma.user.update({ where: { id: o.user.id }, data: { paymentVerified: true } });
    const paid = await confirmation(o, c, 6);
    expect(paid.body).toMatch(/^Booked with Glow \w+! Questions\? https:\/\/app\.example\.com\/booking\//);
  });

  it("an unpaid owner's review link does not go from the number: their thank-you waits in the To-text list", async () => {
    const o = await owner(false);
    // 8:00Z is 2 or 3 AM in Chicago: within the hours only when they are around the clock.
    await openAroundTheClock(o);
    const c = await customer(o);
    expect((await o.rest('PUT', '/api/message-settings', { reviewLink: 'https://evil.example/' })).status).toBe(200);
    const at = new Date(`${inDays(0)}T08:00:00Z`);
    const job = await o.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: at.toISOString(), status: 'scheduled', serviceId: o.serviceId });
    expect((await o.rest('PATCH', `/api/appointments/${job.body.id}`, { status: 'completed', totalAmount: '180' })).status).toBe(200);
    const row = await s.prisma.customerMessage.findFirstOrThrow({ where: { appointmentId: job.body.id, kind: 'thank_you' } });
    await s.app.services.messages.deliver(row.id, new Date(Date.now() + 7 * 86_400_000));
    expect(await s.prisma.customerMessage.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ channel: 'manual_sms', error: REASONS.foreignLink });
    expect(texts.find((x) => x.body.includes('evil.example'))).toBeUndefined();
  });

  it("a link in a template saved before the rule is dropped for the default wording; one in the business's name keeps the text off the number", async () => {
    const o = await owner(true);
    const c = await customer(o);
    await s.prisma.messageTemplate.create({
      data: { ownerId: o.user.id, kind: 'confirmation', enabled: true, emailSubject: 'Booked', emailBody: 'Booked', smsBody: 'Verify your card at https://evil.example/v' },
    });
    const row = await confirmation(o, c, 5);
    expect(row).toMatchObject({ channel: 'sms', status: 'sent' });
    expect(row.body).not.toContain('evil.example');
    expect(texts.find((x) => x.body.includes('evil.example'))).toBeUndefined();

    await s.prisma.business.update({ where: { ownerId: o.user.id }, data: { businessName: 'Shine — text WIN to claim at prize-evil.example' } });
    const sent = texts.length;
    const named = await confirmation(o, c, 7);
    expect(named).toMatchObject({ channel: 'manual_sms', status: 'scheduled', error: REASONS.foreignLink });
    expect(texts).toHaveLength(sent);
  });

  it('at most SMS_PER_OWNER_PER_DAY texts an owner from the number in 24 hours; the rest wait in the To-text list', async () => {
    const o = await owner(true);
    const other = await owner(true);
    const rows = [];
    for (const days of [3, 4, 5]) rows.push(await confirmation(o, await customer(o), days));
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ['sms', 'sent'],
      ['sms', 'sent'],
      ['manual_sms', 'scheduled'],
    ]);
    expect(rows[2].error).toBe(REASONS.dailyCap);
    const list = await o.gql('{ viewer { messagesToText(first: 10) { edges { node { smsUrl } } } } }');
    expect(list.data.viewer.messagesToText.edges).toHaveLength(1);
    // Another owner's customers are not held back by this one's count.
    expect(await confirmation(other, await customer(other), 3)).toMatchObject({ channel: 'sms', status: 'sent' });
  });
});

describe('the public availability call is bounded', () => {
  it('open around the clock at a 5-minute step, 14 days answer under 200 kB, every window one of the owner’s', async () => {
    const o = await ownerWithBusiness(t);
    const open = [{ start: '00:00', end: '24:00' }];
    const week = { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: open };
    expect((await o.rest('PUT', '/api/availability', { weeklyHours: week, slotStepMinutes: 5, minNoticeHours: 0, bufferMinutes: 0 })).status).toBe(200);
    const res = await t.caller().send('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${inDays(1)}&to=${inDays(14)}&zip=60601`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeLessThan(200_000);
    const days = JSON.parse(text).days as { windows: { start: string }[] }[];
    expect(days).toHaveLength(14);
    const starts = days[3].windows.map((w) => Date.parse(w.start));
    expect(starts.length).toBeGreaterThan(80);
    expect(starts.slice(1).every((s, k) => s - starts[k] >= 15 * 60_000)).toBe(true);
    // Such a window books (it is one of the owner's 5-minute windows).
    await book(t, o, days[3].windows[7].start);
    const longer = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${inDays(1)}&to=${inDays(15)}&zip=60601`);
    expect(longer).toMatchObject({ status: 400, body: { error: expect.stringContaining(TOO_MANY_PUBLIC_DAYS) } });
  });

  it(`is limited per client IP: then 429 with Retry-After (AVAILABILITY_REQUESTS_PER_IP)`, async () => {
    const small = await startTestApp({ AVAILABILITY_REQUESTS_PER_IP: '3' });
    try {
      const o = await ownerWithBusiness(small);
      const url = `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${inDays(2)}&to=${inDays(2)}&zip=60601`;
      for (let k = 0; k < 3; k++) expect((await small.caller().rest('GET', url)).status).toBe(200);
      const refused = await small.caller().rest('GET', url);
      expect(refused).toMatchObject({ status: 429, body: { error: TOO_MANY_AVAILABILITY_REQUESTS } });
      expect(refused.headers.get('retry-after')).toBe('60');
    } finally {
      await small.close();
    }
  });
});
