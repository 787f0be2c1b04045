// Learning and scripts in the browser: draft → published → found and read, inert HTML and links,
// and a personalised script copied to the clipboard.
import { expect, test } from '@playwright/test';
import { completeOnboarding, graphqlOperations, newAdmin, signUpOnAuth, toast } from './helpers';
import { readyOwner } from './fixtures';

test('an admin drafts and publishes an article; an owner finds it by search and reads it safely', { tag: '@desktop' }, async ({ browser }) => {
  test.slow(); // two browsers (admin and owner) in one test: it takes the longest of the content specs
  const { context: adminContext, page: admin } = await newAdmin(browser, 'Editor');
  const word = `zephyr${Math.random().toString(36).slice(2, 7)}`;
  const title = `Ceramic coatings explained ${word}`;

  await admin.goto('/admin?tab=articles');
  await expect(admin.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByRole('button', { name: 'Add Article' })).toBeVisible();
  const sent = graphqlOperations(admin);
  await admin.getByRole('button', { name: 'Add Article' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Article' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin)).toContainText('Please fill in all fields.');
  // The category is chosen from the existing ones (a new one only on purpose).
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('Doing the Work');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content (markdown)').fill(
    `## Why coat\n\nA coating lasts years.\n\n<script>window.__pwned = true</script>\n\n[Tap here](javascript:window.__pwned=true)\n\n<img src=x onerror="window.__pwned=true">`,
  );
  // The read time is computed from the words as read (the HTML and the link's target are not), not typed.
  await expect(dialog.getByTestId('article-read-time')).toHaveText('Read time: 1 min (8 words), computed from the content');
  await expect(dialog.getByLabel('Read time')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin)).toContainText('Article added');
  const row = admin.getByTestId('article-row').filter({ hasText: title });
  await expect(row.getByTestId('content-status')).toHaveText('Draft');

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUpOnAuth(owner);
  await completeOnboarding(owner, `Reader Co ${word}`);
  await owner.goto('/learning');
  await owner.getByLabel('Search articles').fill(word);
  await expect(owner.getByText('No Articles Found')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Clear Search' })).toBeVisible();

  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(admin)).toContainText('Status updated');
  await expect(row.getByTestId('content-status')).toHaveText('Published');
  // The toggle reads "Draft" on a published article, as the specification says (#57).
  await expect(row.getByRole('button', { name: 'Draft' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  // The list changed from the mutations' answers, without fetching the articles again.
  expect(sent).toEqual(['ContentTabCreateArticleMutation', 'ContentTabArticleStatusMutation']);

  await owner.reload();
  await owner.getByLabel('Search articles').fill(word);
  await owner.getByRole('link', { name: new RegExp(title) }).click();
  await expect(owner.getByRole('heading', { name: title })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Why coat' })).toBeVisible();
  await expect(owner.getByText('A coating lasts years.')).toBeVisible();
  const link = owner.getByText('Tap here');
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).not.toContain('javascript');
  await link.click();
  expect(await owner.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(await owner.locator('article script, article img').count()).toBe(0);

  await owner.goto('/learning/not-a-real-article');
  await expect(owner.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await owner.getByRole('link', { name: 'Return to Learning' }).click();
  await expect(owner).toHaveURL(/\/learning$/);
  await adminContext.close();
  await ownerContext.close();
});

test('an owner copies a script personalised with their name and business', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const business = `Morgan Gloss ${Math.random().toString(36).slice(2, 7)}`;
  await readyOwner(page, { firstName: 'Morgan', business });
  await page.goto('/scripts');
  await page.getByRole('button', { name: /Text Messages/ }).click();
  await page.getByRole('button', { name: /First reply to an inquiry/ }).click();
  const text = page.getByTestId('script-text');
  await expect(text).toContainText(`Hi [Customer Name]! This is Morgan with ${business}.`);
  await expect(text).toContainText('[Available Days]');
  await expect(text).not.toContainText('{');
  await page.getByRole('button', { name: 'Copy Script' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`This is Morgan with ${business}.`);
  await expect(page.getByRole('button', { name: 'Copy Script' })).toBeVisible({ timeout: 5000 });
});

test('script prices come from the owner’s own pricing', async ({ page }) => {
  await readyOwner(page, { firstName: 'Riley', business: `Riley Shine ${Math.random().toString(36).slice(2, 7)}` });
  await page.goto('/settings#pricing');
  await page.getByLabel('Price ($)').first().fill('65');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(page.getByText('Services updated').first()).toBeVisible();
  await page.goto('/scripts');
  await page.getByRole('button', { name: /Text Messages/ }).click();
  await page.getByRole('button', { name: /Package options/ }).click();
  const text = page.getByTestId('script-text');
  await expect(text).toContainText('Basic Wash & Vacuum $65, Interior Detail [Interior Price], Full Detail $300.');
  await expect(text).not.toContainText('{');
});
