// The route table. Every page is its own chunk, so an owner never downloads admin code.
import { createBrowserRouter, redirectDocument } from 'react-router-dom';
import { RouteError } from './features/errors/RouteError';
import { RootRedirect, RoutePreservation } from './features/navigation/RoutePreservation';

export const router = createBrowserRouter([
  {
    element: <RoutePreservation />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/auth', lazy: () => import('./features/account/AuthPage') },
      { path: '/signup', lazy: () => import('./features/account/SignupPage') },
      // The public booking page is its own server-rendered document (client/booking.tsx): load it whole.
      { path: '/booking/:subdomain', loader: ({ request }) => redirectDocument(new URL(request.url).pathname) },
      {
        lazy: () => import('./features/account/ProtectedRoute'),
        children: [
          { path: '/onboarding', lazy: () => import('./features/onboarding/OnboardingPage') },
          { path: '/dashboard', lazy: () => import('./features/dashboard/DashboardPage') },
          { path: '/settings', lazy: () => import('./features/settings/SettingsPage') },
          { path: '/customers', lazy: () => import('./features/customers/CustomersPage') },
          { path: '/requests', lazy: () => import('./features/requests/RequestsPage') },
          { path: '/schedule', lazy: () => import('./features/schedule/SchedulePage') },
          { path: '/admin', lazy: () => import('./features/admin/AdminPage') },
          { path: '/learning', lazy: () => import('./features/learning/LearningPage') },
          { path: '/learning/:id', lazy: () => import('./features/learning/ArticlePage') },
          { path: '/scripts', lazy: () => import('./features/scripts/ScriptsPage') },
        ],
      },
      { path: '*', lazy: () => import('./features/errors/NotFoundPage') },
    ],
  },
]);
