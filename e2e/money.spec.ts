// The money screen at both viewports: an owner with a paid, a partly paid (deposit credited) and an old
// unpaid invoice sees this week's and this month's figures, the unpaid list oldest first linking to
// each invoice, the chart on a desktop only, and downloads the period's CSV. (axe on the page: a11y.spec.ts.)
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { moneyInvoices } from './helpers';
import { readyOwner } from './fixtures';

async function expectFigures(page: Page, period: string) {
  const panel = page.getByRole('region', { name: period });
  await expect(panel.getByTestId('money-billed')).toHaveText('$200.00');
  await expect(panel.getByTestId('money-collected')).toHaveText('$150.00');
  await expect(panel.getByTestId('money-outstanding')).toHaveText('$30.00');
  await expect(panel.getByTestId('money-depositsHeld')).toHaveText('$20.00');
  await expect(panel.getByTestId('money-averageTicket')).toHaveText('$120.00');
  return panel;
}

test('the owner sees the week’s and the month’s money, the unpaid invoices oldest first, and downloads the CSV', { tag: '@desktop' }, async ({ page }, info) => {
  const desktop = info.project.name === 'desktop';
  const { email } = await readyOwner(page, { firstName: 'Mona', business: `Money Shine ${randomBytes(3).toString('hex')}` });
  const { partly, old } = await moneyInvoices(page, email);

  // Reached from the navigation: the sidebar on a desktop, More on a phone.
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (desktop) {
    await nav.getByRole('link', { name: 'Money' }).click();
  } else {
    await expect(nav.getByRole('link', { name: 'Money' })).toBeHidden();
    await nav.getByRole('link', { name: 'More' }).click();
    await page.getByRole('link', { name: /^Money/ }).click();
  }
  await expect(page).toHaveURL(/\/money$/);
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: desktop ? 'Money' : 'More' })).toHaveAttribute('aria-current', 'page');

  const week = await expectFigures(page, 'This week');
  // The chart of what came in per day: on a desktop only.
  if (desktop) {
    // Each bar named with its day and amount, the amount written above a bar with money in it.
    const paidDay = week.getByTestId('collected-chart').getByRole('listitem', { name: /^[A-Z][a-z]{2} \d{1,2}: \$[1-9][\d,]*\.\d\d$/ });
    await expect(paidDay.first()).toBeVisible();
    await expect(paidDay.first()).toContainText(/\$\d+/);
  } else await expect(week.getByTestId('collected-chart')).toBeHidden();

  // Unpaid, oldest first: #3 (40 days old), then #2; each opens its invoice.
  const unpaid = page.getByRole('region', { name: 'Unpaid invoices' });
  await expect(unpaid.getByText('2 unpaid, oldest first')).toBeVisible();
  const rows = unpaid.getByRole('link');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('#3');
  await expect(rows.nth(0).getByTestId('unpaid-balance')).toHaveText('$45.50');
  await expect(rows.nth(1)).toContainText('#2');
  await expect(rows.nth(1).getByTestId('unpaid-balance')).toHaveText('$30.00');
  const href = (invoiceId: string) => `/invoices/${encodeURIComponent(Buffer.from(`Invoice:${invoiceId}`).toString('base64'))}`;
  await expect(rows.nth(0)).toHaveAttribute('href', href(old));
  await expect(rows.nth(1)).toHaveAttribute('href', href(partly));

  // This month: the same invoices (the old one is older than the month).
  await page.getByRole('tab', { name: 'This month' }).click();
  await expect(page).toHaveURL(/\/money\?period=month$/);
  const month = await expectFigures(page, 'This month');

  // The month's CSV: its invoices by number, the customer's name, and total - deposit - paid = balance.
  const download = page.waitForEvent('download');
  await month.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path()) as string, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('number,date,customer,status,total,deposit,paid,balance,payments');
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(/^1,\d{4}-\d{2}-\d{2},Casey Zebulon,paid,120\.00,0\.00,120\.00,0\.00,.*$/),
    expect.stringMatching(/^2,\d{4}-\d{2}-\d{2},Dana Young,partially_paid,80\.00,20\.00,30\.00,30\.00,.*$/),
  ]);
});

test('work done and not billed yet shows beside the figures, and one tap invoices a job', async ({ page }) => {
  await readyOwner(page, { firstName: 'Nell', business: `Unbilled Shine ${randomBytes(3).toString('hex')}` });
  const customer = (await (await page.request.post('/api/customers', { data: { firstName: 'Una', lastName: 'Billed', phone: '(816) 555-0190' } })).json()).id as string;
  const job = (await (await page.request.post('/api/appointments', { data: { customerId: customer, serviceDate: new Date(Date.now() - 3_600_000).toISOString(), status: 'completed', totalAmount: '249.00' } })).json()).id as string;
  expect(job).toBeTruthy();
  await page.goto('/money');
  await expect(page.getByRole('region', { name: 'This week' }).getByTestId('money-doneNotInvoiced')).toHaveText('$249.00');
  const notBilled = page.getByRole('region', { name: 'Not billed yet' });
  const row = notBilled.getByTestId('not-invoiced-job');
  await expect(row).toContainText('Una Billed');
  await expect(row).toContainText('$249.00');
  await row.getByRole('button', { name: 'Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\//);
  await expect(page.getByTestId('invoice-status')).toHaveText('Draft');
});
