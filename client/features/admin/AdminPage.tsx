// /admin: the operator's panel. Non-admins are sent to /dashboard (the server refuses them anyway).
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay';
import { Navigate, useLoaderData, useSearchParams } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { PageHeader } from '../../ui/PageHeader';
import { SkeletonCards } from '../../ui/Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { useSignedInViewer } from '../account/useViewer';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import type { AdminPageQuery } from './__generated__/AdminPageQuery.graphql';
import type { loader } from './AdminPage.loader';
import { ArticlesTab } from './content/ArticlesTab';
import { ScriptsTab } from './content/ScriptsTab';
import { PaymentsTab } from './payments/PaymentsTab';
import { SupportTab } from './support/SupportTab';
import { TasksTab } from './tasks/TasksTab';
import { TAB_QUERIES, tabOf } from './tabQueries';
import { UsersTab } from './users/UsersTab';

/** Each tab reads its own query, which the loader or the tab switch has started (usePreloadedQuery). */
type TabComponent = ComponentType<{ queryRef: PreloadedQuery<never> }>;
const TABS: readonly (readonly [string, string, TabComponent])[] = [
  ['payments', 'Payments', PaymentsTab as TabComponent],
  ['users', 'Users', UsersTab as TabComponent],
  ['tasks', 'Daily Tasks', TasksTab as TabComponent],
  ['scripts', 'Scripts', ScriptsTab as TabComponent],
  ['articles', 'Articles', ArticlesTab as TabComponent],
];

type Loaded = ReturnType<typeof loader>;

/**
 * Starts a tab's query when the tab is chosen (the route's loader started the first one) and hands
 * the tab its reference; the references are disposed when replaced or when the page goes.
 */
function useTabQueries(first: string, firstRef: PreloadedQuery<OperationType> | null) {
  const initial = (tab: string) => (tab === first ? firstRef : null);
  const payments = useQueryLoader<OperationType>(TAB_QUERIES.payments, initial('payments'));
  const users = useQueryLoader<OperationType>(TAB_QUERIES.users, initial('users'));
  const tasks = useQueryLoader<OperationType>(TAB_QUERIES.tasks, initial('tasks'));
  const scripts = useQueryLoader<OperationType>(TAB_QUERIES.scripts, initial('scripts'));
  const articles = useQueryLoader<OperationType>(TAB_QUERIES.articles, initial('articles'));
  const loaders: Record<string, ReturnType<typeof useQueryLoader<OperationType>>> = { payments, users, tasks, scripts, articles };
  return {
    refOf: (tab: string) => loaders[tab]?.[0] ?? null,
    load: (tab: string) => loaders[tab]?.[1]({}, { fetchPolicy: 'store-and-network' }),
  };
}

function AdminPanel() {
  const loaded = useLoaderData() as Loaded;
  const data = usePreloadedQuery<AdminPageQuery>(
    graphql`
      query AdminPageQuery {
        adminUnreadTicketCount
        ...SupportTab_query
      }
    `,
    loaded.page,
  );
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const [firstTab] = useState(tab);
  const tabs = useTabQueries(firstTab, loaded.tab);
  // A tab reached without choosing it (back and forward through ?tab=) starts its query here.
  const missing = !tabs.refOf(tab);
  useEffect(() => {
    if (missing) tabs.load(tab);
  }, [missing, tab, tabs.load]);
  const choose = (value: string) => {
    tabs.load(value);
    setParams({ tab: value }, { replace: true });
  };
  const unread = data.adminUnreadTicketCount;
  return (
    <Tabs value={tab} onValueChange={choose}>
      <TabsList className="overflow-x-auto">
        {TABS.map(([value, label]) => (
          <TabsTrigger key={value} value={value} className="px-3">
            {label}
          </TabsTrigger>
        ))}
        <TabsTrigger value="support" className="gap-2 px-3">
          Support
          {unread > 0 && (
            <span data-testid="unread-badge" className="rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
              {unread}
            </span>
          )}
        </TabsTrigger>
      </TabsList>
      {TABS.map(([value, , Tab]) => {
        const ref = tabs.refOf(value);
        return (
          <TabsContent key={value} value={value}>
            <Suspense fallback={<SkeletonCards />}>{ref ? <Tab queryRef={ref as PreloadedQuery<never>} /> : <SkeletonCards />}</Suspense>
          </TabsContent>
        );
      })}
      <TabsContent value="support">
        <SupportTab query={data} />
      </TabsContent>
    </Tabs>
  );
}

function Admin() {
  const viewer = useSignedInViewer();
  if (!viewer.isAdmin) return <Navigate to="/dashboard" replace />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <PageHeader to="/dashboard" label="Back to Dashboard">
        <h1 className="font-semibold">Admin Panel</h1>
      </PageHeader>
      <main className="mx-auto max-w-6xl px-4 py-5">
        <AdminPanel />
      </main>
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Admin />
    </Suspense>
  );
}
