// Online booking in the browser: a visitor requests at phone size (with and without JavaScript); the
// owner sees the request arrive without reloading, accepts it, and finds it on the schedule and in the feed.
import { type APIRequestContext, devices, expect, test } from '@playwright/test';
import { toast, uniqueEmail } from './helpers';
import { readyOwner } from './fixtures';

const uniqueBusiness = () => `Drip Shine ${Math.random().toString(36).slice(2, 8)}`;
const subdomainOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const phone = devices['Pixel 7'];
const phoneContext = { viewport: phone.viewport, userAgent: phone.userAgent, deviceScaleFactor: phone.deviceScaleFactor, isMobile: true, hasTouch: true };

/** An owner with a business, made through the API. */
async function businessThroughApi(request: APIRequestContext) {
  const name = uniqueBusiness();
  const reg = await request.post('/api/register', { data: { firstName: 'Nia', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } });
  expect(reg.status()).toBe(201);
  const b = await request.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' } });
  expect(b.status()).toBe(201);
  await request.post('/api/onboarding/services', { data: { services: [{ name: 'Full Detail', price: '180' }] } });
  return { name, subdomain: (await b.json()).subdomain as string };
}

test('a visitor requests a booking on a phone; the owner sees it live, accepts it, and finds it on the schedule and in the calendar feed', { tag: '@desktop' }, async ({ page, browser, request }) => {
  const name = uniqueBusiness();
  await readyOwner(page, { firstName: 'Reese', business: name });
  const subdomain = subdomainOf(name);
  await page.goto('/requests');
  await expect(page.getByText('No requests yet.')).toBeVisible();

  const visitorContext = await browser.newContext(phoneContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/booking/${subdomain}`);
  await expect(visitor.getByRole('heading', { name: 'Request a booking' })).toBeVisible();
  await visitor.getByLabel('Your name').fill('Val Visitor');
  await visitor.getByLabel('Phone', { exact: true }).fill('(913) 555-0188');
  await visitor.getByLabel('Make', { exact: true }).fill('Subaru');
  // Errors beside the fields, nothing sent yet.
  await visitor.getByRole('button', { name: 'Send request' }).click();
  // Beside each field (its description) and in the summary at the top, whose links lead to the fields.
  await expect(visitor.getByLabel('Service', { exact: true })).toHaveAccessibleDescription('Please choose a service.');
  await expect(visitor.getByLabel('Model', { exact: true })).toHaveAccessibleDescription('Make and model are required.');
  await expect(visitor.getByTestId('error-summary').getByRole('link', { name: 'Please choose a service.' })).toHaveAttribute('href', '#request-serviceName');
  await visitor.getByLabel('Service', { exact: true }).selectOption({ index: 1 });
  await visitor.getByLabel('Model', { exact: true }).fill('Outback');
  await visitor.getByLabel('Preferred date').fill(localDay(3));
  await visitor.getByLabel('Preferred time', { exact: true }).selectOption('morning');
  await visitor.getByLabel('Address where the car will be').fill('77 Oak Ave, Olathe KS');
  await visitor.getByRole('button', { name: 'Send request' }).click();
  await expect(visitor.getByText(`Request sent — ${name} will contact you to confirm.`)).toBeVisible();
  await expect(visitor.getByText('This is a request, not a confirmed booking.', { exact: false })).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`/booking/${subdomain}$`));
  await visitorContext.close();

  // The owner's inbox, never reloaded.
  const item = page.getByTestId('booking-request').filter({ hasText: 'Val Visitor' });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Subaru Outback');
  await expect(item.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9135550188');
  await item.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByLabel('Date and time')).toHaveValue(`${localDay(3)}T09:00`);
  await expect(page.getByLabel('Price ($)')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Accept and schedule' }).click();
  await expect(toast(page).filter({ hasText: 'Request accepted' })).toBeVisible();
  await expect(item).toContainText('accepted');

  await page.goto('/schedule');
  // A card in the day list on a phone, in the week grid on a desktop.
  const appointment = page.getByTestId(/^(week-)?appointment$/).filter({ hasText: 'Val Visitor' });
  await expect(appointment).toBeVisible();
  await expect(appointment).toContainText('77 Oak Ave, Olathe KS');

  await page.goto('/settings#calendar');
  await page.getByRole('button', { name: 'Create calendar address' }).click();
  const address = await page.getByLabel('Calendar address').inputValue();
  expect(address).toMatch(/^webcal:\/\/.+\/calendar\/[\w-]+\.ics$/);
  const feed = await request.get(new URL(address.replace(/^webcal:/, 'http:')).pathname);
  expect(feed.status()).toBe(200);
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('Val Visitor');

  // The pending badge on the dashboard follows new requests live, on the home's one operation of its
  // event stream (which also keeps the Support icon live).
  const operations: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/graphql/stream') operations.push(r.postData() ?? '');
  });
  const live = page.waitForResponse((r) => r.url().includes('/graphql') && !!r.request().postData()?.includes('ownerUpdates'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: "Today's appointments" })).toBeVisible();
  await expect(page.getByTestId('pending-requests-badge')).toHaveCount(0);
  await live;
  const res = await request.post(`/api/booking/${subdomain}/requests`, {
    data: { name: 'Second Caller', phone: '913-555-0101', serviceName: 'Something else', vehicleMake: 'Kia', vehicleModel: 'Soul', preferredDate: localDay(5), preferredTime: 'any', address: '1 Main St' },
  });
  expect(res.status()).toBe(201);
  await expect(page.getByTestId('pending-requests-badge')).toHaveText('1');
  expect(operations).toHaveLength(1);
  expect(operations[0]).toContain('ownerUpdates');
});

test('without JavaScript the form posts, keeps what was typed beside the errors, and confirms', async ({ browser, request }) => {
  const { name, subdomain } = await businessThroughApi(request);
  const context = await browser.newContext({ ...phoneContext, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/booking/${subdomain}`);
  await page.getByLabel('Your name').fill('Nojs Nora');
  await page.getByLabel('Phone', { exact: true }).fill('913 555 0177');
  await page.getByLabel('Service', { exact: true }).selectOption('Full Detail');
  await page.getByLabel('Model', { exact: true }).fill('Civic');
  await page.getByLabel('Preferred date').fill(localDay(2));
  await page.getByLabel('Address where the car will be').fill('5 Pine Rd');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('Make', { exact: true })).toHaveAccessibleDescription('Make and model are required.');
  await expect(page.getByTestId('error-summary').getByRole('link', { name: 'Make and model are required.' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Nojs Nora');
  await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Civic');
  await page.getByLabel('Make', { exact: true }).fill('Honda');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(`Request sent — ${name} will contact you to confirm.`)).toBeVisible();
  await context.close();
});

test('the booking form offers texts about the booking, unticked, and keeps the tick with and without JavaScript', async ({ browser, page, request }) => {
  const { name, subdomain } = await businessThroughApi(request);
  const label = 'Text me about this booking (reply STOP to opt out)';
  await page.goto(`/booking/${subdomain}`);
  const consent = page.getByRole('checkbox', { name: label });
  await expect(consent).toBeVisible();
  await expect(consent).not.toBeChecked();
  await consent.check();
  await page.getByLabel('Your name').fill('Tex Ting');
  await page.getByLabel('Phone', { exact: true }).fill('913 555 0166');
  await page.getByLabel('Service', { exact: true }).selectOption('Full Detail');
  await page.getByLabel('Make', { exact: true }).fill('Kia');
  await page.getByLabel('Model', { exact: true }).fill('Soul');
  await page.getByLabel('Preferred date').fill(localDay(2));
  await page.getByLabel('Address where the car will be').fill('9 Elm St');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(`Request sent — ${name} will contact you to confirm.`)).toBeVisible();

  // Without JavaScript: a post with an error comes back with the box still ticked.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const nojs = await context.newPage();
  await nojs.goto(`/booking/${subdomain}`);
  const box = nojs.getByRole('checkbox', { name: label });
  await expect(box).toBeVisible();
  await box.check();
  await nojs.getByLabel('Your name').fill('Nojs Tex');
  await nojs.getByRole('button', { name: 'Send request' }).click();
  await expect(nojs.getByTestId('error-summary')).toBeVisible();
  await expect(nojs.getByRole('checkbox', { name: label })).toBeChecked();
  await context.close();
});

