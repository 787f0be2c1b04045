// Settings forms opened with the owner's stored data (client/relay/persist.ts) while fresh data is on its
// way: what the owner changes before it arrives stays, and is what Save sends; the fields the owner did
// not touch show the fresh data; a save then shows what was saved (client/relay/formData.ts).
// Each journey: the settings are seen once (stored), changed on the server, opened again with GraphQL held
// back until the owner has made their change, then let go.
import { expect, type Page, test } from '@playwright/test';
import { holdGraphQL, nextMutation, sql, storedText, toast } from './helpers';
import { readyOwner } from './fixtures';

// The snapshot lives in IndexedDB whether or not a service worker serves the shell; without one page.route sees every request.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

/** An owner set up with the onboarding defaults, whose settings were seen (and so stored). */
async function ownerWithStoredSettings(page: Page, name: string, hash = '') {
  const { email } = await readyOwner(page, { firstName: name, business: `${name} Detailing ${Math.random().toString(36).slice(2, 8)}` });
  await page.goto(`/settings${hash}`);
  await expect(page.getByLabel('First name')).toHaveValue(name);
  // The settings query's own data (the availability's rules) is in the stored snapshot.
  await expect.poll(() => storedText(page), { timeout: 10_000 }).toContain('freeCancellationHours');
  return email;
}

const profileForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Save Profile' }) });

test('Profile: a name typed before the fresh data arrives stays and is saved; a save clears the password', async ({ page }) => {
  const email = await ownerWithStoredSettings(page, 'Prof');
  await sql(`UPDATE "User" SET "lastName" = 'Fresh', "phone" = '913-555-0177' WHERE email = $1`, [email]);

  const graphql = await holdGraphQL(page);
  await page.goto('/settings');
  const profile = profileForm(page);
  // The stored data, at once.
  await expect(profile.getByLabel('Last name')).toHaveValue('Rivera');
  await profile.getByLabel('First name').fill('Typed');
  await graphql.release();
  // The fresh data fills the fields the owner left alone…
  await expect(profile.getByLabel('Last name')).toHaveValue('Fresh');
  await expect(profile.getByLabel('Phone')).toHaveValue('913-555-0177');
  // …and what the owner typed stays.
  await expect(profile.getByLabel('First name')).toHaveValue('Typed');

  const sent = nextMutation(page, 'ProfileSectionMutation');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  expect((await sent).input).toMatchObject({ firstName: 'Typed', lastName: 'Fresh', phone: '913-555-0177', email });
  await expect(toast(page).filter({ hasText: 'Profile updated' })).toBeVisible();
  expect(await sql(`SELECT "firstName", "lastName" FROM "User" WHERE email = $1`, [email])).toEqual([{ firstName: 'Typed', lastName: 'Fresh' }]);

  // A new email asks for the password; once saved it waits for its link (#56): the form shows the account's
  // email with the pending one beside it, and the password is gone.
  const newEmail = `new.${email}`;
  await profile.getByLabel('Email').fill(newEmail);
  await profile.getByLabel('Current password').fill('password123');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect.poll(async () => (await sql(`SELECT "pendingEmail" FROM "User" WHERE email = $1`, [email]))[0]?.pendingEmail).toBe(newEmail);
  await expect(profile.getByLabel('Current password')).toHaveCount(0);
  await expect(profile.getByLabel('Email')).toHaveValue(email);
  await expect(profile.getByTestId('pending-email')).toContainText(newEmail);
  await profile.getByLabel('Email').fill(`again.${email}`);
  await expect(profile.getByLabel('Current password')).toHaveValue('');
});

