// The owner's invoices at a phone and a desktop viewport: a job completed and invoiced from the
// schedule at phone size, a "Pet hair" line added (the server's field error shown on the field first),
// the invoice sent, a partial cash payment recorded (partially_paid, the exact balance), the job's
// Invoice in the schedule and the service history opening it again; and, with
// the pay link paid through the Stripe stand-in's Checkout in a second page, the owner's open invoice
// turning Paid without a reload (invoicePaid), then refunded; a sent invoice voided. (axe on each screen:
// a11y.spec.ts.)
import { expect, test } from '@playwright/test';
import { customerDetail, globalId, ownerWithJob, toast } from './helpers';

test.setTimeout(120_000);

const PHONE = { width: 390, height: 844 };

test('the owner completes a job, invoices it from the schedule, adds Pet hair, sends it and records part of it in cash', { tag: '@desktop' }, async ({ page }) => {
  const viewport = page.viewportSize();
  await ownerWithJob(page, 'scheduled');
  // Settings → Get paid: the tax rate new invoices take; Stripe not connected yet.
  await page.goto('/settings#get-paid');
  const getPaid = page.locator('#get-paid');
  await expect(getPaid.getByRole('button', { name: 'Connect Stripe' })).toBeVisible({ timeout: 30_000 });
  await expect(getPaid.getByTestId('stripe-charges')).toHaveAttribute('data-on', 'false');
  await getPaid.getByLabel('Sales tax rate (%)').fill('8.25');
  await getPaid.getByRole('button', { name: 'Save tax rate' }).click();
  await expect(toast(page)).toContainText('Tax rate saved');

  // At phone size: complete the job on the schedule, then Invoice on it.
  await page.setViewportSize(PHONE);
  await page.goto('/schedule');
  const job = page.getByTestId('appointment').filter({ hasText: 'Nora Payne' });
  await job.getByRole('button', { name: 'Complete' }).click({ timeout: 30_000 });
  await page.getByRole('dialog', { name: 'Complete appointment' }).getByRole('button', { name: 'Mark completed' }).click();
  await expect(toast(page)).toContainText('Appointment completed');
  await job.getByRole('button', { name: 'Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/[^/]+$/);
  const invoiceUrl = page.url();
  await expect(page.getByRole('heading', { name: /^Invoice #1$/ })).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Draft');
  await expect(page.getByRole('group', { name: 'Line 1' }).getByLabel('Description')).toHaveValue('Premium Detail');
  await expect(page.getByTestId('invoice-total')).toHaveText('$194.85'); // 180.00 + 8.25 % (14.85)
  if (viewport) await page.setViewportSize(viewport);

  // A second line: a price the server refuses shows its message on that field; then 25.00.
  await page.getByRole('button', { name: 'Add line' }).click();
  const line2 = page.getByRole('group', { name: 'Line 2' });
  await line2.getByLabel('Description').fill('Pet hair');
  await line2.getByLabel('Unit price ($)').fill('-5');
  await page.getByRole('button', { name: 'Save invoice' }).click();
  await expect(line2.getByRole('alert')).toContainText('Each unit price must be 0 or more');
  await expect(line2.getByLabel('Unit price ($)')).toHaveAttribute('aria-invalid', 'true');
  await line2.getByLabel('Unit price ($)').fill('25');
  await page.getByRole('button', { name: 'Save invoice' }).click();
  await expect(toast(page)).toContainText('Invoice saved');
  // 205.00 subtotal, tax 8.25 % = 16.9125 → 16.91, total 221.91.
  await expect(page.getByTestId('invoice-subtotal')).toHaveText('$205.00');
  await expect(page.getByTestId('invoice-tax')).toHaveText('$16.91');
  await expect(page.getByTestId('invoice-total')).toHaveText('$221.91');
  await expect(page.getByTestId('invoice-balance')).toHaveText('$221.91');

  // Send by email.
  await page.getByRole('button', { name: 'Send invoice' }).click();
  const send = page.getByRole('dialog', { name: 'Send invoice #1' });
  await expect(send.getByRole('checkbox', { name: /Email \(nora@example\.com\)/ })).toBeChecked();
  await send.getByRole('button', { name: 'Send invoice' }).click();
  await expect(toast(page)).toContainText('Invoice #1 sent');
  await expect(page.getByTestId('invoice-status')).toHaveText('Sent');
  await expect(page.getByTestId('pay-link')).toHaveValue(/\/pay\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('button', { name: 'Save invoice' })).toHaveCount(0);

  // A partial cash payment: partially paid, the exact balance; Void now says why it cannot.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record payment' });
  await expect(pay.getByLabel('Amount ($)')).toHaveValue('221.91');
  await pay.getByLabel('Amount ($)').fill('300');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay.getByText('That is more than the balance of 221.91.')).toBeVisible();
  await pay.getByLabel('Method').selectOption('cash');
  await pay.getByLabel('Amount ($)').fill('100.50');
  await pay.getByLabel('Note (optional)').fill('Paid at the curb');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page)).toContainText('Payment recorded');
  await expect(page.getByTestId('invoice-status')).toHaveText('Partially paid');
  await expect(page.getByTestId('invoice-status')).toHaveAttribute('data-status', 'partially_paid');
  await expect(page.getByTestId('invoice-paid')).toHaveText('$100.50');
  await expect(page.getByTestId('invoice-balance')).toHaveText('$121.41');
  await expect(page.getByTestId('invoice-payment')).toContainText('Cash');
  await expect(page.getByRole('button', { name: 'Void invoice' })).toBeDisabled();
  await expect(page.getByText('An invoice with a payment cannot be voided.', { exact: false })).toBeVisible();

  // The same after a reload (the page's query), and the job's Invoice opens this invoice.
  await page.reload();
  await expect(page.getByTestId('invoice-balance')).toHaveText('$121.41');
  await page.setViewportSize(PHONE);

  // A typo ($4 for $40) is taken back: the balance comes back, and the history keeps it.
  await page.getByRole('button', { name: 'Record payment' }).click();
  await pay.getByLabel('Amount ($)').fill('4');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('invoice-balance')).toHaveText('$117.41');
  await page.getByRole('button', { name: 'Remove the Cash payment of $4.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this payment?' });
  await expect(confirm).toContainText('The cash payment of $4.00 comes off the invoice');
  await confirm.getByRole('button', { name: 'Remove payment' }).click();
  await expect(toast(page).filter({ hasText: 'Payment removed' })).toBeVisible();
  await expect(page.getByTestId('invoice-balance')).toHaveText('$121.41');
  await expect(page.getByTestId('invoice-payment')).toHaveCount(1);
  await expect(page.getByTestId('invoice-history')).toContainText('Cash $4.00 removed by you');

  await page.goto('/schedule');
  await page.getByTestId('appointment').filter({ hasText: 'Nora Payne' }).getByRole('button', { name: 'Invoice' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(invoiceUrl);
  await expect(page.getByTestId('invoice-status')).toHaveText('Partially paid');
  // …and so does Invoice on the job in the customer's service history.
  await page.goto('/customers');
  await page.getByText('Nora Payne').click({ timeout: 30_000 });
  await customerDetail(page).getByRole('list', { name: 'Done' }).getByRole('button', { name: 'Invoice' }).click();
  await expect(page).toHaveURL(invoiceUrl);
  await expect(page.getByTestId('invoice-balance')).toHaveText('$121.41');
});

test('the customer pays the pay link through Checkout; the owner’s open invoice turns Paid without a reload', async ({ page, browser }) => {
  const appointmentId = await ownerWithJob(page, 'completed');
  // Settings → Get paid → Connect Stripe: through the stand-in's hosted onboarding and back, the
  // account can charge and pay out (its account.updated webhook arrives before the return).
  await page.goto('/settings#get-paid');
  await expect(page.getByTestId('stripe-charges')).toHaveAttribute('data-on', 'false', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Connect Stripe' }).click();
  await expect(page.getByRole('heading', { name: /Stripe Connect onboarding/ })).toBeVisible();
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(page).toHaveURL(/\/settings\?stripe=return/);
  await expect(page.getByText('Welcome back from Stripe.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('stripe-connected')).toHaveAttribute('data-on', 'true');
  await expect(page.getByTestId('stripe-charges')).toHaveAttribute('data-on', 'true');
  await expect(page.getByTestId('stripe-payouts')).toHaveAttribute('data-on', 'true');
  await expect(page.getByRole('button', { name: /Connect Stripe|Continue Stripe setup/ })).toHaveCount(0);

  const made = await page.request.post(`/api/appointments/${appointmentId}/invoice`);
  expect(made.status()).toBe(201);
  const invoiceId = String((await made.json()).id);
  expect((await page.request.post(`/api/invoices/${invoiceId}/send`, { data: { email: true } })).status()).toBe(200);

  await page.goto(`/invoices/${globalId('Invoice', invoiceId)}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('Sent', { timeout: 30_000 });
  await expect(page.getByTestId('invoice-balance')).toHaveText('$180.00');
  const payUrl = await page.getByTestId('pay-link').inputValue();

  // The customer, in a browser of their own, pays the balance through Checkout.
  const customer = await browser.newContext();
  const payPage = await customer.newPage();
  await payPage.goto(payUrl);
  await payPage.getByRole('button', { name: /^Pay \$180\.00/ }).click();
  await expect(payPage).toHaveURL(/\/checkout\/cs_test_/);
  await payPage.getByRole('button', { name: /^Pay / }).click();
  await expect(payPage.getByTestId('pay-status')).toHaveText('Paid');
  await customer.close();

  // The owner's page, never reloaded, now says Paid.
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(page.getByTestId('invoice-balance')).toHaveText('$0.00');
  await expect(page.getByTestId('invoice-payment')).toContainText('Card');
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  // The owner refunds the card payment: after the confirm, the invoice shows Refunded.
  await page.getByRole('button', { name: 'Refund card payment' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund invoice #1?' });
  await expect(refund).toContainText('$180.00 go back to the customer\'s card through Stripe.');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(toast(page)).toContainText('Invoice #1 refunded');
  await expect(page.getByTestId('invoice-status')).toHaveText('Refunded');
  await expect(page.getByText('The card payments were refunded to the customer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund card payment' })).toHaveCount(0);
});

test('the owner voids a sent invoice nothing was paid on: after the confirm it is void and takes no payments', async ({ page }) => {
  const appointmentId = await ownerWithJob(page, 'completed');
  const made = await page.request.post(`/api/appointments/${appointmentId}/invoice`);
  expect(made.status()).toBe(201);
  const invoiceId = String((await made.json()).id);
  expect((await page.request.post(`/api/invoices/${invoiceId}/send`, { data: { email: true } })).status()).toBe(200);
  await page.goto(`/invoices/${globalId('Invoice', invoiceId)}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('Sent', { timeout: 30_000 });

  // "Keep it" changes nothing; "Void invoice" in the confirm voids it.
  await page.getByRole('button', { name: 'Void invoice' }).click();
  const confirm = page.getByRole('dialog', { name: 'Void invoice #1?' });
  await expect(confirm).toContainText('Its number is not reused.');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('invoice-status')).toHaveText('Sent');
  await page.getByRole('button', { name: 'Void invoice' }).click();
  await confirm.getByRole('button', { name: 'Void invoice' }).click();
  await expect(toast(page)).toContainText('Invoice #1 voided');
  await expect(page.getByTestId('invoice-status')).toHaveText('Void');
  await expect(page.getByText('This invoice is void: it takes no payments and its pay link says so.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void invoice' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
});
