// The customer's pay link at both viewports: the invoice opened from its private link with JavaScript
// off and on, a tip chosen, paid through the Stripe stand-in's Checkout on the business's connected
// account (its signed webhook reaches the app before the customer is sent back), and "Paid" on the
// same link; while the business cannot take cards, the page says how else to pay. axe on each state.
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleWithoutJs, sql, uniqueEmail } from './helpers';

const id = () => `e2e${randomBytes(10).toString('hex')}`;

/**
 * An owner (through the API) whose business takes cards (or not) and a sent invoice #7: Full Detail
 * 180.00 + Pet hair 25.00, discount 10.33, tax 8.25 % = 16.06, deposit 50.00: balance 160.73.
 */
async function sentInvoice(request: APIRequestContext, opts: { cards: boolean }) {
  const name = `Paid Shine ${Math.random().toString(36).slice(2, 8)}`;
  const reg = await request.post('/api/register', { data: { firstName: 'Olga', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } });
  expect(reg.status()).toBe(201);
  const ownerId = (await reg.json()).id as string;
  const b = await request.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062', phone: '913-555-0142' } });
  expect(b.status()).toBe(201);
  const c = await request.post('/api/customers', { data: { firstName: 'Casey', lastName: 'Zebulon', phone: '(816) 555-0199', email: 'casey@example.com' } });
  expect(c.status()).toBe(201);
  const customerId = (await c.json()).id as string;
  await sql(`UPDATE "Business" SET "stripeAccountId" = $2, "chargesEnabled" = $3, "brandColor" = '#0f766e' WHERE "ownerId" = $1`, [ownerId, `acct_${id()}`, opts.cards]);
  const token = randomBytes(32).toString('base64url');
  const invoiceId = id();
  await sql(
    `INSERT INTO "Invoice" (id, "ownerId", number, "customerId", status, discount, "taxRate", "depositApplied", subtotal, tax, total, "dueDate", "payToken", "sentAt", "updatedAt")
     VALUES ($1, $2, 7, $3, 'sent', 10.33, 8.25, 50.00, 205.00, 16.06, 210.73, '2026-12-10', $4, now(), now())`,
    [invoiceId, ownerId, customerId, token],
  );
  await sql(`INSERT INTO "InvoiceLine" (id, "invoiceId", description, quantity, "unitPrice", position) VALUES ($1, $3, 'Full Detail', 1, 180.00, 0), ($2, $3, 'Pet hair', 1, 25.00, 1)`, [
    id(),
    id(),
    invoiceId,
  ]);
  return { token, name, invoiceId };
}

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

  test('the customer tips 20% and pays through Checkout, then sees Paid', async ({ page, request, browser }) => {
    const { token } = await sentInvoice(request, { cards: true });
    await page.goto(`/pay/${token}`);
    await expectInvoice(page);
    await expectAccessibleWithoutJs(browser, page, 'the pay link without JavaScript');
    await page.getByRole('radio', { name: '20% ($38.93)' }).check();
    await page.getByRole('button', { name: 'Pay $160.73 + tip' }).click();
    await payOnCheckout(page, token, '199.66 USD');
    await expect(page.getByText('Tip', { exact: true })).toBeVisible();
    await expect(page.getByTestId('pay-total')).toHaveText('$249.66');
    await expectAccessibleWithoutJs(browser, page, 'the paid pay link without JavaScript');
  });
});

test('with JavaScript: a custom tip, paid through Checkout, then Paid on the same link', { tag: '@desktop' }, async ({ page, request }) => {
  const { token } = await sentInvoice(request, { cards: true });
  await page.goto(`/pay/${token}`);
  await expectInvoice(page);
  await expectAccessible(page, 'the pay link');
  await page.getByRole('radio', { name: 'Other amount' }).check();
  await page.getByLabel(/Other tip amount in dollars/).fill('12.50');
  await page.getByRole('button', { name: 'Pay $160.73 + tip' }).click();
  await payOnCheckout(page, token, '173.23 USD');
  await expect(page.getByTestId('pay-amount-paid')).toHaveText('−$173.23');
  await expectAccessible(page, 'the paid pay link');
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
  await expectAccessible(page, 'the pay link of a business without cards');
  // An unknown link is a 404 page.
  const res = await page.goto(`/pay/${randomBytes(32).toString('base64url')}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
});
