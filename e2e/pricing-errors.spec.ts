// Price validation in onboarding (step 5) and Settings: the specification's one message, and each
// field at fault marked (aria-invalid) and pointing at that message (aria-describedby).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpOnAuth, walkOnboardingTo } from './helpers';
import { readyOwner } from './fixtures';

const INVALID_SERVICES = 'Please provide valid names and non-negative prices for all services.';

/** The field is marked at fault and described by the visible message. */
async function expectFault(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = await field.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${id}"]`)).toHaveText(message);
}

test('onboarding step 5 marks the service name and price at fault under the one message', async ({ page }) => {
  await signUpOnAuth(page);
  await walkOnboardingTo(page, `Price Marks ${Math.random().toString(36).slice(2, 8)}`, 5);

  const service = (n: number) => page.getByRole('group', { name: `Service ${n}` });
  await service(1).getByLabel('Service name').fill('');
  await service(3).getByLabel('Price ($)').fill('-5');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('alert').filter({ hasText: INVALID_SERVICES })).toBeVisible();
  await expectFault(page, service(1).getByLabel('Service name'), INVALID_SERVICES);
  await expectFault(page, service(3).getByLabel('Price ($)'), INVALID_SERVICES);
  // The first field at fault has the focus.
  await expect(service(1).getByLabel('Service name')).toBeFocused();
  for (const ok of [service(1).getByLabel('Price ($)'), service(2).getByLabel('Service name'), service(2).getByLabel('Price ($)'), service(3).getByLabel('Service name')]) {
    await expect(ok).not.toHaveAttribute('aria-invalid', 'true');
  }
  // A fixed field loses its mark; the other keeps it.
  await service(1).getByLabel('Service name').fill('Basic Wash');
  await expect(service(1).getByLabel('Service name')).not.toHaveAttribute('aria-invalid', 'true');
  await expectFault(page, service(3).getByLabel('Price ($)'), INVALID_SERVICES);
  await service(3).getByLabel('Price ($)').fill('300');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Settings marks each service field at fault under the one message', async ({ page }) => {
  await readyOwner(page, { business: `Price Settings ${Math.random().toString(36).slice(2, 8)}` });
  await page.goto('/settings#pricing');
  const names = page.getByLabel('Service name');
  const prices = page.getByLabel('Price ($)');
  await expect(names).toHaveCount(3);
  await names.nth(1).fill('');
  await prices.nth(2).fill('ten');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(page.getByText(INVALID_SERVICES)).toHaveCount(1);
  await expectFault(page, names.nth(1), INVALID_SERVICES);
  await expectFault(page, prices.nth(2), INVALID_SERVICES);
  await expect(names.nth(1)).toBeFocused();
  for (const ok of [names.nth(0), prices.nth(0), prices.nth(1), names.nth(2)]) await expect(ok).not.toHaveAttribute('aria-invalid', 'true');
  // A duration that is not one: that field marked, described by its message, and focused.
  await names.nth(1).fill('Basic Wash');
  await prices.nth(2).fill('300');
  const durations = page.getByLabel('Duration (minutes)');
  await durations.nth(2).fill('ten');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(durations.nth(2)).toHaveAttribute('aria-invalid', 'true');
  await expect(durations.nth(2)).toBeFocused();
  const id = await durations.nth(2).getAttribute('aria-describedby');
  await expect(page.locator(`[id="${id}"]`)).not.toBeEmpty();
});
