// The job record at a phone and a desktop viewport: "New job" from the schedule, the home and a
// customer's sheet puts a scheduled job everywhere a job appears; "Log a job" stays for work done.
import { expect, type Page, test } from '@playwright/test';
import { businessDay, businessInput, businessTime, customerDetail, laterToday, openAroundTheClock, sql, toast } from './helpers';
import { readyOwner } from './fixtures';

/** Tomorrow at that hour in the business's zone (the owner types its wall clock). */
const tomorrowAt = (h: number) => businessTime(businessDay(1), `${String(h).padStart(2, '0')}:00`);

async function ownerWithCustomer(page: Page) {
  const { email } = await readyOwner(page, { firstName: 'Jo', business: `Job Co ${Math.random().toString(36).slice(2, 8)}` });
  // Jobs later today and tomorrow at any hour: within the hours whenever the test runs.
  await openAroundTheClock(page.request);
  await sql(`UPDATE "Service" SET "durationMinutes" = 180 WHERE name = 'Premium Detail' AND "businessId" IN (SELECT b.id FROM "Business" b JOIN "User" u ON u.id = b."ownerId" WHERE u.email = $1)`, [email]);
  const c = await page.request.post('/api/customers', { data: { firstName: 'Lena', lastName: 'Lead', phone: '913-555-0101', address: '1 Home Rd, Olathe KS' } });
  expect(c.status()).toBe(201);
  const id = String((await c.json()).id);
  expect((await page.request.post(`/api/customers/${id}/vehicles`, { data: { make: 'Ford', model: 'F-150', year: 2020 } })).status()).toBe(201);
  return id;
}

// Whole journeys on a shared, busy machine.
test.setTimeout(120_000);

/** The schedule's job cards: full cards in the phone's list, compact ones in the desktop's week. */
const jobs = (page: Page) => page.getByTestId('appointment').or(page.getByTestId('week-appointment'));

test('New job on the schedule: pick a customer, the service fills price and duration, and the job is on the schedule, the home and the calendar feed', async ({ page }) => {
  await ownerWithCustomer(page);
  await page.goto('/schedule');
  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await dialog.getByRole('button', { name: 'Add to schedule' }).click();
  await expect(dialog.getByText('Choose a customer or add a new one.')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Find a customer' }).fill('Lena');
  await dialog.getByRole('button', { name: /Lena Lead/ }).click();
  await expect(dialog.getByTestId('job-customer')).toHaveText('Lena Lead');
  await expect(dialog.getByLabel('Vehicle')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Vehicle').locator('option:checked')).toHaveText('2020 Ford F-150');
  await dialog.getByLabel('Service').selectOption({ label: 'Premium Detail' });
  await expect(dialog.getByLabel('Price ($)')).toHaveValue('150.00');
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('180');
  await expect(dialog.getByLabel('Address')).toHaveValue('1 Home Rd, Olathe KS');
  await dialog.getByLabel('Address').fill('9 Office Park, Lenexa KS');
  await dialog.getByLabel('Date and time').fill(businessInput(laterToday()));
  await dialog.getByLabel('Notes (optional)').fill('Gate code 42');
  await dialog.getByRole('button', { name: 'Add to schedule' }).click();
  await expect(toast(page)).toContainText('Job scheduled');
  await expect(dialog).toHaveCount(0);
  const job = jobs(page).filter({ hasText: 'Lena Lead' });
  await expect(job).toBeVisible();
  await expect(job).toContainText('Premium Detail');
  await expect(job).toContainText('9 Office Park, Lenexa KS');

  // The home's today has it; the calendar feed has it with its 3 hours.
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: "Today's appointments" });
  await expect(today.getByTestId('appointment').filter({ hasText: 'Lena Lead' })).toContainText('Premium Detail');
  const feed = await (await page.request.post('/api/calendar-feed')).json();
  const ics = (await (await page.request.get(new URL(feed.url).pathname)).text()).replace(/\r\n /g, '');
  expect(ics).toContain('Premium Detail — Lena Lead');
  expect(ics).toContain('LOCATION:9 Office Park\\, Lenexa KS');
});

