// A ticket on the admin desk: who asked (their plan, payment state, program day, last activity, other
// tickets, record and booking page), the conversation (live), status and reply. The ticket is read while
// it is on screen: opening marks it read, and so does an owner's message arriving while it is shown.
// Its data comes with the ticket's route (AdminTicketPage); the live event and a reply refresh the conversation.
import { useEffect, useMemo, useState } from 'react';
import { ArrowLeft, ExternalLink, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { graphql, useFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { statusLabel, TICKET_STATUSES } from '../../../../common/support';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Textarea } from '../../../ui/Textarea';
import { useMutationResult } from '../../../relay/mutationResult';
import { MessageList } from '../../support/MessageList';
import { RequesterAddress } from './RequesterAddress';
import { TicketStatusBadge } from '../../support/TicketStatusBadge';
import { WaitingBadge } from './WaitingBadge';
import { useOpenTicket } from './ticketAddress';
import type { AdminTicketDetail_ticket$key } from './__generated__/AdminTicketDetail_ticket.graphql';
import type { AdminTicketDetailReadMutation } from './__generated__/AdminTicketDetailReadMutation.graphql';
import type { AdminTicketDetailReplyMutation } from './__generated__/AdminTicketDetailReplyMutation.graphql';
import type { AdminTicketDetailStatusMutation, TicketStatus } from './__generated__/AdminTicketDetailStatusMutation.graphql';
import type { AdminTicketDetailUpdatedSubscription } from './__generated__/AdminTicketDetailUpdatedSubscription.graphql';
import { ViewAsButton } from '../owner/ViewAsButton';

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
    waitingSince
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
        unread
        waitingSince
        ...MessageList_ticket
        requester {
          userId
          name
          email
          phone
          businessName
          business {
            bookingPath
            ...RequesterAddress_business
          }
          account {
            plan
            paymentState
            paymentStateSince
            signedUpAt
            programDay
            programLength
            lastActivityAt
            ownerId
            recordPath
            otherTickets {
              id
              subject
              status
              createdAt
            }
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
  // Read while on screen: on opening, and when an owner's message arrives (live) while the admin looks at it.
  const { unread } = node;
  useEffect(() => {
    if (!unread) return;
    const read = () => {
      if (document.visibilityState === 'visible') void markRead({ id });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [id, unread, markRead]);
  const { linkTo } = useOpenTicket();
  const account = node.requester?.account;

  const send = async () => {
    const result = await reply({ id, message: text, status: chosenStatus }, { success: 'Reply sent', failure: 'Failed to send reply' });
    if (result.ok) setText('');
  };
  return (
    <div className="min-w-0 space-y-4">
      <button type="button" onClick={onClose} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 lg:hidden">
        <ArrowLeft className="size-4" aria-hidden />
        Back to tickets
      </button>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold">{node.subject}</h3>
          <p className="text-sm text-slate-500">{node.category}</p>
          <WaitingBadge since={node.waitingSince} className="mt-1" />
        </div>
        <button type="button" aria-label="Close ticket" onClick={onClose} className="shrink-0 rounded-lg p-1 text-slate-500 hover:bg-slate-100">
          <X className="size-5" />
        </button>
      </div>
      {node.requester && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          <dt className="text-slate-500">Name</dt>
          <dd className="break-words">{node.requester.name}</dd>
          <dt className="text-slate-500">Email</dt>
          <dd className="break-all">{node.requester.email}</dd>
          <dt className="text-slate-500">Phone</dt>
          <dd>{node.requester.phone ?? '—'}</dd>
          <dt className="text-slate-500">Business</dt>
          <dd className="break-words">{node.requester.businessName ?? '—'}</dd>
          {account && (
            <>
              <dt className="text-slate-500">Plan</dt>
              <dd>{account.plan}</dd>
              <dt className="text-slate-500">Payment</dt>
              <dd data-testid="owner-payment">
                {paymentStateLabel(account.paymentState)} since {new Date(account.paymentStateSince).toLocaleDateString()}
              </dd>
              <dt className="text-slate-500">Signed up</dt>
              <dd>{new Date(account.signedUpAt).toLocaleDateString()}</dd>
              <dt className="text-slate-500">Program</dt>
              <dd>
                Day {account.programDay} of {account.programLength}
              </dd>
              <dt className="text-slate-500">Last activity</dt>
              <dd>{account.lastActivityAt ? new Date(account.lastActivityAt).toLocaleString() : 'Never signed in'}</dd>
            </>
          )}
          {node.requester.business && <RequesterAddress business={node.requester.business} userId={node.requester.userId} />}
        </dl>
      )}
      {(account || node.requester?.business) && (
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {account && (
            <Link to={account.recordPath} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Owner’s record
            </Link>
          )}
          {account && <ViewAsButton userId={account.ownerId} />}
          {node.requester?.business && (
            <a
              href={node.requester.business.bookingPath}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Booking page
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
      {account && account.otherTickets.length > 0 && (
        <section aria-label="Other tickets of this owner" className="space-y-1">
          <h4 className="text-sm font-semibold text-slate-700">Other tickets ({account.otherTickets.length})</h4>
          <ul className="space-y-1">
            {account.otherTickets.map((o) => (
              <li key={o.id}>
                <Link {...linkTo(o.id)} className="flex items-start gap-2 rounded-md p-1 text-sm hover:bg-slate-50">
                  <span className="min-w-0 flex-1 break-words text-brand-700">{o.subject}</span>
                  <span className="shrink-0 text-xs text-slate-600">{new Date(o.createdAt).toLocaleDateString()}</span>
                  <span className="shrink-0">
                    <TicketStatusBadge status={o.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
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

const PAYMENT_STATES: Record<string, string> = {
  trial: 'Trial',
  paying: 'Paying',
  verified: 'Verified by hand',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};
const paymentStateLabel = (state: string) => PAYMENT_STATES[state] ?? state;
