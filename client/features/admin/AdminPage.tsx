// /admin: the operator's panel. Non-admins are sent to /dashboard (the server refuses them anyway).
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { FullPageSpinner, Spinner } from '../../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { useViewer } from '../account/useViewer';
import type { AdminPageQuery } from './__generated__/AdminPageQuery.graphql';
import { ArticlesTab } from './content/ArticlesTab';
import { ScriptsTab } from './content/ScriptsTab';
import { PaymentsTab } from './payments/PaymentsTab';
import { SupportTab } from './support/SupportTab';
import { TasksTab } from './tasks/TasksTab';
import { UsersTab } from './users/UsersTab';

const TABS = [
  ['payments', 'Payments', PaymentsTab],
  ['users', 'Users', UsersTab],
  ['tasks', 'Daily Tasks', TasksTab],
  ['scripts', 'Scripts', ScriptsTab],
  ['articles', 'Articles', ArticlesTab],
] as const;

function AdminPanel() {
  const data = useLazyLoadQuery<AdminPageQuery>(
    graphql`
      query AdminPageQuery {
        adminUnreadTicketCount
        ...SupportTab_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'payments';
  const unread = data.adminUnreadTicketCount;
  return (
    <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
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
      {TABS.map(([value, , Tab]) => (
        <TabsContent key={value} value={value}>
          <Suspense fallback={<Spinner />}>
            <Tab />
          </Suspense>
        </TabsContent>
      ))}
      <TabsContent value="support">
        <SupportTab query={data} />
      </TabsContent>
    </Tabs>
  );
}

function Admin() {
  const viewer = useViewer();
  if (!viewer?.isAdmin) return <Navigate to="/dashboard" replace />;
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
    <Suspense fallback={<FullPageSpinner />}>
      <Admin />
    </Suspense>
  );
}