test('the page lists the days off; a closed day is refused as it is picked, beside the date, and nothing is sent', async ({ page, request }) => {
  const { name, subdomain } = await businessThroughApi(request);
  // Whatever today is: the weekday 10 days ahead is closed, and 20 to 22 days ahead are days off.
  const closed = localDay(10);
  const keys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  const closedKey = keys[new Date(`${closed}T12:00:00Z`).getUTCDay()];
  const plural = { sun: 'Sundays', mon: 'Mondays', tue: 'Tuesdays', wed: 'Wednesdays', thu: 'Thursdays', fri: 'Fridays', sat: 'Saturdays' }[closedKey];
  const weeklyHours = Object.fromEntries(keys.map((d) => [d, d === closedKey ? [] : [{ start: '09:00', end: '17:00' }]]));
  const off = { from: localDay(20), to: localDay(22) };
  expect((await request.put('/api/availability', { data: { weeklyHours, timeOff: [{ ...off, intervals: null }] } })).status()).toBe(200);
  const short = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

  await page.goto(`/booking/${subdomain}`);
  await expect(page.getByRole('list', { name: 'Days off' })).toHaveText(`${short(off.from)} – ${short(off.to)}`);
  const date = page.getByLabel('Preferred date');
  await expect(date).toHaveAccessibleDescription(`We're closed on ${plural} and ${short(off.from)} – ${short(off.to)}.`);
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.postData()?.includes('requestBooking')) sent += 1;
  });
  await page.getByLabel('Your name').fill('Dora Dayoff');
  await page.getByLabel('Phone', { exact: true }).fill('913 555 0171');
  await page.getByLabel('Service', { exact: true }).selectOption('Full Detail');
  await page.getByLabel('Make', { exact: true }).fill('Mazda');
  await page.getByLabel('Model', { exact: true }).fill('CX-5');
  await page.getByLabel('Address where the car will be').fill('7 Oak Ln');
  await date.fill(localDay(21));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(date).toHaveAccessibleDescription(`We're closed on ${short(localDay(21))}. Please choose another date.`);
  await expect(date).toBeFocused();
  await date.fill(closed);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(date).toHaveAccessibleDescription(`We're closed on ${plural}. Please choose another date.`);
  expect(sent).toBe(0);
  // An open day goes.
  await date.fill(localDay(11));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(`Request sent — ${name} will contact you to confirm.`)).toBeVisible();
});
