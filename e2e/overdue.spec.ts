// An owner past the 48-hour verification period: the payment screen (never the wizard, which
// would be refused), and support still within reach.
import { expect, test } from '@playwright/test';
import { signUpOnAuth, sql } from './helpers';
import { readyOwner } from './fixtures';

const age = (email: string) => sql(`UPDATE "User" SET "createdAt" = now() - interval '49 hours' WHERE email = $1`, [email]);

test('an overdue owner who has not finished onboarding sees the payment screen, not the wizard', async ({ page }) => {
  const email = await signUpOnAuth(page);
  await age(email);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment Verification Required' })).toBeVisible();
  await expect(page.getByText('Step 1 of 5')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Payment Verification Required' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an overdue owner reaches support from the payment screen', async ({ page }) => {
  const { email } = await readyOwner(page, { business: `Late Payer ${Math.random().toString(36).slice(2, 7)}` });
  await age(email);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment Verification Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Contact Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support Center' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'My Tickets' }).click();
  await expect(dialog.getByText('No tickets yet.')).toBeVisible();
});

test('an overdue owner reaches support from Settings too', async ({ page }) => {
  await age(await signUpOnAuth(page));
  await page.goto('/settings#help');
  await page.getByRole('button', { name: 'Contact Support' }).click();
  await expect(page.getByRole('dialog', { name: 'Support Center' })).toBeVisible();
});
