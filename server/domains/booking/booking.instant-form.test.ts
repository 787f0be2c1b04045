// The booking page in instant mode without JavaScript: GET /booking/{subdomain}?serviceId=&zip=&date=
// renders the free windows (a day is a link, a window a radio button of a real form), and the form's
// POST (mode=instant) books through the same mutation as the browser and REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_SERVICE_AREA, SLOT_TAKEN } from '../../../common/availability.js';
import { NUL_REFUSED } from '../../graphql/yoga.js';
import { toGlobalId } from '../../rest/rest.js';
import { type TestApp, startTestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const allWeek = { mon: [{ start: '09:00', end: '17:00' }], tue: [{ start: '09:00', end: '17:00' }], wed: [{ start: '09:00', end: '17:00' }], thu: [{ start: '09:00', end: '17:00' }], fri: [{ start: '09:00', end: '17:00' }], sat: [{ start: '09:00', end: '17:00' }], sun: [{ start: '09:00', end: '17:00' }] };

async function instantOwner(mode: 'instant' | 'request' = 'instant') {
  const o = await t.owner();
  const name = `Beam ${Math.random().toString(36).slice(2, 8)}`;
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
  expect((await o.rest('PUT', '/api/availability', { bookingMode: mode, weeklyHours: allWeek, arrivalWindowMinutes: 120, slotStepMinutes: 120 })).status).toBe(200);
  const service = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
  return Object.assign(o, { subdomain: b.body.subdomain as string, serviceId: toGlobalId('Service', service.id), name });
}

const page = (subdomain: string, query = '') => t.caller().send('GET', `/booking/${subdomain}${query}`);
const post = (subdomain: string, values: Record<string, string>) =>
  t.caller().send('POST', `/booking/${subdomain}`, new URLSearchParams(values).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

/** The start values of the radio buttons on a page. */
const radios = (html: string) => [...html.matchAll(/<input type="radio"[^>]* name="start" value="([^"]+)"/g)].map((m) => m[1]);

const fields = (o: { serviceId: string }, start: string, patch: Record<string, string> = {}) => ({
  mode: 'instant',
  serviceId: o.serviceId,
  zip: '66062',
  date: start.slice(0, 10),
  start,
  name: 'Vera Visitor',
  phone: '(913) 555-0142',
  email: '',
  vehicleYear: '2019',
  vehicleMake: 'Subaru',
  vehicleModel: 'Outback',
  address: '12 Elm St, Olathe KS',
  notes: '',
  website: '',
  ...patch,
});

describe('the instant booking page without JavaScript', () => {
  it('asks for a service and a ZIP in a GET form, then shows days as links and windows as radio buttons of a POST form', async () => {
    const o = await instantOwner();
    const first = await (await page(o.subdomain)).text();
    expect(first).toContain('Book a time');
    expect(first).toMatch(/<form[^>]* action="\/booking\/[^"]+#book" method="get"/);
    expect(first).toContain('name="zip"');
    expect(radios(first)).toEqual([]);

    const res = await page(o.subdomain, `?serviceId=${encodeURIComponent(o.serviceId)}&zip=66062&date=${inDays(3)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // Day links keep the service and ZIP; the chosen day's windows are radio buttons.
    expect(html).toContain(`date=${inDays(4)}#book`);
    expect(html).toMatch(/<form[^>]* action="\/booking\/[^"]+#book" method="post"/);
    expect(html).toContain('name="mode" value="instant"');
    const starts = radios(html);
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.every((s) => s.startsWith(inDays(3)))).toBe(true);
    expect(html).toContain('9:00–11:00 AM arrival');
  });

  it('books the chosen window and answers the confirmation with the manage link', async () => {
    const o = await instantOwner();
    const html = await (await page(o.subdomain, `?serviceId=${encodeURIComponent(o.serviceId)}&zip=66062&date=${inDays(3)}`)).text();
    const start = radios(html)[0];
    const res = await post(o.subdomain, fields(o, start));
    expect(res.status).toBe(200);
    const done = await res.text();
    expect(done).toContain('You&#x27;re booked!');
    expect(done).toContain('Full Detail');
    expect(done).toContain('9:00–11:00 AM arrival');
    expect(done).toContain('12 Elm St, Olathe KS');
    expect(done).toMatch(/href="[^"]*\/b\/[\w-]+"/);
    const job = await t.prisma.serviceRecord.findFirstOrThrow({ where: { ownerId: o.user.id } });
    expect(job.status).toBe('scheduled');
    expect(job.serviceDate.getTime()).toBe(Date.parse(start));
  });

  it('answers 409 with the message and fresh windows when the window was just taken', async () => {
    const o = await instantOwner();
    const html = await (await page(o.subdomain, `?serviceId=${encodeURIComponent(o.serviceId)}&zip=66062&date=${inDays(3)}`)).text();
    const start = radios(html)[0];
    expect((await post(o.subdomain, fields(o, start))).status).toBe(200);
    const res = await post(o.subdomain, fields(o, start, { name: 'Second Visitor' }));
    expect(res.status).toBe(409);
    const again = await res.text();
    expect(again).toContain(SLOT_TAKEN.replace("'", '&#x27;'));
    expect(radios(again)).not.toContain(start);
    expect(radios(again).length).toBeGreaterThan(0);
    expect(again).toContain('value="Second Visitor"');
    expect(await t.prisma.serviceRecord.count({ where: { ownerId: o.user.id } })).toBe(1);
  });

  it('shows the errors in a summary with links to the fields, keeps what was typed, and books nothing', async () => {
    const o = await instantOwner();
    const html = await (await page(o.subdomain, `?serviceId=${encodeURIComponent(o.serviceId)}&zip=66062&date=${inDays(3)}`)).text();
    const res = await post(o.subdomain, fields(o, radios(html)[0], { name: '', vehicleMake: '' }));
    expect(res.status).toBe(400);
    const again = await res.text();
    expect(again).toContain('data-testid="error-summary"');
    expect(again).toContain('href="#instant-name"');
    expect(again).toContain('href="#instant-vehicleMake"');
    // The first field at fault takes focus on load.
    expect(again).toMatch(/<input[^>]*id="instant-name"[^>]*autofocus=""/);
    expect(again).toContain('value="Outback"');

    const noWindow = await post(o.subdomain, fields(o, ''));
    expect(noWindow.status).toBe(400);
    expect(await noWindow.text()).toContain('href="#instant-start-0"');
    expect(await t.prisma.serviceRecord.count({ where: { ownerId: o.user.id } })).toBe(0);
  });

  it('answers bad input with a 400 page, never a 500', async () => {
    const o = await instantOwner();
    const html = await (await page(o.subdomain, `?serviceId=${encodeURIComponent(o.serviceId)}&zip=66062&date=${inDays(3)}`)).text();
    const start = radios(html)[0];
    for (const patch of <Record<string, string>[]>[{ name: 'Ve\u0000ra' }, { serviceId: `${o.serviceId}\u0000` }, { start: `${start}\u0000` }, { zip: '660\u000062' }]) {
      const res = await post(o.subdomain, fields(o, start, patch));
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(NUL_REFUSED);
    }
    for (const patch of <Record<string, string>[]>[{ start: 'not a time' }, { vehicleYear: 'abcd' }, { zip: '1' }, { phone: '12' }]) {
      const res = await post(o.subdomain, fields(o, start, patch));
      expect(res.status).toBe(400);
    }
    expect((await post(o.subdomain, fields(o, start, { serviceId: 'garbage' }))).status).toBe(404);
    expect((await page(o.subdomain, `?serviceId=x%00&zip=66062`)).status).toBe(400);
    const unknown = await page(o.subdomain, '?serviceId=garbage&zip=abc&date=nope');
    expect(unknown.status).toBe(200);
    expect(radios(await unknown.text())).toEqual([]);
    expect(await t.prisma.serviceRecord.count({ where: { ownerId: o.user.id } })).toBe(0);
  });

  it('outside the service radius says so and offers the request form instead of windows', async () => {
    const o = await instantOwner();
    const html = await (await page(o.subdomain, `?serviceId=${encodeURIComponent(o.serviceId)}&zip=10001`)).text();
    expect(html).toContain(OUTSIDE_SERVICE_AREA);
    expect(radios(html)).toEqual([]);
    expect(html).toContain('Request a booking');
    expect(html).toContain('name="preferredDate"');
  });

  it('in request mode the page is the request form as before', async () => {
    const o = await instantOwner('request');
    const html = await (await page(o.subdomain, `?serviceId=${encodeURIComponent(o.serviceId)}&zip=66062`)).text();
    expect(html).not.toContain('Book a time');
    expect(html).toContain('Request a booking');
    expect(radios(html)).toEqual([]);
  });
});
