// One ticket's conversation; replies from the team appear live. A closed ticket has no reply box.
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useMutationResult } from '../../relay/mutationResult';
import { useReconnectFetchKey } from '../../relay/useRefetchOnReconnect';
import { Button } from '../../ui/Button';
import { Textarea } from '../../ui/Textarea';
import { toast } from '../../ui/toast-store';
import type { TicketConversationQuery } from './__generated__/TicketConversationQuery.graphql';
import type { TicketConversationReplyMutation } from './__generated__/TicketConversationReplyMutation.graphql';
import type { TicketConversationUpdatedSubscription } from './__generated__/TicketConversationUpdatedSubscription.graphql';
import { MessageList } from './MessageList';
import { TicketStatusBadge } from './TicketStatusBadge';

const subscription = graphql`
  subscription TicketConversationUpdatedSubscription($id: ID!) {
    ticketUpdated(id: $id) {
      id
      status
      ...MessageList_ticket
    }
  }
`;

export function TicketConversation({ id, onBack }: { id: string; onBack: () => void }) {
  // Replies sent while the connection was down show once it is back.
  const fetchKey = useReconnectFetchKey();
  const { node } = useLazyLoadQuery<TicketConversationQuery>(
    graphql`
      query TicketConversationQuery($id: ID!) {
        node(id: $id) {
          ... on Ticket {
            id
            subject
            category
            status
            ...MessageList_ticket @alias
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const config = useMemo<GraphQLSubscriptionConfig<TicketConversationUpdatedSubscription>>(() => ({ subscription, variables: { id } }), [id]);
  useSubscription(config);
  const [reply, setReply] = useState('');
  const [commit, pending] = useMutationResult<TicketConversationReplyMutation>(graphql`
    mutation TicketConversationReplyMutation($ticketId: ID!, $message: String!) {
      replyToTicket(ticketId: $ticketId, message: $message) {
        __typename
        ... on Error {
          message
        }
        ... on ReplyToTicketSuccess {
          ticket {
            id
            ...MessageList_ticket
          }
        }
      }
    }
  `);
  const ticketId = node?.id;
  if (!ticketId) return <p className="text-slate-600">This ticket is not available.</p>;
  const send = async () => {
    const result = await commit({ ticketId, message: reply }, { failure: 'Failed to send reply' });
    if (!result.ok) return;
    setReply('');
    toast({ title: 'Reply sent' });
  };
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft className="size-4" /> Back to Tickets
      </Button>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{node.subject}</h3>
          <p className="text-xs text-slate-500">{node.category}</p>
        </div>
        <TicketStatusBadge status={node.status ?? 'new'} />
      </div>
      <div className="max-h-80 overflow-y-auto">
        {node.MessageList_ticket && <MessageList ticket={node.MessageList_ticket} mine="owner" ownerName="You" />}
      </div>
      {node.status !== 'closed' && (
        <div className="space-y-2">
          <Textarea label="Reply" value={reply} onChange={(e) => setReply(e.target.value)} />
          <Button className="w-full" onClick={send} disabled={!reply.trim() || pending}>
            {pending ? 'Sending...' : 'Send Reply'}
          </Button>
        </div>
      )}
    </div>
  );
}
