// The Support Center's content: New Ticket and My Tickets (paged, kept live by the owner's ticket
// feed) and a ticket's conversation. It loads (code and query) when the dialog opens, so the pages
// with the Support icon do not carry it.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useReconnectFetchKey } from '../../relay/useRefetchOnReconnect';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import type { SupportCenterDialog_user$key } from './__generated__/SupportCenterDialog_user.graphql';
import type { SupportCenterDialogPaginationQuery } from './__generated__/SupportCenterDialogPaginationQuery.graphql';
import type { SupportCenterDialogQuery } from './__generated__/SupportCenterDialogQuery.graphql';
import { MyTicketRow } from './MyTickets';
import { NewTicketForm } from './NewTicketForm';
import { TicketConversation } from './TicketConversation';

const PAGE_SIZE = 20;

export function SupportCenter({ tab, onTab }: { tab: string; onTab: (tab: string) => void }) {
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
