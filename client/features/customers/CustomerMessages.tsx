// A customer's Messages timeline on their sheet: what went out or is due, by which channel, its status,
// when, to whom, why it failed or was skipped, and Cancel for what is still scheduled.
import { Mail, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast-store';
import { channelName, formatWhen, kindName, STATUS_NAMES, STATUS_STYLES } from '../messages/labels';
import type { CustomerMessages_customer$key } from './__generated__/CustomerMessages_customer.graphql';
import type { CustomerMessages_message$key } from './__generated__/CustomerMessages_message.graphql';
import type { CustomerMessagesCancelMutation } from './__generated__/CustomerMessagesCancelMutation.graphql';
import type { CustomerMessagesPaginationQuery } from './__generated__/CustomerMessagesPaginationQuery.graphql';

const PAGE = 10;

export function CustomerMessages({ customer }: { customer: CustomerMessages_customer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CustomerMessagesPaginationQuery, CustomerMessages_customer$key>(
    graphql`
      fragment CustomerMessages_customer on Customer
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "CustomerMessagesPaginationQuery") {
        messages(first: $count, after: $cursor) @connection(key: "CustomerMessages_messages") {
          edges {
            node {
              id
              ...CustomerMessages_message
            }
          }
        }
      }
    `,
    customer,
  );
  const [cancelling, setCancelling] = useState<{ id: string; what: string } | null>(null);
  const [cancel, pending] = useMutationResult<CustomerMessagesCancelMutation>(graphql`
    mutation CustomerMessagesCancelMutation($input: CancelMessageInput!) {
      cancelMessage(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on CancelMessageSuccess {
          cancelled: customerMessage {
            id
            ...CustomerMessages_message
          }
        }
      }
    }
  `);
  const confirmCancel = async (id: string) => {
    // The payload's status (cancelled) updates the row in place; it stays in the timeline.
    const result = await cancel({ input: { id } }, { failure: 'Could not cancel the message.' });
    if (!result.ok) return;
    setCancelling(null);
    toast({ title: 'Message cancelled' });
  };

  const edges = data.messages.edges;
  return (
    <section aria-labelledby="customer-messages">
      <h3 id="customer-messages" className="mb-2 font-semibold">
        Messages
      </h3>
      {edges.length === 0 ? (
        <p className="text-sm text-slate-500">No messages yet. Confirmations and reminders appear here when you book a job.</p>
      ) : (
        <ul className="space-y-2" aria-label="Messages to this customer" data-testid="customer-messages">
          {edges.map((e) => (
            <MessageRow key={e.node.id} message={e.node} onCancel={(what) => setCancelling({ id: e.node.id, what })} />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" size="sm" className="mt-2 w-full" onClick={() => loadNext(PAGE)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading...' : 'Older messages'}
        </Button>
      )}
      <ConfirmDialog
        open={!!cancelling}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this message?"
        confirmLabel="Cancel message"
        cancelLabel="Keep it"
        pending={pending}
        onConfirm={() => cancelling && confirmCancel(cancelling.id)}
      >
        <p>The {cancelling?.what} will not be sent. The job itself stays booked.</p>
      </ConfirmDialog>
    </section>
  );
}

function MessageRow({ message, onCancel }: { message: CustomerMessages_message$key; onCancel: (what: string) => void }) {
  const m = useFragment(
    graphql`
      fragment CustomerMessages_message on CustomerMessage {
        kind
        channel
        status
        dueAt
        sentAt
        to
        error
      }
    `,
    message,
  );
  const Icon = m.channel === 'email' ? Mail : MessageSquare;
  const what = `${kindName(m.kind).toLowerCase()} ${m.channel === 'email' ? 'email' : 'text'}`;
  const when = m.sentAt ? `Sent ${formatWhen(m.sentAt)}` : m.status === 'scheduled' ? `Due ${formatWhen(m.dueAt)}` : formatWhen(m.dueAt);
  return (
    <li className="flex items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm" data-testid="customer-message">
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
          <span>{kindName(m.kind)}</span>
          <span className="font-normal text-slate-600">· {channelName(m.channel)}</span>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_STYLES[m.status])}>{STATUS_NAMES[m.status] ?? m.status}</span>
        </p>
        <p className="text-slate-600">
          {when}
          {m.to ? ` · to ${m.to}` : ''}
        </p>
        {m.error && (m.status === 'failed' || m.status === 'skipped') && <p className="text-red-700">{m.error}</p>}
      </div>
      {m.status === 'scheduled' && (
        <Button variant="ghostDanger" size="sm" className="shrink-0" aria-label={`Cancel ${what} due ${formatWhen(m.dueAt)}`} onClick={() => onCancel(what)}>
          Cancel
        </Button>
      )}
    </li>
  );
}
