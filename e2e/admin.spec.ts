// The admin panel: verify an overdue payment, export and re-import the program, delete a user.
import fs from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { graphqlOperations, signUpOnAuth, sql, toast } from './helpers';

async function signInAdmin(page: Page) {
  const email = await signUpOnAuth(page, { firstName: 'Ops' });
  await sql(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [email]);
  await page.goto('/admin');
  // /admin opens on the operator's overview (#57).
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  return email;
}

async function newOwner(browser: import('@playwright/test').Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await signUpOnAuth(page, { firstName });
  await context.close();
  return email;
}

test('the admin verifies an overdue payment', { tag: '@desktop' }, async ({ page, browser }) => {
  const name = `Late${Math.random().toString(36).slice(2, 7)}`;
  const email = await newOwner(browser, name);
  await sql(`UPDATE "User" SET "createdAt" = now() - interval '50 hours' WHERE email = $1`, [email]);
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Payments' }).click();
  const row = page.getByTestId('payments-overdue').getByTestId('payment-row').filter({ hasText: email });
  await expect(row.getByText('Overdue')).toBeVisible();
  // Times read as people say them (#57), never "50 hours ago".
  await expect(row.getByText(/Signed up 2 days ago/)).toBeVisible();
  await expect(row.getByTestId('payment-reminded')).toHaveText('No reminder sent yet');
  // Notify and Verify change the lists from their own answers: nothing is fetched again.
  const sent = graphqlOperations(page);
  await row.getByRole('button', { name: 'Notify' }).click();
  await expect(toast(page)).toContainText('Notification sent');
  // The row says when the last reminder went and how many (the mutation's answer).
  await expect(row.getByTestId('payment-reminded')).toHaveText(/^Last reminder .* · 1 reminder sent$/);
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText('Payment verified');
  await expect(row).toHaveCount(0);
  expect(sent).toEqual(['PaymentRowNotifyMutation', 'PaymentRowVerifyMutation']);
  await page.getByRole('tab', { name: 'Users' }).click();
  // Newest first, 50 a page: other journeys' users push this 50-hour-old account down; the search finds it.
  await expect(page.getByTestId('user-total')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page.getByTestId('user-total')).toHaveText('1 user');
  await expect(page.getByTestId('user-row').filter({ hasText: email }).getByTestId('payment-state')).toHaveText('Verified by hand');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`${email} nobody`);
  await expect(page.getByText(`No users match “${email} nobody”.`)).toBeVisible();
});

