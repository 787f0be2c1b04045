// The onboarding wizard as a new owner meets it: checks beside each field, the booking address on
// step 1, back/forward and returning without losing input, and a refusal at the end.
import { expect, test } from '@playwright/test';
import { signUpInUi, signUpOnAuth, toast, uniqueEmail } from './helpers';

const uniqueBusiness = () => `Suds Squad ${Math.random().toString(36).slice(2, 8)}`;
const subdomainOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const next = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Next' }).click();

test('right after sign-up the wizard shows, with no bare page and its Back to Dashboard first', async ({ page }) => {
  // Everything the page shows on its way to the wizard is watched, not sampled.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Back to Dashboard')) Object.assign(window, { sawBackToDashboard: true });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signUpInUi(page);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  expect(await page.evaluate(() => (window as { sawBackToDashboard?: boolean }).sawBackToDashboard ?? false)).toBe(false);
});

test('each step is checked before Next, with the message beside the field', async ({ page }) => {
  await signUpOnAuth(page);
  await page.getByLabel('Or enter a custom name').fill(uniqueBusiness());
  await next(page);
  await page.getByLabel('Business phone').fill('not a phone');
  await page.getByLabel('Business email').fill('nope');
  await next(page);
  await expect(page.getByLabel('Business phone')).toHaveAccessibleDescription('Please enter a valid phone number, e.g. (913) 555-0100');
  await expect(page.getByLabel('Business email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByLabel('Business phone').fill('(913) 555-0142');
  await page.getByLabel('Business email').fill('shop@example.com');
  await next(page);
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
});

test('step 1 says which booking address is used and offers a free one when it is taken', async ({ page, playwright }) => {
  const name = uniqueBusiness();
  // Another owner already holds the address (set up through the API).
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await other.post('/api/register', { data: { firstName: 'Pat', lastName: 'Lee', email: uniqueEmail('other'), password: 'password123' } })).ok()).toBe(true);
  expect((await other.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' } })).status()).toBe(201);
  await other.dispose();

  await signUpOnAuth(page);
  await page.getByLabel('Or enter a custom name').fill(name);
  await expect(page.getByText('This address is already taken.')).toBeVisible();
  await next(page);
  await expect(page.getByLabel('Or enter a custom name')).toHaveAccessibleDescription(/This booking address is taken/);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: `Use ` }).click();
  await expect(page.getByText(`/booking/${subdomainOf(name)}2`)).toBeVisible();
  await expect(page.getByText('This address is available.')).toBeVisible();
  await next(page);
  await page.getByLabel('Business phone').fill('913-555-0142');
  await next(page);
  await page.getByLabel('City').fill('Olathe');
  await page.getByLabel('State').selectOption('KS');
  await page.getByLabel('ZIP code').fill('66062');
  await next(page);
  await next(page);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/booking/${subdomainOf(name)}2`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('back and forward move between steps, and returning keeps what was typed', { tag: '@desktop' }, async ({ page }) => {
  await signUpOnAuth(page);
  const name = uniqueBusiness();
  await page.getByLabel('Or enter a custom name').fill(name);
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\?step=2$/);
  await page.getByLabel('Business phone').fill('913-555-0177');
  await next(page);
  await page.getByLabel('City').fill('Lenexa');
  await page.goBack();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await expect(page.getByLabel('Business phone')).toHaveValue('913-555-0177');
  await page.goBack();
  await expect(page.getByLabel('Or enter a custom name')).toHaveValue(name);
  await page.goForward();
  await page.goForward();
  await expect(page.getByLabel('City')).toHaveValue('Lenexa');
  // Leaving the wizard and coming back (or reloading) loses nothing.
  await page.goto('/settings');
  await page.goto('/onboarding?step=3');
  await expect(page.getByLabel('City')).toHaveValue('Lenexa');
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Lenexa');
  // Nor opening the wizard in another tab of the same browser.
  const tab = await page.context().newPage();
  await tab.goto('/onboarding?step=3');
  await expect(tab.getByLabel('City')).toHaveValue('Lenexa');
  await tab.close();
  // A step cannot be skipped to through the URL.
  await page.goto('/onboarding?step=5');
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
});

test('a refusal at the end names the step and field and takes the owner there', async ({ page, playwright }) => {
  await signUpOnAuth(page);
  const name = uniqueBusiness();
  await page.getByLabel('Or enter a custom name').fill(name);
  await expect(page.getByText('This address is available.')).toBeVisible();
  await next(page);
  await page.getByLabel('Business phone').fill('913-555-0142');
  await next(page);
  await page.getByLabel('City').fill('Olathe');
  await page.getByLabel('State').selectOption('KS');
  await page.getByLabel('ZIP code').fill('66062');
  await next(page);
  await next(page);
  // Meanwhile another owner takes the address.
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await other.post('/api/register', { data: { firstName: 'Pat', lastName: 'Lee', email: uniqueEmail('other'), password: 'password123' } });
  expect((await other.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' } })).status()).toBe(201);
  await other.dispose();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(toast(page)).toContainText('Business Name step, Business name');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByLabel('Or enter a custom name')).toHaveAccessibleDescription(/This booking address is taken/);
  await expect(page.getByLabel('Or enter a custom name')).toHaveValue(name);
});
