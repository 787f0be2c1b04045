// A no-show and "Ask for a review" (#59), at phone size: a past job not marked done is marked No-show
// from the home's card (with a confirm) and leaves it; the schedule shows it as No-show with no actions.
// A completed job's "Ask for a review" is told to add the review link first, then asks, and says so.
import { businessDay, businessTime, openAroundTheClock } from './helpers';
import { expect, readyOwner, test } from './fixtures';

const businessAt = (days: number, hour: number) => businessTime(businessDay(days), `${String(hour).padStart(2, '0')}:00`);

test('a past job is marked no-show from the home, and a completed one is asked for a review', async ({ page }) => {
  await readyOwner(page, { firstName: 'Nell', at: null });
  await openAroundTheClock(page.request);
  const customer = await page.request.post('/api/customers', { data: { firstName: 'Ned', lastName: 'Nocome', phone: '913-555-0171', email: 'ned@example.com' } });
  expect(customer.status()).toBe(201);
  const customerId = (await customer.json()).id;
  const job = async (at: Date, status: 'scheduled' | 'completed') => {
    const res = await page.request.post('/api/appointments', { data: { customerId, serviceDate: at.toISOString(), status, totalAmount: '120' } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).id as string;
  };
  await job(businessAt(-2, 10), 'scheduled');

  await page.goto('/dashboard');
  const row = page.getByTestId('unfinished-job').filter({ hasText: 'Ned Nocome' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'No-show' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark as no-show?' });
  await expect(confirm).toContainText('The customer did not come');
  await confirm.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(page.getByTestId('unfinished-job')).toHaveCount(0);

  // On the schedule it is marked No-show, with nothing left to do on it.
  await page.goto(`/schedule?week=${businessDay(-2)}`);
  const card = page.getByTestId('appointment').filter({ hasText: 'Ned Nocome' });
  await expect(card).toHaveAttribute('data-status', 'no_show');
  await expect(card.getByText('No-show', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Complete' })).toHaveCount(0);

  // A completed job: without a review link the owner is told where to add it; with one, it is asked.
  await job(businessAt(-1, 9), 'completed');
  await page.goto(`/schedule?week=${businessDay(-1)}`);
  const done = page.getByTestId('appointment').filter({ hasText: 'Ned Nocome' }).and(page.locator('[data-status="completed"]'));
  await done.getByRole('button', { name: 'Ask for a review' }).click();
  await expect(done.getByText('Add your review link in Settings → Messages first.')).toBeVisible();
  expect((await page.request.put('/api/message-settings', { data: { reviewLink: 'https://g.page/r/nell/review' } })).status()).toBe(200);
  await done.getByRole('button', { name: 'Ask for a review' }).click();
  await expect(done.getByTestId('review-asked')).toBeVisible();
});
