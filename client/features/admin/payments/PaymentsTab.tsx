// Payments: users awaiting verification (overdue after 48 hours), Notify, Verify, Delete; and the outbox.
// The rows' mutations update the store from their payloads (see PaymentRow); nothing is refetched.
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { Card } from '../../../ui/Card';
import { cn } from '../../../ui/cn';
import { DeleteUserDialog } from '../users/DeleteUserDialog';
import type { PaymentsTab_message$key } from './__generated__/PaymentsTab_message.graphql';
import type { PaymentsTabQuery } from './__generated__/PaymentsTabQuery.graphql';
import { PaymentRow } from './PaymentRow';

function OutboxMessage({ message }: { message: PaymentsTab_message$key }) {
  const m = useFragment(
    graphql`
      fragment PaymentsTab_message on EmailOutbox {
        id
        to
        subject
        text
        createdAt
        sentAt
        error
      }
    `,
    message,
  );
  return (
    <li data-testid="outbox-message">
      <details className="group rounded-lg border border-slate-200 p-2">
        <summary className="flex cursor-pointer justify-between gap-2">
          <span className="truncate">
            {m.subject} → {m.to}
          </span>
          <span className={cn('shrink-0 text-xs', m.error ? 'text-red-600' : 'text-slate-500')}>
            {m.sentAt ? 'sent' : m.error ? 'not sent' : 'queued'} · {new Date(m.createdAt).toLocaleString()}
          </span>
        </summary>
        {m.error && <p className="mt-2 text-xs text-red-600">Mail server: {m.error}</p>}
        <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-slate-700">{m.text}</pre>
      </details>
    </li>
  );
}

export function PaymentsTab({ queryRef }: { queryRef: PreloadedQuery<PaymentsTabQuery> }) {
  const data = usePreloadedQuery<PaymentsTabQuery>(
    graphql`
      query PaymentsTabQuery {
        adminUnverifiedUsers {
          id
          ...PaymentRow_user
        }
        emailOutbox {
          id
          ...PaymentsTab_message
        }
      }
    `,
    queryRef,
  );
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const users = data.adminUnverifiedUsers;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {users.length} {users.length === 1 ? 'user' : 'users'} awaiting payment verification
      </p>
      {users.length === 0 && (
        <Card className="p-8 text-center">
          <CheckCircle2 className="mx-auto mb-2 size-10 text-green-600" aria-hidden />
          <p className="font-semibold">All Payments Verified</p>
        </Card>
      )}
      <ul className="space-y-3">
        {users.map((u) => (
          <PaymentRow key={u.id} user={u} onDelete={setDeleting} />
        ))}
      </ul>
      {data.emailOutbox.length > 0 && (
        <Card className="p-4">
          <h3 className="mb-2 font-semibold">Email outbox</h3>
          <ul className="space-y-1 text-sm">
            {data.emailOutbox.slice(0, 10).map((m) => (
              <OutboxMessage key={m.id} message={m} />
            ))}
          </ul>
        </Card>
      )}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
