// The admin panel's tabs, each a nested route of /admin with its own loader (client/router.tsx).
// Before the tabs were routes they were /admin?tab=…; those addresses still lead to their tab: the server
// answers the document with a redirect (server/client-files.ts), the admin frame's loader a link inside the app.

export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview', path: '/admin' },
  { value: 'payments', label: 'Payments', path: '/admin/payments' },
  { value: 'users', label: 'Users', path: '/admin/users' },
  { value: 'tasks', label: 'Daily Tasks', path: '/admin/tasks' },
  { value: 'scripts', label: 'Scripts', path: '/admin/content/scripts' },
  { value: 'articles', label: 'Articles', path: '/admin/content/articles' },
  { value: 'support', label: 'Support', path: '/admin/support' },
  { value: 'outbox', label: 'Outbox', path: '/admin/outbox' },
  { value: 'audit', label: 'Audit', path: '/admin/audit' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];

/** The tab a path shows (a tab's own path, or a path under it; the Overview is /admin itself). */
export const tabOfPath = (pathname: string) =>
  ADMIN_TABS.find((t) => pathname === t.path || (t.path !== '/admin' && pathname.startsWith(`${t.path}/`)));

/** Where an old /admin?tab= address leads: the tab it named, else the Overview (/admin). */
export const adminTabPath = (search: URLSearchParams) => (ADMIN_TABS.find((t) => t.value === search.get('tab')) ?? ADMIN_TABS[0]).path;
