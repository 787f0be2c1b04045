import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, type Route } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl } from '../playwright.config';
import { Temporal } from 'temporal-polyfill';
import { DEFAULT_SERVICE_RADIUS, DEFAULT_SERVICES, DEFAULT_WEEKDAY_HOURS, DEFAULT_WEEKEND_HOURS, PHONE_AVAILABILITY } from '../common/business';

/** The visible toast (Radix also mirrors it into a live region for screen readers). */
export const toast = (page: Page) => page.getByTestId('toast');

export const uniqueEmail = (name = 'owner') => `${name}.${randomBytes(5).toString('hex')}@example.com`;

/** Signs up through the /auth form, as a person does; lands on /onboarding. */
export async function signUpInUi(page: Page, opts: { firstName?: string; email?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill(opts.firstName ?? 'Jordan');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(opts.password ?? 'password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  return email;
}

/**
 * A new owner signed in on the page's context, on /onboarding (readyOwner with no business). Journeys
 * about a set-up owner start from readyOwner (e2e/fixtures.ts) instead; auth.spec walks the form.
 */
export async function signUpOnAuth(page: Page, opts: { firstName?: string; email?: string; password?: string } = {}) {
  return (await readyOwner(page, { ...opts, business: null })).email;
}

/** Walks the onboarding wizard as a person does, filling each step before `step` (1–5), and stops on that step. */
export async function walkOnboardingTo(page: Page, businessName: string, step: 1 | 2 | 3 | 4 | 5) {
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  const fills = [
    () => page.getByLabel('Or enter a custom name').fill(businessName),
    () => page.getByLabel('Business phone').fill('913-555-0142'),
    async () => {
      await page.getByLabel('City').fill('Olathe');
      await page.getByLabel('State').selectOption('KS');
      await page.getByLabel('ZIP code').fill('66062');
    },
    async () => {},
  ];
  for (const fill of fills.slice(0, step - 1)) {
    await fill();
    await next();
  }
}

/** Walks the five onboarding steps with the given business name, as a person does; lands on /dashboard. */
export async function completeOnboardingInUi(page: Page, businessName: string) {
  await walkOnboardingTo(page, businessName, 5);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Sets the signed-in owner's business up (setUpBusiness), then opens /dashboard. */
export async function completeOnboarding(page: Page, businessName: string) {
  await setUpBusiness(page, businessName);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Runs SQL on the e2e server's database: its database on the PostgreSQL server, or the embedded one (playwright.config.ts). */
export async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Records the names of the GraphQL queries and mutations the page sends from now on (not
 * subscriptions), so a test can say a change went out as its mutation alone, without a refetch.
 */
export function graphqlOperations(page: Page) {
  const names: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname !== '/graphql' || r.method() !== 'POST') return;
    const name = /^\s*(query|mutation) (\w+)/.exec(JSON.parse(r.postData() ?? '{}').query ?? '')?.[2];
    if (name) names.push(name);
  });
  return names;
}

/** The booking path of a business name (as onboarding derives it). */
export const subdomainOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The zone of the businesses these tests set up (ZIP 66062, Olathe KS): the owner's screens show its days and times. */
export const BUSINESS_ZONE = 'America/Chicago';
/** The business's date `days` from its today, YYYY-MM-DD. */
export const businessDay = (days = 0, zone = BUSINESS_ZONE) => Temporal.Now.plainDateISO(zone).add({ days }).toString();
/** The instant of a wall-clock time (HH:MM) on a business day. */
export const businessTime = (day: string, hhmm: string, zone = BUSINESS_ZONE) =>
  new Date(Temporal.PlainDateTime.from(`${day}T${hhmm}`).toZonedDateTime(zone).epochMilliseconds);
/** A datetime-local input's value for an instant, as the owner types it: the business's wall clock. */
export const businessInput = (at: Date, zone = BUSINESS_ZONE) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone).toPlainDateTime().toString({ smallestUnit: 'minute' });
/** An instant as the owner's screens write it (en-US, the business's zone). */
export const businessLabel = (at: Date, options: Intl.DateTimeFormatOptions, zone = BUSINESS_ZONE) => at.toLocaleString('en-US', { ...options, timeZone: zone });

