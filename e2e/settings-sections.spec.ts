// Settings has section links, and a deep link (Update Pricing) lands on its section, not the top of the page.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { readyOwner } from './fixtures';

/** The heading is on screen, below the sticky header and section links. */
async function inView(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  // Read together, again until both are laid out: a lazy section swaps its heading in place as it loads.
  await expect
    .poll(async () => {
      const links = await page.getByRole('navigation', { name: 'Settings sections' }).boundingBox();
      const box = await heading.boundingBox();
      return links && box ? box.y - (links.y + links.height - 1) : null;
    })
    .toBeGreaterThanOrEqual(0);
}

test('Update Pricing lands on Service Pricing; the section links reach each section', { tag: '@desktop' }, async ({ page }) => {
  await readyOwner(page, { firstName: 'Sec', business: `Section Co ${Math.random().toString(36).slice(2, 8)}` });
  await page.goto('/dashboard?view=more');
  await page.getByRole('link', { name: /Update Pricing/ }).click();
  await expect(page).toHaveURL(/\/settings#pricing$/);
  const pricing = page.getByRole('heading', { name: 'Service Pricing', exact: true });
  await inView(page, pricing);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // A shared or reloaded deep link lands there too.
  await page.goto('/settings#calendar');
  await inView(page, page.getByRole('heading', { name: 'Calendar', exact: true }));

  const links = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(links).toBeVisible();
  await links.getByRole('link', { name: 'Billing' }).click();
  await inView(page, page.getByRole('heading', { name: 'Billing & Subscription', exact: true }));
  await links.getByRole('link', { name: 'Profile' }).click();
  await inView(page, page.getByRole('heading', { name: 'Profile Information', exact: true }));
});

test('sections below the first screen load when scrolled to or reached with Tab; their headings are there at once', async ({ page }) => {
  await readyOwner(page, { firstName: 'Lazy', business: `Lazy Co ${Math.random().toString(36).slice(2, 8)}` });
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Update Business' })).toBeVisible();
  // Every section's heading is in the page; the forms further down are not loaded yet.
  for (const name of ['Availability', 'Service Pricing', 'Booking Page Brand', 'Messages', 'Get paid', 'Calendar', 'API Tokens']) {
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(1);
  }
  await expect(page.getByRole('button', { name: 'Save Pricing' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Token' })).toHaveCount(0);

  // Scrolled to, a section loads where its heading was.
  const pricing = page.getByRole('heading', { name: 'Service Pricing', exact: true });
  await pricing.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Save Pricing' })).toBeVisible();
  await expect(pricing).toBeInViewport();

  // From the last control of Business, Tab goes on into Availability (loaded as focus reached Business).
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Update Business' }).focus();
  const zone = page.getByRole('form', { name: 'Availability' }).getByLabel('Time zone');
  await expect(zone).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(zone).toBeFocused();
});
