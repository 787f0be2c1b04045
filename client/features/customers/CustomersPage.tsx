// /customers: the customer list with its detail (a sheet on phones, side by side on a desktop), with the main navigation.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import { MainNav, withMainNav } from '../navigation/MainNav';
import type { CustomersPageQuery } from './__generated__/CustomersPageQuery.graphql';
import { CustomerList } from './CustomerList';

function Customers() {
  const { viewer } = usePreloadedQuery<CustomersPageQuery>(
    graphql`
      query CustomersPageQuery {
        viewer {
          pendingBookingRequestCount
          ...CustomerList_user
        }
      }
    `,
    useLoaderData() as PreloadedQuery<CustomersPageQuery>,
  );
  if (!viewer) return null;
  return (
    <div className={`min-h-dvh bg-slate-50 ${withMainNav}`}>
      <PageHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl px-4 py-5 lg:max-w-6xl lg:px-8">
        <CustomerList user={viewer} />
      </main>
      <MainNav active="customers" pendingRequests={viewer.pendingBookingRequestCount} />
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Customers />
    </Suspense>
  );
}
