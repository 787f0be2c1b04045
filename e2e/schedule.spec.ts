// The schedule at a phone and a desktop viewport: done and cancelled jobs stay (marked), the home
// keeps today's finished job, weeks go back and forward, each job shows its duration (the service's,
// set in Settings → Pricing), and an accepted request shows its booked time.
import { expect, type Page, test } from '@playwright/test';
import { acceptBooking, businessDay, businessLabel, businessTime, laterToday, offerFullDetail, openAroundTheClock, requestBooking, subdomainOf, toast } from './helpers';
import { readyOwner } from './fixtures';

test.setTimeout(120_000);

/** That hour `n` days from today, in the business's zone (the schedule's days are its). */
const daysFromNow = (n: number, hour: number) => businessTime(businessDay(n), `${String(hour).padStart(2, '0')}:00`);
const jobs = (page: Page) => page.getByTestId('appointment').or(page.getByTestId('week-appointment'));

async function owner(page: Page) {
  const name = `Week Co ${Math.random().toString(36).slice(2, 8)}`;
  await readyOwner(page, { firstName: 'Sam', business: name });
  // Jobs at hours from now: within the hours whenever the test runs.
  await openAroundTheClock(page.request);
  return name;
}

test('Settings gives services a duration; the schedule shows it, keeps done and cancelled jobs marked, and moves between weeks; the home keeps today’s done job', { tag: '@desktop' }, async ({ page }) => {
  await owner(page);
  await page.goto('/settings#pricing');
  // The default services: Basic Wash & Vacuum, Premium Detail, Ultimate Protection.
  await expect(page.getByLabel('Service name').nth(1)).toHaveValue('Premium Detail', { timeout: 30_000 });
  await page.getByLabel('Duration (minutes)').nth(1).fill('90');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(toast(page)).toContainText('Services updated');

  const services: { id: string; name: string }[] = await (await page.request.get('/api/services')).json();
  const premiumId = services.find((s) => s.name === 'Premium Detail')?.id;
  const c = await (await page.request.post('/api/customers', { data: { firstName: 'Tia', lastName: 'Today', phone: '913-555-0111' } })).json();
  // Each customer a phone of its own (a random one could repeat another's, and a repeated phone is refused).
  let phones = 200;
  const add = async (name: string, at: Date, status = 'scheduled') => {
    const created = await page.request.post('/api/customers', { data: { firstName: name, lastName: 'Job', phone: `913-555-0${phones++}` } });
    expect(created.status()).toBe(201);
    const cust = await created.json();
    const res = await page.request.post('/api/appointments', { data: { customerId: cust.id, serviceDate: at.toISOString(), status, serviceId: premiumId, totalAmount: '150' } });
    expect(res.status()).toBe(201);
    return String((await res.json()).id);
  };
  // By 22:00, so a 90-minute job ends the same day (the week grid cuts a job at midnight).
  const res = await page.request.post('/api/appointments', {
    data: { customerId: c.id, serviceDate: laterToday(10, { hour: 22, minute: 0 }).toISOString(), status: 'scheduled', serviceId: premiumId, notes: 'Gate code 1234' },
  });
  expect(res.status()).toBe(201);
  await add('Lars', daysFromNow(-7, 10), 'completed');
  const cancelled = await add('Cass', daysFromNow(1, 11));
  await page.request.patch(`/api/appointments/${cancelled}`, { data: { status: 'cancelled' } });
  await add('Fern', daysFromNow(21, 9));

  // The home: complete today's job; it stays, marked done, and the home does not say "Nothing scheduled today".
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: "Today's appointments" });
  const tia = today.getByTestId('appointment').filter({ hasText: 'Tia Today' });
  await expect(tia.getByTestId('job-duration')).toHaveText('1 h 30 min');
  await tia.getByRole('button', { name: 'Complete' }).click();
  // The job's notes are kept: shown in the dialog, and a note written there goes below them.
  const complete = page.getByRole('dialog', { name: 'Complete appointment' });
  await expect(complete.getByTestId('job-notes')).toHaveText('Gate code 1234');
  await complete.getByLabel('Add a note (optional)').fill('Tires dressed');
  await complete.getByRole('button', { name: 'Mark completed' }).click();
  await expect(toast(page)).toContainText('Appointment completed');
  await expect(tia).toContainText('Done');
  await expect(tia).toContainText('Gate code 1234');
  await expect(tia).toContainText('Tires dressed');
  await expect(tia.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  await expect(today.getByText('Nothing scheduled today.')).toHaveCount(0);
  await page.reload();
  await expect(today.getByTestId('appointment').filter({ hasText: 'Tia Today' })).toContainText('Done');

  // The schedule: this week and next, with the done and the cancelled job marked, and durations.
  await page.goto('/schedule');
  const tiaCard = jobs(page).filter({ hasText: 'Tia Today' });
  await expect(tiaCard).toHaveAttribute('data-status', 'completed');
  await expect(tiaCard.getByTestId('job-duration')).toHaveText('1 h 30 min');
  const cass = jobs(page).filter({ hasText: 'Cass Job' });
  await expect(cass).toHaveAttribute('data-status', 'cancelled');
  await expect(cass).toContainText('Cancelled');
  await expect(jobs(page).filter({ hasText: 'Lars Job' })).toHaveCount(0);
  await expect(jobs(page).filter({ hasText: 'Fern Job' })).toHaveCount(0);
  if (test.info().project.name === 'desktop') {
    // A time grid: a 90-minute job is taller than the 44 px minimum and half again as tall as an hour row.
    await expect(page.getByTestId('schedule-week')).toBeVisible();
    const box = await tiaCard.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(70);
  } else {
    await expect(page.getByTestId('schedule-week')).toHaveCount(0);
  }

  // The past: last week's done job; then back to today, and on to the weeks ahead.
  await page.getByRole('link', { name: 'Previous week' }).click();
  await expect(jobs(page).filter({ hasText: 'Lars Job' })).toHaveAttribute('data-status', 'completed');
  await page.getByRole('link', { name: 'Today' }).click();
  await expect(jobs(page).filter({ hasText: 'Tia Today' })).toBeVisible();
  await page.getByRole('link', { name: 'Next week' }).click();
  // The next link is this week's until the page has moved: wait for today's job to leave before going on.
  await expect(jobs(page).filter({ hasText: 'Tia Today' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Next week' }).click();
  await expect(jobs(page).filter({ hasText: 'Fern Job' })).toBeVisible();
});

test('an accepted request shows the booked time, and the new one after a reschedule, not the requested window', async ({ page }) => {
  const name = await owner(page);
  await offerFullDetail(page);
  const id = await requestBooking(page.request, subdomainOf(name), 'Rita Request');
  const booked = daysFromNow(2, 15);
  await acceptBooking(page, id, booked);
  await page.goto('/requests');
  const card = page.getByTestId('booking-request').filter({ hasText: 'Rita Request' });
  const when = (d: Date) => businessLabel(d, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  await expect(card.getByTestId('booked-time')).toHaveText(when(booked));

  // Rescheduled on the schedule: the request follows.
  await page.goto('/schedule');
  const job = page.getByTestId('appointment').or(page.getByTestId('week-appointment')).filter({ hasText: 'Rita Request' });
  await job.click();
  const moved = daysFromNow(3, 16);
  const full = page.getByTestId('appointment').filter({ hasText: 'Rita Request' });
  await full.getByRole('button', { name: 'Reschedule' }).click();
  // The business's wall clock, typed as such.
  await page.getByLabel('New date and time').fill(`${businessDay(3)}T16:00`);
  await page.getByRole('button', { name: 'Save new time' }).click();
  await expect(toast(page)).toContainText('Appointment rescheduled');
  await page.goto('/requests');
  await expect(card.getByTestId('booked-time')).toHaveText(when(moved));
});
