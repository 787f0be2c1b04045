// The unpaid invoices (sent or partly paid), oldest first, pages of 20 through the Relay connection;
// each opens its invoice.
import { Receipt } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Button } from '../../ui/Button';
import type { UnpaidInvoiceList_user$key } from './__generated__/UnpaidInvoiceList_user.graphql';
import type { UnpaidInvoiceListPaginationQuery } from './__generated__/UnpaidInvoiceListPaginationQuery.graphql';
import { UnpaidInvoiceListItem } from './UnpaidInvoiceListItem';

export const PAGE_SIZE = 20;

export function UnpaidInvoiceList({ user }: { user: UnpaidInvoiceList_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<UnpaidInvoiceListPaginationQuery, UnpaidInvoiceList_user$key>(
    graphql`
      fragment UnpaidInvoiceList_user on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "UnpaidInvoiceListPaginationQuery") {
        unpaidInvoices(first: $count, after: $cursor) @connection(key: "UnpaidInvoiceList_unpaidInvoices") {
          totalCount
          edges {
            node {
              id
              ...UnpaidInvoiceListItem_invoice
            }
          }
        }
      }
    `,
    user,
  );
  const { edges, totalCount } = data.unpaidInvoices;
  return (
    <section aria-labelledby="unpaid-heading" className="space-y-3">
      <h2 id="unpaid-heading" className="text-lg font-semibold">
        Unpaid invoices
      </h2>
      {edges.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <Receipt className="mx-auto mb-2 size-10 text-slate-400" aria-hidden />
          <p className="font-semibold">Nothing unpaid</p>
          <p className="text-sm text-slate-600">Every invoice you sent is paid.</p>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {totalCount} unpaid, oldest first
          </p>
          <ul className="space-y-2">
            {edges.map((e) => (
              <UnpaidInvoiceListItem key={e.node.id} invoice={e.node} />
            ))}
          </ul>
          {hasNext && (
            <Button variant="secondary" className="w-full" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
              {isLoadingNext ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
