// Articles and the outbox (#57) at phone size: the article dialog asks "Discard changes?" on Escape
// and keeps the draft (across a reload too), previews the article as owners see it with an uploaded
// image (same-origin: the pages' CSP shows it); the outbox page says email is not being sent, finds an
// email by recipient, resends it, and passes axe.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signUpOnAuth, sql, toast } from './helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function signInAdmin(page: Page) {
  const email = await signUpOnAuth(page, { firstName: 'Editor' });
  await sql(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [email]);
  return email;
}

test('the article dialog asks before throwing text away, keeps the draft, and previews with an uploaded image', async ({ page }) => {
  await signInAdmin(page);
  const title = `Wheel care ${Math.random().toString(36).slice(2, 7)}`;
  await page.goto('/admin/content/articles');
  await page.getByRole('button', { name: 'Add Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Article' });
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('Doing the Work');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content (markdown)').fill('Clean the wheels first.');

  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByLabel('Title')).toHaveValue(title);

  // The draft outlives the page.
  await page.reload();
  await page.getByRole('button', { name: 'Add Article' }).click();
  await expect(dialog.getByText('Your unsaved draft was restored.')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Content (markdown)')).toHaveValue('Clean the wheels first.');

  await dialog.getByTestId('article-image-input').setInputFiles({ name: 'wheel.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page).filter({ hasText: 'Image added' })).toBeVisible();
  await expect(dialog.getByLabel('Content (markdown)')).toHaveValue(/!\[Describe the image\]\(\/learning-images\/[0-9a-f]{64}\)/);
  const content = dialog.getByLabel('Content (markdown)');
  await content.fill(`${await content.inputValue()}\n[Our supplier](https://example.com/wax)\n`);
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  const preview = dialog.getByTestId('article-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  const image = preview.getByRole('img', { name: 'Describe the image' });
  await expect(image).toBeVisible();
  // Loaded, not blocked by the content security policy.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  // A link to another site opens in a new tab, without handing it this page.
  const outside = preview.getByRole('link', { name: 'Our supplier' });
  await expect(outside).toHaveAttribute('target', '_blank');
  await expect(outside).toHaveAttribute('rel', /noopener/);
  await expectAccessible(page, 'the article dialog and its preview');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page).filter({ hasText: 'Article added' })).toBeVisible();
  await expect(page.getByTestId('article-row').filter({ hasText: title })).toBeVisible();
  // Saved: the draft is gone, and a new article starts empty without asking.
  await page.getByRole('button', { name: 'Add Article' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the outbox: email not being sent, search by recipient, resend; accessible', async ({ page }) => {
  const email = await signInAdmin(page);
  const to = `outbox.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await sql(
    `INSERT INTO "EmailOutbox" (id, kind, "to", subject, text, html, error, "userId")
     VALUES ($1, 'payment-verification', $2, 'Please verify your payment', 'Hi there', '<p>Hi there</p>', 'refused', (SELECT id FROM "User" WHERE email = $3))`,
    [`e2e${Date.now()}`, to, email],
  );
  await page.goto('/admin/outbox');
  await expect(page.getByRole('tab', { name: 'Outbox' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Email is not being sent')).toBeVisible();
  await page.getByLabel('Search by recipient').fill(to);
  const rows = page.getByTestId('outbox-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Failed');
  // Each email links to its owner's page.
  await expect(rows.first().getByRole('link', { name: "Owner's page" })).toHaveAttribute('href', /^\/admin\/users\/.+/);
  await rows.first().getByRole('button', { name: /Resend/ }).click();
  await expect(toast(page).filter({ hasText: 'Email queued again' })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Queued');
  await expect(rows.first()).toContainText('Resent');
  // Fits the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectAccessible(page, 'the outbox');
});
