// Scripts ready to send: "Text this" opens the phone's messages with the personalised script,
// and only the blanks still to fill are listed as variables.
import { expect, test } from '@playwright/test';
import { readyOwner } from './fixtures';

test('an owner texts a personalised script; filled variables are not listed', async ({ page }) => {
  const business = `Morgan Gloss ${Math.random().toString(36).slice(2, 7)}`;
  await readyOwner(page, { firstName: 'Morgan', business });
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

test('a script inside a daily task has Copy and “Text this”, filled in like the library’s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const business = `Tate Shine ${Math.random().toString(36).slice(2, 7)}`;
  await readyOwner(page, { firstName: 'Tate', business });
  await page.getByRole('button', { name: /Tell five people you are open/ }).click();
  const script = page.getByRole('region', { name: 'Launch text to friends' });
  const text = (await script.locator('p').textContent())?.trim() ?? '';
  expect(text).toContain('Hey [Customer Name]! I just started');
  expect(text).not.toContain('{');
  const href = String(await script.getByRole('link', { name: 'Text this' }).getAttribute('href'));
  expect(decodeURIComponent(href.slice('sms:?&body='.length)).trim()).toBe(text);
  await script.getByRole('button', { name: 'Copy Script' }).click();
  await expect(script.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(text);
});

test('script previews in the library are filled in as the detail is', async ({ page }) => {
  const business = `Pia Polish ${Math.random().toString(36).slice(2, 7)}`;
  await readyOwner(page, { firstName: 'Pia', business });
  await page.goto('/scripts');
  await page.getByRole('button', { name: /Text Messages/ }).click();
  const preview = page.getByRole('button', { name: /First reply to an inquiry/ });
  await expect(preview).toContainText(`This is Pia with ${business}`);
  await expect(preview).not.toContainText('{');
});
