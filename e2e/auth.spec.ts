// Accounts in the browser: sign up, the guard, staying signed in, sign out, sign in, wrong password.
import { expect, test } from '@playwright/test';
import { signUpInUi, toast, uniqueEmail } from './helpers';

test('sign up, stay signed in across a reload, sign out, sign in again, wrong password', { tag: '@desktop' }, async ({ page }) => {
  const email = await signUpInUi(page, { firstName: 'Jordan' });
  await expect(toast(page)).toContainText('Account created!');
  await expect(page.getByRole('heading', { name: 'Business Name' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Business Name' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page)).toContainText("You've been signed out successfully.");

  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/auth\?next=%2Fonboarding$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?next=%2Fonboarding$/);

  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(toast(page)).toContainText('Welcome back!');
});

test('sign-up validation is shown beside the fields', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
});

test('a payment session id selects Sign Up and shows the payment notices', async ({ page }) => {
  await page.goto('/auth?session_id=cs_test_abc');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/same email and phone number/)).toBeVisible();

  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/signup?session_id=cs_test_abc&success=true');
  await expect(page.getByText('Payment successful! Complete your account setup below to get started.')).toBeVisible();
  await expect(page.getByText('Payment received - Thank you!')).toBeVisible();

  await page.goto('/signup');
  await expect(page.getByText('Creating account with 48-hour payment verification period.')).toBeVisible();
  await expect(page.getByText('48-hour verification period', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Already have an account? Sign in here' })).toHaveAttribute('href', '/auth');
});

test('/signup creates an account with its own button text', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill(uniqueEmail('sam'));
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create Account & Get Started' }).click();
  await expect(page).toHaveURL(/\/(onboarding|dashboard)$/);
});

test('pages are served with a CSP the app runs under (no violations)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  const res = await page.goto('/auth');
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('/ goes to /auth and an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
