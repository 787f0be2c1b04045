// The deposit asked by pay link (issue #30) at both viewports: the owner accepts a request with "Ask
// for a deposit"; the job shows it asked; the customer opens the private link (no JavaScript needed),
// pays it through the Stripe stand-in's Checkout on the connected account and sees it paid; the owner
// sees it paid on the job, then cancels and either refunds it through Stripe or keeps it for a new date.
// A link not paid in time is sent again from the job, paid, and the deposit carried to a new date when
// the owner moves the job (a "weather" reschedule). (axe on each dialog and page: a11y.spec.ts.)
import { type Browser, expect, type Page, test } from '@playwright/test';
import { businessTime, cardBusiness, localDay, sql, toast } from './helpers';

// Each journey opens a second browser for the customer and pays through Checkout: they keep the budget
// the longer journeys have on two shared cores.
test.describe.configure({ timeout: 120_000 });

const jobs = (page: Page) => page.getByTestId('appointment').or(page.getByTestId('week-appointment'));

/** An owner (the page's cookies) taking requests, whose business takes cards, Full Detail 180.00 with a 20 % deposit; and a request with an email. */
async function ownerWithRequest(page: Page, customer: string) {
  const { ownerId, subdomain } = await cardBusiness(page.request, { prefix: 'Deposit Link', firstName: 'Dee', depositPercent: 20 });
  const res = await page.request.post(`/api/booking/${subdomain}/requests`, {
    data: {
      name: customer,
      phone: '913-555-0177',
      email: 'dora.customer@example.com',
      serviceName: 'Full Detail',
      vehicleMake: 'Subaru',
      vehicleModel: 'Outback',
      preferredDate: localDay(1),
      preferredTime: 'morning',
      address: '77 Oak Ave, Olathe KS 66062',
    },
  });
  expect(res.status()).toBe(201);
  return { ownerId };
}

/** The owner accepts the request asking for the deposit; answers the link's token. */
async function acceptWithDeposit(page: Page, ownerId: string, customer: string) {
  await page.goto('/requests');
  const item = page.getByTestId('booking-request').filter({ hasText: customer });
  await item.getByRole('button', { name: 'Accept' }).click();
  const ask = page.getByRole('checkbox', { name: /Ask for a deposit/ });
  await ask.check();
  await expect(page.getByText("The customer gets an email with a private link to pay the service's deposit within 24 hours")).toBeVisible();
  await page.getByRole('button', { name: 'Accept and schedule' }).click();
  await expect(toast(page).filter({ hasText: 'Request accepted' })).toBeVisible();
  const [row] = await sql(`SELECT "depositPayToken" AS token FROM "ServiceRecord" WHERE "ownerId" = $1`, [ownerId]);
  expect(row.token).toMatch(/^[\w-]{43}$/);
  return row.token as string;
}

/** The job on /schedule (opened from the week grid on a desktop). */
async function openJob(page: Page, customer: string) {
  await page.goto('/schedule');
  await expect(jobs(page).filter({ hasText: customer }).first()).toBeVisible();
  // A desktop's week grid shows a compact card that opens the job; a phone's day list shows the job itself.
  const card = page.getByTestId('week-appointment').filter({ hasText: customer });
  if (await card.count()) await card.first().click();
  const job = page.getByTestId('appointment').filter({ hasText: customer });
  await expect(job).toBeVisible();
  return job;
}

/** The customer, on a phone-sized or desktop browser with JavaScript off or on, pays the deposit on its link. */
async function customerPays(browser: Browser, page: Page, token: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled });
  const c = await context.newPage();
  await c.goto(`/pay/${token}`);
  await expect(c.getByRole('heading', { name: 'Deposit for your booking' })).toBeVisible();
  await expect(c.getByTestId('pay-status')).toHaveText('Due');
  await expect(c.getByTestId('deposit-amount')).toHaveText('$36.00');
  await expect(c.getByTestId('deposit-policy')).toHaveText('Free cancellation up to 24 hours before your appointment. If you cancel later, the deposit is kept.');
  await c.getByRole('button', { name: 'Pay $36.00 deposit' }).click();
  await expect(c).toHaveURL(/\/checkout\/cs_test_/);
  await expect(c.getByTestId('checkout-total')).toHaveText('36.00 USD');
  await c.getByRole('button', { name: 'Pay 36.00 USD' }).click();
  await expect(c).toHaveURL(new RegExp(`/pay/${token}\\?session_id=cs_test_`));
  await expect(c.getByTestId('pay-status')).toHaveText('Paid');
  await expect(c.getByRole('status')).toHaveText('Thank you! Your deposit was received and your booking is confirmed.');
  await expect(c.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await context.close();
}