test('the admin exports daily_tasks.csv and imports it back in replace mode with a new task', async ({ page }) => {
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Daily Tasks' }).click();
  await expect(page.getByText('Manage the 30-day action plan tasks')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Week 1 - Day 1' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('daily_tasks.csv');
  const csv = await fs.readFile(await file.path(), 'utf8');
  // A byte-order mark first, so a spreadsheet on Windows reads UTF-8 (#57).
  expect(csv.split('\r\n')[0]).toBe('\uFEFF"taskId","title","description","timeRequired","checklist","scripts","week","day","displayOrder","action"');

  const title = `Plan a fleet day ${Math.random().toString(36).slice(2, 7)}`;
  const extended = `${csv}\r\n"e2e-${Date.now()}","${title}","Book three fleet vehicles on one day.","1 hour","[""List fleets"",""Call them""]","","4","7","9"`;
  await expect(page.getByText(/^Replace: deletes all existing tasks and uses the CSV\./)).toBeVisible();
  const pick = () => page.getByLabel('CSV file').setInputFiles({ name: 'daily_tasks.csv', mimeType: 'text/csv', buffer: Buffer.from(extended) });
  // Picking the file only says what will happen (the server's dry run).
  await pick();
  const confirm = page.getByRole('dialog', { name: 'Replace all tasks?' });
  await expect(confirm.getByTestId('import-summary')).toHaveText('daily_tasks.csv, mode Replace.');
  await expect(confirm.getByTestId('import-figures')).toHaveText(/^Added1Changed0Removed0/);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(title)).toHaveCount(0);
  await pick();
  await confirm.getByRole('button', { name: 'Replace Tasks' }).click();
  await expect(toast(page)).toContainText('Tasks imported');
  const day28 = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Week 4 - Day 7' }) });
  await expect(day28.getByText(title)).toBeVisible();
  await expect(day28.getByText('2 checklist items').last()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Upload history' }).getByText(/daily_tasks\.csv/).first()).toBeVisible();
});

test('the admin deletes a user after the confirm dialog', async ({ page, browser }) => {
  const name = `Gone${Math.random().toString(36).slice(2, 7)}`;
  const email = await newOwner(browser, name);
  const adminEmail = await signInAdmin(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Delete User' }).click();
  const dialog = page.getByRole('dialog');
  // The dialog tells who it is (email) and what goes, as the server counts it.
  await expect(dialog.getByTestId('delete-who')).toContainText(email);
  await expect(dialog.getByText('0 support tickets and their messages')).toBeVisible();
  await expect(dialog.getByText('This action cannot be undone.')).toBeVisible();
  const total = Number.parseInt((await page.getByTestId('user-total').textContent()) ?? '', 10);
  const sent = graphqlOperations(page);
  await dialog.getByRole('button', { name: 'Delete User' }).click();
  await expect(toast(page)).toContainText('User deleted');
  await expect(row).toHaveCount(0);
  // The row leaves the list and the total goes down from the mutation's answer alone.
  await expect(page.getByTestId('user-total')).toHaveText(`${total - 1} users`);
  expect(sent).toEqual(['DeleteUserDialogMutation']);
  await expect(page.getByTestId('user-row').filter({ hasText: adminEmail }).getByText('Admin accounts cannot be deleted')).toBeVisible();

  // Deleted from a search's results: it leaves them and their total, from the answer alone.
  const found = await newOwner(browser, `${name}b`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(found);
  await expect(page.getByTestId('user-total')).toHaveText('1 user');
  await page.getByTestId('user-row').filter({ hasText: found }).getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByRole('dialog').getByTestId('delete-who')).toContainText(found);
  const more = graphqlOperations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete User' }).click();
  await expect(toast(page).filter({ hasText: `${name}b` })).toBeVisible();
  await expect(page.getByTestId('user-total')).toHaveText('0 users');
  await expect(page.getByText(`No users match “${found}”.`)).toBeVisible();
  expect(more).toEqual(['DeleteUserDialogMutation']);
});

test('a CSV with a bad header says which column is missing, and nothing is imported', async ({ page }) => {
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Daily Tasks' }).click();
  await page.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('taskId,description,week,day\r\nz1,Desc,1,1') });
  const dialog = page.getByRole('dialog', { name: 'Replace all tasks?' });
  await expect(dialog.getByRole('list', { name: 'Problems' })).toContainText('Row 1, column title: The header row is missing the column "title".');
  await expect(dialog.getByRole('button', { name: 'Replace Tasks' })).toBeDisabled();
});

