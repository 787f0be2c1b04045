// The support desk at a 390 px phone (#57): a new ticket raises the unread badge live while the admin is
// on another tab; the row says who wrote it and how long they have waited; the opened ticket replaces
// the list (nothing wider than the screen), shows the owner's record; the owner's reply arriving while it is on
// screen is read; Back returns to the list.
import { expect, test } from '@playwright/test';
import { expectAccessible, newAdmin, readyOwner } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('a ticket arrives live on another tab, opens in place of the list on a phone, and Back returns', async ({ browser }) => {
  const { context, page: admin } = await newAdmin(browser, 'Desk');
  await admin.goto('/admin/users');
  await expect(admin.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  const badge = admin.getByTestId('unread-badge');
  const unread = async () => ((await badge.count()) ? Number(await badge.textContent()) : 0);
  const before = await unread();

  // The owner writes, from their own browser, while the admin stays on Users.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const tag = Math.random().toString(36).slice(2, 8);
  const business = `Desk Shine ${tag}`;
  await readyOwner(ownerPage, { firstName: 'Casey', business, at: null });
  const subject = `Phone desk ${tag}`;
  const created = await ownerPage.request.post('/graphql', {
    data: {
      query: `mutation($input: CreateTicketInput!) { createTicket(input: $input) { __typename } }`,
      variables: { input: { category: 'Technical Issue', subject, message: 'My booking page shows last week’s prices.' } },
    },
  });
  expect(await created.json()).toEqual({ data: { createTicket: { __typename: 'CreateTicketSuccess' } } });
  await expect.poll(unread, { timeout: 10_000 }).toBeGreaterThan(before);
  await expect(admin.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');

  await admin.getByRole('tab', { name: /^Support/ }).click();
  const list = admin.getByRole('list', { name: 'Tickets' });
  const row = list.getByRole('link', { name: subject });
  await expect(row).toContainText(`Casey Rivera · ${business}`);
  await expect(row.getByTestId('ticket-waiting')).toHaveText('Waiting under 1 h of 24 h');
  const fits = () => admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);

  await row.click();
  await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
  await expect(admin.getByRole('heading', { name: subject })).toBeInViewport();
  await expect(list).toBeHidden();
  await expect(admin.getByRole('definition').filter({ hasText: 'Day 1 of 30' })).toBeVisible();
  await expect(admin.getByTestId('owner-payment')).toContainText('Trial since');
  await expect(admin.getByRole('link', { name: 'Owner’s record' })).toHaveAttribute('href', /^\/admin\/users\/[^/]+$/);
  await expect(admin.getByRole('link', { name: /Booking page/ })).toHaveAttribute('href', /^\/booking\//);
  await expect(admin.getByRole('list', { name: 'Conversation' })).toContainText('last week’s prices');
  // The owner writes again while the admin has the ticket on screen: it arrives live, and is read.
  const replied = await ownerPage.request.post('/graphql', {
    data: {
      query: `mutation($id: ID!) { replyToTicket(ticketId: $id, message: "Still the old prices.") { __typename } }`,
      variables: { id: await admin.evaluate(() => decodeURIComponent(location.pathname.split('/').pop() ?? '')) },
    },
  });
  expect(await replied.json()).toEqual({ data: { replyToTicket: { __typename: 'ReplyToTicketSuccess' } } });
  await expect(admin.getByRole('list', { name: 'Conversation' })).toContainText('Still the old prices.');
  expect(await fits()).toBe(true);
  await expectAccessible(admin, 'the open ticket on a phone');

  await admin.getByRole('button', { name: 'Back to tickets' }).click();
  await expect(admin).toHaveURL(/\/admin\/support$/);
  await expect(row).toBeVisible();
  await expect(admin.getByRole('heading', { name: subject })).toHaveCount(0);
  await expect(row).not.toHaveAttribute('data-unread', 'true');
  await expect.poll(async () => (await admin.request.get(`/api/admin/tickets?search=${encodeURIComponent(subject)}`)).json()).toMatchObject({
    tickets: [{ subject, unread: false, waitingSince: expect.any(String) }],
  });
  await expectAccessible(admin, 'the ticket list on a phone');
  await ownerContext.close();
  await context.close();
});
