// The owner's real hourly rate (#50) on a 390 px phone: with four completed jobs the dashboard says
// nothing of it; the fifth brings the coaching card, whose link opens the money screen's hourly-rate
// section: the overall rate, each size's rate, and for the size below the $50 target the sentence with
// its suggested price. axe on the section.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible, readyOwner, sql } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('the owner reads the real hourly rate per vehicle size and the price that would reach the target', async ({ page }) => {
  const { email } = await readyOwner(page, { firstName: 'Hana', business: `Rate Shine ${randomBytes(3).toString('hex')}`, at: null });
  const [{ id: ownerId }] = await sql(`SELECT id FROM "User" WHERE email = $1`, [email]);
  const c = await page.request.post('/api/customers', { data: { firstName: 'Lee', lastName: 'Park', phone: '(913) 555-0161' } });
  expect(c.status()).toBe(201);
  const customerId = String((await c.json()).id);
  // Completed jobs without a ZIP (no drive): Large SUVs $150 over 4 h ($37.50/h); sedans $50 over 1 h ($50/h, the target).
  const job = (service: string, size: string, amount: string, minutes: number) =>
    sql(
      `INSERT INTO "ServiceRecord" (id, "customerId", "serviceDate", status, "serviceName", "vehicleSize", "totalAmount", "durationMinutes", "completedAt", "updatedAt")
       VALUES ($1, $2, now() - interval '2 days', 'completed', $3, $4::"VehicleSize", $5, $6, now(), now())`,
      [`e2e${randomBytes(10).toString('hex')}`, customerId, service, size, amount, minutes],
    );
  await job('Premium Detail', 'large_suv', '150.00', 240);
  await job('Premium Detail', 'large_suv', '150.00', 240);
  await job('Premium Detail', 'large_suv', '150.00', 240);
  await job('Basic Wash & Vacuum', 'sedan', '50.00', 60);
  expect(ownerId).toBeTruthy();

  // Four jobs: the home has no card for it yet.
  await page.goto('/dashboard');
  await expect(page.getByTestId('conversation-count')).toBeVisible();
  await expect(page.getByTestId('hourly-rate-card')).toHaveCount(0);

  // The fifth: the card links to the rate.
  await job('Basic Wash & Vacuum', 'sedan', '50.00', 60);
  await page.goto('/dashboard');
  const card = page.getByTestId('hourly-rate-card');
  await expect(card).toContainText('5 jobs done');
  await card.getByRole('link', { name: 'See your hourly rate' }).click();
  await expect(page).toHaveURL(/\/money#hourly-rate$/);

  const section = page.getByRole('region', { name: 'Your real hourly rate' });
  await expect(section).toBeInViewport();
  // $550 over 14 h.
  await expect(section.getByTestId('effective-hourly-rate')).toHaveText('$39.29/h');
  await expect(section.getByText('Your target is $50.00/h')).toBeVisible();
  const sedan = section.getByTestId('rate-sedan');
  await expect(sedan.getByRole('rowheader')).toHaveText('Sedan / car');
  // On a phone: jobs, hours and the rate (what they earned shows from a tablet on).
  await expect(sedan.getByRole('cell')).toHaveText(['2', '2 h', '$50.00']);
  const large = section.getByTestId('rate-large_suv');
  await expect(large.getByRole('rowheader')).toHaveText('Large SUV');
  await expect(large.getByRole('cell')).toHaveText(['3', '12 h', '$37.50 (below your target)']);
  // Below the target: the sentence with the price of 4 h at $50; the sedans, at the target, have none.
  await expect(section.getByTestId('advice-large_suv')).toHaveText('Large SUVs earned $37/h over 3 jobs; at your $50/h target the Premium Detail would be $200.');
  await expect(section.getByTestId('advice-sedan')).toHaveCount(0);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'the money screen’s hourly rate', '#hourly-rate');
});
