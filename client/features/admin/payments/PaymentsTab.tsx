// Payments: owners who do not pay, in three groups, each with the reminder wording that fits it (the
// server picks it): new (trials within 48 hours), overdue (trials past them, never paid) and lapsed
// subscribers (a failed renewal or a cancelled subscription). Notify, Verify, Delete on each row; the
// emails sent are on the Outbox page. Each group is a connection paged like the customer list; the
// rows' mutations put their answers into them (@deleteEdge: see PaymentRow), so nothing is refetched.
import { CheckCircle2, Mail } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DeleteUserDialog, type DeletingUser } from '../users/DeleteUserDialog';
import type { PaymentRow_user$key } from './__generated__/PaymentRow_user.graphql';
import type { PaymentsTab_lapsed$key } from './__generated__/PaymentsTab_lapsed.graphql';
import type { PaymentsTab_new$key } from './__generated__/PaymentsTab_new.graphql';
import type { PaymentsTab_overdue$key } from './__generated__/PaymentsTab_overdue.graphql';
import type { PaymentsTabLapsedPaginationQuery } from './__generated__/PaymentsTabLapsedPaginationQuery.graphql';
import type { PaymentsTabNewPaginationQuery } from './__generated__/PaymentsTabNewPaginationQuery.graphql';
import type { PaymentsTabOverduePaginationQuery } from './__generated__/PaymentsTabOverduePaginationQuery.graphql';
import type { PaymentsTabQuery } from './__generated__/PaymentsTabQuery.graphql';
import { PaymentRow } from './PaymentRow';

const PAGE_SIZE = 50;

export const paymentsTabQuery = graphql`
  query PaymentsTabQuery {
    ...PaymentsTab_new
    ...PaymentsTab_overdue
    ...PaymentsTab_lapsed
  }
`;

interface Group {
  connection: { __id: string; totalCount: number; edges: readonly { node: { id: string } & PaymentRow_user$key }[] };
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

/** One group: its heading and count, what its reminder says, and its rows. */
function GroupSection({
  id,
  title,
  wording,
  empty,
  group,
  onDelete,
}: {
  id: string;
  title: string;
  wording: string;
  empty: string;
  group: Group;
  onDelete: (u: DeletingUser, connection: string) => void;
}) {
  const { edges, totalCount, __id } = group.connection;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4 space-y-2" data-testid={`payments-${id}`}>
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({totalCount})</span>
      </h2>
      <p className="text-xs text-slate-600">Notify sends: {wording}</p>
      {edges.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {edges.map((e) => (
            <PaymentRow key={e.node.id} user={e.node} connection={__id} onDelete={(u) => onDelete(u, __id)} />
          ))}
        </ul>
      )}
      {group.hasNext && (
        <Button variant="secondary" className="w-full" onClick={() => group.loadNext(PAGE_SIZE)} disabled={group.isLoadingNext}>
          {group.isLoadingNext ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </section>
  );
}

export function PaymentsTab({ queryRef }: { queryRef: PreloadedQuery<PaymentsTabQuery> }) {
  const query = usePreloadedQuery<PaymentsTabQuery>(paymentsTabQuery, queryRef);
  const fresh = usePaginationFragment<PaymentsTabNewPaginationQuery, PaymentsTab_new$key>(
    graphql`
      fragment PaymentsTab_new on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "PaymentsTabNewPaginationQuery") {
        newUsers: adminPaymentUsers(group: new, first: $count, after: $cursor) @connection(key: "PaymentsTab_newUsers") {
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
  const overdue = usePaginationFragment<PaymentsTabOverduePaginationQuery, PaymentsTab_overdue$key>(
    graphql`
      fragment PaymentsTab_overdue on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "PaymentsTabOverduePaginationQuery") {
        overdueUsers: adminPaymentUsers(group: overdue, first: $count, after: $cursor) @connection(key: "PaymentsTab_overdueUsers") {
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
  const lapsed = usePaginationFragment<PaymentsTabLapsedPaginationQuery, PaymentsTab_lapsed$key>(
    graphql`
      fragment PaymentsTab_lapsed on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "PaymentsTabLapsedPaginationQuery") {
        lapsedUsers: adminPaymentUsers(group: lapsed, first: $count, after: $cursor) @connection(key: "PaymentsTab_lapsedUsers") {
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
  const [deleting, setDeleting] = useState<{ user: DeletingUser; connection: string } | null>(null);
  // The overview's links (#overdue, #lapsed) open their group.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  const onDelete = (user: DeletingUser, connection: string) => setDeleting({ user, connection });
  const groups: { id: string; title: string; wording: string; empty: string; group: Group }[] = [
    {
      id: 'new',
      title: 'New, within 48 hours',
      wording: 'a friendly nudge to complete the Founders Rate payment before the 48 hours end.',
      empty: 'No sign-ups waiting for payment.',
      group: { ...fresh, connection: fresh.data.newUsers },
    },
    {
      id: 'overdue',
      title: 'Overdue, never paid',
      wording: 'the 48 hours have passed and the program is paused until payment is complete.',
      empty: 'No overdue sign-ups.',
      group: { ...overdue, connection: overdue.data.overdueUsers },
    },
    {
      id: 'lapsed',
      title: 'Lapsed subscribers',
      wording: 'a failed renewal asks for a new card; a cancelled subscription invites a restart.',
      empty: 'No failed or cancelled subscriptions.',
      group: { ...lapsed, connection: lapsed.data.lapsedUsers },
    },
  ];
  const none = groups.every((g) => g.group.connection.totalCount === 0);
  const outboxLink: ReactNode = (
    <Link to="/admin/outbox" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
      <Mail className="size-4" aria-hidden /> Outbox
    </Link>
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">Owners who do not pay. Reminders link to sign-in, then Settings → Billing.</p>
        {outboxLink}
      </div>
      {none && (
        <Card className="p-8 text-center">
          <CheckCircle2 className="mx-auto mb-2 size-10 text-green-600" aria-hidden />
          <p className="font-semibold">All Payments Verified</p>
        </Card>
      )}
      {groups.map((g) => (
        <GroupSection key={g.id} {...g} onDelete={onDelete} />
      ))}
      <DeleteUserDialog user={deleting?.user ?? null} shownIn={deleting?.connection} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** The route's page: the query its loader started. */
export function Component() {
  return <PaymentsTab queryRef={useLoaderData() as PreloadedQuery<PaymentsTabQuery>} />;
}
