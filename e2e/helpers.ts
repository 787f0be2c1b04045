import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';

/** The visible toast (Radix also mirrors it into a live region for screen readers). */
export const toast = (page: Page) => page.getByTestId('toast');

export const uniqueEmail = (name = 'owner') => `${name}.${randomBytes(5).toString('hex')}@example.com`;

export async function signUpOnAuth(page: Page, opts: { firstName?: string; email?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill(opts.firstName ?? 'Jordan');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(opts.password ?? 'password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  return email;
}

/** Walks the five onboarding steps with the given business name; lands on /dashboard. */
export async function completeOnboarding(page: Page, businessName: string) {
  await page.getByLabel('Or enter a custom name').fill(businessName);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Business phone').fill('913-555-0142');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('City').fill('Olathe');
  await page.getByLabel('State').selectOption('KS');
  await page.getByLabel('ZIP code').fill('66062');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Runs SQL on the e2e server's embedded database (see playwright.config.ts). */
export async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({
    connectionString: `postgresql://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT ?? 54329}/postgres?sslmode=disable`,
  });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Records the names of the GraphQL queries and mutations the page sends from now on (not
 * subscriptions), so a test can say a change went out as its mutation alone, without a refetch.
 */
export function graphqlOperations(page: Page) {
  const names: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname !== '/graphql' || r.method() !== 'POST') return;
    const name = /^\s*(query|mutation) (\w+)/.exec(JSON.parse(r.postData() ?? '{}').query ?? '')?.[2];
    if (name) names.push(name);
  });
  return names;
}
