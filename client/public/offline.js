// The offline page (shown by the service worker for a page asked for without a network) loads that
// page by itself as soon as the server answers again: when the phone says it is back online, and
// every 5 s while it says so (an "online" phone can still be out of reach).
const retry = () => fetch('/healthz', { cache: 'no-store' }).then((r) => r.ok && location.reload(), () => {});
addEventListener('online', retry);
setInterval(() => navigator.onLine && retry(), 5000);
