// The installed app sends a page's first requests with its navigation (client/pwa/service-worker.js).
// The requests a page's first route sends (its queries, its live-update stream's reservation) are
// recorded, and once that route has loaded the worker is told them for the document's path; the next
// time that path opens, the worker sends them while the app's code loads, and the page's own requests,
// marked with FIRST_ROUTE, take their answers. Later requests are the page's own and go to the network.
const FIRST_ROUTE = 'x-first-route';

interface RouteRequest {
  /** The header's value: the worker answers a request whose mark it sent, and leaves the rest to the network. */
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** FNV-1a, 32 bits: a request's mark, read by the worker before the request's body. */
const fnv1a = (text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
};

// With its search: a page whose first query depends on it (the schedule's ?week=) is another page.
const path = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
let recording: RouteRequest[] | null = typeof window === 'undefined' ? null : [];

/** A request of the app: recorded while the first route loads, and then marked for a worker to answer. */
export function firstRouteRequest(url: string, init: RequestInit): RequestInit {
  if (!recording) return init;
  const headers = Object.fromEntries(new Headers(init.headers));
  const method = init.method ?? 'GET';
  const body = typeof init.body === 'string' ? init.body : '';
  const id = fnv1a(`${method} ${url}\n${body}`);
  recording.push({ id, method, url, headers, body });
  return navigator.serviceWorker?.controller ? { ...init, headers: { ...headers, [FIRST_ROUTE]: id } } : init;
}

/** The first route has loaded (or the document has none: the booking page): the worker, once ready, is told its requests. */
export function firstRouteLoaded() {
  const requests = recording;
  recording = null;
  if (!requests?.length || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'route-requests', path, requests })).catch(() => {});
}

/**
 * Signing out, or the session ended elsewhere: the worker forgets every page's requests (it may have been
 * told them by a page it does not control). Through the same `ready` as firstRouteLoaded, so a page that
 * learns of the ended session just after it loaded is never kept again by its own first route's message
 * arriving second; what this page still records is dropped.
 */
export function forgetRouteRequests() {
  recording = null;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'forget-route-requests' })).catch(() => {});
}
