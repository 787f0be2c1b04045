// Business setup in the browser: the wizard, pricing in settings, and the public booking page.
import { expect, test } from '@playwright/test';
import { signUpOnAuth, toast } from './helpers';
import { readyOwner } from './fixtures';

const uniqueBusiness = () => `Gloss Boss ${Math.random().toString(36).slice(2, 8)}`;
const subdomainOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

test('a new owner sets up the business, edits pricing and sees it on the public page', async ({ page }) => {
  await signUpOnAuth(page, { firstName: 'Casey' });
  // Step 1 offers three names prefixed with the first name.
  await expect(page.getByRole('radio')).toHaveCount(3);
  for (const radio of await page.getByRole('radio').all()) await expect(radio).toContainText("Casey's ");
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  const name = uniqueBusiness();
  await page.getByLabel('Or enter a custom name').fill(name);
  await expect(page.getByText(`/booking/${subdomainOf(name)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Contact is prefilled with the email; the ZIP rule on step 3.
  await expect(page.getByLabel('Business email')).not.toHaveValue('');
  await page.getByLabel('Business phone').fill('913-555-0142');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('City').fill('Olathe');
  await page.getByLabel('State').selectOption('KS');
  await page.getByLabel('ZIP code').fill('6606a2x');
  await expect(page.getByLabel('ZIP code')).toHaveValue('66062');
  await page.getByLabel('ZIP code').fill('66062-12');
  await expect(page.getByText('Please enter a valid 5 or 9 digit ZIP code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByLabel('ZIP code').fill('66062');
  await expect(page.getByLabel('Service radius')).toHaveValue('15');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByLabel('Weekday hours')).toHaveValue('9:00 AM - 6:00 PM');
  await expect(page.getByLabel('Weekend hours')).toHaveValue('9:00 AM - 5:00 PM');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByLabel('Service name').first()).toHaveValue('Basic Wash & Vacuum');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto('/settings#pricing');
  await expect(page.getByRole('heading', { name: 'Service Pricing' })).toBeVisible();
  await page.getByLabel('Price ($)').first().fill('65');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(toast(page)).toContainText('Services updated');

  await page.goto(`/booking/${subdomainOf(name)}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Professional Mobile Car Detailing')).toBeVisible();
  await expect(page.getByText('$65.00', { exact: true })).toBeVisible();
  await expect(page.getByText('$150.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Text to Book Service' })).toHaveAttribute('href', /^sms:9135550142/);
  await expect(page.getByRole('link', { name: '913-555-0142' })).toHaveAttribute('href', 'tel:9135550142');
});

test('the booking page is readable before scripts run and has the business in its title', async ({ page, request }) => {
  const name = uniqueBusiness();
  await readyOwner(page, { business: name });
  const res = await request.get(`/booking/${subdomainOf(name)}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${name} | Mobile Car Detailing</title>`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]*Gloss Boss/);
  expect(html).toContain('Our Services');
  expect(html).toContain('Basic Wash &amp; Vacuum');
});

test('an unknown subdomain shows Business Not Found', async ({ page }) => {
  const res = await page.goto('/booking/nosuchbusinesshere');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Business Not Found' })).toBeVisible();
  await expect(page.getByText("The business you're looking for doesn't exist or is no longer available.")).toBeVisible();
});
