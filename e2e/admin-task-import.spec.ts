// The program's CSV import at phone size (#57): the confirm dialog shows the server's dry run (what the
// import adds, changes, removes and matches) and each problem with its row and column; an Add whose
// rows match existing tasks offers Update; a file with a problem imports nothing.
import { expect, test } from '@playwright/test';
import { expectAccessible, readyOwner, sql } from './helpers';

test('the import confirm shows the dry-run figures and a problem, and imports nothing', async ({ page }) => {
  const { email } = await readyOwner(page, { firstName: 'Ops', business: null, at: null });
  await sql(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [email]);
  const tag = Math.random().toString(36).slice(2, 8);
  // A task the file will match (added through the API, as an Add import, so the rest of the program stays).
  const seeded = await page.request.post('/api/admin/tasks/import', {
    data: { filename: 'seed.csv', mode: 'add', tasks: [{ taskId: `imp-${tag}`, title: 'Old title', description: 'D', week: 4, day: 6 }] },
  });
  expect(seeded.ok(), await seeded.text()).toBe(true);

  await page.goto('/admin/tasks');
  await page.getByLabel('Import mode').selectOption('add');
  const file = [
    'taskId,title,description,week,day',
    `imp-${tag},New title,D,4,6`,
    `new-${tag},Brand new,D,4,6`,
    `bad-${tag},Typo,D,five,1`,
  ].join('\r\n');
  await page.getByLabel('CSV file').setInputFiles({ name: `week-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file) });

  const dialog = page.getByRole('dialog', { name: 'Import tasks?' });
  await expect(dialog.getByTestId('import-summary')).toHaveText(`week-${tag}.csv, mode Add.`);
  await expect(dialog.getByTestId('import-figures')).toHaveText('Added2Changed1Removed0Matching existing IDs1');
  await expect(dialog.getByRole('list', { name: 'Problems' })).toHaveText('Row 4, column week: Column "week" must be a whole number, not "five".');
  await expect(dialog.getByText('1 row has the ID of an existing task')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import Tasks' })).toBeDisabled();
  // The dialog fits the phone.
  const box = await dialog.boundingBox();
  expect(box && box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
  await expectAccessible(page, 'the import confirm');

  // Update instead: the same file, checked again in update mode.
  await dialog.getByRole('button', { name: 'Use Update instead' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText(`week-${tag}.csv, mode Update.`);
  await expect(dialog.getByTestId('import-figures')).toHaveText('Added1Changed1Removed0Matching existing IDs1');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await sql(`SELECT title FROM "DailyTask" WHERE "taskId" LIKE $1 ORDER BY "taskId"`, [`%-${tag}`])).toEqual([{ title: 'Old title' }]);
});