test('Service Pricing: services added, removed and edited before the fresh data arrives stay and are saved; the others take the fresh data', async ({ page }) => {
  await ownerWithStoredSettings(page, 'Pric', '#pricing');
  // Elsewhere, the first service's price changed.
  const before = await (await page.request.get('/api/services')).json();
  expect(before.map((s: { name: string }) => s.name)).toEqual(['Basic Wash & Vacuum', 'Premium Detail', 'Ultimate Protection']);
  const changed = await page.request.put('/api/business/services', {
    data: { services: before.map((s: { id: string; price: string }, i: number) => ({ ...s, price: i === 0 ? '55' : s.price })) },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  const graphql = await holdGraphQL(page);
  // Opened again (a reload: the same address with its #section would only scroll).
  await page.reload();
  const names = page.getByLabel('Service name');
  await expect(names).toHaveCount(3);
  await names.nth(1).fill('Premium Detail Plus');
  await page.getByRole('button', { name: 'Remove service 3' }).click();
  await page.getByRole('button', { name: 'Add Service' }).click();
  await names.nth(2).fill('Headlight Restore');
  await page.getByLabel('Price ($)').nth(2).fill('75');
  await expect(page.getByLabel('Price ($)').first()).toHaveValue(/^50(\.00)?$/);
  await graphql.release();
  // The service the owner left alone shows the fresh price…
  await expect(page.getByLabel('Price ($)').first()).toHaveValue(/^55(\.00)?$/);
  // …and the owner's list is as they left it.
  await expect(names).toHaveCount(3);
  for (const [i, name] of ['Basic Wash & Vacuum', 'Premium Detail Plus', 'Headlight Restore'].entries()) await expect(names.nth(i)).toHaveValue(name);
  await expect(page.getByLabel('Price ($)').nth(2)).toHaveValue('75');

  const sent = nextMutation(page, 'PricingSectionMutation');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  expect((await sent).services.map((s: { name: string }) => s.name)).toEqual(['Basic Wash & Vacuum', 'Premium Detail Plus', 'Headlight Restore']);
  await expect(toast(page).filter({ hasText: 'Services updated' })).toBeVisible();
  const saved = await (await page.request.get('/api/services')).json();
  expect(saved.map((s: { name: string; price: string }) => [s.name, Number(s.price)])).toEqual([
    ['Basic Wash & Vacuum', 55],
    ['Premium Detail Plus', 150],
    ['Headlight Restore', 75],
  ]);

  // The saved list is the form's now, the new service with its id: saved again, it is updated, not added twice.
  await page.getByLabel('Price ($)').nth(2).fill('80');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect
    .poll(async () => (await (await page.request.get('/api/services')).json()).map((s: { name: string; price: string }) => [s.name, Number(s.price)]))
    .toEqual([
      ['Basic Wash & Vacuum', 55],
      ['Premium Detail Plus', 150],
      ['Headlight Restore', 80],
    ]);
});

test('Availability: hours added and removed and a rule typed before the fresh data arrives stay and are saved', async ({ page }) => {
  await ownerWithStoredSettings(page, 'Avai', '#availability');
  // Elsewhere, the minimum notice changed.
  const changed = await page.request.put('/api/availability', { data: { minNoticeHours: 7 } });
  expect(changed.status(), await changed.text()).toBe(200);

  const graphql = await holdGraphQL(page);
  await page.reload();
  const form = page.locator('#availability');
  await expect(form.getByLabel('Minimum notice (hours)')).toHaveValue(/^\d+$/);
  const storedNotice = await form.getByLabel('Minimum notice (hours)').inputValue();
  expect(storedNotice).not.toBe('7');
  await form.getByRole('button', { name: 'Add hours on Monday' }).click();
  await form.getByLabel('Monday from, hours 2', { exact: true }).fill('19:00');
  await form.getByLabel('Monday to, hours 2', { exact: true }).fill('20:00');
  await form.getByRole('button', { name: 'Remove Sunday hours 1' }).click();
  await form.getByLabel('Most jobs a day').fill('4');
  await graphql.release();
  // The rule the owner left alone is the fresh one…
  await expect(form.getByLabel('Minimum notice (hours)')).toHaveValue('7');
  // …and what the owner changed stays.
  await expect(form.getByLabel('Monday from, hours 2', { exact: true })).toHaveValue('19:00');
  await expect(form.getByRole('group', { name: 'Sunday' }).getByText('Closed')).toBeVisible();
  await expect(form.getByLabel('Most jobs a day')).toHaveValue('4');

  await form.getByRole('button', { name: 'Save Availability' }).click();
  await expect(toast(page).filter({ hasText: 'Availability saved' })).toBeVisible();
  const saved = await (await page.request.get('/api/availability')).json();
  expect(saved).toMatchObject({
    minNoticeHours: 7,
    maxJobsPerDay: 4,
    weeklyHours: { mon: [{ start: '09:00', end: '18:00' }, { start: '19:00', end: '20:00' }], sun: [] },
  });
});

const businessForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Update Business' }) });

test('Business: a city typed before the fresh data arrives stays and is saved; the form then shows what was saved', async ({ page }) => {
  const email = await ownerWithStoredSettings(page, 'Busi');
  // Elsewhere, the business phone changed.
  await sql(`UPDATE "Business" SET phone = '913-555-0188' WHERE "ownerId" = (SELECT id FROM "User" WHERE email = $1)`, [email]);

  const graphql = await holdGraphQL(page);
  await page.reload();
  const business = businessForm(page);
  await expect(business.getByLabel('Business phone')).not.toHaveValue('913-555-0188');
  await business.getByLabel('City').fill('  Lawrence  ');
  await graphql.release();
  // The field the owner left alone shows the fresh phone; the city stays as typed.
  await expect(business.getByLabel('Business phone')).toHaveValue('913-555-0188');
  await expect(business.getByLabel('City')).toHaveValue('  Lawrence  ');

  const sent = nextMutation(page, 'BusinessSectionMutation');
  await business.getByRole('button', { name: 'Update Business' }).click();
  expect((await sent).input).toMatchObject({ city: '  Lawrence  ', phone: '913-555-0188' });
  await expect(toast(page).filter({ hasText: 'Business updated' })).toBeVisible();
  // The form shows what the server kept (the city trimmed), not what was typed.
  await expect(business.getByLabel('City')).toHaveValue('Lawrence');
  expect(await sql(`SELECT b.city FROM "Business" b JOIN "User" u ON u.id = b."ownerId" WHERE u.email = $1`, [email])).toEqual([{ city: 'Lawrence' }]);
});

test('Get paid: a due date typed before the fresh data arrives stays and is saved; the reminders take the fresh data', async ({ page }) => {
  const email = await ownerWithStoredSettings(page, 'Paid', '#get-paid');
  // Elsewhere, the first reminder moved.
  await sql(`UPDATE "Business" SET "invoiceFirstReminderDays" = 4 WHERE "ownerId" = (SELECT id FROM "User" WHERE email = $1)`, [email]);

  const graphql = await holdGraphQL(page);
  await page.reload();
  const form = page.getByRole('form', { name: 'Invoice due date and reminders' });
  await expect(form.getByLabel('Invoices are due after (days)')).toHaveValue('14');
  await form.getByLabel('Invoices are due after (days)').fill(' 21 ');
  await graphql.release();
  await expect(form.getByLabel(/first reminder/i)).toHaveValue('4');
  await expect(form.getByLabel('Invoices are due after (days)')).toHaveValue(' 21 ');

  await form.getByRole('button', { name: /save/i }).click();
  await expect(toast(page).filter({ hasText: 'Invoice settings saved' })).toBeVisible();
  // The form shows what the server kept.
  await expect(form.getByLabel('Invoices are due after (days)')).toHaveValue('21');
  expect(
    await sql(`SELECT b."invoiceDueDays", b."invoiceFirstReminderDays" FROM "Business" b JOIN "User" u ON u.id = b."ownerId" WHERE u.email = $1`, [email]),
  ).toEqual([{ invoiceDueDays: 21, invoiceFirstReminderDays: 4 }]);
});