test('accept asking a deposit; the customer pays it on the link without JavaScript; the owner sees it paid and cancels with a refund', async ({ page, browser }) => {
  const customer = 'Rory Refund';
  const { ownerId } = await ownerWithRequest(page, customer);
  const token = await acceptWithDeposit(page, ownerId, customer);

  const job = await openJob(page, customer);
  await expect(job.getByTestId('job-deposit')).toContainText('Deposit asked: $36.00');
  await expect(job.getByTestId('job-deposit')).toContainText('due by');
  await expect(job.getByRole('button', { name: 'Resend deposit link' })).toBeVisible();

  await customerPays(browser, page, token, false);

  const paid = await openJob(page, customer);
  await expect(paid.getByTestId('job-deposit')).toHaveText('Deposit paid: $36.00');
  await paid.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Cancel this appointment?' }));
  await expect(dialog.getByText("The customer's $36.00 deposit")).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Refund the deposit/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(toast(page).filter({ hasText: 'Appointment cancelled' })).toBeVisible();
  await expect(page.getByTestId('job-deposit').first()).toHaveText('Deposit refunded: $36.00');
  const [row] = await sql(`SELECT status, "depositRefundedAt" IS NOT NULL AS refunded FROM "ServiceRecord" WHERE "ownerId" = $1`, [ownerId]);
  expect(row).toEqual({ status: 'cancelled', refunded: true });
});

test('the customer pays with JavaScript on; the owner cancels and keeps the deposit for a new date', async ({ page, browser }) => {
  const customer = 'Cary Carry';
  const { ownerId } = await ownerWithRequest(page, customer);
  const token = await acceptWithDeposit(page, ownerId, customer);
  await customerPays(browser, page, token, true);

  const paid = await openJob(page, customer);
  await expect(paid.getByTestId('job-deposit')).toHaveText('Deposit paid: $36.00');
  await paid.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Cancel this appointment?' }));
  await dialog.getByRole('radio', { name: /Keep it for a new date/ }).check();
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(toast(page).filter({ hasText: 'Appointment cancelled' })).toBeVisible();
  await expect(page.getByTestId('job-deposit').first()).toHaveText('Deposit paid: $36.00');
  const [row] = await sql(`SELECT status, "depositRefundedAt" IS NULL AS kept, "depositAmount"::text AS amount FROM "ServiceRecord" WHERE "ownerId" = $1`, [ownerId]);
  expect(row).toEqual({ status: 'cancelled', kept: true, amount: '36.00' });
});

test('a link not paid in time: the owner resends it from the job, the customer pays, and a rain reschedule carries the deposit to the new date', async ({ page, browser }) => {
  const customer = 'Wes Weather';
  const { ownerId } = await ownerWithRequest(page, customer);
  const token = await acceptWithDeposit(page, ownerId, customer);
  // The deadline passes unpaid (as the release job leaves it): the link says so.
  await sql(`UPDATE "ServiceRecord" SET "depositDueAt" = now() - interval '1 minute' WHERE "ownerId" = $1`, [ownerId]);
  await sql(`UPDATE "BookingHold" SET "expiresAt" = now() - interval '1 minute' WHERE "ownerId" = $1`, [ownerId]);
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const link = await context.newPage();
  await link.goto(`/pay/${token}`);
  await expect(link.getByText('This deposit link has expired.')).toBeVisible();
  await expect(link.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await context.close();

  const job = await openJob(page, customer);
  const deposit = job.getByTestId('job-deposit');
  await expect(deposit).toHaveAttribute('data-state', 'unpaid');
  await expect(deposit).toContainText('Deposit not paid in time: $36.00');
  await job.getByRole('button', { name: 'Resend deposit link' }).click();
  await expect(toast(page).filter({ hasText: 'Deposit link sent' })).toBeVisible();
  await expect(deposit).toHaveAttribute('data-state', 'asked');
  await expect(deposit).toContainText('Deposit asked: $36.00');
  await expect(deposit).toContainText('due by');
  const [sent] = await sql(
    `SELECT count(*)::int AS mails, bool_and(r."depositDueAt" > now()) AS due FROM "EmailOutbox" o, "ServiceRecord" r WHERE o.kind = 'deposit-request' AND r."ownerId" = $1 AND o.text LIKE '%' || r."depositPayToken" || '%'`,
    [ownerId],
  );
  expect(sent).toEqual({ mails: 2, due: true });

  await customerPays(browser, page, token, true);

  const paid = await openJob(page, customer);
  await expect(paid.getByTestId('job-deposit')).toHaveText('Deposit paid: $36.00');
  await paid.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
  await expect(dialog.getByText("The customer's $36.00 deposit")).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Carry it to the new date/ })).toBeChecked();
  const [{ before }] = await sql(`SELECT "serviceDate" AS before FROM "ServiceRecord" WHERE "ownerId" = $1`, [ownerId]);
  await dialog.getByLabel('New date and time').fill(`${localDay(3)}T16:00`);
  await dialog.getByRole('button', { name: 'Save new time' }).click();
  await expect(toast(page).filter({ hasText: 'Appointment rescheduled' })).toBeVisible();
  const [row] = await sql(
    `SELECT status, "serviceDate" AS at, "depositPaidAt" IS NOT NULL AS paid, "depositRefundedAt" IS NULL AS kept, "depositAmount"::text AS amount FROM "ServiceRecord" WHERE "ownerId" = $1`,
    [ownerId],
  );
  expect(row).toMatchObject({ status: 'scheduled', paid: true, kept: true, amount: '36.00' });
  expect(new Date(row.at).getTime()).not.toBe(new Date(before).getTime());
  // The time typed is the business's wall clock (America/Chicago), not the browser's.
  expect(new Date(row.at).getTime()).toBe(businessTime(localDay(3), '16:00').getTime());
});
