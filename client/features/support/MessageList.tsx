// A ticket's conversation as bubbles. The component owns its data: every query, mutation and
// subscription that shows or updates a conversation spreads MessageList_ticket.
import { graphql, useFragment } from 'react-relay';
import { cn } from '../../ui/cn';
import type { MessageList_ticket$key } from './__generated__/MessageList_ticket.graphql';

/** `mine` says whose messages sit on the right. */
export function MessageList({ ticket, mine, ownerName }: { ticket: MessageList_ticket$key; mine: 'owner' | 'admin'; ownerName: string }) {
  const { messages } = useFragment(
    graphql`
      fragment MessageList_ticket on Ticket {
        messages {
          id
          message
          isAdminReply
          createdAt
        }
      }
    `,
    ticket,
  );
  return (
    <ul className="space-y-2" aria-label="Conversation">
      {messages.map((m) => {
        const right = m.isAdminReply === (mine === 'admin');
        return (
          <li key={m.id} className={cn('rounded-lg p-3 text-sm', right ? 'ml-6' : 'mr-6', m.isAdminReply ? 'bg-brand-50' : 'bg-slate-100')}>
            <p className="mb-1 text-xs font-semibold text-slate-600">{m.isAdminReply ? 'Support Team' : ownerName}</p>
            <p className="whitespace-pre-line text-slate-800">{m.message}</p>
            <p className="mt-1 text-right text-[11px] text-slate-600">{new Date(m.createdAt).toLocaleString()}</p>
          </li>
        );
      })}
    </ul>
  );
}
