// The actionable home at a phone and a desktop viewport: requests and today's appointments on top,
// today's tasks ticked off inline with the day's progress, the conversation counter with undo, and a
// next step once the day is done — all without leaving the page or refetching it.
import { expect, type Locator, test } from '@playwright/test';
import { acceptBooking, businessInput, graphqlOperations, laterToday, offerFullDetail, requestBooking, subdomainOf } from './helpers';
import { readyOwner } from './fixtures';

const business = () => `Home Shine ${Math.random().toString(36).slice(2, 8)}`;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

test('the home puts requests and today first, ticks tasks off inline, counts conversations with undo, and says what is next', { tag: '@desktop' }, async ({ page }, info) => {
  const name = business();
  await readyOwner(page, { firstName: 'Hana', business: name });
  const subdomain = subdomainOf(name);
  await offerFullDetail(page);
  const scheduled = await requestBooking(page.request, subdomain, 'Tess Today');
  const tessAt = laterToday(5);
  await acceptBooking(page, scheduled, tessAt);
  await requestBooking(page.request, subdomain, 'Wes Waiting');
  await page.reload();

  // On top: the waiting request with Accept / Decline, then today's appointment.
  const requests = page.getByRole('region', { name: '1 booking request waiting' });
  const waiting = page.getByTestId('home-request').filter({ hasText: 'Wes Waiting' });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Decline' })).toBeVisible();
  const today = page.getByRole('region', { name: "Today's appointments" });
  await expect(today.getByTestId('appointment').filter({ hasText: 'Tess Today' })).toBeVisible();
  const tasks = page.getByRole('region', { name: 'Lay Your Foundation' });
  await expect(tasks).toBeVisible();
  const [r, t, k] = [await box(requests), await box(today), await box(tasks)];
  expect(r.y).toBeLessThan(t.y);
  if (info.project.name === 'desktop') expect(t.x + t.width).toBeLessThanOrEqual(k.x); // two columns
  else expect(t.y + t.height).toBeLessThanOrEqual(k.y); // one column, the day's work first
  expect(r.y).toBeLessThan(300); // at the top of the screen

  // From here on the page is never fetched again: the mutations' payloads update it.
  const operations = graphqlOperations(page);

  // Accept in one tap (and the dialog's one confirmation), for a time today a minute before Tess's:
  // the request leaves the home and the badge, and the appointment joins today's, in time order.
  await waiting.getByRole('button', { name: 'Accept' }).click();
  // (Both requests give the same phone, so Wes's joins Tess's customer: the price tells them apart.)
  await page.getByLabel('Date and time').fill(businessInput(new Date(tessAt.getTime() - 60_000)));
  await page.getByLabel('Price ($)').fill('95');
  await page.getByRole('button', { name: 'Accept and schedule' }).click();
  // A minute before Tess's job overlaps it (issue 28): the dialog names her job, and the owner keeps both.
  await expect(page.getByTestId('overlap-warning')).toContainText("Tess Today's job");
  await page.getByRole('button', { name: 'Book anyway' }).click();
  await expect(page.getByTestId('home-request')).toHaveCount(0);
  await expect(page.getByTestId('pending-requests-badge')).toHaveCount(0);
  await expect(today.getByTestId('appointment')).toHaveCount(2);
  await expect(today.getByTestId('appointment').nth(0)).toContainText('$95.00');
  await expect(today.getByTestId('appointment').nth(1)).toContainText('$180.00');
  await expect(today.getByText('Nothing scheduled today.')).toHaveCount(0);
  expect(operations).toEqual(['AcceptRequestFormMutation', 'AcceptRequestFormMutation']);

  // The conversation counter, with undo.
  await page.getByRole('button', { name: '+1 Log a conversation' }).click();
  await expect(page.getByTestId('conversation-count')).toHaveText('1');
  await page.getByRole('button', { name: '−1 Undo a conversation' }).click();
  await expect(page.getByTestId('conversation-count')).toHaveText('0');

  // Today's tasks inline: one tap each, progress follows, nothing opens.
  const boxes = tasks.getByRole('checkbox', { name: /^Done: / });
  const count = await boxes.count();
  expect(count).toBeGreaterThan(1);
  await expect(tasks.getByText(`0 of ${count} tasks`)).toBeVisible();
  await expect(page.getByTestId('next-step')).toHaveCount(0);
  for (let i = 0; i < count; i++) {
    await boxes.nth(i).click();
    await expect(boxes.nth(i)).toBeChecked();
    await expect(tasks.getByText(`${i + 1} of ${count} tasks`)).toBeVisible();
  }
  // A tick by mistake is taken back with another tap, then given again.
  await boxes.first().click();
  await expect(boxes.first()).not.toBeChecked();
  await expect(tasks.getByText(`${count - 1} of ${count} tasks`)).toBeVisible();
  await expect(page.getByTestId('next-step')).toHaveCount(0);
  await boxes.first().click();
  await expect(boxes.first()).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The day is done: a clear next step.
  const next = page.getByTestId('next-step');
  await expect(next).toContainText('Day 1 done');
  await expect(next.getByRole('link', { name: 'Log a job' })).toHaveAttribute('href', '/customers');
  await expect(next.getByRole('button', { name: 'Share booking link' })).toBeVisible();
  await next.getByRole('button', { name: 'Complete Day' }).click();
  await expect(page.getByText('Week 1 • Day 2')).toBeVisible();
  await expect(page.getByText(/^0 of \d+ tasks$/)).toBeVisible();
  expect(operations).not.toContain('DashboardPageQuery');
  expect(operations).not.toContain('ScheduleListPaginationQuery');
});

test('a task still opens its detail from the home, with its script filled in', async ({ page }) => {
  await readyOwner(page, { firstName: 'Quinn', business: business() });
  await page.getByRole('button', { name: /Tell five people you are open/ }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(/Hey \[Customer Name\]! I just started/)).toBeVisible();
  await detail.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(detail).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Done: Tell five people you are open/ })).toBeChecked();
});

test.describe('without the service worker', () => {
  // The installed app's worker precaches the lazy chunks and answers them itself, out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test("the inline actions' code loads when used, and a tap made before it arrives is not lost", async ({ page }) => {
    await readyOwner(page, { firstName: 'Lia', business: business() });
    // The counter's +1 and a task's tick: their mutations are not part of the page's code.
    const lazy = /ConversationCounter\.log|useCompleteTask\.mutation/;
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (lazy.test(r.url())) loaded.push(r.url());
    });
    // Their code is held back until after the taps, so each tap lands before its code arrives.
    const held: (() => Promise<void>)[] = [];
    await page.route(lazy, (route) => {
      held.push(() => route.continue());
    });
    await page.reload();
    const plus = page.getByRole('button', { name: '+1 Log a conversation' });
    await expect(plus).toBeVisible();
    expect(loaded).toEqual([]);

    await plus.click();
    const tick = page.getByRole('checkbox', { name: /^Done: / }).first();
    await tick.click();
    await expect.poll(() => held.length).toBe(2);
    // Waiting for the code: the controls show the taps are in hand.
    await expect(plus).toBeDisabled();
    await expect(tick).toBeDisabled();
    await expect(page.getByTestId('conversation-count')).toHaveText('0');

    for (const release of held) await release();
    await expect(page.getByTestId('conversation-count')).toHaveText('1');
    await expect(tick).toBeChecked();
    await expect(page.getByText(/^1 of \d+ tasks$/)).toBeVisible();
  });
});
