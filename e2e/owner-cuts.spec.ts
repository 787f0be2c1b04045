// The smaller cuts of a new owner's second week (issue 47, minor), at phone size: an invoice opened
// from the home goes back there; the Support Center promises its 24 hours once; On my way for a
// customer the app cannot reach says so first and opens the phone's Messages with the text; a deposit
// that cannot be asked says why on the accept form.
import { expect, test } from '@playwright/test';
import { DEPOSIT_SERVICE_HAS_NONE } from '../common/deposits';
import { laterToday, localDay, openAroundTheClock, ownerWithJob, requestBooking, subdomainOf } from './helpers';
import { readyOwner } from './fixtures';

test('an invoice opened from the home goes back to the home', async ({ page }) => {
  await ownerWithJob(page, 'completed');
  await page.goto('/dashboard');
  const job = page.getByRole('region', { name: "Today's appointments" }).getByTestId('appointment').filter({ hasText: 'Nora Payne' });
  await job.getByRole('button', { name: 'Invoice' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Draft');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: "Today's appointments" })).toBeVisible();
});

test('the Support Center says when we answer once', async ({ page }) => {
  await ownerWithJob(page, 'scheduled');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support Center' });
  await expect(dialog.getByRole('button', { name: 'Submit Ticket' })).toBeVisible();
  await expect(dialog.getByText(/We respond within 24 hours/)).toHaveCount(1);
});

test('On my way to a customer who can receive nothing says so, and opens Messages with the text', async ({ page }) => {
  await readyOwner(page, { firstName: 'Otto' });
  await openAroundTheClock(page.request);
  const c = await (await page.request.post('/api/customers', { data: { firstName: 'Quiet', lastName: 'Quinn', phone: '913-555-0188' } })).json();
  const job = await page.request.post('/api/appointments', { data: { customerId: c.id, serviceDate: laterToday().toISOString(), status: 'scheduled', totalAmount: '90' } });
  expect(job.status()).toBe(201);
  await page.goto('/dashboard');
  await page.getByRole('region', { name: "Today's appointments" }).getByRole('button', { name: 'On my way' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell Quiet you are on the way' });
  await expect(dialog.getByText('Quiet cannot get messages from the app: there is no email and no consent to texts.')).toBeVisible();
  await dialog.getByLabel('Minutes until you arrive').fill('20');
  const open = dialog.getByRole('link', { name: 'Open Messages' });
  await expect(open).toHaveAttribute('href', `sms:9135550188?&body=${encodeURIComponent("Hi Quiet, I'm on my way and should be there in about 20 minutes.")}`);
  await expect(dialog.getByRole('button', { name: 'Send' })).toHaveCount(0);
});

test('Accept offers no deposit the service does not ask, and says why', async ({ page }) => {
  const name = `No Deposit ${Math.random().toString(36).slice(2, 8)}`;
  await readyOwner(page, { business: name, fullDetail: true });
  await requestBooking(page.request, subdomainOf(name), 'Dee Deposit');
  await page.goto('/requests');
  await page.getByTestId('booking-request').filter({ hasText: 'Dee Deposit' }).getByRole('button', { name: 'Accept' }).click();
  const ask = page.getByRole('checkbox', { name: 'Ask for a deposit' });
  await expect(ask).toBeDisabled();
  await expect(ask).toHaveAccessibleDescription(DEPOSIT_SERVICE_HAS_NONE);
});

test('Accepting a request from outside the service area warns with the distance and the drive', async ({ page }) => {
  const name = `Far Away ${Math.random().toString(36).slice(2, 8)}`;
  await readyOwner(page, { business: name, fullDetail: true });
  const res = await page.request.post(`/api/booking/${subdomainOf(name)}/requests`, {
    data: { name: 'Fay Far', phone: '913-555-0189', serviceName: 'Full Detail', vehicleMake: 'Kia', vehicleModel: 'Soul', preferredDate: localDay(2), preferredTime: 'morning', address: '9 Main St, Wichita KS 67202' },
  });
  expect(res.status()).toBe(201);
  await page.goto('/requests');
  await page.getByTestId('booking-request').filter({ hasText: 'Fay Far' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('dialog').getByText(/^About \d+ miles away \(a \d+-minute drive each way\), outside your \d+-mile service area\.$/)).toBeVisible();
});
