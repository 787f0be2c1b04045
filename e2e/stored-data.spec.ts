// The installed app shows the last data its owner saw at once, while fresh data is still on its way
// (client/relay/persist.ts), and never to another account: signing out wipes it, and a second owner
// on the same phone sees only their own.
import { expect, type Page, type Route, test } from '@playwright/test';
import { completeOnboarding, customerDetail, requestBooking, signUpOnAuth, storedSnapshot, storedText, subdomainOf, uniqueEmail } from './helpers';
import { readyOwner } from './fixtures';

/**
 * Marks the stored snapshot as kept by another build. Done from a page of the same origin that is not
 * the app (its JSON health check), so no save of the app can overwrite it meanwhile.
 */
async function markSnapshotOfAnotherBuild(page: Page) {
  await page.goto('/healthz');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('launchpad-relay', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const table = open.result.transaction('snapshot', 'readwrite').objectStore('snapshot');
          const get = table.get('last');
          get.onsuccess = () => {
            const put = table.put({ ...get.result, version: 'an-older-build' }, 'last');
            put.onerror = () => reject(put.error);
            put.onsuccess = () => {
              open.result.close();
              resolve();
            };
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** Every GraphQL request from now on goes out and is never answered (a network too slow to matter). */
const hangGraphQL = (page: Page) => page.route('**/graphql', () => {});
const answerGraphQL = (page: Page) => page.unrouteAll({ behavior: 'ignoreErrors' });

/** A signed-in, set-up owner with one customer, whose dashboard and customers were seen (and so stored). */
async function ownerWithStoredData(page: Page, name: string) {
  const business = `${name} Detailing ${Math.random().toString(36).slice(2, 8)}`;
  const { email } = await readyOwner(page, { firstName: name, business });
  await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();
  await expect.poll(() => storedText(page), { timeout: 10_000 }).toContain(business);
  const customer = `${name}client Stored`;
  const res = await page.request.post('/api/customers', { data: { firstName: `${name}client`, lastName: 'Stored', phone: '913-555-0191' } });
  expect(res.status()).toBe(201);
  await page.goto('/customers');
  await expect(page.getByText(customer)).toBeVisible();
  await expect.poll(() => storedText(page), { timeout: 10_000 }).toContain(`${name}client`);
  return { email, business, customer };
}

// The snapshot lives in IndexedDB whether or not a service worker serves the shell; without one the test does not depend on the worker's install.
test.use({ serviceWorkers: 'block' });

test('reopened on a network that does not answer, the app shows the last data at once; sign-out wipes it and the next owner never sees it', async ({
  page,
  request,
}) => {
  const ada = await ownerWithStoredData(page, 'Ada');

  await hangGraphQL(page);
  await page.reload();
  await expect(page.getByText(ada.customer)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: ada.business, level: 1 })).toBeVisible();
  await answerGraphQL(page);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => storedSnapshot(page)).toBeNull();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('lp_account');

  // A second owner signs in on the same phone, and opens the app while GraphQL hangs: nothing of Ada's.
  const bea = { email: uniqueEmail('bea'), password: 'password123' };
  expect((await request.post('/api/register', { data: { firstName: 'Bea', lastName: 'Second', ...bea } })).status()).toBe(201);
  await page.getByLabel('Email').fill(bea.email);
  await page.getByLabel('Password').fill(bea.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await hangGraphQL(page);
  await page.goto('/customers');
  // The app is up (it rendered once the store was restored), its data still on the way.
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText(ada.customer)).toHaveCount(0);
  await expect(page.getByText(ada.business)).toHaveCount(0);
  await answerGraphQL(page);
  await page.reload();
  await expect(page.getByText(ada.customer)).toHaveCount(0);
  expect(await storedText(page)).not.toContain('Adaclient');
});

test('an account that signs in without the last one signing out never sees the stored data of the last one', async ({ page, browser }) => {
  const ada = await ownerWithStoredData(page, 'Ada');
  const before = await storedSnapshot(page);
  expect(before?.account).toBeTruthy();

  // Bea, set up on another phone, signs in on this browser (Ada's session replaced, as when it ended and Bea took the phone).
  const other = await browser.newPage({ baseURL: new URL(page.url()).origin, serviceWorkers: 'block' });
  const beaEmail = await signUpOnAuth(other, { firstName: 'Bea' });
  await completeOnboarding(other, `Bea Detailing ${Math.random().toString(36).slice(2, 8)}`);
  await other.close();
  expect((await page.request.post('/api/login', { data: { email: beaEmail, password: 'password123' } })).status()).toBe(200);

  await hangGraphQL(page);
  await page.goto('/customers');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText(ada.customer)).toHaveCount(0);
  await expect(page.getByText(ada.business)).toHaveCount(0);
  // Ada's snapshot was dropped unread.
  await expect.poll(() => storedSnapshot(page)).toBeNull();
  await answerGraphQL(page);
  await page.reload();
  await expect(page.getByText('No customers yet')).toBeVisible();
  await expect(page.getByText(ada.customer)).toHaveCount(0);
  // What is stored now is Bea's.
  await expect.poll(async () => (await storedSnapshot(page))?.account).toBeTruthy();
  expect((await storedSnapshot(page))?.account).not.toBe(before?.account);
  expect(await storedText(page)).not.toContain('Adaclient');
});

