// The customer's pay link at both viewports: the invoice opened from its private link with JavaScript
// off and on, a tip chosen, paid through the Stripe stand-in's Checkout on the business's connected
// account (its signed webhook reaches the app before the customer is sent back), and "Paid" on the
// same link; while the business cannot take cards, the page says how else to pay. (axe on these states: a11y.spec.ts.)
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { sentInvoice } from './helpers';

async function expectInvoice(page: Page) {
  await expect(page.getByRole('heading', { name: 'Invoice #7' })).toBeVisible();
  await expect(page.getByTestId('pay-total')).toHaveText('$210.73');
  await expect(page.getByTestId('pay-balance')).toHaveText('$160.73');
  await expect(page.getByTestId('pay-status')).toHaveText('Due');
}

/** On the stand-in's Checkout: the total, then Pay; the customer comes back to the pay link. */
async function payOnCheckout(page: Page, token: string, total: string) {
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${token}\\?session_id=cs_test_`));
  await expect(page.getByTestId('pay-status')).toHaveText('Paid');
  await expect(page.getByRole('status')).toContainText('Your payment was received');
  await expect(page.getByTestId('pay-balance')).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the customer tips 20% and pays through Checkout, then sees Paid', async ({ page, request }) => {
    const { token } = await sentInvoice(request, { cards: true });
    await page.goto(`/pay/${token}`);
    await expectInvoice(page);
    await page.getByRole('radio', { name: '20% ($38.93)' }).check();
    await page.getByRole('button', { name: 'Pay $160.73 + tip' }).click();
    await payOnCheckout(page, token, '199.66 USD');
    await expect(page.getByText('Tip', { exact: true })).toBeVisible();
    await expect(page.getByTestId('pay-total')).toHaveText('$249.66');
  });
});

test('with JavaScript: a custom tip, paid through Checkout, then Paid on the same link', { tag: '@desktop' }, async ({ page, request }) => {
  const { token } = await sentInvoice(request, { cards: true });
  await page.goto(`/pay/${token}`);
  await expectInvoice(page);
  await page.getByRole('radio', { name: 'Other amount' }).check();
  await page.getByLabel(/Other tip amount in dollars/).fill('12.50');
  await page.getByRole('button', { name: 'Pay $160.73 + tip' }).click();
  await payOnCheckout(page, token, '173.23 USD');
  await expect(page.getByTestId('pay-amount-paid')).toHaveText('−$173.23');
  // Opened again later, the link still says Paid.
  await page.goto(`/pay/${token}`);
  await expect(page.getByTestId('pay-status')).toHaveText('Paid');
});

test('a business that cannot take cards yet: the page says to call, and offers no Pay button', async ({ page, request }) => {
  const { token, name } = await sentInvoice(request, { cards: false });
  await page.goto(`/pay/${token}`);
  await expectInvoice(page);
  await expect(page.getByTestId('pay-offline')).toContainText(`${name} cannot take card payments online yet`);
  await expect(page.getByRole('link', { name: '913-555-0142' })).toHaveAttribute('href', 'tel:9135550142');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  // An unknown link is a 404 page.
  const res = await page.goto(`/pay/${randomBytes(32).toString('base64url')}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
});
