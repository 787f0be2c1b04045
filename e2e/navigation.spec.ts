// Every signed-in page keeps the navigation: the bottom tab bar on a phone, the sidebar on a desktop,
// with the page's own tab marked and nothing of the page hidden under it.
import { expect, test } from '@playwright/test';
import { readyOwner } from './fixtures';

test('every signed-in page keeps the navigation, Schedule included on phones', { tag: '@desktop' }, async ({ page }, info) => {
  await readyOwner(page, { firstName: 'Nav', business: `Nav Co ${Math.random().toString(36).slice(2, 8)}` });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const pages: [path: string, heading: string, tab: string][] = [
    ['/schedule', 'Schedule', 'Schedule'],
    ['/customers', 'Customers', 'Customers'],
    ['/requests', 'Booking Requests', 'Requests'],
    // Money is in the sidebar; the phone's bar has six tabs, and Money is under More there.
    ['/money', 'Money', info.project.name === 'desktop' ? 'Money' : 'More'],
    ['/settings', 'Settings', 'More'],
    ['/scripts', 'Sales Scripts', 'More'],
    ['/learning', 'Learning Center', 'Learn'],
  ];
  for (const [path, heading, tab] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }), path).toBeVisible();
    await expect(nav, path).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Schedule' }), path).toBeVisible();
    await expect(nav.getByRole('link', { name: tab }), path).toHaveAttribute('aria-current', 'page');
    const bar = await nav.boundingBox();
    const main = await page.locator('main').boundingBox();
    if (!bar || !main) throw new Error(`${path}: not laid out`);
    if (info.project.name === 'desktop') expect(main.x, path).toBeGreaterThanOrEqual(bar.x + bar.width - 1);
    else {
      // The page's end scrolls clear of the tab bar (scrolled to again while sections that load when
      // reached, on Settings, take their place).
      const overlap = async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const end = await page.locator('main').boundingBox();
        const barNow = await nav.boundingBox();
        if (!end || !barNow) throw new Error(`${path}: not laid out`);
        return end.y + end.height - barNow.y;
      };
      await expect.poll(overlap, { message: path }).toBeLessThanOrEqual(1);
    }
  }
  // An article keeps it too.
  await page.goto('/learning');
  await page.locator('main a[href^="/learning/"]').first().click();
  await expect(page.getByRole('link', { name: 'Back to Learning' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Learn' })).toHaveAttribute('aria-current', 'page');
});
