// The owner's main journey by keyboard only: sign up, set up the business, log a conversation, add a
// customer in a dialog that keeps the focus and gives it back, and answer a booking request. Every
// element reached shows a focus ring, and after each route change the focus is on the page's heading.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { holdGraphQL, offerFullDetail, requestBooking, subdomainOf, toast, uniqueEmail } from './helpers';

/** Whether the focused element shows where it is: an outline or a ring (box-shadow). */
const focusRingShown = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return true;
    const s = getComputedStyle(el);
    return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
  });

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus ring at every stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  // There and enabled to be reached (a Next still checking the name is disabled): a bounded wait that names
  // it, not 60 presses that outlast the test on a busy machine.
  await expect(target).toBeVisible();
  await expect(target).toBeEnabled();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 5_000 }).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    expect(await focusRingShown(page), `a focus ring on ${where}`).toBe(true);
  }
  throw new Error(`Tab never reached ${target}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

// Many single key presses, each checked: longer than a journey that clicks.
test.describe.configure({ timeout: 180_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test("the owner's main journey by keyboard only", { tag: '@desktop' }, async ({ page, request }) => {
  const business = `Keys Co ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/auth');
  await tabTo(page, page.getByRole('tab', { name: 'Sign In' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await typeInto(page, page.getByLabel('First name'), 'Kim');
  await typeInto(page, page.getByLabel('Last name'), 'Keys');
  await typeInto(page, page.getByLabel('Email'), uniqueEmail('keys'));
  await typeInto(page, page.getByLabel('Password'), 'password123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/onboarding$/);

  // Onboarding: each field and Next by Tab, typed or chosen with the keys.
  await typeInto(page, page.getByLabel('Or enter a custom name'), business);
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('Business phone'), '913-555-0142');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('City'), 'Olathe');
  await tabTo(page, page.getByLabel('State'));
  await page.keyboard.type('Kansas');
  await expect(page.getByLabel('State')).toHaveValue('KS');
  await typeInto(page, page.getByLabel('ZIP code'), '66062');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Complete Setup' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(heading(page)).toBeFocused();

  // The daily priority by keyboard.
  await tabTo(page, page.getByRole('button', { name: '+1 Log a conversation' }));
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Conversation logged!');
  await expect(page.getByTestId('conversation-count')).toHaveText('1');

  // Customers through the main navigation: the focus lands on the new page's heading, also when the
  // page's data takes seconds to come (a phone network, a busy server): the skeleton has no heading.
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }));
  const graphql = await holdGraphQL(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customers$/);
  // The page is still loading (its skeleton has no heading to focus) until its data is let through.
  await expect(page.getByRole('status', { name: 'Loading' }).first()).toBeVisible();
  await graphql.release();
  await expect(heading(page)).toHaveText('Customers');
  await expect(heading(page)).toBeFocused();

  // The Add Customer dialog keeps the focus inside while open and gives it back on Escape.
  const addButton = page.getByRole('button', { name: 'Add Customer' });
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(addButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel('First name'), 'Dana');
  await typeInto(page, dialog.getByLabel('Last name'), 'Whitfield');
  await typeInto(page, dialog.getByLabel('Phone'), '(816) 555-0199');
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Customer created');
  await expect(dialog).toHaveCount(0);
  await expect(addButton).toBeFocused();

  // The customer's sheet opens from the list by keyboard.
  await tabTo(page, page.getByRole('button', { name: /Dana Whitfield/ }).or(page.getByRole('link', { name: /Dana Whitfield/ })).first());
  await page.keyboard.press('Enter');
  await expect(page.getByText('(816) 555-0199').first()).toBeVisible();

  // A booking request arrives; the owner opens Requests and the Accept dialog, then leaves it.
  await offerFullDetail(page);
  await requestBooking(request, subdomainOf(business), 'Casey Keys');
  await page.goto('/dashboard');
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Requests/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/requests$/);
  await expect(heading(page)).toBeFocused();
  const accept = page.getByRole('listitem').filter({ hasText: 'Casey Keys' }).getByRole('button', { name: 'Accept' });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Price ($)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(accept).toBeFocused();
});
