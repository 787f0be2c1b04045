// The admin Support tab: tickets (search by subject, category or owner; status and "Waiting on us" filters;
// unread marks) and, beside them at desktop width, the open ticket's route (/admin/support/:ticketId); on a
// phone the open ticket takes the list's place. Kept live by the admin feed subscription; the spec's
// 30-second polling runs only while the subscription is down.
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { fetchQuery, graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import { useLoaderData, useOutlet } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { statusLabel, TICKET_FILTERS, UNREAD_POLL_MS } from '../../../../common/support';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { SearchInput } from '../../../ui/SearchInput';
import { Select } from '../../../ui/Select';
import type { SupportTab_query$key } from './__generated__/SupportTab_query.graphql';
import type { SupportTabQuery } from './__generated__/SupportTabQuery.graphql';
import type { SupportTabFeedSubscription } from './__generated__/SupportTabFeedSubscription.graphql';
import type { SupportTabRefetchQuery } from './__generated__/SupportTabRefetchQuery.graphql';
import type { SupportTabUnreadQuery } from './__generated__/SupportTabUnreadQuery.graphql';
import { AdminTicketRow } from './AdminTicketRow';
import { NotifyEmailSettings } from './NotifyEmailSettings';
import { useOpenTicket } from './ticketAddress';
import { useRefetchOnReconnect } from '../../../relay/useRefetchOnReconnect';

const TICKET_PAGE_SIZE = 25;

/** The list's filter: a status, or the tickets whose owner waits for us. */
const FILTERS = ['all', 'waiting', ...TICKET_FILTERS.filter((f) => f !== 'all')] as const;
type Filter = (typeof FILTERS)[number];
const filterLabel = (f: Filter) => (f === 'all' ? 'All' : f === 'waiting' ? 'Waiting on us' : statusLabel(f));
const filterVariables = (f: Filter) => (f === 'waiting' ? { status: 'all' as const, waiting: true } : { status: f, waiting: false });

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
        waiting: { type: "Boolean", defaultValue: false }
      )
      @refetchable(queryName: "SupportTabRefetchQuery") {
        ...NotifyEmailSettings_query
        adminTickets(first: $count, after: $cursor, status: $status, search: $search, waiting: $waiting)
          @connection(key: "SupportTab_adminTickets", filters: ["status", "search", "waiting"]) {
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
  const [status, setStatus] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const { openId, linkTo } = useOpenTicket();
  // The open ticket's route (/admin/support/:ticketId) renders here.
  const ticket = useOutlet();
  const [live, setLive] = useState(true);
  const [, startTransition] = useTransition();

  const reload = useMemo(
    () => () => startTransition(() => {
      refetch({ ...filterVariables(status), search: search.trim() }, { fetchPolicy: 'store-and-network' });
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
        // A new ticket joins the list; an owner's deletion takes theirs away.
        const kind = event?.adminTicketFeed.kind;
        if (kind === 'created' || kind === 'owner-deleted') reload();
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
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {/* On a phone the open ticket replaces the list (its Back link returns); at desktop width they sit side by side. */}
      <section className={cn('min-w-0 space-y-3', ticket && 'hidden lg:block')}>
        <SearchInput label="Search tickets" placeholder="Search subject, owner, email or business" value={search} onChange={setSearch} />
        <Select
          label="Status"
          value={status}
          options={FILTERS.map((f) => [f, filterLabel(f)] as const)}
          onChange={(e) => setStatus(e.target.value as Filter)}
        />
        <p className="text-sm text-slate-500" data-testid="ticket-total">
          {data.adminTickets.totalCount} {data.adminTickets.totalCount === 1 ? 'ticket' : 'tickets'}
        </p>
        {!live && <p className="text-xs text-amber-700">Live updates paused; refreshing every 30 seconds.</p>}
        <ul className="space-y-2 lg:h-[600px] lg:overflow-y-auto lg:pr-1" aria-label="Tickets">
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
        <NotifyEmailSettings query={data} />
      </section>
      <section className={cn('min-w-0 rounded-xl border border-slate-200 bg-white p-4', !ticket && 'hidden lg:block')}>
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
