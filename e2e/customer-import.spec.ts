// Importing customers from a CSV file on a phone (issue 56): from the empty customer list, the guessed
// columns and the check, a duplicate row skipped, the result, and the customers on the list.
import { expect, test } from '@playwright/test';
import { readyOwner } from './fixtures';

const CSV = [
  'First Name,Last Name,Phone Number,Email Address,Make,Model',
  'Ann,Avery,913-555-0101,ann@example.com,Honda,Civic',
  'Ben,Brooks,913-555-0102,,Ford,F-150',
  'Annie,Avery,(913) 555-0101,,Tesla,Model 3',
].join('\r\n');

test('an owner imports customers from a CSV file with a duplicate row', async ({ page }) => {
  await readyOwner(page, { business: `Import Co ${Math.random().toString(36).slice(2, 8)}` });
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Import customers from a CSV file' }).click();
  await expect(page.getByRole('heading', { name: 'Import customers' })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByLabel('Phone Number')).toHaveValue('phone');
  await expect(page.getByLabel('Make')).toHaveValue('vehicleMake');
  await expect(page.getByText('3 rows: 2 new, 1 duplicate, 0 with problems')).toBeVisible();
  await expect(page.getByText('Row 2')).toBeVisible();

  await page.getByRole('button', { name: 'Import 2 customers' }).click();
  const result = page.getByRole('list', { name: 'Import result' });
  await expect(result).toContainText('2 new customers');
  await expect(result).toContainText('1 duplicate skipped');
  await expect(page.getByRole('button', { name: 'Undo this import' })).toBeVisible();

  await page.getByRole('link', { name: 'See your customers' }).click();
  await expect(page.getByText('Ann Avery')).toBeVisible();
  await expect(page.getByText('Ben Brooks')).toBeVisible();
  await expect(page.getByText('2 customers')).toBeVisible();
});
