// API tokens in settings: created and shown once, used by an external tool, then revoked.
import { expect, request, test } from '@playwright/test';
import { toast } from './helpers';
import { readyOwner } from './fixtures';

test('an owner creates a token, a tool uses it, and revoking it stops the tool', async ({ page, baseURL }) => {
  await readyOwner(page, { firstName: 'Toni', business: `Token Shine ${Math.random().toString(36).slice(2, 8)}` });
  await page.goto('/settings#api-tokens');
  await expect(page.getByText('No API tokens yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Please give the token a name')).toBeVisible();
  await page.getByLabel('Token name').fill('Spreadsheet sync');
  await page.getByRole('button', { name: 'Create Token' }).click();
  const shown = page.getByTestId('new-token');
  await expect(shown).toContainText("You won't be able to see it again.");
  const token = (await shown.locator('code').textContent())?.trim() ?? '';
  expect(token).toMatch(/^lp_/);
  const list = page.getByRole('list', { name: 'API tokens' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Spreadsheet sync');
  await expect(list).toContainText('Never used');

  // An external tool: no cookies, only the bearer token.
  const tool = await request.newContext({ baseURL });
  const ask = () =>
    tool.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query: '{ viewer { firstName business { businessName } } }' },
    });
  const first = await ask();
  expect(first.status()).toBe(200);
  expect((await first.json()).data.viewer.firstName).toBe('Toni');

  // Shown once: after a reload the token itself is gone, and its last use is listed.
  await page.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(page.getByTestId('new-token')).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);
  await expect(list).toContainText('Last used');

  await list.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('dialog')).toContainText('Tools using “Spreadsheet sync” will stop working at once.');
  await page.getByRole('button', { name: 'Revoke Token' }).click();
  await expect(toast(page)).toContainText('Token revoked');
  await expect(page.getByText('No API tokens yet.')).toBeVisible();
  expect((await ask()).status()).toBe(401);
  await tool.dispose();
});
