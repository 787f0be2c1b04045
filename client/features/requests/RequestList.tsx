// The requests inbox: newest first, 20 at a time through the Relay connection; new ones arrive live.
import { Inbox } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Button } from '../../ui/Button';
import type { RequestList_user$key } from './__generated__/RequestList_user.graphql';
import type { RequestListPaginationQuery } from './__generated__/RequestListPaginationQuery.graphql';
import { RequestListItem } from './RequestListItem';

export function RequestList({ user }: { user: RequestList_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<RequestListPaginationQuery, RequestList_user$key>(
    graphql`
      fragment RequestList_user on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "RequestListPaginationQuery") {
        pendingBookingRequestCount
        business {
          businessName
        }
        bookingRequests(first: $count, after: $cursor) @connection(key: "RequestList_bookingRequests") {
          totalCount
          edges {
            node {
              id
              ...RequestListItem_request
            }
          }
        }
      }
    `,
    user,
  );
  const { edges } = data.bookingRequests;
  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Booking Requests</h1>
        <p className="text-sm text-slate-600">{data.pendingBookingRequestCount} waiting for your answer. New requests appear here as they arrive.</p>
      </div>
      {edges.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          <Inbox className="mx-auto mb-2 size-8 text-slate-400" aria-hidden />
          No requests yet. Share your booking page so customers can request a time.
        </div>
      ) : (
        <ul className="space-y-3">
          {edges.map((e) => (
            <RequestListItem key={e.node.id} request={e.node} businessName={data.business?.businessName ?? null} />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" className="w-full" onClick={() => loadNext(20)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading...' : 'Show more'}
        </Button>
      )}
    </section>
  );
}
