// The booking page carries the owner's brand: colour and logo set in Settings, seen by a visitor on the
// server-rendered page (with and without JavaScript), which hydrates from the embedded data without
// asking for it again.
import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { toast, uniqueEmail } from './helpers';
import { readyOwner } from './fixtures';

const LOGO = 'client/public/icons/icon-192.png';
const uniqueBusiness = () => `Brand Gloss ${Math.random().toString(36).slice(2, 8)}`;
const subdomainOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What the page asks the server for after it loaded, and what it complains about. */
function watch(page: Page) {
  const graphql: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql') graphql.push(r.postData() ?? '');
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { graphql, errors };
}

test('an owner sets a colour and logo in Settings; the public page shows them, hydrated without refetching', async ({ page, browser }) => {
  const name = uniqueBusiness();
  await readyOwner(page, { business: name });
  await page.goto('/settings#brand');
  await expect(page.getByRole('heading', { name: 'Booking Page Brand' })).toBeVisible();

  // Mistakes are shown beside their fields.
  await page.getByLabel('Brand colour', { exact: true }).fill('teal');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByText('Brand colour must be a hex colour like #1d4ed8.')).toBeVisible();
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.svg', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByText('The logo must be a PNG, JPEG or WebP image.')).toBeVisible();

  await page.getByLabel('Brand colour', { exact: true }).fill('#0f766e');
  await page.getByLabel('Logo').setInputFiles(LOGO);
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await expect(page.getByTestId('brand-preview')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(toast(page).filter({ hasText: 'Brand saved' })).toBeVisible();
  await expect(page.getByText('The logo must be a PNG, JPEG or WebP image.')).toBeHidden();
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^\/booking-logo\/[0-9a-f]{64}$/);

  // A visitor in a fresh browser.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  const seen = watch(visitor);
  const res = await visitor.goto(`/booking/${subdomainOf(name)}`);
  expect(res?.headers()['cache-control']).toBe('no-store');
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('booking-hero')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(visitor.getByTestId('booking-hero')).toHaveCSS('color', 'rgb(255, 255, 255)');
  const logo = visitor.getByRole('img', { name: `${name} logo` });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveJSProperty('naturalWidth', 192);
  const logoUrl = await logo.getAttribute('src');
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute('content', new URL(logoUrl ?? '', visitor.url()).href);
  const image = await visitor.request.get(logoUrl ?? '');
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toContain('immutable');
  expect(Buffer.from(await image.body()).equals(fs.readFileSync(LOGO))).toBe(true);

  // Hydrated: the form checks in the browser (no post), and the page asked for none of its data.
  await visitor.waitForLoadState('networkidle');
  const posts: string[] = [];
  visitor.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await visitor.getByRole('button', { name: 'Send request' }).click();
  await expect(visitor.getByLabel('Service', { exact: true })).toHaveAccessibleDescription('Please choose a service.');
  expect(posts).toEqual([]);
  expect(seen.graphql).toEqual([]);
  expect(seen.errors.filter((e) => /hydrat|did not match|mismatch/i.test(e))).toEqual([]);
  expect(seen.errors).toEqual([]);
  await visitorContext.close();
});

/** An owner with a branded business, made through the API. */
async function brandedBusiness(request: APIRequestContext) {
  const name = uniqueBusiness();
  expect((await request.post('/api/register', { data: { firstName: 'Bo', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } })).status()).toBe(201);
  const b = await request.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' } });
  expect(b.status()).toBe(201);
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation($i: UpdateBookingBrandInput!) { updateBookingBrand(input: $i) { __typename ... on UpdateBookingBrandSuccess { business { logoUrl } } } }',
      variables: { i: { brandColor: '#facc15', logo: fs.readFileSync(LOGO).toString('base64') } },
    },
  });
  const { data } = await res.json();
  expect(data.updateBookingBrand.__typename).toBe('UpdateBookingBrandSuccess');
  return { name, subdomain: (await b.json()).subdomain as string, logoUrl: data.updateBookingBrand.business.logoUrl as string };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the branded page is readable: colour with dark text on a light brand, the logo, and the form posts', async ({ page, request }) => {
    const { name, subdomain, logoUrl } = await brandedBusiness(request);
    await page.goto(`/booking/${subdomain}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const hero = page.getByTestId('booking-hero');
    await expect(hero).toHaveCSS('background-color', 'rgb(250, 204, 21)');
    // Yellow takes dark text (luminance), not white.
    await expect(hero).toHaveCSS('color', 'rgb(15, 23, 42)');
    await expect(page.getByRole('img', { name: `${name} logo` })).toHaveAttribute('src', logoUrl);
    await expect(page.getByRole('img', { name: `${name} logo` })).toHaveJSProperty('naturalWidth', 192);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByLabel('Service', { exact: true })).toHaveAccessibleDescription('Please choose a service.');
    await expect(page.getByTestId('booking-hero')).toHaveCSS('background-color', 'rgb(250, 204, 21)');
  });
});
