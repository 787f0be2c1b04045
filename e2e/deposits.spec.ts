// Deposits at instant booking (issue #30) at both viewports: an owner whose business takes cards sets a
// deposit on a service in Settings → Pricing; a visitor books that service, is sent to the Stripe
// stand-in's Checkout on the connected account, pays (its signed webhook books the held window before
// the visitor is sent back) and lands on their booking's private link: confirmed, with the deposit and
// the cancellation policy. With JavaScript off the form posts and answers 303 to Checkout. (axe on these states: a11y.spec.ts.)
import { expect, type Page, test } from '@playwright/test';
import { cardBusiness, sql } from './helpers';

const POLICY = 'Free cancellation up to 24 hours before your appointment. If you cancel later, the deposit is kept.';

async function pickWindow(page: Page) {
  await page.getByLabel('Service').selectOption({ label: 'Full Detail — $180.00 (deposit $36.00)' });
  await page.getByLabel('ZIP code of the address').fill('66062');
  await page.getByRole('button', { name: 'Show free times' }).click();
  await expect(page.getByRole('navigation', { name: 'Days with free times' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByLabel('Your name').fill('Val Visitor');
  await page.getByLabel('Phone', { exact: true }).fill('(913) 555-0188');
  await page.getByLabel('Make', { exact: true }).fill('Subaru');
  await page.getByLabel('Model', { exact: true }).fill('Outback');
  await page.getByLabel('Address where the car will be').fill('77 Oak Ave, Olathe KS');
  const terms = page.getByTestId('deposit-terms');
  await expect(terms).toContainText('A $36.00 deposit is paid when booking and counts toward the price.');
  await expect(terms).toContainText(POLICY);
}

/** On the stand-in's Checkout: the deposit, then Pay; the visitor lands on their booking's private link, confirmed. */
async function payAndLand(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(page.getByTestId('checkout-total')).toHaveText('36.00 USD');
  await page.getByRole('button', { name: 'Pay 36.00 USD' }).click();
  await expect(page).toHaveURL(/\/b\/[\w-]{20,}\?deposit=paid$/);
  await expect(page.getByRole('status')).toHaveText('Thank you! Your deposit was received and your booking is confirmed.');
  await expect(page.getByTestId('manage-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('manage-deposit')).toHaveText('$36.00 paid, counts toward the price');
  await expect(page.getByTestId('manage-policy')).toHaveText(POLICY);
}

async function expectBookedWithDeposit(ownerId: string) {
  const rows = await sql(`SELECT "depositAmount"::text AS d, status FROM "ServiceRecord" WHERE "ownerId" = $1`, [ownerId]);
  expect(rows).toEqual([{ d: '36.00', status: 'scheduled' }]);
}

test('the owner sets a 20% deposit; a visitor books, pays it on Checkout and sees the booking confirmed with the policy', async ({ page, browser }) => {
  const { subdomain, ownerId } = await cardBusiness(page.request, { prefix: 'Deposit Shine', instant: true });
  await page.goto('/settings#pricing');
  await page.getByRole('combobox', { name: 'Deposit' }).selectOption('percent');
  await page.getByLabel('Deposit (%)').fill('20');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(page.getByRole('button', { name: 'Save Pricing' })).toBeEnabled();
  await page.reload();
  await expect(page.getByLabel('Deposit (%)')).toHaveValue('20');

  const visitor = await browser.newContext({ viewport: page.viewportSize(), isMobile: (page.viewportSize()?.width ?? 1280) < 600 });
  const v = await visitor.newPage();
  await v.goto(`/booking/${subdomain}`);
  await pickWindow(v);
  await v.getByRole('button', { name: 'Pay $36.00 deposit and book' }).click();
  await payAndLand(v);
  await expectBookedWithDeposit(ownerId);
  await visitor.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form answers 303 to Checkout; paid, the visitor sees the booking confirmed with the deposit and the policy', async ({ page, request }) => {
    const { subdomain, ownerId } = await cardBusiness(request, { prefix: 'Deposit Shine', instant: true });
    await sql(`UPDATE "Service" SET "depositType" = 'fixed', "depositValue" = 36 WHERE "businessId" = (SELECT id FROM "Business" WHERE "ownerId" = $1)`, [ownerId]);
    await page.goto(`/booking/${subdomain}`);
    await pickWindow(page);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/booking/${subdomain}`)),
      page.getByRole('button', { name: 'Pay $36.00 deposit and book' }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await payAndLand(page);
    await expectBookedWithDeposit(ownerId);
  });
});
