// Phones drop the connection (network change, sleep): live updates reconnect with backoff and the
// page refetches what it shows, so a reply sent while offline appears without a reload.
import { expect, test } from '@playwright/test';
import { completeOnboarding, newAdmin, signUpOnAuth } from './helpers';

test('a reply sent while the owner is offline appears when the network is back', async ({ browser }) => {
  const { context: adminContext } = await newAdmin(browser);

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUpOnAuth(owner, { firstName: 'Jess' });
  await completeOnboarding(owner, `Offline Town ${Math.random().toString(36).slice(2, 8)}`);
  const subject = `Lost signal ${Math.random().toString(36).slice(2, 8)}`;
  const created = await ownerContext.request.post('/api/support/ticket', {
    data: { category: 'Technical Issue', subject, message: 'Writing from the car park.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await owner.getByRole('button', { name: 'Support' }).click();
  const center = owner.getByRole('dialog', { name: 'Support Center' });
  await center.getByRole('tab', { name: 'My Tickets' }).click();
  await center.getByRole('button', { name: subject }).click();
  await expect(center.getByText('Writing from the car park.')).toBeVisible();

  // Live while online.
  const reply = (message: string) => adminContext.request.post(`/api/admin/tickets/${id}/reply`, { data: { message } });
  expect((await reply('First answer')).ok()).toBe(true);
  await expect(center.getByText('First answer')).toBeVisible({ timeout: 15_000 });

  await ownerContext.setOffline(true);
  // The page knows it is offline (the app's notice says so behind the open Support Center).
  await expect.poll(() => owner.evaluate(() => navigator.onLine)).toBe(false);
  expect((await reply('Sent while you were offline')).ok()).toBe(true);
  // Missed for now, as on a phone whose connection dropped (nothing reaches an offline browser): only the reconnection can bring it.
  await expect(center.getByText('Sent while you were offline')).toHaveCount(0);
  await ownerContext.setOffline(false);

  await expect(center.getByText('Sent while you were offline')).toBeVisible({ timeout: 20_000 });
  // And the stream is live again.
  expect((await reply('Back in touch')).ok()).toBe(true);
  await expect(center.getByText('Back in touch')).toBeVisible({ timeout: 15_000 });
  await adminContext.close();
  await ownerContext.close();
});