test('New job from the home with a new customer and vehicle, and from the customer sheet; Log a job refuses a future date', async ({ page }) => {
  await ownerWithCustomer(page);
  const today = page.getByRole('region', { name: "Today's appointments" });
  await today.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await dialog.getByRole('button', { name: 'New customer' }).click();
  await dialog.getByLabel('First name').fill('Nico');
  await dialog.getByLabel('Last name').fill('New');
  await dialog.getByLabel('Phone').fill('816-555-0177');
  await expect(dialog.getByLabel('Vehicle')).toHaveValue('new');
  await dialog.getByLabel('Make').fill('Honda');
  await dialog.getByLabel('Model').fill('Civic');
  await dialog.getByLabel('Service').selectOption({ label: 'Basic Wash & Vacuum' });
  await expect(dialog.getByLabel('Price ($)')).toHaveValue('50.00');
  await dialog.getByLabel('Date and time').fill(businessInput(laterToday()));
  await dialog.getByLabel('Address').fill('5 Main St, Olathe KS');
  await dialog.getByRole('button', { name: 'Add to schedule' }).click();
  await expect(toast(page)).toContainText('Job scheduled');
  await expect(today.getByTestId('appointment').filter({ hasText: 'Nico New' })).toContainText('Honda Civic');

  // The customer sheet: New job with the customer already chosen.
  await page.goto('/customers');
  await page.getByText('Lena Lead').click();
  const sheet = customerDetail(page);
  await sheet.getByRole('button', { name: 'New job' }).click();
  await expect(dialog.getByTestId('job-customer')).toHaveText('Lena Lead');
  await expect(dialog.getByRole('button', { name: 'Change' })).toHaveCount(0);
  await dialog.getByLabel('Service').selectOption({ label: 'Ultimate Protection' });
  await dialog.getByLabel('Date and time').fill(businessInput(tomorrowAt(10)));
  await dialog.getByRole('button', { name: 'Add to schedule' }).click();
  await expect(toast(page)).toContainText('Job scheduled');
  // Booked, not done: the lead stays a lead.
  await expect(sheet.getByText('Lead', { exact: true })).toBeVisible();

  // Log a job is for work done: a future date is refused beside the field.
  await sheet.getByRole('button', { name: 'Log a job' }).click();
  const log = page.getByRole('dialog', { name: 'Log a job' });
  // Two days ahead: tomorrow's date is already today somewhere on Earth (UTC+14) late in the UTC day.
  await log.getByLabel('Service date').fill(businessDay(2));
  await log.getByLabel('Amount ($)').fill('80');
  await log.getByRole('button', { name: 'Add Service History' }).click();
  await expect(log.getByText('A job that is done cannot be in the future. Use New job to put it on the schedule.')).toBeVisible();

  await page.goto('/schedule');
  await expect(jobs(page).filter({ hasText: 'Nico New' })).toBeVisible();
});

test('Service History lists work done with its service; upcoming and cancelled jobs are labelled apart; the sheet shows visits and total spent', async ({ page }) => {
  const customerId = await ownerWithCustomer(page);
  const services: { id: string; name: string }[] = await (await page.request.get('/api/services')).json();
  const serviceId = (name: string) => services.find((s) => s.name === name)?.id;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  const add = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/appointments', { data: { customerId, ...data } });
    expect(res.status()).toBe(201);
    return String((await res.json()).id);
  };
  const done = await add({ serviceDate: day(-3), status: 'scheduled', serviceId: serviceId('Premium Detail') });
  await page.request.patch(`/api/appointments/${done}`, { data: { status: 'completed', totalAmount: '150' } });
  await add({ serviceDate: day(-10), status: 'completed', totalAmount: '80', notes: 'Quick wash' });
  await add({ serviceDate: day(5), status: 'scheduled', serviceId: serviceId('Ultimate Protection') });
  const cancelled = await add({ serviceDate: day(7), status: 'scheduled', totalAmount: '75' });
  await page.request.patch(`/api/appointments/${cancelled}`, { data: { status: 'cancelled' } });

  await page.goto('/customers');
  await page.getByText('Lena Lead').click();
  const sheet = customerDetail(page);
  await expect(sheet.getByTestId('customer-totals')).toHaveText('2 visits · $230.00 spent');
  const doneList = sheet.getByRole('list', { name: 'Done' });
  await expect(doneList.getByRole('listitem')).toHaveCount(2);
  await expect(doneList.getByRole('listitem').first()).toContainText('Premium Detail');
  await expect(doneList.getByRole('listitem').first()).toContainText('$150.00');
  await expect(doneList).not.toContainText('Ultimate Protection');
  await expect(doneList).not.toContainText('$75.00');
  const upcoming = sheet.getByRole('list', { name: 'Upcoming' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await expect(upcoming).toContainText('Ultimate Protection');
  await expect(upcoming.getByText('Upcoming', { exact: true })).toBeVisible();
  const cancelledList = sheet.getByRole('list', { name: 'Cancelled' });
  await expect(cancelledList).toContainText('$75.00');
  await expect(cancelledList.getByText('Cancelled', { exact: true })).toBeVisible();
});
