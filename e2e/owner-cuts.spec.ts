// The smaller cuts of a new owner's second week (issue 47, minor), at phone size: an invoice opened
// from the home goes back there; the Support Center promises its 24 hours once.
import { expect, test } from '@playwright/test';
import { ownerWithJob } from './helpers';

test('an invoice opened from the home goes back to the home', async ({ page }) => {
  await ownerWithJob(page, 'completed');
  await page.goto('/dashboard');
  const job = page.getByRole('region', { name: "Today's appointments" }).getByTestId('appointment').filter({ hasText: 'Nora Payne' });
  await job.getByRole('button', { name: 'Invoice' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Draft');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: "Today's appointments" })).toBeVisible();
});

test('the Support Center says when we answer once', async ({ page }) => {
  await ownerWithJob(page, 'scheduled');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support Center' });
  await expect(dialog.getByRole('button', { name: 'Submit Ticket' })).toBeVisible();
  await expect(dialog.getByText(/We respond within 24 hours/)).toHaveCount(1);
});
