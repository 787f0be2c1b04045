// Installable on the phone: Chromium's own installability check passes, the service worker caches
// the shell and assets but never API answers, the booking page or personal pages, and an offline
// visit shows the last data the owner saw and says it is offline (or, for a page never seen, the offline page).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type Request, test } from '@playwright/test';
import { OFFLINE_NOTICE, OFFLINE_TITLE } from '../client/features/errors/offlineTexts';
import { completeOnboarding, offerFullDetail, requestBooking, signUpOnAuth, storedText, subdomainOf } from './helpers';
import { readyOwner } from './fixtures';

test('Chromium finds the app installable: manifest, icons, standalone, service worker', async ({ request, baseURL }, info) => {
  // Chromium never offers to install from an incognito profile (a fresh Playwright context is one): use a real profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-install-'));
  const { launchOptions, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: launchOptions?.executablePath,
    args: launchOptions?.args,
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/auth');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, data } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  const manifest = JSON.parse(String(data));
  expect(manifest).toMatchObject({ name: "Detailer's Launchpad", display: 'standalone', theme_color: '#1d4ed8', start_url: '/dashboard' });
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  // The page's CSP names the manifest and the worker.
  const html = await request.get('/auth');
  expect(html.headers()['content-security-policy']).toContain("manifest-src 'self'");
  expect(html.headers()['content-security-policy']).toContain("worker-src 'self'");
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

test('offline, the app opens from its cached shell and says so; API answers and personal pages are never cached', async ({ page, context }) => {
  const business = `Otto Shine ${Math.random().toString(36).slice(2, 7)}`;
  await readyOwner(page, { firstName: 'Otto', business });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // Once the worker controls the page, the app's requests pass by it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached).toContain('/offline.js');
  expect(cached.some((u) => u.startsWith('/assets/') && u.endsWith('.js'))).toBe(true);
  // The shell (/) is the same for everyone; no answer with anyone's data is kept.
  expect(cached).toContain('/');
  expect(cached.filter((u) => /^\/(graphql|api|booking|dashboard|customers|settings)/.test(u))).toEqual([]);

  // The customers page was seen, so it is in the owner's stored data (client/relay/persist.ts).
  await expect.poll(() => storedText(page), { timeout: 10_000 }).toContain('__CustomerList_customers_connection');
  await context.setOffline(true);
  await page.goto('/customers');
  // The app itself, from the worker's cache, with the last data the owner saw, and it says it is offline.
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
  await expect(notice).toContainText(OFFLINE_TITLE);
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(page.getByText('No customers yet')).toBeVisible();
  // A customer added meanwhile (from another device: this request is not the page's) appears by itself
  // once the server answers again, and the notice goes.
  const added = await page.request.post('/api/customers', { data: { firstName: 'Olive', lastName: 'Offline', phone: '913-555-0177' } });
  expect(added.status()).toBe(201);
  await expect(page.getByText('Olive Offline')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText('Olive Offline')).toBeVisible({ timeout: 30_000 });
  await expect(notice).toHaveCount(0);

  // A page never seen has nothing stored: offline, the app says so, and loads it by itself when back.
  await context.setOffline(true);
  await page.goto('/scripts');
  await expect(page.getByRole('heading', { name: OFFLINE_TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Sales Scripts', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/scripts$/);
  await context.setOffline(true);
  // The booking page is never served by the worker: offline, it is the browser's own error.
  const subdomain = business.toLowerCase().replace(/[^a-z0-9]/g, '');
  // In a tab of its own: Chromium's error page loads its address again once the network is back, which
  // would interrupt this tab's next navigation.
  const bookingTab = await context.newPage();
  await expect(bookingTab.goto(`/booking/${subdomain}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await bookingTab.close();
  await context.setOffline(false);
  await page.goto('/customers');
  // The network may be back a moment after the browser says so: the page then waits for the server to answer
  // (useWhenServerAnswers asks every 5 s), as on /scripts above.
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible({ timeout: 30_000 });
});

test('the public booking page does not offer the owner app or register its worker', async ({ page, browser, baseURL }) => {
  const business = `Bea Shine ${Math.random().toString(36).slice(2, 7)}`;
  await readyOwner(page, { firstName: 'Bea', business });
  const visitor = await browser.newContext({ baseURL });
  const customer = await visitor.newPage();
  await customer.goto(`/booking/${business.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
  await expect(customer.getByText(business).first()).toBeVisible();
  await expect(customer.locator('link[rel="manifest"]')).toHaveCount(0);
  await customer.waitForLoadState('load');
  expect(await customer.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  await visitor.close();
});

test("the installed app sends a page's first requests with its navigation, with this visit's answers, and forgets them at sign-out", async ({ page, context }) => {
  await signUpOnAuth(page, { firstName: 'Pia' });
  const name = `Pia Prefetch ${Math.random().toString(36).slice(2, 7)}`;
  // Opened as a page of its own, the home tells the worker what its first route requested.
  await completeOnboarding(page, name);
  await offerFullDetail(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const keptPaths = () =>
    page.evaluate(async () => ((await (await caches.match('/__route-requests'))?.json()) as [string][] | undefined)?.map(([p]) => p) ?? []);
  await expect.poll(keptPaths).toContain('/dashboard');

  // A request that came in meanwhile is counted on the page opened next: the answers are fetched for that visit.
  await requestBooking(page.request, subdomainOf(name), 'Paula Before');
  const sentByWorker: Request[] = [];
  const sentByPage: Request[] = [];
  context.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/graphql')) (r.serviceWorker() ? sentByWorker : sentByPage).push(r);
  });
  // The home's live updates (ownerUpdates, on the reserved stream) are listening once the server accepts their operation.
  const live = page.waitForResponse((r) => new URL(r.url()).pathname === '/graphql/stream' && !!r.request().postData()?.includes('ownerUpdates'));
  await page.reload();
  await expect(page.getByTestId('pending-requests-badge')).toHaveText('1');
  // The worker sent the page's queries and its stream's reservation itself (not the page's requests passed on)…
  const described = (r: Request) => `${r.method()} ${new URL(r.url()).pathname}`;
  expect(sentByWorker.map(described)).toEqual(expect.arrayContaining(['POST /graphql', 'PUT /graphql/stream']));
  expect(sentByWorker.filter((r) => r.headers()['x-first-route'])).toEqual([]);
  // …and the page's own, marked, took their answers from it.
  const marked = sentByPage.filter((r) => r.headers()['x-first-route']);
  expect(marked.map(described).sort()).toEqual(sentByWorker.map(described).sort());
  for (const r of marked) expect((await r.response())?.fromServiceWorker()).toBe(true);
  // The stream the worker reserved carries the page's live updates.
  expect((await live).status()).toBe(202);
  await requestBooking(page.request, subdomainOf(name), 'Paula After');
  await expect(page.getByTestId('pending-requests-badge')).toHaveText('2');

  // Signing out forgets every page's requests.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(keptPaths).toEqual([]);
});

test('the worker forgets the first requests when the session ended elsewhere (another device, expiry)', async ({ page }) => {
  await readyOwner(page, { firstName: 'Ezra', business: `Ezra Ended ${Math.random().toString(36).slice(2, 7)}` });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const keptPaths = () =>
    page.evaluate(async () => ((await (await caches.match('/__route-requests'))?.json()) as [string][] | undefined)?.map(([p]) => p) ?? []);
  await expect.poll(keptPaths).toContain('/dashboard');
  // The session ends without this page knowing (as a sign-out on another device or an expiry would).
  expect((await page.request.post('/api/logout', { data: {} })).status()).toBe(200);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
  await expect.poll(keptPaths).toEqual([]);
});
