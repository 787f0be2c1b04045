// The daily program in the browser: tasks through the dialogs, advancing, conversations, payment block,
// views that survive a reload, and route preservation.
import { expect, test } from '@playwright/test';
import { sql, toast } from './helpers';
import { readyOwner } from './fixtures';

const business = () => `Program Pros ${Math.random().toString(36).slice(2, 8)}`;

test('an owner completes day 1 through the dialogs, advances, and reaches the conversation goal', { tag: '@desktop' }, async ({ page }) => {
  await readyOwner(page, { business: business() });
  await expect(page.getByText('Week 1 • Day 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Day' })).toHaveCount(0);

  // Each task opens from the home's list; Mark Complete ticks it there.
  const list = page.getByRole('list', { name: "Today's tasks" });
  const count = await list.getByRole('listitem').count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await list.getByRole('listitem').nth(i).getByRole('button').click();
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(toast(page)).toContainText('Task completed!');
    await expect(list.getByRole('listitem').nth(i).getByRole('checkbox')).toBeChecked();
  }
  await expect(page.getByText(`${count} of ${count} tasks`)).toBeVisible();
  await page.getByRole('button', { name: 'Complete Day' }).click();
  await expect(toast(page)).toContainText('Welcome to Day 2!');
  await expect(page.getByText('Week 1 • Day 2')).toBeVisible();
  await expect(page.getByText(/^0 of \d+ tasks$/)).toBeVisible();

  await expect(page.getByText('2 more needed')).toBeVisible();
  await page.getByRole('button', { name: '+1 Log a conversation' }).click();
  await expect(page.getByText('1 more needed')).toBeVisible();
  await page.getByRole('button', { name: '+1 Log a conversation' }).click();
  await expect(page.getByText('Goal Achieved!')).toBeVisible();
  await expect(page.getByTestId('conversation-count')).toHaveText('2');
  await expect(page.getByText('1-day streak')).toBeVisible();
});

test('task scripts are filled in with the owner’s name', async ({ page }) => {
  await readyOwner(page, { firstName: 'Quinn', business: business() });
  await page.getByRole('button', { name: /Tell five people you are open/ }).click();
  await expect(page.getByText(/Hey \[Customer Name\]! I just started/)).toBeVisible();
});

test('task scripts fill in the booking link and show blanks, never braces', async ({ page }) => {
  const name = business();
  await readyOwner(page, { firstName: 'Quinn', business: name });
  await page.getByRole('button', { name: /Tell five people you are open/ }).click();
  const script = page.getByText(/Hey \[Customer Name\]! I just started/);
  const origin = new URL(page.url()).origin;
  await expect(script).toContainText(`Want me to save you a spot? ${origin}/booking/${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
  await expect(script).not.toContainText('{');
});

test('an owner 49 hours past sign-up without payment sees the payment screen', async ({ page }) => {
  const { email } = await readyOwner(page, { business: business() });
  await sql(`UPDATE "User" SET "createdAt" = now() - interval '49 hours' WHERE email = $1`, [email]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment Verification Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Update Payment Method' })).toBeVisible();
});

test('the view survives a reload, and the app reopened at / returns to the last page', async ({ page }) => {
  await readyOwner(page, { business: business() });
  await page.goto('/dashboard?view=more');
  await expect(page.getByText('Sales Scripts')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/view=more/);
  await expect(page.getByText('Your Website')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await page.goto('/'); // leaving /settings stores it; opening at / restores it
  await expect(page).toHaveURL(/\/settings$/);
  // The stored path is cleared once used.
  expect(await page.evaluate(() => localStorage.getItem('lastVisitedPath'))).toBeNull();
});

test('the Learn view links to articles and Copy shows Copied!', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await readyOwner(page, { business: business() });
  await page.getByRole('link', { name: 'Learn' }).click();
  await expect(page.getByRole('heading', { name: 'Learning Center' })).toBeVisible();
  await page.getByRole('link', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copy link' })).toContainText('Copied!');
  await expect(page.getByRole('button', { name: 'Copy link' })).toContainText('Copy', { timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Copy link' })).not.toContainText('Copied!', { timeout: 5000 });
});

test('a mis-tapped conversation is taken back; the count stops at 0 and the streak follows', async ({ page }) => {
  await readyOwner(page, { business: business() });
  const undo = page.getByRole('button', { name: '−1 Undo a conversation' });
  await expect(undo).toBeDisabled();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '+1 Log a conversation' }).click();
  await expect(page.getByTestId('conversation-count')).toHaveText('3');
  await expect(page.getByText('1-day streak')).toBeVisible();
  await undo.click();
  await expect(page.getByTestId('conversation-count')).toHaveText('2');
  await expect(page.getByText('1-day streak')).toBeVisible();
  await undo.click();
  await expect(page.getByTestId('conversation-count')).toHaveText('1');
  await expect(page.getByText('1 more needed')).toBeVisible();
  await expect(page.getByText('1-day streak')).toHaveCount(0);
  await undo.click();
  await expect(page.getByTestId('conversation-count')).toHaveText('0');
  await expect(undo).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('conversation-count')).toHaveText('0');
});
