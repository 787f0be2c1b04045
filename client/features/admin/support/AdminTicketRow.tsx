import { graphql, useFragment } from 'react-relay';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '../../../ui/cn';
import { TicketStatusBadge } from '../../support/TicketStatusBadge';
import type { AdminTicketRow_ticket$key } from './__generated__/AdminTicketRow_ticket.graphql';

/** `link` opens the ticket's route (ticketAddress.ts). */
export function AdminTicketRow({ ticket, selected, link }: { ticket: AdminTicketRow_ticket$key; selected: boolean; link: LinkProps }) {
  const t = useFragment(
    graphql`
      fragment AdminTicketRow_ticket on Ticket {
        id
        subject
        category
        status
        unread
        createdAt
        lastActivityAt
      }
    `,
    ticket,
  );
  return (
    <li>
      <Link
        {...link}
        aria-current={selected ? 'page' : undefined}
        data-unread={t.unread || undefined}
        className={cn(
          'block w-full rounded-lg border p-3 text-left hover:bg-slate-50',
          t.unread ? 'border-red-500' : 'border-slate-200',
          selected && 'bg-brand-50',
        )}
      >
        <span className="flex items-center gap-2">
          {t.unread && <span className="size-2 shrink-0 rounded-full bg-red-600" role="img" aria-label="Unread" />}
          <span className="flex-1 truncate font-medium">{t.subject}</span>
          <TicketStatusBadge status={t.status} />
        </span>
        <span className="mt-1 block text-xs text-slate-600">{t.category}</span>
        <span className="block text-xs text-slate-600">
          Created {new Date(t.createdAt).toLocaleString()} · Last activity {new Date(t.lastActivityAt).toLocaleString()}
        </span>
      </Link>
    </li>
  );
}
