import { graphql, useFragment } from 'react-relay';
import type { MyTickets_ticket$key } from './__generated__/MyTickets_ticket.graphql';
import { TicketStatusBadge } from './TicketStatusBadge';

export function MyTicketRow({ ticket, onOpen }: { ticket: MyTickets_ticket$key; onOpen: (id: string) => void }) {
  const t = useFragment(
    graphql`
      fragment MyTickets_ticket on Ticket {
        id
        subject
        category
        status
        createdAt
      }
    `,
    ticket,
  );
  return (
    <li>
      <button type="button" onClick={() => onOpen(t.id)} className="w-full rounded-lg border border-slate-200 p-3 text-left hover:bg-slate-50">
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-medium">{t.subject}</span>
          <TicketStatusBadge status={t.status} />
        </span>
        <span className="mt-1 block text-xs text-slate-500">
          {t.category} · {new Date(t.createdAt).toLocaleDateString()}
        </span>
      </button>
    </li>
  );
}
