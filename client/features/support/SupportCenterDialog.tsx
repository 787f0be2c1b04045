// The owner's Support Center: New Ticket and My Tickets, and a ticket's conversation.
import { LifeBuoy } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import type { SupportCenterDialogQuery } from './__generated__/SupportCenterDialogQuery.graphql';
import { MyTicketRow } from './MyTickets';
import { NewTicketForm } from './NewTicketForm';
import { TicketConversation } from './TicketConversation';

function SupportCenter() {
  const { viewer } = useLazyLoadQuery<SupportCenterDialogQuery>(
    graphql`
      query SupportCenterDialogQuery {
        viewer {
          tickets(first: 50) @connection(key: "SupportCenterDialog_tickets") {
            __id
            edges {
              node {
                id
                ...MyTickets_ticket
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [tab, setTab] = useState('new');
  const [openId, setOpenId] = useState<string | null>(null);
  if (!viewer) return null;
  if (openId) {
    return (
      <Suspense fallback={<Spinner />}>
        <TicketConversation id={openId} onBack={() => setOpenId(null)} />
      </Suspense>
    );
  }
  const { edges, __id } = viewer.tickets;
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList>
        <TabsTrigger value="new">New Ticket</TabsTrigger>
        <TabsTrigger value="mine">My Tickets</TabsTrigger>
      </TabsList>
      <TabsContent value="new">
        <NewTicketForm connectionId={__id} onCreated={() => setTab('mine')} />
      </TabsContent>
      <TabsContent value="mine">
        {edges.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No tickets yet.</p>
        ) : (
          <ul className="space-y-2">
            {edges.map((e) => (
              <MyTicketRow key={e.node.id} ticket={e.node} onOpen={setOpenId} />
            ))}
          </ul>
        )}
      </TabsContent>
    </Tabs>
  );
}

export function SupportCenterDialog() {
  return (
    <Dialog>
      <DialogTrigger aria-label="Support" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
        <LifeBuoy className="size-5" />
      </DialogTrigger>
      <DialogContent title="Support Center" description="We respond within 24 hours.">
        <Suspense fallback={<Spinner />}>
          <SupportCenter />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
