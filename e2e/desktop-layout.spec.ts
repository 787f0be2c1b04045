// The layout at both viewports: phones keep the bottom tab bar (on every signed-in page), the customer sheet and the day list;
// from 1024 px the navigation is a left sidebar, customers show list and detail side by side, and
// the schedule is a week grid.
import { expect, test } from '@playwright/test';
import { acceptBooking, businessDay, businessLabel, businessTime, customerDetail, requestBooking, subdomainOf } from './helpers';
import { readyOwner } from './fixtures';

const business = () => `Wide Shine ${Math.random().toString(36).slice(2, 8)}`;

test('the navigation is a bottom tab bar on a phone and a left sidebar on a desktop', { tag: '@desktop' }, async ({ page }, info) => {
  await readyOwner(page, { firstName: 'Lou', business: business() });
  const viewport = page.viewportSize();
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The page itself, not its loading skeleton, before anything is measured.
  await expect(page.getByRole('region', { name: "Today's appointments" })).toBeVisible();
  await expect(nav).toBeVisible();
  const b = await nav.boundingBox();
  const main = await page.locator('main').boundingBox();
  if (!viewport || !b || !main) throw new Error('layout not measured');
  if (info.project.name === 'desktop') {
    expect(b.x).toBe(0);
    expect(b.y).toBe(0);
    expect(b.height).toBeGreaterThanOrEqual(viewport.height - 1);
    expect(b.width).toBeLessThan(300);
    expect(main.x).toBeGreaterThanOrEqual(b.width); // content beside, never under, the sidebar
    expect(main.width).toBeGreaterThan(700); // and it uses the width
    await expect(nav.getByRole('link', { name: 'Schedule' })).toBeVisible();
    // The sidebar stays on the schedule and the requests pages.
    await nav.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(nav.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Requests' }).click();
    await expect(nav.getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
  } else {
    expect(b.x).toBe(0);
    expect(b.width).toBe(viewport.width);
    expect(b.y + b.height).toBeGreaterThanOrEqual(viewport.height - 1); // at the bottom
    expect(b.height).toBeLessThan(100);
    await expect(nav.getByRole('link')).toHaveCount(6); // Tasks, Schedule, Customers, Requests, Learn, More
    // The schedule has a tab on phones too, and its page keeps the tab bar.
    await nav.getByRole('link', { name: 'Schedule' }).click();
    await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
  }
});

test('customers: a sheet on a phone, list and detail side by side on a desktop', { tag: '@desktop' }, async ({ page }, info) => {
  await readyOwner(page, { firstName: 'Cy', business: business() });
  for (const [firstName, phone] of [['Ada', '816-555-0101'], ['Bo', '816-555-0102']]) {
    const res = await page.request.post('/api/customers', { data: { firstName, lastName: 'Lane', phone } });
    expect(res.status()).toBe(201);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  const ada = page.getByRole('button', { name: /Ada Lane/ });
  await ada.click();
  const detail = customerDetail(page);
  await expect(detail.getByTestId('customer-header')).toContainText('Ada Lane');
  if (info.project.name === 'desktop') {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const list = await ada.boundingBox();
    const pane = await detail.boundingBox();
    if (!list || !pane) throw new Error('layout not measured');
    expect(pane.x).toBeGreaterThanOrEqual(list.x + list.width); // beside the list
    expect(pane.y).toBeLessThan(list.y + list.height); // level with it, not below
    await expect(ada).toHaveAttribute('aria-current', 'true');
    // Picking another customer replaces the detail; the list stays.
    await page.getByRole('button', { name: /Bo Lane/ }).click();
    await expect(detail.getByTestId('customer-header')).toContainText('Bo Lane');
    await expect(ada).toBeVisible();
  } else {
    await expect(page.getByRole('dialog', { name: 'Customer Details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer Details' })).toHaveCount(0);
  }
});

test('the schedule: days in a list on a phone, a week grid on a desktop', { tag: '@desktop' }, async ({ page }, info) => {
  const name = business();
  await readyOwner(page, { firstName: 'Wen', business: name, fullDetail: true });
  const id = await requestBooking(page.request, subdomainOf(name), 'Gus Grid', undefined);
  // Two days ahead at 10:00 AM on the business's clock: the day the grid files it under.
  const when = businessTime(businessDay(2), '10:00');
  await acceptBooking(page, id, when);
  await page.goto('/schedule');
  if (info.project.name === 'desktop') {
    const week = page.getByTestId('schedule-week');
    await expect(week).toBeVisible();
    const day = week.getByRole('region', { name: businessLabel(when, { weekday: 'long', month: 'long', day: 'numeric' }) });
    const card = day.getByTestId('week-appointment');
    await expect(card).toContainText('Gus Grid');
    await expect(card).toContainText('77 Oak Ave, Olathe KS');
    // Seven columns: the first row's days share a top edge.
    const days = week.getByRole('region');
    expect((await days.count()) % 7).toBe(0);
    const tops = await Promise.all([0, 6, 7].map(async (i) => (await days.nth(i).boundingBox())?.y));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[0] ?? 0);
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Appointment' });
    await expect(dialog.getByTestId('appointment')).toContainText('Gus Grid');
    await expect(dialog.getByRole('button', { name: 'Complete' })).toBeVisible();
  } else {
    await expect(page.getByTestId('schedule-week')).toHaveCount(0);
    await expect(page.getByTestId('appointment').filter({ hasText: 'Gus Grid' })).toContainText('77 Oak Ave, Olathe KS');
  }
});
