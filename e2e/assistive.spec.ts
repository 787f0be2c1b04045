// Screen readers: live regions announce toasts and a new booking request once, and form errors are
// tied to their fields (aria-describedby) with the first one focused on submit.
import { expect, type Page, test } from '@playwright/test';
import { offerFullDetail, requestBooking, subdomainOf, toast } from './helpers';
import { readyOwner } from './fixtures';

/**
 * Records, from now on, every live region (role status/alert, aria-live polite/assertive) whose text
 * came to include `text`; returns a function that reads how many distinct regions announced it.
 */
async function watchAnnouncements(page: Page, text: string) {
  await page.evaluate((needle) => {
    const seen = new Set<Element>();
    const w = window as unknown as { __announced?: Record<string, Set<Element>> };
    w.__announced = { ...w.__announced, [needle]: seen };
    const liveOf = (node: Node | null) => {
      for (let el = node instanceof Element ? node : (node?.parentElement ?? null); el; el = el.parentElement) {
        const live = el.getAttribute('aria-live');
        if (live === 'off') return null;
        if (live === 'polite' || live === 'assertive' || el.getAttribute('role') === 'status' || el.getAttribute('role') === 'alert') return el;
      }
      return null;
    };
    new MutationObserver((records) => {
      for (const r of records) {
        const region = liveOf(r.target);
        if (region?.textContent?.includes(needle)) seen.add(region);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
  return () => page.evaluate((needle) => (window as unknown as { __announced: Record<string, Set<Element>> }).__announced[needle].size, text);
}

async function onboarded(page: Page) {
  const name = `Live Co ${Math.random().toString(36).slice(2, 8)}`;
  await readyOwner(page, { business: name });
  return subdomainOf(name);
}

test('a toast and a new booking request are announced once', async ({ page, request }) => {
  const subdomain = await onboarded(page);
  await offerFullDetail(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('conversation-count')).toBeVisible();
  const logged = await watchAnnouncements(page, 'Conversation logged!');
  await page.getByRole('button', { name: '+1 Log a conversation' }).click();
  await expect(toast(page)).toContainText('Conversation logged!');
  await expect.poll(logged).toBe(1);

  // The dashboard listens for requests (the subscription is up once its first answer is in).
  const live = page.waitForResponse((r) => r.url().includes('/graphql') && !!r.request().postData()?.includes('ownerUpdates'));
  await page.reload();
  await live;
  const announced = await watchAnnouncements(page, 'New booking request');
  await requestBooking(request, subdomain, 'Riley Live');
  await expect(page.getByTestId('pending-requests-badge')).toHaveText('1');
  await expect(toast(page).filter({ hasText: 'New booking request' })).toBeVisible();
  await expect.poll(announced).toBe(1);
  // Something announced after it comes after any second announcement of it would have.
  const later = await watchAnnouncements(page, 'Conversation logged!');
  await page.getByRole('button', { name: '+1 Log a conversation' }).click();
  await expect.poll(later).toBe(1);
  expect(await announced()).toBe(1);
});

test('form errors are tied to their fields and the first one gets the focus', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  const first = page.getByLabel('First name');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription('First name is required');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');

  const business = `Form Co ${Math.random().toString(36).slice(2, 8)}`;
  await readyOwner(page, { business });
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await dialog.getByLabel('Last name').fill('Whitfield');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  const firstName = dialog.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('First name, last name, and phone are required.');
  await expect(dialog.getByLabel('Phone')).toHaveAccessibleDescription('First name, last name, and phone are required.');

  // The visitor's booking form: the first field in error has the focus; the service's error is its description.
  await page.goto(`/booking/${subdomainOf(business)}`);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByLabel('Your name')).toHaveAccessibleDescription(/.+/);
  await expect(page.getByLabel('Service', { exact: true })).toHaveAccessibleDescription(/.+/);
});
