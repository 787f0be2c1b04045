// The one list of screens checked for accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) over each
// distinct screen and state an owner, a visitor, a customer and the admin see (pages, the open customer
// sheet, dialogs, field errors, the pay and booking links with JavaScript and without, offline), once
// per viewport (every test here is tagged @desktop, so it runs in the phone and the desktop projects).
// Each state is built as cheaply as it can be (the API, the database, the Stripe stand-in), not by
// walking the journeys, which check behaviour and run no axe themselves. Any serious or critical
// violation fails the test.
import { type APIRequest, type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { OVERLAPPING_INTERVALS } from '../common/availability';
import { OFFLINE_NOTICE } from '../client/features/errors/offlineTexts';
import {
  businessInput,
  businessTime,
  cardBusiness,
  customerDetail,
  expectAccessible,
  expectAccessibleWithoutJs,
  globalId,
  localDay,
  moneyInvoices,
  newAdmin,
  openAroundTheClock,
  ownerWithJob,
  payThroughCheckout,
  requestBooking,
  sentInvoice,
  signUpOnAuth,
  sql,
  subdomainOf,
  toast,
} from './helpers';
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
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  for (const tab of ['Overview', 'Payments', 'Users', 'Daily Tasks', 'Scripts', 'Articles', 'Support', 'Outbox', 'Audit']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('status', { name: 'Loading' })).toHaveCount(0);
    // (No wait for network idle: the admin frame keeps its ticket feed open on every tab, #57.)
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

/** A page with JavaScript and one without, at the test's viewport (a customer's or a visitor's browser). */
async function visitorPages(browser: Browser, page: Page) {
  const viewport = page.viewportSize();
  const isMobile = (viewport?.width ?? 1280) < 600;
  const withJs = await browser.newContext({ viewport, isMobile });
  const noJs = await browser.newContext({ viewport, isMobile, javaScriptEnabled: false });
  return { js: await withJs.newPage(), plain: await noJs.newPage(), close: () => Promise.all([withJs.close(), noJs.close()]) };
}

/** A request context of its own (its own cookie jar): another owner, or a visitor. */
const ownApi = (request: APIRequest, baseURL: string | undefined) => request.newContext({ baseURL });

/** The first free window `daysOut` days from now of the business's Full Detail, by the public API. */
async function firstWindow(api: APIRequestContext, subdomain: string, daysOut: number, zip: string) {
  const services = ((await (await api.get(`/api/booking/${subdomain}`)).json()).services ?? []) as { id: string; name: string }[];
  const serviceId = services.find((s) => s.name === 'Full Detail')?.id;
  expect(serviceId).toBeTruthy();
  const day = localDay(daysOut);
  const slots = await (await api.get(`/api/booking/${subdomain}/availability?serviceId=${serviceId}&from=${day}&to=${day}&zip=${zip}`)).json();
  const windows = slots.days[0].windows as { start: string; label: string }[];
  expect(windows.length).toBeGreaterThan(0);
  return { serviceId, start: windows[0].start };
}

/** A visitor's instant booking of Full Detail through the public API: its private link, and where to pay its deposit if it asks one. */
async function bookInstantly(api: APIRequestContext, subdomain: string, zip: string) {
  const { serviceId, start } = await firstWindow(api, subdomain, 3, zip);
  const booked = await api.post(`/api/booking/${subdomain}/bookings`, {
    data: { serviceId, start, name: 'Vera Visitor', phone: '(913) 555-0142', email: 'vera@example.com', vehicleMake: 'Subaru', vehicleModel: 'Outback', address: '12 Elm St', zip },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()) as { manageUrl: string; checkoutUrl?: string };
}

const jobs = (page: Page) => page.getByTestId('appointment').or(page.getByTestId('week-appointment'));

/** The job of `customer` on /schedule in the week of `day` (opened from the week grid on a desktop). */
async function openJob(page: Page, customer: string, day: string) {
  await page.goto(`/schedule?week=${day}`);
  await expect(jobs(page).filter({ hasText: customer }).first()).toBeVisible();
  const card = page.getByTestId('week-appointment').filter({ hasText: customer });
  if (await card.count()) await card.first().click();
  const job = page.getByTestId('appointment').filter({ hasText: customer });
  await expect(job).toBeVisible();
  return job;
}

test('invoices: draft, the Send dialog, partly paid, paid by card; the pay link due, paid and without cards, with JavaScript and without', { tag: '@desktop' }, async ({ page, browser, playwright, baseURL }) => {
  // The owner's invoice of a completed job ($180), for a business that takes cards.
  const jobId = await ownerWithJob(page, 'completed');
  await sql(`UPDATE "Business" SET "stripeAccountId" = $2, "chargesEnabled" = true, "payoutsEnabled" = true WHERE "ownerId" = (SELECT "ownerId" FROM "ServiceRecord" WHERE id = $1)`, [
    jobId,
    `acct_e2e${Math.random().toString(36).slice(2, 12)}`,
  ]);
  const made = await page.request.post(`/api/appointments/${jobId}/invoice`);
  expect(made.status()).toBe(201);
  const invoiceId = String((await made.json()).id);
  await page.goto(`/invoices/${globalId('Invoice', invoiceId)}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('Draft', { timeout: 30_000 });
  await expect(page.getByTestId('invoice-balance')).toHaveText('$180.00');
  await expectAccessible(page, 'the draft invoice');
  await page.getByRole('button', { name: 'Send invoice' }).click();
  const send = page.getByRole('dialog', { name: 'Send invoice #1' });
  await expect(send.getByRole('checkbox', { name: /Email \(nora@example\.com\)/ })).toBeChecked();
  await expectAccessible(page, 'the Send dialog', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(send).toHaveCount(0);

  // Sent, and part of it paid in cash.
  expect((await page.request.post(`/api/invoices/${invoiceId}/send`, { data: { email: true } })).status()).toBe(200);
  expect((await page.request.post(`/api/invoices/${invoiceId}/payments`, { data: { method: 'cash', amount: '100.50', note: 'Paid at the curb' } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('invoice-status')).toHaveText('Partially paid');
  await expect(page.getByTestId('invoice-balance')).toHaveText('$79.50');
  await expect(page.getByText('An invoice with a payment cannot be voided.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'the partly paid invoice');

  // The rest paid by card through the pay link.
  const payUrl = await page.getByTestId('pay-link').inputValue();
  await payThroughCheckout(page.request, new URL(payUrl).pathname.split('/').pop() ?? '');
  await page.reload();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(page.getByTestId('invoice-balance')).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Refund card payment' })).toBeVisible();
  await expectAccessible(page, 'the paid invoice');

  // The customer's pay link of another business's invoice (#7: a discount, tax, a deposit credited, tips offered).
  const api = await ownApi(playwright.request, baseURL);
  const { token } = await sentInvoice(api, { cards: true });
  const { js, plain, close } = await visitorPages(browser, page);
  for (const p of [js, plain]) {
    await p.goto(`/pay/${token}`);
    await expect(p.getByRole('heading', { name: 'Invoice #7' })).toBeVisible();
    await expect(p.getByTestId('pay-status')).toHaveText('Due');
  }
  await expectAccessible(js, 'the pay link');
  await expectAccessibleWithoutJs(browser, plain, 'the pay link without JavaScript');
  // Paid with a 20 % tip: the customer is back on the link, which says so.
  const back = await payThroughCheckout(api, token, { tip: '20' });
  for (const p of [js, plain]) {
    await p.goto(back);
    await expect(p.getByTestId('pay-status')).toHaveText('Paid');
    await expect(p.getByRole('status')).toContainText('Your payment was received');
    await expect(p.getByText('Tip', { exact: true })).toBeVisible();
  }
  await expectAccessible(js, 'the paid pay link');
  await expectAccessibleWithoutJs(browser, plain, 'the paid pay link without JavaScript');
  // A business that cannot take cards yet: the link says how else to pay.
  const other = await ownApi(playwright.request, baseURL);
  const noCards = await sentInvoice(other, { cards: false });
  await js.goto(`/pay/${noCards.token}`);
  await expect(js.getByTestId('pay-offline')).toContainText('cannot take card payments online yet');
  await expectAccessible(js, 'the pay link of a business without cards');
  await close();
  await Promise.all([api.dispose(), other.dispose()]);
});

test('deposits at instant booking: the booking page asking one, and the booking confirmed once paid, with JavaScript and without', { tag: '@desktop' }, async ({ page, browser, playwright, baseURL }) => {
  const { subdomain } = await cardBusiness(page.request, { prefix: 'A11y Deposit', instant: true, depositPercent: 20 });
  const { js, plain, close } = await visitorPages(browser, page);
  for (const p of [js, plain]) {
    await p.goto(`/booking/${subdomain}`);
    await p.getByLabel('Service').selectOption({ label: 'Full Detail — $180.00 (deposit $36.00)' });
    await p.getByLabel('ZIP code of the address').fill('66062');
    await p.getByRole('button', { name: 'Show free times' }).click();
    await expect(p.getByRole('navigation', { name: 'Days with free times' })).toBeVisible();
    await p.getByRole('radio').first().check();
    await expect(p.getByTestId('deposit-terms')).toContainText('A $36.00 deposit is paid when booking and counts toward the price.');
  }
  await expectAccessible(js, 'the booking page with a deposit');
  await expectAccessibleWithoutJs(browser, plain, 'the booking page with a deposit without JavaScript');

  // A visitor's booking through the API, its deposit paid on the stand-in's Checkout: back on the private link.
  const visitor = await ownApi(playwright.request, baseURL);
  const { checkoutUrl } = await bookInstantly(visitor, subdomain, '66062');
  const paid = await visitor.post(`${checkoutUrl}/pay`, { form: { email: 'vera@example.com' }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  for (const p of [js, plain]) {
    await p.goto(paid.headers().location);
    await expect(p.getByRole('status')).toHaveText('Thank you! Your deposit was received and your booking is confirmed.');
    await expect(p.getByTestId('manage-status')).toHaveText('Confirmed');
    await expect(p.getByTestId('manage-deposit')).toHaveText('$36.00 paid, counts toward the price');
  }
  await expectAccessible(js, 'the booking confirmed after the deposit');
  await expectAccessibleWithoutJs(browser, plain, 'the booking confirmed after the deposit without JavaScript');
  await close();
  await visitor.dispose();
});

test('deposits asked by link: the accept dialog, the job asked, not paid in time and paid, the link due and paid, the cancel and reschedule dialogs', { tag: '@desktop' }, async ({ page, browser }) => {
  const customer = 'Rory Refund';
  const { ownerId, subdomain } = await cardBusiness(page.request, { prefix: 'A11y Link', firstName: 'Dee', depositPercent: 20 });
  const day = localDay(2);
  const requested = await page.request.post(`/api/booking/${subdomain}/requests`, {
    data: { name: customer, phone: '913-555-0177', email: 'rory@example.com', serviceName: 'Full Detail', vehicleMake: 'Subaru', vehicleModel: 'Outback', preferredDate: day, preferredTime: 'morning', address: '77 Oak Ave, Olathe KS 66062' },
  });
  expect(requested.status()).toBe(201);
  const requestId = String((await requested.json()).id);

  await page.goto('/requests');
  await page.getByTestId('booking-request').filter({ hasText: customer }).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('checkbox', { name: /Ask for a deposit/ }).check();
  await expect(page.getByText("The customer gets an email with a private link to pay the service's deposit within 24 hours")).toBeVisible();
  await expectAccessible(page, 'the accept dialog asking a deposit');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Accepted asking the deposit, through the same mutation.
  const accepted = await page.request.post('/graphql', {
    data: {
      query: `mutation E2eAcceptWithDeposit($id: ID!, $input: AcceptBookingRequestInput!) { acceptBookingRequest(id: $id, input: $input) { __typename ... on Error { message } } }`,
      variables: { id: globalId('BookingRequest', requestId), input: { serviceDate: businessTime(day, '10:00').toISOString(), askDeposit: true } },
    },
  });
  expect((await accepted.json()).data?.acceptBookingRequest?.__typename).toBe('AcceptBookingRequestSuccess');
  const [{ id: jobId, token }] = await sql(`SELECT id, "depositPayToken" AS token FROM "ServiceRecord" WHERE "ownerId" = $1`, [ownerId]);

  const asked = await openJob(page, customer, day);
  await expect(asked.getByTestId('job-deposit')).toContainText('Deposit asked: $36.00');
  await expectAccessible(page, 'the job with its deposit asked');

  const { js, plain, close } = await visitorPages(browser, page);
  for (const p of [js, plain]) {
    await p.goto(`/pay/${token}`);
    await expect(p.getByRole('heading', { name: 'Deposit for your booking' })).toBeVisible();
    await expect(p.getByTestId('pay-status')).toHaveText('Due');
  }
  await expectAccessible(js, 'the deposit link');
  await expectAccessibleWithoutJs(browser, plain, 'the deposit link without JavaScript');

  // The deadline passes unpaid (as the release job leaves it); the owner sends the link again.
  await sql(`UPDATE "ServiceRecord" SET "depositDueAt" = now() - interval '1 minute' WHERE "ownerId" = $1`, [ownerId]);
  await sql(`UPDATE "BookingHold" SET "expiresAt" = now() - interval '1 minute' WHERE "ownerId" = $1`, [ownerId]);
  const late = await openJob(page, customer, day);
  await expect(late.getByTestId('job-deposit')).toContainText('Deposit not paid in time: $36.00');
  await expectAccessible(page, 'the job with its deposit not paid in time');
  expect((await page.request.post(`/api/appointments/${jobId}/deposit-link`)).ok()).toBe(true);

  // Paid through the stand-in's Checkout: the link says so.
  const back = await payThroughCheckout(page.request, token, { kind: 'deposit' });
  for (const p of [js, plain]) {
    await p.goto(back);
    await expect(p.getByTestId('pay-status')).toHaveText('Paid');
    await expect(p.getByRole('status')).toHaveText('Thank you! Your deposit was received and your booking is confirmed.');
  }
  await expectAccessible(js, 'the paid deposit link');
  await expectAccessibleWithoutJs(browser, plain, 'the paid deposit link without JavaScript');
  await close();

  // The owner's choices for the paid deposit: refund or keep it when cancelling (one dialog, either
  // choice), carry it when moving the job.
  const paid = await openJob(page, customer, day);
  await expect(paid.getByTestId('job-deposit')).toHaveText('Deposit paid: $36.00');
  await paid.getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Cancel this appointment?' }));
  await expect(cancel.getByRole('radio', { name: /Refund the deposit/ })).toBeChecked();
  await expectAccessible(page, 'the cancel dialog with the deposit choice');
  await page.keyboard.press('Escape');
  await expect(cancel).toHaveCount(0);
  await paid.getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: 'Reschedule appointment' });
  await expect(move.getByRole('radio', { name: /Carry it to the new date/ })).toBeChecked();
  await move.getByLabel('New date and time').fill(`${localDay(3)}T16:00`);
  await expectAccessible(page, 'the reschedule dialog carrying the deposit');
});

test("bookings: the visitor's private booking link and its cancel step", { tag: '@desktop' }, async ({ page, playwright, baseURL }) => {
  const owner = await ownApi(playwright.request, baseURL);
  const { subdomain } = await cardBusiness(owner, { prefix: 'A11y Manage', instant: true });
  const { manageUrl } = await bookInstantly(owner, subdomain, '66062');
  await owner.dispose();
  await page.goto(new URL(manageUrl).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByTestId('manage-status')).toHaveText('Confirmed');
  await expectAccessible(page, '/b/{token}');
  await page.getByRole('button', { name: 'Cancel booking…' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible();
  await expectAccessible(page, '/b/{token} cancel confirmation');
});

test('schedule and jobs: a day with drives, free time and a request; the New job overlap warning', { tag: '@desktop' }, async ({ page }) => {
  const business = uniqueName('Drive Co');
  await readyOwner(page, { firstName: 'Ola', business, fullDetail: true, at: null });
  // Three days ahead: 15:00Z is 9:00 AM in Chicago (the business's zone).
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const at = (hhmm: string) => new Date(`${day}T${hhmm}:00Z`);
  // Each customer a phone of its own (a random one could repeat another's, and a repeated phone is refused).
  let phones = 300;
  const job = async (firstName: string, lastName: string, address: string, start: string, durationMinutes: number) => {
    const c = await page.request.post('/api/customers', { data: { firstName, lastName, phone: `913-555-0${phones++}`, address } });
    expect(c.status()).toBe(201);
    const made = await page.request.post('/api/appointments', { data: { customerId: (await c.json()).id, serviceDate: at(start).toISOString(), status: 'scheduled', durationMinutes } });
    expect(made.status()).toBe(201);
  };
  await job('Ann', 'Near', '1 Home Rd, Olathe KS 66062', '15:00', 120);
  // Bob's job, a drive from Ann's (Olathe → Kansas City), after it.
  await job('Bob', 'Far', '500 Grand Blvd, Kansas City MO 64105', '19:00', 60);
  await requestBooking(page.request, subdomainOf(business), 'Vera Visitor', day);

  await page.goto(`/schedule?week=${day}`);
  const shown = (testId: string) => page.getByTestId(testId).filter({ visible: true }).first();
  await expect(jobs(page).filter({ hasText: 'Bob Far' }).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(shown('job-drive')).toHaveText(/min drive$/);
  // The free time of the jobs' own day (today's, late in the day, is "No free time").
  const jobsDay = page.locator('section').filter({ visible: true }).filter({ has: jobs(page).filter({ hasText: 'Bob Far' }) }).last();
  await expect(jobsDay.getByTestId('day-free')).toHaveText(/free$/);
  await expect(shown('schedule-request')).toContainText('Vera Visitor');
  await expectAccessible(page, 'the schedule with drives, free time and a request');

  // New job over Ann's: refused with the warning naming it (the open dialog only: the page behind it is dimmed).
  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await dialog.getByRole('searchbox', { name: 'Find a customer' }).fill('Bob');
  await dialog.getByRole('button', { name: /Bob Far/ }).click();
  await dialog.getByLabel('Duration (minutes)').fill('60');
  // Typed on the business's wall clock.
  await dialog.getByLabel('Date and time').fill(businessInput(at('16:00')));
  await dialog.getByRole('button', { name: 'Add to schedule' }).click();
  await expect(dialog.getByTestId('overlap-warning')).toContainText("Ann Near's job");
  await expectAccessible(page, 'the New job warning', '[role="dialog"]');
});

test('settings sections: Get paid connected, Availability refusing overlapping hours, the Change address dialog', { tag: '@desktop' }, async ({ page }) => {
  const { email } = await readyOwner(page, { firstName: 'Set', business: uniqueName('Settings Co'), at: null });
  // Connected to Stripe, able to charge and pay out (as its account.updated events leave it), back from its onboarding.
  await sql(`UPDATE "Business" SET "stripeAccountId" = $2, "chargesEnabled" = true, "payoutsEnabled" = true WHERE "ownerId" = (SELECT id FROM "User" WHERE email = $1)`, [
    email,
    `acct_e2e${Math.random().toString(36).slice(2, 12)}`,
  ]);
  // The link to the last section loads every one.
  await page.goto('/settings?stripe=return#api-tokens');
  const getPaid = page.locator('#get-paid');
  await expect(getPaid.getByText('Welcome back from Stripe.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(getPaid.getByTestId('stripe-charges')).toHaveAttribute('data-on', 'true');
  await expect(getPaid.getByTestId('stripe-payouts')).toHaveAttribute('data-on', 'true');
  await expectAccessible(page, 'Get paid, connected', '#get-paid');

  // Availability: overlapping hours on Monday, refused beside its fields.
  const availability = page.locator('#availability');
  await availability.getByRole('button', { name: 'Add hours on Monday' }).click();
  const second = availability.getByLabel('Monday from, hours 2', { exact: true });
  await second.fill('11:00');
  await availability.getByRole('button', { name: 'Save Availability' }).click();
  await expect(availability.getByRole('group', { name: 'Monday' }).getByText(OVERLAPPING_INTERVALS)).toBeVisible();
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'Settings → Availability with a refused overlap', '#availability');

  // Change address: a free address found.
  await page.getByRole('button', { name: 'Change address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your booking address' });
  await dialog.getByLabel('New booking address').fill(uniqueName('New Shine'));
  await expect(dialog.getByText('This address is available.')).toBeVisible();
  await expectAccessible(page, 'the Change address dialog', '[role="dialog"]');
});

test('messages: Settings → Messages with a field error, a text due in the To text card', { tag: '@desktop' }, async ({ page }) => {
  const business = uniqueName('Msg Co');
  const { email } = await readyOwner(page, { firstName: 'Msg', business, at: null });
  await openAroundTheClock(page.request);
  const created = await page.request.post('/api/customers', { data: { firstName: 'Mia', lastName: 'Texter', phone: '913-555-0166' } });
  expect(created.status()).toBe(201);
  const customerId = String((await created.json()).id);
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setHours(10, 0, 0, 0);
  expect((await page.request.post('/api/appointments', { data: { customerId, serviceDate: tomorrow.toISOString(), status: 'scheduled' } })).status()).toBe(201);

  await page.goto('/settings#messages');
  const section = page.locator('#messages');
  await expect(section).toContainText("Previews use Mia Texter's", { timeout: 30_000 });
  const card = section.getByTestId('message-confirmation');
  await card.getByText('Edit confirmation').click();
  await card.getByLabel('Email text').fill('Hi {customerFirstName}, your colour is {favouriteColour}.');
  await card.getByRole('button', { name: 'Save confirmation' }).click();
  await expect(card.getByText('Unknown variable {favouriteColour}')).toBeVisible();
  await expectAccessible(page, 'Settings → Messages with a field error', '#messages');

  // A reminder text due (the row the scheduler writes when no SMS provider is configured).
  await sql(
    `INSERT INTO "CustomerMessage" (id, "ownerId", "customerId", kind, channel, status, "dueAt", "to", body, "updatedAt")
     VALUES ($1, (SELECT id FROM "User" WHERE email = $2), $3, 'reminder', 'manual_sms', 'scheduled', now() - interval '1 minute', '+19135550166', $4, now())`,
    [`e2e${Math.random().toString(36).slice(2, 12)}`, email, customerId, `Reminder from ${business}: Full Detail tomorrow & see you then?`],
  );
  await page.goto('/dashboard');
  await expect(page.getByTestId('to-text').getByTestId('to-text-item').filter({ hasText: 'Mia Texter' })).toContainText('see you then?');
  await expectAccessible(page, 'the To text card', '[data-testid="to-text"]');
});

test('money: the figures, the chart (desktop) and the unpaid invoices', { tag: '@desktop' }, async ({ page }, info) => {
  const { email } = await readyOwner(page, { firstName: 'Mona', business: uniqueName('Money Co'), at: null });
  await moneyInvoices(page, email);
  await page.goto('/money');
  await expect(page.getByRole('region', { name: 'This week' }).getByTestId('money-billed')).toHaveText('$200.00');
  await expect(page.getByRole('region', { name: 'Unpaid invoices' }).getByRole('link')).toHaveCount(2);
  if (info.project.name === 'desktop') await expect(page.getByRole('region', { name: 'This week' }).getByTestId('collected-chart')).toBeVisible();
  await expectAccessible(page, '/money');
});

test('offline: customers with the data last seen, and the notice saying so', { tag: '@desktop' }, async ({ page, context }) => {
  await readyOwner(page, { firstName: 'Otto', business: uniqueName('Otto Co'), at: '/customers' });
  await expect(page.getByText('No customers yet')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expectAccessible(page, 'Customers, offline with the stored data');
  await context.setOffline(false);
});

test('the customer import: its preview with problems and a consent column, and its result (#56)', { tag: '@desktop' }, async ({ page }) => {
  await onboardedOwner(page);
  await page.goto('/customers/import');
  await expect(page.getByRole('heading', { name: 'Import customers' })).toBeVisible();
  await expectAccessible(page, '/customers/import');
  const csv = 'Name,Phone,Agreed to texts\r\nAnn Avery,913-555-0101,yes\r\nCher,12,maybe\r\n';
  await page.locator('input[type="file"]').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('list', { name: 'Problems' })).toBeVisible();
  await expect(page.getByLabel('These customers agreed to receive texts')).toBeVisible();
  await expectAccessible(page, '/customers/import, the preview with problems');
  await page.getByRole('button', { name: 'Import 1 customer', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Undo this import' })).toBeVisible();
  await expectAccessible(page, '/customers/import, the result');
});
