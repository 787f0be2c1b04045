// Signing in: one error, shown once beside its cause; and back to the page that was asked for.
import { expect, test } from '@playwright/test';
import { signUpOnAuth, toast } from './helpers';
import { readyOwner } from './fixtures';

test('a refused sign-in shows one error once, and it gives way to the next one', async ({ page }) => {
  const email = await signUpOnAuth(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(toast(page).filter({ hasText: 'Login failed' })).toHaveCount(0);

  // A new mistake replaces the old message instead of sitting beside it.
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);

  // Sign-up: an email already in use is said beside the email, once.
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/already exists/);
  await expect(page.getByText(/already exists/)).toHaveCount(1);
  await expect(toast(page).filter({ hasText: 'Registration failed' })).toHaveCount(0);
});

test('signed out, a protected page leads to sign-in and back to that page', async ({ page }) => {
  const { email } = await readyOwner(page, { business: `Return Trip ${Math.random().toString(36).slice(2, 7)}` });
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/customers?q=ann');
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customers\?q=ann$/);

  // Only paths of this site: anything else goes to the dashboard.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/auth?next=%2F%2Fevil.example%2Fx');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
});
