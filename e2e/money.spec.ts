// The money screen at both viewports: an owner with a paid, a partly paid (deposit credited) and an old
// unpaid invoice sees this week's and this month's figures, the unpaid list oldest first linking to
// each invoice, the chart on a desktop only, and downloads the period's CSV. axe on the page.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, sql } from './helpers';
import { readyOwner } from './fixtures';

const id = () => `e2e${randomBytes(10).toString('hex')}`;

/**
 * #1 Casey, paid 120.00 today; #2 Dana, 80.00 sent today, 20.00 deposit credited and 30.00 paid
 * (balance 30.00); #3 Dana, 45.50 sent 40 days ago and unpaid (outside this week and month).
 */
async function seed(page: Page, email: string) {
  const [{ id: ownerId }] = await sql(`SELECT id FROM "User" WHERE email = $1`, [email]);
  const customer = async (firstName: string, lastName: string, phone: string) =>
    (await (await page.request.post('/api/customers', { data: { firstName, lastName, phone } })).json()).id as string;
  const casey = await customer('Casey', 'Zebulon', '(816) 555-0199');
  const dana = await customer('Dana', 'Young', '(816) 555-0198');
  const invoice = async (number: number, customerId: string, f: { status: string; total: string; deposit: string; paid: string; daysAgo: number; paidNow?: boolean }) => {
    const invoiceId = id();
    await sql(
      `INSERT INTO "Invoice" (id, "ownerId", number, "customerId", status, "depositApplied", subtotal, total, "amountPaid", "dueDate", "payToken", "sentAt", "paidAt", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, (now() + interval '14 days')::date, $9, now() - make_interval(days => $10), CASE WHEN $11 THEN now() END, now() - make_interval(days => $10), now())`,
      [invoiceId, ownerId, number, customerId, f.status, f.deposit, f.total, f.paid, randomBytes(32).toString('base64url'), f.daysAgo, f.paidNow ?? false],
    );
    if (f.paid !== '0') await sql(`INSERT INTO "InvoicePayment" (id, "invoiceId", method, amount) VALUES ($1, $2, 'cash', $3)`, [id(), invoiceId, f.paid]);
    return invoiceId;
  };
  await invoice(1, casey, { status: 'paid', total: '120.00', deposit: '0', paid: '120.00', daysAgo: 0, paidNow: true });
  const partly = await invoice(2, dana, { status: 'partially_paid', total: '80.00', deposit: '20.00', paid: '30.00', daysAgo: 0 });
  const old = await invoice(3, dana, { status: 'sent', total: '45.50', deposit: '0', paid: '0', daysAgo: 40 });
  return { partly, old };
}

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
  const { partly, old } = await seed(page, email);

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
  if (desktop) await expect(week.getByTestId('collected-chart')).toBeVisible();
  else await expect(week.getByTestId('collected-chart')).toBeHidden();

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
  await expectAccessible(page, `/money (${info.project.name})`);

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
