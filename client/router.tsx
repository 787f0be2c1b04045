// The route table. Every page is its own chunk, so an owner never downloads admin code. A page with
// data also has a small loader module: the router fetches it and the page's chunk at the same time,
// and the loader starts the page's query (loadQuery) while the page's code is still downloading.
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, redirectDocument, type ShouldRevalidateFunction } from 'react-router-dom';
import { RouteError } from './features/errors/RouteError';
import { RootRedirect, RoutePreservation } from './features/navigation/RoutePreservation';
import { storeRestored } from './relay/environment';
import { releaseUnused } from './relay/preload';

/** A page's query depends on its path only: ?view=, ?tab=, ?step= switch within the loaded page. */
const pathChanged: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && currentUrl.pathname !== nextUrl.pathname;

const inAdmin = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
/** The admin frame's query (the unread count) does not depend on the tab: switching tabs leaves it. */
const leftAdmin: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && !(inAdmin(currentUrl.pathname) && inAdmin(nextUrl.pathname));

/** The schedule's query depends on ?week= too. */
const weekChanged: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && (currentUrl.pathname !== nextUrl.pathname || currentUrl.searchParams.get('week') !== nextUrl.searchParams.get('week'));

function page(component: () => Promise<{ Component: ComponentType }>, data?: () => Promise<{ loader: LoaderFunction }>) {
  return {
    lazy: {
      // The first query of a route starts once the store holds the owner's last data (relay/persist.ts).
      ...(data && { loader: async () => (await Promise.all([data(), storeRestored()]))[0].loader }),
      // biome-ignore lint/correctness/noComponentHookFactories: a loader that returns the page module's component, not a component
      Component: async () => {
        // One microtask later: the loader modules of every matched route (parent guard and page) are
        // requested before the pages' code, which would otherwise fill the browser's few connections first.
        await Promise.resolve();
        return (await component()).Component;
      },
    },
    shouldRevalidate: pathChanged,
  };
}

export const router = createBrowserRouter([
  {
    element: <RoutePreservation />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/auth', ...page(() => import('./features/account/AuthPage'), () => import('./features/account/AuthPage.loader')) },
      {
        path: '/signup',
        ...page(() => import('./features/account/SignupPage'), () => import('./features/account/SignupPage.loader')),
      },
      // The public booking page is its own server-rendered document (client/booking.tsx): load it whole.
      { path: '/booking/:subdomain', loader: ({ request }) => redirectDocument(new URL(request.url).pathname) },
      {
        // The viewer guard's query runs in parallel with the page's (parent and child loaders start together).
        ...page(() => import('./features/account/ProtectedRoute'), () => import('./features/account/ProtectedRoute.loader')),
        children: [
          {
            // The owner's pages keep live updates: their stream is reserved with the route, and the live client's
            // code comes with this loader, not with the admin panel's (it opens its stream on its Support tab).
            lazy: { loader: async () => (await import('./features/account/LiveUpdates.loader')).loader },
            shouldRevalidate: pathChanged,
            children: [
              {
                path: '/onboarding',
                ...page(() => import('./features/onboarding/OnboardingPage'), () => import('./features/onboarding/OnboardingPage.loader')),
              },
              {
                path: '/dashboard',
                ...page(() => import('./features/dashboard/DashboardPage'), () => import('./features/dashboard/DashboardPage.loader')),
              },
              {
                path: '/settings',
                ...page(() => import('./features/settings/SettingsPage'), () => import('./features/settings/SettingsPage.loader')),
              },
              {
                path: '/customers',
                ...page(() => import('./features/customers/CustomersPage'), () => import('./features/customers/CustomersPage.loader')),
              },
              {
                path: '/customers/import',
                ...page(() => import('./features/customers/ImportCustomersPage')),
              },
              {
                path: '/money',
                ...page(() => import('./features/money/MoneyPage'), () => import('./features/money/MoneyPage.loader')),
              },
              {
                path: '/requests',
                ...page(() => import('./features/requests/RequestsPage'), () => import('./features/requests/RequestsPage.loader')),
              },
              {
                path: '/schedule',
                ...page(() => import('./features/schedule/SchedulePage'), () => import('./features/schedule/SchedulePage.loader')),
                // ?week= picks the two weeks the page's query loads.
                shouldRevalidate: weekChanged,
              },
              {
                path: '/invoices/:id',
                ...page(() => import('./features/invoices/InvoicePage'), () => import('./features/invoices/InvoicePage.loader')),
              },
              {
                path: '/learning',
                ...page(() => import('./features/learning/LearningPage'), () => import('./features/learning/LearningPage.loader')),
              },
              {
                path: '/learning/:id',
                ...page(() => import('./features/learning/ArticlePage'), () => import('./features/learning/ArticlePage.loader')),
              },
              {
                path: '/scripts',
                ...page(() => import('./features/scripts/ScriptsPage'), () => import('./features/scripts/ScriptsPage.loader')),
              },
            ],
          },
          {
            // The admin frame (its tabs) around each tab's own route and loader.
            ...page(() => import('./features/admin/AdminPage'), () => import('./features/admin/AdminPage.loader')),
            shouldRevalidate: leftAdmin,
            children: [
              // The operator's home; an old /admin?tab= address leads to its tab (OverviewPage.loader).
              { path: '/admin', ...page(() => import('./features/admin/overview/OverviewPage'), () => import('./features/admin/overview/OverviewPage.loader')) },
              {
                path: '/admin/payments',
                ...page(() => import('./features/admin/payments/PaymentsTab'), () => import('./features/admin/payments/PaymentsTab.loader')),
              },
              { path: '/admin/users', ...page(() => import('./features/admin/users/UsersTab'), () => import('./features/admin/users/UsersTab.loader')) },
              // One owner's page (#57): /admin/users/{the owner's global id}.
              {
                path: '/admin/users/:id',
                ...page(() => import('./features/admin/owner/OwnerPage'), () => import('./features/admin/owner/OwnerPage.loader')),
              },
              // The audit of admin actions (#57); its filters are in the address (?action=&subject=), read by the page.
              { path: '/admin/audit', ...page(() => import('./features/admin/audit/AuditPage'), () => import('./features/admin/audit/AuditPage.loader')) },
              // Every email the app wrote (#57): search, filters, Resend.
              { path: '/admin/outbox', ...page(() => import('./features/admin/outbox/OutboxPage'), () => import('./features/admin/outbox/OutboxPage.loader')) },
              { path: '/admin/tasks', ...page(() => import('./features/admin/tasks/TasksTab'), () => import('./features/admin/tasks/TasksTab.loader')) },
              // One page for both kinds of content; its loader reads the kind from the path.
              {
                path: '/admin/content/articles',
                ...page(() => import('./features/admin/content/ContentTab'), () => import('./features/admin/content/ContentTab.loader')),
              },
              {
                path: '/admin/content/scripts',
                ...page(() => import('./features/admin/content/ContentTab'), () => import('./features/admin/content/ContentTab.loader')),
              },
              {
                path: '/admin/support',
                ...page(() => import('./features/admin/support/SupportTab'), () => import('./features/admin/support/SupportTab.loader')),
                // The open ticket, beside the list: opening or switching tickets loads the ticket's query only.
                children: [
                  {
                    path: '/admin/support/:ticketId',
                    ...page(() => import('./features/admin/support/AdminTicketPage'), () => import('./features/admin/support/AdminTicketPage.loader')),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./features/errors/NotFoundPage') },
    ],
  },
]);

// A query reference lives as long as a route on screen holds it.
router.subscribe((state) => {
  if (state.navigation.state === 'idle') releaseUnused(Object.values(state.loaderData));
});
