// Customers in the browser: add a customer, a vehicle and a service record, search by phone, Call and Text.
import { expect, test } from '@playwright/test';
import { completeOnboarding, signUpOnAuth, toast } from './helpers';

test('an owner adds a customer with a vehicle and a service, and finds them by phone', async ({ page }) => {
  await signUpOnAuth(page);
  await completeOnboarding(page, `Cust Co ${Math.random().toString(36).slice(2, 8)}`);
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText('No customers yet')).toBeVisible();

  // Required fields first.
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(dialog.getByText('First name, last name, and phone are required.')).toBeVisible();

  await dialog.getByLabel('First name').fill('Dana');
  await dialog.getByLabel('Last name').fill('Whitfield');
  await dialog.getByLabel('Phone').fill('(816) 555-0199');
  await dialog.getByLabel('Email (optional)').fill('dana@example.com');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(toast(page)).toContainText('Customer created');
  await expect(page.getByText('Dana Whitfield')).toBeVisible();

  await page.getByText('Dana Whitfield').click();
  const detail = page.getByRole('dialog', { name: 'Customer Details' });
  await expect(detail.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:8165550199');
  await expect(detail.getByRole('link', { name: 'Text' })).toHaveAttribute('href', /^sms:8165550199\?&body=Hi%20Dana/);

  await detail.getByRole('button', { name: 'Add Vehicle' }).click();
  const vehicle = page.getByRole('dialog', { name: 'Add Vehicle' });
  await vehicle.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(vehicle.getByText('Make and model are required.')).toBeVisible();
  await vehicle.getByLabel('Year (optional)').fill('2021');
  await vehicle.getByLabel('Make').fill('Subaru');
  await vehicle.getByLabel('Model').fill('Outback');
  await vehicle.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(toast(page)).toContainText('Vehicle added');
  await expect(detail.getByText('2021 Subaru Outback')).toBeVisible();

  await detail.getByRole('button', { name: 'Add Service' }).click();
  const service = page.getByRole('dialog', { name: 'Add Service History' });
  await service.getByLabel('Service date').fill('');
  await service.getByRole('button', { name: 'Add Service History' }).click();
  await expect(service.getByText('Service date is required.')).toBeVisible();
  await service.getByLabel('Service date').fill('2026-11-14');
  await service.getByLabel('Amount ($)').fill('150');
  await service.getByLabel('Notes (optional)').fill('Premium Detail, dog hair');
  await service.getByRole('button', { name: 'Add Service History' }).click();
  await expect(toast(page)).toContainText('Service history added');
  await expect(detail.getByText('$150.00')).toBeVisible();
  await expect(detail.getByText('Premium Detail, dog hair')).toBeVisible();
  await expect(detail.getByText('Active')).toBeVisible(); // a served lead becomes active
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();

  // A second customer, then search by phone digits finds Dana only.
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await dialog.getByLabel('First name').fill('Eli');
  await dialog.getByLabel('Last name').fill('Moss');
  await dialog.getByLabel('Phone').fill('913-555-7000');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByText('Eli Moss')).toBeVisible();
  await page.getByLabel('Search customers').fill('555-0199');
  await expect(page.getByText('Eli Moss')).toHaveCount(0);
  await expect(page.getByText('Dana Whitfield')).toBeVisible();

  // The same phone again asks before creating a second record.
  await page.getByLabel('Search customers').fill('');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await dialog.getByLabel('First name').fill('Dana');
  await dialog.getByLabel('Last name').fill('W.');
  await dialog.getByLabel('Phone').fill('816.555.0199');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(dialog.getByText('A customer with this phone number already exists: Dana Whitfield.')).toBeVisible();
});
