// The owner's account at phone size (#56): a forgotten password end to end (the link read from the
// outbox, the product's record of every email it sends), and Settings → Security: change the password
// and sign another device out.
import { expect, request, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible, sql, toast } from './helpers';
import { readyOwner } from './fixtures';

/** The reset link of the newest password-reset email to `email`, once it is written (after the answer). */
async function resetLink(email: string) {
  let text = '';
  await expect
    .poll(async () => {
      const rows = await sql(`SELECT text FROM "EmailOutbox" WHERE "to" = $1 AND kind = 'password-reset' ORDER BY "createdAt" DESC LIMIT 1`, [email]);
      text = rows[0]?.text ?? '';
      return text;
    })
    .toContain('/reset-password/');
  return new URL(/https?:\/\/\S+\/reset-password\/\S+/.exec(text)?.[0] ?? '').pathname;
}

test('an owner who forgot the password gets a link by email, chooses a new one and is signed in; the old sessions end', async ({ page, browser }) => {
  const owner = await readyOwner(page, { business: `Reset Shine ${Math.random().toString(36).slice(2, 8)}` });

  // Another phone, signed out, from the sign-in page.
  const context = await browser.newContext({ ...test.info().project.use });
  const phone = await context.newPage();
  await phone.goto('/auth');
  await phone.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(phone.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(phone, 'the forgot-password page');
  await phone.getByLabel('Email').fill(owner.email);
  await phone.getByRole('button', { name: 'Send me a link' }).click();
  await expect(phone.getByRole('status')).toContainText(`If an account uses ${owner.email}, we sent it a link`);

  await phone.goto(await resetLink(owner.email));
  await expect(phone.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(phone, 'the reset-password page');
  await phone.getByLabel('New password').fill('short');
  await phone.getByLabel('New password').evaluate((input: HTMLInputElement) => input.removeAttribute('minlength'));
  await phone.getByRole('button', { name: 'Save my new password' }).click();
  await expect(phone.getByRole('alert')).toHaveText('Password must be at least 8 characters');
  await phone.getByLabel('New password').fill('a-new-secret-42');
  await phone.getByRole('button', { name: 'Save my new password' }).click();
  // Signed in on this phone: the app opens the owner's home.
  await expect(phone.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The first phone's session ended with the reset.
  await page.reload();
  await expect(page).toHaveURL(/\/auth/);
  // The link works once.
  await phone.goto(await resetLink(owner.email));
  await expect(phone.getByRole('alert')).toHaveText('This link has expired or was already used');
  await context.close();
});

test('an owner changes the password in Settings and signs another device out', async ({ page, baseURL }) => {
  const owner = await readyOwner(page, { business: `Secure Shine ${Math.random().toString(36).slice(2, 8)}`, at: null });
  const tablet = await request.newContext({ baseURL, userAgent: 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' });
  expect((await tablet.post('/api/login', { data: { email: owner.email, password: 'password123' } })).ok()).toBe(true);

  await page.goto('/settings#security');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first()).toContainText('This device');
  await expectAccessible(page, 'Settings → Security', '#security');

  await devices.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page)).toContainText('Device signed out');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await tablet.get('/api/user')).status()).toBe(401);

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password').fill('changed-secret-7');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await form.getByLabel('Current password').fill('password123');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page)).toContainText('Password changed');
  await expect(form.getByLabel('Current password')).toHaveValue('');
  // Still signed in here.
  await page.reload();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await tablet.dispose();
});

test('an owner turns two-step sign-in on, keeps the recovery codes, and signs in with a code from the app', async ({ page }) => {
  const owner = await readyOwner(page, { business: `Two Step Shine ${Math.random().toString(36).slice(2, 8)}`, at: null });
  await page.goto('/settings#security');
  await page.getByRole('button', { name: 'Set Up Two-Step Sign-In' }).click();
  const setup = page.getByRole('form', { name: 'Set up two-step sign-in' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  await setup.getByLabel('Code from your app').fill(await generate({ secret }));
  await setup.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page, 'Settings → Security with recovery codes', '#security');
  await page.getByRole('button', { name: 'I saved them' }).click();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  // Signed out, the password alone asks for the code.
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const step = page.getByRole('form', { name: 'Two-step sign-in' });
  await step.getByLabel('Code').fill('000000');
  await step.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(step.getByText('That code is not right.', { exact: false })).toBeVisible();
  // The next step's code: the one used at setup may still be the current one, and a code works once.
  await step.getByLabel('Code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await step.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('an owner closes the account, the booking page shows the phone, and signing in again reopens everything', async ({ page, browser }) => {
  const owner = await readyOwner(page, { business: `Closing Shine ${Math.random().toString(36).slice(2, 8)}`, at: null });
  await page.goto('/settings#close');
  await page.getByRole('button', { name: 'Close My Account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You have no upcoming jobs.')).toBeVisible();
  await expectAccessible(page, 'the close-account dialog', '[role="dialog"]');
  await dialog.getByLabel('Password').fill('password123');
  await dialog.getByRole('button', { name: 'Close My Account' }).click();
  await expect(page).toHaveURL(/\/auth/);

  // A visitor finds the phone instead of a form.
  const visitor = await browser.newPage();
  const shown = await visitor.goto(`/booking/${owner.subdomain}`);
  expect(shown?.status()).toBe(410);
  await expect(visitor.getByText('is not taking bookings online anymore.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Call 913-555-0142' })).toBeVisible();
  await visitor.close();

  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('account-closed')).toContainText('Your account is closed.');
  await page.getByRole('button', { name: 'Reopen My Account' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
