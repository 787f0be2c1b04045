// The owner's phone is set to another time zone than the business's (travelling, or a phone never set):
// the schedule shows the business's days and wall-clock times, and a time typed in is the business's.
import { expect, type Page, test } from '@playwright/test';
import { acceptBooking, businessDay, businessLabel, businessTime, openAroundTheClock, requestBooking, sql, toast } from './helpers';
import { readyOwner } from './fixtures';

// Tokyo is 15 hours ahead of the business (America/Chicago, ZIP 66062): 8:00 PM there is 11:00 AM the next day here.
test.use({ timezoneId: 'Asia/Tokyo' });

/** A day's region on the schedule: "Wednesday, Dec 9" (the phone's list) or "Wednesday, December 9" (the week grid). */
const dayRegion = (page: Page, date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  const weekday = d.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  const month = d.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  return page.getByRole('region', { name: new RegExp(`^${weekday}, ${month}\\w* ${d.getUTCDate()}$`) });
};
/** A job's card on a day of the schedule. */
const jobIn = (page: Page, date: string, name: string) => dayRegion(page, date).first().getByTestId(/^(week-)?appointment$/).filter({ hasText: name });

test("a phone in Tokyo shows the Chicago business's days and times, and a time typed in is Chicago's", { tag: '@desktop' }, async ({ page }) => {
  // No page opened yet: the schedule is the first, before this browser knows the business's zone.
  await readyOwner(page, { firstName: 'Tomo', at: null });
  await openAroundTheClock(page.request);
  // Two days ahead in Chicago at 8:00 PM: the next morning on the phone's own clock.
  const day = businessDay(2);
  const next = businessDay(3);
  const customer = await (await page.request.post('/api/customers', { data: { firstName: 'Zoe', lastName: 'Zone', phone: '913-555-0161' } })).json();
  const created = await page.request.post('/api/appointments', {
    data: { customerId: customer.id, serviceDate: businessTime(day, '20:00').toISOString(), status: 'scheduled', durationMinutes: 60 },
  });
  expect(created.status()).toBe(201);
  const jobId = String((await created.json()).id);

  await page.goto(`/schedule?week=${day}`);
  const zoe = jobIn(page, day, 'Zoe Zone');
  await expect(zoe).toContainText('8:00 PM');
  // Not on the phone's own day of that moment.
  await expect(dayRegion(page, next).getByText('Zoe Zone')).toHaveCount(0);

  // Reschedule: the field holds Chicago's wall clock, and 9:00 typed there is 9:00 AM in Chicago.
  const desktop = test.info().project.name === 'desktop';
  // The week grid opens a job's full card in a dialog; the phone's list shows it.
  if (desktop) await zoe.click();
  const card = page.getByTestId('appointment').filter({ hasText: 'Zoe Zone' });
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const when = page.getByLabel('New date and time');
  await expect(when).toHaveValue(`${day}T20:00`);
  await when.fill(`${day}T09:00`);
  await page.getByRole('button', { name: 'Save new time' }).click();
  await expect(toast(page)).toContainText('Appointment rescheduled');
  await expect(card).toContainText('9:00 AM');
  if (desktop) await page.getByRole('dialog', { name: 'Appointment' }).getByRole('button', { name: 'Close' }).click();
  await expect(zoe).toContainText('9:00 AM');
  const [row] = await sql(`SELECT "serviceDate" AS at FROM "ServiceRecord" WHERE id = $1`, [jobId]);
  expect(new Date(row.at).toISOString()).toBe(businessTime(day, '09:00').toISOString());
});

test("a page that does not wait for the zone shows the business's times from its first screen (the requests, on a phone that never opened the app)", async ({ page }) => {
  // Signed in, set up, but this browser has never kept the business's zone: the page is the first opened.
  const { subdomain } = await readyOwner(page, { firstName: 'Rin', fullDetail: true, at: null });
  const id = await requestBooking(page.request, subdomain ?? '', 'Rita Tokyo');
  // Two days ahead in Chicago at 8:00 PM: 11:00 AM the next day on the phone's own clock.
  const booked = businessTime(businessDay(2), '20:00');
  await acceptBooking(page, id, booked);
  await page.goto('/requests');
  const card = page.getByTestId('booking-request').filter({ hasText: 'Rita Tokyo' });
  await expect(card.getByTestId('booked-time')).toHaveText(businessLabel(booked, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }));
});
