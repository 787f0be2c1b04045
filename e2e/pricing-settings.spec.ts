// Settings → Pricing by vehicle (#50) on a phone: a truck price saved, an add-on from the empty state's
// examples, and an axe check of the section.
import { expect, test } from '@playwright/test';
import { expectAccessible, readyOwner, sql, toast } from './helpers';

test('the owner prices a truck and adds a suggested add-on on a phone', async ({ page }) => {
  const { email } = await readyOwner(page, { firstName: 'Vee', business: `Vehicle Co ${Math.random().toString(36).slice(2, 8)}` });
  await page.goto('/settings#vehicle-pricing');
  const section = page.locator('#vehicle-pricing');
  const save = section.getByRole('button', { name: 'Save vehicle prices' });
  await expect(save).toBeVisible();
  // Every size starts at the service's own price.
  const truck = section.getByLabel('Premium Detail, Truck: Price ($)');
  await expect(truck).toHaveValue('150.00');
  await expectAccessible(page, '/settings, pricing by vehicle', '#vehicle-pricing');

  await truck.fill('210');
  await section.getByLabel('Premium Detail, Truck: Minutes').fill('240');
  await section.getByRole('button', { name: 'Pet hair removal' }).click();
  await expect(section.getByLabel('Name', { exact: true })).toHaveValue('Pet hair removal');
  await save.click();
  await expect(toast(page)).toContainText('Pricing saved');
  // The page's width holds on a phone.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('#vehicle-pricing *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).map((e) => `${e.tagName}.${e.className}`).slice(0, 5),
  );
  expect(wide).toEqual([]);

  await page.reload();
  await expect(section.getByLabel('Premium Detail, Truck: Price ($)')).toHaveValue('210.00');
  await expect(section.getByLabel('Premium Detail, Truck: Minutes')).toHaveValue('240');
  await expect(section.getByLabel('Premium Detail, Van: Price ($)')).toHaveValue('150.00');
  // Only the size changed is saved: the others keep following the service's own price.
  const rows = await sql(
    `SELECT p.size::text, p.price::text, p."durationMinutes" FROM "ServiceSizePrice" p JOIN "Service" s ON s.id = p."serviceId"
     JOIN "Business" b ON b.id = s."businessId" JOIN "User" u ON u.id = b."ownerId" WHERE u.email = $1`,
    [email],
  );
  expect(rows).toEqual([{ size: 'truck', price: '210.00', durationMinutes: 240 }]);

  // A negative price is refused beside its field.
  await section.getByLabel('Premium Detail, Van: Price ($)').fill('-5');
  await save.click();
  await expect(section.getByLabel('Premium Detail, Van: Price ($)')).toHaveAccessibleDescription('A price cannot be negative');
});
