// The owner changes the booking address once from Settings; the old address forwards to the new one.
import { expect, type Page, test } from '@playwright/test';
import { signUpOnAuth, sql, toast, uniqueEmail } from './helpers';

const tag = () => Math.random().toString(36).slice(2, 8);

/** A signed-in owner with a finished setup, made through the API in the page's own session. */
async function owner(page: Page, name: string) {
  const reg = await page.request.post('/api/register', { data: { firstName: 'Ada', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } });
  expect(reg.status()).toBe(201);
  const b = await page.request.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' } });
  expect(b.status()).toBe(201);
  await page.request.post('/api/onboarding/services', { data: { services: [{ name: 'Full Detail', price: '180' }] } });
  expect((await page.request.post('/api/onboarding/complete')).status()).toBe(200);
  return (await b.json()).subdomain as string;
}

test('the owner changes the booking address once; the old address forwards visitors to the new one', async ({ page, browser }) => {
  // Another business holds an address this owner will try.
  const otherContext = await browser.newContext();
  const taken = await owner(await otherContext.newPage(), `Taken Shine ${tag()}`);
  await otherContext.close();

  const name = `Moving Shine ${tag()}`;
  const old = await owner(page, name);
  await page.goto('/settings');
  const address = page.getByLabel('Booking page address');
  await expect(address).toHaveValue(old);
  await expect(address).toHaveAccessibleDescription(/You can change your booking address once; the old one forwards visitors to the new one for 90 days/);

  await page.getByRole('button', { name: 'Change address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your booking address' });
  const field = dialog.getByLabel('New booking address');
  await field.fill(taken);
  await expect(dialog.getByText('This address is already taken.')).toBeVisible();
  const wanted = `newshine${tag()}`;
  await field.fill(`New Shine ${wanted.slice(8)}`);
  await expect(dialog.getByText('This address is available.')).toBeVisible();
  await expect(dialog.getByText(`/booking/${wanted}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Change address' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(address).toHaveValue(wanted);
  await expect(address).toHaveAccessibleDescription(/has been changed once and cannot be changed again/);
  await expect(page.getByRole('button', { name: 'Change address' })).toHaveCount(0);

  await page.goto(`/booking/${old}`);
  await expect(page).toHaveURL(new RegExp(`/booking/${wanted}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('support lets an owner who used the one change change the address once more, from the ticket', async ({ page, browser }) => {
  const old = await owner(page, `Again Shine ${tag()}`);
  const first = `againfirst${tag()}`;
  const changed = await page.request.post('/graphql', {
    data: { query: 'mutation($s: String!) { changeSubdomain(subdomain: $s) { __typename } }', variables: { s: first } },
  });
  expect((await changed.json()).data.changeSubdomain.__typename).toBe('ChangeSubdomainSuccess');
  const subject = `Another address ${tag()}`;
  expect((await page.request.post('/api/support/ticket', { data: { category: 'Website/Booking Problem', subject, message: 'I renamed my business again.' } })).ok()).toBe(true);
  await page.goto('/settings');
  await expect(page.getByLabel('Booking page address')).toHaveAccessibleDescription(/to change it again, open a support ticket/);
  await expect(page.getByRole('button', { name: 'Change address' })).toHaveCount(0);

  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  const email = await signUpOnAuth(desk, { firstName: 'Desk' });
  await sql(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [email]);
  await desk.goto('/admin');
  await desk.getByRole('tab', { name: /Support/ }).click();
  await desk.getByRole('link', { name: subject }).click();
  await expect(desk.getByText(`/booking/${first}`)).toBeVisible();
  await desk.getByRole('button', { name: 'Allow another address change' }).click();
  await expect(toast(desk).filter({ hasText: 'Address change allowed' })).toBeVisible();
  await expect(desk.getByText('The owner can change it once in Settings.')).toBeVisible();
  await deskContext.close();

  await page.reload();
  await page.getByRole('button', { name: 'Change address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your booking address' });
  const second = `againsecond${tag()}`;
  await dialog.getByLabel('New booking address').fill(second);
  await expect(dialog.getByText('This address is available.')).toBeVisible();
  // The dialog's submit changes the address only: the business form it sits in (in React's tree) does not save too.
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.postData()?.includes('mutation BusinessSectionMutation')) saves.push(r.url());
  });
  await dialog.getByRole('button', { name: 'Change address' }).click();
  await expect(page.getByLabel('Booking page address')).toHaveValue(second);
  expect(saves).toEqual([]);
  await page.goto(`/booking/${old}`);
  await expect(page).toHaveURL(new RegExp(`/booking/${second}$`));
});