const pad2 = (n: number) => String(n).padStart(2, '0');
/** The local date `days` from today, YYYY-MM-DD. */
export const localDay = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
};

/** The signed-in owner offers the Full Detail service (which requestBooking asks for). */
export async function offerFullDetail(page: Page) {
  const res = await page.request.post('/api/onboarding/services', { data: { services: [{ name: 'Full Detail', price: '180' }] } });
  expect(res.ok()).toBe(true);
}

/** A visitor's booking request for Full Detail through the public API; returns its id. */
export async function requestBooking(request: APIRequestContext, subdomain: string, name: string, preferredDate = localDay(1)) {
  const res = await request.post(`/api/booking/${subdomain}/requests`, {
    data: { name, phone: '913-555-0188', serviceName: 'Full Detail', vehicleMake: 'Subaru', vehicleModel: 'Outback', preferredDate, preferredTime: 'morning', address: '77 Oak Ave, Olathe KS' },
  });
  expect(res.status()).toBe(201);
  return String((await res.json()).id);
}

/** The signed-in owner (the page's cookies) accepts a request for the given instant. */
export async function acceptBooking(page: Page, id: string, at: Date) {
  const res = await page.request.post(`/api/booking-requests/${id}/accept`, { data: { serviceDate: at.toISOString(), totalAmount: '180' } });
  expect(res.status()).toBe(200);
}

/** A GraphQL global id, as the owner's pages use in their addresses (/invoices/{id}). */
export const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

const rowId = () => `e2e${randomBytes(10).toString('hex')}`;

/**
 * An owner (through the API, in `request`'s cookie jar) whose business takes cards (a connected account,
 * charges enabled) and offers Full Detail at 180.00; `instant` books instantly all week (2-hour steps),
 * `depositPercent` asks that deposit on its services.
 */
export async function cardBusiness(request: APIRequestContext, opts: { prefix?: string; firstName?: string; instant?: boolean; depositPercent?: number } = {}) {
  const name = `${opts.prefix ?? 'Card Shine'} ${randomBytes(3).toString('hex')}`;
  const reg = await request.post('/api/register', { data: { firstName: opts.firstName ?? 'Dora', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } });
  expect(reg.status()).toBe(201);
  const ownerId = (await reg.json()).id as string;
  const b = await request.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062', phone: '913-555-0142' } });
  expect(b.status()).toBe(201);
  expect((await request.post('/api/onboarding/services', { data: { services: [{ name: 'Full Detail', price: '180' }] } })).ok()).toBe(true);
  if (opts.instant) {
    const allWeek = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '09:00', end: '17:00' }]]));
    expect((await request.put('/api/availability', { data: { bookingMode: 'instant', weeklyHours: allWeek, slotStepMinutes: 120 } })).status()).toBe(200);
  }
  await sql(`UPDATE "Business" SET "stripeAccountId" = $2, "chargesEnabled" = true WHERE "ownerId" = $1`, [ownerId, `acct_e2e${randomBytes(8).toString('hex')}`]);
  if (opts.depositPercent !== undefined) {
    await sql(`UPDATE "Service" SET "depositType" = 'percent', "depositValue" = $2 WHERE "businessId" = (SELECT id FROM "Business" WHERE "ownerId" = $1)`, [ownerId, opts.depositPercent]);
  }
  return { name, ownerId, subdomain: (await b.json()).subdomain as string };
}

/**
 * An owner (through the API) whose business takes cards (or not) and a sent invoice #7: Full Detail
 * 180.00 + Pet hair 25.00, discount 10.33, tax 8.25 % = 16.06, deposit 50.00: balance 160.73.
 */
