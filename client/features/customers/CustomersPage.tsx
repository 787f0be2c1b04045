// /customers: the customer list with its detail dialog, under the main tab bar.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import { MainNav } from '../navigation/MainNav';
import type { CustomersPageQuery } from './__generated__/CustomersPageQuery.graphql';
import { CustomerList } from './CustomerList';

function Customers() {
  const { viewer } = usePreloadedQuery<CustomersPageQuery>(
    graphql`
      query CustomersPageQuery {
        viewer {
          ...CustomerList_user
        }
      }
    `,
    useLoaderData() as PreloadedQuery<CustomersPageQuery>,
  );
  if (!viewer) return null;
  return (
    <div className="min-h-dvh bg-slate-50 pb-24">
      <PageHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl px-4 py-5">
        <CustomerList user={viewer} />
      </main>
      <MainNav active="customers" />
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
