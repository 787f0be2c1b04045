// The owner's customer messages in the browser, at both viewports: Settings → Messages refuses an
// unknown {variable} under its field, then saves, with the live preview of a real job; a text due to a
// customer who agreed to texts (no SMS provider here) waits in the home's To text card with an sms:
// link holding the number and the text, Mark sent takes it away, and the customer's sheet shows it sent;
// On my way on today's job puts the text with the owner's minutes in To text.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { customerDetail, laterToday, openAroundTheClock, sql, toast } from './helpers';
import { readyOwner } from './fixtures';

test.describe.configure({ timeout: 180_000 });

test('templates with a preview, a due text in To text, Mark sent, and the timeline', async ({ page }) => {
  const business = `Shine ${randomBytes(3).toString('hex')}`;
  const { email } = await readyOwner(page, { firstName: 'Msg', business });
  await openAroundTheClock(page.request);
  const created = await page.request.post('/api/customers', { data: { firstName: 'Mia', lastName: 'Texter', phone: '913-555-0166' } });
  expect(created.status()).toBe(201);
  const customerId = String((await created.json()).id);
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setHours(10, 0, 0, 0);
  const job = await page.request.post('/api/appointments', { data: { customerId, serviceDate: tomorrow.toISOString(), status: 'scheduled' } });
  expect(job.status()).toBe(201);

  // Settings → Messages: texts go through the owner's phone here (no SMS provider).
  await page.goto('/settings#messages');
  const section = page.locator('#messages');
  await expect(section.getByTestId('sms-provider')).toHaveText('Texts go to your To text list on the home screen; you send them from your own phone.');
  await expect(section).toContainText("Previews use Mia Texter's");
  const card = section.getByTestId('message-confirmation');
  await card.getByText('Edit confirmation').click();
  const body = card.getByLabel('Email text');
  await body.fill('Hi {customerFirstName}, your colour is {favouriteColour}.');
  await card.getByRole('button', { name: 'Save confirmation' }).click();
  await expect(card.getByText('Unknown variable {favouriteColour}')).toBeVisible();
  await expect(body).toHaveAttribute('aria-invalid', 'true');

  // A chip puts its variable where the cursor is; the preview fills in the real job's values.
  await body.fill('Hi {customerFirstName}, you are booked with .');
  await body.evaluate((el: HTMLTextAreaElement) => {
    el.focus();
    el.setSelectionRange(el.value.length - 1, el.value.length - 1);
  });
  await card.getByRole('button', { name: 'Insert {businessName}' }).click();
  await expect(body).toHaveValue('Hi {customerFirstName}, you are booked with {businessName}.');
  await expect(card.getByTestId('preview-email')).toHaveText(`Hi Mia, you are booked with ${business}.`);
  await card.getByRole('button', { name: 'Save confirmation' }).click();
  await expect(toast(page).filter({ hasText: 'Confirmation saved' })).toBeVisible();
  await expect(card.getByText('Unknown variable {favouriteColour}')).toHaveCount(0);
  await page.reload();
  await page.locator('#messages').getByTestId('message-confirmation').getByText('Edit confirmation (edited)').click();
  await expect(page.locator('#messages').getByTestId('message-confirmation').getByLabel('Email text')).toHaveValue(
    'Hi {customerFirstName}, you are booked with {businessName}.',
  );

  // The owner records Mia's consent to texts on her sheet.
  await page.goto('/customers');
  await page.getByRole('button', { name: /Mia Texter/ }).click();
  const detail = customerDetail(page);
  await expect(detail.getByTestId('sms-consent')).toHaveText('No consent to texts yet');
  await detail.getByRole('button', { name: 'Edit', exact: true }).click();
  await detail.getByLabel('Agrees to receive text messages').check();
  // How she agreed is recorded with it (the platform's number asks for it).
  await expect(detail.getByLabel('They told me (in person or on the phone)')).toBeChecked();
  await detail.getByLabel('In writing (a text, an email or a signed form)').check();
  await detail.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page).filter({ hasText: 'Customer updated' })).toBeVisible();
  await expect(detail.getByTestId('sms-consent')).toContainText('Agreed to texts on');
  await expect(detail.getByTestId('sms-consent')).toContainText('(in writing)');

  // A reminder text falls due (the row the scheduler writes when no SMS provider is configured).
  const [owner] = await sql(`SELECT id FROM "User" WHERE email = $1`, [email]);
  const text = `Reminder from ${business}: Full Detail tomorrow & see you then?`;
  const messageId = `e2e${randomBytes(8).toString('hex')}`;
  await sql(
    `INSERT INTO "CustomerMessage" (id, "ownerId", "customerId", kind, channel, status, "dueAt", "to", body, "updatedAt")
     VALUES ($1, $2, $3, 'reminder', 'manual_sms', 'scheduled', now() - interval '1 minute', '+19135550166', $4, now())`,
    [messageId, owner.id, customerId, text],
  );

  await page.goto('/dashboard');
  const toText = page.getByTestId('to-text');
  const item = toText.getByTestId('to-text-item').filter({ hasText: 'Mia Texter' });
  await expect(item).toContainText(text);
  const link = item.getByRole('link', { name: 'Open text to Mia Texter in Messages' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith('sms:+19135550166?')).toBe(true);
  expect(decodeURIComponent(href.slice(href.indexOf('body=') + 5))).toBe(text);
  await item.getByRole('button', { name: 'Mark text to Mia Texter sent' }).click();
  await expect(toast(page).filter({ hasText: 'Text to Mia marked sent' })).toBeVisible();
  await expect(page.getByTestId('to-text-item').filter({ hasText: 'Mia Texter' })).toHaveCount(0);
  const [row] = await sql(`SELECT status, "sentAt" FROM "CustomerMessage" WHERE id = $1`, [messageId]);
  expect(row.status).toBe('sent');
  expect(row.sentAt).not.toBeNull();

  // The customer's sheet: the reminder went out as a text from the owner's phone.
  await page.goto('/customers');
  await page.getByRole('button', { name: /Mia Texter/ }).click();
  const sent = customerDetail(page).getByTestId('customer-message').filter({ hasText: 'Reminder' }).filter({ hasText: 'Text from your phone' });
  await expect(sent).toContainText('Sent');
  await expect(sent).toContainText('to +19135550166');

  // On my way, on today's job from the home: the customer agreed to texts and there is no SMS
  // provider, so the text waits in To text, with the minutes the owner gave.
  const soon = laterToday();
  const todayJob = await page.request.post('/api/appointments', { data: { customerId, serviceDate: soon.toISOString(), status: 'scheduled' } });
  expect(todayJob.status()).toBe(201);
  await page.goto('/dashboard');
  const mia = page.getByRole('region', { name: "Today's appointments" }).getByTestId('appointment').filter({ hasText: 'Mia Texter' });
  await mia.getByRole('button', { name: 'On my way' }).click();
  const omw = page.getByRole('dialog', { name: 'Tell Mia you are on the way' });
  await expect(omw.getByLabel('Minutes until you arrive')).toHaveValue('15');
  await omw.getByLabel('Minutes until you arrive').fill('0');
  await omw.getByRole('button', { name: 'Send' }).click();
  await expect(omw.getByText('Enter the minutes until you arrive, 1 to 240')).toBeVisible();
  await omw.getByLabel('Minutes until you arrive').fill('10');
  await omw.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page).filter({ hasText: 'Text to Mia is ready in To text' })).toBeVisible();
  await expect(page.getByTestId('to-text-item').filter({ hasText: 'about 10 minutes' })).toContainText('Mia Texter');
});
