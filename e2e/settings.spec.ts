// Business Settings as an owner uses them: the phone rule beside the field, the service radius kept
// and editable.
import { expect, test } from '@playwright/test';
import { signUpOnAuth, toast } from './helpers';

const uniqueBusiness = () => `Radius Rangers ${Math.random().toString(36).slice(2, 8)}`;
const subdomainOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

test('settings refuse a phone the booking page cannot call and keep the service radius', async ({ page }) => {
  await signUpOnAuth(page);
  const name = uniqueBusiness();
  await page.getByLabel('Or enter a custom name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Business phone').fill('913-555-0142');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('City').fill('Olathe');
  await page.getByLabel('State').selectOption('KS');
  await page.getByLabel('ZIP code').fill('66062');
  await page.getByLabel('Service radius').selectOption('30');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  const business = page.locator('form').filter({ has: page.getByRole('button', { name: 'Update Business' }) });
  await expect(business.getByLabel('Service radius')).toHaveValue('30');
  await business.getByLabel('Business phone').fill('not a phone');
  await page.getByRole('button', { name: 'Update Business' }).click();
  await expect(business.getByLabel('Business phone')).toHaveAccessibleDescription('Please enter a valid phone number, e.g. (913) 555-0100');
  await expect(toast(page)).toHaveCount(0);

  await business.getByLabel('Business phone').fill('(913) 555-0199');
  await business.getByLabel('City').fill('Lenexa');
  await page.getByRole('button', { name: 'Update Business' }).click();
  await expect(toast(page)).toContainText('Business updated');

  await page.goto(`/booking/${subdomainOf(name)}`);
  await expect(page.getByText('within 30+ miles of Lenexa')).toBeVisible();
  await expect(page.getByRole('link', { name: '(913) 555-0199' })).toHaveAttribute('href', 'tel:9135550199');

  await page.goto('/settings');
  await business.getByLabel('Service radius').selectOption('20');
  await page.getByRole('button', { name: 'Update Business' }).click();
  await expect(toast(page)).toContainText('Business updated');
  await page.goto(`/booking/${subdomainOf(name)}`);
  await expect(page.getByText('within 20 miles of Lenexa')).toBeVisible();
});
