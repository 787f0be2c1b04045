// Past jobs still scheduled (issue 47, minor 6), at phone size: the schedule marks them Not completed
// with Complete and Cancel at hand, and the home lists them in a card with their count; completing one
// there takes it off the card at once, from the mutation's answer (no page query again).
import { businessDay, businessTime, graphqlOperations, openAroundTheClock } from './helpers';
import { expect, readyOwner, test } from './fixtures';

/** The business's day `days` from today, at `hour`:00 in its zone (the days the owner's screens count). */
const businessAt = (days: number, hour: number) => businessTime(businessDay(days), `${String(hour).padStart(2, '0')}:00`);

test('past jobs not marked done show on the schedule and on the home, and completing one there takes it off', async ({ page }) => {
  await readyOwner(page, { firstName: 'Una', at: null });
  await openAroundTheClock(page.request);
  const customer = await page.request.post('/api/customers', { data: { firstName: 'Wanda', lastName: 'Waits', phone: '913-555-0166' } });
  expect(customer.status()).toBe(201);
  const customerId = (await customer.json()).id;
  const job = async (at: Date, serviceName: string) => {
    const services: { id: string; name: string }[] = await (await page.request.get('/api/services')).json();
    const serviceId = services.find((s) => s.name === serviceName)?.id;
    expect(serviceId).toBeTruthy();
    const res = await page.request.post('/api/appointments', { data: { customerId, serviceDate: at.toISOString(), status: 'scheduled', serviceId, totalAmount: '120' } });
    expect(res.status(), await res.text()).toBe(201);
  };
  await job(businessAt(-5, 10), 'Premium Detail');
  await job(businessAt(-3, 14), 'Basic Wash & Vacuum');

  // The schedule of those days: each is marked Not completed, with Complete and Cancel.
  await page.goto(`/schedule?week=${businessDay(-5)}`);
  const cards = page.getByTestId('appointment').filter({ hasText: 'Wanda Waits' });
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card.getByText('Not completed')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Complete' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel' })).toBeVisible();
  }

  // The home: a card with the count, each job with its customer, service and day.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: '2 jobs from last week are not marked done' });
  await expect(card).toBeVisible();
  const rows = card.getByTestId('unfinished-job');
  await expect(rows).toHaveCount(2);
  // Oldest first.
  await expect(rows.first()).toContainText('Premium Detail');
  await expect(rows.first()).toContainText('Wanda Waits');
  await expect(rows.first()).toContainText('Not completed');
  await expect(rows.nth(1)).toContainText('Basic Wash & Vacuum');

  const sent = graphqlOperations(page);
  await rows.first().getByRole('button', { name: 'Complete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete appointment' });
  await expect(dialog.getByLabel('Amount ($)')).toHaveValue('120.00');
  await dialog.getByRole('button', { name: 'Mark completed' }).click();

  // It leaves the card and the count drops, without the page asked again.
  await expect(page.getByRole('region', { name: '1 job from last week is not marked done' })).toBeVisible();
  await expect(page.getByTestId('unfinished-job')).toHaveCount(1);
  await expect(page.getByTestId('unfinished-job')).toContainText('Basic Wash & Vacuum');
  expect(sent).toEqual(['AppointmentActionFormsMutation']);

  // Cancelling the last one takes the card away.
  await page.getByTestId('unfinished-job').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Cancel this appointment?' }).getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByTestId('home-unfinished')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: "Today's appointments" })).toBeVisible();
  await expect(page.getByTestId('home-unfinished')).toHaveCount(0);
});
