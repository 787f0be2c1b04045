// The service worker (served as /sw.js; vite.config.ts prepends BUILD, PRECACHE and SERVER_PAGES at
// build time). Cached at install: the app's shell (/), its scripts (every route's but the admin's)
// and styles, icons, the manifest and the offline page; hashed assets as they load (their names
// change with their content). A page of the app opens from the cached shell, so an installed app
// costs only its data; a new build installs a new worker with its own shell and files. Never
// answered by the worker: API answers (/graphql, /api), the pages the server renders (SERVER_PAGES:
// the booking page, private links), other sites.
/* global BUILD, PRECACHE, SERVER_PAGES */
const CACHE = `launchpad-${BUILD}`;
const OFFLINE_URL = '/offline.html';
const SHELL = '/';
const NEVER = [/^\/graphql/, /^\/api(\/|$)/, /^\/webhooks\//, /^\/healthz/];
const serverPage = (pathname) => SERVER_PAGES.some((prefix) => pathname.startsWith(prefix));
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

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.some((re) => re.test(url.pathname)) || serverPage(url.pathname)) return;

  if (request.mode === 'navigate') {
    // A page of the app: the shell of this build (the app says itself when its data cannot be
    // reached); before the worker has it, the network, and without one the offline page.
    event.respondWith(caches.match(SHELL).then((shell) => shell ?? fetch(request).catch(() => caches.match(OFFLINE_URL))));
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
