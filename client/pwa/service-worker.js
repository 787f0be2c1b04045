// The service worker (served as /sw.js; vite.config.ts prepends BUILD and PRECACHE at build time).
// Cached: the app's entry scripts and styles, hashed assets as they load (their names change with
// their content), icons, the manifest and the offline page. Never cached: API answers (/graphql,
// /api), the public booking page (/booking/*, server-rendered for each request), any HTML page (the
// shell is fetched fresh and the offline page shown when there is no network), other sites.
/* global BUILD, PRECACHE */
const CACHE = `launchpad-${BUILD}`;
const OFFLINE_URL = '/offline.html';
const NEVER = [/^\/graphql/, /^\/api(\/|$)/, /^\/booking\//, /^\/webhooks\//, /^\/healthz/];
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
  if (url.origin !== self.location.origin || NEVER.some((re) => re.test(url.pathname))) return;

  if (request.mode === 'navigate') {
    // Pages come from the network (they are tiny and may change); without one, the offline page.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
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
