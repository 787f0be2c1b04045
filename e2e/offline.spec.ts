// Offline, a tab says the phone is offline (not "Failed to fetch") and loads by itself once the connection is back.
import { expect, test } from '@playwright/test';
import { completeOnboarding, signUpOnAuth } from './helpers';

test('a tab opened offline says so and loads by itself when the connection returns', async ({ page, context }) => {
  await signUpOnAuth(page, { firstName: 'Off' });
  await completeOnboarding(page, `Offline Co ${Math.random().toString(36).slice(2, 8)}`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText('Your phone is offline.')).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await context.setOffline(false);
  // The reload (or the 5 s health poll behind it) loads the whole app again: on a loaded CI machine that takes longer than 10 s.
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/customers$/);
});
