// Registers the service worker (client/pwa/service-worker.js, built to /sw.js) in production builds.
// Not from the public booking page: that page belongs to the owner's customers, who have no use for it.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (window.location.pathname.startsWith('/booking/')) return;
  const register = () => navigator.serviceWorker.register('/sw.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
