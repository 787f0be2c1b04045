// Settings → Availability (issue #28): the owner sets split hours, closes a day, adds a day off and
// switches to instant booking; it is kept across a reload and is what the API answers. Overlapping
// intervals are refused beside the day's fields. At 390×844 (axe on the section: a11y.spec.ts).
import { expect, type Page, test } from '@playwright/test';
import { OVERLAPPING_INTERVALS } from '../common/availability';
import { localDay, toast } from './helpers';
import { readyOwner } from './fixtures';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }, info) => {
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

const section = (page: Page) => page.locator('#availability');
const time = (page: Page, day: string, edge: 'from' | 'to', n: number) => section(page).getByLabel(`${day} ${edge}, hours ${n}`, { exact: true });

test('the owner sets split hours, a closed day, a day off and instant booking; a reload keeps them', async ({ page }) => {
  await readyOwner(page, { firstName: 'Avail', business: `Hours Co ${Math.random().toString(36).slice(2, 8)}` });
  await page.goto('/settings#availability');
  const form = section(page);
  await expect(form.getByRole('heading', { name: 'Availability', exact: true })).toBeInViewport();

  // Onboarding's selects became the intervals, and the zone came from the ZIP (Olathe, KS).
  await expect(form.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await expect(time(page, 'Monday', 'from', 1)).toHaveValue('09:00');
  await expect(time(page, 'Monday', 'to', 1)).toHaveValue('18:00');
  await expect(time(page, 'Sunday', 'from', 1)).toHaveValue('09:00');
  await expect(form.getByLabel('Requests')).toBeChecked();

  // Monday 8–12 and 13–17.
  await time(page, 'Monday', 'from', 1).fill('08:00');
  await time(page, 'Monday', 'to', 1).fill('12:00');
  await form.getByRole('button', { name: 'Add hours on Monday' }).click();
  await expect(time(page, 'Monday', 'from', 2)).toHaveValue('12:00');
  await time(page, 'Monday', 'from', 2).fill('13:00');
  await time(page, 'Monday', 'to', 2).fill('17:00');
  // Sunday closed.
  await form.getByRole('button', { name: 'Remove Sunday hours 1' }).click();
  await expect(form.getByRole('group', { name: 'Sunday' }).getByText('Closed')).toBeVisible();
  // A day off.
  const dayOff = localDay(10);
  await form.getByRole('button', { name: 'Add time off' }).click();
  await form.getByLabel('From', { exact: true }).fill(dayOff);
  // Instant booking, and a daily cap.
  await form.getByLabel('Instant booking').check();
  await form.getByLabel('Most jobs a day').fill('3');
  await form.getByRole('button', { name: 'Save Availability' }).click();
  await expect(toast(page).filter({ hasText: 'Availability saved' })).toBeVisible();

  // The API answers what was saved (the same GraphQL operation underneath).
  const saved = await (await page.request.get('/api/availability')).json();
  expect(saved).toMatchObject({
    timeZone: 'America/Chicago',
    bookingMode: 'instant',
    maxJobsPerDay: 3,
    timeOff: [{ from: dayOff, to: dayOff, intervals: null }],
    weeklyHours: { mon: [{ start: '08:00', end: '12:00' }, { start: '13:00', end: '17:00' }], tue: [{ start: '09:00', end: '18:00' }], sun: [] },
  });

  await page.reload();
  await expect(time(page, 'Monday', 'from', 1)).toHaveValue('08:00');
  await expect(time(page, 'Monday', 'to', 1)).toHaveValue('12:00');
  await expect(time(page, 'Monday', 'from', 2)).toHaveValue('13:00');
  await expect(time(page, 'Monday', 'to', 2)).toHaveValue('17:00');
  await expect(time(page, 'Sunday', 'from', 1)).toHaveCount(0);
  await expect(form.getByRole('group', { name: 'Sunday' }).getByText('Closed')).toBeVisible();
  await expect(form.getByLabel('From', { exact: true })).toHaveValue(dayOff);
  await expect(form.getByLabel('Instant booking')).toBeChecked();
  await expect(form.getByLabel('Most jobs a day')).toHaveValue('3');

  // Overlapping intervals: refused beside Monday's fields, with the server's message; nothing saved.
  await time(page, 'Monday', 'from', 2).fill('11:00');
  await form.getByRole('button', { name: 'Save Availability' }).click();
  const monday = form.getByRole('group', { name: 'Monday' });
  await expect(monday.getByText(OVERLAPPING_INTERVALS)).toBeVisible();
  await expect(time(page, 'Monday', 'from', 2)).toHaveAttribute('aria-invalid', 'true');
  await expect(time(page, 'Monday', 'from', 2)).toHaveAccessibleDescription(OVERLAPPING_INTERVALS);
  expect((await (await page.request.get('/api/availability')).json()).weeklyHours.mon).toEqual([
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ]);
  // A negative number is refused beside its field too.
  await time(page, 'Monday', 'from', 2).fill('13:00');
  await form.getByLabel('Buffer before and after a job (minutes)').fill('-5');
  await form.getByRole('button', { name: 'Save Availability' }).click();
  await expect(form.getByLabel('Buffer before and after a job (minutes)')).toHaveAccessibleDescription('Must not be negative');
  await expect(monday.getByText(OVERLAPPING_INTERVALS)).toHaveCount(0);
});

test("the server's refusal is shown beside the field it names, even for a request the page did not check", async ({ page }) => {
  await readyOwner(page, { firstName: 'Avail', business: `Zone Co ${Math.random().toString(36).slice(2, 8)}` });
  await page.goto('/settings#availability');
  const form = section(page);
  await expect(time(page, 'Tuesday', 'from', 1)).toHaveValue('09:00');
  // A client that skips the page's checks: the saved request carries overlapping Tuesday hours; the
  // real server refuses them, and the page places its message beside Tuesday's fields.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON();
    if (!String(body?.query ?? '').includes('AvailabilitySectionMutation')) return route.continue();
    body.variables.input.weeklyHours.tue = [
      { start: '09:00', end: '12:00' },
      { start: '11:00', end: '15:00' },
    ];
    await route.continue({ postData: JSON.stringify(body) });
  });
  await form.getByRole('button', { name: 'Save Availability' }).click();
  const tuesday = form.getByRole('group', { name: 'Tuesday' });
  await expect(tuesday.getByText(OVERLAPPING_INTERVALS)).toBeVisible();
  await expect(time(page, 'Tuesday', 'from', 1)).toHaveAccessibleDescription(OVERLAPPING_INTERVALS);
  await expect(toast(page).filter({ hasText: 'Availability saved' })).toHaveCount(0);
  expect((await (await page.request.get('/api/availability')).json()).weeklyHours.tue).toEqual([{ start: '09:00', end: '18:00' }]);
});
