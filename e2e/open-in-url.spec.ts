// The open customer, the open script and the admin's open ticket live in the URL: back closes them, a reload reopens them.
import { expect, test } from '@playwright/test';
import { customerDetail, newAdmin } from './helpers';
import { readyOwner } from './fixtures';

test('back closes the open customer, and a reload reopens it', async ({ page }) => {
  await readyOwner(page, { firstName: 'Url', business: `Url Co ${Math.random().toString(36).slice(2, 8)}` });
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
  await readyOwner(page, { firstName: 'Sky', business: `Script Url ${Math.random().toString(36).slice(2, 8)}` });
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

// Desktop: the list beside the open ticket. On a phone the ticket replaces the list (admin-support-desk.spec.ts).
test('the open ticket on the admin desk is its own address: Back closes it, a reload reopens it, Close returns to the list', { tag: '@desktop' }, async ({ browser }, info) => {
  test.skip(info.project.name === 'phone', 'the list beside the open ticket is the desktop layout (a phone shows one at a time: admin-support-desk.spec)');
  const { context, page } = await newAdmin(browser, 'Desk');
  const subjects = [0, 1].map(() => `Url ticket ${Math.random().toString(36).slice(2, 8)}`);
  for (const subject of subjects) {
    expect((await page.request.post('/api/support/ticket', { data: { category: 'Technical Issue', subject, message: 'Hello' } })).ok()).toBe(true);
  }
  const [first, second] = subjects;
  const list = page.getByRole('list', { name: 'Tickets' });
  const placeholder = page.getByText('Select a ticket to read it.');
  await page.goto('/admin/support');
  await expect(placeholder).toBeVisible();

  await list.getByRole('link', { name: first }).click();
  await expect(page).toHaveURL(/\/admin\/support\/[^/]+$/);
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
  await expect(list.getByRole('link', { name: first })).toHaveAttribute('aria-current', 'page');
  const firstUrl = page.url();

  await page.reload();
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Support/ })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('link', { name: first })).toBeVisible();

  // Another ticket takes the open one's place in the history: Back returns to the list.
  await list.getByRole('link', { name: second }).click();
  await expect(page.getByRole('heading', { name: second })).toBeVisible();
  await expect(page.getByRole('heading', { name: first })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/support$/);
  await expect(placeholder).toBeVisible();
  await expect(page.getByRole('heading', { name: second })).toHaveCount(0);

  await page.goForward();
  await expect(page.getByRole('heading', { name: second })).toBeVisible();
  await page.getByRole('button', { name: 'Close ticket' }).click();
  await expect(page).toHaveURL(/\/admin\/support$/);
  await expect(placeholder).toBeVisible();

  // Opened from its address, Close leaves the list in its place (Back does not reopen it).
  await page.goto(firstUrl);
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
  await page.getByRole('button', { name: 'Close ticket' }).click();
  await expect(page).toHaveURL(/\/admin\/support$/);
  await expect(placeholder).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: first })).toHaveCount(0);

  await page.goto(`/admin/support/${Buffer.from('Ticket:no-such-ticket').toString('base64')}`);
  await expect(page.getByText('Ticket not found.')).toBeVisible();
  await context.close();
});
