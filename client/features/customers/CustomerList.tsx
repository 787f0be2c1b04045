// The customer list: search, pages of 20 through the Relay connection, the empty state, and the
// selected customer's detail (a sheet on phones, beside the list on a desktop).
import { Users } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { SearchInput } from '../../ui/SearchInput';
import { Spinner } from '../../ui/Spinner';
import { useSearchRefetch } from '../../ui/useSearchRefetch';
import type { CustomerList_user$key } from './__generated__/CustomerList_user.graphql';
import type { CustomerListPaginationQuery } from './__generated__/CustomerListPaginationQuery.graphql';
import { useOpenInUrl } from '../navigation/useOpenInUrl';
import { AddCustomerDialog } from './AddCustomerDialog';
import { CustomerDetailPane } from './CustomerDetailPane';
import { CustomerListItem } from './CustomerListItem';

export const PAGE_SIZE = 20;

export function CustomerList({ user }: { user: CustomerList_user$key }) {
  const [openId, setOpenId, closeCustomer] = useOpenInUrl('customer');
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<CustomerListPaginationQuery, CustomerList_user$key>(
    graphql`
      fragment CustomerList_user on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, search: { type: "String", defaultValue: "" })
      @refetchable(queryName: "CustomerListPaginationQuery") {
        customers(first: $count, after: $cursor, search: $search) @connection(key: "CustomerList_customers", filters: ["search"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...CustomerListItem_customer
            }
          }
        }
      }
    `,
    user,
  );
  const { search, setSearch, searching } = useSearchRefetch(refetch);

  const { edges, totalCount, __id: connectionId } = data.customers;
  return (
    <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Customers</h1>
        <AddCustomerDialog connectionId={connectionId} />
      </div>
      <SearchInput
        label="Search customers"
        placeholder="Name, phone, email, car or plate"
        value={search}
        onChange={setSearch}
        busy={searching && <Spinner size="sm" className="absolute right-3 top-3" label="Searching" />}
      />
      {edges.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <Users className="mx-auto mb-2 size-10 text-slate-400" aria-hidden />
          {search.trim() ? (
            <p className="text-slate-600">No customers match “{search.trim()}”.</p>
          ) : (
            <>
              <p className="font-semibold">No customers yet</p>
              <p className="text-sm text-slate-600">Add the people you detail for — or the ones you just talked to.</p>
              <p className="mt-3 text-sm">
                Already keep them in a spreadsheet?{' '}
                <Link to="/customers/import" className="font-medium text-brand-700 underline">
                  Import customers from a CSV file
                </Link>
              </p>
            </>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-500">
            {totalCount} {totalCount === 1 ? 'customer' : 'customers'}
          </p>
          <ul className="space-y-2">
            {edges.map((e) => (
              <CustomerListItem key={e.node.id} customer={e.node} onOpen={setOpenId} selected={e.node.id === openId} />
            ))}
          </ul>
          {hasNext && (
            <Button variant="secondary" className="w-full" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
              {isLoadingNext ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </div>
      <CustomerDetailPane openId={openId} connectionId={connectionId} onClose={closeCustomer} />
    </div>
  );
}
