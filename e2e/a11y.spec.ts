// Accessibility as a property the tests keep: axe-core (WCAG 2.0/2.1 A and AA rules) over every page an
// owner, a visitor and the admin open, the open customer sheet and the main dialogs, at both viewports
// (the phone and desktop projects). Any serious or critical violation fails the journey.
import { expect, type Page, test } from '@playwright/test';
import { customerDetail, expectAccessible, expectAccessibleWithoutJs, newAdmin, requestBooking, signUpOnAuth, sql, subdomainOf, toast } from './helpers';
import { readyOwner } from './fixtures';

// Each journey runs axe several times (a few seconds each on a busy machine).
test.describe.configure({ timeout: 180_000 });

const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** An onboarded owner whose business offers Full Detail; returns the booking subdomain. */
async function onboardedOwner(page: Page, prefix = 'A11y Co') {
  const name = uniqueName(prefix);
  await readyOwner(page, { business: name, fullDetail: true });
  return subdomainOf(name);
}

test('the sign-in and sign-up forms, and each onboarding step', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page, '/auth sign in');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expectAccessible(page, '/auth sign up');
  // The form's own errors, shown.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectAccessible(page, '/auth sign up with errors');

  await signUpOnAuth(page);
  await expect(page.getByLabel('Or enter a custom name')).toBeVisible();
  await expectAccessible(page, 'onboarding step 1');
  await page.getByLabel('Or enter a custom name').fill(uniqueName('Steps Co'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Business phone')).toBeVisible();
  await expectAccessible(page, 'onboarding step 2');
  await page.getByLabel('Business phone').fill('913-555-0142');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('City')).toBeVisible();
  await expectAccessible(page, 'onboarding step 3');
  await page.getByLabel('City').fill('Olathe');
  await page.getByLabel('State').selectOption('KS');
  await page.getByLabel('ZIP code').fill('66062');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await expectAccessible(page, 'onboarding step 4');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
  await expectAccessible(page, 'onboarding step 5');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the owner's pages: dashboard views, requests, schedule, settings, learning, scripts", { tag: '@desktop' }, async ({ page, request }) => {
  const subdomain = await onboardedOwner(page);
  await requestBooking(request, subdomain, 'Casey Visitor');
  await page.goto('/dashboard');
  await expect(page.getByTestId('conversation-count')).toBeVisible();
  await expectAccessible(page, '/dashboard');
  await page.goto('/dashboard?view=learn');
  await expect(page.getByRole('link', { name: 'Learn' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, '/dashboard?view=learn');
  await page.goto('/dashboard?view=more');
  await expect(page.getByRole('link', { name: 'More' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, '/dashboard?view=more');

  await page.goto('/requests');
  await expect(page.getByText('Casey Visitor')).toBeVisible();
  await expectAccessible(page, '/requests');
  await page.getByRole('button', { name: 'Accept' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the accept dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/schedule');

  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Update Business' })).toBeVisible();
  await expectAccessible(page, '/settings');
  // The sections below the first screen load when linked (the link to the last one loads every one).
  await page.goto('/settings#api-tokens');
  await expect(page.getByRole('button', { name: 'Create Token' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Pricing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
  await expectAccessible(page, '/settings, every section');

  await page.goto('/learning');
  await expect(page.getByRole('heading', { name: 'Learning Center' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All Articles' })).toBeVisible();
  await expectAccessible(page, '/learning');
  await page.getByRole('listitem').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/learning\/.+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'a learning article');

  await page.goto('/scripts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/scripts');
});

test('customers: the list, the open customer sheet and its dialogs, support and billing', { tag: '@desktop' }, async ({ page }) => {
  await onboardedOwner(page);
  await page.goto('/customers');
  await expect(page.getByText('No customers yet')).toBeVisible();
  await expectAccessible(page, '/customers empty');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const add = page.getByRole('dialog', { name: 'Add Customer' });
  await add.getByRole('button', { name: 'Add Customer' }).click();
  await expect(add.getByText('First name, last name, and phone are required.')).toBeVisible();
  await expectAccessible(page, 'the Add Customer dialog with its error');
  await add.getByLabel('First name').fill('Dana');
  await add.getByLabel('Last name').fill('Whitfield');
  await add.getByLabel('Phone').fill('(816) 555-0199');
  await add.getByRole('button', { name: 'Add Customer' }).click();
  await expect(toast(page)).toContainText('Customer created');
  await page.getByText('Dana Whitfield').click();
  const detail = customerDetail(page);
  await expect(detail.getByRole('button', { name: 'Add Vehicle' })).toBeVisible();
  await expectAccessible(page, 'the open customer sheet');
  await detail.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Vehicle' })).toBeVisible();
  await expectAccessible(page, 'the Add Vehicle dialog');

  // Support, from the More view.
  await page.goto('/dashboard?view=more');
  await page.getByRole('button', { name: 'Support' }).click();
  await expect(page.getByRole('dialog', { name: 'Support Center' })).toBeVisible();
  await expectAccessible(page, 'the Support Center dialog');
});

test('billing: the payment-required screen of an overdue account', { tag: '@desktop' }, async ({ page }) => {
  const email = await signUpOnAuth(page);
  await sql(`UPDATE "User" SET "createdAt" = now() - interval '50 hours' WHERE email = $1`, [email]);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'the payment-required screen');
});

test('the public booking page, with JavaScript and without', { tag: '@desktop' }, async ({ page, browser }) => {
  const subdomain = await onboardedOwner(page, 'Book Co');
  const withJs = await browser.newContext();
  const visitor = await withJs.newPage();
  await visitor.goto(`/booking/${subdomain}`);
  await expect(visitor.getByRole('heading', { name: 'Request a booking' })).toBeVisible();
  await expectAccessible(visitor, 'the booking page');
  await visitor.getByRole('button', { name: 'Send request' }).click();
  await expectAccessible(visitor, 'the booking page with errors');
  await withJs.close();

  // Without JavaScript: the server's page, and its answer to an empty form (the form posts).
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(`/booking/${subdomain}`);
  await expect(plain.getByRole('heading', { name: 'Request a booking' })).toBeVisible();
  await expectAccessibleWithoutJs(browser, plain, 'the booking page without JavaScript');
  await plain.getByRole('button', { name: 'Send request' }).click();
  await plain.waitForLoadState();
  await expectAccessibleWithoutJs(browser, plain, 'the booking page without JavaScript, with errors');
  await noJs.close();
});

test('each admin tab and its dialogs', { tag: '@desktop' }, async ({ browser }) => {
  const { context, page } = await newAdmin(browser);
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  for (const tab of ['Payments', 'Users', 'Daily Tasks', 'Scripts', 'Articles', 'Support']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `the admin ${tab} tab`);
  }
  await page.getByRole('tab', { name: 'Daily Tasks' }).click();
  await page.getByRole('button', { name: /Add Task/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the admin task dialog');
  await page.keyboard.press('Escape');
  // The open ticket: its selected row and the conversation's timestamps.
  const subject = `A11y ticket ${Math.random().toString(36).slice(2, 8)}`;
  expect((await page.request.post('/api/support/ticket', { data: { category: 'Technical Issue', subject, message: 'Hello' } })).ok()).toBe(true);
  await page.goto('/admin/support');
  await page.getByRole('list', { name: 'Tickets' }).getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Hello');
  await expectAccessible(page, 'the admin open ticket');
  await context.close();
});

test('the instant booking page: windows, errors and the confirmation, with JavaScript and without', { tag: '@desktop' }, async ({ page, browser }) => {
  const subdomain = await onboardedOwner(page, 'Instant Co');
  const allWeek = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '09:00', end: '17:00' }]]));
  expect((await page.request.put('/api/availability', { data: { bookingMode: 'instant', weeklyHours: allWeek } })).status()).toBe(200);
  const find = async (visitor: Page) => {
    await visitor.goto(`/booking/${subdomain}`);
    await expect(visitor.getByRole('heading', { name: 'Book a time' })).toBeVisible();
    await visitor.getByLabel('Service').selectOption({ index: 1 });
    await visitor.getByLabel('ZIP code of the address').fill('66062');
    await visitor.getByRole('button', { name: 'Show free times' }).click();
    await expect(visitor.getByRole('radio').first()).toBeVisible();
  };
  const fill = async (visitor: Page) => {
    await visitor.getByRole('radio').first().check();
    await visitor.getByLabel('Your name').fill('Ada Axe');
    await visitor.getByLabel('Phone', { exact: true }).fill('913-555-0123');
    await visitor.getByLabel('Make', { exact: true }).fill('Mazda');
    await visitor.getByLabel('Model', { exact: true }).fill('3');
    await visitor.getByLabel('Address where the car will be').fill('9 Elm St');
  };

  const withJs = await browser.newContext({ viewport: page.viewportSize() });
  const visitor = await withJs.newPage();
  await find(visitor);
  await expectAccessible(visitor, 'the instant booking page with windows');
  await visitor.getByRole('button', { name: 'Book this time' }).click();
  await expect(visitor.getByTestId('error-summary')).toBeVisible();
  await expectAccessible(visitor, 'the instant booking page with errors');
  await fill(visitor);
  await visitor.getByRole('button', { name: 'Book this time' }).click();
  await expect(visitor.getByTestId('booking-confirmation')).toBeVisible();
  await expectAccessible(visitor, 'the instant booking confirmation');
  await withJs.close();

  const noJs = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await find(plain);
  await expectAccessibleWithoutJs(browser, plain, 'the instant booking page without JavaScript');
  await plain.getByRole('button', { name: 'Book this time' }).click();
  await expect(plain.getByTestId('error-summary')).toBeVisible();
  await expectAccessibleWithoutJs(browser, plain, 'the instant booking page without JavaScript, with errors');
  await fill(plain);
  await plain.getByRole('button', { name: 'Book this time' }).click();
  await expect(plain.getByTestId('booking-confirmation')).toBeVisible();
  await expectAccessibleWithoutJs(browser, plain, 'the instant booking confirmation without JavaScript');
  await noJs.close();
});
