import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './index.css';
import { registerServiceWorker } from './pwa/register';
import { firstRouteLoaded } from './relay/firstRoute';
import { answered } from './relay/preload';
import { RelayRoot } from './relay/RelayRoot';
import { router } from './router';
import { Toasts } from './ui/Toasts';

/** How long the first render waits for the first page's data at most; past it, the page's skeleton is drawn. */
const FIRST_DATA_WAIT_MS = 250;

// Render once the first route's code has loaded, so server-rendered content (the booking page) is
// replaced by the same page, never by a blank screen.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
firstRouteLoaded();
// The first page is drawn with its data when the data comes soon after its code: a skeleton drawn first would stay
// at least 300 ms (React's FALLBACK_THROTTLE_MS), longer than the answer takes on the installed app (bench/results).
await answered(Object.values(router.state.loaderData), FIRST_DATA_WAIT_MS);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <RelayRoot>
      <RouterProvider router={router} />
      <Toasts />
    </RelayRoot>
  </StrictMode>,
);

registerServiceWorker();
