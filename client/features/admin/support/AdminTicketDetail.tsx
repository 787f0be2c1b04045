// A ticket on the admin desk: who asked, the conversation (live), status and reply. Opening marks it read.
import { useEffect, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useReconnectFetchKey } from '../../../relay/useRefetchOnReconnect';
import { statusLabel, TICKET_STATUSES } from '../../../../common/support';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Textarea } from '../../../ui/Textarea';
import { toast } from '../../../ui/toast-store';
import { MessageList } from '../../support/MessageList';
import { RequesterAddress } from './RequesterAddress';
import type { AdminTicketDetailQuery } from './__generated__/AdminTicketDetailQuery.graphql';
import type { AdminTicketDetailReadMutation } from './__generated__/AdminTicketDetailReadMutation.graphql';
import type { AdminTicketDetailReplyMutation } from './__generated__/AdminTicketDetailReplyMutation.graphql';
import type { AdminTicketDetailStatusMutation, TicketStatus } from './__generated__/AdminTicketDetailStatusMutation.graphql';
import type { AdminTicketDetailUpdatedSubscription } from './__generated__/AdminTicketDetailUpdatedSubscription.graphql';

const updated = graphql`
  subscription AdminTicketDetailUpdatedSubscription($id: ID!) {
    ticketUpdated(id: $id) {
      ...AdminTicketDetail_conversation
    }
  }
`;

graphql`
  fragment AdminTicketDetail_conversation on Ticket {
    id
    status
    unread
    ...MessageList_ticket
  }
`;

export function AdminTicketDetail({ id }: { id: string }) {
  // Messages sent while the connection was down show once it is back.
  const fetchKey = useReconnectFetchKey();
  const { node } = useLazyLoadQuery<AdminTicketDetailQuery>(
    graphql`
      query AdminTicketDetailQuery($id: ID!) {
        node(id: $id) {
          ... on Ticket {
            id
            subject
            category
            status
            ...MessageList_ticket @alias
            requester {
              userId
              name
              email
              phone
              businessName
              business {
                ...RequesterAddress_business
              }
            }
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const config = useMemo<GraphQLSubscriptionConfig<AdminTicketDetailUpdatedSubscription>>(() => ({ subscription: updated, variables: { id } }), [id]);
  useSubscription(config);
  const [markRead] = useMutation<AdminTicketDetailReadMutation>(graphql`
    mutation AdminTicketDetailReadMutation($id: ID!) {
      markTicketRead(ticketId: $id) {
        ... on MarkTicketReadSuccess {
          ticket {
            id
            unread
          }
        }
      }
    }
  `);
  const [setStatus] = useMutation<AdminTicketDetailStatusMutation>(graphql`
    mutation AdminTicketDetailStatusMutation($id: ID!, $status: TicketStatus!) {
      setTicketStatus(ticketId: $id, status: $status) {
        __typename
        ... on Error {
          message
        }
        ... on SetTicketStatusSuccess {
          ticket {
            id
            status
          }
        }
      }
    }
  `);
  const [reply, replying] = useMutation<AdminTicketDetailReplyMutation>(graphql`
    mutation AdminTicketDetailReplyMutation($id: ID!, $message: String!, $status: TicketStatus) {
      adminReplyToTicket(ticketId: $id, message: $message, status: $status) {
        __typename
        ... on Error {
          message
        }
        ... on AdminReplyToTicketSuccess {
          ticket {
            ...AdminTicketDetail_conversation
          }
        }
      }
    }
  `);
  const [text, setText] = useState('');
  // A status the admin picked here stays when they reply; otherwise a reply moves a new ticket to in progress.
  const [chosenStatus, setChosenStatus] = useState<TicketStatus | null>(null);
  useEffect(() => {
    markRead({ variables: { id } });
  }, [id, markRead]);

  if (!node?.id) return <p className="text-slate-600">Ticket not found.</p>;
  const send = () =>
    reply({
      variables: { id, message: text, status: chosenStatus },
      onCompleted: ({ adminReplyToTicket: r }) => {
        if (r.__typename !== 'AdminReplyToTicketSuccess') return toast({ title: 'Failed to send reply', description: r.message ?? '', variant: 'destructive' });
        setText('');
        toast({ title: 'Reply sent' });
      },
      onError: (e) => toast({ title: 'Failed to send reply', description: e.message, variant: 'destructive' }),
    });
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-lg font-semibold">{node.subject}</h3>
        <p className="text-sm text-slate-500">{node.category}</p>
      </div>
      {node.requester && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          <dt className="text-slate-500">Name</dt>
          <dd>{node.requester.name}</dd>
          <dt className="text-slate-500">Email</dt>
          <dd className="break-all">{node.requester.email}</dd>
          <dt className="text-slate-500">Phone</dt>
          <dd>{node.requester.phone ?? '—'}</dd>
          <dt className="text-slate-500">Business</dt>
          <dd>{node.requester.businessName ?? '—'}</dd>
          {node.requester.business && <RequesterAddress business={node.requester.business} userId={node.requester.userId} />}
        </dl>
      )}
      <Select
        label="Status"
        value={node.status ?? 'new'}
        options={TICKET_STATUSES.map((s) => [s, statusLabel(s)] as const)}
        onChange={(e) => {
          const status = e.target.value as TicketStatus;
          setChosenStatus(status);
          setStatus({
            variables: { id, status },
            onCompleted: ({ setTicketStatus: r }) =>
              r.__typename === 'SetTicketStatusSuccess'
                ? toast({ title: 'Ticket updated' })
                : toast({ title: 'Failed to update ticket', description: r.message ?? '', variant: 'destructive' }),
            onError: (e) => toast({ title: 'Failed to update ticket', description: e.message, variant: 'destructive' }),
          });
        }}
      />
      {node.MessageList_ticket && <MessageList ticket={node.MessageList_ticket} mine="admin" ownerName={node.requester?.name ?? 'Owner'} />}
      <Textarea label="Reply" value={text} onChange={(e) => setText(e.target.value)} />
      <Button onClick={send} disabled={!text.trim() || replying}>
        {replying ? 'Sending...' : 'Send Reply'}
      </Button>
    </div>
  );
}
