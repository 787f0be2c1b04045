// The visitor's quote on the public booking page (#50), at phone size: a known truck shows its size at
// once, its add-on and condition price it before any day is chosen, and it books at that price and
// duration; an unknown model asks for the size; and without JavaScript the same form posts and the
// server renders the quote and the windows that fit it.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, sql, uniqueEmail } from './helpers';

const allWeek = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '08:00', end: '18:00' }]]));

/** An instant-mode owner: Full Detail 180.00, a truck 225.00 for 3 hours, a van 200.00; Pet hair removal 40.00 / 30 min. */
async function pricedBusiness(request: APIRequestContext) {
  const name = `Quote Shine ${Math.random().toString(36).slice(2, 8)}`;
  expect((await request.post('/api/register', { data: { firstName: 'Pia', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } })).status()).toBe(201);
  const b = await request.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' } });
  expect(b.status()).toBe(201);
  expect((await request.post('/api/onboarding/services', { data: { services: [{ name: 'Full Detail', price: '180' }] } })).ok()).toBe(true);
  expect((await request.put('/api/availability', { data: { bookingMode: 'instant', weeklyHours: allWeek, slotStepMinutes: 120 } })).status()).toBe(200);
  const subdomain = (await b.json()).subdomain as string;
  const [service] = await sql(`SELECT s."id", s."businessId" FROM "Service" s JOIN "Business" b ON b."id" = s."businessId" WHERE b."subdomain" = $1`, [subdomain]);
  await sql(`INSERT INTO "ServiceSizePrice" ("serviceId", "size", "price", "durationMinutes") VALUES ($1, 'truck', 225.00, 180), ($1, 'van', 200.00, 150)`, [service.id]);
  await sql(`INSERT INTO "AddOn" ("id", "businessId", "name", "price", "durationMinutes", "serviceIds", "updatedAt") VALUES ($1, $2, 'Pet hair removal', 40.00, 30, '{}', now())`, [
    `addon${Math.random().toString(36).slice(2, 10)}`,
    service.businessId,
  ]);
  return { subdomain, serviceId: service.id as string };
}

const quote = (page: Page) => page.getByTestId('quote-price');

async function chooseService(page: Page) {
  await page.getByLabel('Service').selectOption({ label: 'Full Detail — $180.00' });
}

async function findAndBook(page: Page, name: string, shown?: () => Promise<void>) {
  await page.getByLabel('ZIP code of the address').fill('66062');
  await page.getByRole('button', { name: 'Show free times' }).click();
  await expect(page.getByRole('navigation', { name: 'Days with free times' })).toBeVisible();
  await shown?.();
  await page.getByRole('group', { name: /^Arrival window on/ }).getByRole('radio').first().check();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Phone', { exact: true }).fill('(913) 555-0166');
  await page.getByLabel('Address where the car will be').fill('5 Elm St, Olathe KS');
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByTestId('booking-confirmation')).toContainText("You're booked!");
}

const jobOf = async (name: string) =>
  (
    await sql(
      `SELECT r."totalAmount"::text AS total, r."vehicleSize" AS size, r."durationMinutes" AS minutes, r."priceIsEstimate" AS estimate
       FROM "ServiceRecord" r JOIN "Customer" c ON c."id" = r."customerId" WHERE c."firstName" || ' ' || c."lastName" = $1`,
      [name],
    )
  )[0];

