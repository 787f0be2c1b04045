import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './index.css';
import { registerServiceWorker } from './pwa/register';
import { firstRouteLoaded } from './relay/firstRoute';
import { RelayRoot } from './relay/RelayRoot';
import { router } from './router';
import { Toasts } from './ui/Toasts';

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
