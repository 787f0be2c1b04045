import { graphql, useFragment } from 'react-relay';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '../../../ui/cn';
import { TicketStatusBadge } from '../../support/TicketStatusBadge';
import type { AdminTicketRow_ticket$key } from './__generated__/AdminTicketRow_ticket.graphql';
import { WaitingBadge } from './WaitingBadge';

/** `link` opens the ticket's route (ticketAddress.ts). The row wraps its text (a phone's width cuts nothing). */
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
        waitingSince
        requester {
          name
          businessName
        }
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
          'block w-full min-w-0 rounded-lg border p-3 text-left hover:bg-slate-50',
          t.unread ? 'border-red-500' : 'border-slate-200',
          selected && 'bg-brand-50',
        )}
      >
        <span className="flex items-start gap-2">
          {t.unread && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-red-600" role="img" aria-label="Unread" />}
          <span className="min-w-0 flex-1 break-words font-medium">{t.subject}</span>
          <span className="shrink-0">
            <TicketStatusBadge status={t.status} />
          </span>
        </span>
        {t.requester && (
          <span className="mt-1 block break-words text-sm text-slate-700">
            {t.requester.name}
            {t.requester.businessName ? ` · ${t.requester.businessName}` : ''}
          </span>
        )}
        <span className="mt-1 block text-xs text-slate-600">{t.category}</span>
        {t.waitingSince && <WaitingBadge since={t.waitingSince} className="mt-1" />}
        <span className="block text-xs text-slate-600">
          Created {new Date(t.createdAt).toLocaleString()} · Last activity {new Date(t.lastActivityAt).toLocaleString()}
        </span>
      </Link>
    </li>
  );
}
