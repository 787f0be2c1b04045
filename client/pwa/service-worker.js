// The service worker (served as /sw.js; vite.config.ts prepends BUILD, PRECACHE and SERVER_PAGES at
// build time). Cached at install: the app's shell (/), its scripts (every route's but the admin's)
// and styles, icons, the manifest and the offline page; hashed assets as they load (their names
// change with their content). A page of the app opens from the cached shell, so an installed app
// costs only its data; a new build installs a new worker with its own shell and files. Never
// answered by the worker: API answers (/graphql, /api), the pages the server renders (SERVER_PAGES:
// the booking page, private links), other sites; except a page's first requests, below.
//
// A page's first requests go out with its navigation, not after the app's code has run: the app tells
// the worker the requests its first route sent (client/relay/firstRoute.ts: its queries, its live-update
// stream's reservation), kept by path and search; when that page is opened again the worker sends them beside the
// shell, and the page's own requests, marked with FIRST_ROUTE, take their answers, each once and within
// PREFETCH_MS; a request whose mark the worker did not send goes to the network untouched. The answers
// are fetched for that navigation with the browser's cookies and never stored; what is kept is the
// requests (the app's query text and variables), forgotten when the owner signs out.
/* global BUILD, PRECACHE, SERVER_PAGES */
const CACHE = `launchpad-${BUILD}`;
const OFFLINE_URL = '/offline.html';
const SHELL = '/';
const NEVER = [/^\/graphql/, /^\/api(\/|$)/, /^\/webhooks\//, /^\/healthz/];
const serverPage = (pathname) => SERVER_PAGES.some((prefix) => pathname.startsWith(prefix));
const FIRST_ROUTE = 'x-first-route';
const ROUTE_REQUESTS = '/__route-requests';
const PREFETCH_MS = 10_000;
/** How many pages' requests are kept (a customer's page, a week of the schedule: each its own): the most recently opened. */
const MAX_PATHS = 50;
const STATIC = [/^\/assets\//, /^\/icons\//, /^\/favicon\.svg$/, /^\/manifest\.webmanifest$/, /^\/offline\.(html|js)$/];

/** What an asset's name promises: a script is JavaScript, a style sheet CSS, and nothing is an HTML page. */
const fitsName = (pathname, response) => {
  const type = response.headers.get('content-type') ?? '';
  if (/^text\/html/i.test(type)) return false;
  if (/\.m?js$/.test(pathname)) return /javascript/i.test(type);
  if (/\.css$/.test(pathname)) return /^text\/css/i.test(type);
  return true;
};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_URL, '/offline.js', ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('launchpad-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/**
 * A request the app may ask the worker to send: a query to /graphql, or the reservation of the live-update
 * stream (graphql-sse's PUT). Never a mutation: sending one unasked, or twice, would change data.
 */
function sendable(request) {
  if (typeof request?.id !== 'string' || typeof request.body !== 'string' || typeof request.headers !== 'object' || !request.headers) return false;
  if (request.method === 'PUT') return request.url === '/graphql/stream' && request.body === '';
  if (request.method !== 'POST' || request.url !== '/graphql') return false;
  try {
    return /^\s*query\b/.test(JSON.parse(request.body).query);
  } catch {
    return false;
  }
}

/** path and search → the requests its first route sent, last time; read from the cache once per worker. */
let kept = null;
const routeRequests = () => {
  kept ??= caches
    .match(ROUTE_REQUESTS)
    .then((hit) => (hit ? hit.json() : []))
    .then((entries) => new Map(entries))
    .catch(() => new Map());
  return kept;
};
async function keep(page, requests) {
  const paths = await routeRequests();
  paths.delete(page);
  paths.set(page, requests);
  for (const old of paths.keys()) if (paths.size > MAX_PATHS) paths.delete(old);
  const cache = await caches.open(CACHE);
  await cache.put(ROUTE_REQUESTS, new Response(JSON.stringify([...paths]), { headers: { 'content-type': 'application/json' } }));
}

/** The request's mark → the request and its answer, sent with the navigation; taken once. */
const prefetched = new Map();
async function prefetch(page) {
  for (const request of (await routeRequests()).get(page) ?? []) {
    const { id, method, url, headers, body } = request;
    const sent = { request, answer: fetch(url, { method, headers, body: body || undefined, credentials: 'same-origin' }).catch(() => null) };
    prefetched.set(id, sent);
    setTimeout(() => prefetched.get(id) === sent && prefetched.delete(id), PREFETCH_MS);
  }
}
/** The page's own request, for which the worker sent one with the same mark: its answer, if it was the same request. */
async function answer(request, sent) {
  const same = (await request.clone().text()) === sent.request.body;
  return (same && (await sent.answer)) || fetch(request);
}

self.addEventListener('message', (event) => {
  const { type, path, requests } = event.data ?? {};
  if (type === 'forget-route-requests') {
    prefetched.clear();
    kept = Promise.resolve(new Map());
    event.waitUntil(caches.open(CACHE).then((cache) => cache.delete(ROUTE_REQUESTS)));
  } else if (type === 'route-requests' && typeof path === 'string' && path.startsWith('/') && !serverPage(path) && Array.isArray(requests)) {
    const wanted = requests.filter(sendable).map(({ id, method, url, headers, body }) => ({
      id,
      method,
      url,
      headers: Object.fromEntries(['content-type', 'accept'].filter((h) => typeof headers[h] === 'string').map((h) => [h, headers[h]])),
      body,
    }));
    event.waitUntil(keep(path, wanted));
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') {
    const mark = request.headers.get(FIRST_ROUTE);
    const sent = mark ? prefetched.get(mark) : undefined;
    if (!sent) return;
    prefetched.delete(mark);
    const url = new URL(request.url);
    if (url.origin === self.location.origin && url.pathname === sent.request.url && request.method === sent.request.method) event.respondWith(answer(request, sent));
    return;
  }
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.some((re) => re.test(url.pathname)) || serverPage(url.pathname)) return;

  if (request.mode === 'navigate') {
    // A page of the app: the shell of this build (the app says itself when its data cannot be
    // reached); before the worker has it, the network, and without one the offline page.
    event.respondWith(caches.match(SHELL).then((shell) => shell ?? fetch(request).catch(() => caches.match(OFFLINE_URL))));
    event.waitUntil(prefetch(url.pathname + url.search));
    return;
  }
  if (STATIC.some((re) => re.test(url.pathname))) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok && response.status === 200 && url.pathname.startsWith('/assets/') && fitsName(url.pathname, response)) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
  }
});
