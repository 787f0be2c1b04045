import * as Tooltip from '@radix-ui/react-tooltip';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './index.css';
import { RelayRoot } from './relay/RelayRoot';
import { router } from './router';
import { Toaster } from './ui/Toaster';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayRoot>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <RouterProvider router={router} />
        <Toaster />
      </Tooltip.Provider>
    </RelayRoot>
  </StrictMode>,
);