export async function sentInvoice(request: APIRequestContext, opts: { cards: boolean }) {
  const name = `Paid Shine ${Math.random().toString(36).slice(2, 8)}`;
  const reg = await request.post('/api/register', { data: { firstName: 'Olga', lastName: 'Owner', email: uniqueEmail(), password: 'password123' } });
  expect(reg.status()).toBe(201);
  const ownerId = (await reg.json()).id as string;
  const b = await request.post('/api/onboarding/business', { data: { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062', phone: '913-555-0142' } });
  expect(b.status()).toBe(201);
  const c = await request.post('/api/customers', { data: { firstName: 'Casey', lastName: 'Zebulon', phone: '(816) 555-0199', email: 'casey@example.com' } });
  expect(c.status()).toBe(201);
  const customerId = (await c.json()).id as string;
  await sql(`UPDATE "Business" SET "stripeAccountId" = $2, "chargesEnabled" = $3, "brandColor" = '#0f766e' WHERE "ownerId" = $1`, [ownerId, `acct_${rowId()}`, opts.cards]);
  const token = randomBytes(32).toString('base64url');
  const invoiceId = rowId();
  await sql(
    `INSERT INTO "Invoice" (id, "ownerId", number, "customerId", status, discount, "taxRate", "depositApplied", subtotal, tax, total, "dueDate", "payToken", "sentAt", "updatedAt")
     VALUES ($1, $2, 7, $3, 'sent', 10.33, 8.25, 50.00, 205.00, 16.06, 210.73, (now() + interval '14 days')::date, $4, now(), now())`,
    [invoiceId, ownerId, customerId, token],
  );
  await sql(`INSERT INTO "InvoiceLine" (id, "invoiceId", description, quantity, "unitPrice", position) VALUES ($1, $3, 'Full Detail', 1, 180.00, 0), ($2, $3, 'Pet hair', 1, 25.00, 1)`, [
    rowId(),
    rowId(),
    invoiceId,
  ]);
  return { token, name, invoiceId };
}

/**
 * What a customer's Pay on the pay link (invoice or deposit) does, as requests: the form's post answers
 * the Stripe stand-in's Checkout, whose Pay completes the session (its signed webhook reaches the app
 * before it answers) and sends the customer back. Returns that return address (…?session_id=…).
 */
export async function payThroughCheckout(request: APIRequestContext, token: string, form: Record<string, string> = {}) {
  const started = await request.post(`/pay/${token}/checkout`, { form, maxRedirects: 0 });
  expect(started.status(), await started.text()).toBe(303);
  const checkout = started.headers().location;
  expect(checkout).toMatch(/\/checkout\/cs_test_/);
  const paid = await request.post(`${checkout}/pay`, { form: { email: 'customer@example.com' }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  return paid.headers().location;
}

/**
 * Opens the signed-in owner's business every day around the clock: a job booked at a time from now
 * is within the hours (#47.13: outside them New job asks "Book it anyway?") whenever the test runs.
 */
export async function openAroundTheClock(request: APIRequestContext) {
  const day = [{ start: '00:00', end: '24:00' }];
  const res = await request.put('/api/availability', { data: { weeklyHours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day } } });
  expect(res.status()).toBe(200);
}

/** A signed-in owner with a business, a customer with an email, and a job of $180 (scheduled later today, or completed); answers the job's id. */
export async function ownerWithJob(page: Page, status: 'scheduled' | 'completed') {
  await readyOwner(page, { firstName: 'Ivy', business: `Invoice Co ${Math.random().toString(36).slice(2, 8)}` });
  await openAroundTheClock(page.request);
  const c = await page.request.post('/api/customers', { data: { firstName: 'Nora', lastName: 'Payne', phone: '913-555-0177', email: 'nora@example.com' } });
  expect(c.status()).toBe(201);
  const services: { id: string; name: string }[] = await (await page.request.get('/api/services')).json();
  const serviceId = services.find((s) => s.name === 'Premium Detail')?.id;
  const job = await page.request.post('/api/appointments', {
    data: { customerId: (await c.json()).id, serviceDate: laterToday().toISOString(), status, serviceId, totalAmount: '180' },
  });
  expect(job.status()).toBe(201);
  return String((await job.json()).id);
}

/**
 * The money screen's invoices of the owner `email`: #1 Casey, paid 120.00 today; #2 Dana, 80.00 sent today,
 * 20.00 deposit credited and 30.00 paid (balance 30.00); #3 Dana, 45.50 sent 40 days ago and unpaid
 * (outside this week and month).
 */
export async function moneyInvoices(page: Page, email: string) {
  const [{ id: ownerId }] = await sql(`SELECT id FROM "User" WHERE email = $1`, [email]);
  const customer = async (firstName: string, lastName: string, phone: string) =>
    (await (await page.request.post('/api/customers', { data: { firstName, lastName, phone } })).json()).id as string;
  const casey = await customer('Casey', 'Zebulon', '(816) 555-0199');
  const dana = await customer('Dana', 'Young', '(816) 555-0198');
  const invoice = async (number: number, customerId: string, f: { status: string; total: string; deposit: string; paid: string; daysAgo: number; paidNow?: boolean }) => {
    const invoiceId = rowId();
    await sql(
      `INSERT INTO "Invoice" (id, "ownerId", number, "customerId", status, "depositApplied", subtotal, total, "amountPaid", "dueDate", "payToken", "sentAt", "paidAt", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, (now() + interval '14 days')::date, $9, now() - make_interval(days => $10), CASE WHEN $11 THEN now() END, now() - make_interval(days => $10), now())`,
      [invoiceId, ownerId, number, customerId, f.status, f.deposit, f.total, f.paid, randomBytes(32).toString('base64url'), f.daysAgo, f.paidNow ?? false],
    );
    if (f.paid !== '0') await sql(`INSERT INTO "InvoicePayment" (id, "invoiceId", method, amount) VALUES ($1, $2, 'cash', $3)`, [rowId(), invoiceId, f.paid]);
    return invoiceId;
  };
  await invoice(1, casey, { status: 'paid', total: '120.00', deposit: '0', paid: '120.00', daysAgo: 0, paidNow: true });
  const partly = await invoice(2, dana, { status: 'partially_paid', total: '80.00', deposit: '20.00', paid: '30.00', daysAgo: 0 });
  const old = await invoice(3, dana, { status: 'sent', total: '45.50', deposit: '0', paid: '0', daysAgo: 40 });
  return { partly, old };
}

/** A customer's detail: a sheet (dialog) on phones, a pane beside the list on a desktop. */
export const customerDetail = (page: Page) =>
  page.getByRole('dialog', { name: 'Customer Details' }).or(page.getByRole('region', { name: 'Customer Details' }));

/** An administrator in a browser context of their own, ready-made and promoted, on /admin. */
export async function newAdmin(browser: Browser, firstName = 'Ops') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await readyOwner(page, { firstName, business: null, at: null });
  await sql(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [email]);
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Payments' })).toBeVisible();
  return { context, page };
}

/** axe (WCAG 2.0/2.1 A and AA) on the page, or on `include` within it: no serious or critical violation. */
export async function expectAccessible(page: Page, where: string, include?: string) {
  // A dialog fading in, a toast sliding: axe reads the colours once the page's animations are done.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY).map((a) => a.finished.catch(() => null))));
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

/**
 * axe is a script, which a page without JavaScript cannot run: the markup that page shows is served,
 * at its own address and without its scripts (none is fetched either), to a page that runs axe and nothing else.
 */
export async function expectAccessibleWithoutJs(browser: Browser, shown: Page, where: string) {
  const html = (await shown.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const context = await browser.newContext({ viewport: shown.viewportSize(), javaScriptEnabled: true });
  const page = await context.newPage();
  await page.route(shown.url(), (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.goto(shown.url());
  await expectAccessible(page, where);
  await context.close();
}

// The owner's stored data (client/relay/persist.ts).
/** The stored snapshot in the page's IndexedDB, or null. */
export const storedSnapshot = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ account: string; version?: string; records: Record<string, unknown> } | null>((resolve, reject) => {
        const open = indexedDB.open('launchpad-relay', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('snapshot');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('snapshot').objectStore('snapshot').get('last');
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result ?? null);
          };
        };
      }),
  );
export const storedText = async (page: Page) => JSON.stringify((await storedSnapshot(page))?.records ?? null);

/** A time for a job "today", at most `minutes` from now and by `latest` (default 23:59): today both in the browser's
 * zone (the machine's) and in the business's (the e2e ZIP 66062 is in America/Chicago), where the server decides "today". */
export function laterToday(minutes = 10, latest = { hour: 23, minute: 59 }, zone = 'America/Chicago') {
  const by = (z: string) => Temporal.Now.zonedDateTimeISO(z).with({ ...latest, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 }).epochMilliseconds;
  return new Date(Math.min(Date.now() + minutes * 60_000, by(Temporal.Now.timeZoneId()), by(zone)));
}

/**
 * Holds back every GraphQL request of the page from now on (not the event stream), until `release` lets
 * them go: the page shows the stored data meanwhile. Use with `test.use({ serviceWorkers: 'block' })`.
 */
export async function holdGraphQL(page: Page) {
  const held: Route[] = [];
  let released = false;
  const hold = async (route: Route) => {
    if (released) await route.continue();
    else held.push(route);
  };
  await page.route('**/graphql', hold);
  return {
    async release() {
      released = true;
      // A request of a page since left is gone (nothing to continue).
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
      await page.unroute('**/graphql', hold);
    },
  };
}

/** The variables of the next mutation of that name the page sends. */
export const nextMutation = (page: Page, name: string) =>
  page
    .waitForRequest((r) => new URL(r.url()).pathname === '/graphql' && (r.postData() ?? '').includes(`mutation ${name}`))
    .then((r) => r.postDataJSON().variables);

// Ready-made owners (e2e/fixtures.ts gives them to tests as the `owner` fixture).

export interface OwnerOptions {
  firstName?: string;
  email?: string;
  password?: string;
  /** The business's name (set up through the wizard's mutation with its defaults); `null` leaves the owner new, before setup. */
  business?: string | null;
  /** The Founders Rate is paid (payment verified). */
  paid?: boolean;
  /** The business also offers "Full Detail" at 180 (what the visitors' requests of these tests ask for). */
  fullDetail?: boolean;
  /** Where the journey starts: /dashboard for a set-up owner, /onboarding for a new one; `null` opens nothing. */
  at?: string | null;
}

export interface ReadyOwner {
  email: string;
  businessName: string | null;
  /** The booking address of the business, or null before setup. */
  subdomain: string | null;
}

const randomName = () => `Ready Shine ${Math.random().toString(36).slice(2, 8)}`;

/** Signs a new owner in on `page`'s context (its cookie jar) in the state asked for, and opens `at`. */
export async function readyOwner(page: Page, opts: OwnerOptions = {}): Promise<ReadyOwner> {
  const email = opts.email ?? uniqueEmail();
  const registered = await page.request.post('/api/register', {
    data: { firstName: opts.firstName ?? 'Jordan', lastName: 'Rivera', email, password: opts.password ?? 'password123' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const businessName = opts.business === null ? null : (opts.business ?? randomName());
  if (businessName) await setUpBusiness(page, businessName);
  if (opts.fullDetail) await offerFullDetail(page);
  if (opts.paid) await sql(`UPDATE "User" SET "paymentVerified" = true WHERE email = $1`, [email]);
  const at = opts.at === undefined ? (businessName ? '/dashboard' : '/onboarding') : opts.at;
  if (at) {
    await page.goto(at);
    if (at === '/onboarding') await expect(page.getByLabel('Or enter a custom name')).toBeVisible();
    else await expect(page).toHaveURL(new RegExp(`${at.replace(/[?]/g, '\\?')}$`));
    // A set-up owner's page is on screen: its queries have answered (and the app knows the business's zone).
    if (businessName && at !== '/onboarding') await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  return { email, businessName, subdomain: businessName ? subdomainOf(businessName) : null };
}

/** Sets the signed-in owner's business up with what the wizard sends when its defaults are kept (the same mutation). */
export async function setUpBusiness(page: Page, businessName: string) {
  const res = await page.request.post('/graphql', {
      data: {
        query: `mutation E2eCompleteOnboarding($input: CompleteOnboardingInput!) {
          completeOnboarding(input: $input) { __typename ... on Error { message } }
        }`,
        variables: {
          input: {
            businessName,
            phone: '913-555-0142',
            city: 'Olathe',
            state: 'KS',
            zipCode: '66062',
            serviceRadius: DEFAULT_SERVICE_RADIUS,
            phoneAvailability: PHONE_AVAILABILITY[0],
            hoursWeekday: DEFAULT_WEEKDAY_HOURS,
            hoursWeekend: DEFAULT_WEEKEND_HOURS,
            services: DEFAULT_SERVICES.map(({ name, price, description }) => ({ name, price: String(Number(price)), description })),
          },
        },
      },
    });
  const body = await res.json();
  expect(body.data?.completeOnboarding?.__typename, JSON.stringify(body)).toBe('CompleteOnboardingSuccess');
}
