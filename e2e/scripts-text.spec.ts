// Scripts ready to send: "Text this" opens the phone's messages with the personalised script,
// and only the blanks still to fill are listed as variables.
import { expect, test } from '@playwright/test';
import { completeOnboarding, signUpOnAuth } from './helpers';

test('an owner texts a personalised script; filled variables are not listed', async ({ page }) => {
  await signUpOnAuth(page, { firstName: 'Morgan' });
  const business = `Morgan Gloss ${Math.random().toString(36).slice(2, 7)}`;
  await completeOnboarding(page, business);
  await page.goto('/scripts');
  await page.getByRole('button', { name: /Text Messages/ }).click();
  await page.getByRole('button', { name: /First reply to an inquiry/ }).click();
  const text = (await page.getByTestId('script-text').textContent())?.trim() ?? '';
  expect(text).toContain(`This is Morgan with ${business}.`);

  const link = page.getByRole('link', { name: 'Text this' });
  await expect(link).toBeVisible();
  const href = String(await link.getAttribute('href'));
  expect(href.startsWith('sms:?&body=')).toBe(true);
  expect(href).not.toMatch(/\s/); // URL-encoded
  expect(decodeURIComponent(href.slice('sms:?&body='.length)).trim()).toBe(text);
  await expect(page.getByRole('button', { name: 'Copy Script' })).toBeVisible();

  // What the app filled in (the owner's name, the business) is not a variable; the blanks are.
  const variables = page.getByRole('list', { name: 'Variables in this script' });
  await expect(variables).toContainText('[Customer Name]');
  await expect(variables).toContainText('[Available Days]');
  await expect(variables).not.toContainText('First Name');
  await expect(variables).not.toContainText('Business Name');
  await expect(variables).not.toContainText('{');
});
