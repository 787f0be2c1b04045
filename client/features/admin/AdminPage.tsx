// The admin panel's frame: the header and the tabs, each tab a nested route (/admin/payments,
// /admin/users, …) whose page renders in the Outlet. Non-admins are sent to /dashboard (the server
// refuses them anyway). The Support tab's unread badge is live on every tab (the admins' ticket feed),
// refreshed every 30 seconds while the feed is down, and after a reconnection.
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, type PreloadedQuery, usePreloadedQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { UNREAD_POLL_MS } from '../../../common/support';
import { useRefetchOnReconnect } from '../../relay/useRefetchOnReconnect';
import { Navigate, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { SkeletonCards } from '../../ui/Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { useSignedInViewer } from '../account/useViewer';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import type { AdminPageQuery } from './__generated__/AdminPageQuery.graphql';
import type { AdminPageUnreadFeedSubscription } from './__generated__/AdminPageUnreadFeedSubscription.graphql';
import { ADMIN_TABS, tabOfPath } from '../../../common/admin-tabs';

const unreadQuery = graphql`
  query AdminPageQuery {
    adminUnreadTicketCount
  }
`;

const unreadFeed = graphql`
  subscription AdminPageUnreadFeedSubscription {
    adminTicketFeed {
      kind
      unreadCount
    }
  }
`;

/** Keeps the store's adminUnreadTicketCount live: the feed's count on each event; a refetch every 30 s while the feed is down. */
function useLiveUnreadCount() {
  const environment = useRelayEnvironment();
  const [live, setLive] = useState(true);
  const refresh = useCallback(() => {
    fetchQuery<AdminPageQuery>(environment, unreadQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  const config = useMemo<GraphQLSubscriptionConfig<AdminPageUnreadFeedSubscription>>(
    () => ({
      subscription: unreadFeed,
      variables: {},
      updater: (store) => {
        const event = store.getRootField('adminTicketFeed');
        store.getRoot().setValue(event?.getValue('unreadCount') as number, 'adminUnreadTicketCount');
      },
      onNext: () => setLive(true),
      onError: () => setLive(false),
      onCompleted: () => setLive(false),
    }),
    [],
  );
  useSubscription(config);
  useRefetchOnReconnect(refresh);
  useEffect(() => {
    if (live) return;
    const id = setInterval(refresh, UNREAD_POLL_MS);
    return () => clearInterval(id);
  }, [live, refresh]);
}

function AdminTabs() {
  const data = usePreloadedQuery<AdminPageQuery>(unreadQuery, useLoaderData() as PreloadedQuery<AdminPageQuery>);
  useLiveUnreadCount();
  const navigate = useNavigate();
  const active = tabOfPath(useLocation().pathname) ?? ADMIN_TABS[0];
  const unread = data.adminUnreadTicketCount;
  return (
    <Tabs value={active.value} onValueChange={(value) => navigate(ADMIN_TABS.find((t) => t.value === value)?.path ?? ADMIN_TABS[0].path)}>
      {/* Six tabs do not fit a phone's width: there they keep their labels' widths and scroll sideways. */}
      <TabsList layout="scrollNarrow">
        {ADMIN_TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value} className={t.value === 'support' ? 'shrink-0 gap-2 px-3' : 'shrink-0 px-3'}>
            {t.label}
            {t.value === 'support' && unread > 0 && (
              <span data-testid="unread-badge" className="rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
                {unread}
              </span>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={active.value}>
        <Suspense fallback={<SkeletonCards />}>
          <Outlet />
        </Suspense>
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
        <AdminTabs />
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
