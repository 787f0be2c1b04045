// New job and the owner's hours at a phone (#47.13): the dialog opens on a day the owner works (never a
// closed one), and a time on a closed day asks "Book it anyway?" before it goes on the schedule.
import { expect, test } from '@playwright/test';
import { businessInput, toast } from './helpers';
import { readyOwner } from './fixtures';

const WEEK = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const nine = [{ start: '09:00', end: '17:00' }];

test('New job opens on an open day, and a time on a closed day asks to confirm; confirming books it', async ({ page }) => {
  await readyOwner(page, { firstName: 'Hana', at: null });
  // Open only two days from now (in the business's zone, Chicago); closed every other day, today included.
  const [{ date: openDate, weekday }] = await page.evaluate(() => {
    const d = new Date(Date.now() + 2 * 86_400_000);
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' }).formatToParts(d);
    const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
    return [{ date: `${get('year')}-${get('month')}-${get('day')}`, weekday: get('weekday').toLowerCase().slice(0, 3) }];
  });
  const weeklyHours = Object.fromEntries(WEEK.map((d) => [d, d === weekday ? nine : []]));
  expect((await page.request.put('/api/availability', { data: { weeklyHours } })).status()).toBe(200);
  const c = await page.request.post('/api/customers', { data: { firstName: 'Cody', lastName: 'Closed', phone: '913-555-0147' } });
  expect(c.status()).toBe(201);

  await page.goto('/schedule');
  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  // The first open day, at its opening (9:00 AM in Chicago, shown on the business's wall clock).
  const opening = await page.evaluate((date) => {
    // 9:00 in Chicago is 14:00Z or 15:00Z: the one whose Chicago hour is 9.
    for (const utc of [14, 15]) {
      const d = new Date(`${date}T${String(utc).padStart(2, '0')}:00:00Z`);
      if (Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' }).format(d)) === 9) return d.getTime();
    }
    return 0;
  }, openDate);
  await expect(dialog.getByLabel('Date and time')).toHaveValue(businessInput(new Date(opening)));

  // Tomorrow is closed: the job waits for the owner's confirmation.
  await dialog.getByRole('searchbox', { name: 'Find a customer' }).fill('Cody');
  await dialog.getByRole('button', { name: /Cody Closed/ }).click();
  await dialog.getByLabel('Date and time').fill(businessInput(new Date(opening - 86_400_000)));
  await dialog.getByRole('button', { name: 'Add to schedule' }).click();
  const warning = dialog.getByTestId('overlap-warning');
  await expect(warning).toHaveText(/^\w+day is outside your hours \(closed\)\. Book it anyway\?$/);
  expect((await (await page.request.get('/api/schedule')).json()).length).toBe(0);

  await dialog.getByRole('button', { name: 'Book anyway' }).click();
  await expect(toast(page)).toContainText('Job scheduled');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('appointment').filter({ hasText: 'Cody Closed' })).toBeVisible();
});
