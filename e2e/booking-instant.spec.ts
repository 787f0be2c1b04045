// The public booking page in instant mode (issue #28) and where the visitor's eyes land after a send
// (issue #27 item 4): a visitor books a free arrival window with JavaScript (the page updates in place)
// and without (days are links, windows radio buttons of a real form), a window taken meanwhile answers
// so with fresh windows, and the confirmation or the error summary takes focus and the view.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { graphqlOperations, uniqueEmail } from './helpers';

const SLOT_TAKEN = 'Sorry, that time was just taken. Please pick another.';
const allWeek = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '09:00', end: '17:00' }]]));

/** An owner (through the API) whose page books instantly; returns the subdomain and the service's database id. */
async function instantBusiness(request: APIRequestContext, bookingMode: 'instant' | 'request' = 'instant') {
  const name = `Quick Shine ${Math.random().toString(36).slice(2, 8)}`;
  const reg = await request.post('/api/register', { data: { firstName: 'Ines', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } });
  expect(reg.status()).toBe(201);
  const b = await request.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' } });
  expect(b.status()).toBe(201);
  expect((await request.post('/api/onboarding/services', { data: { services: [{ name: 'Full Detail', price: '180' }] } })).ok()).toBe(true);
  const put = await request.put('/api/availability', { data: { bookingMode, weeklyHours: allWeek, slotStepMinutes: 120 } });
  expect(put.status()).toBe(200);
  const subdomain = (await b.json()).subdomain as string;
  const services = (await (await request.get(`/api/booking/${subdomain}`)).json()).services as { id: string; name: string }[];
  return { name, subdomain, serviceId: services[0].id };
}

async function findTimes(page: Page) {
  await page.getByLabel('Service').selectOption({ label: 'Full Detail — $180.00' });
  await page.getByLabel('ZIP code of the address').fill('66062');
  await page.getByRole('button', { name: 'Show free times' }).click();
  await expect(page.getByRole('navigation', { name: 'Days with free times' })).toBeVisible();
}

async function fillContact(page: Page, name = 'Val Visitor') {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Phone', { exact: true }).fill('(913) 555-0188');
  await page.getByLabel('Make', { exact: true }).fill('Subaru');
  await page.getByLabel('Model', { exact: true }).fill('Outback');
  await page.getByLabel('Address where the car will be').fill('77 Oak Ave, Olathe KS');
}

const days = (page: Page) => page.getByRole('navigation', { name: 'Days with free times' }).getByRole('link');
const confirmation = (page: Page) => page.getByTestId('booking-confirmation');

async function expectConfirmed(page: Page, label: string) {
  await expect(confirmation(page)).toBeFocused();
  await expect(confirmation(page)).toBeInViewport();
  await expect(confirmation(page)).toContainText("You're booked!");
  await expect(confirmation(page)).toContainText('Full Detail');
  await expect(confirmation(page)).toContainText(label);
  await expect(confirmation(page)).toContainText('77 Oak Ave, Olathe KS');
  await expect(confirmation(page).getByRole('link')).toHaveAttribute('href', /\/b\/[\w-]{20,}$/);
}

