// The coaching card (#59) on a 390 px phone: a ready owner with three finished jobs never asked for a
// review, an unshared booking link and nothing booked next week sees the three tips with their figures,
// the most valuable first; Dismiss takes one away (and it stays away after a reload); a tip's link
// opens the screen that acts on it.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { readyOwner, sql } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('the owner reads the coach’s tips, dismisses one and follows another', async ({ page }) => {
  await readyOwner(page, { firstName: 'Remy', business: `Coach Shine ${randomBytes(3).toString('hex')}`, at: null });
  const c = await page.request.post('/api/customers', { data: { firstName: 'Lee', lastName: 'Park', phone: '(913) 555-0162' } });
  expect(c.status()).toBe(201);
  const customerId = String((await c.json()).id);
  for (const days of [2, 5, 9]) {
    await sql(
      `INSERT INTO "ServiceRecord" (id, "customerId", "serviceDate", status, "serviceName", "totalAmount", "completedAt", "updatedAt")
       VALUES ($1, $2, now() - make_interval(days => $3), 'completed', 'Full Detail', 180, now() - make_interval(days => $3), now())`,
      [`e2e${randomBytes(10).toString('hex')}`, customerId, days],
    );
  }

  await page.goto('/dashboard');
  const card = page.getByTestId('coach-card');
  await expect(card.getByRole('heading', { name: 'Your coach' })).toBeVisible();
  const tips = card.getByTestId('coach-tip');
  await expect(tips.getByRole('heading')).toHaveText(['Your next week is empty', 'Share your booking page', 'Ask for reviews']);
  await expect(tips.nth(0)).toContainText('0 jobs booked in the next 7 days.');
  await expect(tips.nth(2)).toContainText('3 jobs completed in the last 30 days have not been asked for a review.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Dismiss: the tip leaves the card, and stays away.
  await card.getByRole('button', { name: 'Dismiss: Share your booking page' }).click();
  await expect(tips.getByRole('heading')).toHaveText(['Your next week is empty', 'Ask for reviews']);
  await page.reload();
  await expect(page.getByTestId('coach-tip').getByRole('heading')).toHaveText(['Your next week is empty', 'Ask for reviews']);

  // No review link yet: the tip leads to the Messages settings to add it.
  await page.getByTestId('coach-tip').filter({ hasText: 'Ask for reviews' }).getByRole('link', { name: 'Add your review link' }).click();
  await expect(page).toHaveURL(/\/settings#messages$/);
  await expect(page.getByRole('heading', { name: 'Messages' }).first()).toBeVisible();
});
