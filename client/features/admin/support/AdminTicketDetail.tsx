// A ticket on the admin desk: who asked, the conversation (live), status and reply. Opening marks it read.
// Its data comes with the ticket's route (AdminTicketPage); the live event and a reply refresh the conversation.
import { useEffect, useMemo, useState } from 'react';
import { X } from 'lucide-react';
import { graphql, useFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { statusLabel, TICKET_STATUSES } from '../../../../common/support';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Textarea } from '../../../ui/Textarea';
import { useMutationResult } from '../../../relay/mutationResult';
import { MessageList } from '../../support/MessageList';
import { RequesterAddress } from './RequesterAddress';
import type { AdminTicketDetail_ticket$key } from './__generated__/AdminTicketDetail_ticket.graphql';
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

export function AdminTicketDetail({ ticket, onClose }: { ticket: AdminTicketDetail_ticket$key; onClose: () => void }) {
  const node = useFragment(
    graphql`
      fragment AdminTicketDetail_ticket on Ticket {
        id
        subject
        category
        status
        ...MessageList_ticket
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
    `,
    ticket,
  );
  const { id } = node;
  const config = useMemo<GraphQLSubscriptionConfig<AdminTicketDetailUpdatedSubscription>>(() => ({ subscription: updated, variables: { id } }), [id]);
  useSubscription(config);
  const [markRead] = useMutationResult<AdminTicketDetailReadMutation>(graphql`
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
  const [setStatus] = useMutationResult<AdminTicketDetailStatusMutation>(graphql`
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
  const [reply, replying] = useMutationResult<AdminTicketDetailReplyMutation>(graphql`
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
    void markRead({ id });
  }, [id, markRead]);

  const send = async () => {
    const result = await reply({ id, message: text, status: chosenStatus }, { success: 'Reply sent', failure: 'Failed to send reply' });
    if (result.ok) setText('');
  };
  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 className="text-lg font-semibold">{node.subject}</h3>
          <p className="text-sm text-slate-500">{node.category}</p>
        </div>
        <button type="button" aria-label="Close ticket" onClick={onClose} className="rounded-lg p-1 text-slate-500 hover:bg-slate-100">
          <X className="size-5" />
        </button>
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
          void setStatus({ id, status }, { success: 'Ticket updated', failure: 'Failed to update ticket' });
        }}
      />
      <MessageList ticket={node} mine="admin" ownerName={node.requester?.name ?? 'Owner'} />
      <Textarea label="Reply" value={text} onChange={(e) => setText(e.target.value)} />
      <Button onClick={send} disabled={!text.trim() || replying}>
        {replying ? 'Sending...' : 'Send Reply'}
      </Button>
    </div>
  );
}