test.describe('with JavaScript', () => {
  test('a visitor picks a day and a window in place and books it; the confirmation takes focus and the view', { tag: '@desktop' }, async ({ page, request }) => {
    const { subdomain } = await instantBusiness(request);
    await page.goto(`/booking/${subdomain}`);
    await expect(page.getByRole('heading', { name: 'Book a time' })).toBeVisible();
    const operations = graphqlOperations(page);
    await findTimes(page);
    // In place: the availability query, no navigation.
    expect(operations).toContain('BookingPageSlotsQuery');
    await expect(page).toHaveURL(new RegExp(`/booking/${subdomain}$`));
    await expect(days(page).first()).toHaveAttribute('aria-current', 'date');
    const second = days(page).nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'date');
    await expect(page).toHaveURL(new RegExp(`/booking/${subdomain}$`));
    const window = page.getByRole('radio', { name: '9:00–11:00 AM arrival' });
    await window.check();
    await fillContact(page);
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expectConfirmed(page, '9:00–11:00 AM arrival');
    await expect(page).toHaveURL(new RegExp(`/booking/${subdomain}$`));
    expect(operations).toContain('BookingPageBookMutation');
  });

  test('a window taken meanwhile says so, focuses the summary and shows fresh windows', async ({ page, request }) => {
    const { subdomain, serviceId } = await instantBusiness(request);
    await page.goto(`/booking/${subdomain}`);
    await findTimes(page);
    const first = page.getByRole('radio').first();
    const start = await first.getAttribute('value');
    // Someone else books it through the API.
    const other = await request.post(`/api/booking/${subdomain}/bookings`, {
      data: { serviceId, start, name: 'Other One', phone: '913-555-0111', vehicleMake: 'Ford', vehicleModel: 'F-150', address: '1 Main St', zip: '66062' },
    });
    expect(other.status()).toBe(201);
    await first.check();
    await fillContact(page);
    await page.getByRole('button', { name: 'Book this time' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toContainText(SLOT_TAKEN);
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(page.locator(`input[name="start"][value="${start}"]`)).toHaveCount(0);
    await expect(page.getByRole('radio').first()).toBeVisible();
    // What was typed stays; another window books.
    await expect(page.getByLabel('Your name')).toHaveValue('Val Visitor');
    const label = (await page.getByRole('radio').first().locator('xpath=..').textContent())?.trim() ?? '';
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expectConfirmed(page, label);
  });

  test('a failed send lists the errors at the top, links them to the fields and focuses the first', async ({ page, request }) => {
    const { subdomain } = await instantBusiness(request);
    await page.goto(`/booking/${subdomain}`);
    await findTimes(page);
    await page.getByRole('radio').first().check();
    await page.getByLabel('Phone', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Book this time' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary.getByRole('link', { name: 'Please enter your name' })).toHaveAttribute('href', '#instant-name');
    await expect(summary.getByRole('link', { name: 'Please enter a valid phone number' })).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expect(page.getByLabel('Your name')).toBeInViewport();
    await summary.getByRole('link', { name: 'Please enter a valid phone number' }).click();
    await expect(page.getByLabel('Phone', { exact: true })).toBeFocused();
  });

  test('in request mode a sent request moves focus and the view to its confirmation; a failed one to the first error', async ({ page, request }) => {
    const { name, subdomain } = await instantBusiness(request, 'request');
    await page.goto(`/booking/${subdomain}`);
    await expect(page.getByRole('heading', { name: 'Request a booking' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book a time' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send request' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary.getByRole('link')).toHaveCount(7);
    await expect(summary.getByRole('link').first()).toHaveAttribute('href', '#request-name');
    await expect(page.getByLabel('Your name')).toBeFocused();
    await page.getByLabel('Service', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Preferred date').fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
    await fillContact(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    const sent = confirmation(page);
    await expect(sent).toContainText(`Request sent — ${name} will contact you to confirm.`);
    await expect(sent).toBeFocused();
    await expect(sent).toBeInViewport();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor follows a day link, picks a window radio button and books; the confirmation takes focus and the view', async ({ page, request }) => {
    const { subdomain } = await instantBusiness(request);
    await page.goto(`/booking/${subdomain}`);
    await findTimes(page);
    await expect(page).toHaveURL(/serviceId=.+&zip=66062#book$/);
    await days(page).nth(1).click();
    await expect(page).toHaveURL(/&date=\d{4}-\d{2}-\d{2}#book$/);
    await expect(days(page).nth(1)).toHaveAttribute('aria-current', 'date');
    await page.getByRole('radio', { name: '11:00 AM–1:00 PM arrival' }).check();
    await fillContact(page);
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expectConfirmed(page, '11:00 AM–1:00 PM arrival');
  });

  test('a window taken meanwhile answers 409 with the message and fresh windows; errors focus the first field', async ({ page, request }) => {
    const { subdomain, serviceId } = await instantBusiness(request);
    await page.goto(`/booking/${subdomain}`);
    await findTimes(page);
    const first = page.getByRole('radio').first();
    const start = await first.getAttribute('value');
    expect((await request.post(`/api/booking/${subdomain}/bookings`, {
      data: { serviceId, start, name: 'Other One', phone: '913-555-0111', vehicleMake: 'Ford', vehicleModel: 'F-150', address: '1 Main St', zip: '66062' },
    })).status()).toBe(201);
    await first.check();
    await fillContact(page);
    const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Book this time' }).click()]);
    expect(answer.status()).toBe(409);
    const summary = page.getByTestId('error-summary');
    await expect(summary).toContainText(SLOT_TAKEN);
    await expect(summary).toBeFocused();
    await expect(page.locator(`input[name="start"][value="${start}"]`)).toHaveCount(0);
    await expect(page.getByLabel('Your name')).toHaveValue('Val Visitor');

    // A failed send: the summary at the top with links, the first field at fault focused.
    await page.getByLabel('Your name').fill('');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByTestId('error-summary').getByRole('link', { name: 'Please enter your name' })).toHaveAttribute('href', '#instant-name');
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expect(page.getByLabel('Your name')).toBeInViewport();
  });

  test('in request mode the confirmation and the first error take focus and the view', async ({ page, request }) => {
    const { name, subdomain } = await instantBusiness(request, 'request');
    await page.goto(`/booking/${subdomain}`);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('error-summary').getByRole('link').first()).toHaveAttribute('href', '#request-name');
    await expect(page.getByLabel('Your name')).toBeFocused();
    await page.getByLabel('Service', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Preferred date').fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
    await fillContact(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    const sent = confirmation(page);
    await expect(sent).toContainText(`Request sent — ${name} will contact you to confirm.`);
    await expect(sent).toBeFocused();
    await expect(sent).toBeInViewport();
  });
});
