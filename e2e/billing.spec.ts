// Manage Billing on a deployment without Stripe: an explanation, no blank tab, no sign-up copy.
import { expect, test } from '@playwright/test';
import { otherDeployment } from './other-deployment';
import { signUpOnAuth } from './helpers';

// The second app of the run has no Stripe keys.
test.use({ baseURL: otherDeployment });

test('Manage Billing without Stripe explains that billing is not configured', async ({ page }) => {
  await signUpOnAuth(page);
  await page.goto('/settings#billing');
  let popups = 0;
  page.on('popup', () => popups++);
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page.getByText('Online billing is not configured for this service yet')).toBeVisible();
  await expect(page.getByText('You can create your account now')).toHaveCount(0);
  expect(popups).toBe(0);
});
