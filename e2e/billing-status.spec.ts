// Billing shows the owner's own payment status: the 48-hour verification period with its deadline, then verified.
import { expect, test } from '@playwright/test';
import { signUpOnAuth, sql } from './helpers';

test('Billing shows the verification period and its deadline, then Payment verified', async ({ page }) => {
  const email = await signUpOnAuth(page, { firstName: 'Bill' });
  const [{ createdAt }] = (await sql(`SELECT ("createdAt" AT TIME ZONE 'UTC') AS "createdAt" FROM "User" WHERE email = $1`, [email])) as { createdAt: Date }[];
  const deadline = new Date(new Date(createdAt).getTime() + 48 * 3_600_000);
  await page.goto('/settings#billing');
  const status = page.getByTestId('payment-status');
  await expect(status).toContainText('Payment not verified yet: the 48-hour verification period ends');
  // The deadline in the owner's words: the day and the time (this machine's zone is the browser's).
  await expect(status).toContainText(deadline.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }));
  await expect(status).toContainText(deadline.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }));
  await expect(status).toContainText(/\((47|48) hours left\)/);

  await sql(`UPDATE "User" SET "paymentVerified" = true WHERE email = $1`, [email]);
  await page.reload();
  await expect(status).toHaveText('Payment verified');
});
