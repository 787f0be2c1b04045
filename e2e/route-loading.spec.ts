// Each route asks for its data with the route, in one round: no GraphQL request waits for another
// to finish (a component that runs its own query after the page's query answered would).
import { expect, type Page, test } from '@playwright/test';
import { sql } from './helpers';
import { readyOwner } from './fixtures';

// The page's own requests are measured: an installed app's worker sends a page's first queries itself, with
// its navigation (install.spec.ts), where page.route cannot hold them.
test.use({ serviceWorkers: 'block' });

/** Loads `path` afresh and returns the GraphQL requests it made, once the page shows `ready`. */
async function graphqlOnLoad(page: Page, path: string, ready: () => Promise<void>) {
  // The page left first: a query of the page before, still in flight, could otherwise be seen starting after the
  // listeners below and, cut off by the navigation, never finish.
  await page.goto('about:blank');
  const spans: { name: string; start: number; end: number }[] = [];
  const started = new Map<object, { name: string; start: number }>();
  let lastActivity = Date.now();
  // Queries only: live updates' event streams stay open as long as the page does.
  const onRequest = (r: import('@playwright/test').Request) => {
    if (new URL(r.url()).pathname !== '/graphql' || r.method() !== 'POST') return;
    const name = /^\s*query (\w+)/.exec(JSON.parse(r.postData() ?? '{}').query ?? '')?.[1];
    if (name) started.set(r, { name, start: Date.now() });
    lastActivity = Date.now();
  };
  const onDone = (r: import('@playwright/test').Request) => {
    const s = started.get(r);
    if (!s) return;
    spans.push({ ...s, end: Date.now() });
    lastActivity = Date.now();
  };
  // A mobile round trip, so a request made after another one answered shows as a second round.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 200, downloadThroughput: -1, uploadThroughput: -1 });
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  // The viewer guard is answered only once another of the page's queries was asked for, so a page query
  // that waited for the guard would never start (the test fails); one started by its own loader does.
  let pageQueryAsked = () => {};
  const pageQuerySeen = new Promise<void>((resolve) => {
    pageQueryAsked = resolve;
  });
  const slowGuard = async (route: import('@playwright/test').Route) => {
    if (route.request().postData()?.includes('query ProtectedRouteQuery')) await pageQuerySeen;
    else pageQueryAsked();
    await route.continue();
  };
  await page.route('**/graphql', slowGuard);
  await page.goto(path);
  await ready();
  // Settled: every query answered and none started for a while (a late one would show here).
  await expect.poll(() => spans.length === started.size && Date.now() - lastActivity > 1000, { timeout: 15_000 }).toBe(true);
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  await page.unroute('**/graphql', slowGuard);
  await cdp.detach();
  return spans;
}

/** No request started after another one had finished (the route's queries went out together). */
const oneRound = (spans: { start: number; end: number }[]) =>
  spans.every((a) => spans.every((b) => a === b || b.start < a.end));

test('/auth asks for its data in one request', async ({ page }) => {
  const spans = await graphqlOnLoad(page, '/auth', () => expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible());
  expect(spans.map((s) => s.name)).toEqual(['AuthPageQuery']);
});

