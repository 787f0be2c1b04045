// A customer the owner books over the phone, at phone size: New job's new customer records their
// consent to texts (and how); a customer without it is offered the tick where the invoice's text is
// refused; a draft takes the cash handed over at the car.
import { expect, test } from '@playwright/test';
import { businessInput, customerDetail, openAroundTheClock, toast } from './helpers';
import { readyOwner } from './fixtures';

test('New job records a new customer’s consent to texts, and how they agreed', async ({ page }) => {
  await readyOwner(page, { firstName: 'Phil', at: '/schedule' });
  await openAroundTheClock(page.request);
  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await dialog.getByRole('button', { name: 'New customer' }).click();
  await dialog.getByLabel('First name').fill('Cora');
  await dialog.getByLabel('Last name').fill('Caller');
  await dialog.getByLabel('Phone').fill('913-555-0161');
  await dialog.getByLabel('Agrees to receive text messages').check();
  await dialog.getByLabel('In writing (a text, an email or a signed form)').check();
  await dialog.getByLabel('Service').selectOption({ label: 'Premium Detail' });
  await dialog.getByLabel('Date and time').fill(businessInput(new Date(Date.now() + 2 * 86_400_000)));
  await dialog.getByRole('button', { name: 'Add to schedule' }).click();
  await expect(toast(page).first()).toBeVisible();
  await page.goto('/customers');
  await page.getByRole('button', { name: /Cora Caller/ }).click();
  await expect(customerDetail(page).getByTestId('sms-consent')).toContainText('(in writing)');
});

test('Send by text offers to tick consent; a draft records cash at the car', async ({ page }) => {
  await readyOwner(page, { firstName: 'Tess' });
  const c = await (await page.request.post('/api/customers', { data: { firstName: 'Nico', lastName: 'Noconsent', phone: '913-555-0162' } })).json();
  const job = await (await page.request.post('/api/appointments', { data: { customerId: c.id, serviceDate: new Date(Date.now() - 3_600_000).toISOString(), status: 'completed', totalAmount: '150' } })).json();
  const draft = await (await page.request.post(`/api/appointments/${job.id}/invoice`)).json();
  const second = await (await page.request.post('/api/appointments', { data: { customerId: c.id, serviceDate: new Date(Date.now() - 7_200_000).toISOString(), status: 'completed', totalAmount: '90' } })).json();
  const cashDraft = await (await page.request.post(`/api/appointments/${second.id}/invoice`)).json();
  const open = (id: string) => page.goto(`/invoices/${encodeURIComponent(Buffer.from(`Invoice:${id}`).toString('base64'))}`);

  await open(draft.id);
  await page.getByRole('button', { name: 'Send invoice' }).click();
  const send = page.getByRole('dialog', { name: /Send invoice/ });
  await send.getByLabel('Text message').check();
  await send.getByRole('button', { name: 'Send invoice' }).click();
  await expect(send.getByText('This customer has not agreed to texts yet.', { exact: false })).toBeVisible();
  await send.getByLabel('Agrees to receive text messages').check();
  await send.getByRole('button', { name: 'Send invoice' }).click();
  await expect(toast(page).filter({ hasText: /Invoice #\d+ sent/ })).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Sent');
  // Again by email: the customer has none; a mistyped one is refused and the field stays to fix.
  await page.getByRole('button', { name: 'Send again' }).click();
  await send.getByLabel(/^Email/).check();
  await send.getByRole('button', { name: 'Send again' }).click();
  await expect(send.getByText('This customer has no email address.', { exact: false })).toBeVisible();
  await send.getByLabel("Customer's email").fill('nico@example');
  await send.getByRole('button', { name: 'Send again' }).click();
  await expect(send.getByText('Please enter a valid email address')).toBeVisible();
  await send.getByLabel("Customer's email").fill('nico@example.com');
  await send.getByRole('button', { name: 'Send again' }).click();
  await expect(toast(page).filter({ hasText: /Invoice #\d+ sent/ }).last()).toBeVisible();
  await expect(send).toBeHidden();

  await open(cashDraft.id);
  await expect(page.getByTestId('invoice-status')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record payment' });
  await expect(pay).toContainText('Recording it issues this draft');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
});
