// Onboarding says why Next is off on step 3, and step 1's offer of a free address fits a 390 px phone.
import { expect, test } from '@playwright/test';
import { signUpOnAuth, uniqueEmail, walkOnboardingTo } from './helpers';

test('a ZIP with 4 digits says why Next is off', async ({ page }) => {
  await signUpOnAuth(page);
  await walkOnboardingTo(page, `Zip Hint ${Math.random().toString(36).slice(2, 8)}`, 3);
  await page.getByLabel('City').fill('Olathe');
  await page.getByLabel('State').selectOption('KS');
  const zip = page.getByLabel('ZIP code');
  await zip.fill('6606');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(zip).toHaveAccessibleDescription('Enter all 5 digits of your ZIP code to continue.');
  await expect(page.getByText('Enter all 5 digits of your ZIP code to continue.')).toBeVisible();
  await zip.fill('66062');
  await expect(page.getByText('Enter all 5 digits of your ZIP code to continue.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('the "Use …2" address button of a taken name fits the screen (no sideways scroll)', async ({ page, playwright }) => {
  if (test.info().project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const name = `Gleaming Mobile Detailing ${Math.random().toString(36).slice(2, 8)}`;
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await other.post('/api/register', { data: { firstName: 'Pat', lastName: 'Lee', email: uniqueEmail('other'), password: 'password123' } })).ok()).toBe(true);
  expect((await other.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' } })).status()).toBe(201);
  await other.dispose();

  await signUpOnAuth(page);
  await page.getByLabel('Or enter a custom name').fill(name);
  const use = page.getByRole('button', { name: /^Use / });
  await expect(use).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  const box = await use.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
