// /customers: the customer list with its detail dialog.
import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { FullPageSpinner } from '../../ui/Spinner';
import type { CustomersPageQuery } from './__generated__/CustomersPageQuery.graphql';
import { CustomerList } from './CustomerList';

function Customers() {
  const { viewer } = useLazyLoadQuery<CustomersPageQuery>(
    graphql`
      query CustomersPageQuery {
        viewer {
          ...CustomerList_user
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer) return null;
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white px-4 py-3">
        <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
          <ArrowLeft className="size-4" /> Back to Dashboard
        </Link>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-5">
        <CustomerList user={viewer} />
      </main>
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Customers />
    </Suspense>
  );
}
