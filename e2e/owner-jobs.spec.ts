// The owner's own jobs keep the no-double-booking rule, at a phone and a desktop viewport: New job over
// another job warns naming it, "Book anyway" keeps both; the schedule then shows the drive between the
// two ZIPs, the day's free time, and a pending request on its preferred day.
import { expect, type Page, test } from '@playwright/test';
import { businessInput, completeOnboarding, offerFullDetail, requestBooking, signUpOnAuth, subdomainOf, toast } from './helpers';

test.setTimeout(120_000);

const jobs = (page: Page) => page.getByTestId('appointment').or(page.getByTestId('week-appointment'));

test('New job over another warns naming it; Book anyway keeps both; the day shows the drive, its free time and a request', async ({ page }) => {
  await signUpOnAuth(page, { firstName: 'Ola' });
  const business = `Drive Co ${Math.random().toString(36).slice(2, 8)}`;
  await completeOnboarding(page, business); // ZIP 66062 (Olathe, KS): America/Chicago

  // Three days ahead: 15:00Z is 9:00 AM in Chicago (CST), the business's zone the schedule shows.
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const at = (hhmm: string) => new Date(`${day}T${hhmm}:00Z`);
  const customer = async (firstName: string, address: string) => {
    const res = await page.request.post('/api/customers', { data: { firstName, lastName: firstName === 'Ann' ? 'Near' : 'Far', phone: `913-555-0${Math.floor(100 + Math.random() * 899)}`, address } });
    expect(res.status()).toBe(201);
    return String((await res.json()).id);
  };
  const ann = await customer('Ann', '1 Home Rd, Olathe KS 66062');
  await customer('Bob', '500 Grand Blvd, Kansas City MO 64105');
  const first = await page.request.post('/api/appointments', { data: { customerId: ann, serviceDate: at('15:00').toISOString(), status: 'scheduled', durationMinutes: 120 } });
  expect(first.status()).toBe(201);
  await offerFullDetail(page);
  await requestBooking(page.request, subdomainOf(business), 'Vera Visitor', day);

  await page.goto(`/schedule?week=${day}`);
  await expect(jobs(page).filter({ hasText: 'Ann Near' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await dialog.getByRole('searchbox', { name: 'Find a customer' }).fill('Bob');
  await dialog.getByRole('button', { name: /Bob Far/ }).click();
  await dialog.getByLabel('Duration (minutes)').fill('60');
  await dialog.getByLabel('Date and time').fill(businessInput(at('16:00')));
  await dialog.getByRole('button', { name: 'Add to schedule' }).click();
  // Refused: the warning names the other job; nothing is saved until "Book anyway".
  await expect(dialog.getByTestId('overlap-warning')).toContainText("Ann Near's job");
  await expect(jobs(page).filter({ hasText: 'Bob Far' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Book anyway' }).click();
  await expect(toast(page)).toContainText('Job scheduled');
  await expect(dialog).toHaveCount(0);
  await expect(jobs(page).filter({ hasText: 'Ann Near' })).toBeVisible();
  await expect(jobs(page).filter({ hasText: 'Bob Far' })).toBeVisible();

  // The day: Bob's job is a drive from Ann's (Olathe → Kansas City), and the free time is the hours
  // less both jobs and that drive: 9–11 AM and 9:15–11 AM taken, so 2 h of the day's hours.
  const weekend = [0, 6].includes(at('15:00').getUTCDay());
  const free = weekend ? '6 h free' : '7 h free';
  const date = at('15:00');
  const name = new RegExp(`^${date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })}, ${date.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' })}\\w* ${date.getUTCDate()}$`);
  const region = page.getByRole('region', { name }).first();
  await expect(region.getByTestId('day-free')).toHaveText(free, { timeout: 30_000 });
  await expect(region.getByTestId('job-drive')).toHaveText(/^45 min drive$/);
  await expect(region.getByTestId('schedule-request')).toContainText('Vera Visitor');
  // After a reload too (the plan is the page's query).
  await page.reload();
  await expect(page.getByRole('region', { name }).first().getByTestId('day-free')).toHaveText(free, { timeout: 30_000 });
});