test('admin task, upload and ticket actions show their real outcome when they fail', async ({ page }) => {
  await signInAdmin(page);
  // Any admin mutation named here answers as if the record had gone in the meantime.
  const failing: Record<string, string> = {
    TaskListDeleteMutation: 'deleteTask',
    TaskFormDialogCreateMutation: 'createTask',
    UploadHistoryDeleteMutation: 'deleteCsvUpload',
    AdminTicketDetailStatusMutation: 'setTicketStatus',
  };
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    const name = Object.keys(failing).find((op) => body.includes(`mutation ${op}`));
    if (!name) return route.continue();
    await route.fulfill({ json: { data: { [failing[name]]: { __typename: 'NotFoundError', __isError: 'NotFoundError', message: 'It is gone' } } } });
  });

  await page.getByRole('tab', { name: 'Daily Tasks' }).click();
  const firstTask = page.getByRole('button', { name: /^Delete (?!upload)/ }).first();
  await firstTask.click();
  await page.getByRole('dialog', { name: 'Delete task?' }).getByRole('button', { name: 'Delete Task' }).click();
  await expect(toast(page).filter({ hasText: 'Error deleting task' })).toContainText('It is gone');
  await page.getByRole('dialog', { name: 'Delete task?' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add Task' }).click();
  const form = page.getByRole('dialog', { name: 'Add Task' });
  await form.getByLabel('Task ID').fill(`e2e-fail-${Date.now()}`);
  await form.getByLabel('Title').fill('Will not save');
  await form.getByLabel('Description').fill('The server says no.');
  await form.getByRole('button', { name: 'Add Task' }).click();
  await expect(toast(page).filter({ hasText: 'Error adding task' })).toContainText('It is gone');
  await form.getByRole('button', { name: 'Close' }).click();

  // A real upload to try deleting, on a day no other journey opens (it stays: its deletion is made to fail).
  await page.unroute('**/graphql');
  await page.getByLabel('Import mode').selectOption('add');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'extra.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`taskId,title,description,week,day\r\nextra-${Date.now()},Extra,Desc,4,6`),
  });
  await page.getByRole('dialog', { name: 'Import tasks?' }).getByRole('button', { name: 'Import Tasks' }).click();
  await expect(toast(page).filter({ hasText: 'Tasks imported' })).toBeVisible();
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    const name = Object.keys(failing).find((op) => body.includes(`mutation ${op}`));
    if (!name) return route.continue();
    await route.fulfill({ json: { data: { [failing[name]]: { __typename: 'NotFoundError', __isError: 'NotFoundError', message: 'It is gone' } } } });
  });
  await page.getByRole('button', { name: 'Delete upload extra.csv' }).first().click();
  await page.getByRole('dialog', { name: 'Delete upload?' }).getByRole('button', { name: 'Delete Upload' }).click();
  await expect(toast(page).filter({ hasText: 'Delete failed' })).toContainText('It is gone');
  await page.getByRole('dialog', { name: 'Delete upload?' }).getByRole('button', { name: 'Cancel' }).click();

  // A ticket whose status change fails says so, not "Ticket updated".
  const subject = `Status fails ${Math.random().toString(36).slice(2, 8)}`;
  const created = await page.request.post('/api/support/ticket', { data: { category: 'Technical Issue', subject, message: 'Hello' } });
  expect(created.ok()).toBe(true);
  await page.getByRole('tab', { name: /Support/ }).click();
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  // The list's filter and the ticket's status; on a phone the open ticket replaces the list.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount((page.viewportSize()?.width ?? 0) >= 1024 ? 2 : 1);
  await page.getByRole('combobox', { name: 'Status' }).last().selectOption('resolved');
  await expect(toast(page).filter({ hasText: 'Failed to update ticket' })).toContainText('It is gone');
  await expect(toast(page).filter({ hasText: 'Ticket updated' })).toHaveCount(0);
});

test('the admin users list shows the true total and pages past the first 500', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  await sql(
    `INSERT INTO "User" (id, email, "firstName", "lastName", "passwordHash", "paymentVerified", "createdAt", "updatedAt")
     SELECT 'bulk-${tag}-' || n, 'bulk.${tag}.' || n || '@example.com', 'Bulk', 'User ' || n, 'x', true, now() - interval '1 day' - n * interval '1 second', now()
     FROM generate_series(1, 505) AS n`,
  );
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  // Other browser tests add users at the same time: the total counts every user, not the 500 loaded.
  await expect(page.getByTestId('user-total')).toHaveText(/^\d+ users$/);
  expect(Number.parseInt((await page.getByTestId('user-total').textContent()) ?? '', 10)).toBeGreaterThan(505);
  // Paging through this test's 505 users only (other journeys add users meanwhile): 50 a page.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`bulk.${tag}.`);
  await expect(page.getByTestId('user-total')).toHaveText('505 users');
  const last = page.getByTestId('user-row').filter({ hasText: `bulk.${tag}.505@example.com` });
  await expect(last).toHaveCount(0);
  for (let i = 0; i < 20 && (await last.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toHaveCount(0);
  }
  await expect(last).toBeVisible();
});

