// The owner's Support Center: New Ticket and My Tickets (paged, kept live by the owner's ticket feed),
// a ticket's conversation, and an unread dot on the Support icon when the team answers or changes a status.
import { LifeBuoy } from 'lucide-react';
import { Suspense, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import type { SupportCenterDialog_user$key } from './__generated__/SupportCenterDialog_user.graphql';
import type { SupportCenterDialogPaginationQuery } from './__generated__/SupportCenterDialogPaginationQuery.graphql';
import type { SupportCenterDialogQuery } from './__generated__/SupportCenterDialogQuery.graphql';
import type { SupportCenterDialogUpdatedSubscription } from './__generated__/SupportCenterDialogUpdatedSubscription.graphql';
import { MyTicketRow } from './MyTickets';
import { NewTicketForm } from './NewTicketForm';
import { TicketConversation } from './TicketConversation';
import { useReconnectFetchKey } from '../../relay/useRefetchOnReconnect';

const PAGE_SIZE = 20;

const updated = graphql`
  subscription SupportCenterDialogUpdatedSubscription {
    myTicketsUpdated {
      id
      ...MyTickets_ticket
    }
  }
`;

function SupportCenter({ tab, onTab }: { tab: string; onTab: (tab: string) => void }) {
  // Tickets answered or closed while the connection was down show once it is back.
  const fetchKey = useReconnectFetchKey();
  const { viewer } = useLazyLoadQuery<SupportCenterDialogQuery>(
    graphql`
      query SupportCenterDialogQuery {
        viewer {
          ...SupportCenterDialog_user
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [openId, setOpenId] = useState<string | null>(null);
  if (!viewer) return null;
  if (openId) {
    return (
      <Suspense fallback={<Spinner />}>
        <TicketConversation id={openId} onBack={() => setOpenId(null)} />
      </Suspense>
    );
  }
  return <TicketTabs user={viewer} tab={tab} onTab={onTab} onOpen={setOpenId} />;
}

function TicketTabs({ user, tab, onTab, onOpen }: { user: SupportCenterDialog_user$key; tab: string; onTab: (tab: string) => void; onOpen: (id: string) => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SupportCenterDialogPaginationQuery, SupportCenterDialog_user$key>(
    graphql`
      fragment SupportCenterDialog_user on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "SupportCenterDialogPaginationQuery") {
        tickets(first: $count, after: $cursor) @connection(key: "SupportCenterDialog_tickets") {
          __id
          totalCount
          edges {
            node {
              id
              ...MyTickets_ticket
            }
          }
        }
      }
    `,
    user,
  );
  const { edges, __id, totalCount } = data.tickets;
  return (
    <Tabs value={tab} onValueChange={onTab}>
      <TabsList>
        <TabsTrigger value="new">New Ticket</TabsTrigger>
        <TabsTrigger value="mine">My Tickets</TabsTrigger>
      </TabsList>
      <TabsContent value="new">
        <NewTicketForm connectionId={__id} onCreated={() => onTab('mine')} />
      </TabsContent>
      <TabsContent value="mine">
        {edges.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No tickets yet.</p>
        ) : (
          <div className="space-y-2">
            <p className="text-sm text-slate-500">
              {totalCount} {totalCount === 1 ? 'ticket' : 'tickets'}
            </p>
            <ul className="space-y-2">
              {edges.map((e) => (
                <MyTicketRow key={e.node.id} ticket={e.node} onOpen={onOpen} />
              ))}
            </ul>
            {hasNext && (
              <Button variant="secondary" className="w-full" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
                {isLoadingNext ? 'Loading...' : 'Load more'}
              </Button>
            )}
          </div>
        )}
      </TabsContent>
    </Tabs>
  );
}

/** The Support icon, or a labelled button where an icon alone would not be found (payment screen, Settings). */
export function SupportCenterDialog({ label }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('new');
  const [unseen, setUnseen] = useState(false);
  const looking = useRef(false);
  looking.current = open && tab === 'mine';
  // The feed keeps every ticket of the list current in the store; while the owner is not looking at
  // My Tickets, news shows as a dot on the icon.
  const config = useMemo<GraphQLSubscriptionConfig<SupportCenterDialogUpdatedSubscription>>(
    () => ({
      subscription: updated,
      variables: {},
      onNext: () => {
        if (!looking.current) setUnseen(true);
      },
    }),
    [],
  );
  useSubscription(config);
  const showTab = (next: string) => {
    setTab(next);
    if (next === 'mine') setUnseen(false);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && unseen) showTab('mine');
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {label ? (
        <DialogTrigger className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-medium text-brand-700 hover:bg-brand-50">
          <LifeBuoy className="size-4" aria-hidden /> {label}
        </DialogTrigger>
      ) : (
        <DialogTrigger aria-label={unseen ? 'Support (new replies)' : 'Support'} className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100">
          <LifeBuoy className="size-5" />
          {unseen && <span data-testid="support-unread" className="absolute right-1.5 top-1.5 size-2 rounded-full bg-red-600" />}
        </DialogTrigger>
      )}
      <DialogContent title="Support Center" description="We respond within 24 hours.">
        <Suspense fallback={<Spinner />}>
          <SupportCenter tab={tab} onTab={showTab} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
