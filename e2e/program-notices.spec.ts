// The program notices (#59), at phone size: a new owner adds their first customer in the app and, back
// on the dashboard, day 1's "Add your first customer" is ticked with "Done in the app" — no tick by them.
import { expect, test } from '@playwright/test';
import { toast } from './helpers';
import { readyOwner } from './fixtures';

test('the first customer added in the app ticks day 1’s task by itself', async ({ page }) => {
  await readyOwner(page, { business: `Notice Shine ${Math.random().toString(36).slice(2, 8)}` });
  await expect(page.getByText('Week 1 • Day 1')).toBeVisible();
  const task = page.getByRole('checkbox', { name: 'Done: Add your first customer' });
  await expect(task).not.toBeChecked();
  await expect(page.getByTestId('done-in-app')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers', exact: true }).click();
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await dialog.getByLabel('First name').fill('Dana');
  await dialog.getByLabel('Last name').fill('Whitfield');
  await dialog.getByLabel('Phone').fill('(816) 555-0199');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(toast(page)).toContainText('Customer created');

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByText('Week 1 • Day 1')).toBeVisible();
  await expect(task).toBeChecked();
  const row = page.getByTestId('today-task').filter({ has: task });
  await expect(row.getByText('Done in the app')).toBeVisible();
  await expect(page.getByText(/^1 of \d+ tasks$/)).toBeVisible();

  // Its detail says so too, and the owner may still untick it.
  await row.getByRole('button', { name: /Add your first customer/ }).click();
  await expect(page.getByRole('dialog').getByText('Done in the app')).toBeVisible();
});
