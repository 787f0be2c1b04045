// Customers as the owner typed them, shown alike: one phone format, and a search by the letters and
// digits of a car ("f150" finds an F-150).
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './helpers';

test('phones typed any way show in one format; "f150" finds the F-150', async ({ page }) => {
  const reg = await page.request.post('/api/register', { data: { firstName: 'Pat', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } });
  expect(reg.status()).toBe(201);
  const b = await page.request.post('/api/onboarding/business', { data: { businessName: `Phone Shine ${Math.random().toString(36).slice(2, 8)}`, city: 'Olathe', state: 'KS', zipCode: '66062' } });
  expect(b.status()).toBe(201);
  const add = async (firstName: string, phone: string) => (await (await page.request.post('/api/customers', { data: { firstName, lastName: 'Typed', phone } })).json()).id as string;
  const dot = await add('Dot', '913.555.0123');
  await add('Dash', '816-555-0199');
  await page.request.post(`/api/customers/${dot}/vehicles`, { data: { make: 'Ford', model: 'F-150' } });

  await page.goto('/customers');
  const row = (name: string) => page.getByRole('listitem').filter({ hasText: `${name} Typed` });
  await expect(row('Dot')).toContainText('(913) 555-0123');
  await expect(row('Dash')).toContainText('(816) 555-0199');
  await expect(page.getByText('913.555.0123')).toHaveCount(0);

  await page.getByLabel('Search customers').fill('f150');
  await expect(row('Dot')).toBeVisible();
  await expect(row('Dash')).toHaveCount(0);
});

test("the customer sheet's address opens maps and its email is a mail link", async ({ page }) => {
  const reg = await page.request.post('/api/register', { data: { firstName: 'Pat', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } });
  expect(reg.status()).toBe(201);
  await page.request.post('/api/onboarding/business', { data: { businessName: `Sheet Shine ${Math.random().toString(36).slice(2, 8)}`, city: 'Olathe', state: 'KS', zipCode: '66062' } });
  const res = await page.request.post('/api/customers', { data: { firstName: 'Lina', lastName: 'Links', phone: '913.555.0177', email: 'lina@example.com', address: '4 Oak Ct, Olathe KS' } });
  expect(res.status()).toBe(201);
  await page.goto('/customers');
  await page.getByRole('button', { name: /Lina Links/ }).click();
  await expect(page.getByRole('dialog', { name: 'Customer Details' }).or(page.getByRole('region', { name: 'Customer Details' })).getByText('(913) 555-0177')).toBeVisible();
  await expect(page.getByRole('link', { name: 'lina@example.com' })).toHaveAttribute('href', 'mailto:lina@example.com');
  await expect(page.getByRole('link', { name: '4 Oak Ct, Olathe KS' })).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('4 Oak Ct, Olathe KS')}`);
  await expect(page.getByRole('link', { name: 'Text' })).toHaveAttribute('href', /^sms:9135550177\?&body=Hi%20Lina/);
});
