// The operator's home (#57): an admin who signs in lands on /admin, the overview's figures, each a
// link to its list; it fits a phone and passes axe.
import { expect, test } from '@playwright/test';
import { expectAccessible, newAdmin } from './helpers';

test('an admin lands on the overview; its figures link to their lists', async ({ browser }) => {
  const { context, page } = await newAdmin(browser);
  const overview = page.getByTestId('admin-overview');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(overview.getByTestId('overview-revenue')).toContainText('Monthly revenue');
  // Live figures (other journeys change them meanwhile): a whole number of owners, dollars of revenue.
  await expect(overview.getByTestId('overview-paying')).toHaveText(/^Paying owners\d+/);
  await expect(overview.getByTestId('overview-revenue')).toHaveText(/^Monthly revenue\$[\d,]+/);
  await expectAccessible(page, 'the admin overview');
  // It fits a 390 px phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  // Signing in as an admin (here: /auth while signed in) lands on /admin.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/admin$/);

  await overview.getByTestId('overview-overdue').click();
  await expect(page).toHaveURL(/\/admin\/payments#overdue$/);
  await expect(page.getByRole('heading', { name: /Overdue, never paid/ })).toBeVisible();
  await context.close();
});
