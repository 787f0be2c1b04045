// The admin Support tab: tickets (search, status filter, unread marks) and, beside them, the open ticket's
// route (/admin/support/:ticketId), kept live by the admin feed subscription; the spec's 30-second polling runs only while the subscription is down.
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { fetchQuery, graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import { useLoaderData, useOutlet } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { statusLabel, TICKET_FILTERS, UNREAD_POLL_MS } from '../../../../common/support';
import { Button } from '../../../ui/Button';
import { SearchInput } from '../../../ui/SearchInput';
import { Select } from '../../../ui/Select';
import type { SupportTab_query$key } from './__generated__/SupportTab_query.graphql';
import type { SupportTabQuery } from './__generated__/SupportTabQuery.graphql';
import type { SupportTabFeedSubscription } from './__generated__/SupportTabFeedSubscription.graphql';
import type { SupportTabRefetchQuery } from './__generated__/SupportTabRefetchQuery.graphql';
import type { SupportTabUnreadQuery } from './__generated__/SupportTabUnreadQuery.graphql';
import { AdminTicketRow } from './AdminTicketRow';
import { useOpenTicket } from './ticketAddress';
import { useRefetchOnReconnect } from '../../../relay/useRefetchOnReconnect';

export const TICKET_LIST_HEIGHT_PX = 600;
const TICKET_PAGE_SIZE = 25;

const feed = graphql`
  subscription SupportTabFeedSubscription {
    adminTicketFeed {
      kind
      unreadCount
      ticket {
        ...AdminTicketRow_ticket
      }
    }
  }
`;

const unreadQuery = graphql`
  query SupportTabUnreadQuery {
    adminUnreadTicketCount
  }
`;

export function SupportTab({ query }: { query: SupportTab_query$key }) {
  const { data, refetch, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SupportTabRefetchQuery, SupportTab_query$key>(
    graphql`
      fragment SupportTab_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        status: { type: "TicketFilter", defaultValue: all }
        search: { type: "String", defaultValue: "" }
      )
      @refetchable(queryName: "SupportTabRefetchQuery") {
        adminTickets(first: $count, after: $cursor, status: $status, search: $search)
          @connection(key: "SupportTab_adminTickets", filters: ["status", "search"]) {
          totalCount
          edges {
            node {
              id
              ...AdminTicketRow_ticket
            }
          }
        }
      }
    `,
    query,
  );
  const environment = useRelayEnvironment();
  const [status, setStatus] = useState<(typeof TICKET_FILTERS)[number]>('all');
  const [search, setSearch] = useState('');
  const { openId, linkTo } = useOpenTicket();
  // The open ticket's route (/admin/support/:ticketId) renders here.
  const ticket = useOutlet();
  const [live, setLive] = useState(true);
  const [, startTransition] = useTransition();

  const reload = useMemo(
    () => () => startTransition(() => {
      refetch({ status, search: search.trim() }, { fetchPolicy: 'store-and-network' });
    }),
    [refetch, status, search],
  );
  // The filters the list shows; the route's query loaded it with none, so mounting refetches nothing.
  const shown = useRef('all|');
  useEffect(() => {
    const next = `${status}|${search.trim()}`;
    if (next === shown.current) return;
    const id = setTimeout(() => {
      shown.current = next;
      reload();
    }, 250);
    return () => clearTimeout(id);
  }, [reload, status, search]);

  const config = useMemo<GraphQLSubscriptionConfig<SupportTabFeedSubscription>>(
    () => ({
      subscription: feed,
      variables: {},
      updater: (store) => {
        const event = store.getRootField('adminTicketFeed');
        store.getRoot().setValue(event?.getValue('unreadCount') as number, 'adminUnreadTicketCount');
      },
      onNext: (event) => {
        setLive(true);
        if (event?.adminTicketFeed.kind === 'created') reload();
      },
      onError: () => setLive(false),
      onCompleted: () => setLive(false),
    }),
    [reload],
  );
  useSubscription(config);

  // Tickets and counts that changed while the connection was down show once it is back.
  const refetchAll = useCallback(() => {
    fetchQuery<SupportTabUnreadQuery>(environment, unreadQuery, {}).subscribe({});
    reload();
  }, [environment, reload]);
  useRefetchOnReconnect(refetchAll);

  useEffect(() => {
    if (live) return;
    const id = setInterval(() => {
      fetchQuery<SupportTabUnreadQuery>(environment, unreadQuery, {}).subscribe({});
      reload();
    }, UNREAD_POLL_MS);
    return () => clearInterval(id);
  }, [live, environment, reload]);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section className="space-y-3">
        <SearchInput label="Search tickets" placeholder="Search subject or category" value={search} onChange={setSearch} />
        <Select
          label="Status"
          value={status}
          options={TICKET_FILTERS.map((s) => [s, s === 'all' ? 'All' : statusLabel(s)] as const)}
          onChange={(e) => setStatus(e.target.value as 'all')}
        />
        <p className="text-sm text-slate-500" data-testid="ticket-total">
          {data.adminTickets.totalCount} {data.adminTickets.totalCount === 1 ? 'ticket' : 'tickets'}
        </p>
        {!live && <p className="text-xs text-amber-700">Live updates paused; refreshing every 30 seconds.</p>}
        <ul className="space-y-2 overflow-y-auto pr-1" style={{ height: TICKET_LIST_HEIGHT_PX }} aria-label="Tickets">
          {data.adminTickets.edges.length === 0 && <li className="py-6 text-center text-sm text-slate-500">No tickets.</li>}
          {data.adminTickets.edges.map((e) => (
            <AdminTicketRow key={e.node.id} ticket={e.node} selected={openId === e.node.id} link={linkTo(e.node.id)} />
          ))}
          {hasNext && (
            <li>
              <Button variant="secondary" className="w-full" onClick={() => loadNext(TICKET_PAGE_SIZE)} disabled={isLoadingNext}>
                {isLoadingNext ? 'Loading...' : 'Load more'}
              </Button>
            </li>
          )}
        </ul>
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        {ticket ?? <p className="py-10 text-center text-slate-500">Select a ticket to read it.</p>}
      </section>
    </div>
  );
}

/** The route's page (/admin/support): the tickets its loader started loading. */
export function Component() {
  const query = usePreloadedQuery<SupportTabQuery>(
    graphql`
      query SupportTabQuery {
        ...SupportTab_query
      }
    `,
    useLoaderData() as PreloadedQuery<SupportTabQuery>,
  );
  return <SupportTab query={query} />;
}