test('a task and a script are added, edited and deleted in place: only the mutations go out', async ({ page }) => {
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Daily Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Week 1 - Day 1' })).toBeVisible();
  const sent = graphqlOperations(page);
  const title = `In place ${Math.random().toString(36).slice(2, 7)}`;
  await page.getByRole('button', { name: 'Add Task' }).click();
  const form = page.getByRole('dialog', { name: 'Add Task' });
  await form.getByLabel('Task ID').fill(`e2e-place-${Date.now()}`);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Added without a refetch.');
  await form.getByLabel('Week').fill('2');
  await form.getByLabel('Day').fill('3');
  await form.getByRole('button', { name: 'Add Task' }).click();
  await expect(toast(page).filter({ hasText: 'Task added' })).toBeVisible();
  const day = (label: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: label }) });
  await expect(day('Week 2 - Day 3').getByText(title)).toBeVisible();
  // Editing the day moves the task to its new place.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await edit.getByLabel('Day').fill('4');
  await edit.getByRole('button', { name: 'Save Task' }).click();
  await expect(day('Week 2 - Day 4').getByText(title)).toBeVisible();
  await expect(day('Week 2 - Day 3').getByText(title)).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete task?' }).getByRole('button', { name: 'Delete Task' }).click();
  await expect(page.getByText(title)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Scripts' }).click();
  await expect(page.getByRole('button', { name: 'Add Script' })).toBeVisible();
  const script = `Script in place ${Math.random().toString(36).slice(2, 7)}`;
  const tabQueries = sent.length;
  await page.getByRole('button', { name: 'Add Script' }).click();
  const scriptForm = page.getByRole('dialog', { name: 'Add Script' });
  await scriptForm.getByLabel('Category', { exact: true }).selectOption('Text Messages');
  await scriptForm.getByLabel('Title').fill(script);
  await scriptForm.getByLabel('Message').fill('Hi [Customer Name], thanks again!');
  await scriptForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('script-row').filter({ hasText: script })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${script}` }).click();
  await page.getByRole('dialog', { name: 'Delete script?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('script-row').filter({ hasText: script })).toHaveCount(0);
  expect(sent.slice(0, 3)).toEqual(['TaskFormDialogCreateMutation', 'TaskFormDialogUpdateMutation', 'TaskListDeleteMutation']);
  // Choosing the Scripts tab loads its query once; the script's changes add only their mutations.
  expect(sent.slice(tabQueries)).toEqual(['ContentTabCreateScriptMutation', 'ContentTabDeleteScriptMutation']);
});

test('each admin tab is its own address: tabs, arrow keys and Back move between them, and /admin and the old ?tab= addresses lead to a tab', { tag: '@desktop' }, async ({ page }) => {
  await signInAdmin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  const tabs: [string | RegExp, string][] = [
    ['Payments', '/admin/payments'],
    ['Users', '/admin/users'],
    ['Daily Tasks', '/admin/tasks'],
    ['Scripts', '/admin/content/scripts'],
    ['Articles', '/admin/content/articles'],
    [/^Support/, '/admin/support'],
    ['Outbox', '/admin/outbox'],
    ['Audit', '/admin/audit'],
    ['Payments', '/admin/payments'],
  ];
  for (const [name, path] of tabs) {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  // The tab list keeps its keyboard: an arrow key moves to the next tab, and to its address.
  await page.getByRole('tab', { name: 'Payments' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('tab', { name: 'Users' })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');

  // Opened at the last tab, the tab list (it scrolls sideways on a phone) shows it.
  await page.goto('/admin/audit');
  await expect(page.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Audit' })).toBeInViewport({ ratio: 1 });

  await page.goto('/admin/content/scripts');
  await expect(page.getByRole('tab', { name: 'Scripts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Add Script' })).toBeVisible();
  await page.goto('/admin?tab=tasks');
  await expect(page).toHaveURL(/\/admin\/tasks$/);
  await expect(page.getByRole('heading', { name: 'Week 1 - Day 1' })).toBeVisible();
});
