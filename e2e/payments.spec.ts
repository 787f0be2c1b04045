// Paying and signing up: Join goes to Stripe Checkout (a local stand-in here); returning with a
// completed session verifies the account, so the 48-hour block never appears.
import { expect, test } from '@playwright/test';
import { completeOnboarding, sql, uniqueEmail } from './helpers';

const STRIPE = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? 3299}`;

test('Join leads to Stripe Checkout', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Join — Founders Rate $39/month' }).click();
  await expect(page).toHaveURL(`${STRIPE}/checkout/cs_test_new`);
  await expect(page.getByText('Stripe Checkout (stand-in)')).toBeVisible();
});

test('returning with a completed session verifies the new account', async ({ page, request }) => {
  const email = uniqueEmail('payer');
  const sessionId = `cs_e2e_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
  await request.post(`${STRIPE}/__test/sessions`, { data: { id: sessionId, status: 'complete', email, customer: `cus_${sessionId}` } });

  await page.goto(`/signup?session_id=${sessionId}&success=true`);
  await expect(page.getByText('Payment successful! Complete your account setup below to get started.')).toBeVisible();
  await expect(page.getByText('Payment received - Thank you!')).toBeVisible();
  await page.getByLabel('First name').fill('Paige');
  await page.getByLabel('Last name').fill('Turner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create Account & Get Started' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  expect((await sql(`SELECT "paymentVerified" FROM "User" WHERE email = $1`, [email]))[0].paymentVerified).toBe(true);

  await completeOnboarding(page, `Paid Up ${Math.random().toString(36).slice(2, 7)}`);
  await sql(`UPDATE "User" SET "createdAt" = now() - interval '49 hours' WHERE email = $1`, [email]);
  await page.reload();
  await expect(page.getByText('Week 1 • Day 1')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Verification Required' })).toHaveCount(0);
});
