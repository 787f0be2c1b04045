// The Learn view leads to the whole Learning Center, and an article shows its title once.
import { expect, test } from '@playwright/test';
import { readyOwner } from './fixtures';

test('the dashboard’s Learn view links to /learning; an article’s title appears once', { tag: '@desktop' }, async ({ page }) => {
  await readyOwner(page, { business: `Learner ${Math.random().toString(36).slice(2, 7)}` });
  await page.goto('/dashboard?view=learn');
  await page.getByRole('link', { name: 'Browse all articles' }).click();
  await expect(page).toHaveURL(/\/learning$/);

  await page.goto('/dashboard?view=learn');
  const first = page.getByRole('main').getByRole('link').first();
  const title = (await first.locator('span').first().textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
