// Offline, a tab says the phone is offline (not "Failed to fetch") and loads by itself once the connection is back:
// with the app's service worker in control (the page's code from its cache, the data out of reach) and
// without one (the page's code cannot be fetched either).
import { expect, type BrowserContext, type Page, test } from '@playwright/test';
import { readyOwner } from './fixtures';

/** A set-up owner on the home with its data shown, nothing of it still on the way. */
async function ownerOnTheHome(page: Page) {
  const business = `Offline Co ${Math.random().toString(36).slice(2, 8)}`;
  await readyOwner(page, { firstName: 'Off', business });
  // The frame (main navigation) is drawn with the skeleton too: wait for the home's own data.
  const home = page.getByRole('heading', { name: business, level: 1 });
  await expect(home).toBeVisible();
  return home;
}

async function customersOfflineThenOnline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: "You're offline" }), `on ${page.url()}`).toBeVisible();
  await expect(page.getByText('Your phone is offline.')).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await context.setOffline(false);
  // The reload (or the 5 s health poll behind it) loads the whole app again: on a loaded CI machine that takes longer than 10 s.
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/customers$/);
}

test('a tab opened offline says so and loads by itself when the connection returns', async ({ page, context }) => {
  const home = await ownerOnTheHome(page);
  // The installed app: its worker controls the tab. It was installed in the background since the first page
  // and claims the open tabs when active, but a loaded run once waited more than 10 s for that claim; a tab
  // opened once the worker is active is controlled from its first request, so the home is opened again.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await expect(home).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await customersOfflineThenOnline(page, context);
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });
  test('a page whose code cannot be fetched offline says so too, and loads by itself when the connection returns', async ({ page, context }) => {
    await ownerOnTheHome(page);
    await customersOfflineThenOnline(page, context);
  });
});