test('after a deploy, the snapshot kept by the last build is dropped unread: its records may not fit the new queries', async ({ page }) => {
  const ada = await ownerWithStoredData(page, 'Ada');
  const kept = (await storedSnapshot(page))?.version;
  expect(kept).toBeTruthy();
  await markSnapshotOfAnotherBuild(page);

  await hangGraphQL(page);
  await page.goto('/customers');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText(ada.customer)).toHaveCount(0);
  await expect.poll(() => storedSnapshot(page)).toBeNull();
  await answerGraphQL(page);
  await page.reload();
  await expect(page.getByText(ada.customer)).toBeVisible();
  // What is stored now is this build's.
  await expect.poll(async () => (await storedSnapshot(page))?.version).toBe(kept);
});

test('a form opened on the stored data takes the fresh data where the owner has not typed, and saves no stale value', async ({ page }) => {
  const ada = await ownerWithStoredData(page, 'Ada');
  const detail = customerDetail(page);
  await page.getByRole('button', { name: new RegExp(ada.customer) }).click();
  await expect(detail.getByTestId('sms-consent')).toHaveText('No consent to texts yet');
  // The sheet's own fields are kept too.
  await expect.poll(async () => (await storedText(page)).includes('smsOptedOut'), { timeout: 10_000 }).toBe(true);
  const id = new URL(page.url()).searchParams.get('customer');
  expect(id).toBeTruthy();
  // Meanwhile, on another phone: a new number, and the customer's consent to texts.
  const list = (await (await page.request.get('/api/customers')).json()) as { id: string; firstName: string }[];
  const dbId = list.find((c) => c.firstName === 'Adaclient')?.id;
  const changed = await page.request.patch(`/api/customers/${dbId}`, { data: { phone: '913-555-0177', smsConsent: true } });
  expect(changed.status()).toBe(200);

  // Reopened on a slow network: the stored sheet at once, its fresh data held back until the owner has started editing.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.reload();
  await detail.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(detail.getByLabel('Phone')).toHaveValue('913-555-0191');
  await expect(detail.getByLabel('Agrees to receive text messages')).not.toBeChecked();
  await detail.getByLabel('Notes (optional)').fill('Gate code 42');
  release();
  // The fresh number and consent fill the fields the owner left; the note typed stays.
  await expect(detail.getByLabel('Phone')).toHaveValue('913-555-0177');
  await expect(detail.getByLabel('Agrees to receive text messages')).toBeChecked();
  await expect(detail.getByLabel('Notes (optional)')).toHaveValue('Gate code 42');
  await detail.getByRole('button', { name: 'Save Changes' }).click();
  // Saved: the sheet is back.
  await expect(detail.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(detail.getByTestId('sms-consent')).toContainText('Agreed to texts on');
  const saved = await page.request.post('/graphql', {
    data: { query: 'query($id: ID!) { node(id: $id) { ... on Customer { phone notes smsConsentAt } } }', variables: { id } },
  });
  const customer = (await saved.json()).data.node;
  expect(customer).toMatchObject({ phone: '913-555-0177', notes: 'Gate code 42' });
  expect(customer.smsConsentAt).toBeTruthy();
});

test("a live request that comes while the page's fresh data is on its way is not undone by that older data: the page fetches again", async ({ page }) => {
  const business = `Lia Live ${Math.random().toString(36).slice(2, 7)}`;
  await readyOwner(page, { firstName: 'Lia', business, fullDetail: true });
  await requestBooking(page.request, subdomainOf(business), 'Rita First');
  await page.goto('/dashboard');
  const badge = page.getByTestId('pending-requests-badge');
  await expect(badge).toHaveText('1');
  await expect.poll(() => storedText(page), { timeout: 10_000 }).toContain('Rita First');
  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();

  // Back on the home, drawn from the stored data: its fresh data is computed by the server at once but
  // reaches the page only when let go, after a new request has come live.
  let letGo = () => {};
  const gate = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let computed = () => {};
  const answered = new Promise<void>((resolve) => {
    computed = resolve;
  });
  const holdHome = async (route: Route) => {
    if (!(route.request().postData() ?? '').includes('query DashboardPageQuery')) return route.fallback();
    const response = await route.fetch();
    computed();
    await gate;
    await route.fulfill({ response });
  };
  await page.route('**/graphql', holdHome);
  const live = page.waitForResponse((r) => new URL(r.url()).pathname === '/graphql/stream' && !!r.request().postData()?.includes('ownerUpdates'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
  await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();
  await answered;
  expect((await live).status()).toBe(202);
  await requestBooking(page.request, subdomainOf(business), 'Rita Second');
  await expect(badge).toHaveText('2');
  await expect(page.getByRole('main').getByText('Rita Second')).toBeVisible();

  // The older answer lands (one pending request) and the page fetches its data again.
  const refetched = page.waitForRequest((r) => (r.postData() ?? '').includes('query DashboardPageQuery'), { timeout: 10_000 });
  letGo();
  await refetched;
  await expect(badge).toHaveText('2');
  await expect(page.getByRole('main').getByText('Rita Second')).toBeVisible();
  await page.unroute('**/graphql', holdHome);
});
