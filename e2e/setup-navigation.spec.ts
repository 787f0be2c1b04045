// Complete Setup takes the owner to the dashboard once: a tap made there is not undone by a second redirect.
import { expect, test } from '@playwright/test';
import { completeOnboardingInUi, signUpInUi } from './helpers';

test('after Complete Setup the app navigates to /dashboard once', async ({ page }) => {
  // Record every history entry the app writes (the router's pushState and replaceState).
  await page.addInitScript(() => {
    const w = window as unknown as { __entries: string[] };
    w.__entries = [];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        w.__entries.push(new URL(String(url ?? location.href), location.href).pathname);
        original(data, unused, url);
      };
    }
  });
  await signUpInUi(page, { firstName: 'Una' });
  await completeOnboardingInUi(page, `Once Co ${Math.random().toString(36).slice(2, 8)}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A second redirect would come with the home's data: once it is shown, the history is final.
  await expect(page.getByTestId('conversation-count')).toBeVisible();
  const entries = await page.evaluate(() => (window as unknown as { __entries: string[] }).__entries);
  expect(entries.filter((p) => p === '/dashboard')).toHaveLength(1);
  await expect(page).toHaveURL(/\/dashboard$/);
});
