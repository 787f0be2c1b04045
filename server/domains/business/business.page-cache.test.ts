// The booking page is rendered once and answered from memory until something on it changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function ownerWithPage() {
  const o = await t.owner();
  const name = `Cached Shine ${Math.random().toString(36).slice(2, 8)}`;
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }, { name: 'Wash', price: '50' }] });
  return Object.assign(o, { subdomain: b.body.subdomain as string, businessName: name });
}

const page = async (subdomain: string) => {
  const res = await t.caller().send('GET', `/booking/${subdomain}`);
  return { status: res.status, html: await res.text() };
};

describe('the booking page cache', () => {
  it('answers repeated visits from memory: one small read instead of the query and the render', async () => {
    const o = await ownerWithPage();
    let first = { status: 0, html: '' };
    const rendering = await t.countStatements(async () => {
      first = await page(o.subdomain);
    });
    expect(first.status).toBe(200);
    expect(first.html).toContain(o.businessName);
    for (const address of [o.subdomain, o.subdomain.toUpperCase(), ` ${o.subdomain}`]) {
      let again = { status: 0, html: '' };
      const cached = await t.countStatements(async () => {
        again = await page(encodeURIComponent(address));
      });
      expect(again).toEqual(first);
      expect(cached).toBe(1);
      expect(rendering).toBeGreaterThan(cached);
    }
  });

  it('shows a change of the business, its hours, pricing, brand or services at once', async () => {
    const o = await ownerWithPage();
    await page(o.subdomain);
    await page(o.subdomain);

    const renamed = `Renamed ${o.businessName}`;
    const business = (await o.rest('GET', '/api/business')).body;
    expect((await o.rest('PUT', '/api/business', { ...business, businessName: renamed })).status).toBe(200);
    expect((await page(o.subdomain)).html).toContain(renamed);

    expect((await o.rest('PUT', '/api/business/hours', { hoursWeekday: '7:00 AM - 7:00 PM', hoursWeekend: 'Closed' })).status).toBe(200);
    expect((await page(o.subdomain)).html).toContain('7:00 AM - 7:00 PM');

    const services = (await o.rest('GET', '/api/services')).body as { id: string; name: string; price: string }[];
    const repriced = services.map((s) => ({ ...s, price: s.name === 'Wash' ? '65' : s.price }));
    expect((await o.rest('PUT', '/api/business/services', { services: repriced })).status).toBe(200);
    expect((await page(o.subdomain)).html).toContain('65.00');

    expect((await o.rest('PUT', '/api/business/services', { services: repriced.filter((s) => s.name !== 'Wash') })).status).toBe(200);
    const withoutWash = (await page(o.subdomain)).html;
    expect(withoutWash).not.toContain('65.00');
    expect(withoutWash).toContain('Full Detail');

    const before = (await page(o.subdomain)).html;
    expect((await o.rest('PUT', '/api/business/brand', { brandColor: '#7a1f5c' })).status).toBe(200);
    const branded = (await page(o.subdomain)).html;
    expect(branded).not.toBe(before);
    expect(branded).toMatch(/7a1f5c/i);
  });

  it('a page that did not exist appears as soon as the business does', async () => {
    const o = await t.owner();
    const name = `Late Shine ${Math.random().toString(36).slice(2, 8)}`;
    const subdomain = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    expect((await page(subdomain)).status).toBe(404);
    expect((await page(subdomain)).status).toBe(404);
    const b = await o.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' });
    expect(b.body.subdomain).toBe(subdomain);
    const now = await page(subdomain);
    expect(now.status).toBe(200);
    expect(now.html).toContain(name);
  });
});
