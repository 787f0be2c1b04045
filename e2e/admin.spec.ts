// The admin panel: verify an overdue payment, export and re-import the program, delete a user.
import fs from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signUpOnAuth, sql, toast } from './helpers';

async function signInAdmin(page: Page) {
  const email = await signUpOnAuth(page, { firstName: 'Ops' });
  await sql(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [email]);
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
}

async function newOwner(browser: import('@playwright/test').Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await signUpOnAuth(page, { firstName });
  await context.close();
  return email;
}

test('the admin verifies an overdue payment', async ({ page, browser }) => {
  const name = `Late${Math.random().toString(36).slice(2, 7)}`;
  const email = await newOwner(browser, name);
  await sql(`UPDATE "User" SET "createdAt" = now() - interval '50 hours' WHERE email = $1`, [email]);
  await signInAdmin(page);
  const row = page.getByTestId('payment-row').filter({ hasText: email });
  await expect(row.getByText('Overdue')).toBeVisible();
  await expect(row.getByText(/50 hours ago/)).toBeVisible();
  await row.getByRole('button', { name: 'Notify' }).click();
  await expect(toast(page)).toContainText('Notification sent');
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText('Payment verified');
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByTestId('user-row').filter({ hasText: email }).getByText('Verified', { exact: true })).toBeVisible();
});

test('the admin exports daily_tasks.csv and imports it back in replace mode with a new task', async ({ page }) => {
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Daily Tasks' }).click();
  await expect(page.getByText('Manage the 30-day action plan tasks')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Week 1 - Day 1' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('daily_tasks.csv');
  const csv = await fs.readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('"taskId","title","description","timeRequired","checklist","scripts","week","day","displayOrder"');

  const title = `Plan a fleet day ${Math.random().toString(36).slice(2, 7)}`;
  const extended = `${csv}\r\n"e2e-${Date.now()}","${title}","Book three fleet vehicles on one day.","1 hour","[""List fleets"",""Call them""]","","4","7","9"`;
  await expect(page.getByText('Replace: deletes all existing tasks and uses the CSV. This cannot be undone.')).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({ name: 'daily_tasks.csv', mimeType: 'text/csv', buffer: Buffer.from(extended) });
  await expect(toast(page)).toContainText('Tasks imported');
  const day28 = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Week 4 - Day 7' }) });
  await expect(day28.getByText(title)).toBeVisible();
  await expect(day28.getByText('2 checklist items').last()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Upload history' }).getByText(/daily_tasks\.csv/).first()).toBeVisible();
});

test('the admin deletes a user after the confirm dialog', async ({ page, browser }) => {
  const name = `Gone${Math.random().toString(36).slice(2, 7)}`;
  const email = await newOwner(browser, name);
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Delete User' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Support tickets and messages')).toBeVisible();
  await expect(dialog.getByText('This action cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete User' }).click();
  await expect(toast(page)).toContainText('User deleted');
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('user-row').filter({ hasText: 'Ops' }).first().getByText('Admin accounts cannot be deleted')).toBeVisible();
});
