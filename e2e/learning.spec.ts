// The Learning Center with the starter library (#59): its categories in the library's order (the
// dashboard's Learn view shows the first two), an article's computed read time, a link to an owner
// screen that moves inside the app to its section, a link to another site in a new tab, and axe on
// the list and on an article at phone size.
import { expect, test } from '@playwright/test';
import { LIBRARY_CATEGORIES, STARTER_LIBRARY } from '../common/library/index';
import { readTimeOf, wordCount } from '../common/reading';
import { readyOwner } from './fixtures';
import { expectAccessible } from './helpers';

const business = () => `Learner ${Math.random().toString(36).slice(2, 7)}`;
/** The library's categories that have articles, in its order. */
const categories = LIBRARY_CATEGORIES.filter((c) => STARTER_LIBRARY.some((a) => a.category === c));

test('the dashboard’s Learn view shows the library’s first two categories and links to /learning; an article’s title appears once', { tag: '@desktop' }, async ({ page }) => {
  await readyOwner(page, { business: business() });
  await page.goto('/dashboard?view=learn');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(categories.slice(0, 2));
  await page.getByRole('link', { name: 'Browse all articles' }).click();
  await expect(page).toHaveURL(/\/learning$/);

  await page.goto('/dashboard?view=learn');
  const first = STARTER_LIBRARY[0];
  await main.getByRole('link', { name: new RegExp(first.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the Learning Center shows the library by category; an article’s link to Settings lands on its section inside the app; axe on both', async ({ page }) => {
  await readyOwner(page, { business: business() });
  await page.goto('/learning');
  await expect(page.getByRole('heading', { name: 'Learning Center' })).toBeVisible();
  // Each category of the library, in its order, first; its count at least the library's (another test may add one).
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings.first()).toBeVisible();
  const shown = await headings.allTextContents();
  expect(shown.slice(0, categories.length).map((h) => h.replace(/\s*\(\d+\)$/, ''))).toEqual(categories);
  for (const [i, c] of categories.entries()) {
    expect(Number(/\((\d+)\)$/.exec(shown[i])?.[1])).toBeGreaterThanOrEqual(STARTER_LIBRARY.filter((a) => a.category === c).length);
  }
  await expectAccessible(page, '/learning with the starter library');

  // An article with a link to a section of Settings, and one to another site when the library has one.
  const article = STARTER_LIBRARY.find((a) => /\]\(\/settings#[a-z-]+\)/.test(a.content)) ?? STARTER_LIBRARY[0];
  const target = /\]\((\/settings#[a-z-]+)\)/.exec(article.content)?.[1] ?? '';
  expect(target, 'the library links to a section of Settings').not.toBe('');
  await page.getByRole('link', { name: new RegExp(article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByText(`${article.category} · ${readTimeOf(wordCount(article.content))}`)).toBeVisible();
  await expectAccessible(page, 'a library article at phone size');

  const outside = page.locator('article a[href^="https://"]').first();
  if (await outside.count()) {
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  }

  // The link moves inside the app (the page is not loaded again) and lands on the section.
  await page.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });
  const link = page.locator(`article a[href="${target}"]`).first();
  await expect(link).not.toHaveAttribute('target', /.+/);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname + url.hash === target);
  const section = page.locator(`#${target.split('#')[1]}`);
  await expect(section).toBeInViewport();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