test('signed-in pages, the admin tab and an open ticket load their queries in one round', async ({ page }) => {
  const { email } = await readyOwner(page, { firstName: 'Round', business: `Round Trip ${Date.now()}` });

  const dashboard = await graphqlOnLoad(page, '/dashboard', () => expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible());
  // The home's To text card has a query of its own (the page's would pass the cost limit), started by the same loader.
  expect(dashboard.map((s) => s.name).sort()).toEqual(['DashboardPageQuery', 'ProtectedRouteQuery', 'ToTextCardQuery']);
  expect(oneRound(dashboard), JSON.stringify(dashboard)).toBe(true);

  const customers = await graphqlOnLoad(page, '/customers', () => expect(page.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible());
  expect(customers.map((s) => s.name).sort()).toEqual(['CustomersPageQuery', 'ProtectedRouteQuery']);
  expect(oneRound(customers), JSON.stringify(customers)).toBe(true);

  // Settings' sections load their code when reached (the link to the last one loads them all); their
  // data came with the page's query, so none asks for more.
  const settings = await graphqlOnLoad(page, '/settings#api-tokens', () => expect(page.getByRole('button', { name: 'Create Token' })).toBeVisible());
  expect(settings.map((s) => s.name).sort()).toEqual(['ProtectedRouteQuery', 'SettingsPageQuery']);
  expect(oneRound(settings), JSON.stringify(settings)).toBe(true);

  // The ticket opened below, made now: its "created" event reaches no admin page (one that saw it would load the list again).
  const subject = `Round ticket ${Date.now()}`;
  const created = await page.request.post('/api/support/ticket', { data: { category: 'Technical Issue', subject, message: 'Hello' } });
  expect(created.status()).toBe(201);

  await sql(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [email]);
  // The admin's live feed hears every owner's new ticket, and tests running beside this one make some: the list
  // would load again for theirs. The feed stays shut here (the pages' queries are what is measured); support.spec.ts tests it.
  await page.route((url) => url.pathname.startsWith('/graphql/stream'), (route) => route.abort());
  const admin = await graphqlOnLoad(page, '/admin?tab=users', () => expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true'));
  expect(admin.map((s) => s.name).sort()).toEqual(['AdminPageQuery', 'ProtectedRouteQuery', 'UsersTabQuery']);
  expect(oneRound(admin), JSON.stringify(admin)).toBe(true);

  // An open ticket's address loads the frame's, the list's and the ticket's queries together.
  const ticketId = Buffer.from(`Ticket:${(await created.json()).id}`).toString('base64');
  const ticket = await graphqlOnLoad(page, `/admin/support/${encodeURIComponent(ticketId)}`, () => expect(page.getByRole('heading', { name: subject })).toBeVisible());
  expect(ticket.map((s) => s.name).sort()).toEqual(['AdminPageQuery', 'AdminTicketPageQuery', 'ProtectedRouteQuery', 'SupportTabQuery']);
  expect(oneRound(ticket), JSON.stringify(ticket)).toBe(true);
});

test("a signed-in page's code is asked for with its document, not after the app's code has run; the home's live updates with its queries", async ({ page, browser }) => {
  await readyOwner(page, { firstName: 'Preload', business: `Preload ${Date.now()}` });
  // A browser that has not installed the app (an installed one opens its cached shell and code).
  const fresh = await browser.newContext({ storageState: await page.context().storageState(), serviceWorkers: 'block' });
  try {
    const tab = await fresh.newPage();
    const cdp = await fresh.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 200, downloadThroughput: -1, uploadThroughput: -1 });
    const scripts: import('@playwright/test').Request[] = [];
    tab.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r);
    });
    // When the browser asked for each request (a request's own timing starts when it goes out, after the
    // browser's queue for connections, which a busy machine lengthens).
    const asked = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!asked.has(e.request.url)) asked.set(e.request.url, e.timestamp * 1000);
    });
    await tab.goto('/customers');
    await expect(tab.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible();
    const started = (name: string) => {
      const found = scripts.filter((r) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(r.url()));
      expect(found.map((r) => r.url()), name).toHaveLength(1);
      return asked.get(found[0].url()) ?? Number.NaN;
    };
    // The entry's own code runs after its imports have arrived, a round trip (200 ms) at least after the
    // document; the page's chunks were named by the document, so they were asked for with the entry.
    const entry = started('index');
    for (const name of ['CustomersPage', 'CustomersPage.loader', 'ProtectedRoute.loader']) expect(started(name) - entry, name).toBeLessThan(150);
    // Each chunk was fetched once: the preloaded module is the one the app imports.
    const urls = scripts.map((r) => r.url());
    expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);

    // The home's live updates are asked for by its loader, beside its queries, and the page joins that operation:
    // the page's data is held until they are asked for (3 s at most). A subscription made by the page itself could
    // only come once the page is drawn, after its data.
    const live: string[] = [];
    let liveSent: () => void = () => {};
    const liveSeen = new Promise<boolean>((resolve) => {
      liveSent = () => resolve(true);
    });
    tab.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/graphql/stream' && r.postData()?.includes('subscription useOwnerUpdatesSubscription')) {
        live.push(r.url());
        liveSent();
      }
    });
    // The page's data is held until its live updates are asked for: were they asked by the page once drawn, the
    // page would never be drawn (the test fails).
    await tab.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('query DashboardPageQuery')) await liveSeen;
      await route.continue();
    });
    const accepted = tab.waitForResponse((r) => new URL(r.url()).pathname === '/graphql/stream' && r.request().method() === 'POST' && !!r.request().postData()?.includes('useOwnerUpdatesSubscription'));
    await tab.goto('/dashboard');
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    // Drawn and subscribed (the server accepted the operation), the page sent no second one.
    expect((await accepted).status()).toBe(202);
    expect(live).toHaveLength(1);
  } finally {
    await fresh.close();
  }
});
