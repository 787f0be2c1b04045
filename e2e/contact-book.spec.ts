// Customers like a contact book: vehicle search, the sheet's header, the tab bar on /customers,
// the app's own confirm dialog and a quick "Log a job" that cannot save an empty record.
import { expect, test } from '@playwright/test';
import { customerDetail, toast } from './helpers';
import { readyOwner } from './fixtures';

test('an owner finds a customer by car or plate, sees them at a glance and logs a job', async ({ page }) => {
  page.on('dialog', () => {
    throw new Error('window.confirm must not be used');
  });
  await readyOwner(page, { firstName: 'Casey', business: `Casey Shine ${Math.random().toString(36).slice(2, 7)}` });
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  // The tab bar stays, with Customers as the current page.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');

  for (const [first, last, phone] of [
    ['Nina', 'Park', '816-555-0101'],
    ['Omar', 'Diaz', '816-555-0102'],
  ]) {
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Customer' });
    await add.getByLabel('First name').fill(first);
    await add.getByLabel('Last name').fill(last);
    await add.getByLabel('Phone').fill(phone);
    await add.getByRole('button', { name: 'Add Customer' }).click();
    await expect(add).toBeHidden();
  }
  await page.getByText('Nina Park').click();
  const detail = customerDetail(page);
  const header = detail.getByTestId('customer-header');
  await expect(header).toContainText('Nina Park');
  await expect(header).toContainText('Lead');
  await expect(header).toContainText('No vehicle yet');
  await detail.getByRole('button', { name: 'Add Vehicle' }).click();
  const vehicle = page.getByRole('dialog', { name: 'Add Vehicle' });
  await vehicle.getByLabel('Year').fill('2022');
  await vehicle.getByLabel('Make').fill('Tesla');
  await vehicle.getByLabel('Model').fill('Model Y');
  await vehicle.getByLabel('License plate').fill('KC4821');
  await vehicle.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(header).toContainText('2022 Tesla Model Y · KC4821');

  // Log a job: nothing to save until there is more than a date.
  await detail.getByRole('button', { name: 'Log a job' }).click();
  const job = page.getByRole('dialog', { name: 'Log a job' });
  const save = job.getByRole('button', { name: 'Add Service History' });
  await expect(save).toBeDisabled();
  await expect(job.getByText('Add an amount, notes, or the next service date.')).toBeVisible();
  await job.getByLabel('Notes (optional)').fill('Ceramic top-up');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page)).toContainText('Service history added');
  await expect(detail.getByText('Ceramic top-up')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).first().click();

  // Search matches the car and the plate, not only name, phone and email.
  const search = page.getByLabel('Search customers');
  for (const term of ['tesla', 'model y', 'kc48']) {
    await search.fill(term);
    await expect(page.getByText('Nina Park')).toBeVisible();
    await expect(page.getByText('Omar Diaz')).toHaveCount(0);
  }
  await search.fill('omar');
  await expect(page.getByText('Omar Diaz')).toBeVisible();
  await expect(page.getByText('Nina Park')).toHaveCount(0);
  await search.fill('');

  // Deleting asks in the app's own dialog, never the browser's.
  await page.getByText('Omar Diaz').click();
  await detail.getByRole('button', { name: 'Delete customer' }).click();
  await page.getByRole('dialog', { name: 'Delete Omar Diaz?' }).getByRole('button', { name: 'Delete Customer' }).click();
  await expect(page.getByText('Omar Diaz')).toHaveCount(0);
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
});
