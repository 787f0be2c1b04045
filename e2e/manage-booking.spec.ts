// A visitor's private booking link /b/{token} (issue #28): with an instant booking made through the
// REST API, the visitor opens the link, moves the booking to another free window, then cancels it,
// all through the server-rendered forms: Cancel first, then the days as links and one day's windows. (axe on the page and its confirmation step: a11y.spec.ts.)
import { expect, test } from '@playwright/test';
import { toast, uniqueEmail } from './helpers';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** The page's legend for a day, e.g. "Monday, November 30". */
const dayLabel = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** A day's link, e.g. "Mon, Nov 30". */
const shortDay = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

test.describe.configure({ timeout: 120_000 });

test('a visitor opens the link, moves the booking, then cancels it', { tag: '@desktop' }, async ({ page, playwright, baseURL }) => {
  // The owner, through the REST API with its own cookie: a business that takes instant bookings.
  const owner = await playwright.request.newContext({ baseURL });
  const reg = await owner.post('/api/register', { data: { firstName: 'Olive', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } });
  expect(reg.status()).toBe(201);
  const name = `Manage Shine ${Math.random().toString(36).slice(2, 8)}`;
  const business = await owner.post('/api/onboarding/business', { data: { businessName: name, city: 'Chicago', state: 'IL', zipCode: '60601', phone: '(312) 555-0199' } });
  expect(business.status()).toBe(201);
  const subdomain = (await business.json()).subdomain as string;
  expect((await owner.post('/api/onboarding/services', { data: { services: [{ name: 'Full Detail', price: '180' }] } })).ok()).toBe(true);
  expect((await owner.put('/api/availability', { data: { bookingMode: 'instant' } })).status()).toBe(200);
  await owner.dispose();

  // The visitor books the first free window four days out through the public API.
  const visitor = await playwright.request.newContext({ baseURL });
  const page0 = await visitor.get(`/api/booking/${subdomain}`);
  const services = ((await page0.json()).services ?? []) as { id: string; name: string }[];
  const service = services.find((s) => s.name === 'Full Detail')?.id;
  expect(service).toBeTruthy();
  const day = inDays(4);
  const slots = await (await visitor.get(`/api/booking/${subdomain}/availability?serviceId=${service}&from=${day}&to=${day}&zip=60601`)).json();
  const windows = slots.days[0].windows as { start: string; label: string }[];
  expect(windows.length).toBeGreaterThan(3);
  const booked = await visitor.post(`/api/booking/${subdomain}/bookings`, {
    data: { serviceId: service, start: windows[0].start, name: 'Vera Visitor', phone: '(312) 555-0142', email: 'vera@example.com', vehicleMake: 'Subaru', vehicleModel: 'Outback', address: '12 Elm St, Chicago IL', zip: '60601' },
  });
  expect(booked.status()).toBe(201);
  const link = new URL((await booked.json()).manageUrl).pathname;
  await visitor.dispose();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByTestId('manage-when')).toContainText(windows[0].label);
  await expect(page.getByTestId('manage-status')).toHaveText('Confirmed');

  // Cancel comes first, above the Move form, which shows one day's windows at a time: the days are links.
  const cancelAt = await page.getByRole('button', { name: 'Cancel booking…' }).boundingBox();
  const moveAt = await page.getByRole('heading', { name: 'Move to another time' }).boundingBox();
  expect(cancelAt && moveAt && cancelAt.y < moveAt.y).toBe(true);
  const days = page.getByRole('navigation', { name: 'Days with free times' }).getByRole('link');
  await expect(days.first()).toHaveAttribute('aria-current', 'date');
  await expect(page.getByRole('group')).toHaveCount(1);
  // Move: the day's link, then a real form of radio buttons.
  await days.filter({ hasText: shortDay(day) }).click();
  await expect(page).toHaveURL(new RegExp(`\\?day=${day}#move$`));
  const target = windows[3];
  await page.getByRole('group', { name: dayLabel(day) }).getByRole('radio', { name: `${target.label} arrival` }).check();
  await page.getByRole('button', { name: 'Move my booking' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your booking was moved/);
  await expect(page.getByTestId('manage-when')).toContainText(target.label);

  // Cancel, with a confirmation step.
  await page.getByRole('button', { name: 'Cancel booking…' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(page.getByRole('status')).toHaveText('Your booking is cancelled.');
  await expect(page.getByTestId('manage-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Move my booking' })).toHaveCount(0);
});

test('the owner sees an instant booking and its cancellation arrive live on the schedule', async ({ page, playwright, baseURL }) => {
  // The owner signs up and sets up through the API with the page's own cookies.
  const api = page.request;
  expect((await api.post('/api/register', { data: { firstName: 'Olive', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } })).status()).toBe(201);
  const business = await api.post('/api/onboarding/business', { data: { businessName: `Live Shine ${Math.random().toString(36).slice(2, 8)}`, city: 'Chicago', state: 'IL', zipCode: '60601' } });
  expect(business.status()).toBe(201);
  const subdomain = (await business.json()).subdomain as string;
  expect((await api.post('/api/onboarding/services', { data: { services: [{ name: 'Full Detail', price: '180' }] } })).ok()).toBe(true);
  expect((await api.post('/api/onboarding/complete')).ok()).toBe(true);
  expect((await api.put('/api/availability', { data: { bookingMode: 'instant' } })).status()).toBe(200);

  const live = page.waitForResponse((r) => r.url().includes('/graphql') && !!r.request().postData()?.includes('appointmentChanged'));
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await live;

  const visitor = await playwright.request.newContext({ baseURL });
  const services = (await (await visitor.get(`/api/booking/${subdomain}`)).json()).services as { id: string }[];
  const day = inDays(2);
  const slots = await (await visitor.get(`/api/booking/${subdomain}/availability?serviceId=${services[0].id}&from=${day}&to=${day}&zip=60601`)).json();
  const booked = await visitor.post(`/api/booking/${subdomain}/bookings`, {
    data: { serviceId: services[0].id, start: slots.days[0].windows[0].start, name: 'Lena Live', phone: '(312) 555-0177', vehicleMake: 'Kia', vehicleModel: 'Soul', address: '3 Oak St, Chicago IL', zip: '60601' },
  });
  expect(booked.status()).toBe(201);
  await expect(page.getByText('Lena Live').first()).toBeVisible();
  await expect(toast(page)).toContainText('Lena Live');

  const token = new URL((await booked.json()).manageUrl).pathname.split('/').pop();
  expect((await visitor.post(`/api/bookings/manage/${token}/cancel`)).status()).toBe(200);
  await expect(toast(page).filter({ hasText: 'Booking cancelled' })).toBeVisible();
  await visitor.dispose();
});
