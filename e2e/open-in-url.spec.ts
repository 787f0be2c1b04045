// The open customer and the open script live in the URL: back closes them, a reload reopens them.
import { expect, test } from '@playwright/test';
import { completeOnboarding, customerDetail, signUpOnAuth } from './helpers';

test('back closes the open customer, and a reload reopens it', async ({ page }) => {
  await signUpOnAuth(page, { firstName: 'Url' });
  await completeOnboarding(page, `Url Co ${Math.random().toString(36).slice(2, 8)}`);
  expect((await page.request.post('/api/customers', { data: { firstName: 'Ada', lastName: 'Back', phone: '816-555-0111' } })).status()).toBe(201);
  await page.goto('/customers');
  await page.getByRole('button', { name: /Ada Back/ }).click();
  const detail = customerDetail(page);
  await expect(detail.getByTestId('customer-header')).toContainText('Ada Back');
  await expect(page).toHaveURL(/\/customers\?customer=/);

  await page.reload();
  await expect(customerDetail(page).getByTestId('customer-header')).toContainText('Ada Back');

  await page.goto('/customers');
  await page.getByRole('button', { name: /Ada Back/ }).click();
  await expect(detail.getByTestId('customer-header')).toContainText('Ada Back');
  await page.goBack();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByTestId('customer-header')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
});

test('back closes the open script, then its category; a reload reopens the script', async ({ page }) => {
  await signUpOnAuth(page, { firstName: 'Sky' });
  await completeOnboarding(page, `Script Url ${Math.random().toString(36).slice(2, 8)}`);
  await page.goto('/scripts');
  await page.getByRole('button', { name: /Text Messages/ }).click();
  await page.getByRole('button', { name: /First reply to an inquiry/ }).click();
  await expect(page.getByRole('heading', { name: 'First reply to an inquiry' })).toBeVisible();
  await expect(page).toHaveURL(/script=/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'First reply to an inquiry' })).toBeVisible();

  await page.goto('/scripts');
  await page.getByRole('button', { name: /Text Messages/ }).click();
  await page.getByRole('button', { name: /First reply to an inquiry/ }).click();
  await expect(page.getByTestId('script-text')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('script-text')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Text Messages' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/scripts$/);
  await expect(page.getByRole('heading', { name: 'Sales Scripts', level: 1 })).toBeVisible();
});
