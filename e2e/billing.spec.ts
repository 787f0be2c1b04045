// Manage Billing on a deployment without Stripe: an explanation, no blank tab, no sign-up copy.
import { expect, test } from '@playwright/test';
import { signUpOnAuth } from './helpers';

test('Manage Billing without Stripe explains that billing is not configured', async ({ page }) => {
  // The e2e server has Stripe (a stand-in); this page sees the answer of a server without keys.
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('SettingsPageQuery')) return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    body.data.appInfo.paymentsConfigured = false;
    await route.fulfill({ response, json: body });
  });
  await signUpOnAuth(page);
  await page.goto('/settings');
  let popups = 0;
  page.on('popup', () => popups++);
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page.getByText('Online billing is not configured for this service yet')).toBeVisible();
  await expect(page.getByText('You can create your account now')).toHaveCount(0);
  expect(popups).toBe(0);
});
