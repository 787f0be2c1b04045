// Feedback where the eye is: toasts at the bottom above the tab bar (bottom-right on a desktop),
// never over navigation, short for successes; errors once, beside their field, in plain words;
// counters instead of silent truncation.
import { expect, test } from '@playwright/test';
import { signUpOnAuth, toast } from './helpers';
import { readyOwner } from './fixtures';

test('a success toast sits above the tab bar, clear of the header, and goes quickly', { tag: '@desktop' }, async ({ page }, info) => {
  await readyOwner(page, { firstName: 'Toby', business: `Toby Shine ${Math.random().toString(36).slice(2, 7)}` });
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const add = page.getByRole('dialog', { name: 'Add Customer' });
  await add.getByLabel('First name').fill('Ivy');
  await add.getByLabel('Last name').fill('Stone');
  await add.getByLabel('Phone').fill('816-555-0111');
  await add.getByRole('button', { name: 'Add Customer' }).click();
  const shown = Date.now();
  await expect(toast(page)).toContainText('Customer created');

  const box = await toast(page).boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const header = await page.locator('header').first().boundingBox();
  const viewport = page.viewportSize();
  if (!box || !nav || !header || !viewport) throw new Error('layout not measured');
  expect(box.y).toBeGreaterThan(header.y + header.height); // never over the header
  expect(box.y).toBeGreaterThan(viewport.height / 2); // at the bottom, where the thumb is
  if (info.project.name === 'desktop') {
    expect(box.x).toBeGreaterThanOrEqual(nav.x + nav.width); // clear of the sidebar
    expect(box.x).toBeGreaterThan(viewport.width / 2); // bottom-right
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  } else {
    expect(box.y + box.height).toBeLessThanOrEqual(nav.y + 1); // above the tab bar
  }
  // The tab bar stays usable while a toast shows.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  // Successes confirm and go (errors stay longer).
  await expect(toast(page)).toHaveCount(0, { timeout: 6000 });
  expect(Date.now() - shown).toBeLessThan(6000);
});

test('errors are plain words beside their field; long names get a counter, not a cut', async ({ page }) => {
  await signUpOnAuth(page, { firstName: 'Lena' });
  // Onboarding: the business name counts its characters and says when it is too long.
  const name = page.getByLabel('Or enter a custom name');
  const long = `Lena ${'Premium Mobile Detailing '.repeat(5)}`.trim();
  await name.fill(long);
  await expect(name).toHaveValue(long); // nothing cut off
  const counter = page.getByTestId('char-counter').first();
  await expect(counter).toHaveText(`${long.length}/100`);
  await expect(page.getByText(/Booking address \d+\/30/)).toBeVisible();
  await expect(page.getByText(/keeps the first 30 letters and numbers/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Business name must be 100 characters or less')).toHaveCount(1);
  const short = `Lena Gloss ${Math.random().toString(36).slice(2, 7)}`; // both projects share one server
  await name.fill(short);
  await expect(counter).toHaveText(`${short.length}/100`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Business phone')).toBeVisible();
  await page.getByLabel('Business phone').fill('913-555-0142');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('City').fill('Olathe');
  await page.getByLabel('State').selectOption('KS');
  await page.getByLabel('ZIP code').fill('66062');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Settings: a bad price is one plain message in the form, no toast, no "Validation Error:".
  await page.goto('/settings#pricing');
  await expect(page.getByLabel('Business name')).toBeVisible();
  await expect(page.getByTestId('char-counter').first()).toHaveText(/^\d+\/100$/);
  await page.getByLabel('Price ($)').first().fill('-5');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(page.getByText('Please provide valid names and non-negative prices for all services.')).toHaveCount(1);
  await expect(page.getByText(/Validation Error/)).toHaveCount(0);
  await expect(toast(page)).toHaveCount(0);
});
