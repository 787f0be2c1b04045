// The owner's Requests inbox in the browser: what a request card offers, and declining.
import { expect, type Page, test } from '@playwright/test';
import { localDay, sql, uniqueEmail } from './helpers';

/** A signed-in owner with a business offering Full Detail, made through the API in the page's own session. */
async function ownerWithBusiness(page: Page) {
  const name = `Inbox Shine ${Math.random().toString(36).slice(2, 8)}`;
  const email = uniqueEmail();
  const reg = await page.request.post('/api/register', { data: { firstName: 'Nia', lastName: 'Owner', email, password: 'password123' } });
  expect(reg.status()).toBe(201);
  const b = await page.request.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' } });
  expect(b.status()).toBe(201);
  await page.request.post('/api/onboarding/services', { data: { services: [{ name: 'Full Detail', price: '180' }] } });
  return { name, email, subdomain: (await b.json()).subdomain as string };
}

/** A visitor's request, sent as the public page sends it. */
async function visitorRequest(page: Page, subdomain: string, patch: Record<string, unknown> = {}) {
  const res = await page.request.post(`/api/booking/${subdomain}/requests`, {
    data: {
      name: 'Nell Noemail',
      phone: '913.555.0123',
      serviceName: 'Full Detail',
      vehicleMake: 'Ford',
      vehicleModel: 'F-150',
      preferredDate: localDay(3),
      preferredTime: 'morning',
      address: '12 Elm St, Olathe KS 66062',
      ...patch,
    },
  });
  expect(res.status()).toBe(201);
}

test('declining a visitor who gave no email says no message can be sent, offers no message box, and offers Call and Text', async ({ page }) => {
  const { subdomain } = await ownerWithBusiness(page);
  await visitorRequest(page, subdomain);
  await page.goto('/requests');
  const card = page.getByTestId('booking-request').filter({ hasText: 'Nell Noemail' });
  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: "Decline Nell Noemail's request" });
  await expect(dialog.getByText('Nell Noemail gave no email, so no message can be sent')).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  // Call or text them from the phone instead.
  await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\d+$/);
  await expect(dialog.getByRole('link', { name: 'Text' })).toHaveAttribute('href', /^sms:\d+\?&body=Hi%20Nell%2C%20thank%20you/);
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('declined');
});

test('declining a visitor who gave an email offers the message by email', async ({ page }) => {
  const { subdomain, email } = await ownerWithBusiness(page);
  await visitorRequest(page, subdomain, { name: 'Emma Email', email: 'emma@example.com' });
  // A decline message goes only from a paid owner, to a request at least a minute old (issue #26).
  await sql(`UPDATE "User" SET "paymentVerified" = true WHERE email = $1`, [email]);
  await sql(`UPDATE "BookingRequest" SET "createdAt" = now() - interval '2 minutes' WHERE "ownerId" = (SELECT id FROM "User" WHERE email = $1)`, [email]);
  await page.goto('/requests');
  const card = page.getByTestId('booking-request').filter({ hasText: 'Emma Email' });
  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: "Decline Emma Email's request" });
  await dialog.getByLabel('Message to the visitor (optional, sent by email)').fill('Fully booked that week, sorry!');
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(card).toContainText('declined');
});

test('the server\'s refusals of a decline message show under the message box, with a way to decline without it', async ({ page }) => {
  const { subdomain, email } = await ownerWithBusiness(page);
  await visitorRequest(page, subdomain, { name: 'Rita Refused', email: 'rita@example.com' });
  await page.goto('/requests');
  const card = page.getByTestId('booking-request').filter({ hasText: 'Rita Refused' });
  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: "Decline Rita Refused's request" });
  const box = dialog.getByLabel('Message to the visitor (optional, sent by email)');
  await box.fill('Fully booked that week, sorry!');
  const send = dialog.getByRole('button', { name: 'Decline request' });

  // An unpaid trial cannot add free text (402).
  await send.click();
  const needsPayment = 'Personal decline messages are available once your payment is verified. Decline without a message for now.';
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(needsPayment);

  // Paid, but the request only just arrived.
  await sql(`UPDATE "User" SET "paymentVerified" = true WHERE email = $1`, [email]);
  await send.click();
  await expect(box).toHaveAccessibleDescription('A message can be sent a minute after the request arrived. Please try again shortly.');

  // Old enough, but the day's messages are used up (429).
  await sql(`UPDATE "BookingRequest" SET "createdAt" = now() - interval '2 minutes' WHERE "ownerId" = (SELECT id FROM "User" WHERE email = $1)`, [email]);
  await sql(
    `INSERT INTO "EmailOutbox" (id, kind, "to", "replyTo", subject, text, html, "sentAt") SELECT 'cap' || g || md5($1), 'booking-declined', 'old@example.com', $1, 's', 't', 'h', now() FROM generate_series(1, 20) g`,
    [email],
  );
  await send.click();
  await expect(box).toHaveAccessibleDescription(/You can send up to 20 decline messages a day/);
  await expect(card).not.toContainText('declined');

  // Editing the message clears the refusal; declining without a message goes through.
  await box.fill('Another try');
  await expect(box).not.toHaveAttribute('aria-invalid', 'true');
  await send.click();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Decline without a message' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('declined');
});

test("a request card shows the visitor's number; Text fills in a message; the address opens maps and the email mail", { tag: '@desktop' }, async ({ page }) => {
  const { name, subdomain } = await ownerWithBusiness(page);
  await visitorRequest(page, subdomain, { name: 'Cora Card', email: 'cora@example.com' });
  await page.goto('/requests');
  const card = page.getByTestId('booking-request').filter({ hasText: 'Cora Card' });
  await expect(card.getByRole('link', { name: '(913) 555-0123' })).toHaveAttribute('href', 'tel:9135550123');
  const text = await card.getByRole('link', { name: 'Text' }).getAttribute('href');
  expect(text).toMatch(/^sms:9135550123\?&body=/);
  expect(decodeURIComponent(text?.split('body=')[1] ?? '')).toMatch(new RegExp(`^Hi Cora, this is ${name} about your Full Detail request for `));
  await expect(card.getByRole('link', { name: '12 Elm St, Olathe KS 66062' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('12 Elm St, Olathe KS 66062')}`,
  );
  await expect(card.getByRole('link', { name: 'cora@example.com' })).toHaveAttribute('href', 'mailto:cora@example.com');
});
