// The admin's desk: a reply moves a new ticket along; script categories are chosen, or added on purpose.
import { expect, type Page, test } from '@playwright/test';
import { signUpOnAuth, sql, toast } from './helpers';

async function signInAdmin(page: Page) {
  const email = await signUpOnAuth(page, { firstName: 'Desk' });
  await sql(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [email]);
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
}

test('replying to a new ticket moves it to In Progress; a status the admin chose stays', async ({ page }) => {
  await signInAdmin(page);
  const id = Math.random().toString(36).slice(2, 8);
  const subject = `Reply moves ${id}`;
  expect((await page.request.post('/api/support/ticket', { data: { category: 'Technical Issue', subject, message: 'Hello' } })).ok()).toBe(true);
  const chosen = `Status chosen ${id}`;
  expect((await page.request.post('/api/support/ticket', { data: { category: 'Technical Issue', subject: chosen, message: 'Hello' } })).ok()).toBe(true);
  await page.getByRole('tab', { name: /Support/ }).click();

  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Status' }).last();
  await expect(status).toHaveValue('new');
  await page.getByLabel('Reply').fill('Looking into it now.');
  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(toast(page).filter({ hasText: 'Reply sent' })).toBeVisible();
  await expect(status).toHaveValue('in_progress');

  await page.getByRole('link', { name: chosen }).click();
  await expect(page.getByRole('heading', { name: chosen })).toBeVisible();
  await status.selectOption('resolved');
  await expect(toast(page).filter({ hasText: 'Ticket updated' })).toBeVisible();
  await page.getByLabel('Reply').fill('Fixed on our side.');
  await page.getByRole('button', { name: 'Send Reply' }).click();
  // The reply can reach the conversation (live) before the box empties: look for it in the conversation.
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText('Fixed on our side.')).toBeVisible();
  await expect(page.getByLabel('Reply')).toHaveValue('');
  await expect(status).toHaveValue('resolved');
});

test('a script’s category is chosen from the existing ones, or added', async ({ page }) => {
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Scripts' }).click();
  const added = `Category ${Math.random().toString(36).slice(2, 7)}`;
  const first = `First ${added}`;
  await page.getByRole('button', { name: 'Add Script' }).click();
  const form = page.getByRole('dialog', { name: 'Add Script' });
  const category = form.getByRole('combobox', { name: 'Category' });
  await expect(category.locator('option', { hasText: 'Text Messages' })).toHaveCount(1);
  await category.selectOption({ label: 'New category…' });
  await form.getByLabel('New category').fill(added);
  await form.getByLabel('Title').fill(first);
  await form.getByLabel('Message').fill('Hi [Customer Name]!');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('script-row').filter({ hasText: first })).toContainText(added);

  // The new category is now one of the choices.
  await page.getByRole('button', { name: `Edit ${first}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Script' });
  await expect(edit.getByRole('combobox', { name: 'Category' })).toHaveValue(added);
  await edit.getByRole('combobox', { name: 'Category' }).selectOption('Cold Calling');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('script-row').filter({ hasText: first })).toContainText('Cold Calling');
  await page.getByRole('button', { name: `Delete ${first}` }).click();
  await page.getByRole('dialog', { name: 'Delete script?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('script-row').filter({ hasText: first })).toHaveCount(0);
});