test.describe('with JavaScript', () => {
  test('a known truck shows its size at once and is priced before a day; it books at that price and time', async ({ page, request }) => {
    const { subdomain } = await pricedBusiness(request);
    await page.goto(`/booking/${subdomain}`);
    await chooseService(page);
    await page.getByLabel('Car year').fill('2021');
    await page.getByLabel('Car make').fill('Ford');
    await page.getByLabel('Car model').fill('F-150');
    await expect(page.getByTestId('vehicle-size')).toHaveText('Size: Truck');
    await expect(page.getByRole('group', { name: 'What size is it?' })).toHaveCount(0);
    await expect(quote(page)).toHaveText('Estimated $225–$281.25');
    await page.getByRole('checkbox', { name: /Pet hair removal/ }).check();
    await expect(quote(page)).toHaveText('Estimated $265–$321.25');
    await expect(page.getByTestId('quote')).toContainText('About 3 h 30 min');
    await page.getByLabel('Condition of the car (optional)').selectOption('moderate');
    await expect(quote(page)).toHaveText('$298.75');
    await expectAccessible(page, 'the booking page with a quote', '#book');
    await findAndBook(page, 'Tess Truck');
    expect(await jobOf('Tess Truck')).toEqual({ total: '298.75', size: 'truck', minutes: 210, estimate: false });
  });

  test('an unknown model asks for the size, and books at the size chosen', async ({ page, request }) => {
    const { subdomain } = await pricedBusiness(request);
    await page.goto(`/booking/${subdomain}`);
    await chooseService(page);
    await page.getByLabel('Car make').fill('Acme');
    await page.getByLabel('Car model').fill('Roadrunner');
    const sizes = page.getByRole('group', { name: 'What size is it?' });
    await expect(sizes).toBeVisible();
    await expect(sizes).toContainText('Minivans, passenger vans and cargo vans.');
    await sizes.getByRole('radio', { name: /^Van/ }).check();
    await expect(quote(page)).toHaveText('Estimated $200–$250');
    await findAndBook(page, 'Una Known');
    expect(await jobOf('Una Known')).toEqual({ total: '200.00', size: 'van', minutes: 150, estimate: true });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and the server renders the quote and the windows that fit it', async ({ page, request }) => {
    const { subdomain } = await pricedBusiness(request);
    await page.goto(`/booking/${subdomain}`);
    await chooseService(page);
    await page.getByLabel('Car make').fill('Ford');
    await page.getByLabel('Car model').fill('F150');
    await page.getByRole('checkbox', { name: /Pet hair removal/ }).check();
    await page.getByLabel('Condition of the car (optional)').selectOption('heavy');
    await findAndBook(page, 'Noel Script', async () => {
      // The server's page: the quote of what was sent, the size from the table, the windows that fit.
      await expect(quote(page)).toHaveText('$321.25');
      await expect(page.getByTestId('vehicle-size')).toHaveText('Size: Truck');
      await expect(page).toHaveURL(/vehicleModel=F150/);
    });
    expect(await jobOf('Noel Script')).toEqual({ total: '321.25', size: 'truck', minutes: 210, estimate: false });
  });

  test('a business that takes requests shows the price before the request is sent, and the request keeps it', async ({ page, request }) => {
    const { subdomain } = await pricedBusiness(request);
    expect((await request.put('/api/availability', { data: { bookingMode: 'request' } })).status()).toBe(200);
    await page.goto(`/booking/${subdomain}`);
    await page.getByLabel('Your name').fill('Rhea Request');
    await page.getByLabel('Phone', { exact: true }).fill('(913) 555-0177');
    await chooseService(page);
    await page.getByLabel('Make', { exact: true }).fill('Ford');
    await page.getByLabel('Model', { exact: true }).fill('F150');
    await page.getByRole('checkbox', { name: /Pet hair removal/ }).check();
    await page.getByRole('button', { name: 'Show the price' }).click();
    // The server's page: the range (no condition given), what was typed kept, nothing sent yet.
    await expect(quote(page)).toHaveText('Estimated $265–$321.25');
    await expect(page.getByTestId('vehicle-size')).toHaveText('Size: Truck');
    await expect(page.getByLabel('Your name')).toHaveValue('Rhea Request');
    await page.getByLabel('Condition of the car (optional)').selectOption('moderate');
    await page.getByRole('button', { name: 'Show the price' }).click();
    await expect(quote(page)).toHaveText('$298.75');
    await page.getByLabel('Preferred date').fill(new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('Address where the car will be').fill('5 Elm St, Olathe KS');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('booking-confirmation')).toBeVisible();
    const [sent] = await sql(`SELECT "quoteTotal"::text AS total, "vehicleSize" AS size, "durationMinutes" AS minutes FROM "BookingRequest" WHERE "name" = $1`, ['Rhea Request']);
    expect(sent).toEqual({ total: '298.75', size: 'truck', minutes: 210 });
  });
});
