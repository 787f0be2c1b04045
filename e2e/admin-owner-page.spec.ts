// The operator's owner page, "View as" and audit (#57), at phone size: the admin opens an owner's page,
// views the owner's dashboard read-only under its banner, exits back to the page, and reads the audit.
import { expect, test } from '@playwright/test';
import { expectAccessible, globalId, newAdmin, readyOwner, sql } from './helpers';

test("an owner's page, View as with its banner and Exit, and the audit", async ({ browser, page }) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const { email } = await readyOwner(page, { firstName: `Vera${suffix}`, at: null });
  const [{ id }] = (await sql(`SELECT id FROM "User" WHERE email = $1`, [email])) as { id: string }[];
  const name = `Vera${suffix} Rivera`;

  const admin = (await newAdmin(browser)).page;
  // The operator's phone: 390 px wide, and nothing wider than it.
  await admin.setViewportSize({ width: 390, height: 844 });
  const fits = async () => expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await admin.goto(`/admin/users/${encodeURIComponent(globalId('User', id))}`);
  await expect(admin.getByRole('heading', { name })).toBeVisible();
  await expect(admin.getByTestId('owner-business')).toContainText('Olathe');
  await expect(admin.getByTestId('owner-program')).toContainText('Program day 1');
  await fits();
  await expectAccessible(admin, "the owner's page");

  await admin.getByRole('button', { name: 'View as' }).click();
  const banner = admin.getByTestId('view-as-banner');
  await expect(banner).toContainText(`Viewing as ${name} — read-only`);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await expect(admin.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await fits();

  await banner.getByRole('button', { name: 'Exit' }).click();
  await expect(admin.getByRole('heading', { name })).toBeVisible();
  await expect(admin.getByTestId('view-as-banner')).toHaveCount(0);
  await expect(admin.getByTestId('owner-audit')).toContainText('Viewed as an owner');

  await admin.getByRole('link', { name: 'Full history' }).click();
  await expect(admin.getByRole('heading', { name: 'Audit' })).toBeVisible();
  await expect(admin.getByTestId('audit-row').first()).toContainText(`${name} <${email}>`);
  await expect(admin.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
  await fits();
  await expectAccessible(admin, 'the audit');
});
