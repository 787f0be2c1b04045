// Motion and text size: reduced motion stops transitions and animations, and at 200% text a phone
// never scrolls sideways on any page of the owner or the visitor.
import { expect, type Page, test } from '@playwright/test';
import { offerFullDetail, requestBooking, subdomainOf } from './helpers';
import { readyOwner } from './fixtures';

// The 200% walk opens eleven pages: longer than one journey's minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

async function onboarded(page: Page) {
  const name = `Wide Co ${Math.random().toString(36).slice(2, 8)}`;
  await readyOwner(page, { business: name });
  return subdomainOf(name);
}

test('reduced motion turns transitions and animations off', async ({ page }) => {
  await page.goto('/auth');
  const button = page.getByRole('button', { name: 'Sign In', exact: true });
  await expect(button).toBeVisible();
  const duration = () => button.evaluate((el) => Number.parseFloat(getComputedStyle(el).transitionDuration));
  expect(await duration()).toBeGreaterThan(0.05);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await duration()).toBeLessThan(0.001);
});

test('at 200% text size a phone never scrolls sideways', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone layout');
  const subdomain = await onboarded(page);
  await offerFullDetail(page);
  await requestBooking(request, subdomain, 'Wide Text');
  const doubled = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path);
    await ready();
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    // Laid out again at the new size: two frames later.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
    expect(scroll, `${path} at 200% text`).toBeLessThanOrEqual(width);
  };
  const h1 = async () => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await doubled('/dashboard', () => expect(page.getByTestId('conversation-count')).toBeVisible());
  await doubled('/dashboard?view=learn', h1);
  await doubled('/dashboard?view=more', h1);
  await doubled('/customers', h1);
  await doubled('/requests', () => expect(page.getByText('Wide Text')).toBeVisible());
  await doubled('/schedule', h1);
  await doubled('/settings', h1);
  await doubled('/learning', h1);
  await doubled('/scripts', h1);
  await doubled(`/booking/${subdomain}`, () => expect(page.getByRole('heading', { name: 'Request a booking' })).toBeVisible());
  await page.context().clearCookies();
  await doubled('/auth', h1);
});
