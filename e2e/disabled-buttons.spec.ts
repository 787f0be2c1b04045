// Buttons that cannot be used look it, and a dialog that cancels names its two choices apart.
import { expect, type Locator, test } from '@playwright/test';
import { acceptBooking, completeOnboarding, laterToday, requestBooking, signUpOnAuth, subdomainOf } from './helpers';
import { readyOwner } from './fixtures';

/** A disabled button is faded; an enabled one is not. */
const looksDisabled = async (button: Locator) => {
  await expect(button).toBeDisabled();
  await expect(button).toHaveCSS('opacity', '0.5');
};
const looksEnabled = async (button: Locator) => {
  await expect(button).toBeEnabled();
  await expect(button).toHaveCSS('opacity', '1');
};

test('Join without payments configured, Back on step 1 and “− 1” at zero look disabled', async ({ page }) => {
  // This server has payments configured: answer /auth's query as one that has not.
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('query AuthPageQuery')) return route.continue();
    const response = await route.fetch();
    const json = await response.json();
    json.data.appInfo.paymentsConfigured = false;
    await route.fulfill({ response, json });
  });
  await page.goto('/auth');
  await looksDisabled(page.getByRole('button', { name: /Join/ }));
  await page.unroute('**/graphql');

  await signUpOnAuth(page, { firstName: 'Dee' });
  await looksDisabled(page.getByRole('button', { name: 'Back' }));
  await page.getByLabel('Or enter a custom name').fill('Faded');
  await looksEnabled(page.getByRole('button', { name: 'Next' }));
  await page.getByLabel('Or enter a custom name').fill('');
  await completeOnboarding(page, `Faded Co ${Math.random().toString(36).slice(2, 8)}`);
  await looksDisabled(page.getByRole('button', { name: 'Undo a conversation' }));
  await looksEnabled(page.getByRole('button', { name: 'Log a conversation' }));
});

test('the cancel dialog offers “Keep it” or “Cancel appointment”', async ({ page }) => {
  const name = `Keep Co ${Math.random().toString(36).slice(2, 8)}`;
  await readyOwner(page, { firstName: 'Kip', business: name, fullDetail: true });
  const id = await requestBooking(page.request, subdomainOf(name), 'Kim Keep');
  await acceptBooking(page, id, laterToday(5));
  await page.reload();
  const appointment = page.getByRole('region', { name: "Today's appointments" }).getByTestId('appointment').filter({ hasText: 'Kim Keep' });
  await appointment.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(appointment).toBeVisible();
});
