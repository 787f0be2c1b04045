// Payments: users awaiting verification (overdue after 48 hours), Notify, Verify, Delete; and the outbox.
// Both lists are connections paged like the customer list; the rows' mutations put their answers into
// them (@deleteEdge, @prependNode: see PaymentRow), so nothing is refetched.
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cn } from '../../../ui/cn';
import { DeleteUserDialog, type DeletingUser } from '../users/DeleteUserDialog';
import type { PaymentsTab_message$key } from './__generated__/PaymentsTab_message.graphql';
import type { PaymentsTab_outbox$key } from './__generated__/PaymentsTab_outbox.graphql';
import type { PaymentsTab_unverified$key } from './__generated__/PaymentsTab_unverified.graphql';
import type { PaymentsTabOutboxPaginationQuery } from './__generated__/PaymentsTabOutboxPaginationQuery.graphql';
import type { PaymentsTabQuery } from './__generated__/PaymentsTabQuery.graphql';
import type { PaymentsTabUnverifiedPaginationQuery } from './__generated__/PaymentsTabUnverifiedPaginationQuery.graphql';
import { PaymentRow } from './PaymentRow';

const PAGE_SIZE = 50;
const OUTBOX_PAGE_SIZE = 10;

function OutboxMessage({ message }: { message: PaymentsTab_message$key }) {
  const m = useFragment(
    graphql`
      fragment PaymentsTab_message on EmailOutbox {
        id
        to
        subject
        text
        createdAt
        sentAt
        error
      }
    `,
    message,
  );
  return (
    <li data-testid="outbox-message">
      <details className="group rounded-lg border border-slate-200 p-2">
        <summary className="flex cursor-pointer justify-between gap-2">
          <span className="truncate">
            {m.subject} → {m.to}
          </span>
          <span className={cn('shrink-0 text-xs', m.error ? 'text-red-600' : 'text-slate-500')}>
            {m.sentAt ? 'sent' : m.error ? 'not sent' : 'queued'} · {new Date(m.createdAt).toLocaleString()}
          </span>
        </summary>
        {m.error && <p className="mt-2 text-xs text-red-600">Mail server: {m.error}</p>}
        <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-slate-700">{m.text}</pre>
      </details>
    </li>
  );
}

export const paymentsTabQuery = graphql`
  query PaymentsTabQuery {
    ...PaymentsTab_unverified
    ...PaymentsTab_outbox
  }
`;

export function PaymentsTab({ queryRef }: { queryRef: PreloadedQuery<PaymentsTabQuery> }) {
  const query = usePreloadedQuery<PaymentsTabQuery>(paymentsTabQuery, queryRef);
  const users = usePaginationFragment<PaymentsTabUnverifiedPaginationQuery, PaymentsTab_unverified$key>(
    graphql`
      fragment PaymentsTab_unverified on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "PaymentsTabUnverifiedPaginationQuery") {
        adminUnverifiedUsers(first: $count, after: $cursor) @connection(key: "PaymentsTab_adminUnverifiedUsers") {
          __id
          totalCount
          edges {
            node {
              id
              ...PaymentRow_user
            }
          }
        }
      }
    `,
    query,
  );
  const outbox = usePaginationFragment<PaymentsTabOutboxPaginationQuery, PaymentsTab_outbox$key>(
    graphql`
      fragment PaymentsTab_outbox on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "PaymentsTabOutboxPaginationQuery") {
        emailOutbox(first: $count, after: $cursor) @connection(key: "PaymentsTab_emailOutbox") {
          __id
          edges {
            node {
              id
              ...PaymentsTab_message
            }
          }
        }
      }
    `,
    query,
  );
  const [deleting, setDeleting] = useState<DeletingUser | null>(null);
  const { edges, totalCount, __id: unverifiedId } = users.data.adminUnverifiedUsers;
  const connections = { unverified: unverifiedId, outbox: outbox.data.emailOutbox.__id };
  const messages = outbox.data.emailOutbox.edges;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {totalCount} {totalCount === 1 ? 'user' : 'users'} awaiting payment verification
      </p>
      {edges.length === 0 && (
        <Card className="p-8 text-center">
          <CheckCircle2 className="mx-auto mb-2 size-10 text-green-600" aria-hidden />
          <p className="font-semibold">All Payments Verified</p>
        </Card>
      )}
      <ul className="space-y-3">
        {edges.map((e) => (
          <PaymentRow key={e.node.id} user={e.node} connections={connections} onDelete={(u) => setDeleting({ ...u, unverified: true })} />
        ))}
      </ul>
      {users.hasNext && (
        <Button variant="secondary" className="w-full" onClick={() => users.loadNext(PAGE_SIZE)} disabled={users.isLoadingNext}>
          {users.isLoadingNext ? 'Loading...' : 'Load more'}
        </Button>
      )}
      {messages.length > 0 && (
        <Card className="p-4">
          <h3 className="mb-2 font-semibold">Email outbox</h3>
          <ul className="space-y-1 text-sm">
            {messages.map((e) => (
              <OutboxMessage key={e.node.id} message={e.node} />
            ))}
          </ul>
          {outbox.hasNext && (
            <Button variant="ghost" size="sm" className="mt-2 w-full" onClick={() => outbox.loadNext(OUTBOX_PAGE_SIZE)} disabled={outbox.isLoadingNext}>
              {outbox.isLoadingNext ? 'Loading...' : 'Older emails'}
            </Button>
          )}
        </Card>
      )}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** The route's page: the query its loader started. */
export function Component() {
  return <PaymentsTab queryRef={useLoaderData() as PreloadedQuery<PaymentsTabQuery>} />;
}
